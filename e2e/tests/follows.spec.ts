import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { SOCIAL_MESSAGES } from '@inklore/contract/social/social.rules';
import { CONSENT_KEY, expect, screenshot, seriousViolations, test } from '../fixtures/test.ts';
import { journeyInk, type JourneyInk } from '../support/inks.ts';
import {
  BASE_URL,
  createUser,
  parseMail,
  setTotpEnabled,
  signInAs,
  uniqueName,
  type TestUser,
} from '../support/accounts.ts';

/**
 * Follows, the feed and notifications against the real server (ADR 060): a member follows
 * another and a brand; the one followed is told (the bell's count, the notifications page);
 * what they then make public, and a story staff publish about the brand, come into the
 * follower's feed. The digest: turned on in the settings, sent by the operators' command
 * `notifications:digest` into the journey server's outbox, and stopped from the mail's link
 * by a signed-out visitor. Phone and desktop, axe on every screen.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const shot = (info: TestInfo, name: string) =>
  path.join(info.project.outputDir, 'screens', `${info.project.name}-follows-${name}.png`);

/** This journey's own inks (support/inks.ts, INK_RANGES). */
function inkFor(info: TestInfo, slot: number): JourneyInk {
  return journeyInk(info, 750, slot);
}

/** A browser of its own for another member (or a visitor, with no user), the cookie choice made. */
async function browserPage(
  browser: Browser,
  user: TestUser | null,
  opts: { mfa?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => {
    const choice = { essential: true, analytics: false, preferences: true };
    localStorage.setItem(key, JSON.stringify({ ...choice, savedAt: new Date().toISOString() }));
  }, CONSENT_KEY);
  if (user) await signInAs(context, user, opts);
  return context.newPage();
}

/** A call of the API as the page's member, with the anti-forgery token the app would send. */
async function apiAs(page: Page, method: 'POST' | 'PUT', url: string, data?: unknown) {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf-token')).json()) as {
    csrfToken: string;
  };
  const res = await page.request.fetch(url, {
    method,
    headers: { 'X-CSRF-Token': csrfToken },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

async function checked(page: Page, info: TestInfo, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, name), fullPage: true });
}

