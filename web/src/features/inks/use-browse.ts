import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { COLOR_FAMILIES, INK_PROPERTIES } from '@inklore/contract/catalogue/catalogue.rules';
import { onLive, takeEarly } from '#src/lib/early-input.ts';
import { useHead, useJsonLd } from '#src/lib/head.ts';
import { useSearchParams } from '#src/lib/router.tsx';
import { breadcrumbLd } from '#src/lib/structured-data.ts';
import { inkListOptions } from './api/inks.ts';
import {
  BRAND_OPTIONS,
  browseHref,
  parseBrowseParams,
  toBrowseParams,
  sameFilters,
  toggle,
  type BrowseFilters,
} from './browse-params.ts';
import { rememberBrowse } from './last-browse.ts';

// The state of /browse: the filters in the address, the search box, the pages of inks.

/** Spec §9: search is debounced by 300 ms; infinite scroll triggers at 10% visibility. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The answer is asked for once typing pauses this long, so it is in when the debounce ends. */
export const SEARCH_PREFETCH_MS = 90;
export const SCROLL_TRIGGER_THRESHOLD = 0.1;
/** The sentinel's root reaches far above the screen (browse-inks.tsx). */
export const SENTINEL_ROOT_MARGIN = '100000px 0px 0px 0px';

export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // parsed once per address; the object is stable while the address is
  const filters = useMemo(() => parseBrowseParams(new URLSearchParams(key)), [key]);
  const commit = (next: BrowseFilters) => {
    const qs = toBrowseParams(next);
    if (qs.toString() !== toBrowseParams(filters).toString()) setParams(qs);
  };
  return { filters, commit };
}

/**
 * The search box: typed text is applied 300 ms after the last key. When the address changes
 * from elsewhere (back, forward, the header search), the box follows it.
 */
export function useSearchDraft(filters: BrowseFilters, commit: (next: BrowseFilters) => void) {
  const [draft, setDraft] = useState(filters.search);
  const [seenSearch, setSeenSearch] = useState(filters.search);
  const [committedSearch, setCommittedSearch] = useState<string | null>(null);
  if (filters.search !== seenSearch) {
    setSeenSearch(filters.search);
    if (filters.search !== committedSearch) setDraft(filters.search);
  }
  const queryClient = useQueryClient();
  useEffect(() => {
    const term = draft.trim();
    if (term === filters.search) return;
    // a text search replaces a colour search (the API takes one or the other)
    const next = { ...filters, search: term, near: term ? undefined : filters.near };
    const ask = setTimeout(
      () => void queryClient.infiniteQuery(inkListOptions(next)).catch(() => undefined),
      SEARCH_PREFETCH_MS,
    );
    const timer = setTimeout(() => {
      setCommittedSearch(term);
      commit(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(ask);
      clearTimeout(timer);
    };
    // commit is rebuilt every render; filters and draft are what matter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, filters]);
  /**
   * Puts `text` in the box and applies it with `next` at once, without the debounce: Enter,
   * what was typed before the page was live (ADR 062), and '' for Clear search and Clear all.
   */
  const apply = (text: string, next: BrowseFilters) => {
    const term = text.trim();
    setDraft(text);
    setCommittedSearch(term);
    commit({ ...next, search: term, near: term ? undefined : next.near });
  };
  return { draft, setDraft, apply };
}

/** The choices among `options` as the person left their boxes before the page was live. */
function earlyTicks<T extends string>(name: string, options: readonly T[], chosen: T[]): T[] {
  let out = chosen;
  for (const option of options) {
    const early = takeEarly(`${name}=${option}`);
    if (early && early.checked !== out.includes(option)) out = toggle(out, option);
  }
  return out;
}

/**
 * Once the page is live (ADR 062): what the person typed in the search box and ticked in
 * the filters (filter-panel.tsx) before then, applied at once.
 */
export function useEarlyBrowse(
  filters: BrowseFilters,
  apply: (text: string, next: BrowseFilters) => void,
) {
  useEffect(
    () =>
      onLive(() => {
        const typed = takeEarly('browse-search');
        const next: BrowseFilters = {
          ...filters,
          colors: earlyTicks('color', COLOR_FAMILIES, filters.colors),
          brands: earlyTicks('brand', BRAND_OPTIONS, filters.brands),
          properties: earlyTicks('properties', INK_PROPERTIES, filters.properties),
        };
        if (!typed && sameFilters(next, filters)) return;
        apply(typed ? typed.value : filters.search, next);
      }),
    // once, as the page goes live: later changes are the page's own
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/** The page's title and description, its breadcrumbs, and the address Back to Browse returns to. */
export function useBrowseHead(filters: BrowseFilters) {
  const href = browseHref(filters);
  useEffect(() => rememberBrowse(href), [href]);

  const { t } = useLingui();
  const { near, search } = filters;
  useHead(
    near ? t`Inks near #${near}` : search ? t`Search: ${search}` : t`Browse Inks`,
    near
      ? t`Fountain pen inks nearest to the colour #${near}, by CIEDE2000.`
      : search
        ? t`Fountain pen inks matching “${search}” on Inklore.`
        : t`Browse and search fountain pen inks by brand, colour family and property. Every ink with its swatch colour.`,
  );
  useJsonLd(
    'breadcrumbs',
    import.meta.env.SSR
      ? (origin) =>
          breadcrumbLd(origin, [
            { name: t`Home`, path: '/' },
            { name: t`Browse Inks`, path: '/browse' },
          ])
      : null,
  );
}

/** The inks the filters find, a page at a time. */
export function useInkPages(filters: BrowseFilters) {
  return useInfiniteQuery({ ...inkListOptions(filters), placeholderData: keepPreviousData });
}

export type InkPages = ReturnType<typeof useInkPages>;
