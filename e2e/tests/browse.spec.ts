import type { Page } from '@playwright/test';
import { apiTotal, expect, numberFormat, seriousViolations, test } from '../fixtures/test.ts';

const countLine = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.getByTestId('ink-card');

/** The filter controls: the sidebar on wide screens, the drawer on phones. */
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

async function scrollToEnd(page: Page): Promise<void> {
  const end = page.getByText("You've reached the end of the collection");
  for (let i = 0; i < 60 && !(await end.isVisible()); i++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
  }
}

/**
 * Scrolls to the bottom until `check` passes, as a reader keeps scrolling. The first page is
 * the server's HTML: a scroll made before the app has hydrated it (a slow machine) lands on a
 * list that the hydrated grid then lays out again, so one scroll may not reach its end.
 */
async function scrollUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await check();
  }).toPass({ timeout: 20_000 });
}

test.describe('browse', () => {
  test('shows the count with (showing M) and the first page of 50', async ({ page }) => {
    const total = await apiTotal(page, '');
    await page.goto('/browse');
    await expect(page).toHaveTitle('Browse Inks | Inklore');
    await expect(countLine(page)).toHaveText(
      `Found ${numberFormat.format(total)} inks (showing 50)`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Inks' })).toBeVisible();
  });

  test('a pasted address restores the search and the filters', async ({ page }) => {
    const total = await apiTotal(page, 'search=kon&color=Blue');
    await page.goto('/browse?search=kon&color=Blue');
    await expect(page.getByRole('searchbox', { name: 'Search inks' }).last()).toHaveValue('kon');
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Blue', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Teal', exact: true })).not.toBeChecked();
    await closeFilters(page);
    await expect(countLine(page)).toHaveText(new RegExp(`^Found ${total} inks?`));
    await expect(cards(page).filter({ hasText: 'Kon-peki' })).toBeVisible();
  });

  test('filters go into the address, and back and forward walk through them', async ({ page }) => {
    const blue = await apiTotal(page, 'color=Blue');
    const blueDiamine = await apiTotal(page, 'color=Blue&brand=Diamine');
    await page.goto('/browse');
    await expect(countLine(page)).toContainText('Found');

    await openFilters(page);
    await page.getByRole('checkbox', { name: 'Blue', exact: true }).check();
    await expect(page).toHaveURL(/\/browse\?color=Blue$/);
    await page.getByRole('checkbox', { name: 'Diamine', exact: true }).check();
    await expect(page).toHaveURL(/\/browse\?brand=Diamine&color=Blue$/);
    await closeFilters(page);
    await expect(countLine(page)).toHaveText(new RegExp(`^Found ${blueDiamine} inks`));
    await expect(page.getByRole('button', { name: 'Remove filter Diamine' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/browse\?color=Blue$/);
    await expect(countLine(page)).toHaveText(
      new RegExp(`^Found ${numberFormat.format(blue)} inks`),
    );
    await expect(page.getByRole('button', { name: 'Remove filter Diamine' })).toHaveCount(0);
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Diamine', exact: true })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Blue', exact: true })).toBeChecked();
    await closeFilters(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);

    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/browse\?brand=Diamine&color=Blue$/);
    await expect(countLine(page)).toHaveText(new RegExp(`^Found ${blueDiamine} inks`));
  });

  test('search is applied after typing stops, trimmed, and can be cleared', async ({ page }) => {
    await page.goto('/browse');
    const box = page.getByRole('searchbox', { name: 'Search inks' }).last();
    await box.fill('  ku-jaku  ');
    await expect(page).toHaveURL(/\/browse\?search=ku-jaku$/);
    await expect(cards(page).first()).toContainText('Ku-jaku');
    await expect(countLine(page)).toHaveText(/^Found \d+ inks?$/);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await expect(box).toHaveValue('');
    await expect(countLine(page)).toContainText('(showing 50)');
  });

  test('a search that matches nothing says No inks found', async ({ page }) => {
    await page.goto('/browse?search=zzqxj');
    await expect(page.getByText('No inks found')).toBeVisible();
    await expect(countLine(page)).toHaveText('Found 0 inks');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('a request the API refuses shows Failed to fetch inks with the reason', async ({ page }) => {
    // the API allows brand names of up to 100 characters; this address asks for a longer one
    await page.goto(`/browse?brand=${'x'.repeat(101)}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch inks' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('400:');
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('scrolling loads 50 more at a time until the end of the collection', async ({ page }) => {
    const total = await apiTotal(page, 'color=Red');
    expect(total).toBeGreaterThan(100);
    await page.goto('/browse?color=Red');
    await expect(countLine(page)).toHaveText(`Found ${total} inks (showing 50)`);
    const firstMore = page.waitForResponse(
      (r) => r.url().includes('/api/inks?') && r.url().includes('page=2'),
    );
    await scrollUntil(page, () =>
      expect(countLine(page)).toHaveText(`Found ${total} inks (showing 100)`, { timeout: 1000 }),
    );
    const res = await firstMore;
    expect(new URL(res.url()).searchParams.get('limit')).toBe('50');
    await scrollToEnd(page);
    await expect(page.getByText("You've reached the end of the collection")).toBeVisible();
    await expect(countLine(page)).toHaveText(`Found ${total} inks`);
  });

  test('above 20 inks the grid is virtualised: fewer cards in the page than loaded', async ({
    page,
  }) => {
    await page.goto('/browse');
    await expect(countLine(page)).toContainText('(showing 50)');
    const grid = page.getByTestId('ink-grid');
    await expect(grid).toHaveAttribute('data-virtual', 'true');
    await scrollUntil(page, () =>
      expect(countLine(page)).toContainText('(showing 100)', { timeout: 1000 }),
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const inPage = await cards(page).count();
    expect(inPage).toBeGreaterThan(0);
    expect(inPage).toBeLessThan(100);

    // the cards near the top are gone once scrolled away, and come back on the way up
    const firstName = 'Doldam';
    await expect(cards(page).filter({ hasText: firstName })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(cards(page).filter({ hasText: firstName })).toHaveCount(1);
  });

  test('20 inks or fewer are drawn as a plain grid', async ({ page }) => {
    const total = await apiTotal(page, 'search=edelstein');
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(20);
    await page.goto('/browse?search=edelstein');
    await expect(countLine(page)).toHaveText(`Found ${total} inks`);
    await expect(page.getByTestId('ink-grid')).toHaveAttribute('data-virtual', 'false');
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByText("You've reached the end of the collection")).toBeVisible();
  });

  test('an ink card opens the profile, and Back to Browse returns to the same filters', async ({
    page,
  }) => {
    await page.goto('/browse?search=ku-jaku');
    await cards(page).filter({ hasText: 'Ku-jaku' }).click();
    await expect(page).toHaveURL(/\/ink\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ku-jaku' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Browse' }).click();
    await expect(page).toHaveURL(/\/browse\?search=ku-jaku$/);
  });
});

test.describe('browse: search that understands how ink people type', () => {
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search inks' }).last();

  test('a misspelled search finds the ink and marks what matched', async ({ page }) => {
    await page.goto('/browse');
    await searchBox(page).fill('oxblod');
    await expect(page).toHaveURL(/\/browse\?search=oxblod$/);
    const card = cards(page).filter({ hasText: 'Oxblood' }).filter({ hasText: 'Diamine' });
    await expect(card).toBeVisible();
    await expect(card.locator('mark')).toHaveText(['Oxblood']);
    await expect(card.getByRole('heading', { name: 'Oxblood' }).locator('mark')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // a search cleared: nothing is marked
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(countLine(page)).toContainText('(showing 50)');
    await expect(page.locator('main mark')).toHaveCount(0);
  });

  test('a search with no result offers Did you mean, and following it shows the ink', async ({
    page,
  }) => {
    await page.goto('/browse');
    await searchBox(page).fill('xoblood');
    await expect(page).toHaveURL(/\/browse\?search=xoblood$/);
    await expect(page.getByText('No inks found')).toBeVisible();
    const offer = page.getByTestId('did-you-mean');
    await expect(offer).toContainText(/^Did you mean .*Diamine Oxblood/);
    // the count's live region says the suggestions too; the empty state keeps its action
    await expect(countLine(page)).toHaveText(/^Found 0 inks\. Did you mean .*Diamine Oxblood.*\?$/);
    await expect(page.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await offer.getByRole('link', { name: 'Diamine Oxblood' }).click();
    await expect(page).toHaveURL(/\/browse\?search=Diamine\+Oxblood$/);
    await expect(searchBox(page)).toHaveValue('Diamine Oxblood');
    const card = cards(page).filter({ hasText: 'Oxblood' }).filter({ hasText: 'Diamine' });
    await expect(card).toBeVisible();
    await expect(card.locator('mark')).toHaveText(['Diamine', 'Oxblood']);
    await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Did you mean keeps the filters, by keyboard too', async ({ page }) => {
    await page.goto('/browse?search=xoblood&brand=Diamine');
    const link = page.getByTestId('did-you-mean').getByRole('link', { name: 'Diamine Oxblood' });
    await expect(link).toHaveAttribute('href', '/browse?search=Diamine+Oxblood&brand=Diamine');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/browse\?search=Diamine\+Oxblood&brand=Diamine$/);
    await expect(page.getByRole('button', { name: 'Remove filter Diamine' })).toBeVisible();
    // the ink first, then Diamine's other red inks ("oxblood" is a colour word too, ADR 050)
    const total = await apiTotal(page, 'search=Diamine%20Oxblood&brand=Diamine');
    await expect(countLine(page)).toHaveText(new RegExp(`^Found ${total} inks?`));
    await expect(cards(page).first().getByRole('heading', { name: 'Oxblood' })).toBeVisible();
  });

  test('"J. Herbin" finds the Jacques Herbin inks', async ({ page }) => {
    const herbin = await apiTotal(page, 'brand=Jacques%20Herbin');
    expect(herbin).toBeGreaterThan(0);
    await page.goto('/browse');
    await searchBox(page).fill('J. Herbin');
    await expect(countLine(page)).toHaveText(`Found ${herbin} inks`);
    const first = cards(page).first();
    await expect(first).toContainText('Jacques Herbin');
    await expect(first.locator('mark')).toHaveText(['Herbin']);
    await expect(cards(page).filter({ hasNotText: 'Jacques Herbin' })).toHaveCount(0);
  });

  test('an ink found by another name says so, and its page lists its other names', async ({
    page,
  }) => {
    await page.goto('/browse');
    await searchBox(page).fill('色彩雫紺碧');
    const card = cards(page).filter({ hasText: 'Kon-peki' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Also known as 色彩雫 紺碧');
    expect(await seriousViolations(page)).toEqual([]);
    // the list holds no other names: the ink page asks for them
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kon-peki' })).toBeVisible();
    await expect(page.getByTestId('ink-aliases')).toHaveText('Also known as: 色彩雫 紺碧');
  });
});
