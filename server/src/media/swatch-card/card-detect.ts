import {
  BLANK_MARGINS,
  CARD,
  MARK,
  MARK_CENTRES,
  PATCHES,
  PATCH_INSET,
  inset,
  srgbToLinear,
  type Point,
  type Rect,
} from './card-layout.ts';

/**
 * Finds the swatch card (card-layout.ts) in a photo's raw pixels, pure and allocation-light
 * (typed arrays, no object per pixel):
 *
 * 1. grey: an integer luma of the encoded values (Rec. 601 weights; only edges matter here);
 * 2. an adaptive threshold: a pixel is dark when it is clearly below the mean of a window about
 *    a sixth of the image's short side around it (per 8 x 8 block, from an integral image of
 *    block sums), so a shadow or a light fall-off across the card does not matter;
 * 3. connected components (4-connected, dark and light alike), labelled a run at a time with
 *    union-find, each with its area, bounding box and centroid;
 * 4. the marks: a dark component (the centre) with, along eight rays from its centroid, one and
 *    the same light component (the white ring), then one and the same dark component (the black
 *    ring), then light again, the three boundaries at about 1.5 : 2.5 : 3.5 of the way out (a
 *    square's concentric outlines cross any line through the centre in that ratio, in any
 *    rotation and, nearly, under perspective), and the areas in the ring's proportions. An
 *    ink blob is one dark component with nothing of the kind around it (or, where the threshold
 *    makes its inside light, a dark rim round specks far too small for a centre);
 * 5. four marks that form a convex quadrilateral, each the size the card's geometry predicts
 *    there; of the four ways of naming their corners, the one under which the patch strip reads
 *    paper > 70 % > 40 % > 15 % with the ratios of a power law, and the blank margins read as
 *    paper (the strip is on one edge only, so only one way fits);
 * 6. the homography from card millimetres to image pixels from the four mark centres (a 4-point
 *    DLT: eight linear equations, solved by Gaussian elimination with partial pivoting, on
 *    coordinates normalised as Hartley and Zisserman advise, "Multiple View Geometry", 2nd ed.,
 *    §4.4).
 *
 * Tests: swatch-card.test.ts (every rotation, perspective, crops, clutter, a black ink blob).
 */

/** A 3x3 projective transform, row-major: (x, y) -> ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w), w = h6 x + h7 y + h8. */
export type Homography = Float64Array;

/**
 * Solves A x = b (n x n, row-major) by Gaussian elimination with partial pivoting; null when
 * A is singular (a pivot below 1e-12 of the largest entry).
 */
export function solveLinear(a: readonly number[][], b: readonly number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  let scale = 0;
  for (const row of m) for (let j = 0; j < n; j++) scale = Math.max(scale, Math.abs(row[j] ?? 0));
  if (scale === 0) return null;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r;
    }
    const pr = m[pivot];
    if (!pr || Math.abs(pr[col] ?? 0) < 1e-12 * scale) return null;
    [m[col], m[pivot]] = [pr, m[col] ?? pr];
    const p = pr[col] ?? 1;
    for (let r = col + 1; r < n; r++) {
      const row = m[r];
      if (!row) continue;
      const f = (row[col] ?? 0) / p;
      if (f === 0) continue;
      for (let j = col; j <= n; j++) row[j] = (row[j] ?? 0) - f * (pr[j] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = m[r] ?? [];
    let s = row[n] ?? 0;
    for (let j = r + 1; j < n; j++) s -= (row[j] ?? 0) * (x[j] ?? 0);
    x[r] = s / (row[r] ?? 1);
  }
  return x;
}

/** (x, y) through H. */
export function applyHomography(h: Homography, x: number, y: number): Point {
  const w = (h[6] ?? 0) * x + (h[7] ?? 0) * y + (h[8] ?? 1);
  return {
    x: ((h[0] ?? 0) * x + (h[1] ?? 0) * y + (h[2] ?? 0)) / w,
    y: ((h[3] ?? 0) * x + (h[4] ?? 0) * y + (h[5] ?? 0)) / w,
  };
}

function multiply(p: ArrayLike<number>, q: ArrayLike<number>): Homography {
  const out = new Float64Array(9);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      let s = 0;
      for (let k = 0; k < 3; k++) s += (p[r * 3 + k] ?? 0) * (q[k * 3 + c] ?? 0);
      out[r * 3 + c] = s;
    }
  }
  return out;
}

