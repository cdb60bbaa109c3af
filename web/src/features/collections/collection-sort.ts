import type { CollectionItem } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The orders a collection's page offers: the owner's own (the server's `position`), or by
 * name, brand, hue or the day each ink went in (newest first).
 */
export const COLLECTION_SORTS = ['order', 'name', 'brand', 'hue', 'added'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

export const SORT_LABELS: Record<CollectionSort, MessageDescriptor> = {
  order: msg`Owner's order`,
  name: msg`Name`,
  brand: msg`Brand`,
  hue: msg`Hue`,
  added: msg`Date added`,
};

/** The sort a page address asks for (?sort=), the owner's order when none or unknown. */
export function parseSort(raw: string | null): CollectionSort {
  return (COLLECTION_SORTS as readonly string[]).includes(raw ?? '')
    ? (raw as CollectionSort) // just checked against the list
    : 'order';
}

/**
 * Where a colour goes in hue order: its CIELAB hue angle; greys and blacks (little chroma)
 * after the colours, dark to light. The server orders palettes and the ink-ventory the same
 * way, so a collection sorted by hue reads like the member's palette strip.
 */
export function hueKey(lab: { l: number; a: number; b: number }): number {
  if (Math.hypot(lab.a, lab.b) < 8) return 1000 + (100 - lab.l);
  return (Math.atan2(lab.b, lab.a) * 180) / Math.PI + 180;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byName = (a: CollectionItem, b: CollectionItem) =>
  collator.compare(a.ink.name, b.ink.name) || collator.compare(a.ink.brand, b.ink.brand);

const COMPARE: Record<CollectionSort, (a: CollectionItem, b: CollectionItem) => number> = {
  order: (a, b) => a.position - b.position,
  name: byName,
  brand: (a, b) => collator.compare(a.ink.brand, b.ink.brand) || byName(a, b),
  hue: (a, b) => hueKey(a.ink.lab) - hueKey(b.ink.lab) || byName(a, b),
  added: (a, b) => Date.parse(b.addedAt) - Date.parse(a.addedAt) || a.position - b.position,
};

/** A new list in the asked order (the given one is left as it is). */
export function sortItems(
  items: readonly CollectionItem[],
  sort: CollectionSort,
): CollectionItem[] {
  return [...items].sort(COMPARE[sort]);
}

/**
 * The list with the item at `index` moved one place up (-1) or down (+1); the same list when
 * it cannot move further. Positions are renumbered from 0, as the server keeps them.
 */
export function moveItem(
  items: readonly CollectionItem[],
  index: number,
  delta: -1 | 1,
): CollectionItem[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (!moved) return [...items];
  next.splice(to, 0, moved);
  return next.map((item, position) => ({ ...item, position }));
}
