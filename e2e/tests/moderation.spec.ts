import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { journeyInk } from '../support/inks.ts';
import {
  createUser,
  setTotpEnabled,
  signInAs,
  uniqueName,
  type TestUser,
} from '../support/accounts.ts';

/**
 * Moderation in the staff console, against the real server at phone and desktop
 * widths with axe on each screen: a moderator limits a member with a reason, the member reads
 * it on /profile#standing and appeals, the moderator sees the appeal first and lifts the limit;
 * an ink's crowd data with who voted and whether it counts, one voter's votes reset; a spelling
 * an import suggested accepted as the ink's other name.
 */

const SCREENS_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const shot = (name: string) => path.join(SCREENS_DIR, `${name}.png`);
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const LIMITED_TEXT =
  'Your account is limited: you can keep your ink-ventory and private collections, but not post what others see.';

function staff(role: 'moderator' | 'admin'): TestUser {
  const user = createUser(role);
  setTotpEnabled(user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  return user;
}

/** No page-wide sideways scroll (a phone's width holds the screen). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function checkScreen(page: Page, info: TestInfo, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await screenshot(page, { path: shot(`${info.project.name}-${name}`), fullPage: true });
}

/** Signs the page's context out of whoever it was and in as `user`. */
async function switchTo(page: Page, user: TestUser, mfa = false): Promise<void> {
  await page.context().clearCookies();
  await signInAs(page.context(), user, { mfa });
}

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 380, slot, (db, id) => {
    db.prepare('delete from ink_property_votes where ink_id = ?').run(id);
    db.prepare('delete from community_image_votes where ink_id = ?').run(id);
    db.prepare('delete from community_images where ink_id = ?').run(id);
    db.prepare('delete from alias_suggestions where ink_id = ?').run(id);
    db.prepare(`delete from ink_aliases where ink_id = ? and source = 'import'`).run(id);
  });
}

