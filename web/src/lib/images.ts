/**
 * Images on the stock-photo host the spec mentions are treated as missing (decisions.md,
 * "Images from elsewhere"): they show the missing-ink placeholder instead.
 */
const STOCK_HOSTS = ['images.unsplash.com', 'unsplash.com', 'plus.unsplash.com'];

export function isStockPhoto(url: string): boolean {
  try {
    const host = new URL(url, 'http://localhost').hostname.toLowerCase();
    return STOCK_HOSTS.includes(host);
  } catch {
    return false;
  }
}

/** The URL to show, or null when the placeholder stands in. */
export function usableImage(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (!trimmed || isStockPhoto(trimmed)) return null;
  if (/^(https?:|data:image\/|blob:|\/(?!\/))/i.test(trimmed)) return trimmed;
  return null;
}
