import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { apiTotal, expect, screenshot, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { journeyInk } from '../support/inks.ts';
import {
  createUser,
  setTotpEnabled,
  signInAs,
  uniqueName,
  type TestUser,
} from '../support/accounts.ts';

/**
 * The staff console beyond reports: editing an ink at /ink/{id}/edit (moderators),
 * the deleted inks with Restore and the users with their roles (admins), the audit log (staff),
 * as keyboard-friendly tabs at phone and desktop widths; other names of inks and brands that
 * search finds them by.
 */

const SCREENS_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const shot = (name: string) => path.join(SCREENS_DIR, `${name}.png`);
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const cards = (page: Page) => page.getByTestId('ink-card');

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 800, slot, (db, id) => {
    db.prepare(`update inks set images = '[]', featured = 0 where id = ?`).run(id);
  });
}

function staff(role: 'moderator' | 'admin'): TestUser {
  const user = createUser(role);
  setTotpEnabled(user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  return user;
}

test('members and visitors cannot edit an ink', async ({ page, context }, info) => {
  const ink = inkFor(info, 0);
  await page.goto(`/ink/${ink.id}/edit`);
  await expect(
    page.getByText('Sign in with a moderator or admin account to edit inks.'),
  ).toBeVisible();
  await signInAs(context, createUser('user'));
  await page.reload();
  await expect(page.getByText('Only moderators and admins edit ink profiles.')).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the ink' })).toHaveAttribute(
    'href',
    `/ink/${ink.id}`,
  );
});

test('a moderator edits an ink: fields, colour, featured, images and their order', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 1);
  const mod = staff('moderator');
  await signInAs(context, mod, { mfa: true });
  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(`/ink/${ink.id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ink.name);
  const form = page.locator('main form');
  await expect(form.getByLabel('Ink name')).toHaveValue(ink.name);
  await expect(form.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  // validation as for submissions
  await form.getByLabel('Ink name').fill('');
  await form.getByLabel('Hex code').fill('#12');
  await form.getByLabel('Hex code').blur();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('The name is required.')).toBeVisible();
  await expect(form.getByText('Give the colour as #rrggbb.')).toBeVisible();

  const renamed = `${ink.name} (Edited ${info.project.name})`;
  await form.getByLabel('Ink name').fill(renamed);
  await form.getByLabel('Hex code').fill('#7a2330');
  await expect(form.locator('figure figcaption')).toContainText('#7a2330');
  await form.getByLabel('Colour family').selectOption('Red');
  await form.getByText('Shading', { exact: true }).click();
  await form.getByLabel('Feature this ink').check();

  // images: refused addresses are said so; two added, the second moved up, then removed
  const address = form.getByLabel('Add an image by its address');
  await address.fill('http://example.com/a.jpg');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    form.getByText('Images are our own uploads (/media/...) or https:// addresses.'),
  ).toBeVisible();
  await address.fill('https://example.com/first.jpg');
  await address.press('Enter');
  await address.fill('https://example.com/second.jpg');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  const images = form.getByRole('list', { name: 'Images, in order' });
  await expect(images.getByRole('listitem')).toHaveCount(2);
  await images.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(images.getByRole('listitem').first()).toContainText('second.jpg');
  await expect(images.getByRole('listitem').first()).toContainText('Main image');
  await expect(images.getByRole('button', { name: 'Move image 1 down' })).toBeFocused();
  await images.getByRole('button', { name: 'Move image 1 down' }).click();
  await images.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(images.getByRole('listitem')).toHaveCount(1);
  await expect(images).toContainText('first.jpg');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-ink-edit`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-ink-edit-dark`) });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });

  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Ink updated')).toBeVisible();
  await expect(page).toHaveURL(`/ink/${ink.id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Featured', { exact: true }).first()).toBeVisible();
  const saved = withDb((db) =>
    db
      .prepare<[number], { name: string; color_hex: string; images: string; featured: number }>(
        'select name, color_hex, images, featured from inks where id = ?',
      )
      .get(ink.id),
  );
  expect(saved).toEqual({
    name: renamed,
    color_hex: '#7a2330',
    images: JSON.stringify(['https://example.com/first.jpg']),
    featured: 1,
  });

  // the audit log keeps the before and after
  await page.goto(`/admin?tab=audit&actor=${mod.username}`);
  const entries = page.getByRole('list', { name: 'Audit entries' });
  const edit = entries.getByRole('listitem').filter({ hasText: 'edited an ink' }).first();
  await expect(edit).toContainText(mod.username);
  await expect(edit).toContainText(`name: “${ink.name}” → “${renamed}”`);
  // named as it is called now (audit entries name their target, not its id)
  await expect(edit.getByRole('link', { name: `Ink: ${ink.brand} ${renamed}` })).toHaveAttribute(
    'href',
    `/ink/${ink.id}`,
  );
  withDb((db) =>
    db.prepare('update inks set name = ?, featured = 0 where id = ?').run(ink.name, ink.id),
  );
});

