import { PLAIN_CONFIDENCE_CAP, deltaE2000, roundLab, type Lab } from '@inklore/contract';
import sharp from 'sharp';
import { detectCard, type CardDetection, type Homography } from './card-detect.ts';
import {
  BLANK_MARGINS,
  INK_AREA,
  INK_INSET,
  PATCHES,
  PATCH_INSET,
  inset,
  srgbToLinear,
  type Rect,
} from './card-layout.ts';

/**
 * The ink's colour measured from a photo of the swatch card: the public
 * entry points, pure apart from sharp's decoding.
 *
 * With the card (card-detect.ts finds it and its homography):
 *
 * 1. each neutral patch's interior (PATCH_INSET inside its edges, through the homography): the
 *    median of each channel, in linear sRGB;
 * 2. a tone correction per channel, through the four points (measured linear value -> nominal
 *    reflectance): piecewise linear in log-log, so any exposure gain and any power-law tone
 *    curve (a phone's contrast) is undone exactly and a bent curve nearly so; below the darkest
 *    patch (15 %) and above the paper it extends its last segment. The PAPER IS WHITE: its
 *    patch maps to reflectance 1 (L* = 100), as the uncalibrated reader (contract
 *    photo-color.rules.ts) and a scan balanced on its paper have it, so an ink reads as on
 *    white paper, the way the catalogue's swatches read, whatever the paper's tint; the greys
 *    are read relative to the paper (card-layout.ts). The cast, the exposure and the tone curve
 *    go together in one table of 256 entries per channel;
 * 3. the ink area (INK_INSET inside its frame), sampled on a grid in card millimetres (so a
 *    tilted card counts each millimetre once): a sample is ink when it is more than 12 (CIE76)
 *    from white after correction, as the uncalibrated reader has it; the ink mask is eroded by
 *    half a millimetre so the swatch's feathered edge, half paper, does not count;
 * 4. the body colour: the median of L*, a* and b* separately; its spread: the median ΔE00 of
 *    the ink samples from it; the light and dark ends (shading): the median colour of the
 *    samples between the 87.5th and 92.5th, and the 7.5th and 12.5th, percentiles of L*, L*
 *    taken as the mean over about 1.5 mm around each sample (a swatch's shading changes over
 *    millimetres, a photo's noise from pixel to pixel: ranked by their own L*, a flat ink's
 *    "ends" would be its noise);
 * 5. the sheen, when asked: among ink samples of some chroma (C* >= 10), a cluster of hues more
 *    than 35° from the body's holding at least 3 % of the ink; its median colour, and the body
 *    measured again without it;
 * 6. the confidence, from 1: less 0.35 when the exposure is clipped; less up to 0.4 as the
 *    least uniform patch's spread goes from 1.5 to 6 ΔE00 (a patch's spread: the largest ΔE00
 *    between the medians of its six parts, 3 x 2, after correction; the noise of a phone photo
 *    averages out of such medians, glare, a shadow's edge or a stain does not); less up to 0.3
 *    as the patches bend from one power law (0.06 to 0.25 in log units: glare or shade on
 *    some of them); less up to 0.3 as the paper's light differs across the card (the blank
 *    margins left and right of the ink against the paper patch, 6 % to 30 %: a shadow, a lamp
 *    to one side; the ink is lit otherwise than the patches); less 0.15 when a segment of the
 *    fit is steeper than 2 or flatter than 0.5; less 0.2 when a tenth of the ink area is out of
 *    the frame, or the ink has under 300 samples.
 *
 * When the card is found but a channel's patches are not in order (a shadow or glare across the
 * strip), its paper patch alone white-balances the ink area: calibrated false. Without a card:
 * white balance from the paper alone, as photo-color.rules.ts's inkColorFromPhoto does (the
 * brightest fifth of the samples, per-channel median, every sample divided by it), then the
 * same ink measures over the whole photo (which should show the swatch on its paper, as that
 * reader assumes). Either way calibrated is false and the confidence at most
 * PLAIN_CONFIDENCE_CAP (0.35, contract swatch-range.rules.ts), halved when clipped.
 *
 * Tests: swatch-card.test.ts. Bench: server/bench/swatch-card.bench.ts.
 */