/** The inverse of a homography (its adjugate, scaled so h8 = 1 when it can be); null if singular. */
export function invertHomography(h: Homography): Homography | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0, i = 1] = h;
  const A = e * i - f * k;
  const B = -(d * i - f * g);
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-300) return null;
  const inv = new Float64Array([
    A,
    -(b * i - c * k),
    b * f - c * e,
    B,
    a * i - c * g,
    -(a * f - c * d),
    C,
    -(a * k - b * g),
    a * e - b * d,
  ]);
  const s = Math.abs(inv[8] ?? 0) > 1e-12 ? 1 / (inv[8] ?? 1) : 1 / det;
  for (let j = 0; j < 9; j++) inv[j] = (inv[j] ?? 0) * s;
  return inv;
}

/** A similarity moving points' centroid to 0 and their mean distance from it to √2. */
function normaliser(pts: readonly Point[]): Homography {
  const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
  const mean = pts.reduce((s, p) => s + Math.hypot(p.x - cx, p.y - cy), 0) / pts.length;
  const s = mean > 0 ? Math.SQRT2 / mean : 1;
  return new Float64Array([s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1]);
}

/**
 * The homography taking the four `from` points to the four `to` points exactly (4-point DLT
 * with h8 = 1 on normalised coordinates); null when three of either set are collinear.
 */
export function homographyFrom(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length !== 4 || to.length !== 4) return null;
  const tf = normaliser(from);
  const tt = normaliser(to);
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const p = applyHomography(tf, from[i]?.x ?? 0, from[i]?.y ?? 0);
    const q = applyHomography(tt, to[i]?.x ?? 0, to[i]?.y ?? 0);
    a.push([p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x]);
    b.push(q.x);
    a.push([0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y]);
    b.push(q.y);
  }
  const x = solveLinear(a, b);
  if (!x) return null;
  const hn = new Float64Array([...x, 1]);
  const ttInv = invertHomography(tt);
  if (!ttInv) return null;
  const h = multiply(multiply(ttInv, hn), tf);
  const s = h[8] ?? 0;
  if (Math.abs(s) < 1e-12) return null;
  for (let j = 0; j < 9; j++) h[j] = (h[j] ?? 0) / s;
  return h;
}

/** The grey (0..255 luma, Rec. 601 integer weights) of every pixel. */
function greyOf(pixels: ArrayLike<number>, count: number, channels: number): Uint8Array {
  const g = new Uint8Array(count);
  for (let p = 0, i = 0; p < count; p++, i += channels) {
    g[p] = (77 * (pixels[i] ?? 0) + 150 * (pixels[i + 1] ?? 0) + 29 * (pixels[i + 2] ?? 0)) >> 8;
  }
  return g;
}

/** The threshold's mean is taken over blocks of this many pixels a side (it varies slowly). */
const BLOCK_SHIFT = 3;
const BLOCK = 1 << BLOCK_SHIFT;

/**
 * Dark (1) or light (0) per pixel: dark when below 80 % of the mean grey of a window about a
 * sixth of the image's short side around it, less a few levels (a flat area, however dark, is
 * light inside: only edges and small dark shapes are dark). The window's mean is computed per
 * 8 x 8 block from an integral image of block sums: the window is tens of blocks wide, so the
 * step from one block to the next is far below the 20 % margin, and it costs a lookup a pixel.
 */
