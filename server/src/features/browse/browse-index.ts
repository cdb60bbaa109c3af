import { INK_PROPERTIES, OTHER_BRAND } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { normalizeText } from '#src/db/text.ts';
import {
  hasFacets,
  LISTED_BRANDS,
  propertyMask,
  type InkFacets,
} from '#src/shared/ink-records/facets.ts';
import { browseOrder } from './browse.queries.ts';

/**
 * Browsing without a text search (ADR 026): every live ink's facets in memory, in
 * the database's own browse order (brand, name, id), so a page's ids and the number of inks
 * matching are found without asking the database to count again what it counted for the
 * previous page. A brand is one run of positions (brand is the first sort key); each colour
 * family and each property is a bitset over the positions. The page's rows are then read by
 * id, as before.
 *
 * Kept per open database for one version of what search reads (data_versions 'ink_search':
 * bumped on any change to an ink's name, brand, colour family, properties or deletion), the
 * same rule as the search index, so a page is never older than the catalogue the request saw.
 */
export class BrowseIndex {
  readonly size: number;
  /** ink ids in browse order */
  readonly ids: Int32Array;
  readonly #words: number;
  /** brand_norm -> its runs of positions, [first, end) pairs (one run: brand sorts first) */
  readonly #brands = new Map<string, number[]>();
  /** brands off the filter list ("Other") */
  readonly #other: Uint32Array;
  readonly #colors = new Map<string, Uint32Array>();
  /** per property bit */
  readonly #properties: Uint32Array[];
  readonly #scratch: Uint32Array;
  readonly #part: Uint32Array;

  constructor(rows: readonly { id: number; brandNorm: string; color: string; mask: number }[]) {
    this.size = rows.length;
    this.#words = Math.ceil(rows.length / 32);
    this.ids = Int32Array.from(rows, (r) => r.id);
    this.#other = new Uint32Array(this.#words);
    this.#properties = INK_PROPERTIES.map(() => new Uint32Array(this.#words));
    this.#scratch = new Uint32Array(this.#words);
    this.#part = new Uint32Array(this.#words);
    const listed = new Set(LISTED_BRANDS);
    let start = 0;
    for (let i = 0; i <= rows.length; i++) {
      const brand = rows[start]?.brandNorm;
      if (i < rows.length && rows[i]?.brandNorm === brand) continue;
      if (brand !== undefined && i > start) {
        const runs = this.#brands.get(brand);
        if (runs) runs.push(start, i);
        else this.#brands.set(brand, [start, i]);
        if (!listed.has(brand)) setRange(this.#other, start, i);
      }
      start = i;
    }
    rows.forEach((r, i) => {
      const bit = 1 << (i & 31);
      const w = i >>> 5;
      let c = this.#colors.get(r.color);
      if (!c) this.#colors.set(r.color, (c = new Uint32Array(this.#words)));
      c[w] = (c[w] ?? 0) | bit;
      for (let p = 0; p < this.#properties.length; p++) {
        if ((r.mask & (1 << p)) !== 0) {
          const set = this.#properties[p] as Uint32Array;
          set[w] = (set[w] ?? 0) | bit;
        }
      }
    });
  }

  /** One page (ids in browse order) of the inks the facets let through, and how many in all. */
  page(f: InkFacets, offset: number, limit: number): { ids: number[]; total: number } {
    if (!hasFacets(f)) {
      const ids: number[] = [];
      for (let i = offset; i < Math.min(this.size, offset + limit); i++) ids.push(this.ids[i] ?? 0);
      return { ids, total: this.size };
    }
    const set = this.#select(f);
    const words = this.#words;
    const ids: number[] = [];
    let total = 0;
    const end = offset + limit;
    for (let w = 0; w < words; w++) {
      let bits = set[w] ?? 0;
      if (bits === 0) continue;
      const n = popcount(bits);
      if (total + n > offset && total < end) {
        // this word holds inks of the page: its set bits in order
        let at = total;
        while (bits !== 0 && at < end) {
          const low = bits & -bits;
          if (at >= offset) ids.push(this.ids[w * 32 + (31 - Math.clz32(low))] ?? 0);
          bits ^= low;
          at++;
        }
      }
      total += n;
    }
    return { ids, total };
  }

  /** One page of the inks of `ids` (a search's, in any order) in browse order, and how many. */
  pageOf(ids: readonly number[], offset: number, limit: number): { ids: number[]; total: number } {
    const positions = this.#positions();
    const found: number[] = [];
    for (const id of ids) {
      const p = positions.get(id);
      if (p !== undefined) found.push(p);
    }
    found.sort((a, b) => a - b);
    const out = found.slice(offset, offset + limit).map((p) => this.ids[p] ?? 0);
    return { ids: out, total: found.length };
  }

  /**
   * Whether the facets let an ink through, by id (for the other orders: browse-sort.ts);
   * null when they let every ink through.
   */
  accepts(f: InkFacets): ((id: number) => boolean) | null {
    if (!hasFacets(f)) return null;
    const set = this.#select(f).slice();
    const position = this.#positions();
    return (id) => {
      const p = position.get(id);
      return p !== undefined && ((set[p >>> 5] ?? 0) & (1 << (p & 31))) !== 0;
    };
  }

  #positionById: { get: (id: number) => number | undefined } | null = null;
  /** Each ink's position by id: an array when ids are dense (they are), else a map. */
  #positions(): { get: (id: number) => number | undefined } {
    if (!this.#positionById) {
      let max = 0;
      for (const id of this.ids) if (id > max) max = id;
      if (max > 4 * this.size + 65536) {
        this.#positionById = new Map(Array.from(this.ids, (id, i) => [id, i]));
      } else {
        const at = new Int32Array(max + 1).fill(-1);
        this.ids.forEach((id, i) => (at[id] = i));
        this.#positionById = { get: (id) => ((at[id] ?? -1) < 0 ? undefined : at[id]) };
      }
    }
    return this.#positionById;
  }

