import { deltaE2000, rgbToLab, type Lab, type Rgb } from './color.rules.ts';
import { hexToRgb, rgbToHex } from './hex.rules.ts';

/**
 * Colour vision deficiency (CVD) simulation: how an ink's colour looks to a reader with
 * protanopia, deuteranopia or tritanopia, so the site can tell when two inks that plainly
 * differ would look alike to them. Zod-free, for server and web alike.
 *
 * The model is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
 * Simulation of Color Vision Deficiency", IEEE Transactions on Visualization and Computer
 * Graphics 15(6), 1291-1298 (doi:10.1109/TVCG.2009.113): one 3×3 matrix per deficiency. We use
 * the dichromat matrices (severity 1.0) from the paper's supplementary table
 * (inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html), the values that
 * colorspacious (`cvd.py`) and DaltonLens ship; vision.test.ts checks them entry by entry.
 *
 * The matrices act on LINEAR sRGB: decode the sRGB transfer curve, multiply, clip to [0, 1],
 * encode again. They model cone responses, which add light linearly, so applying them to
 * gamma-encoded values (as many copied snippets do) is wrong; DaltonLens's review of the open
 * source simulators (N. Burrus, "Review of Open Source Color Blindness Simulations", 2021,
 * daltonlens.org/opensource-cvd-simulation) makes that point and linearises first, as does
 * colorspacious ("sRGB1-linear"). Tritanopia is rare and its simulation the least well
 * validated of the three; the same review prefers Brettel, Viénot and Mollon (1997) for it. We
 * keep the one model for all three so the figures are comparable, and treat the tritan
 * figures as a guide.
 *
 * Rows of every matrix sum to 1 (to six decimals), so greys, white and black map to
 * themselves: a dichromat sees the same neutrals.
 */
import type { Vision } from './visions.rules.ts';

export { VISIONS, type Vision } from './visions.rules.ts';

/** Linear-light sRGB, each channel nominally in [0, 1] (D65 white = 1, 1, 1). */
export type LinearRgb = { r: number; g: number; b: number };

type Row = readonly [number, number, number];
type Matrix3 = readonly [Row, Row, Row];

/**
 * Machado et al. (2009), severity 1.0: row i gives output channel i (R′, G′, B′) from linear
 * R, G, B.
 */
export const MACHADO_2009: Readonly<Record<Exclude<Vision, 'none'>, Matrix3>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/**
 * Two inks "look alike" to a reader when their ΔE00 is below this. A ΔE00 of about 1 is the
 * textbook just-noticeable difference under ideal viewing; for swatches side by side on a
 * screen, where viewing is not ideal, 2-3 is where most people stop seeing a difference (the
 * common "perceptible at a glance" band; cf. `deltaEBand`, which calls < 2 "virtually the same"
 * and < 5 "very close"). We take 3, the top of that band, so a pair we flag really is hard to
 * tell apart, and pairs that plainly differ by 20 or more but collapse to under 3 are the ones
 * a colour-blind reader needs to be told about.
 */
export const LOOK_ALIKE_DELTA_E = 3;

const decode = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
/** Linear [0, 1] -> encoded sRGB on the 0-255 scale, unrounded (clipped to the gamut first). */
const encode = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
};
const clip01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * The Machado matrix applied to a linear-sRGB colour, exactly (floats, NOT clipped: a result
 * may fall a little outside [0, 1], as the matrices' negative entries allow; clip before
 * encoding). 'none' returns the colour unchanged.
 */
export function simulateLinear(rgb: LinearRgb, vision: Vision): LinearRgb {
  if (vision === 'none') return { ...rgb };
  const [m0, m1, m2] = MACHADO_2009[vision];
  const dot = (m: Row) => m[0] * rgb.r + m[1] * rgb.g + m[2] * rgb.b;
  return { r: dot(m0), g: dot(m1), b: dot(m2) };
}