function adaptiveThreshold(grey: Uint8Array, width: number, height: number): Uint8Array {
  const bw = Math.ceil(width / BLOCK);
  const bh = Math.ceil(height / BLOCK);
  const sums = new Float64Array(bw * bh);
  for (let y = 0; y < height; y++) {
    const row = (y >> BLOCK_SHIFT) * bw;
    const base = y * width;
    for (let bx = 0; bx < bw; bx++) {
      let s = 0;
      const x1 = Math.min(width, (bx + 1) << BLOCK_SHIFT);
      for (let x = bx << BLOCK_SHIFT; x < x1; x++) s += grey[base + x] ?? 0;
      sums[row + bx] = (sums[row + bx] ?? 0) + s;
    }
  }
  const stride = bw + 1;
  const integral = new Float64Array(stride * (bh + 1));
  for (let y = 0; y < bh; y++) {
    let row = 0;
    for (let x = 0; x < bw; x++) {
      row += sums[y * bw + x] ?? 0;
      integral[(y + 1) * stride + x + 1] = (integral[y * stride + x + 1] ?? 0) + row;
    }
  }
  const r = Math.max(1, Math.round(Math.min(width, height) / 12 / BLOCK));
  const limit = new Float64Array(bw * bh);
  for (let y = 0; y < bh; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(bh, y + r + 1);
    // pixels in the window (the last row and column of blocks may be partial)
    const rows = Math.min(height, y1 << BLOCK_SHIFT) - (y0 << BLOCK_SHIFT);
    for (let x = 0; x < bw; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(bw, x + r + 1);
      const n = rows * (Math.min(width, x1 << BLOCK_SHIFT) - (x0 << BLOCK_SHIFT));
      const sum =
        (integral[y1 * stride + x1] ?? 0) -
        (integral[y0 * stride + x1] ?? 0) -
        (integral[y1 * stride + x0] ?? 0) +
        (integral[y0 * stride + x0] ?? 0);
      limit[y * bw + x] = (0.8 * sum) / n - 4;
    }
  }
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = (y >> BLOCK_SHIFT) * bw;
    const base = y * width;
    for (let bx = 0; bx < bw; bx++) {
      const t = limit[row + bx] ?? 0;
      const x1 = Math.min(width, (bx + 1) << BLOCK_SHIFT);
      for (let x = bx << BLOCK_SHIFT; x < x1; x++)
        if ((grey[base + x] ?? 0) < t) dark[base + x] = 1;
    }
  }
  return dark;
}

/** Connected components of a two-class image, with each component's measures. */
type Components = {
  /** Each pixel's component. */
  labels: Int32Array;
  count: number;
  dark: Uint8Array;
  area: Float64Array;
  sumX: Float64Array;
  sumY: Float64Array;
  minX: Int32Array;
  maxX: Int32Array;
  minY: Int32Array;
  maxY: Int32Array;
};

function find(parent: Int32Array, i: number): number {
  let r = i;
  while (parent[r] !== r) r = parent[r] ?? r;
  let j = i;
  while (parent[j] !== r) {
    const next = parent[j] ?? r;
    parent[j] = r;
    j = next;
  }
  return r;
}

/**
 * 4-connected components, dark and light alike, labelled by runs: each row's runs of one class
 * are joined (union-find) to the runs of the same class they touch in the row above, and
 * measured run by run; a pixel's label is written once, a run at a time.
 */
function components(cls: Uint8Array, width: number, height: number): Components {
  let runs = 0;
  for (let y = 0; y < height; y++) {
    runs++;
    for (let x = 1, p = y * width + 1; x < width; x++, p++) if (cls[p] !== cls[p - 1]) runs++;
  }
  const start = new Int32Array(runs);
  const end = new Int32Array(runs);
  const rowOf = new Int32Array(runs);
  const parent = new Int32Array(runs);
  let n = 0;
  let prevFirst = 0;
  let prevEnd = 0;
  for (let y = 0; y < height; y++) {
    const first = n;
    const base = y * width;
    let x = 0;
    while (x < width) {
      const c = cls[base + x];
      let e = x + 1;
      while (e < width && cls[base + e] === c) e++;
      start[n] = x;
      end[n] = e;
      rowOf[n] = y;
      parent[n] = n;
      n++;
      x = e;
    }
    // join with the touching runs of the same class in the row above (two pointers)
    if (y > 0) {
      let q = prevFirst;
      for (let r = first; r < n; r++) {
        const s = start[r] ?? 0;
        const e = end[r] ?? 0;
        while (q < prevEnd && (end[q] ?? 0) <= s) q++;
        for (let k = q; k < prevEnd && (start[k] ?? 0) < e; k++) {
          if (cls[base - width + (start[k] ?? 0)] !== cls[base + s]) continue;
          const a = find(parent, r);
          const b = find(parent, k);
          if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
        }
      }
    }
    prevFirst = first;
    prevEnd = n;
  }
  const compact = new Int32Array(n);
  let count = 0;
  for (let r = 0; r < n; r++) compact[r] = find(parent, r) === r ? count++ : -1;
  const out: Components = {
    labels: new Int32Array(width * height),
    count,
    dark: new Uint8Array(count),
    area: new Float64Array(count),
    sumX: new Float64Array(count),
    sumY: new Float64Array(count),
    minX: new Int32Array(count).fill(width),
    maxX: new Int32Array(count).fill(-1),
    minY: new Int32Array(count).fill(height),
    maxY: new Int32Array(count).fill(-1),
  };
  for (let r = 0; r < n; r++) {
    const l = compact[find(parent, r)] ?? 0;
    const s = start[r] ?? 0;
    const e = end[r] ?? 0;
    const y = rowOf[r] ?? 0;
    const len = e - s;
    out.labels.fill(l, y * width + s, y * width + e);
    out.dark[l] = cls[y * width + s] ?? 0;
    out.area[l] = (out.area[l] ?? 0) + len;
    out.sumX[l] = (out.sumX[l] ?? 0) + ((s + e - 1) * len) / 2;
    out.sumY[l] = (out.sumY[l] ?? 0) + y * len;
    if (s < (out.minX[l] ?? 0)) out.minX[l] = s;
    if (e - 1 > (out.maxX[l] ?? 0)) out.maxX[l] = e - 1;
    if (y < (out.minY[l] ?? 0)) out.minY[l] = y;
    if (y > (out.maxY[l] ?? 0)) out.maxY[l] = y;
  }
  return out;
}

