import { labToLinearRgb, linearRgbToLab, type Lab } from '@inklore/contract';
import sharp from 'sharp';
import {
  applyHomography,
  homographyFrom,
  invertHomography,
  type Homography,
} from './card-detect.ts';
import {
  CARD,
  CARD_TEXT,
  FILLS,
  MARK,
  PAGE,
  PAGE_TEXT,
  PT_PER_MM,
  srgbToLinear,
  linearToSrgb,
  textBox,
  type Point,
  type Rect,
} from './card-layout.ts';

/**
 * Generated photos of the swatch card, for the tests, the bench and (later) a browser journey:
 * a scene of reflectances (the printed card on its A4 page, an ink swatch of a known colour, a
 * table with things on it around the page), seen through a camera model:
 *
 * 1. geometry: the card at some pixels per millimetre, turned by any angle, tilted (its top edge
 *    shortened: perspective), anywhere in the frame; edges sampled 2 x 2 (soft, as a lens has them);
 * 2. light: a per-channel cast (tungsten, shade) times an exposure gain; optionally uneven (a
 *    shadow across the card) or with a glare spot;
 * 3. the phone's processing: a tone curve (a power, like a phone's contrast), a saturation
 *    boost about the pixel's luminance, sRGB encoding, Gaussian noise from a seeded generator
 *    (the same options always give the same bytes).
 *
 * The ink is drawn the way ink on paper behaves: the paper's reflectance times the ink's
 * transmittance (the ink's colour on white paper, in linear sRGB), so the truth, the ink as a
 * scan on white paper shows it, is known exactly whatever the paper's tint and the light.
 * The swatch is a rectangle across most of the ink area; a shading runs left to right from the
 * light end to the dark end (linear in CIELAB), so the body (median) is its middle and the light
 * and dark ends (the 90th and 10th percentiles by L*) are at 10 % and 90 % of the way across.
 */

export type PhotoOptions = {
  /** The frame, px (default 1200 x 900). */
  width?: number;
  height?: number;
  /** The card's scale (default 5 px/mm: the card is 600 px wide). */
  pxPerMm?: number;
  /** The card's rotation in the frame, degrees clockwise (default 0). */
  angle?: number;
  /** Perspective: the card's top edge shortened by this share (default 0). */
  tilt?: number;
  /** The card's centre as shares of the frame (default 0.5, 0.5). */
  centre?: Point;
  /** The ink's colour (its body); null paints no ink. Default a blue-black. */
  ink?: Lab | null;
  /** A shading from a light to a dark end (replaces `ink`). */
  shading?: { light: Lab; dark: Lab };
  /** A sheen: a disc of this colour in the swatch, about 6 % of it. */
  sheen?: Lab;
  /** The paper's linear reflectance (default a slightly warm white). */
  paper?: [number, number, number];
  /** The light's colour, per channel (default neutral). */
  cast?: [number, number, number];
  /** Exposure: the camera's linear value of a perfect white (default 0.9). */
  gain?: number;
  /** The tone curve's power on linear values (default 1). */
  gamma?: number;
  /** Saturation boost about the luminance (default 1: none). */
  saturation?: number;
  /** Noise, standard deviation in 8-bit levels (default 1.5). */
  noise?: number;
  seed?: number;
  /** The table's linear reflectance (default a mid wood). */
  background?: [number, number, number];
  /** Things on the table: coloured shapes, a dark pen, a ring-and-dot coaster. */
  clutter?: boolean;
  /** A glare (a soft bright spot about 5 mm across, as from a lamp) centred here on the card, in mm. */
  glare?: Point;
  /** Uneven light: this share of it lost from the card's left edge to its right (a shadow). */
  shade?: number;
};

export type SyntheticPhoto = {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 3;
  /** What a perfect reader reports: the body, the light and dark ends, the sheen. */
  truth: { lab: Lab; light: Lab; dark: Lab; sheen: Lab | null };
  /** Card millimetres -> image pixels, as drawn. */
  cardToImage: Homography;
};

/** The painted swatch, inside the ink area (card millimetres). */
export const SWATCH: Rect = { x: 20, y: 19, w: 80, h: 34 };
const SHEEN_DISC = { x: 78, y: 36, r: 6.5 };

