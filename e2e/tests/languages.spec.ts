import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from '../fixtures/test.ts';

/**
 * The site in English, Japanese and German (ADR 078, 079): a page's language is its address's
 * (/ja/browse), drawn so by the server, hydrated in it, linked in it; the footer's switcher
 * keeps the choice; an English address sends a browser that asks for another language on to it.
 */

/**
 * Console errors and uncaught page errors (React reports a hydration mismatch there), less a
 * visitor's 401 (who am I?) and a missing image's 404.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/^Failed to load resource: .* (401|404)/.test(m.text()))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const mainNav = (page: Page) => page.getByRole('banner');

test('a Japanese page is Japanese from its first bytes, hydrates, and links on in Japanese', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // the server's HTML: the language, its words, and the page in every language for crawlers
  const html = await (await request.get('/ja/browse')).text();
  expect(html).toContain('<html lang="ja">');
  expect(html).toContain('インクを探す');
  for (const [lang, href] of [
    ['en', '/browse'],
    ['ja', '/ja/browse'],
    ['de', '/de/browse'],
    ['x-default', '/browse'],
  ])
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hreflang="${lang}" href="[^"]*${href}"`),
    );

  await page.goto('/ja/browse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the app runs in Japanese: an ink opens at its Japanese address, drawn by the browser
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.locator('h3') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ja\/ink\/\d+$/);
  await expect(page.getByRole('link', { name: 'インクを探す' }).first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the footer’s switcher changes the language and keeps the choice', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(mainNav(page).getByText('Tinten entdecken').first()).toBeAttached();
  // an English address now sends this browser to German
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/de\/contact$/);
  // until it chooses English, which it keeps
  await page.locator('footer').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/faq$/);
});

test.describe('a browser that asks for German', () => {
  test.use({ locale: 'de-DE' });

  test('is sent from an English address to the German page, which reads well by keyboard and screen reader', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Tinten entdecken' }).first()).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
