import { COLOR_FAMILIES, INK_PROPERTIES } from '@inklore/contract';
import { normalizeText, searchDocument, searchTerms } from '#src/db/text.ts';
import { wordFacets, type WordFacet } from './search-words.ts';
import { typoBudget, typoDistance } from './typos.ts';

/**
 * The catalogue's text search (docs/decisions/025-search-in-process.md): every
 * live ink's words in memory, one ranking for SQLite and PostgreSQL alike.
 *
 * A query's words are each expanded against the vocabulary: the word itself; for the last
 * word, the words it begins (typed mid-word); words within its typo budget (one typo from 5
 * letters, two from 9, never on the first letter), also as the start of a longer word for
 * the last one. Words that say only "an ink" ("ink", "pen", "co"...) are optional when the
 * query has others. An ink matches when every other word matches one of its words: in its
 * name or other names, its brand (or the brand's other names) or line, or its description.
 *
 * A colour or property word (search-words.ts: "navy", "sheen") also matches the inks of its
 * family or with its property; words typed apart match a word written joined ("yama dori"
 * finds "Yamadori"). ADR 050.
 *
 * Order: exact name first (or brand and name, or another name of the ink), then names that
 * start with the query, then fewer colour or property words matched only in a description
 * (neither by the ink's family or properties nor in its name, brand or line), then by cost (a
 * typo costs more than any number of exact or prefix matches; a word found in the name less
 * than in the brand, less than in the description or the ink's family); ties by name, then id.
 */
export type SearchDoc = {
  id: number;
  name: string;
  brand: string;
  line: string | null;
  nameNorm: string;
  brandNorm: string;
  colorFamily: string;
  mask: number;
  /**
   * The ink's normalised words, space-separated, as the database keeps them (inks.search_*:
   * words, and hyphenated words joined): its name; its line and brand; its description.
   */
  words: { name: string; brand: string; description: string };
  /** The ink's other names (original script, other spellings). */
  aliases: readonly string[];
  /** Its brand's other names ("J. Herbin" for Jacques Herbin). */
  brandAliases: readonly string[];
};

/** A SearchDoc from an ink as written (tests, and anything not read from the database). */
export function searchDocOf(ink: {
  id: number;
  name: string;
  brand: string;
  line?: string | null;
  description?: string | null;
  colorFamily?: string;
  mask?: number;
  aliases?: readonly string[];
  brandAliases?: readonly string[];
}): SearchDoc {
  return {
    id: ink.id,
    name: ink.name,
    brand: ink.brand,
    line: ink.line ?? null,
    nameNorm: normalizeText(ink.name),
    brandNorm: normalizeText(ink.brand),
    colorFamily: ink.colorFamily ?? 'Other',
    mask: ink.mask ?? 0,
    words: {
      name: searchDocument(ink.name),
      brand: searchDocument(ink.line, ink.brand),
      description: searchDocument(ink.description),
    },
    aliases: ink.aliases ?? [],
    brandAliases: ink.brandAliases ?? [],
  };
}

/** Where in an ink a word was found; lower is better. */
export const FIELD = { name: 0, brand: 1, description: 2 } as const;

/** Words that say "an ink" and nothing about which one: optional beside other words. */
export const NOISE_WORDS: ReadonlySet<string> = new Set([
  'ink',
  'inks',
  'pen',
  'pens',
  'co',
  'company',
  'fountain',
  'the',
  'tinte',
  'encre',
  'tinta',
]);

/**
 * Words of descriptions not indexed: in nearly every description, they find every ink. Names,
 * brands and lines keep every word ("The Dreamer").
 */
const DESCRIPTION_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from has in is it its of on or so than that the this ' +
    'to was with'
  ).split(' '),
);

/** What a match of one kind costs (plus its field, 0-2). */
const COST = { exact: 0, prefix: 3, typo: 50, noiseMissing: 1, facet: 2 } as const;
/** The "field" of a colour or property word matched by the ink's family or properties. */
const FACET_FIELD = 3;
/** Added to an expansion's cost: the word is not looked for in descriptions. */
const SHORT = 1000;
const RANK_BITS = 2 ** 22;
const WORDS_SPAN = 2 ** 6;
const SCORE_SPAN = 2 ** 16;
/**
 * A key is (tier * MISSES_SPAN + misses) * TIER_UNIT + (score * WORDS_SPAN + unmatched) *
 * RANK_BITS + name rank, below 2^48: exact in a double.
 */
const TIER_UNIT = SCORE_SPAN * WORDS_SPAN * RANK_BITS;
const MISSES_SPAN = 4;

/** A typed word and the vocabulary words it stands for, with what each costs. */
export type QueryWord = {
  text: string;
  optional: boolean;
  /** term id -> cost of the match kind */
  expansion: Map<number, number>;
  /** term ids matched only as a start (for marking the typed part) */
  startOnly: Set<number>;
  /**
   * Words of the index the word makes joined with its neighbours ("yama dori": yamadori),
   * each with its cost, only where cheaper than in `expansion` (which is shared with other
   * queries and so never copied to add them); null when none.
   */
  joined: Map<number, number> | null;
  /**
   * What is read for the word's docs: `scan`'s terms, and for one or two letters typed last
   * `starts`, the docs with a name or brand word they begin (the thousands of such words'
   * postings merged once); `expansion` has every term, for marking and per-term costs.
   */
  scan: Map<number, number>;
  starts: Int32Array | null;
  /** How many postings the word's docs read (scan, starts and joined). */
  postings: number;
  /** The colour family or properties the word names (search-words.ts), or null. */
  facet: WordFacet | null;
};