/** A registration mark found in the image: its centre (px), its area (px, the whole square) and how well it fits. */
export type MarkCandidate = { x: number; y: number; area: number; fit: number };

const RAYS = Array.from({ length: 8 }, (_, i) => ({
  dx: Math.cos((i * Math.PI) / 4),
  dy: Math.sin((i * Math.PI) / 4),
}));
/** Boundaries along a ray, as shares of the outer one: centre 1.5/3.5, white ring 2.5/3.5. */
const RATIO_CENTRE = 1.5 / 3.5;
const RATIO_WHITE = 2.5 / 3.5;

/** Checks one dark component as a mark's centre; the mark, or null. */
function markAt(comp: Components, c: number, width: number, height: number): MarkCandidate | null {
  const area = comp.area[c] ?? 0;
  const bw = (comp.maxX[c] ?? 0) - (comp.minX[c] ?? 0) + 1;
  const bh = (comp.maxY[c] ?? 0) - (comp.minY[c] ?? 0) + 1;
  // a centre square: at least 3 x 3 px, squat, filling at least 40 % of its box (a square
  // turned 45° fills half), and well under a third of the image
  if (area < 9 || bw > width / 3 || bh > height / 3) return null;
  if (bw > 3 * bh || bh > 3 * bw || area < 0.4 * bw * bh) return null;
  const cx = (comp.sumX[c] ?? 0) / area;
  const cy = (comp.sumY[c] ?? 0) / area;
  const { labels } = comp;
  const at = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi < 0 || yi < 0 || xi >= width || yi >= height ? -1 : (labels[yi * width + xi] ?? -1);
  };
  if (at(cx, cy) !== c) return null;
  const reach = 4 * Math.max(bw, bh) + 4;
  const speck = Math.max(3, 0.05 * area);
  let white = -1;
  let ring = -1;
  let error = 0;
  for (const { dx, dy } of RAYS) {
    const ends: number[] = [];
    let current = c;
    for (let t = 1; t <= reach && ends.length < 3; t++) {
      const l = at(cx + dx * t, cy + dy * t);
      if (l === current) continue;
      if (l < 0) return null;
      // a speck (noise, a corner pixel cut off a ring) does not end a run, nor does a graze
      // of one pixel (a ray passing close by a ring's corner): the new run must go on
      if ((comp.area[l] ?? 0) < speck || at(cx + dx * (t + 1), cy + dy * (t + 1)) !== l) continue;
      ends.push(t);
      current = l;
      if (ends.length === 1) {
        if (comp.dark[l] || (white >= 0 && l !== white)) return null;
        white = l;
      } else if (ends.length === 2) {
        if (!comp.dark[l] || l === c || (ring >= 0 && l !== ring)) return null;
        ring = l;
      } else if (comp.dark[l] || l === white) {
        return null;
      }
    }
    const [t1 = 0, t2 = 0, t3 = 0] = ends;
    if (ends.length < 3) return null;
    const r1 = (t1 - 0.5) / (t3 - 0.5);
    const r2 = (t2 - 0.5) / (t3 - 0.5);
    if (r1 < 0.22 || r1 > 0.62 || r2 < 0.55 || r2 > 0.86) return null;
    error += (r1 - RATIO_CENTRE) ** 2 + (r2 - RATIO_WHITE) ** 2;
  }
  if (white < 0 || ring < 0) return null;
  const whiteArea = comp.area[white] ?? 0;
  const ringArea = comp.area[ring] ?? 0;
  // ideal: ring 24, white 16, centre 9 modules²
  if (ringArea < 1.2 * area || ringArea > 6 * area) return null;
  if (whiteArea < 0.7 * area || whiteArea > 4 * area) return null;
  // the rings enclose the centre: their boxes contain its box
  for (const o of [white, ring]) {
    if (
      (comp.minX[o] ?? 0) > (comp.minX[c] ?? 0) ||
      (comp.maxX[o] ?? 0) < (comp.maxX[c] ?? 0) ||
      (comp.minY[o] ?? 0) > (comp.minY[c] ?? 0) ||
      (comp.maxY[o] ?? 0) < (comp.maxY[c] ?? 0)
    ) {
      return null;
    }
  }
  const total = area + whiteArea + ringArea;
  const x = ((comp.sumX[c] ?? 0) + (comp.sumX[white] ?? 0) + (comp.sumX[ring] ?? 0)) / total;
  const y = ((comp.sumY[c] ?? 0) + (comp.sumY[white] ?? 0) + (comp.sumY[ring] ?? 0)) / total;
  return { x, y, area: total, fit: Math.sqrt(error / RAYS.length) };
}

