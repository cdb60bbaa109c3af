import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousViolations, settled, test, withDb } from '../fixtures/test.ts';
import { journeyInk } from '../support/inks.ts';
import { createUser, setTotpEnabled, signInAs } from '../support/accounts.ts';

/**
 * Comments on an ink page (spec §2 "Comments section", §5, §8) against the real server: who
 * may write, posting with the counter, one comment per member, inline edit, delete with a
 * confirmation, a moderator removing someone else's, and a session that ended meanwhile.
 */

const ALREADY =
  "You've already shared your thoughts about this ink. You can edit your comment below.";
const EMPTY = 'No comments yet. Be the first to share your thoughts about this ink!';
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 700, slot, (db, id) =>
    db.prepare('delete from comments where ink_id = ?').run(id),
  );
}

const comments = (page: Page) => page.getByRole('region', { name: /^Comments/ });

test('a visitor reads the comments and is asked to sign in to write one', async ({
  page,
}, info) => {
  const ink = inkFor(info, 0);
  await page.goto(`/ink/${ink.id}`);
  const section = comments(page);
  await expect(section.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(section.getByText(EMPTY)).toBeVisible();
  const signIn = section.getByRole('link', {
    name: 'Sign in to share your thoughts about this ink',
  });
  await expect(signIn).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/ink/${ink.id}`)}`,
  );
  await expect(section.getByRole('textbox')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // an unverified member is told why there is no box
  const unverified = createUser('user', { verified: false });
  await signInAs(page.context(), unverified);
  await page.reload();
  await expect(
    section.getByText('Please verify your email address to comment on ink profiles'),
  ).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);
});

