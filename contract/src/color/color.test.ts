import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colorFamilyOf, hexToLab, hexToRgb, rgbToHex } from './color.rules.ts';

type SeedInk = { colorHex: string; colorFamily: string; name: string };
const demo = JSON.parse(
  fs.readFileSync(new URL('../../../server/src/seed/data/inks.more.json', import.meta.url), 'utf8'),
) as SeedInk[];

describe('colour conversions', () => {
  it('round-trips hex and rgb', () => {
    expect(hexToRgb('#2c4a7a')).toEqual({ r: 44, g: 74, b: 122 });
    expect(rgbToHex({ r: 44, g: 74, b: 122 })).toBe('#2c4a7a');
    expect(() => hexToRgb('blue')).toThrow();
  });

  it('gives CIELAB (D65) for reference colours', () => {
    const white = hexToLab('#ffffff');
    expect(white.l).toBeCloseTo(100, 2);
    expect(white.a).toBeCloseTo(0, 2);
    expect(white.b).toBeCloseTo(0, 2);
    expect(hexToLab('#000000').l).toBeCloseTo(0, 5);
    // sRGB red: L 53.24, a 80.09, b 67.20 (standard published values)
    const red = hexToLab('#ff0000');
    expect(red.l).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
  });
});

describe('colorFamilyOf', () => {
  it('classes all 828 demo inks as the data set does', () => {
    const wrong = demo.filter((i) => colorFamilyOf(i.colorHex) !== i.colorFamily);
    expect(wrong.map((i) => `${i.name} ${i.colorHex} ${i.colorFamily}`)).toEqual([]);
  });
});
