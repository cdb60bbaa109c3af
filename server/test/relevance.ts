import { COLOR_FAMILIES, INK_PROPERTIES } from '@inklore/contract';
import { normalizeText } from '#src/db/text.ts';
import { prng } from '#src/seed/synthetic.ts';
import { COLOR_WORDS, PROPERTY_WORDS } from '#src/features/search/search-words.ts';
import { typoBudget } from '#src/features/search/typos.ts';

/**
 * Our own relevance test: queries typed as ink people type them, made from a
 * sample of the catalogue, each asking for one ink; recall@10 is the share of queries whose
 * ink is among the first ten results. A query that asks for a kind of ink ("sailor navy": a
 * brand's inks of a colour family, or with a property) instead names the inks it wants, and
 * counts as found when the first ten results (or as many as it wants, when fewer) are all
 * of them (ADR 050). Used by search.relevance.test.ts (both databases) and printed by
 * `npm run bench`.
 */
export type CatalogueInk = {
  id: number;
  name: string;
  brand: string;
  line: string | null;
  aliases: readonly string[];
  brandAliases: readonly string[];
  /** Its colour family (COLOR_FAMILIES) and properties (bit i: INK_PROPERTIES[i]). */
  colorFamily?: string;
  mask?: number;
};

export const QUERY_FORMS = [
  'exact name',
  'lower case, no punctuation',
  'brand and name',
  'words in another order',
  'line and name, no brand',
  'last word half typed',
  'one typo in the longest word',
  'brand as people write it',
  'name in another script or spelling',
  'brand and colour word',
  'brand and property word',
  'hyphen, space or joined',
] as const;
export type QueryForm = (typeof QUERY_FORMS)[number];

export type RelevanceQuery = {
  form: QueryForm;
  query: string;
  inkId: number;
  /** The inks a query for a kind of ink wants (inkId is one of them). */
  wanted?: readonly number[];
};

