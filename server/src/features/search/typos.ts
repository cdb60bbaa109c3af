/**
 * How far a typed word may be from a catalogue word: the optimal string alignment
 * distance, where a missing, extra, changed or swapped letter each counts one.
 */

/** Typos forgiven in a word of this length: none below 5 letters, one from 5, two from 9. */
export function typoBudget(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** Reused rows of the distance table (words are short; a query is one thread). */
let rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
];

/**
 * The distances from `typed` to the whole of `word` and to the closest start of `word`
 * (the typed word read as the beginning of a longer one), each capped at `max + 1`.
 * Stops early once every alignment costs more than `max`.
 */
export function typoDistance(
  typed: string,
  word: string,
  max: number,
): { whole: number; start: number } {
  const m = typed.length;
  const n = word.length;
  const over = max + 1;
  if (n + 2 > rows[0].length) {
    rows = [new Int32Array(n + 2), new Int32Array(n + 2), new Int32Array(n + 2)];
  }
  let [before, prev, cur] = rows;
  // Only cells within `max` of the diagonal are computed (any alignment through a cell
  // further off costs more than max); the cell beside each end of a row's band is `over`.
  const first = Math.min(n, max);
  for (let j = 0; j <= first; j++) prev[j] = j;
  if (first + 1 <= n) prev[first + 1] = over;
  for (let i = 1; i <= m; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    if (lo > hi) return { whole: over, start: over };
    cur[lo - 1] = lo === 1 ? i : over;
    let rowMin = lo === 1 ? i : over;
    const a = typed.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const b = word.charCodeAt(j - 1);
      let d = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a === b ? 0 : 1),
      );
      if (
        i > 1 &&
        j > 1 &&
        a === word.charCodeAt(j - 2) &&
        typed.charCodeAt(i - 2) === b &&
        (before[j - 2] ?? 0) + 1 < d
      ) {
        d = (before[j - 2] ?? 0) + 1;
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (hi + 1 <= n) cur[hi + 1] = over;
    if (rowMin > max) return { whole: over, start: over };
    [before, prev, cur] = [prev, cur, before];
  }
  // `prev` holds the last row (within its band): typed against every start of word
  let start = over;
  for (let j = Math.max(0, m - max); j <= Math.min(n, m + max); j++) {
    start = Math.min(start, prev[j] ?? over);
  }
  const whole = n >= m - max && n <= m + max ? Math.min(prev[n] ?? over, over) : over;
  return { whole, start: Math.min(start, over) };
}