test('a member posts, edits and deletes their comment', async ({ page }, info) => {
  const ink = inkFor(info, 1);
  const member = createUser('user');
  await signInAs(page.context(), member);
  await page.goto(`/ink/${ink.id}`);
  await settled(page);
  const section = comments(page);
  const box = section.getByRole('textbox', { name: 'Share your thoughts about this ink' });
  const post = section.getByRole('button', { name: 'Post Comment' });

  await expect(section.getByText('0/1000 characters')).toBeVisible();
  await expect(post).toBeDisabled();
  await box.fill('   ');
  await expect(post).toBeDisabled();
  await box.fill('Sheens <b>red</b> on Tomoe River.');
  await expect(section.getByText('33/1000 characters')).toBeVisible();
  await expect(post).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await post.click();

  await expect(toasts(page).getByText('Your comment has been posted!')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  const item = section.getByRole('listitem');
  // plain text: the markup is shown as typed, never made into an element
  await expect(item.getByText('Sheens <b>red</b> on Tomoe River.')).toBeVisible();
  await expect(item.locator('b')).toHaveCount(0);
  await expect(item.getByRole('link', { name: member.username })).toHaveAttribute(
    'href',
    `/user/${member.username}`,
  );
  await expect(item.getByText('just now')).toBeVisible();
  await expect(item.getByText('(edited)')).toHaveCount(0);
  // one comment per member per ink: the box gives way to the spec's sentence
  await expect(section.getByText(ALREADY)).toBeVisible();
  await expect(box).toHaveCount(0);

  // inline edit: Cancel keeps the text, Save changes it and marks it edited
  await item.getByRole('button', { name: 'Edit your comment' }).click();
  const editBox = item.getByRole('textbox', { name: 'Edit your comment' });
  await expect(editBox).toBeFocused();
  await expect(editBox).toHaveValue('Sheens <b>red</b> on Tomoe River.');
  expect((await editBox.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(80);
  await editBox.fill('Changed my mind');
  await item.getByRole('button', { name: 'Cancel' }).click();
  await expect(item.getByText('Sheens <b>red</b> on Tomoe River.')).toBeVisible();
  await item.getByRole('button', { name: 'Edit your comment' }).click();
  await editBox.fill('Sheens red on Tomoe River, less on copier paper.');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Your comment has been updated.')).toBeVisible();
  await expect(item.getByText('Sheens red on Tomoe River, less on copier paper.')).toBeVisible();
  await expect(item.getByText('(edited)')).toBeVisible();

  // what the server keeps survives a reload
  await page.reload();
  await expect(
    comments(page).getByText('Sheens red on Tomoe River, less on copier paper.'),
  ).toBeVisible();
  await expect(comments(page).getByText('(edited)')).toBeVisible();

  // delete asks first
  await comments(page).getByRole('button', { name: 'Delete your comment' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete your comment? This action cannot be undone.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Comment deleted successfully')).toBeVisible();
  await expect(comments(page).getByText(EMPTY)).toBeVisible();
  await expect(comments(page).getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(
    comments(page).getByRole('textbox', { name: 'Share your thoughts about this ink' }),
  ).toBeVisible();
});

test("others' comments: no edit for members, removal by a moderator", async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 2);
  const author = createUser('user');
  await signInAs(context, author);
  await page.goto(`/ink/${ink.id}`);
  await settled(page);
  await comments(page).getByRole('textbox').fill('First impressions: very wet.');
  await comments(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments(page).getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

  // another member sees it without Edit or Delete, and may report it
  await context.clearCookies();
  await signInAs(context, createUser('user'));
  await page.reload();
  const item = comments(page).getByRole('listitem');
  await expect(item.getByText('First impressions: very wet.')).toBeVisible();
  await expect(item.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Report/ })).toBeVisible();

  // a moderator (with two-factor sign-in) may remove it; their own comment wears the badge
  const mod = createUser('moderator');
  setTotpEnabled(mod.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  await context.clearCookies();
  await signInAs(context, mod, { mfa: true });
  await page.reload();
  await settled(page);
  await comments(page).getByRole('textbox').fill('Staff note: thanks for the sample.');
  await comments(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments(page).getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  const modItem = comments(page)
    .getByRole('listitem')
    .filter({ hasText: 'Staff note: thanks for the sample.' });
  await expect(modItem.getByText('Moderator', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await comments(page)
    .getByRole('button', { name: `Delete ${author.username}'s comment` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Comment deleted successfully')).toBeVisible();
  await expect(comments(page).getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(comments(page).getByText('First impressions: very wet.')).toHaveCount(0);
});

test('a session that ended meanwhile sends the member to sign in again', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 3);
  const member = createUser('user');
  await signInAs(context, member);
  await page.goto(`/ink/${ink.id}`);
  await comments(page).getByRole('textbox').fill('Lost in the post?');
  // the session ends on the server (signed out elsewhere)
  withDb((db) => db.prepare('delete from sessions where user_id = ?').run(member.id));
  await comments(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(toasts(page).getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/ink/${ink.id}`)}`);
  const count = withDb(
    (db) =>
      db
        .prepare<[number], { n: number }>('select count(*) as n from comments where ink_id = ?')
        .get(ink.id)?.n,
  );
  expect(count).toBe(0);
});

test('a much discussed ink shows its comments a page at a time, the member’s own on top', async ({
  page,
}, info) => {
  const ink = inkFor(info, 4);
  const writers = Array.from({ length: 25 }, () => createUser('user'));
  withDb((db) => {
    const insert = db.prepare(
      'insert into comments (ink_id, user_id, content, created_at, updated_at) values (?, ?, ?, ?, ?)',
    );
    writers.forEach((w, i) => {
      const at = new Date(Date.UTC(2026, 5, 1, 12, i)).toISOString();
      insert.run(ink.id, w.id, `Thought number ${i + 1}`, at, at);
    });
  });
  // the oldest comment's writer finds theirs first, though it is the last of 25
  await signInAs(page.context(), writers[0] ?? createUser('user'));
  await page.goto(`/ink/${ink.id}`);
  const section = comments(page);
  await expect(section.getByRole('heading', { name: 'Comments (25)' })).toBeVisible();
  await expect(section.getByText(ALREADY)).toBeVisible();
  const items = section.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  await expect(items).toHaveCount(21);
  await expect(items.first()).toContainText('Thought number 1');
  await expect(items.nth(1)).toContainText('Thought number 25');
  await expect(section.getByText('Showing 21 of 25')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Load more comments' }).click();
  await expect(items).toHaveCount(25);
  await expect(section.getByRole('status')).toHaveText('4 more comments loaded.');
  // the button went with the last page: the keyboard is left in the list, not on the page
  await expect(section.getByRole('list', { name: 'Comments' })).toBeFocused();
  await expect(items.last()).toContainText('Thought number 2');
  await expect(section.getByText('Thought number 1', { exact: true })).toHaveCount(1);
  await expect(section.getByRole('button', { name: 'Load more comments' })).toHaveCount(0);
});