/**
 * Every registration mark in the image (before any choice of four): grey, threshold,
 * components, the ring test. Exported for tests (an ink blob must not be one).
 */
export function findMarkCandidates(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 3 | 4,
): MarkCandidate[] {
  const grey = greyOf(pixels, width * height, channels);
  const comp = components(adaptiveThreshold(grey, width, height), width, height);
  const marks: MarkCandidate[] = [];
  for (let c = 0; c < comp.count; c++) {
    if (!comp.dark[c]) continue;
    const m = markAt(comp, c, width, height);
    if (m) marks.push(m);
  }
  return marks.sort((p, q) => p.fit - q.fit);
}

/** The card as found: card millimetres -> image pixels, and the marks in the card's order. */
export type CardDetection = {
  homography: Homography;
  /** Mark centres in image pixels: top-left, top-right, bottom-right, bottom-left of the card. */
  marks: Point[];
  /** Image pixels per card millimetre at the card's centre. */
  pxPerMm: number;
};

/** Linear luminance of an encoded sRGB pixel, through a 256-entry table per weight. */
const LUMA_LUT = (() => {
  const t = new Float64Array(256 * 3);
  for (let v = 0; v < 256; v++) {
    const lin = srgbToLinear(v / 255);
    t[v] = 0.2126 * lin;
    t[256 + v] = 0.7152 * lin;
    t[512 + v] = 0.0722 * lin;
  }
  return t;
})();

/** The median linear luminance over a grid of points in a card rectangle; NaN off the image. */
function rectLuminance(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  h: Homography,
  r: Rect,
): number {
  const values: number[] = [];
  const nu = 6;
  const nv = 4;
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) {
      const p = applyHomography(h, r.x + ((i + 0.5) * r.w) / nu, r.y + ((j + 0.5) * r.h) / nv);
      const x = Math.round(p.x);
      const y = Math.round(p.y);
      if (x < 0 || y < 0 || x >= width || y >= height) return NaN;
      const k = (y * width + x) * channels;
      values.push(
        (LUMA_LUT[pixels[k] ?? 0] ?? 0) +
          (LUMA_LUT[256 + (pixels[k + 1] ?? 0)] ?? 0) +
          (LUMA_LUT[512 + (pixels[k + 2] ?? 0)] ?? 0),
      );
    }
  }
  values.sort((a, b) => a - b);
  return ((values[11] ?? 0) + (values[12] ?? 0)) / 2;
}

/**
 * How well the card, read through H, shows its patch strip: the patches' luminances against
 * the paper's as a power law of their nominal reflectances (any exposure and tone curve is one,
 * near enough), and the blank margins as bright as the paper. Infinity when it does not fit.
 */
