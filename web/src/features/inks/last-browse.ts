/** The last browse address (with its filters), so 'Back to Browse' returns to it. */
let lastBrowse = '/browse';

export function rememberBrowse(href: string): void {
  lastBrowse = href;
}

export function lastBrowseHref(): string {
  return lastBrowse;
}
