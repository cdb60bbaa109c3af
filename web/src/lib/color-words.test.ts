import {
  deltaEBand,
  differenceInWords,
  hexToLab,
  type Lab,
} from '@inklore/contract/color/color.rules';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import {
  BAND_WORDS,
  bandWords,
  deltaEWords,
  differencePhrases,
  differenceWords,
} from './color-words.ts';

describe('colour differences in words', () => {
  it("name each ΔE band in the contract's English", () => {
    for (const de of [0, 1.99, 2, 4.99, 5, 9.99, 10, 42]) {
      expect(deltaEWords(de)).toBe(deltaEBand(de));
      expect(bandWords(deltaEBand(de))).toBe(deltaEBand(de));
    }
    for (const [band, words] of Object.entries(BAND_WORDS)) expect(i18n._(words)).toBe(band);
  });

  it("describe a difference as the contract's English does", () => {
    const base: Lab = { l: 50, a: 10, b: -20 };
    // every step of each axis around its thresholds (1.5, 3, 8; chroma 3)
    const steps = [-12, -8, -7.9, -3, -2.9, -1.5, -1.4, 0, 1.4, 1.5, 2.9, 3, 7.9, 8, 12];
    for (const dl of steps)
      for (const da of steps)
        for (const db of [-9, -3, -1.5, 0, 1.5, 3, 9]) {
          const other = { l: base.l + dl, a: base.a + da, b: base.b + db };
          expect(differenceWords(base, other)).toBe(differenceInWords(base, other));
        }
  });

  it('agree with the contract on real swatches', () => {
    const hexes = ['#1f6f78', '#2c4a7a', '#7a2330', '#c9a227', '#111111', '#f4f1ea', '#6a3d9a'];
    for (const x of hexes)
      for (const y of hexes)
        expect(differenceWords(hexToLab(x), hexToLab(y))).toBe(
          differenceInWords(hexToLab(x), hexToLab(y)),
        );
  });

  it('give no phrases for practically the same colour', () => {
    const lab = { l: 40, a: 0, b: 0 };
    expect(differencePhrases(lab, lab)).toEqual([]);
    expect(differenceWords(lab, lab)).toBe('practically the same colour');
  });
});