export type SwatchChecks = {
  cardFound: boolean;
  /** Exposure clipped: a channel of the paper patch (or of many ink-area samples) at 254 or more. */
  clipped: boolean;
  /**
   * The patches' mean within-patch spread, ΔE00: for each patch, the largest difference between
   * the medians of its six parts after correction (0.3 to 1.5 for an evenly lit card in a
   * phone's noise); 0 without a card.
   */
  uniformity: number;
};

export type SwatchMeasurement = {
  /** The card was found and its correction applied. */
  calibrated: boolean;
  /** The ink's body colour: the median in CIELAB after correction. */
  lab: Lab;
  /** How much the ink's samples vary: their median ΔE00 from `lab` (2 decimals). */
  spread: number;
  /** The ink's light and dark ends: the median colours at the 90th and 10th percentiles of L*. */
  light: Lab;
  dark: Lab;
  /** A distinct second colour in the ink (only when asked), else null. */
  sheen: Lab | null;
  /** 0..1 (2 decimals): card found, not clipped, patches uniform; a plain photo at most 0.35. */
  confidence: number;
  checks: SwatchChecks;
};

export type SwatchOptions = { sheen?: boolean };

/** Decoded photos are fitted within this many pixels (libjpeg shrinks on load). */
const MAX_SIDE = 1200;
/** At most this many ink samples (a plain photo: the whole frame) are measured. */
const MAX_INK_SAMPLES = 40_000;
/** Samples per patch (its six parts share them: medians of ~200 each, where noise averages out). */
const PATCH_SAMPLES = 1200;
/** CIE76 distance from white beyond which a sample is ink (as contract photo-color.rules.ts). */
const INK_DISTANCE = 12;
const CLIPPED_LEVEL = 254;
const SHEEN = {
  minChroma: 10,
  minHueDifference: 35,
  minShare: 0.03,
  clusterHalfWidth: 25,
} as const;

const DECODE = (() => {
  const t = new Float64Array(256);
  for (let v = 0; v < 256; v++) t[v] = srgbToLinear(v / 255);
  return t;
})();

// CIELAB from linear sRGB, float in and out: the constants of contract color.rules.ts's rgbToLab
// (the sRGB matrix of IEC 61966-2-1, D65 white), without its 8-bit encoding step.
const XN = 0.95047;
const ZN = 1.08883;
const LAB_EPSILON = 216 / 24389;
const LAB_KAPPA_116 = 24389 / 27 / 116;
const fLab = (t: number) => (t > LAB_EPSILON ? Math.cbrt(t) : t * LAB_KAPPA_116 + 16 / 116);

/** CIELAB (D65) of a linear sRGB colour (channels clipped at 0; white = 1, 1, 1). */
export function labFromLinear(r: number, g: number, b: number): Lab {
  const out = coloursOf(1);
  labInto(r, g, b, out, 0);
  return { l: out.l[0] ?? 0, a: out.a[0] ?? 0, b: out.b[0] ?? 0 };
}

/** labFromLinear written into column arrays at index i (no object per sample). */
function labInto(r: number, g: number, b: number, out: Colours, i: number): void {
  const R = r > 0 ? r : 0;
  const G = g > 0 ? g : 0;
  const B = b > 0 ? b : 0;
  const fx = fLab((R * 0.4124564 + G * 0.3575761 + B * 0.1804375) / XN);
  const fy = fLab(R * 0.2126729 + G * 0.7151522 + B * 0.072175);
  const fz = fLab((R * 0.0193339 + G * 0.119192 + B * 0.9503041) / ZN);
  out.l[i] = 116 * fy - 16;
  out.a[i] = 500 * (fx - fy);
  out.b[i] = 200 * (fy - fz);
}

/** Three tables, raw 8-bit value -> corrected linear value, one per channel. */
type Correction = [Float64Array, Float64Array, Float64Array];

/** Sample points: pixel offsets (index x channels; -1 off the frame) on an nu x nv grid. */
type Grid = { offsets: Int32Array; nu: number; nv: number; stepMm: number };

