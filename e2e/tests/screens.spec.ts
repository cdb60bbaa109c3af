import path from 'node:path';
import { expect, screenshot, test } from '../fixtures/test.ts';

const SCREENS_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const shot = (name: string) => path.join(SCREENS_DIR, `${name}.png`);

/**
 * Every screen at this project's size: no sideways scrolling, and a full-page screenshot kept
 * in test-results/screens for people to look at.
 */
const SCREENS: [string, string][] = [
  ['home', '/'],
  ['browse', '/browse'],
  ['browse-filtered', '/browse?color=Teal&brand=Pilot'],
  ['browse-empty', '/browse?search=zzqxj'],
  ['browse-search', '/browse?search=oxblod'],
  ['browse-did-you-mean', '/browse?search=xoblood'],
  ['news', '/news'],
  ['faq', '/faq'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['contact', '/contact'],
  ['open-data', '/open-data'],
  ['submit-signed-out', '/submit'],
  ['badge-showcase', '/badge-showcase'],
  ['not-found', '/no/such/page'],
  ['ink-not-found', '/ink/abc'],
];

for (const [name, path] of SCREENS) {
  test(`screen: ${name}`, async ({ page }, info) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, {
      path: shot(`${info.project.name}-${name}`),
      fullPage: true,
    });
  });
}

test('screen: ink profile and story', async ({ page, galleryInk }, info) => {
  await page.goto(`/ink/${galleryInk.id}`);
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await screenshot(page, {
    path: shot(`${info.project.name}-ink`),
    fullPage: true,
  });
  await page.getByRole('button', { name: /^Open image/ }).click();
  await screenshot(page, { path: shot(`${info.project.name}-ink-gallery`) });
  await page.keyboard.press('Escape');

  await page.goto('/news');
  await page.getByTestId('news-card').first().getByRole('link').click();
  await expect(page.locator('main h1')).toBeVisible();
  await screenshot(page, {
    path: shot(`${info.project.name}-story`),
    fullPage: true,
  });
});

test('screen: dark theme', async ({ page }, info) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const [name, path] of [
    ['home', '/'],
    ['browse', '/browse'],
  ]) {
    await page.goto(path ?? '/');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshot(page, { path: shot(`${info.project.name}-dark-${name}`), fullPage: true });
  }
});