/** mulberry32: a small seeded generator (public domain, Tommy Ettinger). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb3 = [number, number, number];
const clip01 = (v: number) => Math.min(1, Math.max(0, v));

/** An ink's colour as linear transmittance, clipped to the sRGB gamut. */
function transmittance(lab: Lab): Rgb3 {
  const l = labToLinearRgb(lab);
  return [clip01(l.r), clip01(l.g), clip01(l.b)];
}
const labOf = (t: Rgb3): Lab => linearRgbToLab({ r: t[0], g: t[1], b: t[2] });
const lerpLab = (p: Lab, q: Lab, t: number): Lab => ({
  l: p.l + (q.l - p.l) * t,
  a: p.a + (q.a - p.a) * t,
  b: p.b + (q.b - p.b) * t,
});

type Shape = { x: number; y: number; r: number; kind: 'disc' | 'target' | 'bar'; colour: Rgb3 };

const inRect = (r: Rect, u: number, v: number) =>
  u >= r.x && u < r.x + r.w && v >= r.y && v < r.y + r.h;

/** Where the card is drawn: its four corners in the frame, and the homography. */
function placement(
  o: Required<Pick<PhotoOptions, 'width' | 'height' | 'pxPerMm' | 'angle' | 'tilt' | 'centre'>>,
): Homography {
  const cx = o.centre.x * o.width;
  const cy = o.centre.y * o.height;
  const rad = (o.angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const half = { w: CARD.w / 2, h: CARD.h / 2 };
  const corners = [
    { x: 0, y: 0 },
    { x: CARD.w, y: 0 },
    { x: CARD.w, y: CARD.h },
    { x: 0, y: CARD.h },
  ];
  const image = corners.map((c) => {
    // the top edge (y = 0) shortened by `tilt`, the bottom kept: the card leans away
    const squeeze = 1 - o.tilt * (1 - c.y / CARD.h);
    const dx = (c.x - half.w) * squeeze * o.pxPerMm;
    const dy = (c.y - half.h) * (1 - o.tilt / 3) * o.pxPerMm;
    return { x: cx + dx * cos - dy * sin, y: cy + dx * sin + dy * cos };
  });
  const h = homographyFrom(corners, image);
  if (!h) throw new Error('degenerate card placement');
  return h;
}

/** Text drawn as rows of dark strokes inside each line's box (near enough for a detector). */
const TEXT_BOXES = [...CARD_TEXT, ...PAGE_TEXT].map((line) => ({
  box: textBox(line),
  em: line.size / PT_PER_MM,
  blanks: new Set(Array.from(line.text.matchAll(/ /g), (m) => m.index)),
}));

const TEXT_TOP = Math.min(...TEXT_BOXES.map((t) => t.box.y));
const TEXT_BOTTOM = Math.max(...TEXT_BOXES.map((t) => t.box.y + t.box.h));

function render(opts: PhotoOptions, withCard: boolean): SyntheticPhoto {
  const width = opts.width ?? 1200;
  const height = opts.height ?? 900;
  const pxPerMm = opts.pxPerMm ?? 5;
  const cardToImage = placement({
    width,
    height,
    pxPerMm,
    angle: opts.angle ?? 0,
    tilt: opts.tilt ?? 0,
    centre: opts.centre ?? { x: 0.5, y: 0.5 },
  });
  const imageToCard = invertHomography(cardToImage);
  if (!imageToCard) throw new Error('degenerate card placement');
  const paper = opts.paper ?? [0.86, 0.85, 0.81];
  const cast = opts.cast ?? [1, 1, 1];
  const gain = opts.gain ?? 0.9;
  const gamma = opts.gamma ?? 1;
  const saturation = opts.saturation ?? 1;
  const noise = opts.noise ?? 1.5;
  const background = opts.background ?? [0.3, 0.17, 0.08];
  const rand = seeded(opts.seed ?? 1);

  // the ink: a flat colour, or a shading from light to dark across the swatch (a table of 256)
  const inkLab = opts.ink === undefined ? { l: 32, a: 4, b: -28 } : opts.ink;
  const shading = opts.shading;
  const steps = 256;
  const ramp: Rgb3[] = [];
  let truth: SyntheticPhoto['truth'];
  if (shading) {
    for (let i = 0; i < steps; i++)
      ramp.push(transmittance(lerpLab(shading.light, shading.dark, i / (steps - 1))));
    const at = (t: number) => labOf(transmittance(lerpLab(shading.light, shading.dark, t)));
    truth = { lab: at(0.5), light: at(0.1), dark: at(0.9), sheen: null };
  } else if (inkLab) {
    const t = transmittance(inkLab);
    ramp.push(t);
    const lab = labOf(t);
    truth = { lab, light: lab, dark: lab, sheen: null };
  } else {
    truth = {
      lab: { l: 100, a: 0, b: 0 },
      light: { l: 100, a: 0, b: 0 },
      dark: { l: 100, a: 0, b: 0 },
      sheen: null,
    };
  }
  const sheenT = opts.sheen ? transmittance(opts.sheen) : null;
  if (sheenT) truth = { ...truth, sheen: labOf(sheenT) };
  const painted = ramp.length > 0;

  // things on the table, placed where the page does not cover them
  const shapes: Shape[] = [];
  if (opts.clutter) {
    const kinds: Shape['kind'][] = ['target', 'bar', 'disc', 'disc', 'bar', 'disc'];
    for (let tries = 0; tries < 400 && shapes.length < kinds.length; tries++) {
      const kind = kinds[shapes.length] ?? 'disc';
      const r = kind === 'target' ? (MARK.size / 2) * pxPerMm : (10 + rand() * 30) * (pxPerMm / 5);
      // wholly in the frame, so each is seen whole
      const x = r + rand() * (width - 2 * r);
      const y = r + rand() * (height - 2 * r);
      const clear = [
        [x - r, y - r],
        [x + r, y - r],
        [x - r, y + r],
        [x + r, y + r],
        [x, y],
      ].every(([px = 0, py = 0]) => {
        const c = applyHomography(imageToCard, px, py);
        return !onPage(c.x, c.y);
      });
      if (!clear) continue;
      const colour: Rgb3 =
        kind === 'target' || kind === 'bar'
          ? [0.03, 0.03, 0.035]
          : [rand() * 0.6, rand() * 0.6, rand() * 0.6];
      shapes.push({ x, y, r, kind, colour });
    }
  }

  /**
   * The scene at an image point: its reflectance into `refl`, and an id of what is there (a
   * shape, a fill, text, a step of the ink's ramp, paper...) so that edges can be found.
   */
  const refl: Rgb3 = [0, 0, 0];
  const set = (c: Readonly<Rgb3>, id: number): number => {
    refl[0] = c[0];
    refl[1] = c[1];
    refl[2] = c[2];
    return id;
  };
  const glare = opts.glare;
  const shade = opts.shade ?? 0;
  const sceneAt = (x: number, y: number): number => {
    const id = sceneBase(x, y);
    if (glare || shade) {
      const w = (imageToCard[6] ?? 0) * x + (imageToCard[7] ?? 0) * y + (imageToCard[8] ?? 1);
      const u = ((imageToCard[0] ?? 0) * x + (imageToCard[1] ?? 0) * y + (imageToCard[2] ?? 0)) / w;
      const v = ((imageToCard[3] ?? 0) * x + (imageToCard[4] ?? 0) * y + (imageToCard[5] ?? 0)) / w;
      const light = 1 - shade * Math.min(1, Math.max(0, u / CARD.w));
      const shine = glare
        ? 0.6 * Math.exp(-((u - glare.x) ** 2 + (v - glare.y) ** 2) / (2 * 2.5 ** 2))
        : 0;
      refl[0] = refl[0] * light + shine;
      refl[1] = refl[1] * light + shine;
      refl[2] = refl[2] * light + shine;
    }
    return id;
  };
  const sceneBase = (x: number, y: number): number => {
    const w = (imageToCard[6] ?? 0) * x + (imageToCard[7] ?? 0) * y + (imageToCard[8] ?? 1);
    const u = ((imageToCard[0] ?? 0) * x + (imageToCard[1] ?? 0) * y + (imageToCard[2] ?? 0)) / w;
    const v = ((imageToCard[3] ?? 0) * x + (imageToCard[4] ?? 0) * y + (imageToCard[5] ?? 0)) / w;
    if (!onPage(u, v)) {
      for (let i = 0; i < shapes.length; i++) {
        const s = shapes[i];
        if (!s) continue;
        const d = Math.hypot(x - s.x, y - s.y);
        const hit =
          s.kind === 'disc'
            ? d < s.r
            : s.kind === 'bar'
              ? Math.abs(y - s.y) < s.r / 5 && Math.abs(x - s.x) < s.r * 2
              : d < s.r && (d > (2.5 / 3.5) * s.r || d < (1.5 / 3.5) * s.r);
        if (hit) return set(s.colour, 2000 + 2 * i);
        if (s.kind === 'target' && d < s.r * 1.6) return set([0.8, 0.8, 0.78], 2001 + 2 * i);
      }
      return set(background, 1999);
    }
    if (painted && inRect(SWATCH, u, v)) {
      if (sheenT && Math.hypot(u - SHEEN_DISC.x, v - SHEEN_DISC.y) < SHEEN_DISC.r) {
        return set([paper[0] * sheenT[0], paper[1] * sheenT[1], paper[2] * sheenT[2]], 1000);
      }
      const step = Math.min(
        ramp.length - 1,
        Math.max(0, Math.round(((u - SWATCH.x) / SWATCH.w) * (ramp.length - 1))),
      );
      const t = ramp[step] ?? [1, 1, 1];
      // one id for the whole ramp: it changes smoothly, the corners' mean is right
      return set([paper[0] * t[0], paper[1] * t[1], paper[2] * t[2]], 1001);
    }
    if (withCard) {
      const onCard = u >= 0 && v >= 0 && u < CARD.w && v < CARD.h;
      for (let i = onCard ? FILLS.length - 1 : -1; i >= 0; i--) {
        const f = FILLS[i];
        if (f && inRect(f, u, v)) {
          const r = Math.max(0.03, srgbToLinear(f.gray));
          return set([paper[0] * r, paper[1] * r, paper[2] * r], 1 + i);
        }
      }
      if (v >= TEXT_TOP && v < TEXT_BOTTOM) {
        for (const t of TEXT_BOXES) {
          if (!inRect(t.box, u, v)) continue;
          const cell = (u - t.box.x) / (0.55 * t.em);
          const index = Math.floor(cell);
          const frac = cell - index;
          const row = (v - t.box.y) / t.box.h;
          const stroke =
            (frac > 0.15 && frac < 0.32) ||
            (frac > 0.6 && frac < 0.75) ||
            (row > 0.85 && frac < 0.75);
          if (!t.blanks.has(index) && stroke)
            return set([paper[0] * 0.05, paper[1] * 0.05, paper[2] * 0.05], 500);
          break;
        }
      }
    }
    return set(paper, 0);
  };

  const pixels = new Uint8Array(width * height * 3);
  const encodeTable = new Float64Array(4097);
  for (let i = 0; i <= 4096; i++) encodeTable[i] = 255 * linearToSrgb(i / 4096);
  const encode = (v: number) => {
    const f = clip01(v) * 4096;
    const i = Math.floor(f);
    const lo = encodeTable[i] ?? 255;
    return i >= 4096 ? lo : lo + ((encodeTable[i + 1] ?? 255) - lo) * (f - i);
  };
  // Box-Muller, both values of each pair used
  let spare = NaN;
  const gauss = () => {
    if (!Number.isNaN(spare)) {
      const v = spare;
      spare = NaN;
      return v;
    }
    const radius = Math.sqrt(-2 * Math.log(rand() || 1e-12));
    const angle = 2 * Math.PI * rand();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
  // The scene at every pixel corner; a pixel whose four corners see the same thing is their
  // mean, one on an edge is sampled 2 x 2 inside: soft edges at about the cost of one sample
  // a pixel.
  let idTop = new Int32Array(width + 1);
  let idBottom = new Int32Array(width + 1);
  let rTop = new Float64Array((width + 1) * 3);
  let rBottom = new Float64Array((width + 1) * 3);
  const cornerRow = (ids: Int32Array, rf: Float64Array, y: number) => {
    for (let x = 0; x <= width; x++) {
      ids[x] = sceneAt(x - 0.5, y - 0.5);
      rf[x * 3] = refl[0];
      rf[x * 3 + 1] = refl[1];
      rf[x * 3 + 2] = refl[2];
    }
  };
  cornerRow(idBottom, rBottom, 0);
  const acc: Rgb3 = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    // the row below becomes the row above
    [idTop, idBottom] = [idBottom, idTop];
    [rTop, rBottom] = [rBottom, rTop];
    cornerRow(idBottom, rBottom, y + 1);
    for (let x = 0; x < width; x++) {
      const id = idTop[x];
      let n = 4;
      if (id === idTop[x + 1] && id === idBottom[x] && id === idBottom[x + 1]) {
        for (let c = 0; c < 3; c++) {
          acc[c] =
            (rTop[x * 3 + c] ?? 0) +
            (rTop[x * 3 + 3 + c] ?? 0) +
            (rBottom[x * 3 + c] ?? 0) +
            (rBottom[x * 3 + 3 + c] ?? 0);
        }
      } else {
        acc[0] = acc[1] = acc[2] = 0;
        n = 0;
        for (let j = -0.25; j < 0.5; j += 0.5) {
          for (let i = -0.25; i < 0.5; i += 0.5) {
            sceneAt(x + i, y + j);
            acc[0] += refl[0];
            acc[1] += refl[1];
            acc[2] += refl[2];
            n++;
          }
        }
      }
      let r = (gain * cast[0] * acc[0]) / n;
      let g = (gain * cast[1] * acc[1]) / n;
      let b = (gain * cast[2] * acc[2]) / n;
      if (gamma !== 1) {
        r **= gamma;
        g **= gamma;
        b **= gamma;
      }
      if (saturation !== 1) {
        const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        r = lum + saturation * (r - lum);
        g = lum + saturation * (g - lum);
        b = lum + saturation * (b - lum);
      }
      const k = (y * width + x) * 3;
      pixels[k] = Math.min(255, Math.max(0, Math.round(encode(r) + noise * gauss())));
      pixels[k + 1] = Math.min(255, Math.max(0, Math.round(encode(g) + noise * gauss())));
      pixels[k + 2] = Math.min(255, Math.max(0, Math.round(encode(b) + noise * gauss())));
    }
  }
  return { pixels, width, height, channels: 3, truth, cardToImage };
}

/** Whether a card point lies on the A4 page the card is printed on. */
function onPage(u: number, v: number): boolean {
  return (
    u >= -CARD.onPage.x &&
    u < PAGE.w - CARD.onPage.x &&
    v >= -CARD.onPage.y &&
    v < PAGE.h - CARD.onPage.y
  );
}

/** A photo of the printed card with an ink swatch painted on it (see PhotoOptions). */
export function renderCardPhoto(opts: PhotoOptions = {}): SyntheticPhoto {
  return render(opts, true);
}

/**
 * A photo of the same swatch on plain paper, no card printed (the reader's fallback): the
 * same page and camera, 8 px/mm by default; `cardToImage` tells where the card would have been.
 */
export function renderPlainPhoto(opts: PhotoOptions = {}): SyntheticPhoto {
  // closer than the card's photos by default: the paper fills the frame, as a plain swatch
  // photo has it (the reader takes the brightest fifth for the paper, the rest for ink)
  return render({ pxPerMm: 8, ...opts }, false);
}

/**
 * A generated photo as an upload: JPEG (quality 90 and 4:2:0 chroma, as phones write them) or
 * PNG; `orientation` writes an EXIF orientation tag (the pixels are stored turned the other way
 * so an EXIF-aware reader sees the card as drawn).
 */
export async function encodePhoto(
  photo: Pick<SyntheticPhoto, 'pixels' | 'width' | 'height'>,
  format: 'jpeg' | 'png',
  opts: { quality?: number; orientation?: 1 | 3 | 6 | 8 } = {},
): Promise<Buffer> {
  let img = sharp(photo.pixels, { raw: { width: photo.width, height: photo.height, channels: 3 } });
  const orientation = opts.orientation ?? 1;
  if (orientation !== 1) {
    // stored turned back, tagged so that rotate() turns it upright again
    const undo = { 3: 180, 6: 270, 8: 90 }[orientation];
    img = sharp(await img.rotate(undo).png().toBuffer()).withMetadata({ orientation });
  }
  return format === 'jpeg'
    ? img.jpeg({ quality: opts.quality ?? 90, chromaSubsampling: '4:2:0' }).toBuffer()
    : img.png({ compressionLevel: 1 }).toBuffer();
}
