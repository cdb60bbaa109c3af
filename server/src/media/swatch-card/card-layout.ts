/**
 * The printable swatch card's geometry, the one source of truth for the PDF
 * (card-pdf.ts), the detector (card-detect.ts), the reader (card-measure.ts) and the synthetic
 * photos the tests and the bench draw (synthetic-photo.ts). Every length is in millimetres in
 * the CARD's frame: origin at the card's top-left corner, x to the right, y DOWN (as image rows
 * run), so a homography from card millimetres to image pixels keeps the turning sense.
 *
 * ```
 *  0    16                                          104      120
 *  +-------------------------------------------------------+  0
 *  | [#]  Inklore swatch card   Paint the ink inside   [#] |
 *  |     +-------------------------------------------+     |  15
 *  |     |                                           |     |
 *  |     |          ink area, 88 x 42 mm             |     |
 *  |     |                                           |     |
 *  |     +-------------------------------------------+     |  57
 *  |     | paper    | 70 %     | 40 %     | 15 %     |     |  62
 *  | [#] +-------------------------------------------+ [#] |  75
 *  +-------------------------------------------------------+  80
 * ```
 *
 * - Four registration marks, one at each corner: QR-finder-like squares (a black ring one module
 *   wide, a white ring one module wide, a black centre three modules wide: 7 modules of 1.5 mm),
 *   found in any rotation by their nested rings and the 1.5 : 2.5 : 3.5 ratio of their
 *   boundaries along any line through the centre, which an ink blob does not have.
 * - A strip of neutral patches along the BOTTOM edge only: the unprinted paper, then greys
 *   printed for 70 %, 40 % and 15 % of the paper's reflectance. The strip is what decides the
 *   card's orientation (the marks are all alike): of the four ways the marks can be taken,
 *   only one puts four patches, lightest to darkest, under the strip.
 * - The ink area, a large rectangle with a thin grey frame, where the member paints.
 * - The title and a short instruction on the card's top strip, and the printing and photo
 *   instructions on the page, all outside the areas that are measured.
 *
 * The greys are written as sRGB-encoded DeviceGray values whose linear value is the nominal
 * reflectance (relative to the paper); a printer that follows sRGB prints them so. Real
 * printers drift by a few per cent; that drift is the card's own error, and a later step could
 * measure a printed batch and store its patches' true values.
 */

/** A rectangle in card millimetres (top-left corner, width, height). */
export type Rect = { x: number; y: number; w: number; h: number };
export type Point = { x: number; y: number };

/** ISO 216 A4, portrait. */
export const PAGE = { w: 210, h: 297 } as const;

/** The card: its size and where it sits on the page (centred across, 60 mm from the top). */
export const CARD = { w: 120, h: 80, onPage: { x: 45, y: 60 } } as const;

/** The registration mark: 7 modules square; ring, white ring, centre of 1, 1 and 3 modules. */
export const MARK = { module: 1.5, modules: 7, size: 10.5 } as const;

/** Blank paper between the card's edge and each mark (the mark's outer quiet zone). */
const MARK_MARGIN = 2;
const MARK_OFFSET = MARK_MARGIN + MARK.size / 2;

/** The marks' centres, in the order top-left, top-right, bottom-right, bottom-left (clockwise on the page). */
export const MARK_CENTRES: readonly Point[] = [
  { x: MARK_OFFSET, y: MARK_OFFSET },
  { x: CARD.w - MARK_OFFSET, y: MARK_OFFSET },
  { x: CARD.w - MARK_OFFSET, y: CARD.h - MARK_OFFSET },
  { x: MARK_OFFSET, y: CARD.h - MARK_OFFSET },
];

/** sRGB's transfer curve (IEC 61966-2-1), encoded 0..1 -> linear 0..1 and back. */
export const srgbToLinear = (v: number): number =>
  v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
export const linearToSrgb = (v: number): number =>
  v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;

/** A grey written to the PDF with three decimals, and the reflectance it stands for. */
function grey(reflectance: number): { gray: number; reflectance: number } {
  const gray = Math.round(linearToSrgb(reflectance) * 1000) / 1000;
  // The nominal value is the one the written grey stands for, so the reader corrects to
  // exactly what was printed (0.70 -> gray 0.855 -> 0.7006).
  return { gray, reflectance: srgbToLinear(gray) };
}

export type Patch = {
  name: 'paper' | 'grey70' | 'grey40' | 'grey15';
  rect: Rect;
  /** DeviceGray written to the PDF (1 = nothing printed). */
  gray: number;
  /** Nominal reflectance relative to the paper (the paper is 1). */
  reflectance: number;
};

const STRIP = { x: 16, y: 62, w: 88, h: 13 } as const;
const PATCH_W = STRIP.w / 4;

