import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import {
  encodePhoto,
  renderCardPhoto,
} from '../../server/src/media/swatch-card/synthetic-photo.ts';
import { expect, screenshot, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { BASE_URL, createUser, signInAs, type TestUser } from '../support/accounts.ts';
import { journeyInk } from '../support/inks.ts';

/**
 * Colour you can trust (ADR 087) against the real server, at phone and desktop size with axe:
 * a member prints the swatch card, photographs a swatch on it and sees it measured with its
 * confidence; the ink page shows the ink's range from several such swatches and which colour
 * the answers use; a reader with deuteranopia sees which similar inks look alike to them; a
 * member sees the gaps in their palette with inks to fill them.
 */

const colourCard = (page: Page) => page.getByRole('region', { name: 'Community Colour' });
const similar = (page: Page) => page.getByRole('region', { name: 'Similar Inks' });

type Lab = { l: number; a: number; b: number };

function inkFor(info: TestInfo, slot: number) {
  return journeyInk(info, 390, slot, (db, id) => {
    db.prepare(
      'delete from community_image_votes where image_id in (select id from community_images where ink_id = ?)',
    ).run(id);
    db.prepare('delete from community_images where ink_id = ?').run(id);
    db.prepare(
      `update inks set community_image_count = 0, consensus_l = null, consensus_a = null,
         consensus_b = null, consensus_swatches = null where id = ?`,
    ).run(id);
    db.prepare('delete from inventory_entries where ink_id = ?').run(id);
  });
}

function labOf(inkId: number): Lab {
  return withDb((db) => {
    const row = db
      .prepare<[number], Lab>('select lab_l as l, lab_a as a, lab_b as b from inks where id = ?')
      .get(inkId);
    if (!row) throw new Error('no ink');
    return row;
  });
}

/**
 * A phone photo of a shading swatch of `ink` on the printed card (paler where it ran thin,
 * deeper where it pooled), under a warm lamp, turned a little.
 */
async function cardPhoto(ink: Lab, seed: number, size = { width: 1600, height: 1200 }) {
  const shot = renderCardPhoto({
    ...size,
    pxPerMm: size.width / 160,
    shading: {
      light: { l: Math.min(90, ink.l + 18), a: ink.a * 0.7, b: ink.b * 0.7 },
      dark: { l: Math.max(8, ink.l - 12), a: ink.a, b: ink.b },
    },
    seed,
    angle: 6 + seed * 3,
    cast: [1, 0.9, 0.74],
    clutter: true,
  });
  return encodePhoto(shot, 'jpeg', { quality: 90 });
}

/** A trusted member shares a swatch on the card through the API, in a context of their own. */
async function shareSwatch(browser: Browser, user: TestUser, inkId: number, jpeg: Buffer) {
  const context: BrowserContext = await browser.newContext({ baseURL: BASE_URL });
  try {
    await signInAs(context, user);
    const { csrfToken } = (await (await context.request.get('/api/auth/csrf-token')).json()) as {
      csrfToken: string;
    };
    const res = await context.request.post(`/api/inks/${inkId}/community-images`, {
      headers: { 'X-CSRF-Token': csrfToken },
      data: {
        imageUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
        category: 'Swatch',
        paperType: 'Rhodia 80 gsm',
        ownershipConfirmed: true,
        appropriatenessConfirmed: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await context.close();
  }
}

test('a member photographs a swatch on the printed card, sees it measured, and the ink page shows its range', async ({
  page,
  browser,
}, info) => {
  const ink = inkFor(info, 0);
  const lab = labOf(ink.id);
  // members measure it a touch deeper than the catalogue's scan
  const measured: Lab = { l: lab.l - 3, a: lab.a, b: lab.b };

  // the card, as the ink page links it
  const member = createUser('user');
  await signInAs(page.context(), member);
  await page.goto(`/ink/${ink.id}`);
  const cardLink = colourCard(page).getByRole('link', { name: 'Inklore swatch card' });
  await expect(cardLink).toHaveAttribute('href', '/api/swatch-card.pdf');
  const pdf = await page.request.get('/api/swatch-card.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // the member shares a photo of their swatch on it, from the phone's camera roll
  await page
    .getByRole('region', { name: 'Community Images' })
    .getByRole('button', { name: 'Share an image' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Share an image' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'swatch-on-card.jpg',
    mimeType: 'image/jpeg',
    buffer: await cardPhoto(measured, 1),
  });
  await dialog.getByLabel('Category').selectOption('Swatch');
  await expect(dialog.getByRole('link', { name: 'Inklore swatch card' })).toBeVisible();
  await dialog.getByLabel(/^Paper type/).fill('Tomoe River 52 gsm');
  await dialog.getByLabel(/^Caption/).fill('On the swatch card');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const confirm = page.getByRole('dialog', { name: 'Before you upload' });
  await confirm.getByRole('checkbox', { name: /my own image, or I have permission/ }).check();
  await confirm.getByRole('checkbox', { name: /shows this ink and is appropriate/ }).check();
  await confirm.getByRole('button', { name: 'Confirm and upload' }).click();
  await expect(dialog).toBeHidden();

  // measured on the card, with its confidence and the colours read
  const item = page
    .getByRole('region', { name: 'Community Images' })
    .getByRole('article', { name: 'On the swatch card' });
  const measurement = item.getByTestId('swatch-measurement');
  await expect(measurement).toContainText(/Measured on the swatch card · confidence \d+%/);
  // a shading ink: its light end is not its dark end
  const light = await measurement
    .getByText(/^Light/)
    .locator('..')
    .textContent();
  const dark = await measurement.getByText(/^Dark/).locator('..').textContent();
  expect(light?.match(/#[0-9a-f]{6}/)?.[0]).not.toBe(dark?.match(/#[0-9a-f]{6}/)?.[0]);
  await expect(colourCard(page).getByTestId('ink-range')).toContainText(
    '1 swatch, 1 on the swatch card',
  );
  await expect(colourCard(page).getByTestId('consensus')).toContainText(
    // the journeys' members are trusted at once (playwright.config.ts's TRUST_* settings)
    'keep the catalogue colour until 3 trusted swatches on the card agree (1 so far)',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(item, { path: info.outputPath('measured-swatch.png') });

  // two more trusted members' swatches of the same ink: the range rests on three, and the
  // answers move to the members' colour, saying so
  for (const seed of [2, 3]) {
    await shareSwatch(browser, createUser('user'), ink.id, await cardPhoto(measured, seed));
  }
  await page.reload();
  const range = colourCard(page).getByTestId('ink-range');
  await expect(range).toContainText('3 swatches, 3 on the swatch card');
  await expect(
    range.getByRole('img', { name: /^From #[0-9a-f]{6} where it runs thin/ }),
  ).toBeVisible();
  await expect(colourCard(page).getByTestId('consensus')).toContainText(
    "Similar inks and colour search use the members' colour for this ink: 3 trusted swatches",
  );
  await expect(similar(page).getByTestId('members-colour-note')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(colourCard(page), { path: info.outputPath('ink-range.png') });
});

test('a reader with deuteranopia sees which similar inks look alike to them, on the ink page and in compare', async ({
  page,
}, info) => {
  // a red: to a deuteranope, greens and browns come close to it
  const red = withDb((db) =>
    db
      .prepare<[], { id: number; name: string }>(
        "select id, name from inks where color_family = 'Red' and deleted_at is null order by id limit 1",
      )
      .get(),
  );
  if (!red) throw new Error('a red ink expected');
  await page.goto(`/ink/${red.id}`);
  const block = similar(page);
  await expect(block.getByTestId('similar-ink').first()).toBeVisible();
  await expect(block.getByTestId('looks-alike')).toHaveCount(0);
  await block.getByRole('combobox', { name: 'Colour vision' }).selectOption('deuteranopia');
  await expect(block.getByTestId('looks-alike-summary')).toContainText(
    /Measured as seen with Deuteranopia \(green-blind\): \d+ inks? looks? alike to you/,
  );
  await expect(block.getByTestId('looks-alike').first()).toBeVisible();
  await expect(block.getByText(/typical vision: ΔE \d+\.\d/).first()).toBeVisible();
  // every swatch now names its colour in words (large ones on the swab, small ones as a title)
  await expect(page.getByTestId('swab-words').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: info.outputPath('deuteranopia.png'), fullPage: false });

  // remembered on this device
  await page.reload();
  await expect(similar(page).getByRole('combobox', { name: 'Colour vision' })).toHaveValue(
    'deuteranopia',
  );
  await expect(similar(page).getByTestId('looks-alike').first()).toBeVisible();

  // compare: the difference as they see it, beside the plain one
  const other = withDb((db) =>
    db
      .prepare<[], { id: number }>(
        "select id from inks where color_family = 'Green' and deleted_at is null order by id limit 1",
      )
      .get(),
  );
  await page.goto(`/compare?ids=${red.id},${other?.id ?? 1}`);
  const pairs = page.getByTestId('pairs');
  await expect(pairs.getByRole('columnheader', { name: 'As you see it' })).toBeVisible();
  await expect(page.getByTestId('looks-alike-summary')).toContainText(
    'Also measured as seen with Deuteranopia (green-blind)',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // back to typical vision: the column goes
  await page.getByRole('combobox', { name: 'Colour vision' }).selectOption('none');
  await expect(pairs.getByRole('columnheader', { name: 'As you see it' })).toHaveCount(0);
});

test('a member sees the gaps in their palette with inks to fill them', async ({ page }, info) => {
  const member = createUser('user');
  const owned = [1, 2, 3].map((slot) => inkFor(info, slot));
  withDb((db) => {
    const now = new Date().toISOString();
    for (const ink of owned)
      db.prepare(
        `insert into inventory_entries (user_id, ink_id, status, created_at, updated_at)
         values (?, ?, 'owned', ?, ?)`,
      ).run(member.id, ink.id, now, now);
  });
  await signInAs(page.context(), member);
  await page.goto('/profile');
  const palette = page.getByRole('region', { name: 'My palette' });
  await expect(palette.getByRole('img', { name: /^3 inks/ })).toBeVisible();
  const gaps = palette.getByTestId('palette-gap');
  await expect(gaps.first()).toBeVisible();
  expect(await gaps.count()).toBeGreaterThan(0);
  // each gap offers catalogue inks to fill it, linked to their pages
  const suggestion = gaps.first().getByRole('link').first();
  await expect(suggestion).toHaveAttribute('href', /^\/ink\/\d+/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(palette, { path: info.outputPath('palette.png') });
  await suggestion.click();
  await expect(page).toHaveURL(/\/ink\/\d+/);
});
