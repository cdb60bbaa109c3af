import type { Page, TestInfo } from '@playwright/test';
import { expect, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { journeyInk } from '../support/inks.ts';
import { createUser, signInAs } from '../support/accounts.ts';

/**
 * 'My Ink-ventory' on an ink page (spec §2, §4) against the real server: a visitor is asked
 * to sign in; a member adds an ink with a status, rating, date and notes, sees the collection
 * stats and the ink's rating follow, changes the status (which clears what no longer
 * applies), and removes it; a bottle and a sample of one ink are two entries (ADR 051).
 */

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const inventory = (page: Page) => page.getByRole('region', { name: 'My Ink-ventory' });
const details = (page: Page) => page.getByRole('region', { name: 'Profile Details' });

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 740, slot, (db, id) => {
    db.prepare('delete from inventory_entries where ink_id = ?').run(id);
    db.prepare('update inks set rating_sum = 0, rating_count = 0 where id = ?').run(id);
  });
}

async function statValues(page: Page): Promise<string[]> {
  const dd = details(page).locator('dl').nth(1).locator('dd');
  await expect(dd.first()).toHaveText(/^\d+$/);
  return dd.allTextContents();
}

test('a visitor is asked to sign in to keep track of an ink', async ({ page }, info) => {
  const ink = inkFor(info, 0);
  await page.goto(`/ink/${ink.id}`);
  await expect(
    inventory(page).getByRole('link', { name: 'Sign in to keep track of this ink' }),
  ).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/ink/${ink.id}`)}`);
  expect(await statValues(page)).toEqual(['0', '0', '0', '0']);
});

test('a member adds, changes and removes an ink in their ink-ventory', async ({ page }, info) => {
  const ink = inkFor(info, 1);
  await signInAs(page.context(), createUser('user'));
  await page.goto(`/ink/${ink.id}`);
  const card = inventory(page);

  // a status is needed first
  const add = card.getByRole('button', { name: 'Add to Ink-ventory' });
  await expect(card.getByText('Choose a status to add this ink.')).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(card.getByRole('group', { name: /Your rating/ })).toHaveCount(0);

  await card.getByRole('radio', { name: 'Owned' }).check();
  await expect(add).toBeEnabled();
  // the rating toggles off when the same star is chosen again
  await card.getByRole('button', { name: '4 out of 5' }).click();
  await expect(card.getByText('4 of 5')).toBeVisible();
  await card.getByRole('button', { name: '4 out of 5' }).click();
  await expect(card.getByText('Not rated')).toBeVisible();
  await card.getByRole('button', { name: '5 out of 5' }).click();
  await card.getByLabel(/Acquired on/).fill('2026-03-14');
  await card.getByLabel(/Notes/).fill('  Bought at the Utrecht pen show.  ');
  expect(await seriousViolations(page)).toEqual([]);
  await add.click();

  await expect(toasts(page).getByText(`${ink.name} added to your collection!`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect.poll(() => statValues(page)).toEqual(['1', '1', '0', '0']);
  await expect(details(page)).toContainText('5.0 of 5 from 1 member');

  // what the server keeps is there after a reload
  await page.reload();
  await expect(inventory(page).getByRole('radio', { name: 'Owned' })).toBeChecked();
  await expect(inventory(page).getByLabel(/Acquired on/)).toHaveValue('2026-03-14');
  await expect(inventory(page).getByLabel(/Notes/)).toHaveValue('Bought at the Utrecht pen show.');
  await expect(inventory(page).getByText('5 of 5')).toBeVisible();

  // moving it to the wishlist clears the rating and the date
  await inventory(page).getByRole('radio', { name: 'Wishlist' }).check();
  await expect(inventory(page).getByRole('group', { name: /Your rating/ })).toHaveCount(0);
  await expect(inventory(page).getByLabel(/Acquired on/)).toHaveCount(0);
  await inventory(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText(`${ink.name} updated in your collection.`)).toBeVisible();
  await expect.poll(() => statValues(page)).toEqual(['1', '0', '0', '1']);
  await expect(details(page)).not.toContainText('of 5 from');
  const row = withDb((db) =>
    db
      .prepare<[number], { status: string; rating: number | null; acquired_date: string | null }>(
        'select status, rating, acquired_date from inventory_entries where ink_id = ?',
      )
      .get(ink.id),
  );
  expect(row).toEqual({ status: 'wishlist', rating: null, acquired_date: null });

  await inventory(page).getByRole('button', { name: 'Remove' }).click();
  await expect(toasts(page).getByText(`${ink.name} removed from your collection.`)).toBeVisible();
  await expect(inventory(page).getByRole('button', { name: 'Add to Ink-ventory' })).toBeVisible();
  await expect.poll(() => statValues(page)).toEqual(['0', '0', '0', '0']);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a member keeps a bottle and a swabbed sample of one ink (ADR 051)', async ({
  page,
}, info) => {
  const ink = inkFor(info, 2);
  const member = createUser('user');
  await signInAs(page.context(), member);
  await page.goto(`/ink/${ink.id}`);
  const card = inventory(page);
  await expect(card.getByRole('radio', { name: 'Bottle' })).toBeChecked();
  await card.getByRole('radio', { name: 'Owned' }).check();
  await card.getByRole('button', { name: 'Add to Ink-ventory' }).click();
  await expect(toasts(page).getByText(`${ink.name} added to your collection!`)).toBeVisible();

  // a sample beside the bottle: its own status, swabbed and last used day
  await card.getByRole('radio', { name: 'Sample' }).check();
  await expect(card.getByRole('button', { name: 'Add to Ink-ventory' })).toBeVisible();
  await card.getByRole('radio', { name: 'Tried' }).check();
  await card.getByRole('checkbox', { name: 'Swabbed' }).check();
  await card.getByLabel(/Last used on/).fill('2026-02-03');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Add to Ink-ventory' }).click();
  await expect(
    toasts(page).getByText(`${ink.name} (sample) added to your collection!`),
  ).toBeVisible();
  // counted once per member: one in collections, one owner, one who tried it
  await expect.poll(() => statValues(page)).toEqual(['1', '1', '1', '0']);

  await page.reload();
  await expect(inventory(page).getByText(/\(in your ink-ventory\)/)).toHaveCount(2);
  const rows = withDb((db) =>
    db
      .prepare<[number, number], { kind: string; status: string; swabbed: number }>(
        'select kind, status, swabbed from inventory_entries where ink_id = ? and user_id = ? order by kind',
      )
      .all(ink.id, member.id),
  );
  expect(rows).toEqual([
    { kind: 'bottle', status: 'owned', swabbed: 0 },
    { kind: 'sample', status: 'tried', swabbed: 1 },
  ]);
  expect(await seriousViolations(page)).toEqual([]);
});