/** The neutral patches, lightest first, left to right along the bottom edge. */
export const PATCHES: readonly Patch[] = (
  [
    ['paper', 1],
    ['grey70', 0.7],
    ['grey40', 0.4],
    ['grey15', 0.15],
  ] as const
).map(([name, r], i) => ({
  name,
  rect: { x: STRIP.x + i * PATCH_W, y: STRIP.y, w: PATCH_W, h: STRIP.h },
  ...(r === 1 ? { gray: 1, reflectance: 1 } : grey(r)),
}));

/** Sampled patch interiors stay this far inside each patch's edges (misregistration, blur). */
export const PATCH_INSET = 3;

/** Where the member paints. */
export const INK_AREA: Rect = { x: 16, y: 15, w: 88, h: 42 };
/** The ink area is sampled this far inside its frame. */
export const INK_INSET = 2.5;

/** The frames round the ink area and the strip: a thin mid-grey line just outside each. */
const FRAME = { width: 0.3, gray: 0.6 } as const;

/**
 * Unprinted strips the detector compares with the paper patch to tell the card's orientation
 * (between the left marks and between the right marks).
 */
export const BLANK_MARGINS: readonly Rect[] = [
  { x: 3, y: 17, w: 8.5, h: 40 },
  { x: CARD.w - 11.5, y: 17, w: 8.5, h: 40 },
];

/** A filled rectangle, painted in order (a later one covers an earlier one). */
export type Fill = Rect & { gray: number };

function markFills(c: Point): Fill[] {
  const m = MARK.module;
  const square = (side: number, gray: number): Fill => ({
    x: c.x - side / 2,
    y: c.y - side / 2,
    w: side,
    h: side,
    gray,
  });
  return [square(7 * m, 0), square(5 * m, 1), square(3 * m, 0)];
}

/** A thin frame just outside a rectangle: top, bottom, left, right. */
function frame(r: Rect, width: number, gray: number): Fill[] {
  return [
    { x: r.x - width, y: r.y - width, w: r.w + 2 * width, h: width, gray },
    { x: r.x - width, y: r.y + r.h, w: r.w + 2 * width, h: width, gray },
    { x: r.x - width, y: r.y, w: width, h: r.h, gray },
    { x: r.x + r.w, y: r.y, w: width, h: r.h, gray },
  ];
}

/** Everything printed as a filled rectangle, in paint order, in card millimetres. */
export const FILLS: readonly Fill[] = [
  ...MARK_CENTRES.flatMap(markFills),
  ...PATCHES.filter((p) => p.gray < 1).map((p) => ({ ...p.rect, gray: p.gray })),
  // the frames: round the ink area, and round the strip (so the paper patch shows as one)
  ...frame(INK_AREA, FRAME.width, FRAME.gray),
  ...frame(STRIP, FRAME.width, FRAME.gray),
];

/** A line of Helvetica: its baseline's left end in card millimetres, its size in points. */
export type TextLine = { text: string; x: number; y: number; size: number };

/** The card's own words, on its top strip between the top marks (not measured). */
export const CARD_TEXT: readonly TextLine[] = [
  { text: 'Inklore swatch card', x: 16, y: 9.5, size: 9 },
  { text: 'Paint the ink inside the frame', x: 66, y: 9.5, size: 6.5 },
];

/** The page's instructions, above and below the card (y < 0 or y > CARD.h: off the card). */
export const PAGE_TEXT: readonly TextLine[] = [
  { text: 'Inklore swatch card', x: -30, y: -38, size: 16 },
  {
    text: 'Print at 100% scale (actual size, not "fit to page"): the card is 120 x 80 mm.',
    x: -30,
    y: -28,
    size: 9,
  },
  { text: 'Paint or swab the ink inside the frame and let it dry.', x: -30, y: -22, size: 9 },
  { text: 'Keep the four corner marks and the grey strip clean.', x: -30, y: -16, size: 9 },
  {
    text: 'Photograph the whole card flat, in even light, without flash or glare.',
    x: 0,
    y: 90,
    size: 9,
  },
  {
    text: 'You may cut the card out: leave at least 2 mm of paper around the marks.',
    x: 0,
    y: 96,
    size: 9,
  },
];

/** Millimetres to PDF points (1 pt = 1/72 inch). */
export const PT_PER_MM = 72 / 25.4;

/**
 * A text line's approximate box in card millimetres (Helvetica's average advance is about
 * 0.55 em; cap height 0.72 em): for the synthetic photos, which draw text as dark blocks.
 */
export function textBox(line: TextLine): Rect {
  const em = line.size / PT_PER_MM;
  return { x: line.x, y: line.y - 0.72 * em, w: line.text.length * 0.55 * em, h: 0.72 * em };
}

/** A rectangle shrunk by `inset` on every side. */
export function inset(r: Rect, by: number): Rect {
  return { x: r.x + by, y: r.y + by, w: r.w - 2 * by, h: r.h - 2 * by };
}
