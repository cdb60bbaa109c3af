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
