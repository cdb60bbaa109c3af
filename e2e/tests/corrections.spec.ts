import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test } from '../fixtures/test.ts';
import { createUser, setTotpEnabled, signInAs, type TestUser } from '../support/accounts.ts';
import { journeyInk } from '../support/inks.ts';

/**
 * Members' corrections (ADR 053), at phone and desktop widths with axe: a member suggests a
 * correction from the ink page, sees it waiting, staff accept it in the console, and the
 * ink's History shows it as the member's; an unverified account is told what to do first.
 */

const SCREENS_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const shot = (name: string) => path.join(SCREENS_DIR, `${name}.png`);
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 660, slot, (db, id) => {
    db.prepare('delete from ink_corrections where ink_id = ?').run(id);
    db.prepare("delete from ink_revisions where ink_id = ? and kind = 'correction'").run(id);
    db.prepare('update inks set line = null where id = ?').run(id);
  });
}

function moderator(): TestUser {
  const user = createUser('moderator');
  setTotpEnabled(user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  return user;
}

test('a member suggests a correction; staff accept it; the History shows it', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 0);
  const member = createUser('user');
  await signInAs(context, member);

  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('button', { name: 'Suggest a correction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest a correction' });
  await expect(dialog).toContainText(`What is not right about ${ink.brand} ${ink.name}?`);
  // the colour first, with a swatch now and suggested
  await expect(dialog.getByLabel('Hex code')).toBeVisible();
  await expect(dialog.getByText('Suggested', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('What needs correcting?').selectOption({ label: 'Line' });
  await dialog.getByLabel('Line').fill('Journey Line');
  await dialog.getByLabel('Why? (optional)').fill('The label on my bottle says so.');
  await dialog.getByRole('button', { name: 'Send correction' }).click();
  // said in the dialog (the toasts behind it are hidden from screen readers while it is open)
  await expect(dialog.getByRole('status')).toContainText(
    'Thank you. Staff will review your correction.',
  );
  const mine = dialog.getByRole('region', { name: 'Your corrections of this ink' });
  await expect(mine).toContainText('Waiting for review');
  await expect(mine).toContainText('Journey Line');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-correction-suggested`) });

  // a second correction of the same field waits for the first
  await dialog.getByLabel('What needs correcting?').selectOption({ label: 'Line' });
  await dialog.getByLabel('Line').fill('Another Line');
  await dialog.getByRole('button', { name: 'Send correction' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'You already suggested a change to the line of this ink.',
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Suggest a correction' })).toBeFocused();

  // staff accept it in the console
  await signInAs(context, moderator(), { mfa: true });
  await page.goto('/admin?tab=corrections');
  await expect(page.getByRole('heading', { name: 'Corrections', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Trusted members’ corrections apply at once for' }),
  ).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Waiting corrections' });
  const item = waiting
    .getByRole('article')
    .filter({ hasText: `${ink.brand} ${ink.name}` })
    .filter({ hasText: 'Line' });
  await expect(item).toContainText(member.username);
  await expect(item).toContainText('The label on my bottle says so.');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-correction-review`), fullPage: true });
  await item.getByRole('button', { name: /^Accept/ }).click();
  await expect(toasts(page).getByText('Correction accepted')).toBeVisible();
  await expect(item).toHaveCount(0);

  // the ink says so, and its History names the member
  await page.goto(`/ink/${ink.id}/history`);
  const revisions = page.getByRole('list', { name: `Revisions of ${ink.brand} ${ink.name}` });
  const correction = revisions
    .getByRole('article')
    .filter({ hasText: `Correction by ${member.username}` });
  await expect(correction.getByRole('row', { name: /^Line none Journey Line/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an unverified account is told to verify its email before suggesting', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 1);
  await signInAs(context, createUser('user', { verified: false }));
  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('button', { name: 'Suggest a correction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest a correction' });
  await expect(dialog).toContainText('Please verify your email address to suggest a correction');
  await expect(dialog.getByRole('button', { name: 'Send correction' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor is asked to sign in to suggest a correction', async ({ page }, info) => {
  const ink = inkFor(info, 2);
  await page.goto(`/ink/${ink.id}`);
  await expect(page.getByRole('link', { name: 'Sign in to suggest a correction' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/ink/${ink.id}`)}`,
  );
});
