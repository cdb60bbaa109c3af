import { setImmediate } from 'node:timers/promises';
import {
  Ink as InkSchema,
  InkListResponse,
  LIMITS,
  type SearchMarks,
  type InkListQuery,
  type InkSort,
  type InkWithDistance,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { searchTerms } from '#src/db/text.ts';
import { badRequest } from '#src/lib/errors.ts';
import type { InkFacets } from '#src/shared/ink-records/facets.ts';
import { presentInk } from '#src/shared/ink-records/ink-records.present.ts';
import {
  catalogueVersions,
  type PresentedInkRow,
} from '#src/shared/ink-records/ink-records.queries.ts';
import { browseIndex } from './browse-index.ts';
import { sortOrders } from './browse-sort.ts';
import {
  CachedBody,
  inkJsonCache,
  inkListCache,
  readOncePerTurn,
  type InkJsonCache,
} from './browse.cache.ts';
import { inksChangedSince, inksInOrder, liveInksAfter, sortHorizon } from './browse.queries.ts';

/**
 * A page of the inks nearest a colour (CIEDE2000 within 25, at most 500), each with its
 * ΔE2000, and how many there are: the colour feature's answer to near= (ADR 024,
 * color.service.ts nearPage). app.ts passes it in (ADR 042).
 */
export type NearInks = (
  db: Db,
  hex: string,
  facets: InkFacets,
  offset: number,
  limit: number,
) => Promise<{ data: InkWithDistance[]; total: number }>;

/** A page of a text search as browsing shows it. */
export type SearchResult = {
  /** The page's inks, best first. */
  ids: number[];
  total: number;
  /** "Did you mean": searches that would find something, when this one found nothing. */
  suggestions: string[];
  /** What the search matched in one of the page's inks. */
  marks: (inkId: number) => SearchMarks;
};

/**
 * One page of the inks a search finds within the facets (the search feature's in-process
 * index, ADR 025: search.service.ts searchPage); app.ts passes it in (ADR 042). `terms`: the
 * query's normalised words; `version`: the version of what search reads, read by the caller;
 * `ranked` false: every ink it finds, in no order (for another order, ADR 050).
 */
export type SearchInks = (
  db: Db,
  terms: readonly string[],
  facets: InkFacets,
  offset: number,
  limit: number,
  version: number,
  ranked?: boolean,
) => Promise<SearchResult>;

/** What browsing asks of other features, passed in by app.ts (ADR 042). */
export type BrowsePorts = { nearInks: NearInks; searchInks: SearchInks };

/**
 * GET /api/inks's query as the flow reads it, made once where the request comes in
 * (browseRequest): the search as its normalised words, the page and limit with their
 * defaults.
 */
export type BrowseRequest = {
  /** The search's normalised words (db/text.ts searchTerms); none: browsing. */
  terms: readonly string[];
  facets: InkFacets;
  /** Search by colour: RRGGBB. */
  near: string | undefined;
  /**
   * The order (ADR 050): relevance only with a search or a colour (nearest first), name
   * without; the request's, or its default.
   */
  sort: InkSort;
  page: number;
  limit: number;
};

/**
 * Reads a GET /api/inks query (400 when it asks for a colour and a text search at once, or
 * for a colour in another order than nearest first).
 */
export function browseRequest(q: InkListQuery): BrowseRequest {
  if (q.near !== undefined && q.search?.trim()) {
    throw badRequest('Search by colour (near) and by text (search) cannot be combined: use one.', {
      near: 'Use near without search.',
    });
  }
  if (q.near !== undefined && q.sort !== undefined && q.sort !== 'relevance') {
    throw badRequest(
      'A search by colour (near) lists the nearest inks first: leave sort out, or use relevance.',
      { sort: 'Use sort=relevance or no sort with near.' },
    );
  }
  const terms = q.search === undefined ? [] : searchTerms(q.search);
  const searching = terms.length > 0 || q.near !== undefined;
  // without a search, relevance means nothing: the name order
  const sort =
    q.sort === undefined || q.sort === 'relevance' ? (searching ? 'relevance' : 'name') : q.sort;
  return {
    terms,
    facets: { brands: q.brand, colors: q.color, properties: q.properties },
    near: q.near,
    sort,
    page: q.page ?? 1,
    limit: q.limit ?? LIMITS.browsePageSize,
  };
}

/**
 * The cache key of a request: everything its page depends on and nothing else. The search is
 * keyed by its normalised words, so "Kon-Peki" and "kon peki" share an entry; facet values,
 * which come from the filter lists, are only sorted (normalising them on every request would
 * cost more than the rare duplicate entry).
 */
export function inkListKey(r: BrowseRequest): string {
  const sorted = (values: readonly string[]) => [...new Set(values)].sort();
  return JSON.stringify([
    r.terms,
    sorted(r.facets.brands),
    sorted(r.facets.colors),
    sorted(r.facets.properties),
    r.near ?? null,
    r.sort,
    r.page,
    r.limit,
  ]);
}

type Versions = { catalogue: number; search: number };

/** A page as the flow found it, before it is written out as objects or as JSON bytes. */
type FoundPage =
  | { near: true; data: InkWithDistance[]; total: number }
  | {
      near: false;
      /** The page's inks, in order. */
      ids: number[];
      total: number;
      /** What a text search matched in one of the page's inks (null: browsing). */
      marks: ((inkId: number) => SearchMarks) | null;
      /** "Did you mean", when a text search found nothing. */
      suggestions: string[] | undefined;
    };

/**
 * GET /api/inks, the one flow: by colour (near=, ADR 024) the colour feature's page; by text
 * (ADR 025) the search feature's index ranks; otherwise (ADR 026) the browse index gives
 * the page's ids and the count. `versions`: the catalogue's and search's, read by the caller.
 */
async function findPage(
  db: Db,
  r: BrowseRequest,
  versions: Versions,
  ports: BrowsePorts,
): Promise<FoundPage> {
  const offset = (r.page - 1) * r.limit;
  if (r.near !== undefined) {
    const { data, total } = await ports.nearInks(db, r.near, r.facets, offset, r.limit);
    return { near: true, data, total };
  }
  const sort = r.sort;
  if (r.terms.length > 0) {
    if (sort === 'relevance') {
      const found = await ports.searchInks(db, r.terms, r.facets, offset, r.limit, versions.search);
      const suggestions = found.total === 0 ? found.suggestions : undefined;
      return { near: false, ids: found.ids, total: found.total, marks: found.marks, suggestions };
    }
    // every ink the search finds, in the order asked for (ADR 050)
    const found = await ports.searchInks(db, r.terms, r.facets, 0, 0, versions.search, false);
    const { ids, total } =
      sort === 'name'
        ? (await browseIndex(db, versions.search)).pageOf(found.ids, offset, r.limit)
        : (await sortOrders(db, versions.catalogue)).page(sort, idSet(found.ids), offset, r.limit);
    const suggestions = found.total === 0 ? found.suggestions : undefined;
    return { near: false, ids, total, marks: found.marks, suggestions };
  }
  const index = await browseIndex(db, versions.search);
  if (sort === 'name' || sort === 'relevance') {
    const { ids, total } = index.page(r.facets, offset, r.limit);
    return { near: false, ids, total, marks: null, suggestions: undefined };
  }
  const orders = await sortOrders(db, versions.catalogue);
  const { ids, total } = orders.page(sort, index.accepts(r.facets), offset, r.limit);
  return { near: false, ids, total, marks: null, suggestions: undefined };
}

/** Whether an id is one of `ids`: a flag per id (ids are dense), else a set. */
function idSet(ids: readonly number[]): (id: number) => boolean {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  if (max > 4 * ids.length + 65536) {
    const set = new Set(ids);
    return (id) => set.has(id);
  }
  const flags = new Uint8Array(max + 1);
  for (const id of ids) flags[id] = 1;
  return (id) => flags[id] === 1;
}

function listOf<T>(r: BrowseRequest, data: T[], total: number, suggestions?: string[]) {
  return {
    data,
    page: r.page,
    hasMore: r.page * r.limit < total,
    total,
    ...(suggestions === undefined ? {} : { suggestions }),
  };
}

/**
 * GET /api/inks as objects: the page's rows read and presented (the benchmarks' floor; a test
 * holds browseInksJson's bytes equal to these checked and serialized).
 */
export async function browseInks(
  db: Db,
  r: BrowseRequest,
  ports: BrowsePorts,
): Promise<InkListResponse> {
  const found = await findPage(db, r, await catalogueVersions(db), ports);
  if (found.near) return listOf(r, found.data, found.total);
  const { rows, names } = await inksInOrder(db, found.ids);
  const { marks } = found;
  const data = rows.map((row) =>
    marks ? { ...presentInk(row, names), marks: marks(row.id) } : presentInk(row, names),
  );
  return listOf(r, data, found.total, found.suggestions);
}

/** Checks a list response against the contract and serializes it, as the route serializer would. */
function serializeInkList(body: InkListResponse): string {
  const parsed = InkListResponse.safeParse(body);
  if (!parsed.success) {
    throw new Error(`GET /api/inks response does not match its schema: ${parsed.error.message}`);
  }
  return JSON.stringify(parsed.data);
}

/** More inks changed than this since the cache's last move: it is emptied instead (ADR 070). */
const MAX_CHANGED_INKS = 2000;

/** Where the next read of changed inks starts (sortHorizon), per database. */
type Mark = { horizon: number; removals: number };

const moves = new WeakMap<Db, { version: number; mark: Promise<Mark> }>();

/**
 * The presented-ink cache of `db`, moved to catalogue `version` (or a later one) first:
 * the first time emptied, after that with the inks written since its last move dropped and
 * the others kept (ADR 070; every ink when more than MAX_CHANGED_INKS changed or an ink was
 * deleted outright). A change is caught whatever the moment it commits: the horizon is read
 * before the changed inks, and an entry is stored only when no move came after its read
 * began (InkJsonCache.epoch and store). The same steps as the orders' (browse-sort.ts
 * readChanges, ADR 055), over the same `sort_seq`.
 */
function presentedInkCache(db: Db, version: number): Promise<InkJsonCache> {
  const cache = inkJsonCache(db);
  const held = moves.get(db);
  if (held !== undefined && held.version >= version) return held.mark.then(() => cache);
  const mark = (async (): Promise<Mark> => {
    const before = held === undefined ? undefined : await held.mark.catch(() => undefined);
    const now = await sortHorizon(db);
    if (before === undefined || now.removals !== before.removals) {
      cache.moveTo(version, 'all');
      return now;
    }
    const changed = await inksChangedSince(db, before.horizon, MAX_CHANGED_INKS + 1);
    cache.moveTo(version, changed.length > MAX_CHANGED_INKS ? 'all' : changed);
    return now;
  })();
  moves.set(db, { version, mark });
  mark.catch(() => {
    if (moves.get(db)?.mark === mark) moves.delete(db);
  });
  return mark.then(() => cache);
}

/** An ink's entry in the presented-ink cache: presented, checked against the contract's Ink. */
function inkEntry(row: PresentedInkRow, names: Map<number, string>): string {
  const parsed = InkSchema.safeParse(presentInk(row, names));
  if (!parsed.success) {
    throw new Error(`ink ${row.id} does not match the Ink schema: ${parsed.error.message}`);
  }
  return JSON.stringify(parsed.data).slice(0, -1);
}

/**
 * The inks of `ids` as JSON entries of the presented-ink cache (browse.cache.ts InkJsonCache):
 * from the cache, the others read, presented, checked against the contract's Ink and kept.
 * Inks no longer live are left out.
 */
async function inkEntries(
  db: Db,
  version: number,
  ids: readonly number[],
): Promise<{ id: number; json: string }[]> {
  const cache = await presentedInkCache(db, version);
  const epoch = cache.epoch;
  const found = cache.lookup(version, ids);
  const missing = ids.filter((_, i) => found[i] === undefined);
  if (missing.length > 0) {
    const { rows, names } = await inksInOrder(db, missing);
    const made = new Map<number, string>();
    for (const row of rows) {
      const json = inkEntry(row, names);
      made.set(row.id, json);
      cache.store(epoch, row.id, json);
    }
    ids.forEach((id, i) => {
      if (found[i] === undefined) found[i] = made.get(id);
    });
  }
  return ids.flatMap((id, i) => {
    const json = found[i];
    return json === undefined ? [] : [{ id, json }];
  });
}

/**
 * Fills the presented-ink cache with the catalogue's live inks, in id order, a slice at a
 * time with other work let in between (main.ts, after the server listens: the first
 * searches then read no inks). Stops at three quarters of the cache's bound, when the
 * catalogue's version moves meanwhile, or when the database closes. Resolves to the inks kept.
 */
export async function fillPresentedInks(db: Db, slice = 500): Promise<number> {
  const { catalogue: version } = await catalogueVersions(db);
  const cache = await presentedInkCache(db, version);
  const epoch = cache.epoch;
  let kept = 0;
  let after = 0;
  for (;;) {
    if (cache.epoch !== epoch || cache.bytes >= cache.maxBytes * 0.75) return kept;
    const { rows, names } = await liveInksAfter(db, after, slice);
    if (cache.epoch !== epoch) return kept;
    for (const row of rows) cache.store(epoch, row.id, inkEntry(row, names));
    kept += rows.length;
    const last = rows.at(-1);
    if (last === undefined || rows.length < slice) return kept;
    after = last.id;
    await setImmediate();
  }
}

/**
 * A search's marks as JSON, written as JSON.stringify(SearchMarks.parse(marks)) would write
 * them (the schema's keys, in its order) without parsing them again for every ink of every
 * page (a test holds the bytes equal to the checked and serialized answer).
 */
function marksJson(m: SearchMarks): string {
  const ranges = (list: readonly (readonly [number, number])[]) =>
    `[${list.map(([a, b]) => `[${a},${b}]`).join(',')}]`;
  const alias = m.alias === undefined ? '' : `,"alias":${JSON.stringify(m.alias)}`;
  return `{"name":${ranges(m.name)},"brand":${ranges(m.brand)},"line":${ranges(m.line)}${alias}}`;
}

/**
 * GET /api/inks as JSON bytes, the route's answer: from the response cache when this catalogue
 * version already answered the same request; otherwise the page found (findPage) and its
 * inks' JSON from the presented-ink cache, each with its marks for a search. A page by colour
 * is checked and serialized whole.
 */
export async function browseInksJson(
  db: Db,
  r: BrowseRequest,
  ports: BrowsePorts,
): Promise<CachedBody> {
  // the versions read once for the requests of one turn of the event loop
  const versions = await readOncePerTurn(db, catalogueVersions);
  return inkListCache(db).get(versions.catalogue, inkListKey(r), async () => {
    const found = await findPage(db, r, versions, ports);
    if (found.near) return new CachedBody(serializeInkList(listOf(r, found.data, found.total)));
    const items: string[] = [];
    for (const { id, json } of await inkEntries(db, versions.catalogue, found.ids)) {
      if (found.marks === null) items.push(`${json}}`);
      else items.push(`${json},"marks":${marksJson(found.marks(id))}}`);
    }
    const hasMore = r.page * r.limit < found.total;
    const tail =
      found.suggestions === undefined ? '' : `,"suggestions":${JSON.stringify(found.suggestions)}`;
    return new CachedBody(
      `{"data":[${items.join(',')}],"page":${r.page},"hasMore":${hasMore},"total":${found.total}${tail}}`,
    );
  });
}
