import fs from 'node:fs';
import { deltaE2000, hexToLab } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { ColorIndex, type IndexedInk } from './color-index.ts';

type SeedInk = { colorHex: string };
const demo = JSON.parse(
  fs.readFileSync(new URL('../../seed/data/inks.more.json', import.meta.url), 'utf8'),
) as SeedInk[];

function indexed(hexes: string[]): IndexedInk[] {
  return hexes.map((hex, i) => ({
    id: i + 1,
    ...hexToLab(hex),
    brandNorm: 'b',
    colorFamily: 'Blue',
    mask: 0,
  }));
}

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const randomHex = () =>
  `#${Array.from({ length: 3 }, () =>
    Math.floor(rnd() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`;

describe('the Lab index', () => {
  it('finds exactly what a full scan finds, on the demo catalogue and on random colours', () => {
    const inks = indexed([
      ...demo.map((d) => d.colorHex),
      ...Array.from({ length: 3000 }, randomHex),
    ]);
    const index = new ColorIndex(inks);
    const targets = [...inks.slice(0, 50), ...indexed(Array.from({ length: 50 }, randomHex))];
    for (const t of targets) {
      for (const max of [10, 25]) {
        const full = index.near(t, max, () => true, Infinity, true);
        expect(index.near(t, max), `${t.l},${t.a},${t.b} within ${max}`).toEqual(full);
        for (const k of [1, 12, 50]) {
          expect(
            index.near(t, max, () => true, k),
            `nearest ${k}`,
          ).toEqual(full.slice(0, k));
        }
      }
    }
  });

  it('orders by CIEDE2000, nearest first, with exact figures and the filter applied', () => {
    const index = new ColorIndex(indexed(['#1f4e79', '#204f7a', '#2a5a8a', '#7a1f1f', '#1f4e78']));
    const target = hexToLab('#1f4e79');
    const found = index.near(target, 10);
    expect(found.map((f) => f.id)).toEqual([1, 5, 2, 3]);
    expect(found[1]?.deltaE).toBeCloseTo(deltaE2000(target, hexToLab('#1f4e78')), 10);
    expect(index.near(target, 10, (ink) => ink.id !== 1).map((f) => f.id)).toEqual([5, 2, 3]);
    expect(index.ink(4)?.id).toBe(4);
    expect(index.ink(99)).toBeUndefined();
  });
});
