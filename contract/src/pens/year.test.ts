import { describe, expect, it } from 'vitest';
import {
  compareHue,
  hueKey,
  inHueOrder,
  yearHasBegun,
  yearSoFar,
  yearThrough,
} from './year.rules.ts';

const ink = (id: number, colorHex: string, name = `Ink ${id}`) => ({ id, name, colorHex });

describe('the hue order of the year', () => {
  it('runs red, orange, yellow, green, teal, blue, purple, magenta, then the neutrals light to dark', () => {
    const inks = [
      ink(1, '#111111'), // black
      ink(2, '#1f4e9a'), // blue
      ink(3, '#6b3fa0'), // purple
      ink(4, '#f5f5f0'), // white
      ink(5, '#c0392b'), // red
      ink(6, '#888888'), // grey
      ink(7, '#2e8b57'), // green
      ink(8, '#e07b39'), // orange
      ink(9, '#e1b12c'), // yellow
      ink(10, '#1b8a8a'), // teal
      ink(11, '#b0307a'), // magenta
    ];
    const order = inHueOrder(inks.map((i) => ({ ink: i }))).map((x) => x.ink.id);
    expect(order).toEqual([5, 8, 9, 7, 10, 2, 3, 11, 4, 6, 1]);
  });

  it('calls neutral what the catalogue calls black, white or grey', () => {
    expect(hueKey('#2b2b2e').neutral).toBe(true);
    expect(hueKey('#f7f7f4').neutral).toBe(true);
    expect(hueKey('#8a8a8a').neutral).toBe(true);
    expect(hueKey('#1f4e9a').neutral).toBe(false);
    // a brown is a colour (low chroma, but the catalogue names it Brown)
    expect(hueKey('#5a3a22').neutral).toBe(false);
    // a colour that is not #rrggbb sorts with the neutrals
    expect(hueKey('blue').neutral).toBe(true);
  });

  it('breaks ties by lightness, then name, then id', () => {
    expect(compareHue(ink(1, '#1f4e9a', 'B'), ink(2, '#1f4e9a', 'A'))).toBeGreaterThan(0);
    expect(compareHue(ink(1, '#1f4e9a', 'A'), ink(2, '#1f4e9a', 'A'))).toBeLessThan(0);
    expect(compareHue(ink(1, '#eeeeee'), ink(2, '#222222'))).toBeLessThan(0);
    // the order is total: sorting twice, or from the other end, gives the same
    const list = [ink(3, '#abcdef'), ink(1, '#abcdef'), ink(2, '#fedcba')].map((i) => ({ ink: i }));
    expect(inHueOrder(list)).toEqual(inHueOrder([...list].reverse()));
  });
});

describe("the year's span", () => {
  it('counts through today for the year under way, through the last day for a past one', () => {
    expect(yearThrough(2025, '2026-11-29', '2025-12-31')).toBe('2025-12-31');
    expect(yearThrough(2025, '2026-11-29', null)).toBe('2025-12-31');
    expect(yearThrough(2026, '2026-11-29', '2026-11-02')).toBe('2026-11-29');
    // a member ahead of UTC marked tomorrow
    expect(yearThrough(2026, '2026-11-29', '2026-11-30')).toBe('2026-11-30');
    // on 31 December, next year (for members already in it) starts on its first day
    expect(yearThrough(2027, '2026-12-31', '2027-01-01')).toBe('2027-01-01');
    expect(yearThrough(2027, '2026-12-31', null)).toBe('2027-01-01');
    expect(yearSoFar(2026, '2026-11-29')).toBe(true);
    expect(yearSoFar(2025, '2026-11-29')).toBe(false);
  });

  it('has begun for this year and earlier, and for next year only on the last day of this one', () => {
    expect(yearHasBegun(2026, '2026-11-29')).toBe(true);
    expect(yearHasBegun(1900, '2026-11-29')).toBe(true);
    expect(yearHasBegun(2027, '2026-11-29')).toBe(false);
    expect(yearHasBegun(2027, '2026-12-31')).toBe(true);
  });
});