function orientationScore(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  h: Homography,
): number {
  const lum = PATCHES.map((p) =>
    rectLuminance(pixels, width, height, channels, h, inset(p.rect, PATCH_INSET)),
  );
  const paper = lum[0] ?? NaN;
  if (!(paper > 0)) return Infinity;
  let sxy = 0;
  let sxx = 0;
  const logs: [number, number][] = [];
  for (let k = 1; k < PATCHES.length; k++) {
    const here = lum[k] ?? NaN;
    const before = lum[k - 1] ?? NaN;
    // each step clearly darker than the one before
    if (!(here > 0) || !(here < 0.92 * before)) return Infinity;
    const x = Math.log(PATCHES[k]?.reflectance ?? 1);
    const y = Math.log(here / paper);
    logs.push([x, y]);
    sxy += x * y;
    sxx += x * x;
  }
  const gamma = sxy / sxx;
  if (gamma < 0.4 || gamma > 2.5) return Infinity;
  let residual = 0;
  for (const [x, y] of logs) residual += (y - gamma * x) ** 2;
  residual /= logs.length;
  if (residual > 0.06) return Infinity;
  let margins = 0;
  for (const m of BLANK_MARGINS) {
    const v = rectLuminance(pixels, width, height, channels, h, m);
    if (!(v > 0)) return Infinity;
    const d = Math.log(v / paper);
    // loosely: uneven light (a shadow across the card) is for the reader to weigh, not a reason to miss it
    if (Math.abs(d) > 0.6) return Infinity;
    margins += d * d;
  }
  return residual + margins;
}

/** The four points sorted by angle about their centroid (clockwise on screen), or null if not a convex quadrilateral. */
function convexOrder(pts: readonly MarkCandidate[]): MarkCandidate[] | null {
  const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
  const sorted = [...pts].sort(
    (p, q) => Math.atan2(p.y - cy, p.x - cx) - Math.atan2(q.y - cy, q.x - cx),
  );
  for (let i = 0; i < 4; i++) {
    const a = sorted[i];
    const b = sorted[(i + 1) % 4];
    const c = sorted[(i + 2) % 4];
    if (!a || !b || !c) return null;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (cross <= 0) return null;
  }
  return sorted;
}

/** The area scale of H at a card point (image px² per mm²): |det| of its Jacobian. */
function areaScale(h: Homography, x: number, y: number): number {
  const e = 0.5;
  const p = applyHomography(h, x, y);
  const px = applyHomography(h, x + e, y);
  const py = applyHomography(h, x, y + e);
  return Math.abs((px.x - p.x) * (py.y - p.y) - (px.y - p.y) * (py.x - p.x)) / (e * e);
}

function* quadruples(n: number): Generator<[number, number, number, number]> {
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++) for (let d = c + 1; d < n; d++) yield [a, b, c, d];
}

/** The most candidates tried as quadruples (C(10, 4) = 210 sets at most). */
const MAX_CANDIDATES = 10;

/**
 * Finds the card in raw pixels (RGB or RGBA, row-major); null when there is no card: fewer
 * than four marks, or no four of them that frame a card whose patch strip reads as one.
 */
export function detectCard(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 3 | 4,
): CardDetection | null {
  if (width < 16 || height < 16 || pixels.length < width * height * channels) return null;
  const marks = findMarkCandidates(pixels, width, height, channels).slice(0, MAX_CANDIDATES);
  if (marks.length < 4) return null;
  const markArea = MARK.size * MARK.size;
  let best: { score: number; homography: Homography; marks: Point[] } | null = null;
  for (const [a, b, c, d] of quadruples(marks.length)) {
    const set = [marks[a], marks[b], marks[c], marks[d]].filter(
      (m): m is MarkCandidate => m !== undefined,
    );
    const areas = set.map((m) => m.area);
    if (Math.max(...areas) > 4 * Math.min(...areas)) continue;
    const ordered = convexOrder(set);
    if (!ordered) continue;
    for (let shift = 0; shift < 4; shift++) {
      const image = [0, 1, 2, 3].map((i) => ordered[(i + shift) % 4] as MarkCandidate);
      const h = homographyFrom(MARK_CENTRES, image);
      if (!h) continue;
      // each mark the size the card's geometry predicts at its place
      const sized = image.every((m, i) => {
        const c = MARK_CENTRES[i] ?? { x: 0, y: 0 };
        const ratio = m.area / (areaScale(h, c.x, c.y) * markArea);
        return ratio > 0.5 && ratio < 2;
      });
      if (!sized) continue;
      const score = orientationScore(pixels, width, height, channels, h);
      if (score < (best?.score ?? Infinity)) {
        best = { score, homography: h, marks: image.map((m) => ({ x: m.x, y: m.y })) };
      }
    }
  }
  if (!best) return null;
  return {
    homography: best.homography,
    marks: best.marks,
    pxPerMm: Math.sqrt(areaScale(best.homography, CARD.w / 2, CARD.h / 2)),
  };
}
