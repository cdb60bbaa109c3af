import type { Page } from '@playwright/test';

/**
 * Holds back the app's code (every /assets/*.js) until `release` is called: what the server
 * drew and the first-paint script (/page-start.js, /page-shell.js) run, the app does not yet.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  return { release };
}