/** Whether a query word stands for any word of the index (its colour family aside). */
export function hasTerms(w: QueryWord): boolean {
  return w.expansion.size > 0 || w.joined !== null;
}

/**
 * How a query word matched a word of the index (`t`, written `word`): whole, only its start,
 * or not at all.
 */
export function termMatch(w: QueryWord, t: number, word: string): 'whole' | 'start' | null {
  const joined = w.joined?.get(t);
  if (joined !== undefined) return joined === COST.exact ? 'whole' : 'start';
  // one or two letters typed last stand for themselves and the words they begin (thousands:
  // the strings say it sooner than the expansion's map)
  if (w.starts) return word === w.text ? 'whole' : word.startsWith(w.text) ? 'start' : null;
  if (!w.expansion.has(t)) return null;
  return w.startOnly.has(t) ? 'start' : 'whole';
}

export type SearchPlan = { words: QueryWord[]; phrase: string };

export type SearchPage = { ids: number[]; total: number; plan: SearchPlan };

/**
 * How a query's words after the lead are looked up (SearchIndex #lookUpOthers), per word:
 * its cost per doc, or its cost per term.
 */
type OtherWords = { byDoc: (Int32Array | null)[]; byTerm: (Int32Array | null)[] };

/** What a typed word stands for, kept between queries (SearchIndex #expand). */
type Expansion = Pick<QueryWord, 'expansion' | 'startOnly' | 'scan' | 'starts' | 'postings'>;

const SCRIPT_WITHOUT_SPACES =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** The words of a field: normalised words, and joined forms ("kon peki" -> "konpeki"). */
export function fieldWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const n = normalizeText(text);
  if (!n) return [];
  const out = new Set(n.split(' '));
  for (const raw of text.split(/\s+/)) {
    const chunk = normalizeText(raw);
    if (chunk.includes(' ')) out.add(chunk.replace(/ /g, ''));
  }
  const all = n.split(' ');
  if (all.length >= 2 && all.length <= 4) out.add(all.join(''));
  return [...out];
}

/** The docs' positions by name, then id (the order of ties). */
function nameOrder(docs: readonly SearchDoc[]): Int32Array {
  const names = docs.map((d) => d.nameNorm);
  const ids = docs.map((d) => d.id);
  const order = Int32Array.from(names, (_, i) => i);
  return order.sort((a, b) => {
    const x = names[a] as string;
    const y = names[b] as string;
    return x < y ? -1 : x > y ? 1 : (ids[a] ?? 0) - (ids[b] ?? 0);
  });
}

/**
 * Each doc's distinct words with the best field each is in, as (term << 2 | field), in one
 * array (a doc's between starts[doc] and starts[doc + 1]); a word met again in the same doc
 * only lowers its field. The vocabulary is the terms, in the order first met.
 */
function docTokens(docs: readonly SearchDoc[]): {
  terms: string[];
  termIds: Map<string, number>;
  tokens: Int32Array;
  starts: Int32Array;
} {
  const terms: string[] = [];
  const termIds = new Map<string, number>();
  let tokens = new Int32Array(Math.max(1024, docs.length * 16));
  let count = 0;
  const starts = new Int32Array(docs.length + 1);
  const lastDoc: number[] = [];
  const slot: number[] = [];
  let doc = 0;
  const termOf = (word: string): number => {
    let id = termIds.get(word);
    if (id === undefined) {
      id = terms.length;
      terms.push(word);
      termIds.set(word, id);
      lastDoc.push(-1);
      slot.push(0);
    }
    return id;
  };
  const addTerm = (t: number, field: number) => {
    if (lastDoc[t] !== doc) {
      lastDoc[t] = doc;
      slot[t] = count;
      if (count === tokens.length) {
        const grown = new Int32Array(tokens.length * 2);
        grown.set(tokens);
        tokens = grown;
      }
      tokens[count++] = (t << 2) | field;
    } else {
      const at = slot[t] ?? 0;
      if (field < ((tokens[at] ?? 0) & 3)) tokens[at] = (t << 2) | field;
    }
  };
  const add = (words: string, field: number) => {
    if (!words) return;
    let from = 0;
    while (from <= words.length) {
      let to = words.indexOf(' ', from);
      if (to < 0) to = words.length;
      if (to > from) addTerm(termOf(words.slice(from, to)), field);
      from = to + 1;
    }
  };
  // a description's words, less those too common to tell inks apart by
  const addDescription = (words: string) => {
    if (!words) return;
    let from = 0;
    while (from <= words.length) {
      let to = words.indexOf(' ', from);
      if (to < 0) to = words.length;
      if (to > from) {
        const w = words.slice(from, to);
        if (!DESCRIPTION_STOP_WORDS.has(w)) addTerm(termOf(w), FIELD.description);
      }
      from = to + 1;
    }
  };
  const brandTerms = new Map<string, number[]>();
  for (doc = 0; doc < docs.length; doc++) {
    const d = docs[doc] as SearchDoc;
    starts[doc] = count;
    add(d.words.name, FIELD.name);
    add(joinedWords(d.nameNorm), FIELD.name);
    for (const alias of d.aliases) add(fieldWords(alias).join(' '), FIELD.name);
    // the brand (and line) words of many inks are the same text: their terms once
    const brandKey = `${d.brandNorm}\u0001${d.words.brand}`;
    let brand = brandTerms.get(brandKey);
    if (brand === undefined) {
      const extra = [joinedWords(d.brandNorm), ...d.brandAliases.flatMap((x) => fieldWords(x))];
      brand = [...new Set([...d.words.brand.split(' '), ...extra].filter(Boolean))].map(termOf);
      brandTerms.set(brandKey, brand);
    }
    for (const t of brand) addTerm(t, FIELD.brand);
    addDescription(d.words.description);
  }
  starts[docs.length] = count;
  return { terms, termIds, tokens: tokens.slice(0, count), starts };
}

