import type { Page } from '@playwright/test';
import { apiTotal, expect, numberFormat, seriousViolations, test } from '../fixtures/test.ts';
import { holdScripts } from '../support/hold-scripts.ts';

/**
 * Live from the first paint (ADR 062): the server draws /browse and every shareable page, so
 * a person on a slow phone can type, paste, tick and tap before the app's code has arrived.
 * These journeys hold the app's scripts back, do that, then let the scripts load: what the
 * person did is kept and acted on. The search forms also work with no script at all.
 */

const browseSearch = (page: Page) =>
  page.getByRole('main').getByRole('searchbox', { name: 'Search inks' });
const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Search inks' });
const countLine = (page: Page) => page.getByTestId('result-count');
const isLive = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.app === 'ready');

/** Errors the page logs (a hydration mismatch among them), the signed-out 401 aside. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (m.location().url.endsWith('/api/auth/user') && m.text().includes('401')) return;
    errors.push(m.text());
  });
  return errors;
}

/**
 * Opens a page the server draws as a slow phone gets it: the app's code held back
 * (holdScripts), and the first-paint script (/page-start.js, which notes the taps until the
 * app takes over) half a second late, as from a busy server. The browser paints the HTML
 * while that script is on its way, and a tap then is noted by nothing (ADR 062): this journey
 * tapped there on a busy CI machine, and the tap was never played. So this returns once the
 * HTML has been read to its end, that script run.
 */
async function openBeforeTheCode(page: Page, url: string): Promise<{ release: () => void }> {
  await page.route(/\/page-start\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  const held = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  return held;
}

test.describe('early input', () => {
  test('a search typed and pasted before the code arrives runs when it does', async ({
    page,
  }, info) => {
    const desktop = info.project.name === 'desktop';
    const errors = pageErrors(page);
    const { release } = await holdScripts(page);
    await page.goto('/browse', { waitUntil: 'commit' });
    const box = browseSearch(page);
    await expect(box).toBeVisible();
    await box.click();
    await box.pressSequentially('kon');
    await page.keyboard.insertText('-peki'); // as a paste puts it in
    if (desktop) {
      // the filters are in the page (a phone's are in a drawer that opens with the code)
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: 'Blue' })
        .check();
      await box.focus();
    }
    expect(await isLive(page), 'the scripts are held back').toBe(false);

    release();
    await expect(page).toHaveURL(
      desktop ? /\/browse\?search=kon-peki&color=Blue$/ : /\/browse\?search=kon-peki$/,
    );
    const total = await apiTotal(page, desktop ? 'search=kon-peki&color=Blue' : 'search=kon-peki');
    expect(total).toBeGreaterThan(0);
    await expect(countLine(page)).toHaveText(
      new RegExp(`^Found ${numberFormat.format(total)} inks?`),
    );
    await expect(page.getByTestId('ink-card').first()).toContainText('Kon-peki');
    // still where the person left it: in the box, the caret at the end of the text
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('kon-peki');
    expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(8);
    if (desktop) {
      await expect(
        page
          .getByRole('complementary', { name: 'Filters' })
          .getByRole('checkbox', { name: 'Blue' }),
      ).toBeChecked();
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the header search keeps early text and focus', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'the header search box shows on wide screens');
    const errors = pageErrors(page);
    const { release } = await holdScripts(page);
    await page.goto('/news', { waitUntil: 'commit' });
    const box = headerSearch(page);
    await box.click();
    await box.pressSequentially('kon-peki');
    expect(await isLive(page)).toBe(false);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('kon-peki');
    expect(errors).toEqual([]);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/browse\?search=kon-peki$/);
    await expect(page.getByTestId('ink-card').first()).toContainText('Kon-peki');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Enter searches while the code is still held back', async ({ page }, info) => {
    const desktop = info.project.name === 'desktop';
    const { release } = await holdScripts(page);
    await page.goto('/browse', { waitUntil: 'commit' });
    await browseSearch(page).fill('kon-peki');
    await browseSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/browse\?search=kon-peki$/);
    await expect(page.getByTestId('ink-card').first()).toContainText('Kon-peki');
    await expect(countLine(page)).toHaveText(/^Found \d+ inks?/);
    if (desktop) {
      // the header's box too, from any page
      await page.goto('/news', { waitUntil: 'commit' });
      await headerSearch(page).fill('  lamy  ');
      await headerSearch(page).press('Enter');
      await expect(page).toHaveURL(/\/browse\?search=/);
      // (a search finding more than 20 inks: the server draws its first cards all the same)
      await expect(page.getByTestId('ink-card').first()).toContainText(/lamy/i);
    }
    expect(await isLive(page)).toBe(false);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expect(browseSearch(page)).toHaveValue(desktop ? 'lamy' : 'kon-peki');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('with no script at all, the search forms and the filters still search', async ({
    browser,
  }, info) => {
    const context = await browser.newContext({
      ...info.project.use,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/browse');
    await browseSearch(page).fill('kon-peki');
    await browseSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/browse\?search=kon-peki$/);
    await expect(page.getByTestId('ink-card').first()).toContainText('Kon-peki');
    if (info.project.name === 'desktop') {
      // a ticked filter goes with the next search
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: 'Blue' })
        .check();
      await browseSearch(page).fill('iroshizuku');
      await browseSearch(page).press('Enter');
      await expect(page).toHaveURL(/\/browse\?search=iroshizuku&color=Blue$/);
      await expect(page.getByTestId('ink-card').first()).toContainText('Iroshizuku');
    }
    await context.close();
  });

  test('Compare and Share tapped before the code arrives answer when it does', async ({ page }) => {
    await page.addInitScript(() => {
      // this browser offers no native share sheet: Share opens the menu
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const errors = pageErrors(page);
    let held = await openBeforeTheCode(page, '/browse?search=kon-peki');
    const card = page.getByTestId('ink-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const compare = page.getByRole('button', { name: `Compare ${name}` });
    await compare.click();
    expect(await isLive(page)).toBe(false);
    held.release();
    await expect(compare)
      .toHaveAttribute('aria-pressed', 'true')
      .catch((e: unknown) => {
        // with what the page logged meanwhile (a hydration React gave up, say)
        throw new Error(`${String(e)}\nThe page logged: ${JSON.stringify(errors)}`);
      });
    await expect(
      page.getByRole('complementary', { name: 'Compare tray' }).getByText('Pick one more'),
    ).toBeVisible();

    const href = (await card.getAttribute('href')) ?? '';
    await page.unrouteAll({ behavior: 'wait' });
    held = await openBeforeTheCode(page, href);
    await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
    expect(await isLive(page)).toBe(false);
    held.release();
    await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe('cookie settings', () => {
    test.use({ consent: 'accepted' });
    test('Cookie settings tapped before the code arrives opens them when it does', async ({
      page,
    }) => {
      const { release } = await openBeforeTheCode(page, '/news');
      const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' });
      await settings.click();
      expect(await isLive(page)).toBe(false);
      release();
      const banner = page.getByRole('region', { name: 'Cookies on Inklore' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