/** A grid over a card rectangle, about one sample per image pixel, at most `max`. */
function cardGrid(
  card: CardDetection,
  r: Rect,
  max: number,
  width: number,
  height: number,
  channels: number,
): Grid {
  const stepMm = Math.max(1 / card.pxPerMm, Math.sqrt((r.w * r.h) / max));
  const nu = Math.max(1, Math.floor(r.w / stepMm));
  const nv = Math.max(1, Math.floor(r.h / stepMm));
  const h: Homography = card.homography;
  const offsets = new Int32Array(nu * nv);
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0, h8 = 1] = h;
  for (let j = 0; j < nv; j++) {
    const v = r.y + ((j + 0.5) * r.h) / nv;
    for (let i = 0; i < nu; i++) {
      const u = r.x + ((i + 0.5) * r.w) / nu;
      const w = h6 * u + h7 * v + h8;
      const x = Math.round((h0 * u + h1 * v + h2) / w);
      const y = Math.round((h3 * u + h4 * v + h5) / w);
      offsets[j * nu + i] =
        x < 0 || y < 0 || x >= width || y >= height ? -1 : (y * width + x) * channels;
    }
  }
  return { offsets, nu, nv, stepMm };
}

/** A grid over the whole frame, every `stride` pixels. */
function frameGrid(width: number, height: number, channels: number, max: number): Grid {
  const stride = Math.max(1, Math.ceil(Math.sqrt((width * height) / max)));
  const nu = Math.ceil(width / stride);
  const nv = Math.ceil(height / stride);
  const offsets = new Int32Array(nu * nv);
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) offsets[j * nu + i] = (j * stride * width + i * stride) * channels;
  }
  return { offsets, nu, nv, stepMm: NaN };
}

/**
 * The median of 8-bit values from a histogram, interpolated within the median's level (the
 * grouped median), so noise averages below one level.
 */
function histogramMedian(hist: Uint32Array, n: number): number {
  if (n === 0) return NaN;
  const half = n / 2;
  let below = 0;
  for (let v = 0; v < 256; v++) {
    const c = hist[v] ?? 0;
    if (below + c >= half) return v - 0.5 + (half - below) / c;
    below += c;
  }
  return 255;
}

/** Each channel's median encoded value (0..255, fractional) over the valid offsets. */
function channelMedians(pixels: ArrayLike<number>, offsets: Int32Array): [number, number, number] {
  const r = new Uint32Array(256);
  const g = new Uint32Array(256);
  const b = new Uint32Array(256);
  let n = 0;
  for (const o of offsets) {
    if (o < 0) continue;
    n++;
    const vr = pixels[o] ?? 0;
    const vg = pixels[o + 1] ?? 0;
    const vb = pixels[o + 2] ?? 0;
    r[vr] = (r[vr] ?? 0) + 1;
    g[vg] = (g[vg] ?? 0) + 1;
    b[vb] = (b[vb] ?? 0) + 1;
  }
  return [histogramMedian(r, n), histogramMedian(g, n), histogramMedian(b, n)];
}

/** Linear luminance (ITU-R BT.709, as sRGB) of encoded channel values. */
const luminanceOf = ([r, g, b]: readonly number[]) =>
  0.2126 * decodeFloat(r ?? 0) + 0.7152 * decodeFloat(g ?? 0) + 0.0722 * decodeFloat(b ?? 0);

const decodeFloat = (v: number) => srgbToLinear(Math.min(255, Math.max(0, v)) / 255);

/**
 * The tone correction as fitted: the tables; whether every segment's slope is plausible; and how
 * far the four points bend from one power law (the largest residual, in log units, from each
 * channel's least-squares line in log-log: 0 for gain and gamma alone, a few hundredths for a
 * phone's gentle S-curve, far more when glare or a shadow falls on one patch).
 */
type ToneFit = { correction: Correction; plausible: boolean; bend: number };

/**
 * Per channel, the piecewise-linear map in log-log through (measured, nominal) of the four
 * patches; null when a channel's patches are not in order (a shadow or glare across the strip).
 */
