import { deltaE2000, hexToLab, type Lab } from '@inklore/contract/color/color.rules';
import { isHex } from '@inklore/contract/color/hex.rules';

/**
 * "Do I own this?" answered on the device (ADR 089): a member's inks and the catalogue's
 * index searched by name, and by colour as the nearest by CIEDE2000. Plain functions over
 * what IndexedDB holds; no network.
 */

/** Lower case, accents and width folded: "Café" finds "cafe", "ＫＯＮ" finds "kon". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Something searchable: its brand and name, and its colour as 6 hex digits (with or without #). */
export type Searchable = { brand: string; name: string; hex: string };

/** Whether every word of `query` is in the ink's brand or name. An empty query matches all. */
export function matchesName(ink: Pick<Searchable, 'brand' | 'name'>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${ink.brand} ${ink.name}`);
  return words.every((w) => text.includes(w));
}

/** The items whose brand and name hold every word of `query`, in their order, at most `limit`. */
export function searchByName<T>(
  items: readonly T[],
  query: string,
  view: (item: T) => Pick<Searchable, 'brand' | 'name'>,
  limit = Infinity,
): T[] {
  const out: T[] = [];
  for (const item of items) {
    if (out.length >= limit) break;
    if (matchesName(view(item), query)) out.push(item);
  }
  return out;
}

/** '#1a2b3c', '1a2b3c' or '#abc' as '#1a2b3c'; null for anything else. */
export function normalHex(text: string): string | null {
  const raw = text.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(raw) ? raw.replace(/./g, (c) => c + c) : raw;
  const hex = `#${full.toLowerCase()}`;
  return isHex(hex) ? hex : null;
}

export type Near<T> = { item: T; deltaE: number };

/**
 * The `count` items nearest to `hex` by ΔE00, nearest first. `labOf` may cache: the whole
 * catalogue's colours are worked out once per index (labsOf).
 */
export function nearestByColour<T>(
  items: readonly T[],
  hex: string,
  labOf: (item: T, index: number) => Lab | null,
  count: number,
): Near<T>[] {
  const target = hexToLab(hex);
  const best: Near<T>[] = [];
  items.forEach((item, i) => {
    const lab = labOf(item, i);
    if (!lab) return;
    const deltaE = deltaE2000(target, lab);
    if (best.length === count && deltaE >= (best[count - 1]?.deltaE ?? Infinity)) return;
    let at = best.length;
    while (at > 0 && (best[at - 1]?.deltaE ?? 0) > deltaE) at--;
    best.splice(at, 0, { item, deltaE });
    if (best.length > count) best.pop();
  });
  return best;
}

/** Each hex's CIELAB, once (null for a malformed one): for nearestByColour over many inks. */
export function labsOf(hexes: readonly string[]): (Lab | null)[] {
  return hexes.map((h) => {
    const hex = normalHex(h);
    return hex ? hexToLab(hex) : null;
  });
}