test('an admin restores a deleted ink and changes a role; the audit log records both', async ({
  page,
  context,
}, info) => {
  const ink = inkFor(info, 2);
  withDb((db) =>
    db.prepare('update inks set deleted_at = ? where id = ?').run(new Date().toISOString(), ink.id),
  );
  const member = createUser('user', { prefix: 'promote' });
  const admin = staff('admin');
  await signInAs(context, admin, { mfa: true });
  await page.goto('/admin');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(tabs.getByRole('tab')).toHaveText([
    /Reports/,
    /Submissions/,
    'Deleted inks',
    'Brand aliases',
    'Other names',
    'Catalogue',
    'Corrections',
    'Crowd data',
    'Members',
    'Users',
    'Audit log',
  ]);

  // keyboard: the arrows move along the tabs, and the address follows
  await tabs.getByRole('tab', { name: /Reports/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /Submissions/ })).toBeFocused();
  await expect(page).toHaveURL('/admin?tab=submissions');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Deleted inks' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Deleted inks' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL('/admin?tab=deleted');

  const deleted = page.getByRole('list', { name: 'Deleted inks' });
  const row = deleted.getByRole('listitem').filter({ hasText: `${ink.brand} ${ink.name}` });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-admin-deleted`), fullPage: true });
  await row.getByRole('button', { name: `Restore ${ink.brand} ${ink.name}` }).click();
  await expect(
    toasts(page).getByText(`${ink.brand} ${ink.name} is back in the catalogue.`),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL('/admin?tab=users');
  await page.getByLabel('Search members').fill(member.username);
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  const person = members.getByRole('listitem').filter({ hasText: member.username });
  await expect(person).toContainText(member.email);
  await person.getByLabel(`Role of ${member.username}`).selectOption('moderator');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-admin-users`), fullPage: true });
  await person.getByRole('button', { name: 'Change role' }).click();
  await expect(toasts(page).getByText(`${member.username} is now a moderator.`)).toBeVisible();
  await expect(person.getByRole('img', { name: 'Moderator' })).toBeVisible();
  await expect(person.getByRole('button', { name: 'Change role' })).toHaveCount(0);
  expect(
    withDb((db) =>
      db.prepare<[number], { role: string }>('select role from users where id = ?').get(member.id),
    ),
  ).toEqual({ role: 'moderator' });

  await tabs.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('By (username)').fill(admin.username);
  await page.getByRole('button', { name: 'Filter' }).click();
  const entries = page.getByRole('list', { name: 'Audit entries' });
  await expect(entries.getByRole('listitem').first()).toContainText('changed a role');
  await expect(entries.getByRole('listitem').first()).toContainText('“user” → “moderator”');
  await expect(entries.getByRole('listitem').filter({ hasText: 'restored an ink' })).toHaveCount(1);
  await page.getByLabel('Action').selectOption('ink.restore');
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(/action=ink\.restore/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-admin-audit`), fullPage: true });

  await page.goto(`/ink/${ink.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ink.name })).toBeVisible();
});