function fitTone(measured: [number, number, number][]): ToneFit | null {
  const nominal = PATCHES.map((p) => Math.log(p.reflectance));
  let plausible = true;
  let bend = 0;
  const tables: Float64Array[] = [];
  for (let c = 0; c < 3; c++) {
    // darkest first: x ascending
    const xs = measured.map((m) => Math.log(Math.max(1e-6, m[c] ?? 0))).reverse();
    const ys = [...nominal].reverse();
    bend = Math.max(bend, lineResidual(xs, ys));
    const slopes: number[] = [];
    for (let k = 0; k + 1 < xs.length; k++) {
      const dx = (xs[k + 1] ?? 0) - (xs[k] ?? 0);
      if (!(dx > 0.01)) return null;
      const s = ((ys[k + 1] ?? 0) - (ys[k] ?? 0)) / dx;
      if (s < 0.5 || s > 2) plausible = false;
      slopes.push(s);
    }
    const table = new Float64Array(256);
    for (let v = 0; v < 256; v++) {
      const x = Math.log(Math.max(1e-6, DECODE[v] ?? 0));
      let k = 0;
      while (k < slopes.length - 1 && x > (xs[k + 1] ?? 0)) k++;
      let s = slopes[k] ?? 1;
      // past the darkest patch or the paper, the outer segment goes on, its slope kept within reason
      if (x < (xs[0] ?? 0) || x > (xs[xs.length - 1] ?? 0)) s = Math.min(3, Math.max(0.33, s));
      table[v] = Math.exp((ys[k] ?? 0) + (x - (xs[k] ?? 0)) * s);
    }
    tables.push(table);
  }
  const [r, g, b] = tables;
  if (!r || !g || !b) return null;
  return { correction: [r, g, b], plausible, bend };
}

/** The largest distance (in y) of the points from their least-squares line. */
function lineResidual(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((t, v) => t + v, 0) / n;
  const my = ys.reduce((t, v) => t + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += ((xs[i] ?? 0) - mx) * ((ys[i] ?? 0) - my);
    sxx += ((xs[i] ?? 0) - mx) ** 2;
  }
  const k = sxx > 0 ? sxy / sxx : 0;
  let worst = 0;
  for (let i = 0; i < n; i++) {
    worst = Math.max(worst, Math.abs((ys[i] ?? 0) - my - k * ((xs[i] ?? 0) - mx)));
  }
  return worst;
}

/** White balance on `white` (linear, per channel): every value divided by it (von Kries). */
function whiteBalance(white: [number, number, number]): Correction {
  const tables = white.map((w) => {
    const t = new Float64Array(256);
    for (let v = 0; v < 256; v++) t[v] = (DECODE[v] ?? 0) / Math.max(1e-4, w);
    return t;
  });
  return tables as Correction;
}

/** Corrected CIELAB of the sample at offset o, written at index i of the columns. */
function sampleLab(
  pixels: ArrayLike<number>,
  o: number,
  k: Correction,
  out: Colours,
  i: number,
): void {
  labInto(
    k[0][pixels[o] ?? 0] ?? 0,
    k[1][pixels[o + 1] ?? 0] ?? 0,
    k[2][pixels[o + 2] ?? 0] ?? 0,
    out,
    i,
  );
}

/**
 * The k-th smallest value (0-based) of a, which it reorders: Hoare's selection with a
 * median-of-three pivot, O(n) on average (C. A. R. Hoare, "Algorithm 65: Find", CACM 4(7), 1961).
 */
function select(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    const x = a[lo] ?? 0;
    const y = a[mid] ?? 0;
    const z = a[hi] ?? 0;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] ?? 0) < pivot) i++;
      while ((a[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const t = a[i] ?? 0;
        a[i] = a[j] ?? 0;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k] ?? NaN;
  }
  return a[k] ?? NaN;
}

/** The q-quantile of values (nearest rank), without reordering them. */
const quantile = (values: Float64Array, q: number) =>
  values.length === 0
    ? NaN
    : select(
        Float64Array.from(values),
        Math.min(values.length - 1, Math.max(0, Math.floor(q * values.length))),
      );

function median(values: Float64Array): number {
  const n = values.length;
  if (n === 0) return NaN;
  const s = Float64Array.from(values);
  const upper = select(s, n >> 1);
  if (n % 2) return upper;
  // the lower middle is the largest of the part select left below it
  let lower = -Infinity;
  for (let i = 0; i < n >> 1; i++) if ((s[i] ?? 0) > lower) lower = s[i] ?? 0;
  return (lower + upper) / 2;
}

/**
 * Colours of many samples, column by column; `rank` is each sample's L* smoothed over its
 * neighbours (shading is slow, noise is not: the ends are chosen by it).
 */
type Colours = { l: Float64Array; a: Float64Array; b: Float64Array; rank: Float64Array; n: number };

