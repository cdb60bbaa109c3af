import { deltaE2000, hexToLab, inkColorFromPhoto, rgbToLab, type Lab } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  detectCard,
  findMarkCandidates,
  homographyFrom,
  invertHomography,
  solveLinear,
} from './card-detect.ts';
import { CARD, FILLS, INK_AREA, MARK_CENTRES, PAGE, PATCHES, PT_PER_MM } from './card-layout.ts';
import { labFromLinear, measureSwatchImage, measureSwatchPixels } from './card-measure.ts';
import { cardContent, swatchCardPdf } from './card-pdf.ts';
import {
  encodePhoto,
  renderCardPhoto,
  renderPlainPhoto,
  SWATCH,
  type PhotoOptions,
  type SyntheticPhoto,
} from './synthetic-photo.ts';

/**
 * The swatch card end to end on generated photos (synthetic-photo.ts: the truth is known
 * exactly): the homography, the PDF, the detector and the reader under casts, exposures, tone
 * curves, rotations, perspective, crops and clutter, with and without a card.
 */

const TUNGSTEN: [number, number, number] = [1, 0.85, 0.6];
const STRONG_TUNGSTEN: [number, number, number] = [1, 0.75, 0.45];
const SHADE: [number, number, number] = [0.78, 0.9, 1];

const BLUE_BLACK: Lab = { l: 32, a: 4, b: -28 };
const inks = {
  blueBlack: BLUE_BLACK,
  oxblood: hexToLab('#8b1e3f'),
  green: hexToLab('#2e6b4f'),
  amber: hexToLab('#c47a1b'),
  violet: hexToLab('#5b3f8c'),
  teal: hexToLab('#1f8a9a'),
  black: hexToLab('#1c1c1e'),
};

const must = <T>(v: T | null | undefined): T => {
  expect(v).toBeTruthy();
  return v as T;
};
const near = (p: { x: number; y: number }, q: { x: number; y: number }) =>
  Math.hypot(p.x - q.x, p.y - q.y);

describe('the homography (4-point DLT)', () => {
  it('solves a linear system, and says when it is singular', () => {
    const x = must(
      solveLinear(
        [
          [2, 1, -1],
          [-3, -1, 2],
          [-2, 1, 2],
        ],
        [8, -11, -3],
      ),
    );
    [2, 3, -1].forEach((v, i) => expect(x[i]).toBeCloseTo(v, 12));
    // a zero leading entry needs the pivot swap
    const y = must(
      solveLinear(
        [
          [0, 1],
          [1, 0],
        ],
        [5, 7],
      ),
    );
    expect(y).toEqual([7, 5]);
    expect(
      solveLinear(
        [
          [1, 2],
          [2, 4],
        ],
        [1, 2],
      ),
    ).toBeNull();
  });

  it('maps the four points exactly', () => {
    const from = MARK_CENTRES;
    const to = [
      { x: 412.3, y: 118.9 },
      { x: 1003.7, y: 201.4 },
      { x: 951.2, y: 688.1 },
      { x: 377.5, y: 602.6 },
    ];
    const h = must(homographyFrom(from, to));
    from.forEach((p, i) =>
      expect(near(applyHomography(h, p.x, p.y), to[i] ?? p)).toBeLessThan(1e-9),
    );
  });

  it('recovers a known similarity and a known projective transform', () => {
    const angle = (30 * Math.PI) / 180;
    const [c, s] = [3 * Math.cos(angle), 3 * Math.sin(angle)];
    const similarity = new Float64Array([c, -s, 100, s, c, 50, 0, 0, 1]);
    const projective = new Float64Array([1.2, 0.1, 40, -0.05, 0.9, 25, 0.0004, -0.0003, 1]);
    for (const known of [similarity, projective]) {
      const src = [
        { x: 0, y: 0 },
        { x: 120, y: 0 },
        { x: 120, y: 80 },
        { x: 0, y: 80 },
      ];
      const h = must(
        homographyFrom(
          src,
          src.map((p) => applyHomography(known, p.x, p.y)),
        ),
      );
      h.forEach((v, i) => expect(v).toBeCloseTo(known[i] ?? NaN, 9));
      // and so maps any other point as the known transform does
      const q = applyHomography(known, 37.5, 61.25);
      expect(near(applyHomography(h, 37.5, 61.25), q)).toBeLessThan(1e-9);
    }
  });

  it('inverts, and refuses three points in a line', () => {
    const h = must(
      homographyFrom(
        MARK_CENTRES,
        MARK_CENTRES.map((p) => ({ x: 2 * p.x + 7, y: 3 * p.y - 1 })),
      ),
    );
    const inv = must(invertHomography(h));
    const p = applyHomography(h, 50, 20);
    expect(near(applyHomography(inv, p.x, p.y), { x: 50, y: 20 })).toBeLessThan(1e-9);
    const line = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 0, y: 5 },
    ];
    expect(homographyFrom(line, MARK_CENTRES)).toBeNull();
  });
});

