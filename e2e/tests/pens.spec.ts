import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { CONSENT_KEY, expect, screenshot, seriousViolations, test } from '../fixtures/test.ts';
import { journeyInk, type JourneyInk } from '../support/inks.ts';
import { createUser, signInAs, uniqueName } from '../support/accounts.ts';

/**
 * Pens, what is inked in them, and the diary against the real server: a member adds a public
 * pen and a private one, inks the first from an ink's page (the ink joins their ink-ventory
 * as a sample), marks "Used today" in two taps on a phone (open /pens, tap the button), sees
 * the day in the diary's calendar, refills and cleans the pen; another member sees the counts
 * on the ink's page and the public pen on the profile, never the private one.
 */

const shot = (info: TestInfo, name: string) =>
  path.join(info.project.outputDir, 'screens', `${info.project.name}-pens-${name}.png`);

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** This journey's own inks (support/inks.ts, INK_RANGES). */
function inkFor(info: TestInfo, slot: number): JourneyInk {
  return journeyInk(info, 720, slot, (db, id) => {
    db.prepare('delete from pen_uses where ink_id = ?').run(id);
    db.prepare('delete from inkings where ink_id = ?').run(id);
    db.prepare('delete from inventory_entries where ink_id = ?').run(id);
  });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** The browser's own calendar day (the app sends it with every day it asks about). */
async function browserToday(page: Page): Promise<{ day: string; words: string }> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      day: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      words: `${now.getDate()} ${now.toLocaleString('en-GB', { month: 'long' })}`,
    };
  });
}

async function addPen(
  page: Page,
  fields: { brand: string; model: string; nib: string; isPublic: boolean },
): Promise<void> {
  await page.getByRole('button', { name: 'Add a pen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a pen' });
  await dialog.getByLabel('Brand').fill(fields.brand);
  await dialog.getByLabel('Model (optional)').fill(fields.model);
  await dialog.getByLabel('Nib size (optional)').fill(fields.nib);
  await dialog.getByLabel('Filling system (optional)').fill('Piston');
  if (fields.isPublic) await dialog.getByRole('checkbox', { name: 'Public' }).check();
  await dialog.getByRole('button', { name: 'Add Pen' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'My pens' }).getByText(`${fields.brand} ${fields.model}`),
  ).toBeVisible();
}

