import type { CollectionItem } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { testInk } from '#test/gallery-kit.tsx';
import { hueKey, moveItem, parseSort, sortItems } from './collection-sort.ts';

function item(
  id: number,
  name: string,
  brand: string,
  lab: { l: number; a: number; b: number },
  addedAt: string,
  position: number,
): CollectionItem {
  return {
    ink: testInk({ id, name, brand, lab }),
    notes: null,
    addedAt,
    position,
  };
}

// Position order: Ku-jaku, Ancient Copper, Oxblood, Émeraude, Graphite
const items = [
  item(1, 'Ku-jaku', 'Pilot', { l: 47, a: -20, b: -18 }, '2026-11-01T10:00:00Z', 0), // teal
  item(2, 'Ancient Copper', 'Diamine', { l: 45, a: 30, b: 40 }, '2026-11-03T10:00:00Z', 1), // orange
  item(3, 'oxblood', 'Diamine', { l: 30, a: 40, b: 15 }, '2026-11-02T10:00:00Z', 2), // red
  item(4, 'Émeraude de Chivor', 'J. Herbin', { l: 40, a: -30, b: 5 }, '2026-11-05T10:00:00Z', 3), // green
  item(5, 'Graphite', 'Pilot', { l: 35, a: 1, b: -2 }, '2026-11-04T10:00:00Z', 4), // grey
];
const names = (list: CollectionItem[]) => list.map((i) => i.ink.name);

describe("a collection's sorts", () => {
  it("keeps the owner's order by position", () => {
    expect(names(sortItems([...items].reverse(), 'order'))).toEqual([
      'Ku-jaku',
      'Ancient Copper',
      'oxblood',
      'Émeraude de Chivor',
      'Graphite',
    ]);
  });

  it('sorts by name ignoring case and accents, and by brand then name', () => {
    expect(names(sortItems(items, 'name'))).toEqual([
      'Ancient Copper',
      'Émeraude de Chivor',
      'Graphite',
      'Ku-jaku',
      'oxblood',
    ]);
    expect(names(sortItems(items, 'brand'))).toEqual([
      'Ancient Copper',
      'oxblood',
      'Émeraude de Chivor',
      'Graphite',
      'Ku-jaku',
    ]);
  });

  it('sorts by hue with greys last, as the server orders palettes', () => {
    const byHue = names(sortItems(items, 'hue'));
    expect(byHue.at(-1)).toBe('Graphite');
    // CIELAB hue angle + 180°: teal 42, red 201, orange 233, green 351
    expect(byHue.slice(0, 4)).toEqual([
      'Ku-jaku',
      'oxblood',
      'Ancient Copper',
      'Émeraude de Chivor',
    ]);
    expect(hueKey({ l: 20, a: 0, b: 0 })).toBeGreaterThan(hueKey({ l: 80, a: 0, b: 0 }));
  });

  it('sorts by date added, newest first', () => {
    expect(names(sortItems(items, 'added'))).toEqual([
      'Émeraude de Chivor',
      'Graphite',
      'Ancient Copper',
      'oxblood',
      'Ku-jaku',
    ]);
  });

  it('leaves the given list as it was', () => {
    const copy = [...items];
    sortItems(items, 'name');
    expect(items).toEqual(copy);
  });

  it('reads the sort from the address, the owner order by default', () => {
    expect(parseSort('hue')).toBe('hue');
    expect(parseSort(null)).toBe('order');
    expect(parseSort('price')).toBe('order');
  });
});

describe('moving an ink up or down', () => {
  it('swaps it with its neighbour and renumbers the positions', () => {
    const moved = moveItem(items, 2, -1);
    expect(names(moved).slice(0, 3)).toEqual(['Ku-jaku', 'oxblood', 'Ancient Copper']);
    expect(moved.map((i) => i.position)).toEqual([0, 1, 2, 3, 4]);
    expect(names(moveItem(items, 0, 1)).slice(0, 2)).toEqual(['Ancient Copper', 'Ku-jaku']);
  });

  it('does nothing past either end', () => {
    expect(names(moveItem(items, 0, -1))).toEqual(names(items));
    expect(names(moveItem(items, 4, 1))).toEqual(names(items));
  });
});
