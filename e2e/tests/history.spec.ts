import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { createUser, setTotpEnabled, signInAs, type TestUser } from '../support/accounts.ts';
import { journeyInk } from '../support/inks.ts';

/**
 * An ink's history (ADR 049) and the catalogue import's questions (ADR 048), at phone and
 * desktop widths with axe: the import that added the ink, a staff edit with a Markdown
 * description, its revert after confirming, and the staff console's Catalogue tab.
 */

const SCREENS_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const shot = (name: string) => path.join(SCREENS_DIR, `${name}.png`);
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 790, slot, (db, id) => {
    db.prepare('delete from ink_revisions where ink_id = ? and adds_ink = 0').run(id);
    db.prepare('update inks set description = null where id = ?').run(id);
  });
}

function moderator(): TestUser {
  const user = createUser('moderator');
  setTotpEnabled(user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  return user;
}

test('an ink’s history: the import, a staff edit and its revert', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 0);

  // a visitor reads the history from the ink page: the import that added the ink, no Revert
  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(`/ink/${ink.id}/history`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('History');
  const revisions = page.getByRole('list', { name: `Revisions of ${ink.brand} ${ink.name}` });
  const added = revisions.getByRole('article').filter({ hasText: 'Added by Catalogue import' });
  await expect(added).toContainText('github.com/');
  await expect(added.getByRole('row', { name: new RegExp(`^Name ${ink.name}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Revert/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // a moderator describes the ink in Markdown
  const mod = moderator();
  await signInAs(context, mod, { mfa: true });
  await page.goto(`/ink/${ink.id}/edit`);
  const form = page.locator('main form');
  await form
    .getByLabel('Description (optional)')
    .fill('A **deep** ink that [shades](https://example.org/shading) well.');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Ink updated')).toBeVisible();
  await expect(page).toHaveURL(`/ink/${ink.id}`);
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description.locator('strong', { hasText: 'deep' })).toBeVisible();
  await expect(description.getByRole('link', { name: 'shades' })).toHaveAttribute(
    'rel',
    'noopener nofollow',
  );

  // the edit is on the history, with the description before and after
  await page.getByRole('link', { name: 'History', exact: true }).click();
  const edit = revisions.getByRole('article').filter({ hasText: `Staff edit by ${mod.username}` });
  await expect(edit.getByRole('row', { name: /^Description none A \*\*deep\*\*/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-ink-history`), fullPage: true });

  // staff revert it after confirming; the revert is itself a revision
  await edit.getByRole('button', { name: /^Revert revision/ }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Revert revision \d+\?$/ });
  await expect(dialog).toContainText('The field Description goes back');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
  await expect(toasts(page).getByText('Reverted')).toBeVisible();
  const revert = revisions.getByRole('article').filter({ hasText: `Revert by ${mod.username}` });
  await expect(revert).toContainText('undoes revision');
  await expect(edit).toContainText('Reverted by revision');
  await expect(edit.getByRole('button', { name: /^Revert revision/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const saved = withDb((db) =>
    db
      .prepare<[number], { description: string | null }>(
        'select description from inks where id = ?',
      )
      .get(ink.id),
  );
  expect(saved?.description).toBeNull();
  await page.goto(`/ink/${ink.id}`);
  await expect(page.getByText('No description yet.')).toBeVisible();
});

test('the staff console’s Catalogue tab: doubtful colours with their candidates', async ({
  page,
  context,
}) => {
  await signInAs(context, moderator(), { mfa: true });
  await page.goto('/admin?tab=catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue questions' })).toBeVisible();
  const questions = page.getByRole('list', { name: 'Waiting catalogue questions' });
  const petrol = questions.getByRole('article').filter({ hasText: 'LAMY Petrol' });
  await expect(petrol).toContainText('name says teal but the stored colour is Black');
  await expect(
    petrol.getByRole('list', { name: 'Colours' }).getByRole('listitem').first(),
  ).toContainText('#1b1b1b');
  await expect(petrol.getByLabel('Another colour')).toBeVisible();
  await expect(petrol.getByRole('button', { name: 'Keep the stored colour' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