describe('the card as a PDF', () => {
  const pdf = swatchCardPdf();
  const text = Buffer.from(pdf).toString('latin1');

  it('is a small, deterministic PDF 1.4 with one A4 page', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(pdf.length).toBeLessThan(10_000);
    expect(Buffer.from(swatchCardPdf()).equals(Buffer.from(pdf))).toBe(true);
    expect(text).toContain(
      `/MediaBox [0 0 ${(PAGE.w * PT_PER_MM).toFixed(2)} ${(PAGE.h * PT_PER_MM).toFixed(2)}]`,
    );
    expect(text).toContain('/BaseFont /Helvetica');
    expect(text).not.toMatch(/CreationDate|ModDate|FontFile/);
    expect(text).toContain('Print at 100% scale');
  });

  it('has a cross-reference table whose offsets point at each object, and a correct startxref', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const table = /^xref\n0 (\d+)\n([\s\S]*?)trailer/.exec(text.slice(startxref));
    const count = Number(table?.[1]);
    const entries = (table?.[2] ?? '').match(/.{20}/gs) ?? [];
    expect(entries).toHaveLength(count);
    expect(entries[0]).toBe('0000000000 65535 f \n');
    for (let n = 1; n < count; n++) {
      const entry = entries[n] ?? '';
      expect(entry).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
    expect(text).toMatch(new RegExp(`/Size ${count} /Root 1 0 R`));
  });

  it("gives the content stream's length, and draws card-layout.ts's rectangles where they belong", () => {
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)endstream/.exec(text);
    const content = stream?.[2] ?? '';
    expect(Number(stream?.[1])).toBe(content.length);
    expect(content).toBe(cardContent());
    let gray = 0;
    const drawn: { x: number; y: number; w: number; h: number; gray: number }[] = [];
    for (const line of content.split('\n')) {
      const g = /^([\d.]+) g$/.exec(line);
      if (g) gray = Number(g[1]);
      const r = /^([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re f$/.exec(line);
      if (r)
        drawn.push({ x: Number(r[1]), y: Number(r[2]), w: Number(r[3]), h: Number(r[4]), gray });
    }
    expect(drawn).toHaveLength(FILLS.length);
    FILLS.forEach((f, i) => {
      const d = drawn[i];
      const expected = {
        x: (CARD.onPage.x + f.x) * PT_PER_MM,
        y: (PAGE.h - CARD.onPage.y - f.y - f.h) * PT_PER_MM,
        w: f.w * PT_PER_MM,
        h: f.h * PT_PER_MM,
      };
      for (const k of ['x', 'y', 'w', 'h'] as const)
        expect(Math.abs((d?.[k] ?? NaN) - expected[k])).toBeLessThan(0.006);
      expect(d?.gray).toBe(f.gray);
    });
    // the greys are printed at their nominal reflectances, lightest to darkest
    const greys = PATCHES.slice(1).map((p) => p.reflectance);
    [0.7, 0.4, 0.15].forEach((r, i) => expect(greys[i]).toBeCloseTo(r, 2));
    for (const p of PATCHES.slice(1)) expect(drawn.some((d) => d.gray === p.gray)).toBe(true);
  });
});

/** ΔE00 of the reading's body, light and dark ends from the photo's truth. */
function errors(photo: SyntheticPhoto, opts: { sheen?: boolean } = {}) {
  const m = must(measureSwatchPixels(photo.pixels, photo.width, photo.height, 3, opts));
  return {
    m,
    body: deltaE2000(m.lab, photo.truth.lab),
    light: deltaE2000(m.light, photo.truth.light),
    dark: deltaE2000(m.dark, photo.truth.dark),
  };
}

