import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousViolations, settled, test, withDb } from '../fixtures/test.ts';
import { journeyInk } from '../support/inks.ts';
import { createUser, signInAs } from '../support/accounts.ts';

/**
 * Reporting (spec §5, §8) against the real server: a visitor sees no Report button; a member
 * reports an ink (a reason is required), cannot report it twice while the first is open, and
 * reports someone else's comment but never their own.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 760, slot, (db, id) => {
    db.prepare('delete from reports where target_id = ?').run(id);
    db.prepare('delete from comments where ink_id = ?').run(id);
  });
}

function reportsOn(type: string, id: number) {
  return withDb((db) =>
    db
      .prepare<[string, number], { reason: string; description: string | null; status: string }>(
        'select reason, description, status from reports where target_type = ? and target_id = ?',
      )
      .all(type, id),
  );
}

test('a member reports an ink: a reason first, once while it is open', async ({ page }, info) => {
  const ink = inkFor(info, 0);
  await page.goto(`/ink/${ink.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ink.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report' })).toHaveCount(0);

  await signInAs(page.context(), createUser('user'));
  await page.reload();
  await settled(page);
  const report = page.getByRole('button', { name: 'Report', exact: true });
  await report.click();
  const dialog = page.getByRole('dialog', { name: `Report ${ink.name}` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  // said in the dialog (a modal hides the toasts from screen readers) and in a toast
  await expect(dialog.getByRole('alert')).toContainText('Missing Information');
  await expect(dialog.getByRole('alert')).toContainText('Please select a reason for reporting.');
  await expect(page.getByText('Missing Information', { exact: true })).toHaveCount(2);
  await expect(dialog).toBeVisible();
  expect(reportsOn('ink_profile', ink.id)).toEqual([]);

  await dialog.getByRole('radio', { name: 'Misinformation' }).check();
  await dialog.getByLabel(/Description/).fill('  The hex colour is far too light.  ');
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toasts(page).getByText('Report Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  expect(reportsOn('ink_profile', ink.id)).toEqual([
    { reason: 'misinformation', description: 'The hex colour is far too light.', status: 'open' },
  ]);

  // the dialog starts empty again; a second report while the first is open is refused
  await report.click();
  await expect(dialog.getByRole('radio', { name: 'Misinformation' })).not.toBeChecked();
  await expect(dialog.getByLabel(/Description/)).toHaveValue('');
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Report Failed');
  await expect(dialog.getByRole('alert')).toContainText(/reported this already/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(reportsOn('ink_profile', ink.id)).toHaveLength(1);
});

test("a member reports someone else's comment, never their own", async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 1);
  const author = createUser('user');
  await signInAs(context, author);
  await page.goto(`/ink/${ink.id}`);
  const comments = page.getByRole('region', { name: /^Comments/ });
  await comments.getByRole('textbox').fill('Visit my shop for cheap ink!');
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(comments.getByRole('button', { name: /^Report/ })).toHaveCount(0);

  await context.clearCookies();
  await signInAs(context, createUser('user'));
  await page.reload();
  await page
    .getByRole('region', { name: /^Comments/ })
    .getByRole('button', { name: `Report ${author.username}'s comment` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Report ${author.username}'s comment` });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toasts(page).getByText('Report Submitted')).toBeVisible();
  const commentId = withDb(
    (db) =>
      db.prepare<[number], { id: number }>('select id from comments where ink_id = ?').get(ink.id)
        ?.id ?? 0,
  );
  expect(reportsOn('comment', commentId)).toEqual([
    { reason: 'spam', description: null, status: 'open' },
  ]);
});
