import { axe, expect, seriousViolations, test } from '../fixtures/test.ts';
import { BASE_URL } from '../support/accounts.ts';

/**
 * The API reference at /api/docs (ADR 028): Swagger UI drawing the app's own
 * OpenAPI document, every file from this server, within the site's CSP (a blocked script or
 * style would say so in the console), usable by keyboard, and axe finds nothing serious.
 */
test('the API reference lists the operations and opens one by keyboard', async ({ page }) => {
  test.slow(); // axe over a hundred operations
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(BASE_URL) && !req.url().startsWith('data:')) foreign.push(req.url());
  });
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));

  // 'commit': the page is not the web app, so there is no app to wait for.
  await page.goto('/api/docs', { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inklore API reference' }),
  ).toBeVisible();
  const getInk = page.locator('#operations-inks-getInk');
  await expect(getInk).toContainText('/api/inks/{id}');
  await expect(getInk).toContainText('getInk');
  // Swagger UI draws only the operations near the screen: the filter brings a tag's up
  const filter = page.getByRole('textbox', { name: 'Filter by tag or path' });
  await filter.fill('comments');
  await expect(page.locator('#operations-comments-createInkComment')).toContainText('POST');
  await filter.fill('');
  await expect(getInk).toBeVisible();

  // An operation opens from the keyboard and shows its parameters and answers with schemas.
  await getInk.locator('.opblock-summary-control').focus();
  await page.keyboard.press('Enter');
  await expect(getInk.getByRole('heading', { name: 'Responses' })).toBeVisible();
  await expect(getInk.locator('.parameters')).toContainText('id');
  await expect(getInk.locator('.responses-table')).toContainText('"name"');
  await expect(getInk.locator('.responses-table')).toContainText('404');
  // The whole page, the list and the open operation (axe over a hundred operations is slow:
  // once for the page, once for the dialog).
  expect(await seriousViolations(page)).toEqual([]);

  // The security schemes, in the Authorize dialog.
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.modal-ux');
  await expect(dialog).toContainText('session');
  await expect(dialog).toContainText('X-CSRF-Token');
  await expect(dialog).toContainText('Bearer');
  const inDialog = await axe(page, '.modal-ux');
  expect(
    inDialog.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
});
