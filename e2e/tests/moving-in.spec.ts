import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { createUser, setTotpEnabled, signInAs, type TestUser } from '../support/accounts.ts';

/**
 * Moving in grows the catalogue (ADR 051): a Fountain Pen Companion file with rows that match
 * nothing; the rows are kept (they survive a reload), offered as the member's discoveries in
 * one step, a moderator approves one, and the member's ink-ventory entry of the new ink
 * appears with the row's kind. Axe on each new screen, at phone and desktop sizes.
 */

/** Screenshots for people to look at, in the run's output folder (test-results/screens). */
const shot = (info: TestInfo, name: string) =>
  path.join(info.project.outputDir, 'screens', `${info.project.name}-moving-in-${name}.png`);
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

function moderator(): TestUser {
  const user = createUser('moderator');
  setTotpEnabled(user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  return user;
}

test('a member moves in with rows that match nothing, offers them as discoveries, and gets the approved one', async ({
  page,
  browser,
}, info) => {
  test.slow(); // two browsers, the import, the console, axe on each screen
  const tag = `${info.project.name}${Date.now().toString(36)}`;
  const aurora = `Moorland Aurora ${tag}`;
  const fog = `Harbour Fog ${tag}`;
  const csv = [
    'Brand,Line,Name,Type,Color,Swabbed,Used,Comment,Private Comment,Private,Archived,Archived On,Usage,Tags,Date Added,Maker,Daily Usage,Last Usage',
    '"Pilot","Iroshizuku","Kon-peki","bottle","#1e4a8a","true","true","My everyday blue","","false","false","","3","","2021-03-04","Pilot","1",""',
    `"Inklore Test Works","","${aurora}","sample","#2f7d6d","true","true","From a pen show","","false","false","","0","","2024-05-06","","0","2025-01-02"`,
    `"Inklore Test Works","","${fog}","bottle","","false","false","","","false","false","","0","","","","0",""`,
  ].join('\n');

  const member = createUser('user');
  await signInAs(page.context(), member);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Import and Export' });
  await card.getByLabel('Fountain Pen Companion CSV file').setInputFiles({
    name: 'fpc.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const review = card.getByRole('region', { name: 'Review the import' });
  await expect(review.getByText(/3 rows read: 1 matched, 0 uncertain, 2 unmatched/)).toBeVisible();
  await review.getByRole('button', { name: 'Keep these rows now to offer as discoveries' }).click();
  await expect(review.getByText('Kept: they wait under “Rows waiting for an ink”.')).toBeVisible();
  await review.getByRole('button', { name: 'Confirm: import 1 ink' }).click();
  await expect(card.getByText('Import finished.')).toBeVisible();

  // the rows are stored: a reload still lists them, prefilled from the file
  await page.reload();
  const waiting = page.getByRole('region', { name: /Rows waiting for an ink/ });
  await expect(waiting.getByRole('heading', { name: 'Rows waiting for an ink (2)' })).toBeVisible();
  const fogRow = waiting.getByRole('group', { name: new RegExp(fog) });
  await expect(fogRow.getByText(/The file had no colour/)).toBeVisible();
  await expect(fogRow.getByRole('textbox', { name: 'Name' })).toHaveValue(fog);
  await fogRow.getByLabel('Colour family').selectOption('Grey/Silver');
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(waiting, { path: shot(info, 'rows-waiting') });

  // one step for all
  await waiting.getByRole('button', { name: 'Offer all 2 as discoveries' }).click();
  await expect(toasts(page).getByText(/2 discoveries sent to staff/)).toBeVisible();
  await expect(waiting.getByText(/waiting for staff review/)).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // a moderator approves the aurora
  const staff = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  try {
    await signInAs(staff, moderator(), { mfa: true });
    const mod = await staff.newPage();
    await mod.goto('/admin?tab=submissions');
    const queue = mod.getByRole('list', { name: 'Discoveries to review' });
    const item = queue.getByRole('listitem').filter({ hasText: aurora });
    await expect(item).toContainText(`Shared by ${member.username}`);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(
      toasts(mod).getByText(`Inklore Test Works ${aurora} is in the catalogue now.`),
    ).toBeVisible();
  } finally {
    await staff.close();
  }

  // the member's entry of the new ink is there, with the row's kind; one row still waits
  await page.reload();
  await expect(waiting.getByRole('heading', { name: 'Rows waiting for an ink (1)' })).toBeVisible();
  const inventory = page.getByRole('region', { name: 'My Ink-ventory' });
  const entry = inventory.getByRole('listitem').filter({ hasText: aurora });
  await expect(entry).toContainText('Sample · Owned');
  await expect(entry).toContainText('swabbed');
  const stored = withDb((db) =>
    db
      .prepare<[number, string], { kind: string; notes: string | null; last_used_date: string }>(
        `select e.kind, e.notes, e.last_used_date from inventory_entries e
         join inks i on i.id = e.ink_id where e.user_id = ? and i.name = ?`,
      )
      .all(member.id, aurora),
  );
  expect(stored).toEqual([
    { kind: 'sample', notes: 'From a pen show', last_used_date: '2025-01-02' },
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await screenshot(inventory, { path: shot(info, 'rows-approved') });
});