test('a moderator limits a member with a reason; the member appeals; the moderator lifts it', async ({
  page,
}, info) => {
  const member = createUser('user', { prefix: 'limitme' });
  const mod = staff('moderator');
  const reason = `Links to a pen shop in every comment (${info.project.name}).`;

  // the moderator limits the member from the Members tab
  await switchTo(page, mod, true);
  await page.goto('/admin?tab=members');
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Limit or suspend a member' });
  // the server's refusal, in its words, in the form: a moderator never limits themself
  await form.getByLabel('Username').fill(mod.username);
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Limit member' }).click();
  await expect(form.getByRole('alert')).toHaveText('You cannot limit or suspend your own account.');
  await form.getByLabel('Username').fill(`nobody${member.username}`);
  await form.getByRole('button', { name: 'Limit member' }).click();
  await expect(
    form.getByText(`No member is called “nobody${member.username}”. Check the username.`),
  ).toBeVisible();
  await form.getByLabel('Username').fill(member.username);
  await expect(form.getByRole('radio', { name: /Limit/ })).toBeChecked();
  await checkScreen(page, info, 'members-form');
  await form.getByRole('button', { name: 'Limit member' }).click();
  await expect(
    toasts(page).getByText(`${member.username} will see your reason on their profile.`),
  ).toBeVisible();
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: member.username, exact: true }),
  });
  await expect(card).toContainText('Limited');
  await expect(card).toContainText(reason);
  await expect(card).toContainText(`by ${mod.username}`);
  await expect(card).toContainText('Has not appealed.');
  await expect(card.getByRole('link', { name: member.username })).toHaveAttribute(
    'href',
    `/user/${member.username}`,
  );

  // the member reads it under the header and on their profile, and appeals
  await switchTo(page, member);
  await page.goto('/browse');
  const notice = page.getByRole('region', { name: 'Account standing' });
  await expect(notice).toContainText('Your account is limited');
  await checkScreen(page, info, 'standing-notice');
  await notice.getByRole('link', { name: 'See why, and appeal' }).click();
  await expect(page).toHaveURL('/profile#standing');
  const standing = page.getByRole('region', { name: 'Your standing' });
  await expect(standing).toBeInViewport();
  await expect(standing).toContainText(LIMITED_TEXT);
  await expect(standing).toContainText(reason);
  await expect(notice).toHaveCount(0);
  const appeal = standing.getByLabel('Your appeal');
  const appealText = `I posted my own shop once and will not again (${info.project.name}).`;
  await appeal.fill(appealText);
  await expect(standing.getByText(`${appealText.length}/2000 characters`)).toBeVisible();
  await checkScreen(page, info, 'standing-appeal');
  await standing.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(standing.getByText('The moderators will read your appeal.')).toBeVisible();
  await expect(appeal).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // the moderator sees the appeal among those waiting, first, and lifts the limit
  await switchTo(page, mod, true);
  await page.goto('/admin?tab=members');
  const waiting = page.getByRole('list', { name: /^Appeals waiting/ });
  const appealed = waiting.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: member.username, exact: true }),
  });
  await expect(appealed).toContainText('Appeal waiting');
  await expect(appealed).toContainText(appealText);
  await expect(appealed.getByRole('button', { name: 'Keep after appeal' })).toBeVisible();
  // the appeals come before every other restricted member
  const groups = await page
    .getByRole('tabpanel')
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(groups[0]).toMatch(/^Appeals waiting/);
  await checkScreen(page, info, 'members-appeal');
  await appealed.getByRole('button', { name: 'Lift limit' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Lift ${member.username}’s limit?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Lift' }).click();
  await expect(
    toasts(page).getByText(`${member.username} may use their account fully again.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: member.username, exact: true })).toHaveCount(0);
  expect(
    withDb((db) =>
      db
        .prepare<[number], { restriction: string | null }>(
          'select restriction from users where id = ?',
        )
        .get(member.id),
    ),
  ).toEqual({ restriction: null });

  // the audit log says all three in words
  await page.goto(`/admin?tab=audit&actor=${mod.username}`);
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await expect(entries.getByRole('listitem').filter({ hasText: 'limited a member' })).toContainText(
    reason,
  );
  await expect(
    entries.getByRole('listitem').filter({ hasText: 'lifted a member’s limit or suspension' }),
  ).toContainText(`${member.username} was limited, with an appeal waiting`);
});

test("the Crowd data tab shows an ink's votes and resets one voter's", async ({ page }, info) => {
  const ink = inkFor(info, 0);
  const ann = createUser('user', { prefix: 'ann' });
  const sock1 = createUser('user', { prefix: 'sockone' });
  const sock2 = createUser('user', { prefix: 'socktwo', verified: false });
  const author = createUser('user', { prefix: 'author' });
  const mod = staff('moderator');
  const imageId = withDb((db) => {
    const old = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const now = new Date().toISOString();
    // ann is a month old (her votes count); the two socks signed up together just now, and
    // the first is limited (a restricted account's votes never count, whatever the journeys'
    // thresholds: playwright.config.ts counts every minutes-old member's votes)
    db.prepare('update users set created_at = ? where id = ?').run(old, ann.id);
    db.prepare("update users set restriction = 'limited', restriction_reason = ? where id = ?").run(
      'Votes from accounts made together.',
      sock1.id,
    );
    db.prepare('update users set signup_cluster = ? where id in (?, ?)').run(
      sock1.id,
      sock1.id,
      sock2.id,
    );
    const vote = db.prepare(
      `insert into ink_property_votes (user_id, ink_id, property, value, updated_at)
       values (?, ?, ?, ?, ?)`,
    );
    vote.run(ann.id, ink.id, 'scent', 'no', now);
    vote.run(ann.id, ink.id, 'flow', 'wet', now);
    vote.run(sock1.id, ink.id, 'scent', 'yes', now);
    vote.run(sock2.id, ink.id, 'scent', 'yes', now);
    const image = db
      .prepare<unknown[], { id: number }>(
        `insert into community_images (ink_id, user_id, image_url, thumbnail_url, width, height,
           caption, category, is_official, created_at)
         values (?, ?, '/media/none.jpg', '/media/none-thumb.jpg', 400, 300, null, 'Swatch', 0, ?)
         returning id`,
      )
      .get(ink.id, author.id, now);
    if (!image) throw new Error('the image row was not written');
    const imageVote = db.prepare(
      `insert into community_image_votes (user_id, ink_id, image_id, created_at) values (?, ?, ?, ?)`,
    );
    imageVote.run(sock1.id, ink.id, image.id, now);
    imageVote.run(sock2.id, ink.id, image.id, now);
    return image.id;
  });

  // from the ink page's staff actions
  await signInAs(page.context(), mod, { mfa: true });
  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('link', { name: 'Crowd Data' }).click();
  await expect(page).toHaveURL(`/admin?tab=crowd&ink=${ink.id}`);
  await expect(page.getByLabel('Ink number')).toHaveValue(String(ink.id));
  await expect(page.getByRole('link', { name: `${ink.brand} ${ink.name}` })).toHaveAttribute(
    'href',
    `/ink/${ink.id}`,
  );
  const properties = page.getByRole('list', { name: 'Property votes' });
  const voter = (list: typeof properties, user: TestUser) =>
    list.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: user.username, exact: true }),
    });
  await expect(voter(properties, ann)).toContainText('Counts now');
  await expect(voter(properties, ann)).toContainText('Scent: No');
  await expect(voter(properties, ann)).toContainText('Flow: Wet');
  await expect(voter(properties, sock1)).toContainText('Does not count now');
  await expect(voter(properties, sock1)).toContainText('Limited or suspended');
  await expect(voter(properties, sock1)).toContainText(`Signed up together with ${sock2.username}`);
  await expect(voter(properties, sock2)).toContainText('Email not verified');
  await expect(voter(properties, sock2)).toContainText(`Signed up together with ${sock1.username}`);
  await expect(voter(properties, ann).getByRole('link', { name: ann.username })).toHaveAttribute(
    'href',
    `/user/${ann.username}`,
  );
  const images = page.getByRole('list', { name: 'Image votes' });
  await expect(voter(images, sock2)).toContainText(`Voted for image #${imageId}`);
  await checkScreen(page, info, 'crowd-data');

  // one voter's property votes go; the answer replaces the list
  await voter(properties, sock2).getByRole('button', { name: 'Reset this voter’s votes' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: `Reset ${sock2.username}’s property votes?`,
  });
  await expect(dialog).toContainText('Their 1 property vote on this ink will be removed');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(
    toasts(page).getByText(`${sock2.username}’s property votes on this ink are gone.`),
  ).toBeVisible();
  await expect(voter(properties, sock2)).toHaveCount(0);
  await expect(voter(properties, sock1)).toBeVisible();
  await expect(voter(images, sock2)).toBeVisible();
  expect(
    withDb((db) =>
      db
        .prepare<[number], { user_id: number }>(
          'select user_id from ink_property_votes where ink_id = ? order by user_id',
        )
        .all(ink.id)
        .map((r) => r.user_id),
    ),
  ).toEqual([ann.id, ann.id, sock1.id]);
  const audited = withDb((db) =>
    db
      .prepare<[number, number], { details: string }>(
        `select details from audit_log where action = 'votes.reset' and target_id = ? and actor_id = ?`,
      )
      .get(ink.id, mod.id),
  );
  expect(JSON.parse(audited?.details ?? '{}')).toMatchObject({
    kind: 'property',
    voterId: sock2.id,
    removed: 1,
  });
});

test('the Other names tab accepts a spelling an import suggested', async ({ page }, info) => {
  const ink = inkFor(info, 1);
  const [a, b] = [createUser('user', { prefix: 'importer' }), createUser('user')];
  const spelling = `${ink.name} ${uniqueName('x').slice(-6)}`;
  withDb((db) => {
    const now = new Date().toISOString();
    const row = db
      .prepare<unknown[], { id: number }>(
        `insert into alias_suggestions (ink_id, spelling, spelling_norm, status, suggested_by, created_at)
         values (?, ?, ?, 'pending', ?, ?) returning id`,
      )
      .get(ink.id, spelling, spelling.toLowerCase(), a.id, now);
    if (!row) throw new Error('the suggestion row was not written');
    const by = db.prepare(
      'insert into alias_suggesters (suggestion_id, user_id, created_at) values (?, ?, ?)',
    );
    by.run(row.id, a.id, now);
    by.run(row.id, b.id, now);
  });
  const mod = staff('moderator');
  await signInAs(page.context(), mod, { mfa: true });
  await page.goto('/admin?tab=other-names');
  const list = page.getByRole('list', { name: 'Waiting suggested names' });
  const row = list.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `“${spelling}”` }),
  });
  await expect(row).toContainText('Suggested by 2 members');
  await expect(row.getByRole('link', { name: `${ink.brand} ${ink.name}` })).toHaveAttribute(
    'href',
    `/ink/${ink.id}`,
  );
  await checkScreen(page, info, 'other-names');
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(
    toasts(page).getByText(`“${spelling}” is now another name of ${ink.brand} ${ink.name}.`),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Accepted' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Accepted suggested names' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `“${spelling}”` }) }),
  ).toContainText(`Accepted by ${mod.username}`);

  // the ink's page shows it among its other names
  await page.goto(`/ink/${ink.id}`);
  await expect(page.getByTestId('ink-aliases')).toContainText(spelling);
});