/** A name or brand of two to four words is also found written as one ("deatramentis"). */
function joinedWords(norm: string): string {
  let spaces = 0;
  for (let at = norm.indexOf(' '); at >= 0 && spaces < 4; at = norm.indexOf(' ', at + 1)) {
    spaces++;
  }
  return spaces >= 1 && spaces <= 3 ? norm.replaceAll(' ', '') : '';
}

/**
 * Every term's docs, ascending, as (doc << 2 | field), slices of one buffer; the same for names
 * and brands only (what one or two typed letters look in); and each term's best field.
 */
function postingsOf(
  termCount: number,
  tokens: Int32Array,
  starts: Int32Array,
): { postings: Int32Array[]; namePostings: Int32Array[]; bestField: Uint8Array } {
  const count = tokens.length;
  const docCount = starts.length - 1;
  const bestField = new Uint8Array(termCount).fill(3);
  const sizes = new Int32Array(termCount + 1);
  for (let k = 0; k < count; k++) {
    const token = tokens[k] ?? 0;
    const t = token >> 2;
    sizes[t + 1] = (sizes[t + 1] ?? 0) + 1;
    if ((token & 3) < (bestField[t] ?? 3)) bestField[t] = token & 3;
  }
  for (let t = 1; t <= termCount; t++) sizes[t] = (sizes[t] ?? 0) + (sizes[t - 1] ?? 0);
  const all = new Int32Array(count);
  const fill = sizes.slice(0, termCount);
  for (let d = 0; d < docCount; d++) {
    for (let k = starts[d] ?? 0; k < (starts[d + 1] ?? 0); k++) {
      const token = tokens[k] ?? 0;
      const t = token >> 2;
      all[fill[t] ?? 0] = (d << 2) | (token & 3);
      fill[t] = (fill[t] ?? 0) + 1;
    }
  }
  const postings: Int32Array[] = [];
  for (let t = 0; t < termCount; t++) postings.push(all.subarray(sizes[t] ?? 0, sizes[t + 1] ?? 0));
  let named = 0;
  for (let k = 0; k < count; k++) if (((all[k] ?? 0) & 3) !== FIELD.description) named++;
  const names = new Int32Array(named);
  const namePostings: Int32Array[] = [];
  let at = 0;
  for (const list of postings) {
    const from = at;
    for (let i = 0; i < list.length; i++) {
      const entry = list[i] ?? 0;
      if ((entry & 3) !== FIELD.description) names[at++] = entry;
    }
    namePostings.push(names.subarray(from, at));
  }
  return { postings, namePostings, bestField };
}

