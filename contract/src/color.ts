import type { ColorFamily } from './catalogue.ts';

/** Colour science shared by server and web. sRGB, D65 white, 2° observer. */
export type Lab = { l: number; a: number; b: number };
export type Rgb = { r: number; g: number; b: number };

const HEX = /^#?([0-9a-f]{6})$/i;

export function isHex(value: string): boolean {
  return HEX.test(value);
}

export function hexToRgb(hex: string): Rgb {
  const m = HEX.exec(hex);
  if (!m?.[1]) throw new Error(`Not a colour in #rrggbb form: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

// D65 reference white
const XN = 0.95047;
const YN = 1.0;
const ZN = 1.08883;

export function rgbToLab({ r, g, b }: Rgb): Lab {
  const R = linear(r);
  const G = linear(g);
  const B = linear(b);
  const x = (R * 0.4124564 + G * 0.3575761 + B * 0.1804375) / XN;
  const y = (R * 0.2126729 + G * 0.7151522 + B * 0.072175) / YN;
  const z = (R * 0.0193339 + G * 0.119192 + B * 0.9503041) / ZN;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

export function hexToLab(hex: string): Lab {
  return rgbToLab(hexToRgb(hex));
}

/** Rounds a Lab value for storage and display (two decimals). */
export function roundLab(lab: Lab): Lab {
  const r = (v: number) => Math.round(v * 100) / 100;
  return { l: r(lab.l), a: r(lab.a), b: r(lab.b) };
}

/** HSL hue in degrees, computed as Python's colorsys does (the demo data's rule used it). */
function hslHue({ r, g, b }: Rgb): number {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  if (max === min) return 0;
  const range = max - min;
  const rc = (max - R) / range;
  const gc = (max - G) / range;
  const bc = (max - B) / range;
  let h: number;
  if (R === max) h = bc - gc;
  else if (G === max) h = 2 + rc - bc;
  else h = 4 + gc - rc;
  let turn = (h / 6) % 1;
  if (turn < 0) turn += 1;
  return turn * 360;
}

/**
 * The colour family of a hex, by the rule the demo data was built with (data/README.md,
 * "colorFamily rule"), so new and synthetic inks are classed like the catalogue.
 */
export function colorFamilyOf(hex: string): ColorFamily {
  const rgb = hexToRgb(hex);
  const { l: L, a, b } = rgbToLab(rgb);
  const C = Math.hypot(a, b);
  const H = hslHue(rgb);
  if ((L < 35 && C < 10) || (L < 16 && C < 20)) return 'Black';
  if (L > 90 && C < 15) return 'White';
  if (C >= 6 && C < 20 && L < 60 && (H < 60 || H >= 330)) return 'Brown';
  if (C < 10) return 'Grey/Silver';
  if (H < 12 || H >= 345) {
    if (L >= 65) return 'Pink';
    if (H < 12 && L < 40 && C < 30) return 'Brown';
    return 'Red';
  }
  if (H < 40) {
    if (L >= 72 && C < 45) return 'Pink';
    if ((L < 52 && C < 45) || L < 40 || C < 30) return 'Brown';
    return 'Orange';
  }
  if (H < 65) return L < 58 || (C < 25 && L < 75) ? 'Brown' : 'Yellow/Gold';
  if (H < 163) return 'Green';
  if (H < 192) return 'Teal';
  if (H < 258) return 'Blue';
  if (H < 300) return 'Purple';
  if (H < 345) {
    if (L >= 50) return 'Pink';
    return H >= 335 ? 'Red' : 'Purple';
  }
  return 'Other';
}
