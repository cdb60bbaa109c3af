import { deltaE2000, type Lab } from '@inklore/contract';

/**
 * Every live ink's CIELAB in typed arrays sorted by L*, for "which inks are near this
 * colour" (docs/decisions/024-colour-answers.md). A query reads only the inks
 * whose L* and (a*, b*) could be within the ΔE2000 asked for, then ranks those exactly:
 *
 * - |ΔL*| <= 1.75 ΔE00 holds always: the lightness term of CIEDE2000 is ΔL'/S_L with
 *   S_L <= 1.75, and the other terms only add. That bounds the slice of the L*-sorted arrays
 *   read.
 * - Within it, a cheap CIE94-like distance without the trigonometry of CIEDE2000 (the
 *   weights S_L, S_C = 1 + 0.045 C, S_H = 1 + 0.015 C on the plain chroma and hue
 *   differences) is never more than 2.44 times ΔE00 over every pair of 3,000 random sRGB
 *   colours within ΔE00 25 (900,000 pairs); the search assumes at most 2.5.
 *   color-index.test.ts checks the result against a full scan on the demo catalogue and on
 *   random colours: the pre-filter never drops an ink the full scan finds.
 */
export type IndexedInk = {
  id: number;
  l: number;
  a: number;
  b: number;
  brandNorm: string;
  colorFamily: string;
  mask: number;
  /** Its colour is the members' consensus, not the catalogue's (ADR 087). */
  members?: boolean;
};

export type Near = { id: number; deltaE: number };

/** How far beyond ΔE00 the cheap distance may reach (2.44 seen; see above). */
const PREFILTER_RATIO = 2.5;
/** The width of a bucket of candidates, in units of the cheap distance. */
const BUCKET = 0.5;

export class ColorIndex {
  readonly size: number;
  readonly #ids: Int32Array;
  readonly #l: Float64Array;
  readonly #a: Float64Array;
  readonly #b: Float64Array;
  readonly #c: Float64Array;
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
    this.#c = Float64Array.from(sorted, (i) => Math.hypot(i.a, i.b));
    sorted.forEach((ink, i) => this.#position.set(ink.id, i));
  }

  /** Every ink of the index, in no promised order. */
  inks(): readonly IndexedInk[] {
    return this.#inks;
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
   * The `k` inks nearest to `target` (CIEDE2000) within `maxDeltaE` that `accept` lets
   * through, nearest first (id breaks ties). Candidates are read in rising order of the
   * cheap distance (in buckets), and the exact ΔE00 is computed only until no unread
   * candidate can beat the k found: an unread one has cheap distance >= the bucket's floor,
   * so ΔE00 >= floor / PREFILTER_RATIO. `scanAll` computes ΔE00 for every ink (tests, the
   * bench's baseline).
   */
  near(
    target: Lab,
    maxDeltaE: number,
    accept: (ink: IndexedInk) => boolean = () => true,
    k = Number.POSITIVE_INFINITY,
    scanAll = false,
  ): Near[] {
    if (scanAll) {
      const all: Near[] = [];
      for (let i = 0; i < this.size; i++) {
        const de = deltaE2000(target, {
          l: this.#l[i] ?? 0,
          a: this.#a[i] ?? 0,
          b: this.#b[i] ?? 0,
        });
        const ink = this.#inks[i];
        if (de <= maxDeltaE && ink && accept(ink)) all.push({ id: ink.id, deltaE: de });
      }
      return all.sort(byDistance).slice(0, k);
    }
    const cap = PREFILTER_RATIO * maxDeltaE;
    const buckets: number[][] = Array.from({ length: Math.ceil(cap / BUCKET) + 1 }, () => []);
    const tc = Math.hypot(target.a, target.b);
    const toL = target.l + 1.75 * maxDeltaE;
    for (let i = this.#lowerBound(target.l - 1.75 * maxDeltaE); i < this.size; i++) {
      const l = this.#l[i] ?? 0;
      if (l > toL) break;
      const c = this.#c[i] ?? 0;
      const dl = l - target.l;
      const lm = (l + target.l) / 2 - 50;
      const sl = 1 + (0.015 * lm * lm) / Math.sqrt(20 + lm * lm);
      const cm = (c + tc) / 2;
      const sc = 1 + 0.045 * cm;
      const sh = 1 + 0.015 * cm;
      const dc = c - tc;
      const da = (this.#a[i] ?? 0) - target.a;
      const db = (this.#b[i] ?? 0) - target.b;
      const dh2 = Math.max(0, da * da + db * db - dc * dc);
      const d = Math.sqrt((dl * dl) / (sl * sl) + (dc * dc) / (sc * sc) + dh2 / (sh * sh));
      if (d > cap) continue;
      const ink = this.#inks[i];
      if (!ink || !accept(ink)) continue;
      buckets[Math.floor(d / BUCKET)]?.push(i);
    }
    const found: Near[] = [];
    for (const [n, bucket] of buckets.entries()) {
      for (const i of bucket) {
        const de = deltaE2000(target, {
          l: this.#l[i] ?? 0,
          a: this.#a[i] ?? 0,
          b: this.#b[i] ?? 0,
        });
        if (de <= maxDeltaE) found.push({ id: this.#ids[i] ?? 0, deltaE: de });
      }
      // every unread candidate is at least this far (ΔE00) from the target
      const floor = ((n + 1) * BUCKET) / PREFILTER_RATIO;
      if (floor > maxDeltaE) break;
      if (found.length >= k && found.filter((f) => f.deltaE <= floor).length >= k) break;
    }
    return found.sort(byDistance).slice(0, k);
  }
}

const byDistance = (x: Near, y: Near) => x.deltaE - y.deltaE || x.id - y.id;
