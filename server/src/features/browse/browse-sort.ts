import type { ColorFamily, InkSort } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import {
  sortHorizon,
  sortKeyChanges,
  sortKeys,
  type SortKeyChange,
  type SortKeyRow,
} from './browse.queries.ts';

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

/** Threshold of changed inks above which the keys are read whole again (ADR 055). */
const MAX_CHANGES = 2000;

/** A hue angle in degrees, 0 to 360, of a Lab colour. */
function angleOf(a: number, b: number): number {
  const h = (Math.atan2(b, a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

/** Where a family's run of hues starts: just after its largest gap (reds near 0 and 360). */
function startOf(angles: number[]): number {
  const sorted = angles.sort((x, y) => x - y);
  let start = sorted[0] ?? 0;
  let widest = (sorted[0] ?? 0) + 360 - (sorted[sorted.length - 1] ?? 0);
  for (let k = 1; k < sorted.length; k++) {
    const gap = (sorted[k] ?? 0) - (sorted[k - 1] ?? 0);
    if (gap > widest) {
      widest = gap;
      start = sorted[k] ?? 0;
    }
  }
  return start;
}

const turned = (angle: number, start: number) => (angle - start + 360) % 360;

const SORTS: readonly KeyedSort[] = ['newest', 'owned', 'photographed', 'rating', 'hue'];

/**
 * Every live ink's sort keys and the orders worked out from them. An ink's keys sit in a
 * slot (its place in columns of numbers); an order is a list of slots. `rank` is the ink's
 * place in browse order (brand, name, id), every order's last tiebreak.
 */
export class SortOrders {
  #capacity = 0;
  /** One past the last slot ever used. */
  #end = 0;
  #id = new Int32Array(0);
  #created = new Float64Array(0);
  #owners = new Float64Array(0);
  #images = new Float64Array(0);
  #mean = new Float64Array(0);
  #ratings = new Float64Array(0);
  #l = new Float64Array(0);
  #angle = new Float64Array(0);
  /** The angle turned by the family's start (its order within the family). */
  #hue = new Float64Array(0);
  /** The family: an index of #families (the hue order's families first). */
  #family = new Uint8Array(0);
  #rank = new Float64Array(0);
  readonly #families: string[] = [...HUE_FAMILIES];
  readonly #slotOf = new Map<number, number>();
  readonly #free: number[] = [];
  /** Live slots in browse order. */
  #names: Int32Array;
  readonly #starts = new Map<number, number>();
  readonly #orders = new Map<KeyedSort, Int32Array>();

  /** `rows`: every live ink's keys, in browse order. */
  constructor(rows: readonly SortKeyRow[]) {
    this.#grow(rows.length);
    rows.forEach((r, slot) => {
      this.#write(slot, r);
      this.#rank[slot] = slot;
    });
    this.#names = Int32Array.from(rows, (_, slot) => slot);
    this.#end = rows.length;
    this.#turnFamilies(new Set(this.#family.subarray(0, rows.length)));
  }

  get size(): number {
    return this.#names.length;
  }

  #grow(need: number): void {
    if (need <= this.#capacity) return;
    const capacity = Math.max(need, Math.ceil(this.#capacity * 1.5), 1024);
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ) => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    const f64 = (n: number) => new Float64Array(n);
    this.#id = grown(this.#id, (n) => new Int32Array(n));
    this.#created = grown(this.#created, f64);
    this.#owners = grown(this.#owners, f64);
    this.#images = grown(this.#images, f64);
    this.#mean = grown(this.#mean, f64);
    this.#ratings = grown(this.#ratings, f64);
    this.#l = grown(this.#l, f64);
    this.#angle = grown(this.#angle, f64);
    this.#hue = grown(this.#hue, f64);
    this.#family = grown(this.#family, (n) => new Uint8Array(n));
    this.#rank = grown(this.#rank, f64);
    this.#capacity = capacity;
  }

  #familyIndex(family: string): number {
    let i = this.#families.indexOf(family);
    if (i < 0) {
      i = this.#families.length;
      this.#families.push(family);
    }
    return i;
  }

  /** Writes an ink's keys into a slot. */
  #write(slot: number, r: SortKeyRow): void {
    this.#slotOf.set(r.id, slot);
    this.#id[slot] = r.id;
    this.#created[slot] = r.createdAt;
    this.#owners[slot] = r.owners;
    this.#images[slot] = r.images;
    this.#mean[slot] = r.ratingCount > 0 ? r.ratingSum / r.ratingCount : -1;
    this.#ratings[slot] = r.ratingCount;
    this.#l[slot] = r.l;
    this.#angle[slot] = angleOf(r.a, r.b);
    this.#family[slot] = this.#familyIndex(r.family);
  }

  /**
   * Works out the start of each of `families` again from its live members; a family whose
   * start moved has every member's turned hue written again, and is returned.
   */
  #turnFamilies(families: ReadonlySet<number>): Set<number> {
    const moved = new Set<number>();
    if (families.size === 0) return moved;
    const members = new Map<number, number[]>();
    for (const slot of this.#names) {
      const f = this.#family[slot] ?? 0;
      if (!families.has(f)) continue;
      const list = members.get(f);
      if (list) list.push(slot);
      else members.set(f, [slot]);
    }
    for (const f of families) {
      const slots = members.get(f);
      if (!slots) {
        this.#starts.delete(f);
        continue;
      }
      const start = startOf(slots.map((s) => this.#angle[s] ?? 0));
      if (this.#starts.get(f) === start) continue;
      this.#starts.set(f, start);
      moved.add(f);
      for (const s of slots) this.#hue[s] = turned(this.#angle[s] ?? 0, start);
    }
    return moved;
  }

  /** Slot comparators: ties fall back to browse order (newest: to the id, the latest first). */
  #comparator(sort: KeyedSort): (a: number, b: number) => number {
    const rank = this.#rank;
    switch (sort) {
      case 'newest': {
        const created = this.#created;
        const id = this.#id;
        return (a, b) => (created[b] ?? 0) - (created[a] ?? 0) || (id[b] ?? 0) - (id[a] ?? 0);
      }
      case 'owned':
      case 'photographed': {
        const count = sort === 'owned' ? this.#owners : this.#images;
        return (a, b) => (count[b] ?? 0) - (count[a] ?? 0) || (rank[a] ?? 0) - (rank[b] ?? 0);
      }
      case 'rating': {
        const mean = this.#mean;
        const ratings = this.#ratings;
        return (a, b) =>
          (mean[b] ?? -1) - (mean[a] ?? -1) ||
          (ratings[b] ?? 0) - (ratings[a] ?? 0) ||
          (rank[a] ?? 0) - (rank[b] ?? 0);
      }
      case 'hue': {
        const other = HUE_FAMILIES.indexOf('Other');
        const neutral = this.#families.map((f) => NEUTRALS.has(f));
        const place = this.#families.map((_, i) => (i < HUE_FAMILIES.length ? i : other));
        const family = this.#family;
        const l = this.#l;
        const hue = this.#hue;
        return (a, b) => {
          const fa = family[a] ?? 0;
          const byFamily = (place[fa] ?? 0) - (place[family[b] ?? 0] ?? 0);
          if (byFamily !== 0) return byFamily;
          // the neutrals by lightness, light to dark; the colours by hue angle
          const within = neutral[fa] ? (l[b] ?? 0) - (l[a] ?? 0) : (hue[a] ?? 0) - (hue[b] ?? 0);
          return within || (rank[a] ?? 0) - (rank[b] ?? 0);
        };
      }
    }
  }

  /** The order's slots, sorted the first time it is asked for. */
  #order(sort: KeyedSort): Int32Array {
    let slots = this.#orders.get(sort);
    if (!slots) {
      slots = Int32Array.from(this.#names).sort(this.#comparator(sort));
      this.#orders.set(sort, slots);
    }
    return slots;
  }

  /** Every live ink's id in the order. */
  ids(sort: KeyedSort): Int32Array {
    return this.#order(sort).map((slot) => this.#id[slot] ?? 0);
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
    const order = this.#order(sort);
    const idOf = this.#id;
    if (accept === null) {
      return {
        ids: Array.from(order.subarray(offset, offset + limit), (slot) => idOf[slot] ?? 0),
        total: order.length,
      };
    }
    const ids: number[] = [];
    let total = 0;
    for (let i = 0; i < order.length; i++) {
      const id = idOf[order[i] ?? 0] ?? 0;
      if (!accept(id)) continue;
      if (total >= offset && total < offset + limit) ids.push(id);
      total++;
    }
    return { ids, total };
  }

  /**
   * Takes in the inks whose keys changed (sortKeyChanges: in browse order, each with the live
   * ink before it), in place: each leaves the orders its change moves and is placed again
   * where its new keys put it. False, changing nothing, when they do not fit what is held (an
   * ink before one of them is unknown): the caller reads every key again.
   */
  apply(changes: readonly SortKeyChange[]): boolean {
    if (changes.length === 0) return true;
    // 1. check, changing nothing: the inks each live one follows in browse order
    const changed = new Set(changes.map((c) => c.id));
    const live = changes.filter((c) => c.live);
    /** Per ink kept in place (or null: the start), the changed inks right after it, in order. */
    const after = new Map<number | null, number[]>();
    const anchor = new Map<number, number | null>();
    for (const c of live) {
      let at: number | null;
      if (c.prev === null) at = null;
      else if (changed.has(c.prev)) {
        const a = anchor.get(c.prev);
        if (a === undefined) return false;
        at = a;
      } else if (this.#slotOf.has(c.prev)) at = c.prev;
      else return false;
      anchor.set(c.id, at);
      const list = after.get(at);
      if (list) list.push(c.id);
      else after.set(at, [c.id]);
    }
    // browse order stays as it is when no ink comes or goes and each changed one still
    // follows the ink it followed (the kept inks never move among themselves)
    let moves = live.length !== changes.length;
    for (const c of live) {
      const slot = this.#slotOf.get(c.id);
      if (slot === undefined) {
        moves = true;
        break;
      }
      const rank = this.#rank[slot] ?? 0;
      const before = rank > 0 ? (this.#id[this.#names[rank - 1] ?? 0] ?? 0) : null;
      if (before !== c.prev) {
        moves = true;
        break;
      }
    }

    // 2. the changed inks' slots (the deleted ones freed)
    const out = new Uint8Array(this.#capacity);
    const families = new Set<number>();
    for (const c of changes) {
      const slot = this.#slotOf.get(c.id);
      if (slot === undefined) continue;
      out[slot] = 1;
      if (!c.live) {
        families.add(this.#family[slot] ?? 0);
        this.#slotOf.delete(c.id);
        this.#free.push(slot);
      }
    }
    // 3. the live ones' keys, in their old slot or a free one; the orders they move
    const dirty = new Set<KeyedSort>(moves ? SORTS : []);
    const placed: number[] = [];
    for (const c of live) {
      const kept = this.#slotOf.get(c.id);
      const slot = kept ?? this.#free.pop() ?? this.#end++;
      this.#grow(this.#end);
      const was =
        kept === undefined
          ? null
          : {
              created: this.#created[slot],
              owners: this.#owners[slot],
              images: this.#images[slot],
              mean: this.#mean[slot],
              ratings: this.#ratings[slot],
              family: this.#family[slot],
              angle: this.#angle[slot],
              l: this.#l[slot],
            };
      this.#write(slot, c);
      placed.push(slot);
      // a family's start can move only when a member comes, goes or turns
      if (was === null || was.family !== this.#family[slot] || was.angle !== this.#angle[slot]) {
        if (was) families.add(was.family ?? 0);
        families.add(this.#family[slot] ?? 0);
      }
      if (was === null) continue;
      if (was.created !== this.#created[slot]) dirty.add('newest');
      if (was.owners !== this.#owners[slot]) dirty.add('owned');
      if (was.images !== this.#images[slot]) dirty.add('photographed');
      if (was.mean !== this.#mean[slot] || was.ratings !== this.#ratings[slot]) {
        dirty.add('rating');
      }
      if (was.family !== this.#family[slot] || was.angle !== this.#angle[slot]) dirty.add('hue');
      if (was.l !== this.#l[slot]) dirty.add('hue');
    }
    // 4. browse order: the kept inks as they were, each changed one after the ink before it
    if (moves) {
      const slotOf = (id: number) => this.#slotOf.get(id) ?? 0;
      let kept = 0;
      for (const slot of this.#names) if (!out[slot]) kept++;
      const names = new Int32Array(kept + placed.length);
      let n = 0;
      const emit = (at: number | null) => {
        for (const id of after.get(at) ?? []) names[n++] = slotOf(id);
      };
      emit(null);
      for (const slot of this.#names) {
        if (out[slot]) continue;
        names[n++] = slot;
        emit(this.#id[slot] ?? 0);
      }
      this.#names = names;
      const rank = this.#rank;
      for (let i = 0; i < names.length; i++) rank[names[i] ?? 0] = i;
    }
    // 5. the hue: families whose start moved are placed again whole
    const moved = this.#turnFamilies(families);
    for (const slot of placed) {
      this.#hue[slot] = turned(
        this.#angle[slot] ?? 0,
        this.#starts.get(this.#family[slot] ?? 0) ?? 0,
      );
    }
    if (moved.size > 0) dirty.add('hue');
    // 6. each order a change moves: the changed inks placed again
    for (const sort of dirty) {
      const order = this.#orders.get(sort);
      if (!order) continue;
      const compare = this.#comparator(sort);
      if (sort === 'hue' && moved.size > 0) {
        // a family whose start moved: every member placed again
        const skip = Uint8Array.from(out);
        const inPlaced = new Set(placed);
        const family = this.#family;
        const again: number[] = [];
        for (const slot of this.#names) {
          if (moved.has(family[slot] ?? 0)) {
            skip[slot] = 1;
            again.push(slot);
          } else if (inPlaced.has(slot)) again.push(slot);
        }
        this.#orders.set(sort, merge(order, skip, Int32Array.from(again).sort(compare), compare));
      } else if (!moves && placed.length <= 32) {
        moveInPlace(order, placed, compare);
      } else {
        this.#orders.set(sort, merge(order, out, Int32Array.from(placed).sort(compare), compare));
      }
    }
    return true;
  }
}

/**
 * A few of `order`'s slots (`slots`, whose keys changed) taken out and put back where their
 * keys now place them: the others stay sorted, so each goes in by binary search.
 */
function moveInPlace(
  order: Int32Array,
  slots: readonly number[],
  compare: (x: number, y: number) => number,
): void {
  let n = order.length;
  for (const slot of slots) {
    const at = order.subarray(0, n).indexOf(slot);
    order.copyWithin(at, at + 1, n);
    n--;
  }
  for (const slot of slots) {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(order[mid] ?? 0, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    order.copyWithin(lo + 1, lo, n);
    order[lo] = slot;
    n++;
  }
}

/**
 * The slots of `order` not marked in `skip` (still in order) and the sorted slots `add`, as
 * one sorted list.
 */
function merge(
  order: Int32Array,
  skip: Uint8Array,
  add: Int32Array,
  compare: (x: number, y: number) => number,
): Int32Array {
  let kept = 0;
  for (let i = 0; i < order.length; i++) if (skip[order[i] ?? 0] !== 1) kept++;
  const out = new Int32Array(kept + add.length);
  let j = 0;
  let k = 0;
  for (let i = 0; i < order.length; i++) {
    const x = order[i] ?? 0;
    if (skip[x] === 1) continue;
    while (j < add.length && compare(add[j] ?? 0, x) < 0) out[k++] = add[j++] ?? 0;
    out[k++] = x;
  }
  while (j < add.length) out[k++] = add[j++] ?? 0;
  return out;
}

type Held = { orders: SortOrders; horizon: number; removals: number };

const held = new WeakMap<Db, { version: number; held: Promise<Held> }>();

/** Every key read whole. */
async function readWhole(db: Db): Promise<Held> {
  const { horizon, removals } = await sortHorizon(db);
  return { orders: new SortOrders(await sortKeys(db)), horizon, removals };
}

/** What changed since `before` taken in (ADR 055), or every key read whole. */
async function readChanges(db: Db, before: Held): Promise<Held> {
  const { horizon, removals } = await sortHorizon(db);
  if (removals !== before.removals) return readWhole(db);
  const changes = await sortKeyChanges(db, before.horizon, MAX_CHANGES + 1);
  if (changes.length > MAX_CHANGES || !before.orders.apply(changes)) return readWhole(db);
  return { orders: before.orders, horizon, removals };
}

/**
 * The orders of a database at catalogue `version` or later (read by the caller: any change to
 * an ink, its rating, images or owners bumps it). When the version moved, only the inks whose
 * sort keys changed since the last read are read and placed again (ADR 055); the first time,
 * or after many changes, every ink's keys are read.
 */
export function sortOrders(db: Db, version: number): Promise<SortOrders> {
  const cached = held.get(db);
  if (cached !== undefined && cached.version >= version) return cached.held.then((h) => h.orders);
  const made = cached === undefined ? readWhole(db) : cached.held.then((h) => readChanges(db, h));
  held.set(db, { version, held: made });
  made.catch(() => {
    if (held.get(db)?.held === made) held.delete(db);
  });
  return made.then((h) => h.orders);
}
