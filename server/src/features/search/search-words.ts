import {
  COLOR_FAMILIES,
  INK_PROPERTIES,
  type ColorFamily,
  type InkProperty,
} from '@inklore/contract';
import { normalizeText } from '#src/db/text.ts';

/**
 * Words people search with that name a colour family or a property rather than an ink
 * (docs/decisions/050-search-words-and-sorting.md). A query word found here also matches the
 * inks of its family (or with its property), and ranks them above inks that only have the
 * word in their text; an ink with the word in its name keeps its name match first.
 */

/** Colour words, normalised (db/text.ts), to the family they mean. */
export const COLOR_WORDS: Readonly<Record<ColorFamily, readonly string[]>> = {
  Black: ['black', 'blacks', 'jet', 'ebony', 'onyx', 'noir'],
  Blue: [
    'blue',
    'blues',
    'navy',
    'cobalt',
    'sky',
    'azure',
    'cerulean',
    'sapphire',
    'indigo',
    'ultramarine',
    'denim',
    'blue black',
    'blueblack',
  ],
  Brown: ['brown', 'browns', 'sepia', 'chocolate', 'coffee', 'umber', 'sienna', 'tan', 'bronze'],
  Green: ['green', 'greens', 'olive', 'emerald', 'forest', 'lime', 'moss', 'sage', 'chartreuse'],
  'Grey/Silver': ['grey', 'greys', 'gray', 'grays', 'silver', 'charcoal', 'slate', 'graphite'],
  Orange: ['orange', 'oranges', 'amber', 'tangerine', 'apricot', 'peach', 'copper', 'rust'],
  Pink: ['pink', 'pinks', 'rose', 'coral', 'magenta', 'fuchsia', 'salmon'],
  Purple: ['purple', 'purples', 'violet', 'lavender', 'lilac', 'plum', 'mauve', 'aubergine'],
  Red: [
    'red',
    'reds',
    'burgundy',
    'oxblood',
    'wine',
    'maroon',
    'crimson',
    'scarlet',
    'vermilion',
    'cherry',
    'ruby',
    'garnet',
    'bordeaux',
  ],
  Teal: ['teal', 'teals', 'turquoise', 'aqua', 'aquamarine', 'cyan', 'petrol', 'jade', 'mint'],
  'Yellow/Gold': ['yellow', 'yellows', 'gold', 'golden', 'ochre', 'mustard', 'lemon', 'saffron'],
  White: ['white', 'whites', 'ivory'],
  Other: [],
};

/** Property words, normalised, to the property they mean. */
export const PROPERTY_WORDS: Readonly<Record<InkProperty, readonly string[]>> = {
  Scented: ['scented', 'scent', 'perfumed', 'fragrant'],
  Shading: ['shading', 'shader', 'shaders'],
  Sheening: ['sheen', 'sheens', 'sheening', 'sheeny', 'sheener'],
  Shimmering: [
    'shimmer',
    'shimmers',
    'shimmering',
    'shimmery',
    'glitter',
    'glittery',
    'sparkle',
    'sparkly',
  ],
  'Water-Resistant': [
    'waterproof',
    'water resistant',
    'waterresistant',
    'water resistance',
    'permanent',
    'bulletproof',
    'archival',
  ],
};

/** What a search word narrows to: a colour family, or properties as a bit set (INK_PROPERTIES). */
export type WordFacet = { family: ColorFamily; mask: 0 } | { family: null; mask: number };

const TABLE = new Map<string, WordFacet>();
for (const family of COLOR_FAMILIES) {
  for (const w of COLOR_WORDS[family]) TABLE.set(normalizeText(w), { family, mask: 0 });
}
INK_PROPERTIES.forEach((p, bit) => {
  for (const w of PROPERTY_WORDS[p]) TABLE.set(normalizeText(w), { family: null, mask: 1 << bit });
});
/** The longest entry, in words ("blue black", "water resistant"). */
const LONGEST = Math.max(...[...TABLE.keys()].map((k) => k.split(' ').length));

/**
 * Each of a query's normalised words with the facet it names, or null: the longest run of
 * words found in the table wins ("blue black" is one colour, Blue; both words get it).
 */
export function wordFacets(words: readonly string[]): (WordFacet | null)[] {
  const out: (WordFacet | null)[] = words.map(() => null);
  for (let i = 0; i < words.length;) {
    let found = 0;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && found === 0; n--) {
      const facet = TABLE.get(words.slice(i, i + n).join(' '));
      if (facet) {
        for (let k = i; k < i + n; k++) out[k] = facet;
        found = n;
      }
    }
    i += Math.max(1, found);
  }
  return out;
}
