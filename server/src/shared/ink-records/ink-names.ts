import { normalizeText } from '#src/db/text.ts';
import { canonicalBrand } from './ink-row.ts';

/**
 * How ink names are compared when people write them (a discovery's likely duplicates, an
 * import's matches): ignoring case, accents, punctuation and spaces, and a typo or two.
 */

/** A text with case, accents, punctuation and spaces gone: "Kon-Peki" -> "konpeki". */
export const compact = (s: string): string => normalizeText(s).replace(/ /g, '');

/** The brand as the catalogue stores it, normalised: the key the brand_norm column holds. */
export const brandKey = (brand: string): string => normalizeText(canonicalBrand(brand));

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}
