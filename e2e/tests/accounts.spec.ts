import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousViolations, test } from '../fixtures/test.ts';
import {
  createUser,
  currentStep,
  linkFromMail,
  mailsTo,
  setTotpEnabled,
  signInAs,
  totpAt,
  uniqueName,
} from '../support/accounts.ts';
import { oidcUserFor } from '../support/oidc-users.ts';
import { journeyInk } from '../support/inks.ts';

/**
 * Account journeys against the real server: sign up, the verification mail, sign
 * out and in, a forgotten password, a provider sign-in, two-factor sign-in, roles in the
 * header, and an admin deleting an ink.
 */

const isPhone = (info: TestInfo) => info.project.name === 'phone';
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** Phone: the signed-in controls live in the menu drawer. */
async function openMenu(page: Page, info: TestInfo) {
  if (!isPhone(info)) return page.locator('header').first();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

async function closeMenu(page: Page, info: TestInfo) {
  if (!isPhone(info)) return;
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).click();
}

async function expectSignedIn(page: Page, info: TestInfo, name: string) {
  const area = await openMenu(page, info);
  if (isPhone(info)) {
    await expect(area.getByRole('link', { name })).toHaveAttribute('href', '/profile');
  } else {
    await expect(area.getByRole('link', { name: `Your profile (${name})` })).toBeVisible();
  }
  await expect(area.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(area.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await closeMenu(page, info);
}

async function expectSignedOut(page: Page, info: TestInfo) {
  const area = await openMenu(page, info);
  await expect(area.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(area.getByRole('link', { name: 'Join Community' })).toBeVisible();
  await expect(area.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await closeMenu(page, info);
}

async function signOut(page: Page, info: TestInfo) {
  const area = await openMenu(page, info);
  await area.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedOut(page, info);
}

type Account = { email: string; username: string; password: string };

/** Fills in and sends the sign-up form: the answer is "Check Your Email", nobody signed in. */
async function sendSignUp(page: Page, account: Account) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Community' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
}

function newAccount(info: TestInfo): Account {
  const username = uniqueName(info.project.name.slice(0, 1));
  return { username, email: `${username}@example.test`, password: 'fountain-pen-42' };
}

/**
 * Signs up and follows the link from the mail, which verifies the address and signs in
 * (sign-up itself signs no one in: ADR 040).
 */
async function signUp(page: Page, info: TestInfo): Promise<Account> {
  const account = newAccount(info);
  await sendSignUp(page, account);
  await page.goto(await linkFromMail(account.email, '/verify-email?token='));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
  await expect(page.getByText('and you are signed in')).toBeVisible();
  return account;
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, then the link from the mail verifies and signs in; sign out and in again', async ({
  page,
}, info) => {
  await page.goto('/signup');
  // inline validation from the contract's rules, before anything is sent
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await page.getByLabel('Username').fill('no spaces please');
  await page.getByLabel('Username').blur();
  await expect(
    page.getByText('Use letters, digits, dots, dashes and underscores only in a username.'),
  ).toBeVisible();

  // sign-up answers "Check your email" and signs no one in
  const account = newAccount(info);
  await sendSignUp(page, account);
  await expect(page.getByText(`We sent a mail to ${account.email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'No mail?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectSignedOut(page, info);

  // the same username again: the server's answer lands on its field
  await page.goto('/signup');
  await page.getByLabel('Email').fill(`other-${account.email}`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This username is taken. Try another.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  // the same email again: the same answer as for a new one; the owner is told by mail
  await sendSignUp(page, { ...account, username: `${account.username}x` });
  await linkFromMail(account.email, '/login');
  const note = mailsTo(account.email).find((m) => m.subject.includes('someone tried to sign up'));
  expect(note?.text).toContain(`/login?step=forgot`);

  // an unverified account may sign in with its password, and is asked to verify
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/');
  await expectSignedIn(page, info, account.username);
  await expect(
    page
      .getByRole('region', { name: 'Email verification' })
      .getByRole('button', { name: 'Resend verification email' }),
  ).toBeVisible();

  // signed out, the link from the mail verifies the address and signs in
  await page.context().clearCookies();
  const link = await linkFromMail(account.email, '/verify-email?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified' })).toBeVisible();
  await expect(page.getByText('and you are signed in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your profile', exact: true })).toBeVisible();
  await expectSignedIn(page, info, account.username);
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
  // a used link says so
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Link Not Valid' })).toBeVisible();
  await expect(page.getByText(/not valid any more/)).toBeVisible();

  await signOut(page, info);

  // a wrong password gets the one generic answer
  await signIn(page, account.username, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(
    'That email, username or password is not right.',
  );
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expectSignedIn(page, info, account.username);
});

test('a forgotten password: the link from the mail, a new password, signing in with it', async ({
  page,
}, info) => {
  const account = await signUp(page, info);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('a link to reset your password is on its way')).toBeVisible();

  // an older link on the home page goes to /reset-password, keeping the hash
  const link = await linkFromMail(account.email, '/reset-password#access_token=');
  const hash = new URL(link).hash;
  await page.goto(`/${hash}`);
  await expect(page).toHaveURL(`/reset-password${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

  const fresh = 'new-ink-password-7';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('New password, again').fill('something-else-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('New password, again').fill(fresh);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password Changed' })).toBeVisible();

  // the link works once
  await page.goto('/faq');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a-third-password');
  await page.getByLabel('New password, again').fill('a-third-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid any more');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // the old password no longer works, the new one does
  await signIn(page, account.username, account.password);
  await expect(page.getByRole('alert')).toContainText('is not right');
  await page.getByLabel('Password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expectSignedIn(page, info, account.username);
});

test('sign in through the local OpenID Connect provider', async ({ page }, info) => {
  const user = oidcUserFor(info.project.name);
  await page.goto('/login');
  // cancelled at the provider: a clear sentence and a way back
  await page.getByRole('link', { name: 'Continue with Local ID' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/oauth-callback?error=denied');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await expect(page.getByRole('alert')).toContainText('The sign-in was cancelled');
  await page.getByRole('link', { name: 'Back to sign in' }).click();

  await page.getByRole('link', { name: 'Continue with Local ID' }).click();
  await expect(page.getByRole('heading', { name: 'Local ID' })).toBeVisible();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await expectSignedIn(page, info, user.name ?? user.username);

  // the account is new, verified by the provider, and has no password to ask for
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await expect(page.getByText('verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set password' })).toBeVisible();
});

test('two-factor sign-in: enrol on the profile, then sign in with a code and a recovery code', async ({
  page,
  context,
}, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await signUp(page, info);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code for setting up two-factor sign-in' }),
  ).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByLabel('Code from your app').fill('000000');
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(card.getByText(/That code is not right/)).toBeVisible();
  const enrolStep = currentStep();
  await card.getByLabel('Code from your app').fill(totpAt(secret, enrolStep));
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allInnerTexts();
  await card.getByRole('button', { name: 'Copy codes' }).click();
  await expect(toasts(page).getByText('Recovery codes copied')).toBeVisible();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  // signing in now asks for a code after the password
  await page.context().clearCookies();
  await signIn(page, account.username, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Sign-In' })).toBeVisible();
  await page.getByLabel('Code').fill(totpAt(secret, Math.max(currentStep(), enrolStep + 1)));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedIn(page, info, account.username);

  // and a recovery code does too, once
  await page.context().clearCookies();
  await signIn(page, account.email, account.password);
  await page.getByLabel('Code').fill(recovery[0] ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedIn(page, info, account.username);
});

test('a moderator sees Admin and the shield; a member sees neither', async ({
  page,
  context,
}, info) => {
  const moderator = createUser('moderator');
  await signInAs(context, moderator);
  await page.goto('/');
  const area = await openMenu(page, info);
  await expect(area.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await closeMenu(page, info);
  await page.goto(`/user/${moderator.username}`);
  await expect(page.getByRole('img', { name: 'Moderator' })).toBeVisible();

  await context.clearCookies();
  const member = createUser('user');
  await signInAs(context, member);
  await page.goto('/');
  const area2 = await openMenu(page, info);
  await expect(area2.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(area2.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await closeMenu(page, info);
  await page.goto(`/user/${member.username}`);
  await expect(page.getByRole('heading', { level: 1, name: member.username })).toBeVisible();
  await expect(page.getByRole('img', { name: /Moderator|Admin/ })).toHaveCount(0);
});

/** An 8 x 8 PNG in iron-gall blue. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQ8arCihiGlgQAXqE8AThM/IEAAAAASUVORK5CYII=',
  'base64',
);

test('the profile: details, picture, password, sign out everywhere, delete the account', async ({
  page,
}, info) => {
  const account = await signUp(page, info);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();

  // details (PATCH), shown on the public profile
  const about = page.getByRole('region', { name: 'About you' });
  await about.getByLabel('Display name').fill('Ada Inkwell');
  await about.getByLabel('First name').fill('Ada');
  await about.getByLabel('Bio').fill('Iron gall on Tomoe River, mostly.');
  await expect(about.getByText('33/500 characters')).toBeVisible();
  await about.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Profile saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Inkwell' })).toBeVisible();

  // a picture: resized in the browser, processed by the server, shown in the header
  const picture = page.getByRole('region', { name: 'Profile picture' });
  await picture.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(toasts(page).getByText('Profile picture updated')).toBeVisible();
  await expect(picture.locator('img')).toHaveAttribute('src', /^\/media\//);
  await picture.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(toasts(page).getByText('Please select an image file')).toBeVisible();

  await page.goto(`/user/${account.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Inkwell' })).toBeVisible();
  await expect(page.getByText('Iron gall on Tomoe River, mostly.')).toBeVisible();
  await expect(page.getByText('Ada', { exact: true })).toHaveCount(0); // the first name stays private
  await expect(page.locator('main img').first()).toHaveAttribute('src', /^\/media\//);

  await page.goto('/profile');
  await picture.getByRole('button', { name: 'Remove picture' }).click();
  await expect(picture.locator('img')).toHaveCount(0);

  // the password: the current one is checked
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('another-long-one');
  await password.getByLabel('New password, again').fill('another-long-one');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not right.')).toBeVisible();
  await password.getByLabel('Current password').fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(toasts(page).getByText('Password changed')).toBeVisible();

  // sign out everywhere ends this session too
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedOut(page, info);

  // deleting needs DELETE typed and the password
  await signIn(page, account.username, 'another-long-one');
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  const danger = page.getByRole('region', { name: 'Delete account' });
  await expect(danger.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await danger.getByLabel('Type DELETE to confirm').fill('DELETE');
  await danger.getByLabel('Your password').fill('wrong-password-here');
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(danger.getByText('Your password is not right.')).toBeVisible();
  await danger.getByLabel('Your password').fill('another-long-one');
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(toasts(page).getByText('Account deleted')).toBeVisible();
  await page.goto(`/user/${account.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Not Found' })).toBeVisible();
});

/** A plain demo ink for this project to delete (not featured): its own, from INK_RANGES. */
function inkToDelete(info: TestInfo): { id: number; name: string } {
  return journeyInk(info, 770, 0);
}

test('an admin deletes an ink from its page; staff see Edit Profile', async ({
  page,
  context,
}, info) => {
  const ink = inkToDelete(info);

  // a moderator may edit but not delete
  const moderator = createUser('moderator');
  await signInAs(context, moderator);
  await page.goto(`/ink/${ink.id}`);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    `/ink/${ink.id}/edit`,
  );
  await expect(page.getByRole('button', { name: 'Delete Ink' })).toHaveCount(0);

  // an admin whose session has not proved a second factor is refused by the server
  await context.clearCookies();
  const admin = createUser('admin');
  await signInAs(context, admin);
  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('button', { name: 'Delete Ink' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(/Staff actions need two-factor sign-in/)).toBeVisible();
  await expect(page).toHaveURL(`/ink/${ink.id}`);

  // with two-factor on and proved in this session, the ink goes
  setTotpEnabled(admin.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  await context.clearCookies();
  await signInAs(context, admin, { mfa: true });
  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('button', { name: 'Delete Ink' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    `Are you sure you want to delete "${ink.name}"? This action cannot be undone.`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Success', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Ink profile deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL('/browse');
  await page.goto(`/ink/${ink.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ink Profile Not Found' }),
  ).toBeVisible();
});
