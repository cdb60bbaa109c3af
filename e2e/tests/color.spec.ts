import type { Page, TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test } from '../fixtures/test.ts';
import { journeyInk } from '../support/inks.ts';
import { createUser, signInAs } from '../support/accounts.ts';

/**
 * Colour answers against the real server: the similar inks on an ink page in
 * ΔE2000 bands, search by colour on /browse and its URL, compare three inks and reload the
 * shared link, and a member who owns an ink voting on its properties.
 */

const similar = (page: Page) => page.getByRole('region', { name: 'Similar Inks' });
const votes = (page: Page) => page.getByRole('region', { name: "Members' Verdict" });

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 500, slot, (db, id) => {
    db.prepare('delete from inventory_entries where ink_id = ?').run(id);
    db.prepare('delete from ink_property_votes where ink_id = ?').run(id);
  });
}

test('an ink page shows its similar inks in bands, with ΔE and words', async ({ page }, info) => {
  const ink = inkFor(info, 0);
  await page.goto(`/ink/${ink.id}`);
  const block = similar(page);
  await expect(block.getByTestId('similar-ink').first()).toBeVisible();
  await expect(block.getByTestId('similar-ink').first()).toContainText(/ΔE \d+\.\d/);
  await expect(block.getByRole('heading', { level: 3 }).first()).toHaveText(
    /virtually the same|very close|same family/,
  );
  await expect(block.getByText(/Swatch colours come from scans/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Community Colour' })).toContainText('Catalogue');
  // folded to the nearest few; Show all opens the list and its filters
  const showAll = block.getByRole('button', { name: /^Show all \d+ similar inks/ });
  if (await showAll.isVisible()) {
    expect(await block.getByTestId('similar-ink').count()).toBeLessThanOrEqual(4);
    await showAll.click();
    expect(await block.getByTestId('similar-ink').count()).toBeGreaterThan(4);
  }
  // a property filter asks again
  await block.getByText('Shading', { exact: true }).click();
  await expect(block.getByRole('checkbox', { name: 'Shading' })).toBeChecked();
  await expect(
    block.getByText(/Looking for similar inks|ΔE|No ink in the catalogue/).first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: info.outputPath('similar.png'), fullPage: false });

  await block.getByRole('link', { name: 'Find inks like this' }).click();
  await expect(page).toHaveURL(/\/browse\?near=[0-9a-f]{6}$/);
  await expect(page.getByTestId('ink-card').first()).toContainText(/ΔE \d+\.\d/);
});

test('search by colour from browse puts near= in the URL and clears the text search', async ({
  page,
}, info) => {
  await page.goto('/browse?search=blue');
  if (info.project.name === 'phone') await page.getByRole('button', { name: /Filters/ }).click();
  const hex = page.getByRole('textbox', { name: 'Colour as hex' }).last();
  await hex.fill('#1f4e79');
  await expect(page).toHaveURL(/\/browse\?near=1f4e79$/);
  if (info.project.name === 'phone')
    await page.getByRole('button', { name: /^Show ([\d,]+ )?inks?$/ }).click();
  await expect(page.getByRole('searchbox', { name: 'Search inks' }).last()).toHaveValue('');
  await expect(page.getByTestId('result-count')).toContainText('nearest to #1f4e79 first');
  const first = page.getByTestId('ink-card').first();
  await expect(first).toContainText(/ΔE \d+\.\d/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: info.outputPath('near.png') });
  // Add to compare from a card: the tray follows
  const name = await first.getByRole('heading').textContent();
  await page.getByRole('button', { name: `Compare ${name}` }).click();
  await expect(
    page.getByRole('complementary', { name: 'Compare tray' }).getByText('Pick one more'),
  ).toBeVisible();
  // the URL restores it; clearing returns to the normal browse
  await page.reload();
  await expect(page.getByTestId('ink-card').first()).toContainText(/ΔE \d+\.\d/);
  await page.getByRole('button', { name: 'Remove filter Near #1f4e79' }).click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByTestId('ink-card').first()).not.toContainText('ΔE');
});

test('compare three inks from their pages, then reload the shared link signed out', async ({
  page,
  browser,
}, info) => {
  const inks = [inkFor(info, 1), inkFor(info, 2), inkFor(info, 3)];
  for (const ink of inks) {
    await page.goto(`/ink/${ink.id}`);
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByRole('button', { name: 'In compare' })).toBeVisible();
  }
  const tray = page.getByRole('complementary', { name: 'Compare tray' });
  await tray.getByRole('link', { name: 'Compare 3' }).click();
  await expect(page).toHaveURL(`/compare?ids=${inks.map((i) => i.id).join(',')}`);
  await expect(page.getByTestId('compared-ink')).toHaveCount(3);
  await expect(page.getByTestId('pairs').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('pairs')).toContainText(/\d+\.\d/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: info.outputPath('compare.png'), fullPage: true });

  const url = page.url();
  const other = await browser.newContext({ viewport: page.viewportSize() });
  const fresh = await other.newPage();
  await fresh.goto(url);
  await expect(fresh.getByTestId('compared-ink')).toHaveCount(3);
  for (const ink of inks)
    await expect(fresh.getByRole('heading', { name: ink.name })).toBeVisible();
  await other.close();
});

test('a member who owns an ink votes on its properties and sees the distribution', async ({
  page,
}, info) => {
  const ink = inkFor(info, 4);
  await signInAs(page.context(), createUser('user'));
  await page.goto(`/ink/${ink.id}`);
  await expect(votes(page).getByText(/Mark the ink as owned or tried/)).toBeVisible();
  const inventory = page.getByRole('region', { name: 'My Ink-ventory' });
  await inventory.getByRole('radio', { name: 'Owned' }).check();
  await inventory.getByRole('button', { name: 'Add to Ink-ventory' }).click();
  // saved (the form now edits the entry) before the page is loaded again
  await expect(inventory.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.reload();

  const card = votes(page);
  const form = card.getByRole('form', { name: 'Your votes' });
  await form.getByRole('group', { name: 'Shading' }).getByText('Yes').click();
  await form.getByRole('group', { name: 'Dry time' }).getByText('slow').click();
  await form.getByRole('button', { name: 'Vote' }).click();
  await expect(card.getByTestId('voter-count')).toContainText('1 member');
  await expect(form.getByRole('button', { name: 'Save votes' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: info.outputPath('votes.png') });

  await form.getByRole('button', { name: 'Withdraw my votes' }).click();
  await expect(card.getByTestId('voter-count')).toContainText(
    'No member who owns or tried this ink has voted on its properties yet.',
  );
});