test('a member follows another and a brand, the followed is told, and the feed shows what they made public', async ({
  page,
  browser,
}, info) => {
  test.slow(); // three browsers, axe on each screen
  const ink = inkFor(info, 0);
  const follower = createUser('user', { prefix: 'follower' });
  const followed = createUser('user', { prefix: 'followed' });
  await signInAs(page.context(), follower);

  // follow a member from their profile: the counts follow
  await page.goto(`/user/${followed.username}`);
  const counts = page.getByTestId('follow-counts');
  await expect(counts).toHaveText('0 followers · 0 following');
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  // the button shows Following while the request is on its way: the answer is awaited, so a
  // failure says what the server answered (CI once saw the counts stay at 0)
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/auth/follows/members/'),
  );
  await follow.click();
  const answer = await answered;
  // (a 204 has no body to read)
  expect(answer.status(), answer.ok() ? '' : await answer.text()).toBeLessThan(300);
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(counts).toHaveText('1 follower · 0 following');
  await checked(page, info, 'profile');

  // follow the brand beside its name on an ink's page
  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('button', { name: `Follow ${ink.brand}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `Following ${ink.brand}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  // the one followed: the bell's count, the notifications page, read when opened
  const theirs = await browserPage(browser, followed);
  await theirs.goto('/browse');
  const bell = theirs.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(theirs).toHaveURL('/notifications');
  const list = theirs.getByRole('list', { name: 'Notifications, newest first' });
  const told = list
    .getByTestId('notification')
    .filter({ hasText: `${follower.username} followed you.` });
  await expect(told).toHaveAttribute('data-unread', 'true');
  await expect(theirs.getByText('1 unread')).toBeVisible();
  await checked(theirs, info, 'notifications');
  await told.getByRole('link', { name: `${follower.username} followed you.` }).click();
  await expect(theirs).toHaveURL(`/user/${follower.username}`);
  await expect(theirs.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await theirs.goto('/notifications');
  await expect(theirs.getByText('You have read everything.')).toBeVisible();

  // what they make public: a public collection
  const collection = uniqueName('Blues ');
  await apiAs(theirs, 'POST', '/api/auth/collections', { name: collection, isPublic: true });
  await theirs.context().close();

  // staff publish a story about the brand
  const moderator = createUser('moderator');
  setTotpEnabled(moderator.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  const staff = await browserPage(browser, moderator, { mfa: true });
  const story = uniqueName('New from the maker ');
  await staff.goto('/admin/news?story=new');
  await staff.getByLabel('Title').fill(story);
  await staff.getByLabel('Excerpt').fill('Three new colours this autumn.');
  await staff.getByLabel('Story', { exact: true }).fill('Three new colours, all of them blue.');
  await staff.getByLabel(/^Brand/).fill(ink.brand);
  await staff.getByRole('checkbox', { name: /^Published/ }).check();
  await staff.getByRole('button', { name: 'Publish story' }).click();
  await expect(staff).toHaveURL(/\/admin\/news$/);
  await staff.context().close();

  // the follower's feed, newest first, and the follows with Unfollow
  await page.goto('/feed');
  const feed = page.getByRole('list', { name: 'Your feed, newest first' });
  const news = feed.getByTestId('feed-item').filter({ hasText: `News about ${ink.brand}` });
  await expect(news.getByRole('link', { name: story })).toBeVisible();
  const made = feed.getByTestId('feed-item').filter({ hasText: collection });
  await expect(made).toContainText(`${followed.username} made the collection ${collection} public`);
  await expect(made.getByRole('link', { name: collection })).toHaveAttribute(
    'href',
    /^\/collections\/\d+$/,
  );
  await expect(feed.getByTestId('feed-item').first()).toContainText(story);
  const members = page.getByRole('list', { name: 'Members you follow' });
  await expect(members.getByRole('link', { name: followed.username })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Brands you follow' })).toContainText(ink.brand);
  await checked(page, info, 'feed');
  await members.getByRole('button', { name: `Unfollow ${followed.username}` }).click();
  await expect(page.getByText('You follow no one yet.', { exact: false })).toBeVisible();
});

test('the digest mail, turned on in the settings, is stopped from its link by a signed-out visitor', async ({
  page,
  browser,
}, info) => {
  const member = createUser('user', { prefix: 'digest' });
  const fan = createUser('user', { prefix: 'fan' });
  await signInAs(page.context(), member);

  // something to tell: a new follower
  const fans = await browserPage(browser, fan);
  await fans.goto('/');
  await apiAs(fans, 'PUT', `/api/auth/follows/members/${member.username}`);
  await fans.context().close();

  // the digest is off at first; daily, saved at once
  await page.goto('/notifications');
  const settings = page.getByRole('region', { name: 'Notification settings' });
  await expect(settings.getByRole('radio', { name: 'Off' })).toBeChecked();
  await settings.getByRole('radio', { name: 'Daily' }).check();
  await expect(settings.getByText('Saved.')).toBeVisible();
  await checked(page, info, 'settings');

  // the operators' command sends the digests that are due, into the journey server's outbox
  const run = spawnSync(
    process.execPath,
    ['scripts/run.mjs', 'server/src/cli.ts', 'notifications:digest'],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR,
        PORT: new URL(BASE_URL).port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    },
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const raw = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .find((m) => m.includes(member.email) && m.includes('List-Unsubscribe'));
  expect(raw, 'the digest mail in the outbox').toBeTruthy();
  // the headers (folded lines unfolded) and the text part, as a mail reader sees them
  const top = (raw ?? '').split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const header = /^List-Unsubscribe: <([^>]+)>/im.exec(top)?.[1] ?? '';
  expect(header).toMatch(new RegExp(`^${BASE_URL}/api/unsubscribe\\?token=`));
  expect(top).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
  const mail = parseMail(raw ?? '').text;
  const link = new RegExp(`${BASE_URL}/unsubscribe\\?token=[^\\s"<>]+`).exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');
  expect(mail).toContain(`${fan.username} followed you.`);

  // a signed-out visitor opens the link: nothing changes until the button is pressed
  const visitor = await browserPage(browser, null);
  await visitor.goto(link);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Stop the digest mails' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notification settings' })
      .getByRole('radio', { name: 'Daily' }),
  ).toBeChecked();
  await visitor.getByRole('button', { name: 'Stop the digest mails' }).click();
  await expect(visitor.getByText(SOCIAL_MESSAGES.unsubscribed)).toBeVisible();
  await checked(visitor, info, 'unsubscribed');
  await visitor.context().close();

  // the member's settings say so
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notification settings' }).getByRole('radio', { name: 'Off' }),
  ).toBeChecked();
});

test('a visitor is asked to sign in on the feed and the notifications; a bad link says so', async ({
  page,
}) => {
  for (const [where, title] of [
    ['/feed', 'Your Feed'],
    ['/notifications', 'Notifications'],
  ] as const) {
    await page.goto(where);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(where)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.goto('/unsubscribe?token=not-a-real-key');
  await page.getByRole('button', { name: 'Stop the digest mails' }).click();
  await expect(page.getByRole('alert')).toHaveText(SOCIAL_MESSAGES.badUnsubscribeLink);
  expect(await seriousViolations(page)).toEqual([]);
});
