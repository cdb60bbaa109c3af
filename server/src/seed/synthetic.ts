/**
 * `npm run seed:synthetic -- --inks 100000 [--seed 1] [--append]`
 *
 * Fills the database the server would use (DATA_DIR or DATABASE_URL) with plausible,
 * deterministic synthetic inks for load tests. Every row says so in `source`; none of them
 * describes a real ink. Runs the migrations first. Refuses to mix with a catalogue that
 * holds other inks unless --append is given.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import {
  BRAND_FILTERS,
  INK_PROPERTIES,
  colorFamilyOf,
  type ColorFamily,
  type InkProperty,
} from '@inklore/contract';
import { ConfigError, loadConfig } from '#src/config.ts';
import { createDb, type Db } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { normalizeText } from '#src/db/text.ts';
import { insertInks } from '#src/shared/ink-records/ink-records.queries.ts';
import { inkRow } from '#src/shared/ink-records/ink-row.ts';
import type { NewInk } from '#src/db/schema.ts';

export const SYNTHETIC_SOURCE = 'Synthetic data for load tests';

const USAGE =
  'Usage: npm run seed:synthetic -- --inks N [--seed S] [--append]\n' +
  '  --inks N    how many synthetic inks to add (a whole number, 1 to 10000000)\n' +
  '  --seed S    seed of the generator (a whole number; default 1): same seed, same inks\n' +
  '  --append    add to a database that already holds inks\n' +
  'The database is the one the server uses: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).';

export type SyntheticOptions = { inks: number; seed: number; append: boolean };

export class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): SyntheticOptions {
  let inks: number | undefined;
  let seed = 1;
  let append = false;
  const wholeNumber = (flag: string, value: string | undefined, min: number, max: number) => {
    if (value === undefined || !/^\d+$/.test(value.replace(/_/g, ''))) {
      throw new UsageError(`${flag} needs a whole number, got ${JSON.stringify(value ?? '')}`);
    }
    const n = Number(value.replace(/_/g, ''));
    if (n < min || n > max) throw new UsageError(`${flag} must be between ${min} and ${max}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case '--inks':
        inks = wholeNumber('--inks', value(), 1, 10_000_000);
        break;
      case '--seed':
        seed = wholeNumber('--seed', value(), 0, 2 ** 32 - 1);
        break;
      case '--append':
        append = true;
        break;
      case '--help':
      case '-h':
        throw new UsageError('');
      default:
        throw new UsageError(`unknown option ${JSON.stringify(arg)}`);
    }
  }
  if (inks === undefined) throw new UsageError('--inks N is required');
  return { inks, seed, append };
}

// ---------------------------------------------------------------------------------------
// Deterministic randomness

/** sfc32: small, fast, good enough for test data, and the same on every machine. */
export function prng(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => {
  const v = list[Math.floor(r() * list.length)];
  if (v === undefined) throw new Error('pick from an empty list');
  return v;
};
const chance = (r: Rand, p: number) => r() < p;
const between = (r: Rand, lo: number, hi: number) => lo + r() * (hi - lo);

// ---------------------------------------------------------------------------------------
// Word lists

const COLOR_WORDS: Record<ColorFamily, readonly string[]> = {
  Black: ['Black', 'Noir', 'Ebony', 'Onyx', 'Jet', 'Obsidian', 'Raven', 'Ink', 'Soot', 'Nero'],
  Blue: [
    'Blue',
    'Azure',
    'Cobalt',
    'Sapphire',
    'Navy',
    'Indigo',
    'Ultramarine',
    'Cerulean',
    'Bleu',
    'Azul',
    'Blau',
    'Prussian',
    'Denim',
    'Lapis',
  ],
  Brown: ['Brown', 'Umber', 'Sepia', 'Chestnut', 'Walnut', 'Cocoa', 'Tobacco', 'Café', 'Bistre'],
  Green: [
    'Green',
    'Emerald',
    'Jade',
    'Olive',
    'Moss',
    'Verdant',
    'Fern',
    'Vert',
    'Grün',
    'Malachite',
    'Pine',
  ],
  'Grey/Silver': ['Grey', 'Silver', 'Slate', 'Ash', 'Pewter', 'Graphite', 'Gris', 'Smoke'],
  Orange: ['Orange', 'Amber', 'Tangerine', 'Apricot', 'Saffron', 'Copper', 'Marmalade'],
  Pink: ['Pink', 'Rose', 'Blush', 'Fuchsia', 'Peony', 'Coral', 'Sakura', 'Rosé', 'Magenta'],
  Purple: ['Purple', 'Violet', 'Amethyst', 'Plum', 'Lavender', 'Aubergine', 'Mauve', 'Améthyste'],
  Red: ['Red', 'Crimson', 'Scarlet', 'Ruby', 'Garnet', 'Oxblood', 'Rouge', 'Carmine', 'Rojo'],
  Teal: ['Teal', 'Turquoise', 'Aqua', 'Lagoon', 'Cyan', 'Verdigris', 'Peacock', 'Bleu-Vert'],
  'Yellow/Gold': ['Yellow', 'Gold', 'Ochre', 'Mustard', 'Honey', 'Lemon', 'Sunflower', 'Or'],
  White: ['White', 'Ivory', 'Pearl', 'Snow', 'Blanc', 'Frost'],
  Other: ['Chameleon', 'Prism', 'Mirage'],
};

const NATURE = [
  'Ocean',
  'Forest',
  'Meadow',
  'Harbour',
  'Dusk',
  'Dawn',
  'Twilight',
  'Storm',
  'Rain',
  'River',
  'Glacier',
  'Moss',
  'Fern',
  'Willow',
  'Maple',
  'Birch',
  'Cedar',
  'Heather',
  'Thistle',
  'Tide',
  'Reef',
  'Canyon',
  'Desert',
  'Tundra',
  'Aurora',
  'Nebula',
  'Comet',
  'Eclipse',
  'Moon',
  'Sun',
  'Star',
  'Cloud',
  'Mist',
  'Fog',
  'Ember',
  'Flame',
  'Lava',
  'Pebble',
  'Shell',
  'Feather',
  'Orchard',
  'Vineyard',
  'Garden',
  'Lotus',
  'Iris',
  'Poppy',
  'Tulip',
  'Dahlia',
  'Camellia',
  'Wisteria',
  'Hydrangea',
  'Lichen',
  'Kelp',
  'Coral',
  'Sparrow',
  'Kingfisher',
  'Heron',
  'Fox',
  'Wolf',
  'Owl',
  'Bramble',
  'Hollow',
  'Summit',
  'Lagoon',
  'Fjord',
  'Marsh',
  'Delta',
  'Grove',
];

const ADJECTIVES = [
  'Midnight',
  'Ancient',
  'Quiet',
  'Deep',
  'Wild',
  'Faded',
  'Royal',
  'Velvet',
  'Smoky',
  'Frozen',
  'Burnt',
  'Dusty',
  'Misty',
  'Golden',
  'Silent',
  'Hidden',
  'Lost',
  'Winter',
  'Summer',
  'Autumn',
  'Spring',
  'Northern',
  'Southern',
  'Electric',
  'Vintage',
  'Antique',
  'Stormy',
  'Sunlit',
  'Moonlit',
  'Sleepy',
  'Bitter',
  'Sweet',
  'Salty',
  'Old',
  'New',
  'Little',
  'Grand',
  'Secret',
  'Wandering',
  'Rustic',
];

const PLACES = [
  'Kyoto',
  'Lisbon',
  'Oslo',
  'Porto',
  'Vienna',
  'Prague',
  'Bruges',
  'Seville',
  'Galway',
  'Hokkaido',
  'Busan',
  'Marrakesh',
  'Havana',
  'Quebec',
  'Tasmania',
  'Provence',
  'Bretagne',
  'Tuscany',
  'Bavaria',
  'Highland',
  'Cornwall',
  'Santorini',
  'Patagonia',
  'Yukon',
  'Kerala',
  'Valparaíso',
  'Göteborg',
  'Zürich',
  'Málaga',
  'Reykjavík',
  'Montréal',
  'Kraków',
];

/** Colour phrases in other languages, accents included (accent-insensitive search). */
const FOREIGN_COLOR: Partial<Record<ColorFamily, readonly string[]>> = {
  Black: ['Noir Profond', 'Nuit Étoilée', 'Schwarzwald'],
  Blue: ['Bleu Océan', 'Königsblau', 'Sjöblå', 'Azul Marinho', 'Cielo Azzurro', 'Bleu Nuée'],
  Brown: ['Café Noir', 'Crème Brûlée', 'Marrón Tostado', 'Châtaigne'],
  Green: ['Vert Forêt', 'Moosgrün', 'Grünspan', 'Verde Oliva', 'Skogsgrön'],
  'Grey/Silver': ['Gris Nébuleux', 'Grisaille', 'Argent Lunaire'],
  Orange: ['Orange Brûlée', 'Naranja Sevillana'],
  Pink: ['Rose Pétale', 'Rosée du Matin', 'Fraîcheur Rose'],
  Purple: ['Violette Mûre', 'Mûre Sauvage', 'Améthyste Royale'],
  Red: ['Rouge Hématite', 'Rosso Veneziano', 'Grenat Impérial'],
  Teal: ['Lagune Émeraude', 'Türkis', 'Mar Egeo'],
  'Yellow/Gold': ['Or Ancien', 'Miel Doré', 'Ámbar'],
};
/** Phrases in other languages that fit any colour. */
const FOREIGN = ['Éclat de Lune', 'Ciel d’Été', 'Nordlicht', 'Tiefsee', 'Notte Stellata', 'Niebla'];

const ROMAJI_SYLLABLES = [
  'kon',
  'ama',
  'tsuki',
  'yama',
  'fuyu',
  'shin',
  'kai',
  'sora',
  'mizu',
  'hana',
  'kiri',
  'yuki',
  'kuro',
  'aka',
  'ao',
  'midori',
  'momo',
  'kaki',
  'sumi',
  'tsuyu',
  'kasumi',
  'hotaru',
  'nami',
  'kaze',
];
const ROMAJI_ENDINGS = ['peki', 'iro', 'yo', 'gusa', 'zome', 'kage', 'nagi', 'hime', 'tsubaki'];

const NOUNS_EXTRA = [
  'Harvest',
  'Lantern',
  'Voyage',
  'Letter',
  'Quill',
  'Sonnet',
  'Ballad',
  'Citadel',
  'Cathedral',
  'Tavern',
  'Library',
  'Atlas',
  'Compass',
  'Anchor',
  'Sail',
  'Lighthouse',
  'Carnival',
  'Festival',
  'Masquerade',
  'Reverie',
  'Elegy',
  'Nocturne',
  'Rhapsody',
  'Serenade',
];

// Invented brands: parts that make names like "Atelier Corvin" or "Haverford Ink Co.".
const BRAND_ROOTS = [
  'Corvin',
  'Haverford',
  'Ashgrove',
  'Marlowe',
  'Bellwether',
  'Thornbury',
  'Wrenfield',
  'Kestrel',
  'Alder',
  'Calloway',
  'Everly',
  'Fenwick',
  'Galbraith',
  'Holloway',
  'Inglis',
  'Juniper',
  'Larkspur',
  'Merriweather',
  'Norland',
  'Oakhurst',
  'Pemberton',
  'Quillon',
  'Rookwood',
  'Sorrel',
  'Tamsin',
  'Underhill',
  'Vireo',
  'Whitlock',
  'Yarrow',
  'Zephyrine',
  'Lune',
  'Sable',
  'Hikari',
  'Tsubame',
  'Nordvik',
  'Halden',
  'Vasquez',
  'Orsini',
  'Delacroix',
  'Brunnhof',
];
const BRAND_PREFIXES = ['Atelier', 'Maison', 'Casa', 'Studio', 'House of', 'Officina', 'Papeterie'];
const BRAND_SUFFIXES = [
  'Inks',
  'Ink Co.',
  'Pen Works',
  'Stationers',
  'Tinten',
  '& Daughters',
  '& Sons',
  'Writing Co.',
  'Manufactory',
  'Pens',
];

const LINE_WORDS = [
  'Heritage',
  'Botanical',
  'Coastal',
  'Four Seasons',
  'Gemstone',
  'Shimmer',
  'Classic',
  'Archive',
  'Expedition',
  'Folklore',
  'Constellations',
  'Cities',
  'Poets',
  'Signature',
  'Limited Edition',
  'Anniversary',
  'Nocturnes',
  'Garden Party',
  'Mineral',
  'Tea Time',
];

const PAPERS = [
  'Tomoe River',
  'cream paper',
  'coated paper',
  'cheap copy paper',
  'Rhodia',
  'cotton paper',
];
const NIBS = ['fine nibs', 'broad nibs', 'stub nibs', 'italic nibs', 'a wet medium nib'];
const FLOWS = ['wet', 'dry', 'well-behaved', 'lubricated', 'fast-drying', 'slow-drying'];
const MOODS = ['muted', 'vivid', 'dusty', 'saturated', 'soft', 'moody', 'bright', 'deep'];
const SHEENS = ['red', 'gold', 'green', 'magenta', 'bronze', 'copper'];
const SHIMMERS = ['gold', 'silver', 'blue', 'red', 'green'];

// ---------------------------------------------------------------------------------------
// Generators

type Brand = { name: string; weight: number; lines: string[] };

function makeBrands(r: Rand): Brand[] {
  const listed: Brand[] = BRAND_FILTERS.map((name) => ({
    name,
    weight: between(r, 1.5, 5),
    lines: [],
  }));
  // A few of the listed brands are big; Diamine the biggest.
  for (const b of listed) if (b.name === 'Diamine') b.weight = 12;
  const taken = new Set(listed.map((b) => normalizeText(b.name)));
  const invented: Brand[] = [];
  let guard = 0;
  while (invented.length < 130 && guard++ < 10_000) {
    const root = pick(r, BRAND_ROOTS);
    const shape = r();
    const name =
      shape < 0.3
        ? `${pick(r, BRAND_PREFIXES)} ${root}`
        : shape < 0.75
          ? `${root} ${pick(r, BRAND_SUFFIXES)}`
          : shape < 0.9
            ? `${root} & ${pick(r, BRAND_ROOTS)}`
            : root;
    const key = normalizeText(name);
    if (taken.has(key)) continue;
    taken.add(key);
    // Zipf-like sizes: a few large houses, a long tail of small makers.
    invented.push({ name, weight: 6 / (1 + invented.length * 0.08), lines: [] });
  }
  const all = [...listed, ...invented];
  for (const b of all) {
    if (chance(r, 0.55)) {
      const n = 1 + Math.floor(r() * 4);
      for (let i = 0; i < n; i++) {
        const line = pick(r, LINE_WORDS);
        if (!b.lines.includes(line)) b.lines.push(line);
      }
    }
  }
  return all;
}

function weightedPicker<T extends { weight: number }>(items: readonly T[]): (r: Rand) => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const it of items) cumulative.push((sum += it.weight));
  return (r) => {
    const x = r() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    const v = items[lo];
    if (!v) throw new Error('weighted pick out of range');
    return v;
  };
}

