import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { LazyDrawer } from '#src/components/ui/lazy-drawer.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import {
  activeFilterCount,
  browseHref,
  EMPTY_FILTERS,
  type BrowseFilters,
} from '../browse-params.ts';
import { EARLY_FIELD } from '#src/lib/early-input.ts';
import { inLocale, useLocale } from '#src/lib/router.tsx';
import {
  useBrowseFilters,
  useEarlyBrowse,
  useBrowseHead,
  useInkPages,
  SCROLL_TRIGGER_THRESHOLD,
  SENTINEL_ROOT_MARGIN,
  useSearchDraft,
  type InkPages,
} from '../use-browse.ts';
import type * as Extras from './browse-extras.tsx';
import { FilterPanel } from './filter-panel.tsx';
import type { InkCardAction } from './ink-card.tsx';
import { InkGrid, InkGridSkeleton } from './ink-grid.tsx';

// Drawn for some addresses only (active filters, a search that finds nothing): their code
// loads when first needed. A page drawn on the server has them in its HTML (pages.ts loads
// them first there, through `preload`), and they hydrate once their code is in.
let extras: typeof Extras | null = null;
export const preload = () =>
  import('./browse-extras.tsx').then((m) => {
    extras = m;
    return m;
  });
/**
 * With a search or filters in the address, the server's HTML may show chips or no result.
 * @public the page table reads it from the page module (page-table.ts)
 */
export const mayHoldParts = () => window.location.search.length > 1;
/** A part of browse-extras.tsx: drawn at once when its code is in, else when it loads. */
function extraPart<P extends object>(pick: (m: typeof Extras) => (props: P) => ReactNode) {
  const Lazy = lazy(() => preload().then((m) => ({ default: pick(m) })));
  return function Part(props: P) {
    const Drawn = extras ? pick(extras) : Lazy;
    return (
      <Suspense fallback={null}>
        <Drawn {...props} />
      </Suspense>
    );
  };
}
const ActiveFilters = extraPart((m) => m.ActiveFilters);
const NoResults = extraPart((m) => m.NoResults);

/**
 * The results: how many, the active filters' chips, the grid (or why there is none: still
 * looking, the list failed, nothing was found), and under it the infinite scroll's sentinel.
 */