const SHADED_BLUE = { light: { l: 66, a: -6, b: -28 }, dark: { l: 30, a: 6, b: -40 } };
const SHADED_RED = { light: { l: 62, a: 38, b: 12 }, dark: { l: 32, a: 42, b: 18 } };

/** Casts, exposures, tone curves, rotations, perspective, crops, clutter: all read on the card. */
const CASES: [string, PhotoOptions][] = [
  ['square on, daylight', { angle: 0, ink: inks.blueBlack, seed: 1 }],
  [
    '17°, tungsten, contrasty tone curve',
    { angle: 17, cast: TUNGSTEN, gamma: 1.2, ink: inks.oxblood, seed: 2 },
  ],
  [
    '90°, shade, under-exposed, flat tone curve',
    { angle: 90, cast: SHADE, gain: 0.6, gamma: 0.85, ink: inks.green, seed: 3 },
  ],
  [
    '180°, tilted, on a cluttered table',
    { angle: 180, tilt: 0.2, clutter: true, pxPerMm: 4, cast: TUNGSTEN, ink: inks.amber, seed: 4 },
  ],
  [
    '260°, tungsten, saturation boost, shading',
    { angle: 260, cast: TUNGSTEN, saturation: 1.08, shading: SHADED_BLUE, seed: 5 },
  ],
  [
    '33°, cropped off-centre, small in the frame',
    {
      angle: 33,
      centre: { x: 0.32, y: 0.62 },
      pxPerMm: 3.2,
      cast: SHADE,
      gamma: 1.1,
      ink: inks.violet,
      seed: 6,
    },
  ],
  [
    '200°, strong tungsten, tilted, clutter',
    {
      angle: 200,
      tilt: 0.15,
      clutter: true,
      cast: STRONG_TUNGSTEN,
      gamma: 1.3,
      ink: inks.teal,
      seed: 7,
    },
  ],
  ['-8°, dim, red shading', { angle: -8, gain: 0.55, gamma: 1.1, shading: SHADED_RED, seed: 8 }],
  [
    '315°, noisier',
    { angle: 315, pxPerMm: 5.6, cast: SHADE, ink: inks.blueBlack, noise: 2.5, seed: 9 },
  ],
  [
    '-5°, the card filling the frame',
    { angle: -5, pxPerMm: 9.4, cast: TUNGSTEN, gamma: 0.9, ink: inks.amber, seed: 10 },
  ],
];

