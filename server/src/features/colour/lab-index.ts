import { deltaE2000, type Lab } from '@inklore/contract';

/**
 * Every live ink's CIELAB in typed arrays sorted by L*, for "which inks are near this
 * colour" (issue 14; docs/decisions/023-colour-search.md). A query reads only the inks
 * whose L* and (a*, b*) could be within the ΔE2000 asked for, then ranks those exactly:
 *
 * - |ΔL*| <= 1.75 ΔE00 holds always: the lightness term of CIEDE2000 is ΔL'/S_L with
 *   S_L <= 1.75, and the other terms only add.
 * - The (a*, b*) distance has no such simple bound (the rotation term of the blue region),
 *   so the pre-filter uses a generous one, R = ΔE * 4.5 * (1 + 0.045 C*) + 2, where C* is the
 *   query's chroma: over every pair of 4,000 random sRGB colours the largest ratio seen was
 *   3.6. lab-index.test.ts checks the pre-filter against a full scan on the demo catalogue
 *   and on random colours: it never drops an ink the full scan finds.
 */
export type IndexedInk = {
  id: number;
  l: number;
  a: number;
  b: number;
  brandNorm: string;
  colorFamily: string;
  mask: number;
};

export type Near = { id: number; deltaE: number };

export class LabIndex {
  readonly size: number;
  readonly #ids: Int32Array;
  readonly #l: Float64Array;
  readonly #a: Float64Array;
  readonly #b: Float64Array;
  readonly #inks: IndexedInk[];
  readonly #position = new Map<number, number>();

  constructor(inks: IndexedInk[]) {
    const sorted = [...inks].sort((x, y) => x.l - y.l);
    this.size = sorted.length;
    this.#inks = sorted;
    this.#ids = Int32Array.from(sorted, (i) => i.id);
    this.#l = Float64Array.from(sorted, (i) => i.l);
    this.#a = Float64Array.from(sorted, (i) => i.a);
    this.#b = Float64Array.from(sorted, (i) => i.b);
    sorted.forEach((ink, i) => this.#position.set(ink.id, i));
  }

  /** An ink of the index, by id. */
  ink(id: number): IndexedInk | undefined {
    const i = this.#position.get(id);
    return i === undefined ? undefined : this.#inks[i];
  }

  /** The first position whose L* is >= l. */
  #lowerBound(l: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.#l[mid] ?? 0) < l) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Inks within `maxDeltaE` (CIEDE2000) of `target` that `accept` lets through, nearest
   * first (id breaks ties). `scanAll` skips the pre-filter (for tests and the bench's
   * baseline).
   */
  near(
    target: Lab,
    maxDeltaE: number,
    accept: (ink: IndexedInk) => boolean = () => true,
    scanAll = false,
  ): Near[] {
    const out: Near[] = [];
    const radius = maxDeltaE * 4.5 * (1 + 0.045 * Math.hypot(target.a, target.b)) + 2;
    const r2 = radius * radius;
    const from = scanAll ? 0 : this.#lowerBound(target.l - 1.75 * maxDeltaE);
    const toL = target.l + 1.75 * maxDeltaE;
    for (let i = from; i < this.size; i++) {
      const l = this.#l[i] ?? 0;
      if (!scanAll && l > toL) break;
      const a = this.#a[i] ?? 0;
      const b = this.#b[i] ?? 0;
      if (!scanAll) {
        const da = a - target.a;
        const db = b - target.b;
        if (da * da + db * db > r2) continue;
      }
      const de = deltaE2000(target, { l, a, b });
      if (de > maxDeltaE) continue;
      const ink = this.#inks[i];
      if (!ink || !accept(ink)) continue;
      out.push({ id: this.#ids[i] ?? 0, deltaE: de });
    }
    return out.sort((x, y) => x.deltaE - y.deltaE || x.id - y.id);
  }
}
