/**
 * What the catalogue benchmark asks for. Each scenario is a list of /api/inks queries that
 * autocannon rotates through and that the in-process SQL floor runs the same way.
 */
import { BRAND_FILTERS, COLOR_FAMILIES, INK_PROPERTIES, OTHER_BRAND } from '@inklore/contract';
import { searchTerms } from '#src/db/text.ts';
import { prng } from '#src/seed/synthetic.ts';

export type Query = Record<string, string | string[]>;

/** What a scenario must reach (each limit optional). */
export type Goals = {
  /** requests per second at least */
  minRps?: number;
  /** share of the bare baseline's requests per second at least (0-1) */
  minRatio?: number;
  /**
   * share of the requests per second of a bare server sending the same bytes (the answers
   * to the scenario's paths, from memory) at least (0-1)
   */
  minBytesRatio?: number;
  maxP50?: number;
  maxP99?: number;
};

export type Scenario = {
  name: string;
  /** bytes: the bare server sending the same bytes as the scenarios with minBytesRatio */
  kind: 'baseline' | 'bytes' | 'browse' | 'search';
  what: string;
  /** Paths autocannon requests, in turn (one cursor shared by every connection). */
  queries: Query[];
  /** Connections (default: the run's --connections). */
  connections?: number;
  /** The scenario's goals; none: a figure only. */
  goals?: Goals;
};

export function toPath(q: Query): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    for (const item of Array.isArray(v) ? v : [v]) p.append(k, item);
  }
  const s = p.toString();
  return s ? `/api/inks?${s}` : '/api/inks';
}

export const SEARCH_MIX: Query[] = [
  { search: 'blue' }, // common: about a fifth of the catalogue
  { search: 'kon pe' }, // a prefix, as typed
  { search: 'ocean blue' }, // two terms
  { search: 'valparaiso' }, // rare, and accent-insensitive (Valparaíso)
  { search: 'ocean', color: 'Blue', properties: 'Shading' }, // search with facets
];

// Words the synthetic catalogue uses (and some it does not), for many distinct searches.
const WORDS = [
  'blue',
  'green',
  'red',
  'black',
  'grey',
  'purple',
  'teal',
  'pink',
  'brown',
  'gold',
  'ocean',
  'forest',
  'meadow',
  'harbour',
  'dusk',
  'dawn',
  'storm',
  'river',
  'glacier',
  'moss',
  'fern',
  'willow',
  'cedar',
  'heather',
  'tide',
  'reef',
  'canyon',
  'aurora',
  'nebula',
  'comet',
  'moon',
  'ember',
  'lava',
  'lotus',
  'iris',
  'poppy',
  'dahlia',
  'owl',
  'kyoto',
  'lisbon',
  'oslo',
  'porto',
  'vienna',
  'prague',
  'havana',
  'yukon',
  'zurich',
  'midnight',
  'ancient',
  'velvet',
  'smoky',
  'frozen',
  'burnt',
  'royal',
  'secret',
  'cobalt',
  'sapphire',
  'indigo',
  'emerald',
  'jade',
  'olive',
  'crimson',
  'scarlet',
  'garnet',
  'oxblood',
  'amber',
  'ochre',
  'violet',
  'plum',
  'lavender',
  'turquoise',
  'noir',
  'bleu',
  'vert',
  'rouge',
  'gris',
  'foret',
  'ocean',
  'konigsblau',
  'moosgrun',
  'sheen',
  'shading',
  'shimmer',
  'particles',
  'paper',
  'nib',
  'wet',
  'dry',
  'muted',
  'diamine',
  'pilot',
  'sailor',
  'pelikan',
  'herbin',
  'atelier',
  'maison',
  'inks',
  'kon',
  'yama',
  'tsuki',
  'sora',
  'hana',
  'yuki',
  'kasumi',
  'hotaru',
  'peki',
  'iro',
  'heritage',
  'botanical',
  'coastal',
  'gemstone',
  'archive',
  'folklore',
  'poets',
  'lantern',
  'voyage',
  'quill',
  'sonnet',
  'nocturne',
  'serenade',
  'lighthouse',
  'xylophone',
  'quasar',
  'zeppelin', // not in the catalogue: empty results
];

/**
 * Many distinct searches (one to three words, the last often cut short as when typing,
 * sometimes with a facet), so a response cache cannot flatter the figures.
 */
export function variedSearches(count: number, seed = 7): Query[] {
  const r = prng(seed);
  const word = () => WORDS[Math.floor(r() * WORDS.length)] ?? 'blue';
  const out = new Map<string, Query>();
  for (let guard = 0; out.size < count && guard < count * 100; guard++) {
    const n = 1 + Math.floor(r() * 3);
    const words = Array.from({ length: n }, word);
    const last = words[words.length - 1] ?? '';
    if (r() < 0.5 && last.length > 3) {
      words[words.length - 1] = last.slice(0, 2 + Math.floor(r() * (last.length - 2)));
    }
    const q: Query = { search: words.join(' ') };
    const f = r();
    if (f < 0.15) q.color = ['Blue', 'Green', 'Red', 'Purple', 'Black'][Math.floor(r() * 5)] ?? '';
    else if (f < 0.25) q.brand = ['Diamine', 'Pilot', 'Sailor', 'Other'][Math.floor(r() * 4)] ?? '';
    else if (f < 0.3) q.properties = 'Sheening';
    out.set(toPath(q), q);
  }
  return [...out.values()];
}

/**
 * Many distinct browse pages: facet combinations (one or two brands, colour families,
 * properties) and pages 1 to 20 (early pages likelier).
 */
