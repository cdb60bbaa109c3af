import { SUGGESTION_LIMIT, type SearchMarks } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { facetPredicate, hasFacets, type InkFacets } from '#src/shared/ink-records/facets.ts';
import { markText, matchedAlias } from './marks.ts';
import { hasTerms, SearchIndex, type SearchPage, type SearchPlan } from './search-index.ts';
import { searchDocs, searchVersion } from './search.queries.ts';

/**
 * One search index per open database in this process, for one version of what search reads
 * (search.queries.ts). A query that finds the version changed waits for the new index, so a
 * change is found by the next search after it commits, on every server; the build reads
 * every live ink once (figures in docs/performance.md).
 */
const indexes = new WeakMap<Db, { version: number; index: Promise<SearchIndex> }>();

export async function searchIndex(db: Db, knownVersion?: number): Promise<SearchIndex> {
  const version = knownVersion ?? (await searchVersion(db));
  const cached = indexes.get(db);
  if (cached?.version === version) return cached.index;
  const index = searchDocs(db).then((docs) => new SearchIndex(docs));
  indexes.set(db, { version, index });
  index.catch(() => {
    if (indexes.get(db)?.index === index) indexes.delete(db);
  });
  return index;
}

export type InkSearchResult = SearchPage & {
  index: SearchIndex;
  suggestions: string[];
};

function facetAccept(index: SearchIndex, f: InkFacets) {
  if (!hasFacets(f)) return null;
  const test = facetPredicate(f);
  return (doc: number) =>
    test(index.brandNorms[doc] ?? '', index.families[doc] ?? '', index.masks[doc] ?? 0);
}

/**
 * One page of a text search with the facets, and "Did you mean" when nothing matched. `terms`:
 * the query's normalised words (db/text.ts searchTerms); `version`: the search version when
 * the caller read it already.
 */
export async function searchInks(
  db: Db,
  terms: readonly string[],
  f: InkFacets,
  offset: number,
  limit: number,
  version?: number,
  ranked = true,
): Promise<InkSearchResult> {
  const index = await searchIndex(db, version);
  const accept = facetAccept(index, f);
  const plan = index.planWords(terms);
  let page: SearchPage;
  if (ranked) page = index.search(plan, accept, offset, limit);
  else {
    const ids = index.matches(plan, accept);
    page = { ids, total: ids.length, plan };
  }
  const suggestions = page.total === 0 ? suggest(index, plan, accept) : [];
  return { ...page, index, suggestions };
}

/**
 * Searches that would find something, for a query that found nothing: its words no ink has
 * replaced by the nearest words the catalogue has (any letter may be wrong, the first too),
 * or, when every word is known but no ink has them all, the query less one word; answered
 * as the names of the inks they find best, "Brand Name", at most SUGGESTION_LIMIT.
 */
export function suggest(
  index: SearchIndex,
  plan: SearchPlan,
  accept: ((doc: number) => boolean) | null,
): string[] {
  const words = plan.words.filter((w) => !w.optional);
  if (words.length === 0) return [];
  const queries: string[] = [];
  const unknown = words.filter((w) => !hasTerms(w) && !w.facet);
  if (unknown.length > 0) {
    let combos: string[][] = [[]];
    for (const w of words) {
      const options = hasTerms(w) || w.facet ? [w.text] : index.nearestWords(w.text, 3);
      if (options.length === 0) continue; // a word nothing resembles is left out
      combos = combos.flatMap((c) => options.map((o) => [...c, o])).slice(0, 9);
    }
    for (const c of combos) if (c.length > 0) queries.push(c.join(' '));
  } else if (words.length > 1) {
    // every word is known, no ink has them all: the runs of words that do go together
    let run: string[] = [];
    for (const w of words) {
      const longer = [...run, w.text];
      if (run.length === 0 || index.search(textPlan(index, longer), accept, 0, 1).total > 0) {
        run = longer;
      } else {
        queries.push(run.join(' '));
        run = [w.text];
      }
    }
    queries.push(run.join(' '));
  }
  // the best ink of each query first, then the next best of each
  const pages = queries.map(
    (q) => index.search(textPlan(index, [q]), accept, 0, SUGGESTION_LIMIT).ids,
  );
  const out: string[] = [];
  for (let rank = 0; rank < SUGGESTION_LIMIT; rank++) {
    for (const ids of pages) {
      const d = index.doc(ids[rank] ?? -1);
      if (!d) continue;
      const text = `${d.brand} ${d.name}`;
      if (!out.includes(text)) out.push(text);
      if (out.length >= SUGGESTION_LIMIT) return out;
    }
  }
  return out;
}

