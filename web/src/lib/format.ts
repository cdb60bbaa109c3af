/*
 * Dates are written out here, not by Intl.DateTimeFormat: the first formatter a page makes
 * loads the locale's calendar data, about 24 ms on a fast machine and four times that on a
 * mid-range phone, and the ink page's Profile Details drew one while the page became live
 * (the one long task of its load that was not the page's own work). The words are Intl's own
 * for en-US (format.test.ts compares them, date by date), in the visitor's time zone as Intl's.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function localDate(iso: string): Date | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'MMMM d, yyyy', e.g. November 22, 2026 (spec §2 Profile Details). */
export function formatLongDate(iso: string): string {
  const d = localDate(iso);
  return d ? `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}` : '';
}

/** 'MMM d, yyyy', e.g. Nov 22, 2026: the month's first three letters, as en-US writes them. */
export function formatShortDate(iso: string): string {
  const d = localDate(iso);
  return d ? `${MONTHS[d.getMonth()]?.slice(0, 3)} ${d.getDate()}, ${d.getFullYear()}` : '';
}

export function formatNumber(n: number): string {
  // whole numbers (counts) with thousands separators, without loading locale data
  if (Number.isSafeInteger(n)) return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n.toLocaleString('en-US');
}

export function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** 'No images in gallery' or 'N image(s) in gallery' (spec §2 Profile Details). */
export function imageCountText(n: number): string {
  if (n <= 0) return 'No images in gallery';
  return `${formatNumber(n)} ${plural(n, 'image', 'images')} in gallery`;
}

/** 'Found N ink(s)' (spec §2 Browse). */
export function foundText(total: number): string {
  return `Found ${formatNumber(total)} ${plural(total, 'ink', 'inks')}`;
}