function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const c = (v: number) =>
    Math.round(Math.max(0, Math.min(1, v)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${c(f(0))}${c(f(8))}${c(f(4))}`;
}

/** Hue bands and how common each is among inks (blues most, yellows least). */
const pickHueBand = weightedPicker([
  { range: [-15, 12], weight: 12 }, // reds
  { range: [12, 40], weight: 8 }, // oranges and browns
  { range: [40, 65], weight: 6 }, // yellows and golds
  { range: [65, 163], weight: 13 }, // greens
  { range: [163, 192], weight: 8 }, // teals
  { range: [192, 258], weight: 24 }, // blues
  { range: [258, 300], weight: 12 }, // purples
  { range: [300, 345], weight: 9 }, // magentas and pinks
] as const);

/** Ink-like colours over the whole hue circle, blues a little more common (as in real life). */
function makeColor(r: Rand): string {
  const kind = r();
  if (kind < 0.07) return hslToHex(between(r, 0, 360), between(r, 0, 0.15), between(r, 0.05, 0.2));
  if (kind < 0.12) return hslToHex(between(r, 0, 360), between(r, 0, 0.1), between(r, 0.3, 0.75));
  if (kind < 0.125) return hslToHex(between(r, 0, 360), between(r, 0, 0.3), between(r, 0.93, 0.99));
  const [from, to] = pickHueBand(r).range;
  const hue = (between(r, from, to) + 360) % 360;
  return hslToHex(hue, between(r, 0.2, 0.95), between(r, 0.18, 0.72));
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function makeName(r: Rand, family: ColorFamily): string {
  const color = () => pick(r, COLOR_WORDS[family]);
  const shape = r();
  if (shape < 0.22) return `${pick(r, ADJECTIVES)} ${pick(r, NATURE)}`;
  if (shape < 0.42) return `${color()} ${pick(r, NATURE)}`;
  if (shape < 0.54) return `${pick(r, PLACES)} ${chance(r, 0.5) ? color() : pick(r, NATURE)}`;
  if (shape < 0.64) return `${pick(r, ADJECTIVES)} ${color()}`;
  if (shape < 0.72) {
    const phrases = FOREIGN_COLOR[family];
    const phrase = phrases && chance(r, 0.75) ? pick(r, phrases) : pick(r, FOREIGN);
    return `${phrase}${chance(r, 0.4) ? ` ${pick(r, NATURE)}` : ''}`;
  }
  if (shape < 0.8) {
    // Hyphenated romaji-like names: "Kon-peki" style, invented combinations.
    return `${capitalise(pick(r, ROMAJI_SYLLABLES))}-${pick(r, ROMAJI_ENDINGS)}`;
  }
  if (shape < 0.88) return `${pick(r, NATURE)}-${pick(r, NATURE).toLowerCase()} ${color()}`;
  if (shape < 0.95) return `${pick(r, NOUNS_EXTRA)} of the ${pick(r, NATURE)}`;
  return `${color()} ${pick(r, NOUNS_EXTRA)}`;
}

const PROPERTY_RATES: Record<InkProperty, number> = {
  Scented: 0.03,
  Shading: 0.35,
  Sheening: 0.15,
  Shimmering: 0.06,
  'Water-Resistant': 0.1,
};

function makeProperties(r: Rand): InkProperty[] {
  return INK_PROPERTIES.filter((p) => chance(r, PROPERTY_RATES[p]));
}

function makeDescription(
  r: Rand,
  family: ColorFamily,
  properties: readonly InkProperty[],
): string | null {
  if (chance(r, 0.15)) return null;
  const hue = family === 'Other' ? 'colour' : family.toLowerCase().replace('/', ' and ');
  const sentences: string[] = [
    pick(r, [
      `A ${pick(r, MOODS)} ${hue} that reads like the ${pick(r, NATURE).toLowerCase()} at ${pick(r, ['dusk', 'dawn', 'noon', 'midnight'])}.`,
      `A ${pick(r, FLOWS)} ${hue} ink with a ${pick(r, MOODS)} character.`,
      `This ${pick(r, MOODS)} ${hue} calls to mind the ${pick(r, NATURE).toLowerCase()}.`,
      `An everyday ${hue}, ${pick(r, FLOWS)} and easy to clean.`,
    ]),
  ];
  const extra: string[] = [];
  if (properties.includes('Shading')) {
    extra.push(`It shades from pale to dark in ${pick(r, NIBS)}.`);
  }
  if (properties.includes('Sheening')) {
    extra.push(`On ${pick(r, PAPERS)} it shows a ${pick(r, SHEENS)} sheen.`);
  }
  if (properties.includes('Shimmering')) {
    extra.push(`Fine ${pick(r, SHIMMERS)} particles shimmer in the line; shake before filling.`);
  }
  if (properties.includes('Water-Resistant')) {
    extra.push('The line stays legible after a splash of water.');
  }
  if (properties.includes('Scented')) extra.push('It carries a light scent.');
  extra.push(
    `Behaves well on ${pick(r, PAPERS)}.`,
    `Dries ${pick(r, ['quickly', 'slowly', 'in about twenty seconds'])} in ${pick(r, NIBS)}.`,
  );
  const more = Math.floor(r() * 3); // 0-2 further sentences: 1-3 in all
  for (let i = 0; i < more && extra.length > 0; i++) {
    const at = Math.floor(r() * extra.length);
    sentences.push(...extra.splice(at, 1));
  }
  return sentences.join(' ');
}

const CREATED_FROM = Date.parse('2023-01-01T00:00:00.000Z');
const CREATED_SPAN = 3 * 365 * 86_400_000;

/**
 * Generates `count` rows, numbered from `first` (their source_id is synthetic:<seed>:<n>).
 * `taken` holds brand+name keys already used, so no brand has the same name twice.
 */
export function* syntheticInks(
  seed: number,
  first: number,
  count: number,
  taken: Set<string> = new Set(),
): Generator<NewInk> {
  const brands = makeBrands(prng(seed));
  const pickBrand = weightedPicker(brands);
  // A stream per starting point, so --append continues with fresh inks.
  const r = prng((seed * 2654435761 + first) >>> 0);
  for (let n = first; n < first + count; n++) {
    const brand = pickBrand(r);
    const colorHex = makeColor(r);
    // inkRow stores colorFamilyOf(hex) as the family; the name leans on the same family.
    const family = colorFamilyOf(colorHex);
    let name = makeName(r, family);
    let key = `${normalizeText(brand.name)}\u0000${normalizeText(name)}`;
    for (let tries = 0; taken.has(key); tries++) {
      const suffix = tries < 3 ? pick(r, NATURE) : `No. ${1 + Math.floor(r() * 999)}`;
      name = `${makeName(r, family)} ${suffix}`;
      key = `${normalizeText(brand.name)}\u0000${normalizeText(name)}`;
    }
    taken.add(key);
    const properties = makeProperties(r);
    const line =
      brand.lines.length > 0 && chance(r, 0.35)
        ? properties.includes('Shimmering') && brand.lines.includes('Shimmer')
          ? 'Shimmer'
          : pick(r, brand.lines)
        : null;
    const createdAt = new Date(CREATED_FROM + Math.floor(r() * CREATED_SPAN)).toISOString();
    yield inkRow({
      name,
      brand: brand.name,
      line,
      colorHex,
      description: makeDescription(r, family, properties),
      images: [],
      properties,
      // A dozen featured inks so the home page has something to show.
      featured: n % 8191 === 7 && n < 8191 * 12,
      source: SYNTHETIC_SOURCE,
      sourceId: `synthetic:${seed}:${n}`,
      createdAt,
    });
  }
}

// ---------------------------------------------------------------------------------------
// The command

export type SyntheticResult = {
  inserted: number;
  alreadyThere: number;
  generateMs: number;
  insertMs: number;
  totalMs: number;
};

type Progress = (done: number, total: number) => void;

/** Adds synthetic inks. The caller has migrated and checked what the database holds. */
export async function seedSynthetic(
  db: Db,
  opts: SyntheticOptions,
  progress: Progress = () => undefined,
): Promise<SyntheticResult> {
  const started = performance.now();
  const existing = await db
    .selectFrom('inks')
    .select(['brand_norm', 'name_norm'])
    .where('source', '=', SYNTHETIC_SOURCE)
    .execute();
  const taken = new Set(existing.map((e) => `${e.brand_norm}\u0000${e.name_norm}`));
  const gen = syntheticInks(opts.seed, existing.length, opts.inks, taken);
  const batch = 5000;
  let generateMs = 0;
  let insertMs = 0;
  let done = 0;
  await db.transaction().execute(async (trx) => {
    while (done < opts.inks) {
      const t0 = performance.now();
      const rows: NewInk[] = [];
      for (let i = 0; i < batch; i++) {
        const next = gen.next();
        if (next.done) break;
        rows.push(next.value);
      }
      const t1 = performance.now();
      await insertInks(trx, rows);
      insertMs += performance.now() - t1;
      generateMs += t1 - t0;
      done += rows.length;
      progress(done, opts.inks);
      if (rows.length === 0) break;
    }
  });
  return {
    inserted: done,
    alreadyThere: existing.length,
    generateMs,
    insertMs,
    totalMs: performance.now() - started,
  };
}

/** What the database holds now: all inks, and how many of them are synthetic. */
export async function catalogueCounts(db: Db): Promise<{ all: number; synthetic: number }> {
  const row = await db
    .selectFrom('inks')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn
        .sum<number | null>(eb.case().when('source', '=', SYNTHETIC_SOURCE).then(1).else(0).end())
        .as('synthetic'),
    ])
    .executeTakeFirstOrThrow();
  return { all: row.all, synthetic: row.synthetic ?? 0 };
}

const fmt = (n: number) => n.toLocaleString('en-GB');
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  let opts: SyntheticOptions;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      if (err.message) console.error(`seed:synthetic: ${err.message}`);
      console.error(USAGE);
      return err.message ? 2 : 0;
    }
    throw err;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`seed:synthetic: ${err.message}`);
      return 2;
    }
    throw err;
  }
  const where =
    config.database.kind === 'sqlite'
      ? `SQLite ${config.database.file}`
      : `PostgreSQL ${config.database.url.replace(/\/\/[^@/]*@/, '//…@')}`;
  const db = createDb(config.database);
  try {
    const t0 = performance.now();
    await migrateToLatest(db);
    const before = await catalogueCounts(db);
    const others = before.all - before.synthetic;
    if (before.all > 0 && !opts.append) {
      const what =
        others > 0
          ? `${fmt(before.all)} inks, ${fmt(others)} of them not synthetic (a real catalogue)`
          : `${fmt(before.synthetic)} synthetic inks already`;
      console.error(
        `seed:synthetic: ${where} holds ${what}; nothing was added.\n` +
          '  To load test on a database of its own, point DATA_DIR (or DATABASE_URL) at an empty one.\n' +
          '  To add synthetic inks to this database anyway, run again with --append.',
      );
      return 1;
    }
    console.log(
      `Adding ${fmt(opts.inks)} synthetic inks (seed ${opts.seed}) to ${where}` +
        (before.all > 0 ? ` (it holds ${fmt(before.all)} inks)` : ''),
    );
    const tty = process.stderr.isTTY;
    let lastTenth = -1;
    const progress: Progress = (done, total) => {
      if (tty) {
        process.stderr.write(
          `\r  ${fmt(done)} / ${fmt(total)} (${Math.floor((done / total) * 100)}%)`,
        );
        if (done >= total) process.stderr.write('\n');
        return;
      }
      const tenth = Math.floor((done / total) * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        console.log(`  ${fmt(done)} / ${fmt(total)}`);
      }
    };
    const result = await seedSynthetic(db, opts, progress);
    // PostgreSQL plans from statistics: gather them now rather than when autovacuum gets to it.
    if (db.kind === 'postgres') await sql`analyze inks`.execute(db);
    const after = await catalogueCounts(db);
    const families = await db
      .selectFrom('inks')
      .select(['color_family', (eb) => eb.fn.countAll<number>().as('n')])
      .where('source', '=', SYNTHETIC_SOURCE)
      .groupBy('color_family')
      .orderBy('n', 'desc')
      .execute();
    const brands = await db
      .selectFrom('inks')
      .select((eb) => eb.fn.count<number>('brand_norm').distinct().as('n'))
      .where('source', '=', SYNTHETIC_SOURCE)
      .executeTakeFirstOrThrow();
    console.log(
      `Added ${fmt(result.inserted)} synthetic inks in ${secs(performance.now() - t0)} ` +
        `(generating ${secs(result.generateMs)}, inserting and indexing ${secs(result.insertMs)}, one transaction).\n` +
        `The database now holds ${fmt(after.all)} inks (${fmt(after.synthetic)} synthetic, ${fmt(brands.n)} synthetic brands).\n` +
        `Colour families: ${families.map((f) => `${f.color_family} ${fmt(f.n)}`).join(', ')}.\n` +
        `Every row has source "${SYNTHETIC_SOURCE}".`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error('seed:synthetic failed:', err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