describe('reading the ink on the card', () => {
  it.each(CASES)(
    '%s: found, corrected, the ink within ΔE00 2 and its ends within 3',
    (_name, opts) => {
      const photo = renderCardPhoto(opts);
      const { m, body, light, dark } = errors(photo);
      expect(m.checks.cardFound).toBe(true);
      expect(m.calibrated).toBe(true);
      expect(m.checks.clipped).toBe(false);
      expect(body).toBeLessThan(2);
      expect(light).toBeLessThan(3);
      expect(dark).toBeLessThan(3);
      expect(m.confidence).toBeGreaterThanOrEqual(0.8);
      expect(m.sheen).toBeNull();
    },
  );

  it('finds the marks in the card’s order whatever the rotation (the patch strip decides it)', () => {
    for (const angle of [0, 17, 90, 180, 260]) {
      const photo = renderCardPhoto({ angle, tilt: 0.1, seed: angle });
      const card = must(detectCard(photo.pixels, photo.width, photo.height, 3));
      MARK_CENTRES.forEach((c, i) => {
        const truth = applyHomography(photo.cardToImage, c.x, c.y);
        expect(
          near(card.marks[i] ?? { x: NaN, y: NaN }, truth),
          `mark ${i} at ${angle}°`,
        ).toBeLessThan(1);
      });
      // the ink area's corners land where they were drawn
      const corner = applyHomography(
        card.homography,
        INK_AREA.x + INK_AREA.w,
        INK_AREA.y + INK_AREA.h,
      );
      const drawn = applyHomography(
        photo.cardToImage,
        INK_AREA.x + INK_AREA.w,
        INK_AREA.y + INK_AREA.h,
      );
      expect(near(corner, drawn)).toBeLessThan(1.5);
      expect(card.pxPerMm).toBeCloseTo(5, 0);
    }
  });

  it('measures the swatch’s spread: a shading varies, a flat ink hardly', () => {
    const flat = errors(renderCardPhoto({ ink: inks.oxblood, seed: 11 })).m;
    const shaded = errors(renderCardPhoto({ shading: SHADED_RED, seed: 11 })).m;
    expect(flat.spread).toBeLessThan(1.5);
    expect(shaded.spread).toBeGreaterThan(5);
    expect(shaded.light.l - shaded.dark.l).toBeGreaterThan(20);
    expect(Math.abs(flat.light.l - flat.dark.l)).toBeLessThan(4);
  });

  it('matters under a strong cast and a tone curve: the paper-only reading is far off, the card’s is not', () => {
    const photo = renderCardPhoto({
      cast: STRONG_TUNGSTEN,
      gamma: 1.3,
      gain: 0.75,
      ink: inks.teal,
      seed: 12,
    });
    const { m, body } = errors(photo);
    expect(m.calibrated).toBe(true);
    expect(body).toBeLessThan(2);
    // today's reader (white balance from the paper only) on the same pixels
    const paperOnly = must(inkColorFromPhoto(photo.pixels, photo.width, photo.height, 3));
    expect(deltaE2000(paperOnly.lab, photo.truth.lab)).toBeGreaterThan(4);
    // and the pixels as they are, uncorrected: the middle of the swatch
    const centre = applyHomography(
      photo.cardToImage,
      SWATCH.x + SWATCH.w / 2,
      SWATCH.y + SWATCH.h / 2,
    );
    const k = (Math.round(centre.y) * photo.width + Math.round(centre.x)) * 3;
    const raw = rgbToLab({
      r: photo.pixels[k] ?? 0,
      g: photo.pixels[k + 1] ?? 0,
      b: photo.pixels[k + 2] ?? 0,
    });
    expect(deltaE2000(raw, photo.truth.lab)).toBeGreaterThan(10);
  });

  it('takes no ring-and-dot coaster on the table for a mark', () => {
    const photo = renderCardPhoto({ angle: 200, tilt: 0.15, clutter: true, pxPerMm: 4, seed: 13 });
    // the coaster passes the ring test on its own: the card's geometry rules it out
    expect(findMarkCandidates(photo.pixels, photo.width, photo.height, 3).length).toBeGreaterThan(
      4,
    );
    const { m, body } = errors(photo);
    expect(m.calibrated).toBe(true);
    expect(body).toBeLessThan(2);
  });
});

/**
 * Concentric squares on white, turned by `angle`: a dark ring between half-sides `outer` and
 * `white`, and a dark centre of half-side `centre` (px). The mark is 3.5 : 2.5 : 1.5.
 */
function concentric(outer: number, white: number, centre: number, angle: number) {
  const size = 200;
  const pixels = new Uint8Array(size * size * 3).fill(235);
  const [c, s] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [dx, dy] = [x - 100.3, y - 99.6];
      const d = Math.max(Math.abs(c * dx + s * dy), Math.abs(-s * dx + c * dy));
      if (d < centre || (d > white && d < outer))
        pixels.fill(25, (y * size + x) * 3, (y * size + x) * 3 + 3);
    }
  }
  return findMarkCandidates(pixels, size, size, 3);
}

describe('a dark ink blob is not a mark', () => {
  it('the mark’s proportions make a mark in any rotation; other rings and dots do not', () => {
    for (const angle of [0, 30, 45, 71]) {
      expect(concentric(35, 25, 15, angle), `${angle}°`).toHaveLength(1);
      expect(concentric(35, 31, 6, angle), `a thin ring round a dot, ${angle}°`).toHaveLength(0);
      expect(concentric(35, 17, 12, angle), `a thick ring, a narrow gap, ${angle}°`).toHaveLength(
        0,
      );
      expect(concentric(35, 25, 0, angle), `a ring alone, ${angle}°`).toHaveLength(0);
      expect(concentric(0, 0, 35, angle), `a square blob, ${angle}°`).toHaveLength(0);
    }
  });

  it('black ink on the card: exactly the four marks, and the black read', () => {
    const photo = renderCardPhoto({ ink: inks.black, angle: 12, cast: TUNGSTEN, seed: 21 });
    expect(findMarkCandidates(photo.pixels, photo.width, photo.height, 3)).toHaveLength(4);
    const { m, body } = errors(photo);
    expect(m.calibrated).toBe(true);
    expect(body).toBeLessThan(2);
  });

  it('black ink on plain paper: no mark at all, so no card', () => {
    const photo = renderPlainPhoto({ ink: inks.black, angle: 12, seed: 22 });
    expect(findMarkCandidates(photo.pixels, photo.width, photo.height, 3)).toHaveLength(0);
    expect(detectCard(photo.pixels, photo.width, photo.height, 3)).toBeNull();
    expect(
      must(measureSwatchPixels(photo.pixels, photo.width, photo.height, 3)).checks.cardFound,
    ).toBe(false);
  });
});

