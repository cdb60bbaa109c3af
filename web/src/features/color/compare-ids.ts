import { COMPARE_MAX } from './compare-store.ts';

// The compare page's address (the tray's link, the page itself), apart from the store the ink
// cards use.

/** /compare?ids=1,2,3 */
export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(',')}`;
}

/** The ids of /compare?ids=…: whole numbers, distinct, at most four. */
export function parseCompareIds(raw: string | null): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const t = part.trim();
    if (!/^[1-9][0-9]{0,9}$/.test(t)) continue;
    const n = Number(t);
    if (!ids.includes(n)) ids.push(n);
  }
  return ids.slice(0, COMPARE_MAX);
}
