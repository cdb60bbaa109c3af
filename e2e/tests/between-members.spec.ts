import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { MEMBER_MESSAGES } from '@inklore/contract/members/members.rules';
import {
  CONSENT_KEY,
  expect,
  screenshot,
  seriousViolations,
  test,
  withDb,
} from '../fixtures/test.ts';
import { journeyInk, type JourneyInk } from '../support/inks.ts';
import {
  createUser,
  setTotpEnabled,
  signInAs,
  uniqueName,
  type TestUser,
} from '../support/accounts.ts';

/**
 * Between members against the real server (ADR 059): a member who owns an ink offers samples
 * of it from the ink's page; another, who has it on their wishlist, compares their inks with
 * the first's, finds the ink in the wishlist match, asks for a sample; the first accepts and
 * writes; the asker reports that message; a moderator reads the thread in the console, and
 * the read is in the audit log. Two members in two browser contexts, axe on every screen.
 */

const shot = (info: TestInfo, name: string) =>
  path.join(info.project.outputDir, 'screens', `${info.project.name}-members-${name}.png`);

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** This journey's own inks (support/inks.ts, INK_RANGES). */
function inkFor(info: TestInfo, slot: number): JourneyInk {
  return journeyInk(info, 730, slot, (db, id) => {
    db.prepare('delete from sample_offers where ink_id = ?').run(id);
    db.prepare('delete from inventory_entries where ink_id = ?').run(id);
  });
}

/** An entry in a member's ink-ventory, as an operator would write it. */
function keep(user: TestUser, ink: JourneyInk, status: 'owned' | 'wishlist'): void {
  withDb((db) => {
    const now = new Date().toISOString();
    db.prepare(
      `insert into inventory_entries (user_id, ink_id, status, created_at, updated_at)
       values (?, ?, ?, ?, ?)`,
    ).run(user.id, ink.id, status, now, now);
  });
}

/** "Show my ink colours on my profile" on: every owned ink counts as public (ADR 039). */
function showInkColours(user: TestUser): void {
  withDb((db) => db.prepare('update users set show_ink_colors = 1 where id = ?').run(user.id));
}

/** A browser of its own for a second member, signed in, the cookie choice made. */
async function memberPage(browser: Browser, user: TestUser, mfa = false): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => {
    const choice = { essential: true, analytics: false, preferences: true };
    localStorage.setItem(key, JSON.stringify({ ...choice, savedAt: new Date().toISOString() }));
  }, CONSENT_KEY);
  await signInAs(context, user, { mfa });
  return context.newPage();
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

