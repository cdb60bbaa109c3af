import type { ColorFamily } from '../catalogue/catalogue.rules.ts';
import { hexToRgb, type Rgb } from './hex.rules.ts';

export { hexToRgb, rgbToHex, type Rgb } from './hex.rules.ts';

/** Colour science shared by server and web. sRGB, D65 white, 2° observer. */
export type Lab = { l: number; a: number; b: number };

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

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/**
 * CIEDE2000 colour difference (kL = kC = kH = 1), as written in Sharma, Wu and Dalal,
 * "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data,
 * and Mathematical Observations" (Color Research & Application 30(1), 2005), and checked
 * against that paper's 34 test pairs (color.test.ts). Symmetric in its arguments.
 */
export function deltaE2000(x: Lab, y: Lab): number {
  const c1 = Math.hypot(x.a, x.b);
  const c2 = Math.hypot(y.a, y.b);
  const cBar7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + POW25_7)));
  const a1 = (1 + g) * x.a;
  const a2 = (1 + g) * y.a;
  const c1p = Math.hypot(a1, x.b);
  const c2p = Math.hypot(a2, y.b);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / DEG;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(x.b, a1);
  const h2p = hue(y.b, a2);

  const dLp = y.l - x.l;
  const dCp = c2p - c1p;
  let dhp = 0;
  if (c1p * c2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin((dhp / 2) * DEG);

  const lBarP = (x.l + y.l) / 2;
  const cBarP = (c1p + c2p) / 2;
  let hBarP = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hBarP = (h1p + h2p) / 2;
    else hBarP = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hBarP - 30) * DEG) +
    0.24 * Math.cos(2 * hBarP * DEG) +
    0.32 * Math.cos((3 * hBarP + 6) * DEG) -
    0.2 * Math.cos((4 * hBarP - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hBarP - 275) / 25) ** 2));
  const cBarP7 = cBarP ** 7;
  const rC = 2 * Math.sqrt(cBarP7 / (cBarP7 + POW25_7));
  const lMinus50Sq = (lBarP - 50) ** 2;
  const sL = 1 + (0.015 * lMinus50Sq) / Math.sqrt(20 + lMinus50Sq);
  const sC = 1 + 0.045 * cBarP;
  const sH = 1 + 0.015 * cBarP * t;
  const rT = -Math.sin(2 * dTheta * DEG) * rC;
  const l = dLp / sL;
  const c = dCp / sC;
  const h = dHp / sH;
  return Math.sqrt(l * l + c * c + h * h + rT * c * h);
}

/** ΔE2000 bands: what people call a difference of that size. */
export function deltaEBand(
  de: number,
): 'virtually the same' | 'very close' | 'same family' | 'different' {
  if (de < 2) return 'virtually the same';
  if (de < 5) return 'very close';
  if (de < 10) return 'same family';
  return 'different';
}

/**
 * A plain-words hint for how `other` differs from `base`, from their CIELAB difference:
 * "a shade darker", "a touch greener", ... (at most two phrases, the largest first).
 */
export function differenceInWords(base: Lab, other: Lab): string {
  const parts: { size: number; words: string }[] = [];
  const amount = (d: number) => (d < 3 ? 'a touch' : d < 8 ? 'a shade' : 'much');
  const dL = other.l - base.l;
  const da = other.a - base.a;
  const db = other.b - base.b;
  if (Math.abs(dL) >= 1.5)
    parts.push({
      size: Math.abs(dL),
      words: `${amount(Math.abs(dL))} ${dL > 0 ? 'lighter' : 'darker'}`,
    });
  if (Math.abs(da) >= 1.5)
    parts.push({
      size: Math.abs(da),
      words: `${amount(Math.abs(da))} ${da > 0 ? 'redder' : 'greener'}`,
    });
  if (Math.abs(db) >= 1.5)
    parts.push({
      size: Math.abs(db),
      words: `${amount(Math.abs(db))} ${db > 0 ? 'yellower' : 'bluer'}`,
    });
  const chroma = Math.hypot(other.a, other.b) - Math.hypot(base.a, base.b);
  if (Math.abs(chroma) >= 3)
    parts.push({
      size: Math.abs(chroma) * 0.8,
      words: `${amount(Math.abs(chroma))} ${chroma > 0 ? 'more vivid' : 'more muted'}`,
    });
  if (parts.length === 0) return 'practically the same colour';
  return parts
    .sort((p, q) => q.size - p.size)
    .slice(0, 2)
    .map((p) => p.words)
    .join(', ');
}