  /** The positions the facets let through, as a bitset (in #scratch: used before the next call). */
  #select(f: InkFacets): Uint32Array {
    const set = this.#scratch;
    const part = this.#part;
    const words = this.#words;
    // brands: their runs, and every brand off the list for "Other"
    if (f.brands.length > 0) {
      set.fill(0);
      for (const b of new Set(f.brands)) {
        if (b === OTHER_BRAND) {
          for (let w = 0; w < words; w++) set[w] = (set[w] ?? 0) | (this.#other[w] ?? 0);
          continue;
        }
        const runs = this.#brands.get(normalizeText(b)) ?? [];
        for (let r = 0; r < runs.length; r += 2) setRange(set, runs[r] ?? 0, runs[r + 1] ?? 0);
      }
    } else {
      set.fill(0xffffffff);
    }
    if (f.colors.length > 0) {
      part.fill(0);
      for (const c of new Set(f.colors)) {
        const bits = this.#colors.get(c);
        if (bits) for (let w = 0; w < words; w++) part[w] = (part[w] ?? 0) | (bits[w] ?? 0);
      }
      for (let w = 0; w < words; w++) set[w] = (set[w] ?? 0) & (part[w] ?? 0);
    }
    const want = propertyMask(f.properties);
    for (let p = 0; p < this.#properties.length; p++) {
      if ((want & (1 << p)) === 0) continue;
      const bits = this.#properties[p] as Uint32Array;
      for (let w = 0; w < words; w++) set[w] = (set[w] ?? 0) & (bits[w] ?? 0);
    }
    // the last word's bits past the end are never inks
    if (this.size % 32 !== 0 && words > 0) {
      set[words - 1] = (set[words - 1] ?? 0) & ((1 << (this.size % 32)) - 1);
    }
    return set;
  }
}

function setRange(set: Uint32Array, from: number, to: number): void {
  for (let i = from; i < to;) {
    const w = i >>> 5;
    const bit = i & 31;
    if (bit === 0 && i + 32 <= to) {
      set[w] = 0xffffffff;
      i += 32;
    } else {
      set[w] = (set[w] ?? 0) | (1 << bit);
      i++;
    }
  }
}

function popcount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const indexes = new WeakMap<Db, { version: number; index: Promise<BrowseIndex> }>();

/**
 * The browse index of a database at `version` (the search version, read by the caller with
 * the catalogue's: shared/ink-records/ink-records.queries.ts catalogueVersions), read again when the version moved.
 */
export function browseIndex(db: Db, version: number): Promise<BrowseIndex> {
  const cached = indexes.get(db);
  if (cached?.version === version) return cached.index;
  const index = browseOrder(db).then((rows) => new BrowseIndex(rows));
  indexes.set(db, { version, index });
  index.catch(() => {
    if (indexes.get(db)?.index === index) indexes.delete(db);
  });
  return index;
}