describe('without a card, clipped, blank', () => {
  it('a plain photo: still a colour, from the paper alone, calibrated false and confidence at most 0.35', () => {
    const photo = renderPlainPhoto({ ink: inks.oxblood, cast: TUNGSTEN, seed: 31 });
    const { m, body } = errors(photo);
    expect(m.calibrated).toBe(false);
    expect(m.checks.cardFound).toBe(false);
    expect(m.checks.uniformity).toBe(0);
    expect(m.confidence).toBeGreaterThan(0);
    expect(m.confidence).toBeLessThanOrEqual(0.35);
    // with no tone curve to undo, white balance alone gets close (as inkColorFromPhoto does)
    expect(body).toBeLessThan(3);
  });

  it('an over-exposed photo: clipped, and less sure than the same photo exposed right', () => {
    const base: PhotoOptions = { ink: inks.violet, angle: 20, seed: 32 };
    const right = errors(renderCardPhoto(base)).m;
    const over = errors(renderCardPhoto({ ...base, gain: 1.25 })).m;
    expect(right.checks.clipped).toBe(false);
    expect(over.checks.clipped).toBe(true);
    expect(over.calibrated).toBe(true);
    expect(over.confidence).toBeLessThanOrEqual(0.65);
    expect(over.confidence).toBeLessThan(right.confidence);
    // a plain photo clipped too: less than a plain photo's cap
    const plain = must(
      measureSwatchPixels(...plainArgs(renderPlainPhoto({ ...base, gain: 1.25 }))),
    );
    expect(plain.checks.clipped).toBe(true);
    expect(plain.confidence).toBeLessThan(0.35);
  });

  it('glare on a patch, or a shadow across the card: still read, but less sure', () => {
    const base: PhotoOptions = { ink: inks.violet, angle: 30, seed: 36 };
    const clean = errors(renderCardPhoto(base)).m;
    expect(clean.confidence).toBeGreaterThanOrEqual(0.9);
    const strip = PATCHES[2]?.rect ?? INK_AREA;
    const glare = errors(
      renderCardPhoto({ ...base, glare: { x: strip.x + strip.w / 2, y: strip.y + strip.h / 2 } }),
    ).m;
    expect(glare.calibrated).toBe(true);
    expect(glare.checks.uniformity).toBeGreaterThan(2 * clean.checks.uniformity);
    expect(glare.confidence).toBeLessThan(0.5);
    const shadow = errors(renderCardPhoto({ ...base, shade: 0.35 })).m;
    expect(shadow.calibrated).toBe(true);
    expect(shadow.confidence).toBeLessThanOrEqual(0.7);
  });

  it('a blank page, an empty card, an empty frame and a dark one: null', () => {
    const blank = renderPlainPhoto({ ink: null, seed: 33 });
    expect(measureSwatchPixels(blank.pixels, blank.width, blank.height, 3)).toBeNull();
    const empty = renderCardPhoto({ ink: null, angle: 40, seed: 34 });
    expect(detectCard(empty.pixels, empty.width, empty.height, 3)).not.toBeNull();
    expect(measureSwatchPixels(empty.pixels, empty.width, empty.height, 3)).toBeNull();
    expect(measureSwatchPixels(new Uint8Array(0), 0, 0, 3)).toBeNull();
    expect(measureSwatchPixels(new Uint8Array(30), 10, 10, 3)).toBeNull();
    // a frame with no paper in it (a lens cap, a dark room): no ink is read from it
    expect(measureSwatchPixels(new Uint8Array(100 * 100 * 3), 100, 100, 3)).toBeNull();
    const dim = Uint8Array.from({ length: 100 * 100 * 3 }, (_, i) => (i * 7919) % 40);
    expect(measureSwatchPixels(dim, 100, 100, 3)).toBeNull();
    expect(measureSwatchPixels(Uint8Array.from([255, 255, 255]), 1, 1, 3)).toBeNull();
    expect(measureSwatchPixels(Uint8Array.from([20, 30, 40]), 1, 1, 3)).toBeNull();
  });

  it('reads RGBA as RGB', () => {
    const photo = renderCardPhoto({ ink: inks.green, angle: 5, seed: 35 });
    const rgba = new Uint8Array(photo.width * photo.height * 4);
    for (let p = 0; p < photo.width * photo.height; p++) {
      rgba.set(photo.pixels.subarray(p * 3, p * 3 + 3), p * 4);
      rgba[p * 4 + 3] = 255;
    }
    const m = must(measureSwatchPixels(rgba, photo.width, photo.height, 4));
    expect(m).toEqual(must(measureSwatchPixels(photo.pixels, photo.width, photo.height, 3)));
  });
});

