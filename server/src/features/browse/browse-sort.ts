import type { ColorFamily, InkSort } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { sortKeys, type SortKeyRow } from './browse.queries.ts';

/**
 * The catalogue's orders other than relevance and name (ADR 050): each a list of every live
 * ink's id, worked out in memory from one read of the inks' sort keys, the first time a page
 * asks for it at a catalogue version. Ties fall back to the name order (brand, name, id), so
 * every order is total and pages never overlap or skip an ink.
 */

/** Rainbow order of the families for `hue`; the neutrals last. */
const HUE_FAMILIES: readonly ColorFamily[] = [
  'Red',
  'Orange',
  'Brown',
  'Yellow/Gold',
  'Green',
  'Teal',
  'Blue',
  'Purple',
  'Pink',
  'Other',
  'Grey/Silver',
  'Black',
  'White',
];
const NEUTRALS: ReadonlySet<string> = new Set(['Grey/Silver', 'Black', 'White']);

/** The orders worked out here (relevance is the search's; name is the browse index's). */
export type KeyedSort = Exclude<InkSort, 'relevance' | 'name'>;

/** Hue angles (degrees) turned so that each family's largest gap between hues is its wrap. */
function huesByFamily(rows: readonly SortKeyRow[]): Float64Array {
  const angle = Float64Array.from(rows, (r) => {
    const h = (Math.atan2(r.b, r.a) * 180) / Math.PI;
    return h < 0 ? h + 360 : h;
  });
  const byFamily = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const list = byFamily.get(r.family);
    if (list) list.push(i);
    else byFamily.set(r.family, [i]);
  });
  for (const members of byFamily.values()) {
    const sorted = members.map((i) => angle[i] ?? 0).sort((x, y) => x - y);
    // the start of the family's run of hues: just after its largest gap (reds near 0 and 360)
    let start = sorted[0] ?? 0;
    let widest = (sorted[0] ?? 0) + 360 - (sorted[sorted.length - 1] ?? 0);
    for (let k = 1; k < sorted.length; k++) {
      const gap = (sorted[k] ?? 0) - (sorted[k - 1] ?? 0);
      if (gap > widest) {
        widest = gap;
        start = sorted[k] ?? 0;
      }
    }
    for (const i of members) angle[i] = ((angle[i] ?? 0) - start + 360) % 360;
  }
  return angle;
}

/** Position comparators: `a` and `b` are positions in browse order (the tiebreak). */
function comparator(
  sort: KeyedSort,
  rows: readonly SortKeyRow[],
): (a: number, b: number) => number {
  const row = (i: number) => rows[i] as SortKeyRow;
  switch (sort) {
    case 'newest':
      // the latest first; inks added at the same moment, the later id first
      return (a, b) => row(b).createdAt - row(a).createdAt || row(b).id - row(a).id;
    case 'owned':
      return (a, b) => row(b).owners - row(a).owners || a - b;
    case 'photographed':
      return (a, b) => row(b).images - row(a).images || a - b;
    case 'rating': {
      const mean = Float64Array.from(rows, (r) =>
        r.ratingCount > 0 ? r.ratingSum / r.ratingCount : -1,
      );
      return (a, b) =>
        (mean[b] ?? -1) - (mean[a] ?? -1) || row(b).ratingCount - row(a).ratingCount || a - b;
    }
    case 'hue': {
      const rank = Uint8Array.from(rows, (r) => {
        const i = HUE_FAMILIES.indexOf(r.family as ColorFamily);
        return i < 0 ? HUE_FAMILIES.indexOf('Other') : i;
      });
      const hue = huesByFamily(rows);
      return (a, b) => {
        const family = (rank[a] ?? 0) - (rank[b] ?? 0);
        if (family !== 0) return family;
        // the neutrals by lightness, light to dark; the colours by hue angle
        const within = NEUTRALS.has(row(a).family)
          ? row(b).l - row(a).l
          : (hue[a] ?? 0) - (hue[b] ?? 0);
        return within || a - b;
      };
    }
  }
}

export class SortOrders {
  readonly size: number;
  readonly #rows: SortKeyRow[];
  readonly #orders = new Map<KeyedSort, Int32Array>();

  constructor(rows: SortKeyRow[]) {
    this.size = rows.length;
    this.#rows = rows;
  }

  /** Every live ink's id in the order. */
  ids(sort: KeyedSort): Int32Array {
    let ids = this.#orders.get(sort);
    if (!ids) {
      const positions = Int32Array.from(this.#rows, (_, i) => i).sort(comparator(sort, this.#rows));
      ids = Int32Array.from(positions, (p) => this.#rows[p]?.id ?? 0);
      this.#orders.set(sort, ids);
    }
    return ids;
  }

  /**
   * One page of the inks `accept` lets through (all: null), in the order, and how many in all.
   */
  page(
    sort: KeyedSort,
    accept: ((id: number) => boolean) | null,
    offset: number,
    limit: number,
  ): { ids: number[]; total: number } {
    const order = this.ids(sort);
    if (accept === null) {
      return { ids: Array.from(order.subarray(offset, offset + limit)), total: order.length };
    }
    const ids: number[] = [];
    let total = 0;
    for (let i = 0; i < order.length; i++) {
      const id = order[i] ?? 0;
      if (!accept(id)) continue;
      if (total >= offset && total < offset + limit) ids.push(id);
      total++;
    }
    return { ids, total };
  }
}

const orders = new WeakMap<Db, { version: number; orders: Promise<SortOrders> }>();

/**
 * The orders of a database at catalogue `version` (read by the caller: any change to an ink,
 * its rating, images or owners bumps it), read again when the version moved.
 */
export function sortOrders(db: Db, version: number): Promise<SortOrders> {
  const cached = orders.get(db);
  if (cached?.version === version) return cached.orders;
  const made = sortKeys(db).then((rows) => new SortOrders(rows));
  orders.set(db, { version, orders: made });
  made.catch(() => {
    if (orders.get(db)?.orders === made) orders.delete(db);
  });
  return made;
}