test('a member adds pens, inks one from the ink page, marks today, sees the diary, refills and cleans; another member sees only what is public', async ({
  page,
  browser,
}, info) => {
  test.slow(); // a long journey: two browsers, six pages, axe on each
  const ink = inkFor(info, 0);
  const member = createUser('user');
  await signInAs(page.context(), member);
  const model = uniqueName('Custom ');
  const secret = uniqueName('Secret ');
  const penName = `Pilot ${model}`;

  // /pens: nothing yet, then two pens, one public
  await page.goto('/pens');
  await expect(page.getByRole('heading', { level: 1, name: 'My Pens' })).toBeVisible();
  await expect(page.getByText('Nothing is inked yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a pen' }).click();
  const form = page.getByRole('dialog', { name: 'Add a pen' });
  // the brand is needed
  await form.getByRole('button', { name: 'Add Pen' }).click();
  await expect(form.getByText("Give the pen's brand (or the maker's name).")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(info, 'add-pen') });
  await page.keyboard.press('Escape');
  await addPen(page, { brand: 'Pilot', model, nib: 'F', isPublic: true });
  await addPen(page, { brand: 'Lamy', model: secret, nib: 'M', isPublic: false });

  // the ink's page: "Ink a pen with this"; the ink is not owned, so it joins as a sample
  await page.goto(`/ink/${ink.id}`);
  await page.getByRole('button', { name: 'Ink a pen with this' }).click();
  const inkDialog = page.getByRole('dialog', { name: 'Ink a pen with this' });
  await inkDialog.getByRole('radio', { name: new RegExp(model) }).check();
  await inkDialog
    .getByRole('group', { name: 'Add it to your ink-ventory as' })
    .getByRole('radio', { name: 'A sample' })
    .check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(info, 'ink-dialog') });
  await inkDialog.getByRole('button', { name: 'Ink the pen' }).click();
  await expect(
    toasts(page).getByText('Added to your ink-ventory as a sample.', { exact: false }),
  ).toBeVisible();
  await expect(inkDialog).toBeHidden();

  // "Used today" in two taps: open /pens, tap the button (on a phone, without scrolling)
  await page.goto('/pens');
  const card = page.getByTestId('inked-card').filter({ hasText: model });
  const used = card.getByRole('button', { name: 'Used today' });
  await expect(used).toBeEnabled();
  await expect(used).toBeInViewport();
  await used.click();
  await expect(card.getByText('Used today ✓')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Undo' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, 'pens'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(info, 'pens-dark') });
  await page.emulateMedia({ colorScheme: 'light' });

  // the diary: today's square names the ink and the pen; choosing it lists the mark
  const today = await browserToday(page);
  await page.getByRole('link', { name: 'Diary', exact: true }).first().click();
  const grid = page.getByRole('grid');
  const day = grid.getByRole('button', {
    name: `${today.words}, today: used ${ink.brand} ${ink.name} in ${penName}`,
  });
  await expect(day).toBeVisible();
  await day.click();
  await expect(page).toHaveURL(new RegExp(`day=${today.day}`));
  const marks = page.getByRole('list', { name: /^Marked on/ });
  await expect(marks.getByRole('link', { name: ink.name })).toBeVisible();
  await expect(marks.getByText(`in ${penName}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(page, { path: shot(info, 'diary'), fullPage: true });

  // another member: the ink's counts, and the public pen on the profile, not the private one
  const stranger = await browser.newContext();
  // their cookie choice made already, as the fixture does for `page`
  await stranger.addInitScript((key) => {
    const choice = { essential: true, analytics: false, preferences: true };
    localStorage.setItem(key, JSON.stringify({ ...choice, savedAt: new Date().toISOString() }));
  }, CONSENT_KEY);
  const other = await stranger.newPage();
  await signInAs(stranger, createUser('user'));
  await other.goto(`/ink/${ink.id}`);
  await expect(
    other
      .getByRole('region', { name: 'Profile Details' })
      .getByText('Currently inked by 1 member · Used on 1 day this month'),
  ).toBeVisible();
  await other.goto(`/user/${member.username}`);
  const pens = other.getByRole('region', { name: 'Pens' });
  await expect(pens.getByText(penName)).toBeVisible();
  await expect(pens.getByRole('link', { name: ink.name })).toBeVisible();
  expect(await other.content()).not.toContain(secret);
  expect(await seriousViolations(other)).toEqual([]);
  await screenshot(other, { path: shot(info, 'profile'), fullPage: true });
  await stranger.close();

  // refill, then clean (today unless said): the pairing moves to the past ones
  await page.goto('/pens');
  await card.getByRole('button', { name: 'Refill +1' }).click();
  await expect(
    toasts(page).getByText(`${penName} has had 2 fills`, { exact: false }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Clean' }).click();
  const clean = page.getByRole('dialog', { name: `Clean ${penName}` });
  await expect(clean.getByLabel('Cleaned on')).toHaveValue(today.day);
  expect(await seriousViolations(page)).toEqual([]);
  await clean.getByRole('button', { name: 'Clean the pen' }).click();
  await expect(toasts(page).getByText(`${penName} is clean`, { exact: false })).toBeVisible();
  await expect(card).toHaveCount(0);
  const past = page.getByRole('list', { name: 'Past pairings' });
  await expect(past.getByText(penName)).toBeVisible();
  await expect(past.getByText(/2 fills · used on 1 day/)).toBeVisible();
});

test('a visitor is asked to sign in on /pens and /diary', async ({ page }) => {
  for (const [path, title] of [
    ['/pens', 'My Pens'],
    ['/diary', 'Diary'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(path)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  }
});