const plainArgs = (p: SyntheticPhoto): [Uint8Array, number, number, 3] => [
  p.pixels,
  p.width,
  p.height,
  3,
];

describe('sheen', () => {
  const SHEEN: Lab = { l: 40, a: 42, b: 6 }; // a red sheen, as many saturated blue inks dry with

  it('is found when present and asked for, and the body read without it', () => {
    const photo = renderCardPhoto({
      ink: inks.blueBlack,
      sheen: SHEEN,
      angle: 75,
      cast: TUNGSTEN,
      seed: 41,
    });
    const { m, body } = errors(photo, { sheen: true });
    const sheen = must(m.sheen);
    expect(deltaE2000(sheen, must(photo.truth.sheen))).toBeLessThan(3);
    expect(body).toBeLessThan(2);
  });

  it('is null when not asked for, and when absent', () => {
    const photo = renderCardPhoto({ ink: inks.blueBlack, sheen: SHEEN, angle: 75, seed: 42 });
    expect(errors(photo).m.sheen).toBeNull();
    for (const opts of [
      { ink: inks.blueBlack },
      { ink: inks.black },
      { ink: inks.amber, cast: STRONG_TUNGSTEN },
      { shading: SHADED_BLUE },
    ]) {
      const plain = renderCardPhoto({ ...opts, seed: 43 });
      expect(errors(plain, { sheen: true }).m.sheen, JSON.stringify(opts)).toBeNull();
    }
  });
});

describe('measureSwatchImage (sharp decoding)', () => {
  it('reads a large JPEG, turned by its EXIF orientation, on the card', async () => {
    const photo = renderCardPhoto({
      width: 2400,
      height: 1800,
      pxPerMm: 10,
      angle: 8,
      cast: TUNGSTEN,
      gamma: 1.15,
      ink: inks.oxblood,
      seed: 51,
    });
    const jpeg = await encodePhoto(photo, 'jpeg', { orientation: 6 });
    const m = must(await measureSwatchImage(jpeg));
    expect(m.calibrated).toBe(true);
    expect(deltaE2000(m.lab, photo.truth.lab)).toBeLessThan(2);
    expect(m.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('reads a PNG without a card as a plain photo, and refuses what is not an image', async () => {
    const photo = renderPlainPhoto({ ink: inks.amber, seed: 52 });
    const m = must(await measureSwatchImage(await encodePhoto(photo, 'png')));
    expect(m.calibrated).toBe(false);
    expect(deltaE2000(m.lab, photo.truth.lab)).toBeLessThan(3);
    await expect(measureSwatchImage(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('CIELAB from linear values', () => {
  it('agrees with the contract’s rgbToLab', () => {
    const lin = (c: number) =>
      c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
    for (const [r, g, b] of [
      [0, 0, 0],
      [255, 255, 255],
      [31, 78, 121],
      [196, 122, 27],
      [5, 250, 130],
    ] as const) {
      const ours = labFromLinear(lin(r), lin(g), lin(b));
      const theirs = rgbToLab({ r, g, b });
      expect(deltaE2000(ours, theirs)).toBeLessThan(1e-9);
    }
  });
});
