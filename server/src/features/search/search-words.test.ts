import { COLOR_FAMILIES, INK_PROPERTIES } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { searchTerms } from '#src/db/text.ts';
import { COLOR_WORDS, PROPERTY_WORDS, wordFacets } from './search-words.ts';

const facetsOf = (query: string) => wordFacets(searchTerms(query));
const family = (word: string) => facetsOf(word)[0]?.family;

describe('colour and property words (ADR 050)', () => {
  it('maps every family name and the common colour words to their family', () => {
    for (const f of COLOR_FAMILIES.filter((x) => x !== 'Other')) {
      for (const part of f.split('/')) expect(family(part), part).toBe(f);
    }
    const expected: Record<string, string> = {
      navy: 'Blue',
      cobalt: 'Blue',
      sky: 'Blue',
      turquoise: 'Teal',
      teal: 'Teal',
      aqua: 'Teal',
      burgundy: 'Red',
      oxblood: 'Red',
      wine: 'Red',
      maroon: 'Red',
      crimson: 'Red',
      scarlet: 'Red',
      violet: 'Purple',
      lavender: 'Purple',
      olive: 'Green',
      emerald: 'Green',
      forest: 'Green',
      sepia: 'Brown',
      ochre: 'Yellow/Gold',
      amber: 'Orange',
      gold: 'Yellow/Gold',
      grey: 'Grey/Silver',
      gray: 'Grey/Silver',
      charcoal: 'Grey/Silver',
      rose: 'Pink',
      coral: 'Pink',
      Navy: 'Blue',
    };
    for (const [word, f] of Object.entries(expected)) expect(family(word), word).toBe(f);
    expect(family('kon')).toBeUndefined();
  });

  it('reads the longest run of words: "blue-black" is one colour, Blue', () => {
    expect(facetsOf('sailor blue-black').map((f) => f?.family ?? null)).toEqual([
      null,
      'Blue',
      'Blue',
    ]);
    expect(facetsOf('red black').map((f) => f?.family)).toEqual(['Red', 'Black']);
  });

  it('maps property words to the property bit, "water resistant" written any way', () => {
    const bit = (p: (typeof INK_PROPERTIES)[number]) => 1 << INK_PROPERTIES.indexOf(p);
    const cases: [string, (typeof INK_PROPERTIES)[number]][] = [
      ['sheen', 'Sheening'],
      ['sheening', 'Sheening'],
      ['shimmer', 'Shimmering'],
      ['shimmering', 'Shimmering'],
      ['glitter', 'Shimmering'],
      ['shading', 'Shading'],
      ['waterproof', 'Water-Resistant'],
      ['water-resistant', 'Water-Resistant'],
      ['water resistant', 'Water-Resistant'],
      ['permanent', 'Water-Resistant'],
      ['scented', 'Scented'],
    ];
    for (const [word, p] of cases) {
      const facets = facetsOf(word);
      expect(
        facets.every((f) => f?.family === null && f.mask === bit(p)),
        word,
      ).toBe(true);
    }
  });

  it('keeps the table normalised and each word in one place', () => {
    const all = [...Object.values(COLOR_WORDS).flat(), ...Object.values(PROPERTY_WORDS).flat()];
    for (const w of all) expect(searchTerms(w).join(' '), w).toBe(w);
    expect(new Set(all).size).toBe(all.length);
  });
});
