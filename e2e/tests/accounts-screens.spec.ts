import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test } from '../fixtures/test.ts';
import { createUser, signInAs, uniqueName } from '../support/accounts.ts';

/**
 * Every account page at this project's size: axe finds nothing serious or critical, nothing
 * scrolls sideways, and a full-page screenshot goes to test-results/screens for people to
 * look at.
 */
const SCREENS_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screens');

async function check(page: Page, info: TestInfo, name: string) {
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, name).toBeLessThanOrEqual(0);
  await screenshot(page, {
    path: path.join(SCREENS_DIR, `${info.project.name}-${name}.png`),
    fullPage: true,
  });
}

const SIGNED_OUT: [string, string][] = [
  ['signup', '/signup'],
  ['login', '/login'],
  ['login-forgot', '/login?step=forgot'],
  ['verify-email-missing', '/verify-email'],
  ['verify-email-bad', '/verify-email?token=not-a-real-token-at-all'],
  ['reset-password', '/reset-password#access_token=some-token-value&type=recovery'],
  ['reset-password-missing', '/reset-password'],
  ['oauth-error', '/oauth-callback?error=email_in_use'],
  ['oauth-totp', '/oauth-callback?status=totp'],
  ['profile-signed-out', '/profile'],
  ['user-missing', '/user/nobody-has-this-name'],
];

for (const [name, url] of SIGNED_OUT) {
  test(`account screen: ${name}`, async ({ page }, info) => {
    await page.goto(url);
    await check(page, info, name);
  });
}

test('account screens: inline errors, the forgotten-password answer', async ({ page }, info) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await check(page, info, 'signup-errors');

  // a sign-up sent: "Check Your Email" and what to do (ADR 040)
  const username = uniqueName(`s${info.project.name.slice(0, 1)}`);
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('fountain-pen-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await check(page, info, 'signup-check-email');

  await page.goto('/login?step=forgot');
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('a link to reset your password is on its way')).toBeVisible();
  await check(page, info, 'login-forgot-sent');
});

test('account screens: signed in (profile, public profile, verification notice)', async ({
  page,
  context,
}, info) => {
  const member = createUser('admin', { verified: false });
  await signInAs(context, member);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Email verification' })).toBeVisible();
  await expect(page.getByTestId('delete-account-text')).toContainText(
    'What they added to the shared catalogue stays without their name',
  );
  await check(page, info, 'profile');

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await check(page, info, 'profile-two-factor');

  await page.goto(`/user/${member.username}`);
  await expect(page.getByRole('img', { name: 'Admin' })).toBeVisible();
  await check(page, info, 'user');

  await page.goto('/login');
  await expect(page.getByText(/You are signed in as/)).toBeVisible();
  await check(page, info, 'login-signed-in');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/profile');
  await check(page, info, 'dark-profile');
});

test('account screens: an admin on an ink page, and the delete question', async ({
  page,
  context,
  galleryInk,
}, info) => {
  const admin = createUser('admin');
  await signInAs(context, admin);
  await page.goto(`/ink/${galleryInk.id}`);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await check(page, info, 'ink-admin');
  await page.getByRole('button', { name: 'Delete Ink' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    `Are you sure you want to delete "${galleryInk.name}"? This action cannot be undone.`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: path.join(SCREENS_DIR, `${info.project.name}-ink-delete.png`) });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Ink' })).toBeFocused();
});

test('account screens fit a 360 px wide phone', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const member = createUser('moderator');
  await signInAs(context, member);
  for (const url of [
    '/signup',
    '/login',
    '/profile',
    `/user/${member.username}`,
    '/reset-password#access_token=x&type=recovery',
  ]) {
    await page.goto(url);
    await expect(page.locator('main h1')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});