function coloursOf(n: number): Colours {
  return {
    l: new Float64Array(n),
    a: new Float64Array(n),
    b: new Float64Array(n),
    rank: new Float64Array(n),
    n,
  };
}

function pick(c: Colours, keep: (i: number) => boolean): Colours {
  let n = 0;
  for (let i = 0; i < c.n; i++) if (keep(i)) n++;
  const out = coloursOf(n);
  for (let i = 0, j = 0; i < c.n; i++) {
    if (!keep(i)) continue;
    out.l[j] = c.l[i] ?? 0;
    out.a[j] = c.a[i] ?? 0;
    out.b[j] = c.b[i] ?? 0;
    out.rank[j] = c.rank[i] ?? 0;
    j++;
  }
  return out;
}

const medianLab = (c: Colours): Lab => ({ l: median(c.l), a: median(c.a), b: median(c.b) });

/** The median ΔE00 of (at most ~3,000 evenly spread) samples from a colour. */
function medianDistance(c: Colours, from: Lab): number {
  const step = Math.max(1, Math.floor(c.n / 3000));
  const d = new Float64Array(Math.ceil(c.n / step));
  for (let i = 0, j = 0; i < c.n; i += step, j++) {
    d[j] = deltaE2000({ l: c.l[i] ?? 0, a: c.a[i] ?? 0, b: c.b[i] ?? 0 }, from);
  }
  return median(d);
}

/** What the ink area (or the frame) holds: the ink samples, and the raw exposure's state. */
type InkSamples = { ink: Colours; clippedShare: number; validShare: number };

/**
 * Every grid sample corrected to CIELAB; those more than INK_DISTANCE from white are ink; the
 * mask eroded by `erode` grid steps (the feathered edge), unless that leaves under half of it.
 */
function inkSamples(
  pixels: ArrayLike<number>,
  grid: Grid,
  k: Correction,
  erode: number,
  smooth: number,
): InkSamples {
  const { offsets, nu, nv } = grid;
  const n = nu * nv;
  const all = coloursOf(n);
  const mask = new Uint8Array(n);
  let valid = 0;
  let clipped = 0;
  let inked = 0;
  for (let i = 0; i < n; i++) {
    const o = offsets[i] ?? -1;
    if (o < 0) continue;
    valid++;
    const r = pixels[o] ?? 0;
    const g = pixels[o + 1] ?? 0;
    const b = pixels[o + 2] ?? 0;
    if (r >= CLIPPED_LEVEL || g >= CLIPPED_LEVEL || b >= CLIPPED_LEVEL) clipped++;
    sampleLab(pixels, o, k, all, i);
    const l = all.l[i] ?? 100;
    if (Math.hypot(100 - l, all.a[i] ?? 0, all.b[i] ?? 0) > INK_DISTANCE) {
      mask[i] = 1;
      inked++;
    }
  }
  let keep: Uint8Array = mask;
  if (erode > 0 && inked > 0) {
    const eroded = erodeMask(mask, nu, nv, erode);
    let left = 0;
    for (const m of eroded) left += m;
    if (left >= inked / 2) keep = eroded;
  }
  smoothRank(all, keep, nu, nv, smooth);
  return {
    ink: pick(all, (i) => keep[i] === 1),
    clippedShare: valid ? clipped / valid : 0,
    validShare: n ? valid / n : 0,
  };
}

/** Each kept sample's rank: the mean L* of the kept samples within `r` grid steps (a box, by an integral image). */
function smoothRank(c: Colours, keep: Uint8Array, nu: number, nv: number, r: number): void {
  const stride = nu + 1;
  const sum = new Float64Array(stride * (nv + 1));
  const count = new Float64Array(stride * (nv + 1));
  for (let j = 0; j < nv; j++) {
    let rowSum = 0;
    let rowCount = 0;
    for (let i = 0; i < nu; i++) {
      const p = j * nu + i;
      if (keep[p]) {
        rowSum += c.l[p] ?? 0;
        rowCount++;
      }
      const q = (j + 1) * stride + i + 1;
      sum[q] = (sum[q - stride] ?? 0) + rowSum;
      count[q] = (count[q - stride] ?? 0) + rowCount;
    }
  }
  for (let j = 0; j < nv; j++) {
    const j0 = Math.max(0, j - r);
    const j1 = Math.min(nv, j + r + 1);
    for (let i = 0; i < nu; i++) {
      const p = j * nu + i;
      if (!keep[p]) continue;
      const i0 = Math.max(0, i - r);
      const i1 = Math.min(nu, i + r + 1);
      const box = (t: Float64Array) =>
        (t[j1 * stride + i1] ?? 0) -
        (t[j0 * stride + i1] ?? 0) -
        (t[j1 * stride + i0] ?? 0) +
        (t[j0 * stride + i0] ?? 0);
      c.rank[p] = box(sum) / box(count);
    }
  }
}