/** Term ids in the terms' string order (prefix lookups). */
function sortedTerms(terms: readonly string[]): Int32Array {
  const sorted = terms.map((_, i) => i);
  sorted.sort((a, b) => {
    const x = terms[a] as string;
    const y = terms[b] as string;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return Int32Array.from(sorted);
}

/**
 * The terms typo lookups read: names and brands only, of four letters or more, by first
 * letter, shortest first.
 */
function typoBuckets(terms: readonly string[], bestField: Uint8Array): Map<string, Int32Array> {
  const buckets = new Map<string, number[]>();
  terms.forEach((term, t) => {
    if ((bestField[t] ?? 3) > FIELD.brand || term.length < 4) return;
    const first = String.fromCodePoint(term.codePointAt(0) ?? 0);
    let b = buckets.get(first);
    if (!b) buckets.set(first, (b = []));
    b.push(t);
  });
  const out = new Map<string, Int32Array>();
  for (const [first, list] of buckets) {
    list.sort((a, b) => (terms[a] as string).length - (terms[b] as string).length);
    out.set(first, Int32Array.from(list));
  }
  return out;
}

/** No docs (shared: never written). */
const NO_DOCS = new Int32Array(0);

/** The last index's serial. */
let serials = 0;

export class SearchIndex {
  /** This index among those built in the process (what was worked out against it is its) */
  readonly serial = ++serials;
  readonly size: number;
  readonly ids: Int32Array;
  readonly masks: Int32Array;
  readonly brandNorms: string[];
  readonly families: string[];
  readonly #names: string[];
  readonly #brands: string[];
  readonly #lines: (string | null)[];
  readonly #nameNorms: string[];
  readonly #aliases = new Map<number, readonly string[]>();
  /** id -> position, when the docs did not come in id order */
  readonly #position: Map<number, number> | null;
  readonly #nameRank: Int32Array;
  readonly #byRank: Int32Array;
  readonly #aliasNorms = new Map<number, string[]>();
  /** 1 for the docs with other names (a Map lookup per ranked doc cost more than the rest) */
  readonly #hasAliases: Uint8Array;
  readonly #nameWords: Uint8Array;
  readonly #terms: string[];
  readonly #termIds: Map<string, number>;
  /** per term: (doc << 2 | field), the best field of each doc, docs ascending */
  readonly #postings: Int32Array[];
  /** the same, names and brands only: what one or two typed letters look in */
  readonly #namePostings: Int32Array[];
  /** per word of a query after the lead: term -> its cost, current when the stamp is the query's */
  readonly #wordCosts: Int32Array[] = [];
  readonly #wordStamps: Int32Array[] = [];
  /**
   * per word of a query after the lead, per doc side by side: the stamp, the best cost * 4 +
   * field (current when the stamp is the query's)
   */
  readonly #wordDocMarks: Int32Array[] = [];
  /** first UTF-16 units and length of each doc's normalised name and brand (the tier's tests) */
  readonly #nameFirst: Uint16Array;
  readonly #nameSecond: Uint16Array;
  readonly #nameLength: Uint16Array;
  readonly #brandFirst: Uint16Array;
  readonly #brandLength: Uint16Array;
  /** per doc: its terms as (term << 2 | field), between #docStart[doc] and #docStart[doc + 1] */
  readonly #docTokens: Int32Array;
  readonly #docStart: Int32Array;
  /** term ids in string order (prefix lookups) */
  readonly #sorted: Int32Array;
  /** names and brands only, by first letter, shortest first (typo lookups) */
  readonly #typoBuckets: Map<string, Int32Array>;
  /** per doc: its colour family's index in COLOR_FAMILIES (255: none of them) */
  readonly #familyOf: Uint8Array;
  /** per colour family (index in COLOR_FAMILIES), per property bit: its docs, ascending */
  readonly #familyDocs: Int32Array[];
  readonly #propertyDocs: Int32Array[];
  #stamp = 0;
  /** per doc, side by side (one read from memory): the query's stamp, the lead's cost */
  readonly #leadMarks: Int32Array;
  readonly #candidates: Int32Array;
  readonly #keys: Float64Array;
  readonly #expansions = new Map<string, Expansion>();
  /** one or two letters -> the docs with a name or brand word they begin (#startsOf) */
  readonly #starts = new Map<string, Int32Array>();

  constructor(docs: readonly SearchDoc[]) {
    this.size = docs.length;
    this.ids = Int32Array.from(docs, (d) => d.id);
    this.masks = Int32Array.from(docs, (d) => d.mask);
    this.brandNorms = docs.map((d) => d.brandNorm);
    this.families = docs.map((d) => d.colorFamily);
    this.#names = docs.map((d) => d.name);
    this.#brands = docs.map((d) => d.brand);
    this.#lines = docs.map((d) => d.line);
    this.#nameNorms = docs.map((d) => d.nameNorm);
    let ascending = true;
    for (let i = 1; i < docs.length && ascending; i++) {
      ascending = (this.ids[i - 1] ?? 0) < (this.ids[i] ?? 0);
    }
    this.#position = ascending ? null : new Map(docs.map((d, i) => [d.id, i]));
    this.#nameWords = new Uint8Array(docs.length);
    this.#hasAliases = new Uint8Array(docs.length);
    this.#nameFirst = Uint16Array.from(docs, (d) => d.nameNorm.charCodeAt(0) || 0);
    this.#nameSecond = Uint16Array.from(docs, (d) => d.nameNorm.charCodeAt(1) || 0);
    this.#nameLength = Uint16Array.from(docs, (d) => Math.min(0xffff, d.nameNorm.length));
    this.#brandFirst = Uint16Array.from(docs, (d) => d.brandNorm.charCodeAt(0) || 0);
    this.#brandLength = Uint16Array.from(docs, (d) => Math.min(0xffff, d.brandNorm.length));
    docs.forEach((d, i) => {
      if (d.aliases.length > 0) {
        this.#hasAliases[i] = 1;
        this.#aliases.set(i, d.aliases);
        this.#aliasNorms.set(
          i,
          d.aliases.map((a) => normalizeText(a)),
        );
      }
      let words = 1;
      for (let at = d.nameNorm.indexOf(' '); at >= 0; at = d.nameNorm.indexOf(' ', at + 1)) words++;
      this.#nameWords[i] = Math.min(WORDS_SPAN - 1, words);
    });
    this.#familyOf = Uint8Array.from(docs, (d) => {
      const f = (COLOR_FAMILIES as readonly string[]).indexOf(d.colorFamily);
      return f < 0 ? 255 : f;
    });
    const docsWhere = (test: (d: SearchDoc) => boolean) => {
      const list: number[] = [];
      docs.forEach((d, i) => {
        if (test(d)) list.push(i);
      });
      return Int32Array.from(list);
    };
    this.#familyDocs = COLOR_FAMILIES.map((f) => docsWhere((d) => d.colorFamily === f));
    this.#propertyDocs = INK_PROPERTIES.map((_, bit) =>
      docsWhere((d) => (d.mask & (1 << bit)) !== 0),
    );
    this.#byRank = nameOrder(docs);
    this.#leadMarks = new Int32Array(2 * docs.length);
    this.#candidates = new Int32Array(docs.length);
    this.#keys = new Float64Array(docs.length);
    this.#nameRank = new Int32Array(docs.length);
    this.#byRank.forEach((doc, rank) => (this.#nameRank[doc] = rank));

    const vocabulary = docTokens(docs);
    this.#terms = vocabulary.terms;
    this.#termIds = vocabulary.termIds;
    this.#docTokens = vocabulary.tokens;
    this.#docStart = vocabulary.starts;
    const { postings, namePostings, bestField } = postingsOf(
      this.#terms.length,
      this.#docTokens,
      this.#docStart,
    );
    this.#postings = postings;
    this.#namePostings = namePostings;
    this.#sorted = sortedTerms(this.#terms);
    this.#typoBuckets = typoBuckets(this.#terms, bestField);
  }

  /** How many distinct words the index holds. */
  get vocabularySize(): number {
    return this.#terms.length;
  }

  /** An indexed ink by id. */
  doc(
    id: number,
  ):
    | { id: number; name: string; brand: string; line: string | null; aliases: readonly string[] }
    | undefined {
    const i = this.#positionOf(id);
    if (i < 0) return undefined;
    return {
      id,
      name: this.#names[i] ?? '',
      brand: this.#brands[i] ?? '',
      line: this.#lines[i] ?? null,
      aliases: this.#aliases.get(i) ?? [],
    };
  }

  #positionOf(id: number): number {
    if (this.#position) return this.#position.get(id) ?? -1;
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.ids[mid] ?? 0;
      if (at === id) return mid;
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** The term id of a vocabulary word. */
  termId(word: string): number | undefined {
    return this.#termIds.get(word);
  }

  /** The words of a query and what each stands for. */
  plan(query: string): SearchPlan {
    return this.planWords(searchTerms(query));
  }

  /**
   * The same for a query already normalised into its words (db/text.ts searchTerms): a
   * request's search is normalised once, where it comes in (features/browse).
   */
  planWords(typed: readonly string[]): SearchPlan {
    const texts: string[] = [];
    for (const t of typed) {
      // "色彩雫紺碧": a script written without spaces is cut at the words the index knows
      if (!this.#termIds.has(t) && SCRIPT_WITHOUT_SPACES.test(t)) texts.push(...this.#segment(t));
      else texts.push(t);
    }
    const meaningful = texts.filter((t) => !NOISE_WORDS.has(t)).length;
    const facets = wordFacets(texts);
    const words = texts.map((text, i): QueryWord => {
      return {
        text,
        optional: meaningful > 0 && NOISE_WORDS.has(text),
        ...this.#expand(text, i === texts.length - 1),
        joined: null,
        facet: facets[i] ?? null,
      };
    });
    this.#joinWords(words);
    return { words, phrase: texts.join(' ') };
  }

  /**
   * Words typed apart that the catalogue writes as one ("yama dori", "yama-dori" for
   * "Yamadori"): each word of a run of two or three whose joined form is a word of the index
   * also matches that word (and, for a run ending the query, the words it begins).
   */
  #joinWords(words: QueryWord[]): void {
    for (let i = 0; i + 1 < words.length; i++) {
      for (let n = 2; n <= 3 && i + n <= words.length; n++) {
        const run = words.slice(i, i + n);
        const joined = run.map((w) => w.text).join('');
        if (joined.length < 4 || SCRIPT_WITHOUT_SPACES.test(joined)) continue;
        const last = i + n === words.length;
        const extra = new Map<number, number>();
        const exact = this.#termIds.get(joined);
        if (exact !== undefined) extra.set(exact, COST.exact);
        if (last) {
          for (const t of this.#startingWith(joined)) {
            if (t !== exact) extra.set(t, COST.prefix);
          }
        }
        if (extra.size === 0) continue;
        for (const w of run) {
          for (const [t, cost] of extra) {
            const had = w.joined?.get(t) ?? w.expansion.get(t);
            if (had !== undefined && had <= cost) continue;
            // a word it replaces is read no more, unless it is one of the words one or two
            // letters begin (read in the merged list all the same)
            const replaced =
              had === undefined || (had >= SHORT && w.starts !== null)
                ? 0
                : this.#postingsOf(t, had);
            w.postings += this.#postingsOf(t, cost) - replaced;
            (w.joined ??= new Map()).set(t, cost);
          }
        }
      }
    }
  }

  /** The term ids of the index's words that begin with `text` (itself too). */
  #startingWith(text: string): number[] {
    let lo = 0;
    let hi = this.#sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.#terms[this.#sorted[mid] ?? 0] as string) < text) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.#sorted.length; i++) {
      const t = this.#sorted[i] ?? 0;
      if (!(this.#terms[t] as string).startsWith(text)) break;
      out.push(t);
    }
    return out;
  }

  /** Whether a doc is in the colour family, or has a property, a query word names. */
  #inFacet(doc: number, facet: WordFacet): boolean {
    return facet.family === null
      ? ((this.masks[doc] ?? 0) & facet.mask) !== 0
      : this.#familyOf[doc] === COLOR_FAMILIES.indexOf(facet.family);
  }

  /** The docs of a word's colour family or property. */
  #facetDocs(facet: WordFacet): Int32Array {
    if (facet.family !== null) {
      return this.#familyDocs[COLOR_FAMILIES.indexOf(facet.family)] ?? new Int32Array(0);
    }
    return this.#propertyDocs[31 - Math.clz32(facet.mask)] ?? new Int32Array(0);
  }

  /** Cuts a word of a script without spaces into the longest words the index knows. */
  #segment(word: string): string[] {
    const out: string[] = [];
    let rest = word;
    while (rest.length > 0) {
      let cut = rest.length;
      while (cut > 1 && !this.#termIds.has(rest.slice(0, cut))) cut--;
      if (cut === 1 && !this.#termIds.has(rest.slice(0, 1))) return [word];
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    return out;
  }

  #expand(text: string, last: boolean): Expansion {
    const key = `${last ? '*' : ''}${text}`;
    const hit = this.#expansions.get(key);
    if (hit) {
      this.#expansions.delete(key);
      this.#expansions.set(key, hit);
      return hit;
    }
    const expansion = new Map<number, number>();
    const startOnly = new Set<number>();
    const exact = this.#termIds.get(text);
    if (exact !== undefined) expansion.set(exact, COST.exact);
    const short = last && text.length < 3;
    // the words the last word begins (not itself); one or two letters typed: in names and
    // brands, not descriptions
    const begun = last ? this.#startingWith(text).filter((t) => t !== exact) : [];
    for (const t of begun) {
      expansion.set(t, COST.prefix + (short ? SHORT : 0));
      startOnly.add(t);
    }
    // one or two letters begin thousands of words: their docs are read merged (#startsOf)
    const scan = short ? new Map(exact === undefined ? [] : [[exact, COST.exact]]) : expansion;
    // The budget follows the longer of the two words: "delt" is "delta" less a letter.
    const budget = typoBudget(text.length + 2);
    const startBudget = typoBudget(text.length);
    if (budget > 0 && text.length >= 4) {
      const bucket = this.#typoBuckets.get(String.fromCodePoint(text.codePointAt(0) ?? 0));
      for (const t of bucket ?? []) {
        const word = this.#terms[t] as string;
        if (word.length < text.length - budget) continue;
        if (!last && word.length > text.length + budget) break;
        // Past two letters longer, a word is never a whole match (at most two typos); the last
        // word typed can still begin it with typos, but with none allowed (under five
        // letters) only by beginning it exactly, which the prefixes above found already.
        if (last && startBudget === 0 && word.length > text.length + Math.max(budget, 2)) break;
        if (expansion.has(t)) continue;
        const wholeBudget = typoBudget(Math.max(text.length, word.length));
        const d = typoDistance(text, word, Math.max(wholeBudget, startBudget));
        if (d.whole <= wholeBudget) expansion.set(t, COST.typo * d.whole);
        else if (last && d.start <= startBudget) {
          expansion.set(t, COST.typo * d.start + COST.prefix);
          startOnly.add(t);
        }
      }
    }
    const starts = short ? this.#startsOf(text, begun) : null;
    let postings = starts?.length ?? 0;
    for (const [t, value] of scan) postings += this.#postingsOf(t, value);
    const result = { expansion, startOnly, scan, starts, postings };
    this.#expansions.set(key, result);
    if (this.#expansions.size > 2000) {
      const oldest = this.#expansions.keys().next().value;
      if (oldest !== undefined) this.#expansions.delete(oldest);
    }
    return result;
  }

  /**
   * The docs with a name or brand word that one or two letters begin (`begun`: those words,
   * not the letters themselves), as postings are (doc << 2 | field, the best field, docs
   * ascending); made the first time the letters are typed, kept with the index.
   */
  #startsOf(text: string, begun: readonly number[]): Int32Array {
    // letters that begin no word: nothing kept (any two letters may be typed)
    if (begun.length === 0) return NO_DOCS;
    const kept = this.#starts.get(text);
    if (kept) return kept;
    const field = new Uint8Array(this.size).fill(3);
    const docs: number[] = [];
    for (const t of begun) {
      const list = this.#namePostings[t] as Int32Array;
      for (let i = 0; i < list.length; i++) {
        const entry = list[i] ?? 0;
        const doc = entry >> 2;
        const was = field[doc] ?? 3;
        if (was === 3) docs.push(doc);
        if ((entry & 3) < was) field[doc] = entry & 3;
      }
    }
    const list = Int32Array.from(docs).sort();
    for (let i = 0; i < list.length; i++) {
      const doc = list[i] ?? 0;
      list[i] = (doc << 2) | (field[doc] ?? 0);
    }
    this.#starts.set(text, list);
    return list;
  }

  /** How many postings a term read at a cost has (one or two letters: names and brands). */
  #postingsOf(t: number, value: number): number {
    return (value >= SHORT ? this.#namePostings[t] : this.#postings[t])?.length ?? 0;
  }

  /** How many postings a word's expansion reads: the cheapest word leads. */
  #weight(word: QueryWord): number {
    return (word.facet ? this.#facetDocs(word.facet).length : 0) + word.postings;
  }

  /**
   * One page of the inks matching `plan` that `accept` lets through (by position in the
   * index), best first, and how many match in all.
   */
  search(
    plan: SearchPlan,
    accept: ((doc: number) => boolean) | null,
    offset: number,
    limit: number,
  ): SearchPage {
    const required = plan.words.filter((w) => !w.optional);
    if (required.length === 0 || required.some((w) => !hasTerms(w) && !w.facet)) {
      return { ids: [], total: 0, plan };
    }
    const lead = this.#lightest(required);
    const others = plan.words.filter((w) => w !== lead);
    // arrays are kept between queries: a stamp per query says which entries are current
    const stamp = ++this.#stamp;
    const n = this.#markLead(lead, stamp);
    const lookups = this.#lookUpOthers(others, n, stamp);
    const { kept, total } = this.#rank(
      plan.phrase,
      lead,
      others,
      lookups,
      n,
      stamp,
      accept,
      offset + limit,
    );
    const found = this.#keys.subarray(0, kept).sort();
    const ids: number[] = [];
    for (let i = offset; i < Math.min(kept, offset + limit); i++) {
      const doc = this.#byRank[(found[i] ?? 0) % RANK_BITS] ?? 0;
      ids.push(this.ids[doc] ?? 0);
    }
    return { ids, total, plan };
  }

  /**
   * Every ink matching `plan` that `accept` lets through, by id, in no order (a search listed
   * in another order than relevance, ADR 050): the matching without the ranking.
   */
  matches(plan: SearchPlan, accept: ((doc: number) => boolean) | null): number[] {
    const required = plan.words.filter((w) => !w.optional);
    if (required.length === 0 || required.some((w) => !hasTerms(w) && !w.facet)) {
      return [];
    }
    const lead = this.#lightest(required);
    const others = plan.words.filter((w) => w !== lead);
    const stamp = ++this.#stamp;
    const n = this.#markLead(lead, stamp);
    const lookups = this.#lookUpOthers(others, n, stamp);
    const every: number[] = [];
    this.#rank(plan.phrase, lead, others, lookups, n, stamp, accept, 0, every);
    return every;
  }

  /** The required word with the fewest postings to read: it leads the query. */
  #lightest(required: readonly QueryWord[]): QueryWord {
    let lead = required[0] as QueryWord;
    let leadWeight = this.#weight(lead);
    for (const w of required.slice(1)) {
      const weight = this.#weight(w);
      if (weight < leadWeight) {
        lead = w;
        leadWeight = weight;
      }
    }
    return lead;
  }

  /**
   * The lead word's docs, the query's candidates (in #candidates), each with its best cost
   * and where it was found (cost * 4 + field, in #leadMarks); answers how many there are.
   */
  #markLead(lead: QueryWord, stamp: number): number {
    const marks = this.#leadMarks;
    const cands = this.#candidates;
    let n = this.#markDocs(lead, marks, stamp, cands);
    if (lead.facet) {
      // the inks of the family (or with the property) the word names
      const packed = COST.facet * 4 + FACET_FIELD;
      const list = this.#facetDocs(lead.facet);
      for (let i = 0; i < list.length; i++) {
        const doc = list[i] ?? 0;
        if (marks[2 * doc] !== stamp) {
          marks[2 * doc] = stamp;
          marks[2 * doc + 1] = packed;
          cands[n++] = doc;
        } else if (packed < (marks[2 * doc + 1] ?? 0)) marks[2 * doc + 1] = packed;
      }
    }
    return n;
  }

  /**
   * Stamps the docs of a word with their least cost * 4 + field (the cost says the field
   * too: kinds are 3 or more apart): its scanned terms, the docs its one or two letters begin
   * a word of, and the words joined with its neighbours (cheaper than in the expansion). Docs
   * stamped first are added to `cands`, when given; answers how many were added.
   */
  #markDocs(w: QueryWord, marks: Int32Array, stamp: number, cands: Int32Array | null): number {
    let n = 0;
    const mark = (list: Int32Array, value: number) => {
      const kind = value % SHORT;
      const noDescription = value >= SHORT;
      for (let i = 0; i < list.length; i++) {
        const entry = list[i] ?? 0;
        const field = entry & 3;
        if (noDescription && field === FIELD.description) continue;
        const doc = entry >> 2;
        const packed = (kind + field) * 4 + field;
        if (marks[2 * doc] !== stamp) {
          marks[2 * doc] = stamp;
          marks[2 * doc + 1] = packed;
          if (cands) cands[n++] = doc;
        } else if (packed < (marks[2 * doc + 1] ?? 0)) marks[2 * doc + 1] = packed;
      }
    };
    for (const terms of termMaps(w, w.scan)) {
      for (const [t, value] of terms) {
        mark((value >= SHORT ? this.#namePostings[t] : this.#postings[t]) as Int32Array, value);
      }
    }
    if (w.starts) mark(w.starts, COST.prefix + SHORT);
    return n;
  }

  /**
   * Each other word of the query is looked up in one of two ways: its docs marked first
   * from its postings (when it has a third as many postings as the candidates have words:
   * marking is a write at random, a word of a candidate a read in order), or by
   * its cost per term, tested against each candidate's words. A Map lookup per word of
   * every candidate was most of a two-word query's time. Per word, one of the two is set.
   */
  #lookUpOthers(others: readonly QueryWord[], n: number, stamp: number): OtherWords {
    const tokensPerDoc = this.#docTokens.length / Math.max(1, this.size);
    const byDoc: (Int32Array | null)[] = [];
    const byTerm: (Int32Array | null)[] = [];
    others.forEach((w, j) => {
      if (this.#weight(w) * 3 < n * tokensPerDoc) {
        const marks = (this.#wordDocMarks[j] ??= new Int32Array(2 * this.size));
        this.#markDocs(w, marks, stamp, null);
        byDoc.push(marks);
        byTerm.push(null);
      } else {
        if (this.#wordCosts[j] === undefined) {
          this.#wordCosts[j] = new Int32Array(this.#terms.length);
          this.#wordStamps[j] = new Int32Array(this.#terms.length);
        }
        const cost = this.#wordCosts[j];
        const stampOf = this.#wordStamps[j] as Int32Array;
        // joined words after the expansion: each is cheaper than the same word there
        for (const terms of termMaps(w, w.expansion))
          for (const [t, value] of terms) {
            cost[t] = value;
            stampOf[t] = stamp;
          }
        byDoc.push(null);
        byTerm.push(cost);
      }
    });
    return { byDoc, byTerm };
  }

  /**
   * Scores the `n` candidates that `accept` lets through against the other words and keeps
   * the best `keep` keys in #keys[0, kept): a max-heap once full (keys are distinct: the name
   * rank is their last part). The tier, the first part of a key, is worked out only for docs
   * that could still make the page with the best tier. Answers how many keys were kept and
   * how many candidates matched in all.
   */
  #rank(
    phrase: string,
    lead: QueryWord,
    others: readonly QueryWord[],
    { byDoc, byTerm }: OtherWords,
    n: number,
    stamp: number,
    accept: ((doc: number) => boolean) | null,
    keep: number,
    every: number[] | null = null,
  ): { kept: number; total: number } {
    const leadMarks = this.#leadMarks;
    const cands = this.#candidates;
    const keys = this.#keys;
    const first = phrase.charCodeAt(0);
    let kept = 0;
    let total = 0;
    for (let c = 0; c < n; c++) {
      const doc = cands[c] ?? 0;
      if (accept && !accept(doc)) continue;
      const packed = leadMarks[2 * doc + 1] ?? 0;
      let score = packed >> 2;
      // query words found in the name: "blak" is nearer "Black" than "Bad Black Moccasin"
      let inName = (packed & 3) === FIELD.name ? 1 : 0;
      // colour or property words the ink has neither as its family or property nor in its
      // name, brand or line ("sailor blue": a Sailor ink whose description says blue)
      let misses =
        lead.facet && (packed & 3) > FIELD.brand && !this.#inFacet(doc, lead.facet) ? 1 : 0;
      let matched = true;
      const from = this.#docStart[doc] ?? 0;
      const to = this.#docStart[doc + 1] ?? 0;
      for (let j = 0; j < others.length; j++) {
        let best = -1;
        let bestField = 3;
        const docMarks = byDoc[j];
        if (docMarks) {
          if (docMarks[2 * doc] === stamp) {
            const p = docMarks[2 * doc + 1] ?? 0;
            best = p >> 2;
            bestField = p & 3;
          }
        } else {
          const cost = byTerm[j] as Int32Array;
          const stampOf = this.#wordStamps[j] as Int32Array;
          for (let k = from; k < to; k++) {
            const token = this.#docTokens[k] ?? 0;
            const t = token >> 2;
            if (stampOf[t] !== stamp) continue;
            const value = cost[t] ?? 0;
            const field = token & 3;
            if (value >= SHORT && field === FIELD.description) continue;
            const c2 = (value % SHORT) + field;
            if (best < 0 || c2 < best) {
              best = c2;
              bestField = field;
            }
          }
        }
        const facet = (others[j] as QueryWord).facet;
        if (facet && (best < 0 || bestField > FIELD.brand)) {
          if (this.#inFacet(doc, facet)) {
            if (best < 0 || COST.facet < best) {
              best = COST.facet;
              bestField = FACET_FIELD;
            }
          } else if (best >= 0) misses++;
        }
        if (best < 0) {
          if (!(others[j] as QueryWord).optional) {
            matched = false;
            break;
          }
          score += COST.noiseMissing;
        } else {
          score += best;
          if (bestField === FIELD.name) inName++;
        }
      }
      if (!matched) continue;
      total++;
      every?.push(this.ids[doc] ?? 0);
      if (keep <= 0) continue;
      const unmatched = inName === 0 ? 0 : Math.max(0, (this.#nameWords[doc] ?? 0) - inName);
      const rest =
        Math.min(misses, MISSES_SPAN - 1) * TIER_UNIT +
        (Math.min(score, SCORE_SPAN - 1) * WORDS_SPAN + unmatched) * RANK_BITS +
        (this.#nameRank[doc] ?? 0);
      if (kept === keep && rest >= (keys[0] ?? 0)) continue;
      const key = this.#tier(doc, phrase, first) * MISSES_SPAN * TIER_UNIT + rest;
      if (kept < keep) {
        keys[kept++] = key;
        if (kept === keep) heapify(keys, kept);
      } else if (key < (keys[0] ?? 0)) {
        keys[0] = key;
        siftDown(keys, 0, kept);
      }
    }
    return { kept, total };
  }

  /**
   * 0: the name (or brand and name, or another name) is the query; 1: starts with it.
   * `first`: the phrase's first UTF-16 unit. The names' and brands' first units and lengths
   * rule most docs out before their strings are read.
   */
  #tier(doc: number, phrase: string, first: number): number {
    const sameFirst = this.#nameFirst[doc] === first;
    const nameLength = this.#nameLength[doc] ?? 0;
    if (sameFirst && nameLength === phrase.length && this.#nameNorms[doc] === phrase) return 0;
    if (this.#hasAliases[doc] === 1 && this.#aliasNorms.get(doc)?.includes(phrase)) return 0;
    const brandLength = this.#brandLength[doc] ?? 0;
    if (
      (this.#brandFirst[doc] === first || brandLength === 0) &&
      phrase.length === brandLength + 1 + nameLength &&
      phrase.startsWith(this.brandNorms[doc] ?? '') &&
      phrase.endsWith(this.#nameNorms[doc] ?? '')
    ) {
      return 0;
    }
    if (!sameFirst || nameLength < phrase.length) return 2;
    // the second unit too before the string is read (a read from memory for each doc)
    if (phrase.length >= 2 && this.#nameSecond[doc] !== phrase.charCodeAt(1)) return 2;
    return phrase.length <= 2 || (this.#nameNorms[doc] ?? '').startsWith(phrase) ? 1 : 2;
  }

  /**
   * Words of the index close to a word no ink has, for "Did you mean": any letter may be
   * wrong (the first too), up to two in longer words; closest first.
   */
  nearestWords(word: string, count: number): string[] {
    const max = word.length >= 6 ? 2 : word.length >= 3 ? 1 : 0;
    if (max === 0) return [];
    const found: { term: string; d: number }[] = [];
    for (const bucket of this.#typoBuckets.values()) {
      for (const t of bucket) {
        const term = this.#terms[t] as string;
        if (term.length < word.length - max) continue;
        if (term.length > word.length + max) break;
        const d = typoDistance(word, term, max).whole;
        if (d <= max) found.push({ term, d });
      }
    }
    found.sort((a, b) => a.d - b.d || (a.term < b.term ? -1 : 1));
    return found.slice(0, count).map((f) => f.term);
  }
}

/** `terms` of a word (its expansion, or what is scanned), then the joined words cheaper there. */
function termMaps(w: QueryWord, terms: Map<number, number>): Map<number, number>[] {
  return w.joined === null ? [terms] : [terms, w.joined];
}

/** Makes keys[0, n) a max-heap. */
function heapify(keys: Float64Array, n: number): void {
  for (let i = (n >>> 1) - 1; i >= 0; i--) siftDown(keys, i, n);
}

function siftDown(keys: Float64Array, from: number, n: number): void {
  let i = from;
  const value = keys[i] ?? 0;
  for (;;) {
    let child = 2 * i + 1;
    if (child >= n) break;
    if (child + 1 < n && (keys[child + 1] ?? 0) > (keys[child] ?? 0)) child++;
    if ((keys[child] ?? 0) <= value) break;
    keys[i] = keys[child] ?? 0;
    i = child;
  }
  keys[i] = value;
}
