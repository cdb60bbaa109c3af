import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { journeyInk } from '../support/inks.ts';
import { createUser, setTotpEnabled, signInAs, type TestUser } from '../support/accounts.ts';

/**
 * The moderators' reports queue at /admin (spec §2, §6): only staff see it; a moderator
 * dismisses one report and removes a reported comment; an admin may delete a reported ink.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 780, slot);
}

/** A comment by `author` on the ink and an open report of it by `reporter`, written as the server would. */
function reportedComment(inkId: number, author: TestUser, reporter: TestUser, text: string) {
  withDb((db) => {
    const now = new Date().toISOString();
    const c = db
      .prepare<unknown[], { id: number }>(
        `insert into comments (ink_id, user_id, content, created_at, updated_at)
         values (?, ?, ?, ?, ?) returning id`,
      )
      .get(inkId, author.id, text, now, now);
    db.prepare(
      `insert into reports (reporter_id, target_type, target_id, target_user_id, reason, description, created_at)
       values (?, 'comment', ?, ?, 'spam', 'Advertising', ?)`,
    ).run(reporter.id, c?.id, author.id, now);
  });
}

function staff(role: 'moderator' | 'admin'): TestUser {
  const user = createUser(role);
  setTotpEnabled(user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  return user;
}

test('only staff see the dashboard', async ({ page, context }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Sign in with a moderator or admin account')).toBeVisible();
  await signInAs(context, createUser('user'));
  await page.reload();
  await expect(page.getByText('This page is for moderators and admins.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
});

test('a moderator dismisses a report and removes a reported comment', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 0);
  const reporter = createUser('user');
  const keep = createUser('user', { prefix: 'keep' });
  const spammer = createUser('user', { prefix: 'spam' });
  const tag = `${info.project.name}-${Date.now()}`;
  reportedComment(ink.id, keep, reporter, `Honest review ${tag}`);
  reportedComment(ink.id, spammer, reporter, `Cheap pens here ${tag}`);

  await signInAs(context, staff('moderator'), { mfa: true });
  await page.goto('/admin?tab=reports');
  const queue = page.getByRole('list', { name: 'Open reports' });
  const honest = queue.getByRole('listitem').filter({ hasText: `Honest review ${tag}` });
  const spam = queue.getByRole('listitem').filter({ hasText: `Cheap pens here ${tag}` });
  await expect(honest).toContainText('Spam');
  await expect(honest).toContainText(`by ${keep.username}`);
  await expect(honest).toContainText(`by ${reporter.username}`);
  await expect(honest.getByRole('link', { name: `Honest review ${tag}` })).toHaveAttribute(
    'href',
    `/ink/${ink.id}#comments`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await honest.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toasts(page).getByText('Report dismissed.')).toBeVisible();
  await expect(honest).toHaveCount(0);

  await spam.getByRole('button', { name: 'Remove Comment' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to remove this content?');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toasts(page).getByText('Content removed and report resolved.')).toBeVisible();
  await expect(spam).toHaveCount(0);

  await page.getByRole('button', { name: 'Resolved' }).click();
  await expect(page).toHaveURL(/status=resolved/);
  const resolved = page.getByRole('list', { name: 'Resolved reports' });
  await expect(
    resolved.getByRole('listitem').filter({ hasText: `Honest review ${tag}` }),
  ).toContainText('Dismissed');
  await expect(
    resolved.getByRole('listitem').filter({ hasText: 'The content is gone' }).first(),
  ).toContainText('Removed');

  await page.goto(`/ink/${ink.id}`);
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments.getByText(`Honest review ${tag}`)).toBeVisible();
  await expect(comments.getByText(`Cheap pens here ${tag}`)).toHaveCount(0);
});

test('an admin deletes a reported ink; a moderator is not offered it', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 1);
  const reporter = createUser('user');
  withDb((db) =>
    db
      .prepare(
        `insert into reports (reporter_id, target_type, target_id, reason, created_at)
         values (?, 'ink_profile', ?, 'misinformation', ?)`,
      )
      .run(reporter.id, ink.id, new Date().toISOString()),
  );
  const title = `${ink.brand} ${ink.name}`;
  await signInAs(context, staff('moderator'), { mfa: true });
  await page.goto('/admin');
  const item = page.getByRole('list', { name: 'Open reports' }).getByRole('listitem').filter({
    hasText: title,
  });
  await expect(item.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Delete Ink' })).toHaveCount(0);

  await context.clearCookies();
  await signInAs(context, staff('admin'), { mfa: true });
  await page.reload();
  await item.getByRole('button', { name: 'Delete Ink' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toasts(page).getByText('Content removed and report resolved.')).toBeVisible();
  await page.goto(`/ink/${ink.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ink Profile Not Found' }),
  ).toBeVisible();
  withDb((db) => db.prepare('update inks set deleted_at = null where id = ?').run(ink.id));
});

test('staff with waiting reports get a dialog on the home page, once', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 2);
  reportedComment(ink.id, createUser('user'), createUser('user'), 'Flag me');
  // a member never sees it
  await signInAs(context, createUser('user'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Waiting for review' })).toHaveCount(0);

  await context.clearCookies();
  await signInAs(context, staff('moderator'), { mfa: true });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Waiting for review' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/\d+ pending submissions?/);
  await expect(dialog).toContainText(/[1-9]\d* flagged items? \(open reports\)/);
  await expect(dialog.getByRole('link', { name: 'Review Reports' })).toHaveAttribute(
    'href',
    '/admin?tab=reports',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(dialog).toHaveCount(0);

  // a new browser session shows it again; Review Reports goes to the queue
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await dialog.getByRole('link', { name: 'Review Reports' }).click();
  await expect(page).toHaveURL('/admin?tab=reports');
  await expect(page.getByRole('heading', { name: 'Open reports' })).toBeVisible();
});
