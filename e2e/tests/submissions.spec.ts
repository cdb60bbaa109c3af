import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { appReady, expect, screenshot, seriousViolations, test, withDb } from '../fixtures/test.ts';
import {
  BASE_URL,
  createUser,
  setTotpEnabled,
  signInAs,
  uniqueName,
  type TestUser,
} from '../support/accounts.ts';

/**
 * Share a discovery (/submit) and its review in the staff console (decisions.md
 * "Submissions and moderation"): the live likely-duplicates list, the question before a
 * likely duplicate is sent, the member's submissions on /profile, a moderator approving one
 * (it is in /browse at once) and rejecting another with a reason the member reads; other
 * names a member gives, found by search once the discovery is approved.
 */

const SCREENS_DIR = path.join(import.meta.dirname, '..', 'test-results', 'screens');
const shot = (name: string) => path.join(SCREENS_DIR, `${name}.png`);
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

function moderator(): TestUser {
  const user = createUser('moderator');
  setTotpEnabled(user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  return user;
}

/** A plain PNG of one colour (a photo of a swab, as far as the form can tell). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Ku-jaku by Pilot: in the demo catalogue, the duplicate the form should find. */
function kujaku(): number {
  return withDb((db) => {
    const row = db
      .prepare<[], { id: number }>(
        `select id from inks where name = 'Ku-jaku' and brand = 'Pilot' and deleted_at is null`,
      )
      .get();
    if (!row) throw new Error('The demo catalogue has no Pilot Ku-jaku');
    return row.id;
  });
}

/** A discovery sent as `user` through the API, as the form would send it. */
async function shareAs(
  browser: Browser,
  user: TestUser,
  body: { name: string; brand: string; colorHex: string; color: string },
): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    await signInAs(context, user);
    const { csrfToken } = (await (await context.request.get('/api/auth/csrf-token')).json()) as {
      csrfToken: string;
    };
    const res = await context.request.post('/api/submissions', {
      headers: { 'X-CSRF-Token': csrfToken },
      data: { ...body, description: 'Seen at a pen show.', properties: ['Shading'] },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await context.close();
  }
}

test('visitors are asked to sign in, unverified members to verify first', async ({
  page,
  context,
}) => {
  await page.goto('/submit');
  await expect(page.getByRole('heading', { level: 1, name: 'Share a Discovery' })).toBeVisible();
  await expect(page.getByText('Sign in to share a discovery')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute(
    'href',
    '/login?next=%2Fsubmit',
  );
  await expect(page.locator('main form')).toHaveCount(0);

  await signInAs(context, createUser('user', { verified: false }));
  await page.reload();
  await expect(
    page.getByText('Please verify your email address to share a discovery.'),
  ).toBeVisible();
  await expect(
    page.locator('main').getByRole('button', { name: 'Resend verification email' }),
  ).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a member shares a discovery; a likely duplicate is shown live and asked about', async ({
  page,
  context,
}, info) => {
  const existing = kujaku();
  await signInAs(context, createUser('user'));
  await page.goto('/submit');
  const form = page.locator('main form');

  // the live list: Pilot's Ku-jaku, whatever the case and punctuation
  await form.getByLabel('Brand').fill('pilot');
  await form.getByLabel('Ink name').fill('KU JAKU');
  const likely = page.getByRole('list', { name: 'Likely duplicates' });
  await expect(likely.getByRole('link', { name: /Pilot Ku-jaku/ })).toHaveAttribute(
    'href',
    `/ink/${existing}`,
  );
  await expect(likely).toContainText('Same name');

  // the fields are checked before anything is sent
  await form.getByRole('button', { name: 'Share Discovery' }).click();
  await expect(form.getByText('Choose a colour family.')).toBeVisible();
  await expect(form.getByText('Give the colour as #rrggbb.')).toBeVisible();

  // the hex field drives the swatch, and suggests the family until one is chosen
  await form.getByLabel('Hex code').fill('1F6F78');
  await form.getByLabel('Hex code').blur();
  await expect(form.getByLabel('Hex code')).toHaveValue('#1f6f78');
  await expect(form.getByLabel('Colour family')).toHaveValue('Teal');
  await expect(form.locator('figure figcaption')).toContainText('#1f6f78');
  await form.getByLabel('Description (optional)').fill('A peacock teal with a red sheen.');
  await form.getByText('Sheening', { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-submit-duplicate`), fullPage: true });

  // sending it asks first; going back sends nothing
  await form.getByRole('button', { name: 'Share Discovery' }).click();
  const question = page.getByRole('alertdialog', { name: 'Is it already in the catalogue?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('link', { name: /Pilot Ku-jaku/ })).toHaveAttribute(
    'href',
    `/ink/${existing}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-submit-confirm`) });
  await question.getByRole('button', { name: 'Go back and check' }).click();
  await expect(question).toBeHidden();

  // a different ink after all: send anyway
  await form.getByRole('button', { name: 'Share Discovery' }).click();
  await question.getByRole('button', { name: 'Send anyway' }).click();
  await expect(toasts(page).getByText('Discovery shared')).toBeVisible();
  const sent = page.getByRole('region', { name: /KU JAKU/i });
  await expect(sent.getByText('Pending review')).toBeVisible();
  await expect(sent).toContainText('the moderator will compare them');
  await screenshot(page, { path: shot(`${info.project.name}-submit-sent`), fullPage: true });

  // a new ink of its own: nothing like it, sent at once
  await sent.getByRole('button', { name: 'Share another discovery' }).click();
  const name = uniqueName('Nebula ');
  await form.getByLabel('Brand').fill('Inklore Test Works');
  await form.getByLabel('Ink name').fill(name);
  await expect(page.getByText('No ink of that brand and name in the catalogue yet.')).toBeVisible();
  await form.getByLabel('Colour family').selectOption('Purple');
  await form.getByLabel('Hex code').fill('#5b3a8c');
  // a picture: previewed, fitted in 1200 px and re-encoded before it is sent
  await form.locator('input[type="file"]').setInputFiles({
    name: 'swab.png',
    mimeType: 'image/png',
    buffer: png(1600, 1000, [91, 58, 140]),
  });
  await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-submit-dark`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });
  await form.getByRole('button', { name: 'Share Discovery' }).click();
  await expect(toasts(page).getByText('Discovery shared')).toBeVisible();
  const second = page.getByRole('region', { name: `Inklore Test Works ${name}` });
  const picture = second.getByRole('img', { name: `Your picture of Inklore Test Works ${name}` });
  await expect(picture).toHaveAttribute('src', /^\/media\/.+\.jpg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  // both wait on the member's profile
  await page.getByRole('link', { name: 'See my submissions' }).click();
  await expect(page).toHaveURL(/\/profile#my-submissions$/);
  const mine = page.getByRole('list', { name: 'My submissions' });
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText(
    'Pending review',
  );
  await expect(mine.getByRole('listitem').filter({ hasText: 'KU JAKU' })).toContainText(
    'Pending review',
  );
});

test('a moderator approves a discovery (in /browse at once) and rejects another with a reason', async ({
  page,
  context,
  browser,
}, info) => {
  const member = createUser('user');
  const tag = `${info.project.name}${Date.now().toString(36)}`;
  const keep = `Aurora ${tag}`;
  const drop = `Smudge ${tag}`;
  await shareAs(browser, member, {
    brand: 'Inklore Test Works',
    name: keep,
    color: 'Green',
    colorHex: '#2f7d6d',
  });
  await shareAs(browser, member, {
    brand: 'Inklore Test Works',
    name: drop,
    color: 'Grey/Silver',
    colorHex: '#8a8f9c',
  });

  await signInAs(context, moderator(), { mfa: true });
  await page.goto('/admin?tab=submissions');
  await expect(page.getByRole('tab', { name: /Submissions/, selected: true })).toBeVisible();
  const queue = page.getByRole('list', { name: 'Discoveries to review' });
  const kept = queue.getByRole('listitem').filter({ hasText: keep });
  const dropped = queue.getByRole('listitem').filter({ hasText: drop });
  await expect(kept).toContainText(`Shared by ${member.username}`);
  await expect(kept).toContainText('Nothing like it in the catalogue.');
  await expect(page.getByRole('heading', { name: 'Profile images to review' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-admin-submissions`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: null });

  await kept.getByRole('button', { name: 'Approve' }).click();
  await expect(
    toasts(page).getByText(`Inklore Test Works ${keep} is in the catalogue now.`),
  ).toBeVisible();
  await expect(kept).toHaveCount(0);

  // a reason is required
  await dropped.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject Inklore Test Works ${drop}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('We could not find this ink anywhere; please add a link.');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: shot(`${info.project.name}-admin-reject`) });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toasts(page).getByText('Discovery rejected')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(dropped).toHaveCount(0);

  // the decided ones a click away
  await page.getByRole('button', { name: 'Approved' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Approved discoveries' })
      .getByRole('link', { name: `Inklore Test Works ${keep}` }),
  ).toBeVisible();

  // the approved ink is in the catalogue, credited to the member
  await page.goto(`/browse?search=${encodeURIComponent(keep)}`);
  await page
    .getByRole('link', { name: new RegExp(keep) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: keep })).toBeVisible();

  // the member sees where each stands
  await context.clearCookies();
  await signInAs(context, member);
  await page.goto('/profile');
  const mine = page.getByRole('list', { name: 'My submissions' });
  const approved = mine.getByRole('listitem').filter({ hasText: keep });
  await expect(approved).toContainText('Approved');
  await expect(approved.getByRole('link', { name: `Inklore Test Works ${keep}` })).toHaveAttribute(
    'href',
    /^\/ink\/\d+$/,
  );
  const rejected = mine.getByRole('listitem').filter({ hasText: drop });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText(
    'Reason: We could not find this ink anywhere; please add a link.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page.getByRole('region', { name: 'My submissions' }), {
    path: shot(`${info.project.name}-profile-submissions`),
  });
});

test('a member shares a discovery with another name; once approved, search finds it by that name', async ({
  page,
  context,
  browser,
}, info) => {
  test.slow(); // two people, the form, the queue and the search, axe on each
  const member = createUser('user');
  const name = uniqueName('Gloaming ');
  const other = uniqueName('Crepuscule');
  await signInAs(context, member);
  await page.goto('/submit');
  const form = page.locator('main form');
  await form.getByLabel('Brand').fill('Inklore Test Works');
  await form.getByLabel('Ink name').fill(name);
  await form.getByLabel('Colour family').selectOption('Blue');
  await form.getByLabel('Hex code').fill('#2c4a7a');
  const names = form.getByRole('group', { name: 'Other names or spellings (optional)' });
  const field = names.getByLabel('Add a name');
  await field.fill(other);
  await field.press('Enter');
  await field.fill('Twilight Test');
  await names.getByRole('button', { name: 'Add name' }).click();
  const list = names.getByRole('list', { name: 'Other names or spellings' });
  await expect(list.getByRole('listitem')).toHaveText([other, 'Twilight Test']);
  await list.getByRole('button', { name: 'Remove Twilight Test' }).click();
  await expect(list.getByRole('listitem')).toHaveText([other]);
  expect(await seriousViolations(page)).toEqual([]);
  await names.scrollIntoViewIfNeeded();
  await screenshot(page, { path: shot(`${info.project.name}-submit-other-names`) });

  await form.getByRole('button', { name: 'Share Discovery' }).click();
  await expect(toasts(page).getByText('Discovery shared')).toBeVisible();
  const sent = page.getByRole('region', { name: `Inklore Test Works ${name}` });
  await expect(sent).toContainText(`Other names: ${other}`);

  // the moderator sees the other name on the card, and approves
  const staffContext = await browser.newContext({ baseURL: BASE_URL });
  try {
    await signInAs(staffContext, moderator(), { mfa: true });
    const staffPage = await staffContext.newPage();
    await staffPage.goto('/admin?tab=submissions');
    await appReady(staffPage);
    const card = staffPage
      .getByRole('list', { name: 'Discoveries to review' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(card).toContainText(`Other names: ${other}`);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(
      toasts(staffPage).getByText(`Inklore Test Works ${name} is in the catalogue now.`),
    ).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // found by its other name, and the ink keeps it
  await page.goto(`/browse?search=${encodeURIComponent(other)}`);
  const found = page.getByTestId('ink-card').filter({ hasText: name });
  await expect(found).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await found.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const inkId = Number(new URL(page.url()).pathname.split('/').pop());
  const ink = (await (await page.request.get(`/api/inks/${inkId}`)).json()) as {
    aliases: string[];
  };
  expect(ink.aliases).toEqual([other]);
});