/** A binary grid eroded by a square of side 2r + 1 (separable: rows, then columns). */
function erodeMask(mask: Uint8Array, nu: number, nv: number, r: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) {
      let all = 1;
      for (let d = -r; d <= r && all; d++) {
        const x = i + d;
        if (x < 0 || x >= nu || !mask[j * nu + x]) all = 0;
      }
      rows[j * nu + i] = all;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) {
      let all = 1;
      for (let d = -r; d <= r && all; d++) {
        const y = j + d;
        if (y < 0 || y >= nv || !rows[y * nu + i]) all = 0;
      }
      out[j * nu + i] = all;
    }
  }
  return out;
}

const hueOf = (a: number, b: number) => (Math.atan2(b, a) * 180) / Math.PI;
const hueDistance = (h1: number, h2: number) => {
  const d = Math.abs(h1 - h2) % 360;
  return d > 180 ? 360 - d : d;
};

/** A cluster of far hues among the ink (see the module's step 5): its sample indices, or null. */
function sheenCluster(ink: Colours, body: Lab): Uint8Array | null {
  const bodyChroma = Math.hypot(body.a, body.b);
  const bodyHue = hueOf(body.a, body.b);
  const bins = new Uint32Array(36);
  const hues = new Float64Array(ink.n).fill(NaN);
  for (let i = 0; i < ink.n; i++) {
    const a = ink.a[i] ?? 0;
    const b = ink.b[i] ?? 0;
    if (Math.hypot(a, b) < SHEEN.minChroma) continue;
    const h = hueOf(a, b);
    // a grey ink has no hue of its own: any coloured cluster is far from it
    if (bodyChroma >= 5 && hueDistance(h, bodyHue) <= SHEEN.minHueDifference) continue;
    hues[i] = h;
    const bin = Math.floor((((h % 360) + 360) % 360) / 10) % 36;
    bins[bin] = (bins[bin] ?? 0) + 1;
  }
  let peak = 0;
  for (let i = 1; i < 36; i++) if ((bins[i] ?? 0) > (bins[peak] ?? 0)) peak = i;
  if ((bins[peak] ?? 0) === 0) return null;
  const centre = peak * 10 + 5;
  const member = new Uint8Array(ink.n);
  let count = 0;
  for (let i = 0; i < ink.n; i++) {
    const h = hues[i] ?? NaN;
    if (!Number.isNaN(h) && hueDistance(h, centre) <= SHEEN.clusterHalfWidth) {
      member[i] = 1;
      count++;
    }
  }
  return count >= SHEEN.minShare * ink.n ? member : null;
}

/** The colour measures of the ink samples (enough of them: enoughInk). */
function inkMeasures(
  samples: Colours,
  opts: SwatchOptions,
): Pick<SwatchMeasurement, 'lab' | 'spread' | 'light' | 'dark' | 'sheen'> {
  let ink = samples;
  let lab = medianLab(ink);
  let sheen: Lab | null = null;
  if (opts.sheen) {
    const cluster = sheenCluster(ink, lab);
    if (cluster) {
      sheen = medianLab(pick(ink, (i) => cluster[i] === 1));
      ink = pick(ink, (i) => cluster[i] === 0);
      lab = medianLab(ink);
    }
  }
  const band = (lo: number, hi: number): Lab => {
    const from = quantile(ink.rank, lo);
    const to = quantile(ink.rank, hi);
    const part = pick(ink, (i) => (ink.rank[i] ?? 0) >= from && (ink.rank[i] ?? 0) <= to);
    return part.n > 0 ? medianLab(part) : lab;
  };
  return {
    lab: roundLab(lab),
    spread: Math.round(medianDistance(ink, lab) * 100) / 100,
    light: roundLab(band(0.875, 0.925)),
    dark: roundLab(band(0.075, 0.125)),
    sheen: sheen ? roundLab(sheen) : null,
  };
}