test('two members find each other through an ink, agree on a sample, and a reported message reaches the moderators', async ({
  page,
  browser,
}, info) => {
  test.slow(); // three browsers, a dozen screens, axe on each
  const wanted = inkFor(info, 0);
  const theirsToo = inkFor(info, 1);
  const onlyMine = inkFor(info, 2);
  const owner = createUser('user', { prefix: 'owner' });
  const asker = createUser('user', { prefix: 'asker' });
  keep(owner, wanted, 'owned');
  keep(owner, theirsToo, 'owned');
  keep(asker, onlyMine, 'owned');
  keep(asker, wanted, 'wishlist');
  showInkColours(owner);
  showInkColours(asker);
  const note = uniqueName('I can send within the EU ');

  // the owner offers samples of the ink from its page, with a note
  await signInAs(page.context(), owner);
  await page.goto(`/ink/${wanted.id}`);
  const inventory = page.getByRole('region', { name: 'My Ink-ventory' });
  const offer = inventory.getByRole('switch', { name: 'I can share samples of this' });
  await expect(offer).toBeEnabled();
  await expect(offer).not.toBeChecked();
  await offer.check();
  await expect(offer).toBeChecked();
  await inventory.getByLabel(/Note for members who ask/).fill(note);
  await inventory.getByRole('button', { name: 'Save note' }).click();
  await expect(inventory.getByText('Note saved.')).toBeVisible();
  await checked(page, info, 'offer');

  // the asker compares their inks with the owner's: only what each made public counts
  const askerPage = await memberPage(browser, asker);
  await askerPage.goto(`/user/${owner.username}`);
  // told that an ink on their wishlist is offered now
  await expect(askerPage.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await askerPage.getByRole('link', { name: 'Compare with my inks' }).click();
  await expect(askerPage).toHaveURL(`/user/${owner.username}/compare`);
  await expect(
    askerPage.getByRole('heading', { level: 1, name: `Your inks and ${owner.username}’s` }),
  ).toBeVisible();
  const onlyThem = askerPage.getByRole('list', { name: `Only ${owner.username} has` });
  await expect(onlyThem.getByRole('link', { name: wanted.name, exact: true })).toBeVisible();
  await expect(onlyThem.getByRole('link', { name: theirsToo.name, exact: true })).toBeVisible();
  const onlyMe = askerPage.getByRole('list', { name: 'Only you have' });
  await expect(onlyMe.getByRole('link', { name: onlyMine.name, exact: true })).toBeVisible();
  await expect(askerPage.getByRole('heading', { name: /^Both of you have/ })).toContainText('(0)');
  await checked(askerPage, info, 'compare');

  // the wishlist match: the ink, the owner and the note, and "Ask for a sample"
  await askerPage.goto('/samples');
  const match = askerPage.getByTestId('match').filter({ hasText: wanted.name });
  await expect(match.getByText(note)).toBeVisible();
  await checked(askerPage, info, 'match');
  await match.getByRole('button', { name: /Ask for a sample/ }).click();
  const ask = askerPage.getByRole('dialog', { name: 'Ask for a sample' });
  await ask.getByRole('textbox', { name: 'Your message' }).fill('Could I try a few millilitres?');
  await expect(ask.getByText('30/500 characters')).toBeVisible();
  expect(await seriousViolations(askerPage)).toEqual([]);
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask.getByText(/Your request was sent/)).toBeVisible();
  await ask.getByRole('link', { name: 'Open the request' }).click();
  await expect(askerPage.getByText('Waiting for an answer')).toBeVisible();
  await expect(askerPage.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(askerPage.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await checked(askerPage, info, 'request-sent');
  const requestPath = new URL(askerPage.url()).pathname;

  // asking twice for the same ink is refused with the server's words
  await askerPage.goto('/samples');
  await askerPage
    .getByTestId('match')
    .filter({ hasText: wanted.name })
    .getByRole('button', { name: /Ask for a sample/ })
    .click();
  const again = askerPage.getByRole('dialog', { name: 'Ask for a sample' });
  await again.getByRole('textbox', { name: 'Your message' }).fill('Again?');
  await again.getByRole('button', { name: 'Send request' }).click();
  await expect(again.getByText(MEMBER_MESSAGES.alreadyAsked)).toBeVisible();
  await askerPage.keyboard.press('Escape');

  // the owner finds it among the requests received, accepts, and writes
  await page.goto('/samples?tab=requests');
  const received = page.getByRole('list', { name: 'Requests you received' });
  const row = received.getByTestId('request-row').filter({ hasText: wanted.name });
  await expect(row).toContainText('Waiting for an answer');
  await expect(row).toContainText(`Asked by ${asker.username}`);
  await expect(row).toContainText('Could I try a few millilitres?');
  await checked(page, info, 'received');
  await row.click();
  await expect(page).toHaveURL(requestPath);
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  const rude = uniqueName('Send me <b>money</b> first ');
  await page.getByRole('textbox', { name: 'Your message' }).fill(rude);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Message sent.')).toBeVisible();
  await expect(page.getByTestId('sample-message').filter({ hasText: rude })).toBeVisible();
  await checked(page, info, 'thread');

  // the asker sees the answer and the message as plain text, and reports it
  await askerPage.goto(requestPath);
  await expect(askerPage.getByText('Accepted', { exact: true })).toBeVisible();
  const theirs = askerPage.getByTestId('sample-message').filter({ hasText: rude });
  await expect(theirs).toBeVisible();
  expect(await theirs.locator('b').count()).toBe(0);
  await expect(
    askerPage
      .getByTestId('sample-message')
      .filter({ hasText: 'Could I try' })
      .getByRole('button', {
        name: /Report/,
      }),
  ).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Report this message' }).click();
  const report = askerPage.getByRole('dialog', { name: /^Report/ });
  await report.getByRole('radio', { name: 'Harassment' }).check();
  expect(await seriousViolations(askerPage)).toEqual([]);
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toasts(askerPage).getByText('Report Submitted')).toBeVisible();
  await askerPage.context().close();

  // a moderator sees who, not what, until reading the thread, which the audit log records
  const moderator = createUser('moderator');
  setTotpEnabled(moderator.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  const staffPage = await memberPage(browser, moderator, true);
  await staffPage.goto('/admin?tab=reports');
  const card = staffPage
    .getByRole('list', { name: 'Open reports' })
    .getByRole('listitem')
    .filter({ hasText: `by ${owner.username}` })
    .filter({ hasText: 'A message on a sample request' });
  await expect(card).toContainText('Harassment');
  await expect(card).not.toContainText(rude);
  await card.getByRole('button', { name: 'Read the thread (recorded in the audit log)' }).click();
  const thread = card.getByTestId('report-thread');
  await expect(thread.getByText(rude)).toBeVisible();
  await expect(thread.getByText('Could I try a few millilitres?')).toBeVisible();
  await expect(thread.getByText('Reported')).toBeVisible();
  await checked(staffPage, info, 'staff-thread');
  await staffPage.goto('/admin?tab=audit');
  await expect(
    staffPage
      .getByRole('list', { name: 'Audit entries' })
      .getByRole('listitem')
      .filter({ hasText: `${moderator.username} read the messages of a reported sample request` }),
  ).toHaveCount(1);
  await staffPage.context().close();
});

test('blocking a member ends what passed between us, and shows in the blocks list', async ({
  page,
}, info) => {
  const ink = inkFor(info, 3);
  const me = createUser('user', { prefix: 'blocker' });
  const them = createUser('user', { prefix: 'blocked' });
  keep(them, ink, 'owned');
  withDb((db) => {
    const now = new Date().toISOString();
    db.prepare(
      `insert into sample_offers (user_id, ink_id, note, created_at, updated_at)
       values (?, ?, null, ?, ?)`,
    ).run(them.id, ink.id, now, now);
  });
  await signInAs(page.context(), me);

  await page.goto(`/ink/${ink.id}`);
  const samples = page.getByRole('region', { name: 'Samples' });
  await expect(samples.getByRole('link', { name: them.username })).toBeVisible();

  await page.goto(`/user/${them.username}`);
  await page.getByRole('button', { name: `More about ${them.username}` }).click();
  await page.getByRole('menuitem', { name: `Block ${them.username}` }).click();
  const ask = page.getByRole('alertdialog', { name: `Block ${them.username}?` });
  await expect(ask).toContainText('ask you for samples');
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`You blocked ${them.username}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compare with my inks' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `More about ${them.username}` })).toBeFocused();

  // their offer is gone from the ink's page for me, the count too: the card is not there
  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/inks/${ink.id}/samples`));
  await page.goto(`/ink/${ink.id}`);
  expect(await (await answered).json()).toEqual({ count: 0, offerers: [] });
  await expect(page.getByRole('region', { name: 'Samples' })).toHaveCount(0);

  // the blocks list, and unblocking from it
  await page.goto('/samples?tab=blocked');
  const blocked = page.getByRole('list', { name: 'Members you blocked' });
  await expect(blocked.getByRole('link', { name: them.username })).toBeVisible();
  await checked(page, info, 'blocks');
  await blocked.getByRole('button', { name: `Unblock ${them.username}` }).click();
  await expect(page.getByText('You have blocked no one.')).toBeVisible();
});

test('a visitor is asked to sign in on the samples pages and the comparison', async ({ page }) => {
  const someone = createUser('user');
  for (const [where, title] of [
    ['/samples', 'Samples'],
    [`/user/${someone.username}/compare`, 'Compare Inks'],
    ['/samples/requests/1', 'Sample Request'],
  ] as const) {
    await page.goto(where);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(where)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  }
});
