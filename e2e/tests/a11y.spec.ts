import { expect, seriousViolations, test } from '../fixtures/test.ts';

const PAGES = [
  '/',
  '/browse',
  '/browse?search=zzqxj',
  '/news',
  '/faq',
  '/terms',
  '/privacy',
  '/contact',
  '/open-data',
  '/submit',
  '/badge-showcase',
  '/no/such/page',
  '/ink/abc',
];

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('an ink profile, light and dark', async ({ page, galleryInk }) => {
    await page.goto(`/ink/${galleryInk.id}`);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a news story', async ({ page }) => {
    await page.goto('/news');
    await page.getByTestId('news-card').first().getByRole('link').click();
    await expect(page.locator('main h1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('home and browse in the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/', '/browse', '/news']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('open dialogs: the menu or filter drawer, the share menu, the gallery', async ({
    page,
    galleryInk,
  }) => {
    await page.goto('/browse');
    const filters = page.getByRole('button', { name: /^Filters/ });
    if (await filters.isVisible()) {
      await filters.click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.goto(`/ink/${galleryInk.id}`);
    await page.getByRole('button', { name: /^Open image/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('cookie banner accessibility', () => {
  test.use({ consent: 'none' });
  test('the banner, customized', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Customize' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
