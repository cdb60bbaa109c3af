import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from '../fixtures/test.ts';
import { BASE_URL, createUser, signInAs } from '../support/accounts.ts';
import { journeyInk } from '../support/inks.ts';

/**
 * Personal access tokens (ADR 029) against the real server: a member creates
 * one on /profile and sees its secret once; a script (the test's own request context, with no
 * cookie and no CSRF token) adds to and reads the member's ink-ventory with it; the member
 * revokes it, and the script's next call is refused.
 */

const card = (page: Page) => page.getByRole('region', { name: 'Access tokens' });
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test('a member creates a token, a script uses it, the member revokes it', async ({
  page,
  playwright,
}, info) => {
  const ink = journeyInk(info, 480, 0);
  await signInAs(page.context(), createUser('user'));
  await page.goto('/profile');
  const tokens = card(page);
  await expect(tokens.getByText('You have no access tokens.')).toBeVisible();

  // the form, by keyboard: name, what it may do, when it expires
  await tokens.getByLabel('Name').fill('Spreadsheet sync');
  await tokens.getByRole('radio', { name: /^Read and write/ }).check();
  await tokens.getByLabel('Expires after').selectOption({ label: '30 days' });
  expect(await seriousViolations(page)).toEqual([]);
  await tokens.getByLabel('Name').focus();
  await page.keyboard.press('Enter');

  // the secret, once, with the warning; focus on the panel's heading for screen readers
  const panel = tokens.getByTestId('new-token');
  await expect(
    panel.getByRole('heading', { name: 'Your new token “Spreadsheet sync”' }),
  ).toBeFocused();
  await expect(panel.getByText('it will not be shown again')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Copy token' })).toBeVisible();
  const secret = await panel.getByLabel('The token').inputValue();
  expect(secret).toMatch(/^ink_[A-Za-z0-9_-]{43}$/);
  expect(await seriousViolations(page)).toEqual([]);

  // a script: no cookie, no CSRF token, only the Authorization header
  const script = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  try {
    const added = await script.post(`/api/inks/${ink.id}/collection`, {
      data: { status: 'owned', notes: 'Added by my spreadsheet.' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const mine = await script.get('/api/auth/inventory');
    expect(mine.status()).toBe(200);
    const entries = (await mine.json()) as {
      ink: { id: number };
      entry: { status: string; notes: string | null };
    }[];
    expect(entries.map((e) => e.ink.id)).toEqual([ink.id]);
    expect(entries[0]?.entry).toMatchObject({ status: 'owned', notes: 'Added by my spreadsheet.' });
    // never the account itself
    const password = await script.post('/api/auth/password', {
      data: { currentPassword: '', newPassword: 'a script wants this account' },
    });
    expect(password.status()).toBe(403);
    expect(((await password.json()) as { code: string }).code).toBe('token_not_allowed');

    // the secret goes when the member says it is saved; the list shows the token's use
    await panel.getByRole('button', { name: 'I have saved it' }).click();
    await expect(panel).toHaveCount(0);
    await page.reload();
    const list = card(page).getByRole('list', { name: 'Your access tokens' });
    const item = list.getByRole('listitem').filter({ hasText: 'Spreadsheet sync' });
    await expect(item).toContainText('Read and write');
    await expect(item).toContainText('Last used');
    await expect(item).toContainText('Expires');
    await expect(card(page).getByLabel('The token')).toHaveCount(0);

    // revoking asks first
    await item.getByRole('button', { name: 'Revoke Spreadsheet sync' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this access token?' });
    await expect(dialog).toContainText('stop working at once');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(toasts(page).getByText('Access token revoked')).toBeVisible();
    await expect(card(page).getByText('You have no access tokens.')).toBeVisible();

    const after = await script.get('/api/auth/inventory');
    expect(after.status()).toBe(401);
    expect(after.headers()['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(((await after.json()) as { code: string }).code).toBe('invalid_token');
  } finally {
    await script.dispose();
  }
});
