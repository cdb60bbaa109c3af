import type {
  Diary,
  InkBrief,
  Inking,
  InkListResponse,
  InkUsage,
  MyInventoryItem,
  Pen,
  PenSettings,
} from '@inklore/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

/** GET /api/auth/inkings answers 50 pairings a page, newest first. */
export const INKINGS_PAGE_SIZE = 50;

export type PenListFilter = 'false' | 'true' | 'all';

export const penKeys = {
  all: sharedKeys.pens.all,
  /** The member's own things: pens, pairings, the diary (what a mark or a pairing changes). */
  mine: () => [...penKeys.all, 'mine'] as const,
  list: (archived: PenListFilter, today: string) =>
    [...penKeys.mine(), 'list', archived, today] as const,
  inkings: (state: 'past' | 'all', today: string) =>
    [...penKeys.mine(), 'inkings', state, today] as const,
  diary: (from: string, to: string, penId: number | null, inkId: number | null) =>
    [...penKeys.mine(), 'diary', from, to, penId, inkId] as const,
  settings: () => [...penKeys.all, 'settings'] as const,
  /** A member's public pens (their profile). */
  publicPens: (username: string) => [...penKeys.all, 'public', username.toLowerCase()] as const,
  /** An ink's counts from public pens (its page). */
  usage: (inkId: number) => [...penKeys.all, 'usage', inkId] as const,
  search: (where: 'catalogue' | 'owned', text: string) =>
    [...penKeys.all, 'search', where, text] as const,
};

/** GET /api/auth/pens?archived=&today=: the member's pens, each with its open pairing. */
export function pensOptions(archived: PenListFilter, today: string) {
  return queryOptions({
    queryKey: penKeys.list(archived, today),
    queryFn: ({ signal }) => api.get<Pen[]>('/api/auth/pens', { archived, today }, signal),
  });
}

/** GET /api/auth/inkings?state=&today=&page=: the pairings, a page at a time. */
export function inkingsOptions(state: 'past' | 'all', today: string) {
  return infiniteQueryOptions({
    queryKey: penKeys.inkings(state, today),
    queryFn: ({ pageParam, signal }) =>
      api.get<Inking[]>('/api/auth/inkings', { state, today, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.length >= INKINGS_PAGE_SIZE ? pages.length + 1 : undefined,
  });
}

/** GET /api/auth/diary?from=&to=&penId=&inkId=: the marked days, in order. */
export function diaryOptions(
  from: string,
  to: string,
  penId: number | null = null,
  inkId: number | null = null,
) {
  return queryOptions({
    queryKey: penKeys.diary(from, to, penId, inkId),
    queryFn: ({ signal }) => api.get<Diary>('/api/auth/diary', { from, to, penId, inkId }, signal),
  });
}

/** GET /api/auth/pens/settings. */
export function penSettingsOptions() {
  return queryOptions({
    queryKey: penKeys.settings(),
    queryFn: ({ signal }) => api.get<PenSettings>('/api/auth/pens/settings', undefined, signal),
  });
}

/**
 * A public pen as GET /api/users/{username}/pens answers it (the contract's PublicPen schema,
 * which exports no type of its own).
 */
export type PublicPen = Pick<
  Pen,
  'id' | 'kind' | 'brand' | 'model' | 'nibSize' | 'nibGrind' | 'color' | 'material'
> & { inkedWith: InkBrief | null; inkedOn: string | null };

/** GET /api/users/{username}/pens: a member's public pens and what is inked in them. */
export function publicPensOptions(username: string) {
  return queryOptions({
    queryKey: penKeys.publicPens(username),
    queryFn: ({ signal }) =>
      api.get<PublicPen[]>(`/api/users/${encodeURIComponent(username)}/pens`, undefined, signal),
  });
}

/** GET /api/inks/{id}/usage: counted from public pens only, naming no one. */
export function inkUsageOptions(inkId: number) {
  return queryOptions({
    queryKey: penKeys.usage(inkId),
    queryFn: ({ signal }) => api.get<InkUsage>(`/api/inks/${inkId}/usage`, undefined, signal),
  });
}

/** An ink to ink a pen with, or to log a dip pen's day with. */
export type InkChoice = {
  id: number;
  name: string;
  brand: string;
  colorHex: string;
  /** In the member's ink-ventory as owned (then nothing joins it). */
  owned: boolean;
};

/** How many inks the ink search offers from each source. */
const SEARCH_LIMIT = 8;

/** The catalogue's search (GET /api/inks?search=, as /browse asks it). */
export function catalogueSearchOptions(text: string) {
  return queryOptions({
    queryKey: penKeys.search('catalogue', text),
    queryFn: ({ signal }) =>
      api.get<InkListResponse>('/api/inks', { search: text, limit: SEARCH_LIMIT }, signal),
    select: (answer): InkChoice[] =>
      answer.data.map((ink) => ({
        id: ink.id,
        name: ink.name,
        brand: ink.brand,
        colorHex: ink.colorHex,
        owned: false,
      })),
    enabled: text.length > 0,
    staleTime: 60_000,
  });
}

/** The member's owned inks matching the text (GET /api/auth/inventory), offered first. */
export function ownedSearchOptions(text: string) {
  return queryOptions({
    queryKey: penKeys.search('owned', text),
    queryFn: ({ signal }) =>
      api.get<MyInventoryItem[]>(
        '/api/auth/inventory',
        { status: 'owned', search: text || undefined, sort: text ? 'name' : 'added' },
        signal,
      ),
    select: (items): InkChoice[] => {
      const seen = new Set<number>();
      const out: InkChoice[] = [];
      for (const { ink } of items) {
        if (seen.has(ink.id)) continue; // a bottle and a sample of one ink are one choice
        seen.add(ink.id);
        out.push({ ...ink, owned: true });
        if (out.length === SEARCH_LIMIT) break;
      }
      return out;
    },
    staleTime: 30_000,
  });
}
