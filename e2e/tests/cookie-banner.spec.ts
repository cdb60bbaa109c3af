import type { Page } from '@playwright/test';
import { CONSENT_KEY, expect, test } from '../fixtures/test.ts';

test.use({ consent: 'none' });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Inklore' });

async function recordConsentEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.defineProperty(window, '__consentEvents', { value: seen });
    window.addEventListener('consent-changed', (e) => seen.push((e as CustomEvent).detail));
  });
}

const consentEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __consentEvents: unknown[] }).__consentEvents);
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CONSENT_KEY);

test.describe('cookie banner', () => {
  test('appears about a second after the first visit', async ({ page }) => {
    // note, in the page, when the app starts (it takes over from the static shell) and when
    // the banner arrives
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      Object.defineProperty(window, '__times', { value: times });
      new MutationObserver(() => {
        if (!times.app && document.documentElement.dataset.app === 'ready')
          times.app = performance.now();
        if (!times.banner && document.querySelector('[data-testid="cookie-banner"]'))
          times.banner = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    const times = await page.evaluate(
      () => (window as unknown as { __times: { app: number; banner: number } }).__times,
    );
    expect(times.banner - times.app).toBeGreaterThanOrEqual(900);
    expect(times.banner - times.app).toBeLessThan(4000);
  });

  test('Accept All keeps every category and the banner stays away after', async ({ page }) => {
    await recordConsentEvents(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({
      essential: true,
      analytics: true,
      preferences: true,
    });
    expect(await consentEvents(page)).toEqual([
      expect.objectContaining({ essential: true, analytics: true, preferences: true }),
    ]);
    await page.reload();
    await page.waitForTimeout(1800);
    await expect(banner(page)).toBeHidden();
  });

  test('Essential Only keeps essential alone', async ({ page }) => {
    await recordConsentEvents(page);
    await page.goto('/browse');
    await banner(page).getByRole('button', { name: 'Essential Only' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({
      essential: true,
      analytics: false,
      preferences: false,
    });
    expect(await consentEvents(page)).toHaveLength(1);
    // with preferences declined, a theme choice lasts for the tab only
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
    expect(await page.evaluate(() => localStorage.getItem('inklore-theme'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('inklore-theme'))).not.toBeNull();
  });

  test('Customize, then Save Preferences; essential cannot be turned off; Cookie settings reopens it', async ({
    page,
  }) => {
    await recordConsentEvents(page);
    await page.goto('/news');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const essential = banner(page).getByRole('checkbox', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(banner(page).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await banner(page).getByRole('checkbox', { name: 'Analytics' }).check();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page)).toMatchObject({
      essential: true,
      analytics: true,
      preferences: false,
    });

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await banner(page).getByRole('checkbox', { name: 'Preferences' }).check();
    await banner(page).getByRole('button', { name: 'Save Preferences' }).click();
    expect(await stored(page)).toMatchObject({ analytics: true, preferences: true });
    expect(await consentEvents(page)).toHaveLength(2);
  });
});
