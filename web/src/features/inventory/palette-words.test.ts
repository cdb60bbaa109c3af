import {
  HUE_NAMES,
  NEUTRAL_BANDS,
  NEUTRAL_NAMES,
  PALETTE_REGIONS,
  regionWords,
} from '@inklore/contract/palette/palette.rules';
import { describe, expect, it } from 'vitest';
import { groupWords, regionWordsIn } from './palette-words.ts';

describe("the palette's words", () => {
  it("say every region of the grid in the contract's English, each region its own words", () => {
    for (const region of PALETTE_REGIONS) expect(regionWordsIn(region)).toBe(regionWords(region));
    const all = PALETTE_REGIONS.map(regionWordsIn);
    expect(new Set(all).size).toBe(PALETTE_REGIONS.length);
  });

  it("say every hue sector's and neutral's name in the contract's English", () => {
    HUE_NAMES.forEach((name, sector) => expect(groupWords(sector)).toBe(name));
    for (const band of NEUTRAL_BANDS) expect(groupWords(band)).toBe(NEUTRAL_NAMES[band]);
  });
});