test('a moderator has no admin tabs; the audit log pages with Load more', async ({
  page,
  context,
}) => {
  const mod = staff('moderator');
  // 105 entries by this moderator: more than one page of 100
  withDb((db) => {
    const insert = db.prepare(
      `insert into audit_log (actor_id, action, target_type, target_id, details, created_at)
       values (?, 'report.resolve', 'report', ?, '{"action":"dismiss"}', ?)`,
    );
    for (let i = 0; i < 105; i++)
      insert.run(mod.id, i + 1, new Date(Date.now() - i * 1000).toISOString());
  });
  await signInAs(context, mod, { mfa: true });
  await page.goto('/admin?tab=users');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(tabs.getByRole('tab')).toHaveText([
    /Reports/,
    /Submissions/,
    'Brand aliases',
    'Other names',
    'Catalogue',
    'Corrections',
    'Crowd data',
    'Members',
    'Audit log',
  ]);
  // a tab the moderator may not open falls back to the reports
  await expect(tabs.getByRole('tab', { name: /Reports/ })).toHaveAttribute('aria-selected', 'true');

  await page.goto(`/admin?tab=audit&actor=${mod.username}`);
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(100);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(entries).toHaveCount(105);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('a moderator gives an ink other names; search finds the ink by one', async ({
  page,
  context,
}, info) => {
  const ink = journeyInk(info, 800, 3, (db, id) => {
    db.prepare('delete from ink_aliases where ink_id = ?').run(id);
  });
  const other = uniqueName('Vellum');
  const script = '色彩 試験';
  await signInAs(context, staff('moderator'), { mfa: true });
  await page.goto(`/ink/${ink.id}/edit`);
  const form = page.locator('main form');
  const names = form.getByRole('group', { name: 'Other names (optional)' });
  const field = names.getByLabel('Add a name');
  await expect(names.getByRole('list', { name: 'Other names' })).toHaveCount(0);

  // Enter adds (and sends nothing); Add too; the same name in another case is refused
  await field.fill(other);
  await field.press('Enter');
  await expect(page).toHaveURL(`/ink/${ink.id}/edit`);
  await field.fill(script);
  await names.getByRole('button', { name: 'Add name' }).click();
  await field.fill(other.toUpperCase());
  await field.press('Enter');
  await expect(names.getByText(`“${other.toUpperCase()}” is in the list already.`)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const list = names.getByRole('list', { name: 'Other names' });
  await expect(list.getByRole('listitem')).toHaveText([other, script]);
  await expect(names).toContainText('2/20');
  expect(await seriousViolations(page)).toEqual([]);
  await names.scrollIntoViewIfNeeded();
  await screenshot(page, { path: shot(`${info.project.name}-ink-other-names`) });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-ink-other-names-dark`) });
  await page.emulateMedia({ colorScheme: 'light' });

  // Remove takes one out; the focus stays in the list
  await field.fill('');
  await list.getByRole('button', { name: `Remove ${script}` }).click();
  await expect(list.getByRole('listitem')).toHaveText([other]);
  await expect(list.getByRole('button', { name: `Remove ${other}` })).toBeFocused();

  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Ink updated')).toBeVisible();
  await expect(page).toHaveURL(`/ink/${ink.id}`);
  expect(
    withDb((db) =>
      db
        .prepare<[number], { alias: string }>('select alias from ink_aliases where ink_id = ?')
        .all(ink.id),
    ),
  ).toEqual([{ alias: other }]);

  // the search finds it by its other name
  await page.goto(`/browse?search=${encodeURIComponent(other)}`);
  await expect(page.getByTestId('result-count')).toHaveText(/^Found 1 ink\b/);
  await expect(cards(page).filter({ hasText: ink.name })).toHaveCount(1);

  // the editor shows the list again, as saved
  await page.goto(`/ink/${ink.id}/edit`);
  await expect(page.getByRole('list', { name: 'Other names' }).getByRole('listitem')).toHaveText([
    other,
  ]);
});

test('a moderator adds a brand alias, search reads it as the brand, and removes it', async ({
  page,
  context,
}, info) => {
  test.slow(); // axe four times on a long list, the search, the audit log
  // a brand of its own per project (they run at once), with a handful of inks
  const brand = info.project.name === 'phone' ? 'Kaweco' : 'Waterman';
  const alias = uniqueName('Kw');
  const inkCount = withDb(
    (db) =>
      db
        .prepare<[string], { n: number }>(
          'select count(*) as n from inks where brand = ? and deleted_at is null',
        )
        .get(brand)?.n ?? 0,
  );
  expect(inkCount).toBeGreaterThan(1);
  const mod = staff('moderator');
  await signInAs(context, mod, { mfa: true });
  await page.goto('/admin');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await tabs.getByRole('tab', { name: 'Brand aliases' }).click();
  await expect(page).toHaveURL('/admin?tab=brand-aliases');
  const groups = page.getByRole('list', { name: 'Brand aliases by brand' });
  await expect(
    groups
      .getByRole('article', { name: 'Jacques Herbin' })
      .getByRole('list', { name: 'Other names of Jacques Herbin' }),
  ).toContainText('J. Herbin');

  // the server's refusals, in its words: a brand the catalogue lacks, a spelling taken
  const form = page.getByRole('form', { name: 'Add a brand alias' });
  await form.getByLabel('Brand').fill(`${brand}zz`);
  await form.getByLabel('Other name').fill(alias);
  await form.getByRole('button', { name: 'Add Alias' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'No ink in the catalogue has this brand. Check its spelling.',
  );
  await expect(form.getByLabel('Brand')).toBeFocused();
  await form.getByLabel('Brand').fill(brand);
  await form.getByLabel('Other name').fill('J. Herbin');
  await form.getByLabel('Other name').press('Enter');
  await expect(form.getByRole('alert')).toHaveText(
    '"J. Herbin" already names Jacques Herbin. Remove it there first.',
  );

  await form.getByLabel('Other name').fill(alias);
  await form.getByRole('button', { name: 'Add Alias' }).click();
  await expect(toasts(page).getByText(`Search reads “${alias}” as ${brand} now.`)).toBeVisible();
  await expect(form.getByLabel('Other name')).toHaveValue('');
  await expect(form.getByLabel('Other name')).toBeFocused();
  const group = groups.getByRole('article', { name: brand });
  await expect(group.getByRole('list', { name: `Other names of ${brand}` })).toHaveText(alias);
  await expect(group).toContainText(`${inkCount} inks`);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-admin-brand-aliases`) });
  await screenshot(page, {
    path: shot(`${info.project.name}-admin-brand-aliases-full`),
    fullPage: true,
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-admin-brand-aliases-dark`) });
  await page.emulateMedia({ colorScheme: 'light' });

  // the search reads the alias as the brand: every ink of it
  await page.goto(`/browse?search=${encodeURIComponent(alias)}`);
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^Found ${inkCount} inks`));
  await expect(cards(page).first()).toContainText(brand);

  // removed after asking; the search no longer knows it
  await page.goto('/admin?tab=brand-aliases');
  await page.getByLabel('Find a brand or alias').fill(brand);
  await expect(groups.getByRole('article')).toHaveCount(1);
  await group.getByRole('button', { name: `Remove ${alias} (${brand})` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this brand alias?' });
  await expect(dialog).toContainText(`Search will no longer read “${alias}” as ${brand}.`);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-admin-brand-alias-remove`) });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(
    toasts(page).getByText(`Search no longer reads “${alias}” as ${brand}.`),
  ).toBeVisible();
  await expect(group).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Brand aliases' })).toBeFocused();
  expect(await apiTotal(page, `search=${encodeURIComponent(alias)}`)).toBe(0);

  // the audit log says both
  await tabs.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('By (username)').fill(mod.username);
  await page.getByRole('button', { name: 'Filter' }).click();
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('removed a brand alias');
  await expect(entries.first()).toContainText(`“${alias}” for ${brand}`);
  await expect(entries.last()).toContainText('added a brand alias');
});