/** Too few ink samples to measure: fewer than this, or under 2 % of the area's (as photo-color.rules.ts). */
const enoughInk = (ink: Colours, area: number) => ink.n >= Math.max(20, 0.02 * area);

/** 0 below `from`, 1 above `to`, linear between. */
const ramp = (v: number, from: number, to: number) =>
  Math.min(1, Math.max(0, (v - from) / (to - from)));

/** A rectangle cut into 3 x 2 parts (a spot in its middle lights the middle parts only). */
function parts(r: Rect): Rect[] {
  const w = r.w / 3;
  const h = r.h / 2;
  return [0, 1, 2].flatMap((i) => [0, 1].map((j) => ({ x: r.x + i * w, y: r.y + j * h, w, h })));
}

const round2 = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 100) / 100;

/** The card's reading: patches, correction, ink area; null when the ink area holds no ink. */
function measureOnCard(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  card: CardDetection,
  opts: SwatchOptions,
): SwatchMeasurement | null {
  // each patch's interior in six parts: all together for the fit, apart for uniformity
  const patchParts = PATCHES.map((p) =>
    parts(inset(p.rect, PATCH_INSET)).map((q) =>
      cardGrid(card, q, PATCH_SAMPLES / 6, width, height, channels),
    ),
  );
  const encoded = patchParts.map((qs) =>
    channelMedians(pixels, Int32Array.from(qs.flatMap((g) => Array.from(g.offsets)))),
  );
  const measured = encoded.map((e) => e.map(decodeFloat) as [number, number, number]);
  const paperRaw = encoded[0] ?? [0, 0, 0];
  const fit = fitTone(measured);
  const correction = fit?.correction ?? whiteBalance(measured[0] ?? [1, 1, 1]);

  // each patch's spread after correction: the largest ΔE00 between its parts' medians (noise
  // averages out of a median of ~200 samples; a shadow, glare or a stain does not)
  const spreads = patchParts.map((qs) => {
    const medians = qs.map((g) => {
      const c = coloursOf(g.offsets.length);
      let n = 0;
      for (const o of g.offsets) if (o >= 0) sampleLab(pixels, o, correction, c, n++);
      return n ? medianLab(pick(c, (i) => i < n)) : null;
    });
    let worst = 0;
    for (const [i, p] of medians.entries()) {
      for (const q of medians.slice(i + 1)) {
        worst = Math.max(worst, p && q ? deltaE2000(p, q) : 100);
      }
    }
    return worst;
  });
  const uniformity = Math.round((spreads.reduce((t, v) => t + v, 0) / spreads.length) * 100) / 100;
  const worstPatch = Math.max(...spreads);

  // the light across the card: the blank margins left and right of the ink against the paper
  // patch (a phone's shadow, a lamp to one side)
  const paperLight = [PATCHES[0]?.rect ?? INK_AREA, ...BLANK_MARGINS].map((r) =>
    luminanceOf(
      channelMedians(
        pixels,
        cardGrid(card, inset(r, 1), PATCH_SAMPLES, width, height, channels).offsets,
      ),
    ),
  );
  const uneven = Math.max(...paperLight) / Math.max(1e-6, Math.min(...paperLight)) - 1;

  const area = inset(INK_AREA, INK_INSET);
  const grid = cardGrid(card, area, MAX_INK_SAMPLES, width, height, channels);
  const erode = Math.max(1, Math.round(0.5 / grid.stepMm));
  const smooth = Math.max(1, Math.round(0.75 / grid.stepMm));
  const { ink, clippedShare, validShare } = inkSamples(pixels, grid, correction, erode, smooth);
  if (!enoughInk(ink, grid.nu * grid.nv)) return null;
  const measures = inkMeasures(ink, opts);

  const clipped = paperRaw.some((v) => v >= CLIPPED_LEVEL) || clippedShare > 0.05;
  const checks: SwatchChecks = { cardFound: true, clipped, uniformity };
  if (!fit) {
    return {
      ...measures,
      calibrated: false,
      confidence: uncalibratedConfidence(clipped, ink.n),
      checks,
    };
  }
  let confidence = 1;
  if (clipped) confidence -= 0.35;
  // the penalties of step 6 (the module's comment)
  confidence -= 0.4 * ramp(worstPatch, 1.5, 6);
  confidence -= 0.3 * ramp(fit.bend, 0.06, 0.25);
  confidence -= 0.3 * ramp(uneven, 0.06, 0.3);
  if (!fit.plausible) confidence -= 0.15;
  if (validShare < 0.9) confidence -= 0.2;
  if (ink.n < 300) confidence -= 0.2;
  return { ...measures, calibrated: true, confidence: round2(confidence), checks };
}