/**
 * A suggestion's plan read as text only: "Did you mean" offers the inks whose names are
 * nearest what was typed, not the rest of a colour family (ADR 050).
 */
function textPlan(index: SearchIndex, words: readonly string[]): SearchPlan {
  const plan = index.plan(words.join(' '));
  for (const w of plan.words) w.facet = null;
  return plan;
}

/** Marks already worked out for a page's texts, by text: a page's inks share brands and lines. */
type MarkMemo = Map<string, [number, number][]>;

function markedText(
  index: SearchIndex,
  plan: SearchPlan,
  text: string | null,
  memo: MarkMemo,
): [number, number][] {
  if (!text) return markText(index, plan, text);
  let ranges = memo.get(text);
  if (!ranges) memo.set(text, (ranges = markText(index, plan, text)));
  // a copy each time: the answer's arrays are its own
  return ranges.map(([a, b]) => [a, b]);
}

/**
 * What the search matched in one ink, to mark in the results. `memo`: the marks of texts met
 * already by this plan's page (kept by the page, not with the plan: a table living longer
 * than the requests made every page's marks outlive two young-generation collections, and
 * the old generation filled with them).
 */
export function searchMarks(
  index: SearchIndex,
  plan: SearchPlan,
  ink: { id: number; name: string; brand: string; line: string | null },
  memo: MarkMemo = new Map(),
): SearchMarks {
  const marks: SearchMarks = {
    name: markedText(index, plan, ink.name, memo),
    brand: markedText(index, plan, ink.brand, memo),
    line: markedText(index, plan, ink.line, memo),
  };
  const aliases = index.doc(ink.id)?.aliases ?? [];
  // (matchedAlias marks the name again first: only when there are other names to look at)
  const alias =
    aliases.length > 0 && marks.name.length === 0
      ? matchedAlias(index, plan, ink.name, aliases)
      : undefined;
  if (alias !== undefined) marks.alias = alias;
  return marks;
}

/**
 * A page of a text search as browsing shows it (browse.service.ts SearchInks): the page's inks,
 * the total, "Did you mean" when nothing matched, and what the search matched in each ink.
 * `ranked` false: every ink found, in no order (offset and limit unread).
 */
export async function searchPage(
  db: Db,
  terms: readonly string[],
  f: InkFacets,
  offset: number,
  limit: number,
  version: number,
  ranked = true,
): Promise<{
  ids: number[];
  total: number;
  suggestions: string[];
  marks: (inkId: number) => SearchMarks;
}> {
  const found = await searchInks(db, terms, f, offset, limit, version, ranked);
  const memo: MarkMemo = new Map();
  const marks = (inkId: number) => {
    const doc = found.index.doc(inkId);
    return searchMarks(
      found.index,
      found.plan,
      { id: inkId, name: doc?.name ?? '', brand: doc?.brand ?? '', line: doc?.line ?? null },
      memo,
    );
  };
  return { ids: found.ids, total: found.total, suggestions: found.suggestions, marks };
}

/**
 * The search at the catalogue's current version, for many queries in a row (an import's
 * spellings: transfer.service.ts ImportPorts): the first `limit` inks each query finds.
 */
export async function inkFinder(db: Db): Promise<(query: string, limit: number) => number[]> {
  const index = await searchIndex(db);
  return (query, limit) => index.search(index.plan(query), null, 0, limit).ids;
}
