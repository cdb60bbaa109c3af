import { normalizeText } from '#src/db/text.ts';
import { canonicalBrand } from '../inks/inks.write.ts';

/**
 * Likely duplicates of a submitted ink (decisions.md): the same brand and name ignoring
 * case, spaces, accents and punctuation are "exact"; within the brand, names a typo or two
 * apart (or one containing the other) are "near".
 */

/** A text with case, accents, punctuation and spaces gone: "Kon-Peki" -> "konpeki". */
export const compact = (s: string): string => normalizeText(s).replace(/ /g, '');

/** The brand as the catalogue stores it, normalised: the key the brand_norm column holds. */
export const brandKey = (brand: string): string => normalizeText(canonicalBrand(brand));

export function duplicateKey(brand: string, name: string): string {
  return `${compact(canonicalBrand(brand))}|${compact(name)}`;
}

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

/** How close a candidate's name is: 'exact', 'near', or null (not a likely duplicate). */
export function closeness(name: string, candidate: string): 'exact' | 'near' | null {
  const [a, b] = [compact(name), compact(candidate)];
  if (a === '' || b === '') return null;
  if (a === b) return 'exact';
  const allowed = a.length >= 12 ? 2 : a.length >= 5 ? 1 : 0;
  if (allowed > 0 && editDistance(a, b, allowed) <= allowed) return 'near';
  // "Kon-peki" against "Iroshizuku Kon-peki": one name holds the other whole
  if (Math.min(a.length, b.length) >= 5 && (a.includes(b) || b.includes(a))) return 'near';
  return null;
}
