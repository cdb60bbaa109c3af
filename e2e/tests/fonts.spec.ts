import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from '../fixtures/test.ts';
import { holdScripts } from '../support/hold-scripts.ts';

/**
 * The site's fonts without a font request before the first paint (ADR 067): a first visit is
 * drawn in the system's faces and fetches the fonts some seconds on; the pages the app shows in
 * that tab keep their faces, and the next page load uses the fonts from its first paint.
 */

type FontTimes = { fcp: number; fonts: { name: string; start: number }[] };

/** When the page first painted text, and when each font was asked for (ms). */
const fontTimes = (page: Page): Promise<FontTimes> =>
  page.evaluate(() => {
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      fonts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.woff2'))
        .map((e) => ({ name: e.name.replace(/^.*\//, ''), start: e.startTime })),
    };
  });

const bodyFace = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]?.trim());
const headingFace = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('h1');
    return h1 ? getComputedStyle(h1).fontFamily.split(',')[0]?.trim() : null;
  });

test('a first visit paints before any font is asked for, and the next page load uses the fonts', async ({
  page,
}) => {
  await page.goto('/');
  // the first page: the system's faces, and no font asked for while it loaded
  expect(await page.evaluate(() => document.documentElement.classList.contains('fonts'))).toBe(
    false,
  );
  expect(await bodyFace(page)).not.toContain('Inter');
  // six seconds on, the fonts are fetched and the mark is kept
  await page.waitForFunction(() => localStorage.getItem('inklore-fonts') === '1');
  const first = await fontTimes(page);
  expect(first.fcp).toBeGreaterThan(0);
  const names = first.fonts.map((f) => f.name).join(' ');
  for (const font of ['inter-latin-wght', 'fraunces-latin-wght', 'jetbrains-mono-latin-400'])
    expect(names).toContain(font);
  for (const font of first.fonts) {
    expect(font.start, `${font.name} asked for before the first paint`).toBeGreaterThan(first.fcp);
  }
  expect(
    await page.evaluate(() =>
      ['1em "Inter Variable"', '1em "Fraunces Variable"'].every((f) => document.fonts.check(f)),
    ),
  ).toBe(true);
  // nothing on screen changes face, nor on the pages the app shows after it
  expect(await bodyFace(page)).not.toContain('Inter');
  await page.getByRole('main').getByRole('link', { name: 'Browse Inks' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('fonts'))).toBe(
    false,
  );
  expect(await bodyFace(page)).not.toContain('Inter');

  // the next page load has them from its first paint: the page's first script sets the class
  // (the app's code is held back). That script follows the page's HTML; where the browser
  // painted before running it, the faces on screen stay (the load after has the fonts): what
  // was painted never changes face.
  await page.addInitScript(() => {
    const w = window as unknown as { classAtPaint?: string };
    new PerformanceObserver(() => {
      w.classAtPaint ??= document.documentElement.className;
    }).observe({ type: 'paint' });
  });
  const { release } = await holdScripts(page);
  await page.goto('/browse', { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { classAtPaint?: string }).classAtPaint !== undefined,
  );
  const later = await page.evaluate(() => ({
    atPaint: (window as unknown as { classAtPaint?: string }).classAtPaint,
    now: document.documentElement.className,
  }));
  expect(later.now).toBe(later.atPaint);
  if (later.now === 'fonts') {
    expect(await bodyFace(page)).toBe('"Inter Variable"');
    expect(await headingFace(page)).toBe('"Fraunces Variable"');
  }
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('with the fonts never fetched (refused), no mark is kept and the next load keeps the system faces', async ({
  page,
}) => {
  let refused = 0;
  await page.route(/\.woff2$/, async (route) => {
    refused += 1;
    await route.abort();
  });
  await page.goto('/');
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  expect(await page.evaluate(() => localStorage.getItem('inklore-fonts'))).toBeNull();
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.classList.contains('fonts'))).toBe(
    false,
  );
  expect(await bodyFace(page)).not.toContain('Inter');
});
