import {
  COLOR_FAMILIES,
  INK_PROPERTIES,
  OTHER_BRAND,
} from '@inklore/contract/catalogue/catalogue.rules';
import { describe, expect, it } from 'vitest';
import {
  brandFilterWord,
  colourFamilyWord,
  COLOUR_FAMILY_WORDS,
  INK_PROPERTY_WORDS,
  inkPropertyWord,
} from './catalogue-words.ts';
import { colourFamilyInSentence, COLOUR_FAMILY_IN_SENTENCE } from './catalogue-sentence-words.ts';

describe("the catalogue's words", () => {
  it("say each colour family in the contract's English", () => {
    expect(Object.keys(COLOUR_FAMILY_WORDS).sort()).toEqual([...COLOR_FAMILIES].sort());
    for (const family of COLOR_FAMILIES) {
      expect(COLOUR_FAMILY_WORDS[family].message).toBe(family);
      expect(colourFamilyWord(family)).toBe(family);
      expect(COLOUR_FAMILY_IN_SENTENCE[family].message).toBe(family.toLowerCase());
      expect(colourFamilyInSentence(family)).toBe(family.toLowerCase());
    }
  });

  it("say the brand filter's Other in the contract's English, and a brand as it is", () => {
    expect(brandFilterWord(OTHER_BRAND)).toBe(OTHER_BRAND);
    expect(brandFilterWord('Pilot')).toBe('Pilot');
  });

  it("say each ink property in the contract's English", () => {
    expect(Object.keys(INK_PROPERTY_WORDS).sort()).toEqual([...INK_PROPERTIES].sort());
    for (const property of INK_PROPERTIES) {
      expect(INK_PROPERTY_WORDS[property].message).toBe(property);
      expect(inkPropertyWord(property)).toBe(property);
    }
  });
});
