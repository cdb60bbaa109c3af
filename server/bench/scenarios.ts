/**
 * What the catalogue benchmark asks for. Each scenario is a list of /api/inks queries that
 * autocannon rotates through and that the in-process SQL floor runs the same way.
 */
import { BRAND_FILTERS, COLOR_FAMILIES, INK_PROPERTIES, OTHER_BRAND } from '@inklore/contract';
import { prng } from '#src/seed/synthetic.ts';

export type Query = Record<string, string | string[]>;

export type Scenario = {
  name: string;
  kind: 'baseline' | 'browse' | 'search';
  what: string;
  /** Paths autocannon requests, in turn. */
  queries: Query[];
  /** Part of a goal (browse or search)? */
  goal: boolean;
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

/** Many distinct browse pages: facet combinations and pages 1 to 10 (early pages likelier). */
export function variedBrowses(count: number, seed = 11): Query[] {
  const r = prng(seed);
  const brands = [...BRAND_FILTERS, OTHER_BRAND];
  const colors = COLOR_FAMILIES.filter((c) => c !== 'Other');
  const out = new Map<string, Query>();
  for (let guard = 0; out.size < count && guard < count * 100; guard++) {
    const q: Query = {};
    if (r() < 0.6) q.brand = brands[Math.floor(r() * brands.length)] ?? '';
    if (r() < 0.6) q.color = colors[Math.floor(r() * colors.length)] ?? '';
    if (r() < 0.2) q.properties = INK_PROPERTIES[Math.floor(r() * INK_PROPERTIES.length)] ?? '';
    const page = 1 + Math.floor(r() * r() * 10);
    if (page > 1) q.page = String(page);
    out.set(toPath(q), q);
  }
  return [...out.values()];
}

export function scenarios(): Scenario[] {
  return [
    {
      name: 'baseline',
      kind: 'baseline',
      what: 'bare Fastify hello-world',
      queries: [],
      goal: false,
    },
    {
      name: 'browse first page',
      kind: 'browse',
      what: '/api/inks (page 1 of 50, no facets)',
      queries: [{}],
      goal: true,
    },
    {
      name: 'browse facets',
      kind: 'browse',
      what: '/api/inks?brand=Diamine&color=Blue',
      queries: [{ brand: 'Diamine', color: 'Blue' }],
      goal: true,
    },
    {
      name: 'browse varied',
      kind: 'browse',
      what: '15,000 distinct facet combinations and pages 1-10 (more than the cache holds)',
      queries: variedBrowses(15_000),
      goal: true,
    },
    ...SEARCH_MIX.map((q, i) => ({
      name: `search ${['common', 'prefix', 'two terms', 'rare', 'with facets'][i] ?? i}`,
      kind: 'search' as const,
      what: toPath(q).replace('/api/inks?', ''),
      queries: [q],
      goal: false,
    })),
    {
      name: 'search mix',
      kind: 'search',
      what: 'the five searches above, in turn',
      queries: SEARCH_MIX,
      goal: true,
    },
    {
      name: 'search varied',
      kind: 'search',
      what: '20,000 distinct searches (1-3 words, prefixes, some facets)',
      queries: variedSearches(20_000),
      goal: true,
    },
  ];
}
