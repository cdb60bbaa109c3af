import { deltaE2000, rgbToLab, type Lab, type Rgb } from './color.rules.ts';

/**
 * The ink's colour read from a photo of a swatch, zod-free so the web app runs
 * it on the upload form's canvas and the server on stored images:
 *
 * 1. the paper: the brightest fifth of the pixels, their per-channel median (linear RGB);
 * 2. white balance: every pixel divided by the paper, channel by channel (von Kries in
 *    linear sRGB), so the paper becomes white whatever the light's cast or the paper's tint;
 * 3. the ink: pixels more than 12 (CIE76) from white after balancing, and of those the
 *    half farthest from white (the swatch's body, not its feathered edge);
 * 4. a robust centre: the median of L*, a* and b* separately.
 *
 * An ink on paper takes away light: a pixel is the paper times the ink's transmittance,
 * and the light's cast multiplies both, so dividing by the paper leaves the ink as a scan
 * on white paper shows it, the way catalogue swatches are read. Tests: photo-color.test.ts
 * (a known ink on off-white paper under a warm and a cool cast, within ΔE00 3).
 */
export type PhotoColor = {
  hex: string;
  lab: Lab;
  /** The share of the photo's pixels read as ink. */
  inkShare: number;
};

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const toEncoded = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
};

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

/** CIELAB (D65) back to an sRGB hex colour, clipped to the gamut. */
export function labToHex(lab: Lab): string {
  const fy = (lab.l + 16) / 116;
  const fx = fy + lab.a / 500;
  const fz = fy - lab.b / 200;
  const inv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const x = inv(fx) * 0.95047;
  const y = inv(fy);
  const z = inv(fz) * 1.08883;
  const r = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const g = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const b = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  return `#${[r, g, b].map((v) => toEncoded(v).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Reads the ink's colour from raw pixels (RGBA or RGB, row by row); null when no clear
 * ink is found (a blank page, a photo of something else).
 */
export function inkColorFromPhoto(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 3 | 4 = 4,
): PhotoColor | null {
  const count = width * height;
  if (count === 0 || pixels.length < count * channels) return null;
  const step = Math.max(1, Math.floor(count / 40_000)); // at most ~40,000 samples
  const lin: [number, number, number][] = [];
  for (let p = 0; p < count; p += step) {
    const i = p * channels;
    lin.push([
      toLinear(pixels[i] ?? 0),
      toLinear(pixels[i + 1] ?? 0),
      toLinear(pixels[i + 2] ?? 0),
    ]);
  }
  const luminance = (c: [number, number, number]) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  const byLight = [...lin].sort((x, y) => luminance(y) - luminance(x));
  const bright = byLight.slice(0, Math.max(1, Math.floor(byLight.length / 5)));
  const paper: [number, number, number] = [0, 1, 2].map((k) =>
    Math.max(1e-4, median(bright.map((c) => c[k as 0 | 1 | 2]))),
  ) as [number, number, number];

  const white: Lab = { l: 100, a: 0, b: 0 };
  const ink: { lab: Lab; distance: number }[] = [];
  for (const c of lin) {
    const balanced: Rgb = {
      r: toEncoded(c[0] / paper[0]),
      g: toEncoded(c[1] / paper[1]),
      b: toEncoded(c[2] / paper[2]),
    };
    const lab = rgbToLab(balanced);
    const distance = Math.hypot(lab.l - white.l, lab.a, lab.b);
    if (distance > 12) ink.push({ lab, distance });
  }
  if (ink.length < Math.max(20, lin.length * 0.02)) return null;
  ink.sort((x, y) => y.distance - x.distance);
  const core = ink.slice(0, Math.max(1, Math.ceil(ink.length / 2)));
  const lab: Lab = {
    l: median(core.map((p) => p.lab.l)),
    a: median(core.map((p) => p.lab.a)),
    b: median(core.map((p) => p.lab.b)),
  };
  return { hex: labToHex(lab), lab, inkShare: ink.length / lin.length };
}

/** How far a photo's colour is from the catalogue's (CIEDE2000, one decimal). */
export function photoDistance(photo: Lab, catalogue: Lab): number {
  return Math.round(deltaE2000(photo, catalogue) * 10) / 10;
}
