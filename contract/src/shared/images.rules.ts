/**
 * Images on the stock-photo host the spec mentions are treated as missing (docs/spec/
 * decisions.md, "Images from elsewhere"): the server leaves them out of an ink's images and
 * the web app shows the missing-ink placeholder instead. One host list for both; zod-free.
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
