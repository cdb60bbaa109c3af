/*
 * Formatters are made on first use: building an Intl formatter loads locale data, which is
 * too slow to do while the app starts.
 */
let longDate: Intl.DateTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;

/** 'MMMM d, yyyy', e.g. November 22, 2026 (spec §2 Profile Details). */
export function formatLongDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  longDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  return longDate.format(d);
}

export function formatShortDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  shortDate ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return shortDate.format(d);
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