function Results({
  query,
  filters,
  onChange,
  onClearAll,
  cardAction,
}: {
  query: InkPages;
  filters: BrowseFilters;
  onChange: (next: BrowseFilters) => void;
  onClearAll: () => void;
  cardAction: InkCardAction;
}) {
  const { t } = useLingui();
  const {
    data,
    error,
    isPending,
    isError,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = query;
  const inks = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  const total = data?.pages[0]?.total ?? 0;
  // "Did you mean" (ADR 025): searches that would find something, when this one found nothing
  const suggestions = total === 0 ? (data?.pages[0]?.suggestions ?? []) : [];
  const updating = isFetching && !isFetchingNextPage && query.isPlaceholderData;
  const nextPageFailed = isError && inks.length > 0 && !updating;
  // Infinite scroll: the sentinel under the grid asks for the next page when 10% of it shows.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isFetchingNextPage || nextPageFailed || updating) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      // The root reaches far above the screen, so a sentinel already scrolled past (a jump to
      // the end of the page, the End key, a tall footer on a phone) still counts as reached.
      { threshold: SCROLL_TRIGGER_THRESHOLD, rootMargin: SENTINEL_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, nextPageFailed, updating, inks.length]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const filterCount = activeFilterCount(filters);
  const shown = inks.length;
  const { near } = filters;
  // "A", "A or B", "A, B or C" (the same message as browse-extras.tsx's links)
  const last = suggestions[suggestions.length - 1] ?? '';
  const rest = suggestions.slice(0, -1).join(', ');
  const list = rest ? t`${rest} or ${last}` : last;
  return (
    <section aria-labelledby="results-heading" className="min-w-0 flex-1">
      <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="sr-only">
        <Trans>Results</Trans>
      </h2>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p aria-live="polite" className="text-[0.95rem]" data-testid="result-count">
          {isPending ? (
            <span className="text-muted">
              <Trans>Looking through the collection…</Trans>
            </span>
          ) : isError && !data ? null : (
            <>
              <span className="font-medium">
                {t`Found ${plural(total, { one: '# ink', other: '# inks' })}`}
              </span>
              {shown < total && (
                <span className="text-muted">
                  {' '}
                  <Trans>(showing {shown})</Trans>
                </span>
              )}
              {near && (
                <span className="text-muted">
                  <Trans>, nearest to #{near} first</Trans>
                </span>
              )}
              {suggestions.length > 0 && (
                <span className="sr-only">
                  . <Trans>Did you mean {list}?</Trans>
                </span>
              )}
            </>
          )}
        </p>
        {updating && (
          <span className="inline-flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" /> <Trans>Updating…</Trans>
          </span>
        )}
      </div>
      <div className="mt-3">
        {/* only with a filter on: a first visit to the plain list does not load the chips' code */}
        {(filterCount > 0 || filters.near) && (
          <ActiveFilters filters={filters} onChange={onChange} />
        )}
      </div>

      <div className={`mt-5 transition-opacity ${updating ? 'opacity-60' : ''}`}>
        {isPending ? (
          <InkGridSkeleton count={10} />
        ) : isError && !data ? (
          <SectionError
            what={t`Inks`}
            title={t`Failed to fetch inks`}
            error={error}
            onRetry={() => void refetch()}
          />
        ) : total === 0 ? (
          <NoResults
            suggestions={suggestions}
            hrefFor={(search) => browseHref({ ...filters, search, near: undefined })}
            // the link goes with the empty state: the results heading takes the focus
            onFollow={() => resultsHeading.current?.focus({ preventScroll: true })}
            search={filters.search}
            filterCount={filterCount}
            onClear={onClearAll}
          />
        ) : (
          <InkGrid inks={inks} action={cardAction} marked={Boolean(filters.search)} />
        )}
      </div>

      {data && total > 0 && (
        <div
          ref={sentinel}
          className="mt-6 flex min-h-16 flex-col items-center justify-center text-center [overflow-anchor:none]"
          data-testid="scroll-sentinel"
        >
          {isFetchingNextPage ? (
            <span role="status" className="inline-flex items-center gap-2 text-sm text-muted">
              <Spinner className="size-4" /> <Trans>Loading more inks…</Trans>
            </span>
          ) : nextPageFailed ? (
            <SectionError what={t`More inks`} error={error} onRetry={() => void fetchNextPage()} />
          ) : !hasNextPage ? (
            <p className="flex items-center gap-3 font-serif text-lg text-muted italic">
              <span aria-hidden="true" className="h-px w-10 bg-rule" />
              <Trans>You've reached the end of the collection</Trans>
              <span aria-hidden="true" className="h-px w-10 bg-rule" />
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

/**
 * /browse (spec §2): every ink, searched and filtered by the address, a page at a time.
 * `cardAction` is a button over each card (Add to compare) and `tray` what the page shows
 * with the list (the compare tray): the page gives both (ADR 043).
 */
export function BrowseInks({ cardAction, tray }: { cardAction: InkCardAction; tray: ReactNode }) {
  const { filters, commit } = useBrowseFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const searchId = useId();
  const formId = useId();
  const { t } = useLingui();
  const locale = useLocale();
  const search = useSearchDraft(filters, commit);
  useEarlyBrowse(filters, search.apply);
  useBrowseHead(filters);
  const query = useInkPages(filters);
  const total = query.data?.pages[0]?.total ?? 0;
  const filterCount = activeFilterCount(filters);

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-8 pb-10 sm:px-6 sm:pt-10">
      <div className="max-w-2xl">
        <h1 className="text-[2rem] sm:text-[2.6rem]">
          <Trans>Browse Inks</Trans>
        </h1>
        <p className="mt-2 text-muted">
          <Trans>
            Every ink in the collection with its swatch colour. Narrow by colour family, brand or
            property, or search by name, line and brand.
          </Trans>
        </p>
      </div>

      <div className="mt-6 flex items-center gap-2">
        {/* a real form (ADR 062): Enter searches at once, and without script asks the server */}
        <form
          id={formId}
          role="search"
          aria-label={t`Inks`}
          action={inLocale(locale, '/browse')}
          method="get"
          className="relative flex-1"
          onSubmit={(e) => {
            e.preventDefault();
            search.apply(search.draft, filters);
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            <Trans>Search inks</Trans>
          </label>
          <input
            id={searchId}
            name="search"
            {...{ [EARLY_FIELD]: 'browse-search' }}
            type="search"
            value={search.draft}
            onChange={(e) => search.setDraft(e.target.value)}
            // short enough for a 320 px phone beside the Filters button; the intro says what it reads
            placeholder={t`Search inks…`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className={`h-12 w-full rounded-full border border-rule bg-surface pl-5 text-base placeholder:text-muted focus:border-primary [&::-webkit-search-cancel-button]:hidden ${search.draft ? 'pr-12' : 'pr-4'}`}
          />
          {search.draft && (
            <button
              type="button"
              aria-label={t`Clear search`}
              onClick={() => search.apply('', filters)}
              className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-full text-muted hover:bg-sunken hover:text-ink"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </form>
        <Button
          variant="secondary"
          className="h-12 lg:hidden"
          onClick={() => setDrawerOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls="browse-filters"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          <Trans>Filters</Trans>
          {filterCount > 0 && (
            <span className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs text-on-primary">
              {filterCount}
            </span>
          )}
        </Button>
      </div>

      <div className="mt-6 flex gap-8">
        <aside aria-label={t`Filters`} className="hidden w-60 shrink-0 lg:block">
          <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pr-2 pb-4">
            <h2 className="mb-4 text-lg">
              <Trans>Filters</Trans>
            </h2>
            <FilterPanel filters={filters} onChange={commit} form={formId} />
          </div>
        </aside>

        <Results
          query={query}
          filters={filters}
          onChange={commit}
          onClearAll={() => search.apply('', EMPTY_FILTERS)}
          cardAction={cardAction}
        />
      </div>

      {tray}
      <LazyDrawer
        id="browse-filters"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t`Filters`}
        side="left"
      >
        {drawerOpen && (
          <>
            <FilterPanel filters={filters} onChange={commit} />
            <div className="sticky bottom-0 mt-6 bg-page pt-3 pb-1">
              <Button className="w-full" onClick={() => setDrawerOpen(false)}>
                {query.isPending
                  ? t`Show inks`
                  : t`Show ${plural(total, { one: '# ink', other: '# inks' })}`}
              </Button>
            </div>
          </>
        )}
      </LazyDrawer>
    </div>
  );
}
