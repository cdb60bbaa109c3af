import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToLab, hexToRgb } from './color.rules.ts';
import { inkColorFromPhoto, labToHex } from './photo-color.rules.ts';

const lin = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const enc = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
};

/**
 * A generated photo: off-white paper with a swatch of `ink` (the ink takes away light: a
 * pixel is the paper times the ink's transmittance), lit with a colour cast, with noise and a
 * feathered edge, like a phone photo of a swatch card.
 */
function photo(ink: string, paper: [number, number, number], cast: [number, number, number]) {
  const w = 160;
  const h = 120;
  const px = new Uint8ClampedArray(w * h * 4);
  const inkRgb = hexToRgb(ink);
  const t = [lin(inkRgb.r), lin(inkRgb.g), lin(inkRgb.b)];
  let seed = 3;
  const noise = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32 - 0.5) * 0.02;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // a swatch in the middle, its edge feathered over 4 px
      const edge = Math.min(x - 40, 120 - x, y - 30, 90 - y);
      const cover = Math.max(0, Math.min(1, (edge + 2) / 4));
      for (let k = 0; k < 3; k++) {
        const base = lin(paper[k] ?? 255) * (cast[k] ?? 1);
        const inked = base * (1 - cover + cover * (t[k] ?? 1));
        px[(y * w + x) * 4 + k] = enc(inked * (1 + noise()));
      }
      px[(y * w + x) * 4 + 3] = 255;
    }
  }
  return { px, w, h };
}

const PAPER: [number, number, number] = [246, 241, 228]; // cream paper
const WARM: [number, number, number] = [1.0, 0.86, 0.64]; // tungsten-like
const COOL: [number, number, number] = [0.78, 0.9, 1.0]; // shade, overcast

describe('the ink colour read from a photo', () => {
  for (const ink of ['#1f4e79', '#8b1e3f', '#2e6b4f', '#c47a1b', '#5b3f8c', '#3a3a3a']) {
    for (const [name, cast] of [
      ['warm', WARM],
      ['cool', COOL],
    ] as const) {
      it(`recovers ${ink} on off-white paper under a ${name} cast within ΔE00 3`, () => {
        const { px, w, h } = photo(ink, PAPER, cast);
        const got = inkColorFromPhoto(px, w, h);
        expect(got).not.toBeNull();
        const de = deltaE2000(got?.lab ?? { l: 0, a: 0, b: 0 }, hexToLab(ink));
        expect(de, `${got?.hex} for ${ink}`).toBeLessThan(3);
      });
    }
  }

  it('finds no ink on a blank page', () => {
    const w = 50;
    const h = 50;
    const px = new Uint8ClampedArray(w * h * 4).fill(240);
    expect(inkColorFromPhoto(px, w, h)).toBeNull();
  });

  it('turns CIELAB back into the hex it came from', () => {
    for (const hex of ['#1f4e79', '#ffffff', '#000000', '#c47a1b']) {
      expect(labToHex(hexToLab(hex))).toBe(hex);
    }
  });
});
