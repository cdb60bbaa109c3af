import type { Page } from '@playwright/test';
import { apiTotal, expect, seriousViolations, test } from '../fixtures/test.ts';

// Search that knows colour words and hyphens, and the list's order (ADR 050), at phone and
// desktop sizes.

const countLine = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.getByTestId('ink-card');
type Ink = { name: string; brand: string };
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search inks' }).last();

/** The filter panel: the sidebar on wide screens, the drawer on phones. */
async function openFilters(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: /^Filters/ });
  if (await button.isVisible()) {
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  }
}

async function closeFilters(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: /^Show (\d[\d,]* inks?|inks)$/ }).click();
    await expect(dialog).toBeHidden();
  }
}

const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' }).last();

/** The names of the first `n` inks of an API query, "Brand Name". */
async function firstNames(page: Page, query: string, n: number): Promise<string[]> {
  const res = await page.request.get(`/api/inks?${query}&limit=${n}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: Ink[] };
  return body.data.map((i) => i.name);
}

test('"sailor blue" lists the Sailor inks of the Blue family', async ({ page }) => {
  const blue = await apiTotal(page, 'brand=Sailor&color=Blue');
  expect(blue).toBeGreaterThan(10);
  await page.goto('/browse');
  await searchBox(page).fill('sailor blue');
  await expect(page).toHaveURL(/\/browse\?search=sailor\+blue$/);
  await expect(countLine(page)).toHaveText(`Found ${blue} inks`);
  await expect(cards(page)).toHaveCount(blue);
  await expect(cards(page).filter({ hasNotText: 'Sailor' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('"yama-dori" finds Sailor Yamadori, written with a space too', async ({ page }) => {
  await page.goto('/browse');
  await searchBox(page).fill('yama-dori');
  await expect(page).toHaveURL(/\/browse\?search=yama-dori$/);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { name: 'Yamadori' })).toBeVisible();
  await expect(first).toContainText('Sailor');
  await expect(first.locator('mark')).toContainText(['Yamadori']);
  await searchBox(page).fill('yama dori');
  await expect(page).toHaveURL(/\/browse\?search=yama\+dori$/);
  await expect(cards(page).first().getByRole('heading', { name: 'Yamadori' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('changing the order puts it in the URL; a reload and the server keep it', async ({ page }) => {
  const [byName, byHue] = await Promise.all([
    firstNames(page, 'sort=name', 1),
    firstNames(page, 'sort=hue', 3),
  ]);
  expect(byHue[0]).not.toBe(byName[0]);
  await page.goto('/browse');
  await expect(cards(page).first().getByRole('heading')).toHaveText(byName[0] ?? '');
  await openFilters(page);
  await expect(sortSelect(page)).toHaveValue('name');
  expect(await seriousViolations(page)).toEqual([]);
  await sortSelect(page).selectOption({ label: 'Rainbow (by hue)' });
  await expect(page).toHaveURL(/\/browse\?sort=hue$/);
  await closeFilters(page);
  await expect(cards(page).first().getByRole('heading')).toHaveText(byHue[0] ?? '');
  // nothing else changed: the count is the whole catalogue, no filter is counted
  await expect(countLine(page)).toContainText('(showing 50)');

  await page.reload();
  await expect(page).toHaveURL(/\/browse\?sort=hue$/);
  await expect(cards(page).first().getByRole('heading')).toHaveText(byHue[0] ?? '');
  await openFilters(page);
  await expect(sortSelect(page)).toHaveValue('hue');
  await closeFilters(page);

  // the server's first draw is in that order already
  const html = await (
    await page.request.get('/browse?sort=hue', { headers: { accept: 'text/html' } })
  ).text();
  const state = /<script type="application\/json" id="inklore-state">([\s\S]*?)<\/script>/.exec(
    html,
  );
  const queries = (
    JSON.parse(state?.[1] ?? '{}') as {
      queries?: { queryKey: unknown[]; state: { data?: { pages?: { data: Ink[] }[] } } }[];
    }
  ).queries;
  const list = queries?.find((q) => q.queryKey.includes('sort=hue'));
  expect(list?.state.data?.pages?.[0]?.data.slice(0, 3).map((i) => i.name)).toEqual(byHue);
  // and its control says so (the sidebar's, drawn on every screen size)
  expect(html).toMatch(/<option value="hue" selected="">/);

  // with a search, best match is the default and the other orders are offered
  await searchBox(page).fill('sailor blue');
  await expect(page).toHaveURL(/\/browse\?search=sailor\+blue&sort=hue$/);
  await openFilters(page);
  await sortSelect(page).selectOption({ label: 'Best match' });
  await expect(page).toHaveURL(/\/browse\?search=sailor\+blue$/);
  await closeFilters(page);
  expect(await seriousViolations(page)).toEqual([]);
});
