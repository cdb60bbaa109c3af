const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const number = new Intl.NumberFormat('en-US');

/** 'MMMM d, yyyy', e.g. November 22, 2026 (spec §2 Profile Details). */
export function formatLongDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : longDate.format(d);
}

export function formatShortDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : shortDate.format(d);
}

export function formatNumber(n: number): string {
  return number.format(n);
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
