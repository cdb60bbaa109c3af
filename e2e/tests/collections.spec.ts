import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { journeyInk, type JourneyInk } from '../support/inks.ts';
import { createUser, signInAs, uniqueName, type TestUser } from '../support/accounts.ts';
import { seedCollection } from '../support/collections.ts';
import { profileFilledIn } from '../support/profile.ts';

/**
 * Named collections, public profiles, badges and moving in from Fountain Pen Companion
 * against the real server: a member makes a collection on /profile, adds an ink
 * from its page with the Add to Collection dialog, sees it on /collections/{id}, makes it
 * private (a stranger then gets the 404 page); a profile's palette, badges and collections;
 * the badge showcase; an import through its review screen.
 */

/** Screenshots for people to look at, in the run's output folder (test-results/screens). */
const shot = (info: TestInfo, name: string) =>
  path.join(info.project.outputDir, 'screens', `${info.project.name}-collections-${name}.png`);
const FPC_FILE = path.join(import.meta.dirname, '..', 'fixtures', 'fpc-export.csv');

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

function inkFor(info: TestInfo, slot: number): JourneyInk {
  return journeyInk(info, 600, slot, (db, id) => {
    db.prepare('delete from collection_inks where ink_id = ?').run(id);
    db.prepare('delete from inventory_entries where ink_id = ?').run(id);
  });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('a member makes a collection, adds an ink from its page, shares it, then makes it private', async ({
  page,
  browser,
}, info) => {
  test.slow(); // a long journey: two browsers, five pages, axe on each
  const ink = inkFor(info, 0);
  const member = createUser('user');
  await signInAs(page.context(), member);
  const name = `Blues ${uniqueName('')}`;

  // /profile: no collections yet, then one
  await page.goto('/profile');
  const mine = page.getByRole('region', { name: 'My Collections' });
  await expect(mine.getByText("You don't have any collections yet.")).toBeVisible();
  await mine.getByRole('button', { name: 'New Collection' }).click();
  const form = page.getByRole('dialog', { name: 'New Collection' });
  // a name is needed
  await form.getByRole('button', { name: 'Create Collection' }).click();
  await expect(form.getByText('Give the collection a name.')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description (optional)').fill('The inks I write letters with.');
  await expect(form.getByRole('checkbox', { name: 'Public' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Create Collection' }).click();
  await expect(toasts(page).getByText(`${name} is ready.`, { exact: false })).toBeVisible();
  await expect(mine.getByRole('link', { name })).toBeVisible();
  await expect(mine.getByText('Public', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, 'profile'), fullPage: true });

  // the ink's page: the dialog lists it; status owned by default
  await page.goto(`/ink/${ink.id}`);
  const card = page.getByRole('region', { name: 'My Ink-ventory' });
  await expect(card.getByText('Not in any of your collections yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add to Collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
  await expect(dialog.getByRole('radio', { name: 'Owned' })).toBeChecked();
  const choice = dialog.getByRole('radio', { name: new RegExp(name) });
  // the only collection is chosen already
  await expect(choice).toBeChecked();
  await dialog.getByLabel(/Notes/).fill('For long letters.');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(info, 'add-dialog') });
  await dialog.getByRole('button', { name: 'Add to Collection' }).click();
  await expect(toasts(page).getByText('Ink added to collection!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // the tracker names it, and the ink-ventory says owned
  const held = card.getByRole('link', { name });
  await expect(held).toBeVisible();
  await expect(card.getByRole('radio', { name: 'Owned' })).toBeChecked();

  // a second time: the collection already holds it
  await card.getByRole('button', { name: 'Add to Collection' }).click();
  await expect(dialog.getByText('already holds this ink')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to Collection' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // the collection's page
  await held.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const collectionUrl = page.url();
  const tile = page.getByTestId('collection-ink');
  await expect(tile).toHaveCount(1);
  await expect(tile.getByRole('link', { name: ink.name })).toBeVisible();
  await expect(tile.getByText('For long letters.')).toBeVisible();
  await expect(page.getByText('The inks I write letters with.')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: member.username, exact: true }).first(),
  ).toHaveAttribute('href', `/user/${member.username}`);
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, 'collection'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(info, 'collection-dark') });
  await page.emulateMedia({ colorScheme: 'light' });

  // a stranger sees it while it is public
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(collectionUrl);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Edit Collection' })).toHaveCount(0);

  // private now
  await page.getByRole('button', { name: 'Edit Collection' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Collection' });
  await edit.getByRole('checkbox', { name: 'Public' }).uncheck();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Only you can see this collection.')).toBeVisible();
  await expect(page.getByText('Private', { exact: true })).toBeVisible();

  // ...and to the stranger it does not exist, on the page and in the API
  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(other.getByText(name)).toHaveCount(0);
  const id = new URL(collectionUrl).pathname.split('/').pop() ?? '';
  expect((await other.request.get(`/api/collections/${id}`)).status()).toBe(404);
  await screenshot(other, { path: shot(info, 'private-404') });
  await stranger.close();

  // the owner deletes it (the ink-ventory stays)
  await page.getByRole('button', { name: 'Delete Collection' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this collection?' });
  await confirm.getByRole('button', { name: 'Delete Collection' }).click();
  await expect(page).toHaveURL(/\/profile#my-collections$/);
  await expect(
    page
      .getByRole('region', { name: 'My Collections' })
      .getByText("You don't have any collections yet."),
  ).toBeVisible();
  const entry = withDb((db) =>
    db
      .prepare<[number, number], { status: string }>(
        'select status from inventory_entries where user_id = ? and ink_id = ?',
      )
      .get(member.id, ink.id),
  );
  expect(entry).toEqual({ status: 'owned' });
});

test('the owner rearranges a collection with the keyboard and sorts it', async ({ page }, info) => {
  const member = createUser('user');
  const inks = [inkFor(info, 1), inkFor(info, 2), inkFor(info, 3)];
  const id = seedCollection(member, 'Travel kit', true, inks);
  await signInAs(page.context(), member);
  await page.goto(`/collections/${id}`);
  const names = () => page.getByTestId('collection-ink').getByRole('heading').allTextContents();
  await expect.poll(names).toEqual(inks.map((i) => i.name));

  // keyboard: focus the first ink's "down" button and press Enter twice
  await page.getByRole('button', { name: `Move ${inks[0]?.name} down` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual([inks[1]?.name, inks[0]?.name, inks[2]?.name]);
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual([inks[1]?.name, inks[2]?.name, inks[0]?.name]);
  // it reached the end: focus moved to its "up" button
  await expect(page.getByRole('button', { name: `Move ${inks[0]?.name} up` })).toBeFocused();
  await expect
    .poll(() =>
      withDb((db) =>
        db
          .prepare<[number], { ink_id: number }>(
            'select ink_id from collection_inks where collection_id = ? order by position',
          )
          .all(id)
          .map((r) => r.ink_id),
      ),
    )
    .toEqual([inks[1]?.id, inks[2]?.id, inks[0]?.id]);

  // sorted by name: no moving then
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(/\?sort=name$/);
  await expect.poll(names).toEqual([...inks.map((i) => i.name)].sort((a, b) => a.localeCompare(b)));
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);

  // take one out
  await page.getByRole('button', { name: `Remove ${inks[2]?.name} from this collection` }).click();
  await expect(page.getByTestId('collection-ink')).toHaveCount(2);
  // the toast comes a moment after the list changes (its code loads on first use): check
  // the page with it on screen, not while it fades in
  await expect(
    toasts(page).getByText(`${inks[2]?.name} removed from this collection.`),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Twelve owned inks (the Sampler badge), the same in both projects: offsets 640-651 in INK_RANGES. */
function ownTwelve(user: TestUser): { id: number; name: string }[] {
  const now = new Date().toISOString();
  return withDb((db) => {
    const inks = db
      .prepare<[], { id: number; name: string }>(
        'select id, name from inks order by id limit 12 offset 640',
      )
      .all();
    for (const ink of inks) {
      db.prepare(
        `insert into inventory_entries (user_id, ink_id, status, created_at, updated_at)
         values (?, ?, 'owned', ?, ?) on conflict do nothing`,
      ).run(user.id, ink.id, now, now);
    }
    return inks;
  });
}

test("a member's public profile: palette, badges, counts, public collections, never the email", async ({
  page,
}, info) => {
  test.slow(); // three pages, two of them twice, axe on each
  const member = createUser('moderator');
  const inks = ownTwelve(member);
  seedCollection(member, 'Shared shelf', true, inks.slice(0, 4));
  seedCollection(member, 'Secret stash', false, inks.slice(4, 6));
  withDb((db) =>
    db
      .prepare('update users set display_name = ?, bio = ? where id = ?')
      .run('Ada Inkwell', 'Blue-black, always.', member.id),
  );

  await page.goto(`/user/${member.username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Inkwell' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Moderator' }).first()).toBeVisible();
  await expect(page.getByText('Blue-black, always.')).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  // the palette shows the public shelf's inks, not the private ink-ventory
  const palette = page.getByTestId('palette');
  await expect(palette).toHaveAttribute('aria-label', /^4 swatches/);
  await expect(palette.locator('.swab')).toHaveCount(4);
  const counts = page.getByRole('region', { name: 'Ink-ventory' });
  await expect(counts.locator('dd').first()).toHaveText('12');
  const badges = page.getByRole('region', { name: 'Badges' });
  await expect(badges.getByText('Sampler')).toBeVisible();
  await expect(badges.getByText('Keeper of the Nib')).toBeVisible();
  await expect(badges.locator('li[title="Keep 10 inks in your ink-ventory."]')).toHaveCount(1);
  const shared = page.getByRole('region', { name: 'Public Collections' });
  await expect(shared.getByRole('link', { name: 'Shared shelf' })).toBeVisible();
  await expect(page.getByText('Secret stash')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(member.email);
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, 'user-profile'), fullPage: true });

  // with more public collections, the 12 most recently changed, and all of them on asking
  for (let i = 1; i <= 12; i++) seedCollection(member, `Shelf ${i}`, true, []);
  await page.reload();
  const cards = shared.getByRole('list', { name: 'Public collections' }).locator('> li');
  await expect(cards).toHaveCount(12);
  await expect(shared.getByRole('link', { name: 'Shared shelf' })).toHaveCount(0);
  await shared.getByRole('button', { name: 'Show all 13 collections' }).click();
  await expect(shared.getByRole('link', { name: 'Shared shelf' })).toBeVisible();
  await expect(cards).toHaveCount(13);
  await expect(shared.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(shared, { path: shot(info, 'all-collections') });

  // the badge showcase: a visitor sees every badge and its holders
  await page.goto('/badge-showcase');
  await expect(page.getByRole('heading', { level: 1, name: 'Badge Showcase' })).toBeVisible();
  await expect(page.getByTestId('badge')).toHaveCount(15);
  await expect(page.getByText('Keep 50 inks in your ink-ventory.')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // ...and the member which they hold, and how far along the next ones are
  await signInAs(page.context(), member);
  // 'Show my ink colours on my profile' (off by default) adds every owned ink to the palette
  await page.goto('/profile');
  await profileFilledIn(page); // the badges card above it grows as it fills in
  const setting = page.getByRole('checkbox', { name: 'Show my ink colours on my profile' });
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
  await expect(setting).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page.locator('#palette-setting'), { path: shot(info, 'palette-setting') });
  await page.goto(`/user/${member.username}`);
  await expect(page.getByTestId('palette')).toHaveAttribute('aria-label', /^12 swatches/);
  await expect(page.getByText('Only you see this note.', { exact: false })).toBeVisible();
  await screenshot(page.locator('#palette'), { path: shot(info, 'own-palette') });

  await page.goto('/badge-showcase');
  await expect(page.getByText('You hold 2 of 15 badges.')).toBeVisible();
  const sampler = page.getByTestId('badge').filter({ hasText: 'Sampler' });
  await expect(sampler.getByText('You hold this badge')).toBeVisible();
  const collector = page.getByRole('progressbar', { name: 'Progress to Collector' });
  await expect(collector).toHaveAttribute('aria-valuenow', '12');
  await expect(collector).toHaveAttribute('aria-valuemax', '50');
  await expect(collector).toHaveAttribute('aria-valuetext', '12 of 50');
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, 'badge-showcase'), fullPage: true });
  // the dark theme reads as well (ochre, verdigris and the bars on the midnight desk)
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(info, 'badge-showcase-dark') });
  await page.emulateMedia({ colorScheme: 'light' });

  // /profile shows the same badges and the ink-ventory, filtered and searched
  await page.goto('/profile');
  const myBadges = page.getByRole('region', { name: 'My Badges' });
  await expect(myBadges.getByText('Sampler')).toBeVisible();
  await expect(myBadges.getByRole('progressbar', { name: 'Progress to Collector' })).toBeVisible();
  const inventory = page.getByRole('region', { name: 'My Ink-ventory' });
  await expect(inventory.getByText('12 inks')).toBeVisible();
  await inventory.getByRole('radio', { name: 'Wishlist' }).check({ force: true });
  await expect(inventory.getByText('No inks in your ink-ventory match.')).toBeVisible();
  await inventory.getByRole('radio', { name: 'All' }).check({ force: true });
  await inventory.getByLabel('Search your ink-ventory').fill(inks[0]?.name ?? '');
  await expect(inventory.getByRole('link', { name: inks[0]?.name ?? '' })).toBeVisible();
  await expect(inventory.getByText(/^\d+ inks? match/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a member moves in from Fountain Pen Companion through the review screen', async ({
  page,
}, info) => {
  const member = createUser('user');
  await signInAs(page.context(), member);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Import and Export' });
  await card.getByLabel('Fountain Pen Companion CSV file').setInputFiles(FPC_FILE);
  const review = card.getByRole('region', { name: 'Review the import' });
  await expect(review).toBeVisible();
  await expect(review.getByText(/4 rows read: 2 matched, 1 uncertain, 1 unmatched/)).toBeVisible();
  // nothing written yet
  const entries = () =>
    withDb(
      (db) =>
        db
          .prepare<[number], { n: number }>(
            'select count(*) as n from inventory_entries where user_id = ?',
          )
          .get(member.id)?.n ?? 0,
    );
  expect(entries()).toBe(0);

  const uncertain = review.getByRole('group', { name: /Line 4/ });
  await expect(uncertain.getByRole('radio', { name: 'Skip this row' })).toBeChecked();
  await uncertain.getByRole('radio', { name: /Asa-gao/ }).check();
  await expect(review.getByText('Nobody Makes This Imaginary Teal')).toBeVisible();
  await review.getByRole('checkbox', { name: 'Make my tags into collections' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(card, { path: shot(info, 'import-review') });

  await review.getByRole('button', { name: 'Confirm: import 3 inks' }).click();
  await expect(card.getByText('Import finished.')).toBeVisible();
  await expect(card.getByText(/3 new entries in your ink-ventory, 0 updated/)).toBeVisible();
  expect(entries()).toBe(3);
  const statuses = withDb((db) =>
    db
      .prepare<[number], { name: string; status: string; notes: string | null }>(
        `select i.name, e.status, e.notes from inventory_entries e join inks i on i.id = e.ink_id
         where e.user_id = ? order by i.name`,
      )
      .all(member.id),
  );
  expect(statuses.map((s) => [s.name, s.status])).toEqual([
    ['Apple Glory', 'tried'],
    ['Asa-gao', 'owned'],
    ['Kon-peki', 'owned'],
  ]);
  // the tags became private collections
  const mine = page.getByRole('region', { name: 'My Collections' });
  await expect(mine.getByRole('link', { name: 'Blues' })).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Daily' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My Ink-ventory' }).getByText('3 inks'),
  ).toBeVisible();
  await screenshot(card, { path: shot(info, 'import-done') });

  // the exports are plain downloads of the member's own data
  const json = await page.request.get('/api/auth/export.json');
  expect(json.status()).toBe(200);
  expect(((await json.json()) as { inventory: unknown[] }).inventory).toHaveLength(3);
  await expect(card.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/auth/export.csv',
  );
});

test('a file that is not an export says so and changes nothing', async ({ page }) => {
  const member = createUser('user');
  await signInAs(page.context(), member);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Import and Export' });
  await card.getByLabel('Fountain Pen Companion CSV file').setInputFiles({
    name: 'notes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('hello,world\n1,2\n'),
  });
  await expect(card.getByRole('alert')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Review the import' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
