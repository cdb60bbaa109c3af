import { compact, editDistance } from '#src/shared/ink-records/ink-names.ts';
import { canonicalBrand } from '#src/shared/ink-records/ink-row.ts';

/**
 * Likely duplicates of a submitted ink (decisions.md): the same brand and name ignoring
 * case, spaces, accents and punctuation are "exact"; within the brand, names a typo or two
 * apart (or one containing the other) are "near".
 */

export function duplicateKey(brand: string, name: string): string {
  return `${compact(canonicalBrand(brand))}|${compact(name)}`;
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