/** A word of a name split in two, with a hyphen ("yama-dori" for "Yamadori"). */
function splitWord(word: string): string {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at)}-${word.slice(at)}`;
}

/** One typo (missing, extra, changed or swapped letter) in a word, never its first letter. */
export function misspell(word: string, r: () => number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const at = 1 + Math.floor(r() * (word.length - 1));
  const other = () => {
    let c = letters.charAt(Math.floor(r() * letters.length));
    while (c === word.charAt(at)) c = letters.charAt(Math.floor(r() * letters.length));
    return c;
  };
  switch (Math.floor(r() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + other() + word.slice(at);
    case 2:
      return word.slice(0, at) + other() + word.slice(at + 1);
    default: {
      const i = Math.min(at, word.length - 2);
      if (word.charAt(i) === word.charAt(i + 1)) return word.slice(0, i) + word.slice(i + 1);
      return word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
    }
  }
}

/** Queries for every `every`-th ink of the catalogue, in every form that applies to it. */
export function relevanceQueries(
  inks: readonly CatalogueInk[],
  { every = 4, seed = 20 }: { every?: number; seed?: number } = {},
): RelevanceQuery[] {
  const r = prng(seed);
  const sharing = new Map<string, number>();
  for (const ink of inks) {
    const key = normalizeText(ink.name);
    sharing.set(key, (sharing.get(key) ?? 0) + 1);
  }
  const out: RelevanceQuery[] = [];
  const kinds: RelevanceQuery[] = [];
  const sorted = [...inks].sort((a, b) => a.id - b.id);
  sorted.forEach((ink, i) => {
    if (i % every !== 0) return;
    const add = (form: QueryForm, query: string) => out.push({ form, query, inkId: ink.id });
    const nameWords = normalizeText(ink.name).split(' ').filter(Boolean);
    const brandWords = normalizeText(ink.brand).split(' ').filter(Boolean);
    // a name ten other inks share ("Black") is not asked for alone
    const distinctive = (sharing.get(normalizeText(ink.name)) ?? 0) <= 10;
    if (distinctive) {
      add('exact name', ink.name);
      add('lower case, no punctuation', normalizeText(ink.name));
    }
    add('brand and name', `${ink.brand} ${ink.name}`);
    add(
      'words in another order',
      nameWords.length > 1
        ? `${[...nameWords].reverse().join(' ')} ${ink.brand}`
        : `${ink.name} ${ink.brand}`,
    );
    if (ink.line) add('line and name, no brand', `${ink.line} ${ink.name}`);
    const full = [...brandWords, ...nameWords];
    const last = full[full.length - 1] ?? '';
    if (last.length > 3) {
      const kept = Math.max(3, Math.ceil(last.length / 2));
      add('last word half typed', [...full.slice(0, -1), last.slice(0, kept)].join(' '));
    }
    const longest = full.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (typoBudget(longest.length) > 0) {
      const at = full.indexOf(longest);
      add(
        'one typo in the longest word',
        full.map((w, k) => (k === at ? misspell(w, r) : w)).join(' '),
      );
    }
    if (ink.brandAliases.length > 0) {
      const alias = ink.brandAliases[Math.floor(r() * ink.brandAliases.length)] as string;
      add('brand as people write it', `${alias} ${ink.name}`);
    } else {
      add('brand as people write it', `${ink.brand} Ink ${ink.name}`);
    }
    for (const alias of ink.aliases) add('name in another script or spelling', alias);
    // hyphens and spaces inside names are equal: "kon peki", "konpeki"; "yama-dori", "yama dori"
    const prefix = distinctive ? '' : `${ink.brand} `;
    if (/\S-\S/.test(ink.name)) {
      add('hyphen, space or joined', prefix + ink.name.replaceAll('-', ' '));
      add('hyphen, space or joined', prefix + ink.name.replaceAll('-', ''));
    } else if (nameWords.length === 1 && /^[a-z]{8,}$/.test(nameWords[0] ?? '')) {
      const split = splitWord(nameWords[0] ?? '');
      add('hyphen, space or joined', prefix + split);
      add('hyphen, space or joined', prefix + split.replace('-', ' '));
    }
    // a kind of ink: the brand's inks of a colour family, or with a property
    const family = COLOR_FAMILIES.find((f) => f === ink.colorFamily);
    const colorWords = family ? COLOR_WORDS[family] : [];
    if (colorWords.length > 0) {
      const word = colorWords[Math.floor(r() * colorWords.length)] as string;
      kinds.push({
        form: 'brand and colour word',
        query: `${ink.brand} ${word}`,
        inkId: ink.id,
        wanted: kindOf(ink.brand, word, (x) => x.colorFamily === family),
      });
    }
  });
  // properties are rare in the open data: every ink with one asks
  sorted.forEach((ink) => {
    INK_PROPERTIES.forEach((p, bit) => {
      if (((ink.mask ?? 0) & (1 << bit)) === 0) return;
      const list = PROPERTY_WORDS[p];
      const word = list[Math.floor(r() * list.length)] as string;
      kinds.push({
        form: 'brand and property word',
        query: `${ink.brand} ${word}`,
        inkId: ink.id,
        wanted: kindOf(ink.brand, word, (x) => ((x.mask ?? 0) & (1 << bit)) !== 0),
      });
    });
  });
  const seen = new Set<string>();
  for (const k of kinds) {
    if (seen.has(k.query)) continue;
    seen.add(k.query);
    out.push(k);
  }
  return out;

  /**
   * A brand's inks that a colour or property word asks for: of the family (with the
   * property), or with the word in their name or line.
   */
  function kindOf(brand: string, word: string, of: (ink: CatalogueInk) => boolean): number[] {
    const norm = normalizeText(word);
    const has = (text: string | null) => ` ${normalizeText(text ?? '')} `.includes(` ${norm} `);
    return inks
      .filter((x) => x.brand === brand && (of(x) || has(x.name) || has(x.line)))
      .map((x) => x.id);
  }
}

export type RecallReport = {
  overall: number;
  queries: number;
  byForm: { form: QueryForm; queries: number; recall: number }[];
  misses: RelevanceQuery[];
};

/** recall@10 of a search (the ids of its first ten results) over the queries. */
export async function recallAt10(
  queries: readonly RelevanceQuery[],
  search: (query: string) => Promise<number[]> | number[],
): Promise<RecallReport> {
  const misses: RelevanceQuery[] = [];
  const tally = new Map<QueryForm, { n: number; hit: number }>();
  for (const q of queries) {
    const ids = (await search(q.query)).slice(0, 10);
    const t = tally.get(q.form) ?? { n: 0, hit: 0 };
    t.n++;
    const wanted = q.wanted && new Set(q.wanted);
    const found = wanted
      ? ids.length >= Math.min(10, wanted.size) &&
        ids.slice(0, Math.min(10, wanted.size)).every((id) => wanted.has(id))
      : ids.includes(q.inkId);
    if (found) t.hit++;
    else misses.push(q);
    tally.set(q.form, t);
  }
  return {
    overall: queries.length === 0 ? 0 : (queries.length - misses.length) / queries.length,
    queries: queries.length,
    byForm: QUERY_FORMS.flatMap((form) => {
      const t = tally.get(form);
      return t ? [{ form, queries: t.n, recall: t.hit / t.n }] : [];
    }),
    misses,
  };
}
