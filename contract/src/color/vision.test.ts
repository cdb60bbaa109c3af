import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToLab, hexToRgb, rgbToHex } from './color.rules.ts';
import {
  LOOK_ALIKE_DELTA_E,
  MACHADO_2009,
  VISIONS,
  labToLinearRgb,
  linearRgbToLab,
  looksAlike,
  simulateHex,
  simulateLab,
  simulateLinear,
  simulateRgb,
  visionDeltaE,
} from './vision.rules.ts';

/**
 * Machado, Oliveira and Fernandes (2009), supplementary table, severity 1.0, as published
 * (inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html; the same six-decimal
 * values as colorspacious's cvd.py). Kept here as a second, independent copy of the table.
 */
const PUBLISHED = {
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
} as const;
const DEFICIENCIES = ['protanopia', 'deuteranopia', 'tritanopia'] as const;

const lin = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

describe('colour vision deficiency simulation (Machado et al. 2009)', () => {
  it('lists the visions', () => {
    expect(VISIONS).toEqual(['none', 'protanopia', 'deuteranopia', 'tritanopia']);
  });

  it.each(DEFICIENCIES)('%s: the matrix is the published one', (vision) => {
    expect(MACHADO_2009[vision]).toEqual(PUBLISHED[vision]);
    const m = PUBLISHED[vision];
    // a pure linear primary maps to the matrix's column
    const cases = [
      [{ r: 1, g: 0, b: 0 }, 0],
      [{ r: 0, g: 1, b: 0 }, 1],
      [{ r: 0, g: 0, b: 1 }, 2],
    ] as const;
    for (const [primary, col] of cases) {
      const out = simulateLinear(primary, vision);
      expect(out.r).toBeCloseTo(m[0][col], 12);
      expect(out.g).toBeCloseTo(m[1][col], 12);
      expect(out.b).toBeCloseTo(m[2][col], 12);
    }
  });

  it.each(DEFICIENCIES)('%s: rows sum to 1, so white, greys and black stay put', (vision) => {
    for (const row of MACHADO_2009[vision]) {
      expect(Math.abs(row[0] + row[1] + row[2] - 1)).toBeLessThan(2e-6);
    }
    const white = simulateLinear({ r: 1, g: 1, b: 1 }, vision);
    for (const v of [white.r, white.g, white.b]) expect(v).toBeCloseTo(1, 5);
    expect(simulateRgb({ r: 255, g: 255, b: 255 }, vision)).toEqual({ r: 255, g: 255, b: 255 });
    for (const hex of ['#000000', '#404040', '#808080', '#c0c0c0', '#ffffff']) {
      expect(simulateHex(hex, vision)).toBe(hex);
    }
    const grey = hexToLab('#777777');
    expect(deltaE2000(simulateLab(grey, vision), grey)).toBeLessThan(0.01);
  });

  it('works in linear light: decode, multiply, clip, encode', () => {
    // #cc3333 under deuteranopia, by hand from the published matrix
    const { r, g, b } = hexToRgb('#cc3333');
    const m = PUBLISHED.deuteranopia;
    const enc = (v: number) => {
      const c = Math.min(1, Math.max(0, v));
      return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
    };
    const expected = m.map((row) => enc(row[0] * lin(r) + row[1] * lin(g) + row[2] * lin(b)));
    expect(simulateHex('#cc3333', 'deuteranopia')).toBe(
      rgbToHex({ r: expected[0] ?? 0, g: expected[1] ?? 0, b: expected[2] ?? 0 }),
    );
    expect(simulateHex('#cc3333', 'deuteranopia')).toBe('#877a2d');
    // pure red under protanopia: the -0.003882 of the blue row is clipped to 0
    expect(simulateHex('#ff0000', 'protanopia')).toBe('#6d5f00');
  });

  it("'none' is the identity", () => {
    const lab = { l: 41.2, a: 12.5, b: -38.7 };
    expect(simulateLab(lab, 'none')).toEqual(lab);
    expect(simulateHex('#2c4a7a', 'none')).toBe('#2c4a7a');
    expect(simulateRgb({ r: 1, g: 2, b: 3 }, 'none')).toEqual({ r: 1, g: 2, b: 3 });
    expect(simulateLinear({ r: 0.1, g: 0.2, b: 0.3 }, 'none')).toEqual({ r: 0.1, g: 0.2, b: 0.3 });
    const x = hexToLab('#cc3333');
    const y = hexToLab('#558822');
    expect(visionDeltaE(x, y, 'none')).toBe(deltaE2000(x, y));
  });

  it('round-trips Lab -> linear sRGB -> Lab within 0.01 for in-gamut colours', () => {
    let worst = 0;
    for (let r = 0; r < 256; r += 15)
      for (let g = 0; g < 256; g += 15)
        for (let b = 0; b < 256; b += 15) {
          const lab = hexToLab(rgbToHex({ r, g, b }));
          const linear = labToLinearRgb(lab);
          expect(linear.r).toBeCloseTo(lin(r), 6);
          expect(linear.g).toBeCloseTo(lin(g), 6);
          expect(linear.b).toBeCloseTo(lin(b), 6);
          const back = linearRgbToLab(linear);
          worst = Math.max(
            worst,
            Math.abs(back.l - lab.l),
            Math.abs(back.a - lab.a),
            Math.abs(back.b - lab.b),
          );
        }
    expect(worst).toBeLessThan(0.01);
  });

  it('clips out-of-gamut Lab to the screen gamut before simulating', () => {
    const outside = { l: 60, a: -120, b: 90 }; // greener than sRGB can show
    const lin0 = labToLinearRgb(outside);
    expect(Math.min(lin0.r, lin0.g, lin0.b)).toBeLessThan(0);
    const seen = simulateLab(outside, 'deuteranopia');
    for (const v of [seen.l, seen.a, seen.b]) expect(Number.isFinite(v)).toBe(true);
    expect(seen.l).toBeGreaterThan(0);
    expect(seen.l).toBeLessThan(100);
  });

  // A red and a green ink, plainly far apart, that red-green deficient readers confuse.
  // Deuteranopes see both as the same olive-khaki; protanopes see red darkened (the L cones
  // carry most of its light), so their look-alike green is a darker one.
  it('collapses a red/green pair under deuteranopia', () => {
    const red = hexToLab('#cc3333');
    const green = hexToLab('#558822');
    const plain = deltaE2000(red, green);
    const deutan = visionDeltaE(red, green, 'deuteranopia');
    expect(plain).toBeCloseTo(60.15, 1);
    expect(deutan).toBeLessThan(1);
    expect(looksAlike(red, green, 'deuteranopia')).toBe(true);
    expect(looksAlike(red, green, 'none')).toBe(false);
    expect(looksAlike(red, green, 'tritanopia')).toBe(false);
    expect(visionDeltaE(red, green, 'tritanopia')).toBeGreaterThan(40);
  });

  it('collapses a red/dark-green pair under protanopia', () => {
    const red = hexToLab('#cc3333');
    const green = hexToLab('#336633');
    const plain = deltaE2000(red, green);
    const protan = visionDeltaE(red, green, 'protanopia');
    expect(plain).toBeCloseTo(57.22, 1);
    expect(protan).toBeLessThan(LOOK_ALIKE_DELTA_E);
    expect(protan).toBeLessThan(plain / 15);
    expect(looksAlike(red, green, 'protanopia')).toBe(true);
    expect(visionDeltaE(red, green, 'tritanopia')).toBeGreaterThan(40);
  });

  it('under tritanopia a blue/green pair collapses instead', () => {
    const blue = hexToLab('#0099bb');
    const green = hexToLab('#44aa66');
    const plain = deltaE2000(blue, green);
    const tritan = visionDeltaE(blue, green, 'tritanopia');
    expect(plain).toBeCloseTo(35.22, 1);
    expect(tritan).toBeLessThan(plain / 5);
    // red-green deficient readers still tell these apart
    expect(visionDeltaE(blue, green, 'protanopia')).toBeGreaterThan(30);
    expect(visionDeltaE(blue, green, 'deuteranopia')).toBeGreaterThan(30);
  });

  it('is symmetric and a colour looks alike to itself', () => {
    const x = hexToLab('#2c4a7a');
    const y = hexToLab('#6b3fa0');
    for (const v of VISIONS) {
      expect(visionDeltaE(x, y, v)).toBeCloseTo(visionDeltaE(y, x, v), 10);
      expect(looksAlike(x, x, v)).toBe(true);
    }
  });
});