/** An 8-bit sRGB colour as the reader with `vision` sees it (rounded to 0-255 integers). */
export function simulateRgb(rgb: Rgb, vision: Vision): Rgb {
  if (vision === 'none') return { ...rgb };
  const s = simulateLinear({ r: decode(rgb.r), g: decode(rgb.g), b: decode(rgb.b) }, vision);
  return { r: Math.round(encode(s.r)), g: Math.round(encode(s.g)), b: Math.round(encode(s.b)) };
}

/** A #rrggbb colour as the reader with `vision` sees it. */
export function simulateHex(hex: string, vision: Vision): string {
  return rgbToHex(simulateRgb(hexToRgb(hex), vision));
}

// sRGB (linear) -> XYZ, the matrix color.rules.ts's rgbToLab uses, and its exact inverse, so
// Lab -> linear sRGB -> Lab round-trips to rounding error. Its rows sum to the D65 white
// (0.95047, 1, 1.08883) that rgbToLab divides by.
const RGB_TO_XYZ: Matrix3 = [
  [0.4124564, 0.3575761, 0.1804375],
  [0.2126729, 0.7151522, 0.072175],
  [0.0193339, 0.119192, 0.9503041],
];
const XYZ_TO_RGB: Matrix3 = invert(RGB_TO_XYZ);
const XN = 0.95047;
const YN = 1.0;
const ZN = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

function invert([[a, b, c], [d, e, f], [g, h, i]]: Matrix3): Matrix3 {
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    [A / det, -(b * i - c * h) / det, (b * f - c * e) / det],
    [B / det, (a * i - c * g) / det, -(a * f - c * d) / det],
    [C / det, -(a * h - b * g) / det, (a * e - b * d) / det],
  ];
}

/**
 * CIELAB (D65) -> linear sRGB, the inverse of color.rules.ts's rgbToLab (CIE's ε = 216/24389
 * and κ = 24389/27). NOT clipped: colours outside the sRGB gamut give channels outside [0, 1].
 */
export function labToLinearRgb({ l, a, b }: Lab): LinearRgb {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inv = (t: number) => (t ** 3 > EPSILON ? t ** 3 : (116 * t - 16) / KAPPA);
  const x = inv(fx) * XN;
  const y = (l > KAPPA * EPSILON ? fy ** 3 : l / KAPPA) * YN;
  const z = inv(fz) * ZN;
  const [r0, r1, r2] = XYZ_TO_RGB;
  return {
    r: r0[0] * x + r0[1] * y + r0[2] * z,
    g: r1[0] * x + r1[1] * y + r1[2] * z,
    b: r2[0] * x + r2[1] * y + r2[2] * z,
  };
}

/** Linear sRGB (clipped to [0, 1]) -> CIELAB (D65), through color.rules.ts's rgbToLab. */
export function linearRgbToLab({ r, g, b }: LinearRgb): Lab {
  return rgbToLab({ r: encode(r), g: encode(g), b: encode(b) });
}

/**
 * A CIELAB colour as the reader with `vision` sees it: Lab -> linear sRGB, clipped to the
 * gamut (a screen can show no more), simulated, clipped again, back to Lab. Unrounded. 'none'
 * returns the colour itself.
 */
export function simulateLab(lab: Lab, vision: Vision): Lab {
  if (vision === 'none') return { ...lab };
  const lin = labToLinearRgb(lab);
  const s = simulateLinear({ r: clip01(lin.r), g: clip01(lin.g), b: clip01(lin.b) }, vision);
  return linearRgbToLab({ r: clip01(s.r), g: clip01(s.g), b: clip01(s.b) });
}

/** ΔE00 between two colours as the reader with `vision` sees them ('none': plain ΔE00). */
export function visionDeltaE(a: Lab, b: Lab, vision: Vision): number {
  if (vision === 'none') return deltaE2000(a, b);
  return deltaE2000(simulateLab(a, vision), simulateLab(b, vision));
}

/** Whether two inks look alike to the reader with `vision` (ΔE00 < LOOK_ALIKE_DELTA_E). */
export function looksAlike(a: Lab, b: Lab, vision: Vision): boolean {
  return visionDeltaE(a, b, vision) < LOOK_ALIKE_DELTA_E;
}