export function variedBrowses(count: number, seed = 11): Query[] {
  const r = prng(seed);
  const brands = [...BRAND_FILTERS, OTHER_BRAND];
  const colors = COLOR_FAMILIES.filter((c) => c !== 'Other');
  const pick = <T>(list: readonly T[]): T[] => {
    const x = r();
    if (x < 0.4) return [];
    const one = list[Math.floor(r() * list.length)] as T;
    const two = list[Math.floor(r() * list.length)] as T;
    return x < 0.85 || one === two ? [one] : [one, two];
  };
  const out = new Map<string, Query>();
  for (let guard = 0; out.size < count && guard < count * 100; guard++) {
    const q: Query = {};
    const b = pick(brands);
    const c = pick(colors);
    if (b.length > 0) q.brand = b;
    if (c.length > 0) q.color = c;
    if (r() < 0.2) q.properties = INK_PROPERTIES[Math.floor(r() * INK_PROPERTIES.length)] ?? '';
    const page = 1 + Math.floor(r() * r() * 20);
    if (page > 1) q.page = String(page);
    out.set(toPath(q), q);
  }
  return [...out.values()];
}

/**
 * Searches as people type them: real names of the catalogue (half of them after their brand),
 * typed a letter at a time, word after word ("s", "sa", ..., "sailor ama-h", ...), each
 * distinct by what the search reads (its normalised words: "sailor " is "sailor"), in the
 * order typed. `names` are [brand, name] pairs; the same seed and names give the same stream.
 */
export function typedSearches(
  names: readonly [string, string][],
  count: number,
  seed = 2026,
): Query[] {
  const r = prng(seed);
  const seen = new Set<string>();
  const out: Query[] = [];
  for (let guard = 0; out.length < count && guard < count * 10 && names.length > 0; guard++) {
    const [brand, name] = names[Math.floor(r() * names.length)] ?? ['', ''];
    const text = (r() < 0.5 ? `${brand} ${name}` : name).toLowerCase();
    for (let i = 1; i <= text.length && out.length < count; i++) {
      const typed = text.slice(0, i);
      const key = searchTerms(typed).join(' ');
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      out.push({ search: typed });
    }
  }
  return out;
}

/**
 * The list in its other orders (ADR 050): each order, alone and with a colour family or a
 * brand, pages 1-20, in turn; and searches in an order.
 */
export function sortedBrowses(): Query[] {
  const sorts = ['newest', 'owned', 'photographed', 'rating', 'hue'];
  const out: Query[] = [];
  for (let page = 1; page <= 20; page++) {
    for (const sort of sorts) {
      out.push({ sort, page: String(page) });
      out.push({
        sort,
        color: COLOR_FAMILIES[page % COLOR_FAMILIES.length] ?? 'Blue',
        page: String(page),
      });
      out.push({
        sort,
        brand: BRAND_FILTERS[page % BRAND_FILTERS.length] ?? 'Diamine',
        page: String(page),
      });
      out.push({ sort, search: ['blue', 'ocean', 'sailor', 'navy sheen'][page % 4] ?? 'blue' });
    }
  }
  return out;
}

/** How many typed searches the varied scenario asks: more than any run can send. */
export const TYPED_VARIED = 60_000;
/** The single typist's, after those (so none of them is in the response cache). */
export const TYPED_TYPIST = 20_000;

export function scenarios(names: readonly [string, string][]): Scenario[] {
  const typed = typedSearches(names, TYPED_VARIED + TYPED_TYPIST);
  // cached pages at half the speed of a bare server sending the same bytes (docs/performance.md)
  const browseGoals: Goals = { maxP99: 10, minBytesRatio: 0.5 };
  return [
    {
      name: 'baseline',
      kind: 'baseline',
      what: 'bare Fastify hello-world',
      queries: [],
    },
    {
      name: 'browse first page',
      kind: 'browse',
      what: '/api/inks (page 1 of 50, no facets)',
      queries: [{}],
      goals: browseGoals,
    },
    {
      name: 'browse facets',
      kind: 'browse',
      what: '/api/inks?brand=Diamine&color=Blue',
      queries: [{ brand: 'Diamine', color: 'Blue' }],
      goals: browseGoals,
    },
    {
      name: 'browse varied',
      kind: 'browse',
      what: '100,000 distinct facet combinations and pages 1-20, in turn',
      queries: variedBrowses(100_000),
      goals: { minRps: 3000, maxP99: 50 },
    },
    {
      name: 'browse sorted',
      kind: 'browse',
      what: 'the other orders (newest, owned, photographed, rating, hue), alone, with a facet or a search, pages 1-20, in turn',
      queries: sortedBrowses(),
    },
    ...SEARCH_MIX.map((q, i) => ({
      name: `search ${['common', 'prefix', 'two terms', 'rare', 'with facets'][i] ?? i}`,
      kind: 'search' as const,
      what: toPath(q).replace('/api/inks?', ''),
      queries: [q],
    })),
    {
      name: 'search mix',
      kind: 'search',
      what: 'the five searches above, in turn',
      queries: SEARCH_MIX,
      goals: { maxP50: 10, maxP99: 50 },
    },
    {
      name: 'search words',
      kind: 'search',
      what: '20,000 distinct searches of 1-3 listed words (prefixes, some facets, some that find nothing)',
      queries: variedSearches(20_000),
    },
    {
      name: 'search varied',
      kind: 'search',
      what: `${TYPED_VARIED.toLocaleString('en')} distinct searches typed from real names, a letter at a time`,
      queries: typed.slice(0, TYPED_VARIED),
      goals: { minRps: 2000, maxP99: 50 },
    },
    {
      name: 'search typist',
      kind: 'search',
      what: `one connection typing ${TYPED_TYPIST.toLocaleString('en')} more such searches`,
      queries: typed.slice(TYPED_VARIED),
      connections: 1,
      goals: { maxP50: 3, maxP99: 15 },
    },
  ];
}