const uncalibratedConfidence = (clipped: boolean, inkSamplesCount: number) =>
  round2(PLAIN_CONFIDENCE_CAP * (clipped ? 0.5 : 1) * (inkSamplesCount < 300 ? 0.6 : 1));

/** Linear luminance of each 8-bit value, per channel weight (ITU-R BT.709, as sRGB). */
const LUMA = [0.2126, 0.7152, 0.0722].map((w) => DECODE.map((v) => v * w));

/** A frame whose brightest fifth is darker than this (linear luminance) has no paper in it. */
const MIN_PAPER = 0.15;

/** The fallback: white balance from the brightest fifth (inkColorFromPhoto's paper), the whole frame measured. */
function measurePlain(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  opts: SwatchOptions,
): SwatchMeasurement | null {
  const grid = frameGrid(width, height, channels, MAX_INK_SAMPLES);
  const lum = new Float64Array(grid.offsets.length);
  grid.offsets.forEach((o, i) => {
    lum[i] =
      (LUMA[0]?.[pixels[o] ?? 0] ?? 0) +
      (LUMA[1]?.[pixels[o + 1] ?? 0] ?? 0) +
      (LUMA[2]?.[pixels[o + 2] ?? 0] ?? 0);
  });
  const threshold = quantile(lum, 0.8);
  const bright = grid.offsets.filter((_, i) => (lum[i] ?? 0) >= threshold);
  const paperRaw = channelMedians(pixels, bright);
  const paperLinear = paperRaw.map(decodeFloat) as [number, number, number];
  // no paper to balance from (a dark frame, a lens cap): nothing can be read as ink
  if (0.2126 * paperLinear[0] + 0.7152 * paperLinear[1] + 0.0722 * paperLinear[2] < MIN_PAPER)
    return null;
  const correction = whiteBalance(paperLinear);
  const { ink } = inkSamples(pixels, grid, correction, 1, 1);
  if (!enoughInk(ink, grid.offsets.length)) return null;
  const measures = inkMeasures(ink, opts);
  const clipped = paperRaw.some((v) => v >= CLIPPED_LEVEL);
  return {
    ...measures,
    calibrated: false,
    confidence: uncalibratedConfidence(clipped, ink.n),
    checks: { cardFound: false, clipped, uniformity: 0 },
  };
}

/**
 * Measures the ink in a photo's raw pixels (RGB or RGBA, row-major, 8 bits): on the card when
 * one is found, else from the paper alone. Null when no ink is found at all (a blank page, an
 * empty card, a photo of something else).
 */
export function measureSwatchPixels(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 3 | 4,
  opts: SwatchOptions = {},
): SwatchMeasurement | null {
  if (width <= 0 || height <= 0 || pixels.length < width * height * channels) return null;
  const card = detectCard(pixels, width, height, channels);
  if (card) return measureOnCard(pixels, width, height, channels, card, opts);
  return measurePlain(pixels, width, height, channels, opts);
}

/** Larger images are refused before decoding (as media/images.ts). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Measures the ink in an image file (JPEG, PNG, WebP): decoded with sharp, turned upright from
 * its EXIF orientation, fitted within 1,200 px (a JPEG is shrunk while it is decoded, which is
 * most of the saving; the rest of the way with a triangle filter, a quarter faster than sharp's
 * Lanczos and as good for medians and marks), then measureSwatchPixels. Rejects (sharp's error) when the bytes are not
 * an image it reads or hold more than 40 megapixels; the upload routes check the header first.
 */
export async function measureSwatchImage(
  bytes: Buffer,
  opts: SwatchOptions = {},
): Promise<SwatchMeasurement | null> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({
      width: MAX_SIDE,
      height: MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
      kernel: 'linear',
    })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return measureSwatchPixels(data, info.width, info.height, info.channels === 4 ? 4 : 3, opts);
}
