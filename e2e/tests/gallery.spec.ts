import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test, withDb } from '../fixtures/test.ts';
import { journeyInk } from '../support/inks.ts';
import {
  BASE_URL,
  createUser,
  setTotpEnabled,
  signInAs,
  type TestUser,
} from '../support/accounts.ts';

/**
 * The community gallery on an ink page (spec §2, §4, §5, §8; decisions.md "Community images
 * and votes", "Submissions and moderation") against the real server: sharing an image with
 * the two certifications and a progress bar, the count in Profile Details, filters, votes that
 * toggle and move, the owner's deletion, staff's official mark, reports, and profile image
 * submissions.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const gallery = (page: Page) => page.getByRole('region', { name: 'Community Images' });
const details = (page: Page) => page.getByRole('region', { name: 'Profile Details' });

function inkFor(info: TestInfo, slot: number, base = 820) {
  return journeyInk(info, base, slot, (db, id) => {
    db.prepare('delete from community_images where ink_id = ?').run(id);
    db.prepare('delete from profile_image_submissions where ink_id = ?').run(id);
    db.prepare(`update inks set images = '[]', community_image_count = 0 where id = ?`).run(id);
  });
}

/** A PNG of `width` x `height`: a wash of `rgb` from light to deep, like a swab. */
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
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = 0.55 + 0.45 * (x / width) - 0.15 * Math.sin((y / height) * Math.PI);
      for (let c = 0; c < 3; c++)
        rows[row + 1 + x * 3 + c] = Math.round(255 - (255 - (rgb[c] ?? 0)) * Math.min(1, t));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TEAL = png(1200, 900, [31, 111, 120]);

/** Shares an image as `user` through the API (another member, in a context of their own). */
async function shareAs(
  browser: Browser,
  user: TestUser,
  inkId: number,
  body: Record<string, unknown>,
): Promise<number> {
  const context: BrowserContext = await browser.newContext({ baseURL: BASE_URL });
  try {
    await signInAs(context, user);
    const token = (
      (await (await context.request.get('/api/auth/csrf-token')).json()) as {
        csrfToken: string;
      }
    ).csrfToken;
    const res = await context.request.post(`/api/inks/${inkId}/community-images`, {
      headers: { 'X-CSRF-Token': token },
      data: {
        imageUrl: `data:image/png;base64,${png(400, 300, [122, 35, 48]).toString('base64')}`,
        category: 'Other',
        ownershipConfirmed: true,
        appropriatenessConfirmed: true,
        ...body,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  } finally {
    await context.close();
  }
}

test('a member shares an image: certifications, real progress, the count, then deletes it', async ({
  page,
}, info) => {
  const ink = inkFor(info, 0);
  const member = createUser('user');
  await signInAs(page.context(), member);
  await page.goto(`/ink/${ink.id}`);
  await expect(details(page)).toContainText('No images in gallery');
  await expect(gallery(page).getByText('No community images yet.')).toBeVisible();

  await gallery(page).getByRole('button', { name: 'Share an image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share an image' });
  await expect(dialog).toBeVisible();
  const file = dialog.locator('input[type="file"]');

  // nothing chosen, then something that is not an image
  // (a modal dialog hides the toasts from the accessibility tree: it says the same itself)
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please select an image to upload.');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByRole('alert')).toContainText('Please select an image file.');

  // a photo, dropped on the zone
  const dropped = await page.evaluateHandle((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'teal-swab.png', { type: 'image/png' }));
    return transfer;
  }, TEAL.toString('base64'));
  await dialog.getByText('or drop it here').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await expect(dialog.getByText('teal-swab.png')).toBeVisible();

  await expect(dialog.getByLabel('Category')).toHaveValue('Other');
  await dialog.getByLabel('Category').selectOption('Swatch');
  await dialog.getByLabel(/^Paper type/).fill('Tomoe River 52 gsm');
  await expect(dialog.getByText('18/30')).toBeVisible();
  await dialog.getByLabel(/^Pen\/nib/).fill('Pilot Custom 74, medium');
  await expect(dialog.getByText('23/50')).toBeVisible();
  await dialog.getByLabel(/^Caption/).fill('  Shading from teal to nearly black  ');
  await expect(dialog.getByRole('checkbox', { name: /official/i })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: info.outputPath('upload-dialog.png') });

  await dialog.getByRole('button', { name: 'Upload' }).click();
  const confirm = page.getByRole('dialog', { name: 'Before you upload' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm and upload' }).click();
  await expect(confirm.getByRole('alert')).toContainText(
    'Please confirm both ownership and appropriateness certifications',
  );
  await confirm.getByRole('checkbox', { name: /my own image, or I have permission/ }).check();
  await confirm.getByRole('checkbox', { name: /shows this ink and is appropriate/ }).check();
  expect(await seriousViolations(page)).toEqual([]);

  // the progress comes from XMLHttpRequest's upload events: watch the bar's values
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const now = bar?.getAttribute('aria-valuenow');
      if (now && seen.at(-1) !== now) seen.push(now);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const request = page.waitForRequest(`**/api/inks/${ink.id}/community-images`);
  await confirm.getByRole('button', { name: 'Confirm and upload' }).click();
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    caption: 'Shading from teal to nearly black',
    category: 'Swatch',
    paperType: 'Tomoe River 52 gsm',
    penNib: 'Pilot Custom 74, medium',
    isOfficial: false,
    ownershipConfirmed: true,
    appropriatenessConfirmed: true,
  });
  expect(String(sent.imageUrl)).toMatch(/^data:image\/jpeg;base64,/);
  await expect(
    toasts(page).getByText('Your image has been uploaded and is now visible to the community!'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const progress = await page.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  expect(progress.at(-1)).toBe('100');

  // resized in the browser to fit 800 px, re-encoded by the server
  const stored = withDb((db) =>
    db
      .prepare<[number], { width: number; height: number }>(
        'select width, height from community_images where ink_id = ?',
      )
      .get(ink.id),
  );
  expect(stored).toEqual({ width: 800, height: 600 });

  const item = gallery(page).getByRole('article', { name: 'Shading from teal to nearly black' });
  await expect(item).toContainText('Swatch');
  await expect(item).toContainText('Tomoe River 52 gsm');
  await expect(item).toContainText('Pilot Custom 74, medium');
  await expect(item.getByRole('link', { name: member.username })).toHaveAttribute(
    'href',
    `/user/${member.username}`,
  );
  // one's own image: no vote, no report, no second upload
  await expect(item.getByRole('button', { name: /^Upvote/ })).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Report/ })).toHaveCount(0);
  await expect(gallery(page).getByRole('button', { name: 'Share an image' })).toHaveCount(0);
  await expect(details(page)).toContainText('1 image in gallery');
  // the gallery above shows it as the ink's first image
  await expect(
    page.getByRole('img', { name: /image 1 of 1: Shading from teal to nearly black/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(gallery(page), { path: info.outputPath('community-images.png') });

  // no horizontal scrolling on a phone
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await item.getByRole('button', { name: 'Delete your image' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(
    'Are you sure you want to delete your image? This action cannot be undone.',
  );
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Image Deleted')).toBeVisible();
  await expect(details(page)).toContainText('No images in gallery');
  await expect(gallery(page).getByRole('button', { name: 'Share an image' })).toBeVisible();
  await page.reload();
  await expect(details(page)).toContainText('No images in gallery');
});

test('votes toggle and move; visitors are asked to log in; filters narrow the list', async ({
  page,
  browser,
}, info) => {
  const ink = inkFor(info, 1);
  const ada = createUser('user', { prefix: 'ada' });
  const ben = createUser('user', { prefix: 'ben' });
  await shareAs(browser, ada, ink.id, {
    caption: 'Ada on Rhodia',
    category: 'Handwriting',
    paperType: 'Rhodia',
    penNib: 'Lamy 2000 EF',
  });
  await shareAs(browser, ben, ink.id, { caption: 'Ben swatch', category: 'Swatch' });

  // a visitor sees the votes and is asked to log in
  await page.goto(`/ink/${ink.id}`);
  await expect(details(page)).toContainText('2 images in gallery');
  const adaImage = gallery(page).getByRole('article', { name: 'Ada on Rhodia' });
  const benImage = gallery(page).getByRole('article', { name: 'Ben swatch' });
  await adaImage.getByRole('button', { name: /^Upvote/ }).click();
  await expect(toasts(page).getByText('Please log in to vote on community images.')).toBeVisible();
  await expect(gallery(page).getByRole('link', { name: /Sign in to share/ })).toBeVisible();

  // filters
  await gallery(page).getByLabel('Category').selectOption('Swatch');
  await expect(gallery(page).getByText('Showing 1 of 2 images')).toBeVisible();
  await expect(adaImage).toHaveCount(0);
  await gallery(page).getByLabel('Category').selectOption('');
  await gallery(page).getByLabel('Paper type').selectOption({ label: 'Rhodia (1)' });
  await expect(benImage).toHaveCount(0);
  await expect(adaImage).toBeVisible();
  await gallery(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(benImage).toBeVisible();

  // a member votes, moves the vote, takes it back
  await signInAs(page.context(), createUser('user'));
  await page.reload();
  const voteAda = adaImage.getByRole('button', { name: /^Upvote/ });
  const voteBen = benImage.getByRole('button', { name: /^Upvote/ });
  await expect(voteAda).toHaveAttribute('aria-pressed', 'false');
  await voteAda.click();
  await expect(toasts(page).getByText('You upvoted this image!')).toBeVisible();
  await expect(voteAda).toHaveAttribute('aria-pressed', 'true');
  await expect(voteAda).toHaveAccessibleName(/\(1 vote\)$/);

  await voteBen.click();
  await expect(voteBen).toHaveAttribute('aria-pressed', 'true');
  await expect(voteBen).toHaveAccessibleName(/\(1 vote\)$/);
  await expect(voteAda).toHaveAttribute('aria-pressed', 'false');
  await expect(voteAda).toHaveAccessibleName(/\(0 votes\)$/);

  await page.reload();
  await expect(voteBen).toHaveAttribute('aria-pressed', 'true');
  await voteBen.click();
  await expect(toasts(page).getByText('Vote Removed')).toBeVisible();
  await expect(voteBen).toHaveAttribute('aria-pressed', 'false');
  await expect(voteBen).toHaveAccessibleName(/\(0 votes\)$/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(gallery(page), { path: info.outputPath('votes.png') });

  // full size, with who shared it; Escape brings focus back to the card
  const open = adaImage.getByRole('button', { name: /^Open .* full size$/ });
  await open.click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toContainText('Ada on Rhodia · Handwriting · Rhodia · Lamy 2000 EF');
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  await expect(lightbox).toContainText('Ben swatch · Swatch');
  await screenshot(page, { path: info.outputPath('lightbox.png') });
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(open).toBeFocused();

  // others' images can be reported
  await adaImage.getByRole('button', { name: /^Report/ }).click();
  const report = page.getByRole('dialog', { name: /^Report/ });
  await report.getByRole('radio', { name: 'Spam' }).check();
  await report.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toasts(page).getByText('Report Submitted')).toBeVisible();
  const reported = withDb(
    (db) =>
      db
        .prepare<[number], { n: number }>(
          `select count(*) as n from reports where target_type = 'community_image' and target_user_id = ?`,
        )
        .get(ada.id)?.n,
  );
  expect(reported).toBe(1);
});

test('staff mark an image official and delete anyone’s', async ({ page, browser }, info) => {
  const ink = inkFor(info, 2);
  const ada = createUser('user', { prefix: 'ada' });
  const ben = createUser('user', { prefix: 'ben' });
  await shareAs(browser, ada, ink.id, { caption: 'Ada writes' });
  await shareAs(browser, ben, ink.id, { caption: 'Ben swatch', category: 'Swatch' });
  const mod = createUser('moderator');
  setTotpEnabled(mod.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  await signInAs(page.context(), mod, { mfa: true });
  await page.goto(`/ink/${ink.id}`);

  const ben1 = gallery(page).getByRole('article', { name: 'Ben swatch' });
  await ben1.getByRole('button', { name: /^Mark official/ }).click();
  await expect(toasts(page).getByText('Marked official')).toBeVisible();
  const official = gallery(page).getByRole('article', { name: 'Ben swatch (official image)' });
  await expect(official.getByText('Official', { exact: true })).toBeVisible();
  // official first
  await expect(gallery(page).getByRole('article').first()).toHaveAccessibleName(
    'Ben swatch (official image)',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await gallery(page)
    .getByRole('article', { name: 'Ada writes' })
    .getByRole('button', { name: `Delete ${ada.username}'s image` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Image Deleted')).toBeVisible();
  await expect(gallery(page).getByRole('article')).toHaveCount(1);
  await expect(details(page)).toContainText('1 image in gallery');
});

test('a member submits a profile image for review and sees it pending', async ({ page }, info) => {
  const ink = inkFor(info, 3);
  await page.goto(`/ink/${ink.id}`);
  await expect(page.getByRole('button', { name: 'Submit profile image' })).toHaveCount(0);
  await signInAs(page.context(), createUser('user'));
  await page.reload();

  await page.getByRole('button', { name: 'Submit profile image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit profile image' });
  // (a modal dialog hides the toasts from the accessibility tree: it says the same itself)
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please select an image to submit');
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByRole('alert')).toContainText('Please select an image smaller than 5MB');
  await file.setInputFiles({ name: 'bottle.png', mimeType: 'image/png', buffer: TEAL });
  await dialog.getByLabel(/^Caption/).fill('The bottle in daylight');
  await dialog.getByRole('checkbox', { name: /Official Image/ }).check();
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Please confirm both ownership and appropriateness certifications',
  );
  await dialog.getByRole('checkbox', { name: /my own image, or I have permission/ }).check();
  await dialog.getByRole('checkbox', { name: /shows this ink and is appropriate/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    toasts(page).getByText('Your profile image submission has been sent for review.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Submit profile image' })).toBeFocused();

  const mine = page.getByRole('region', { name: 'Your profile image submissions' });
  await expect(mine.getByText('Pending review')).toBeVisible();
  await expect(mine.getByText('The bottle in daylight')).toBeVisible();
  const row = withDb((db) =>
    db
      .prepare<[number], { status: string; is_official: number }>(
        'select status, is_official from profile_image_submissions where ink_id = ?',
      )
      .get(ink.id),
  );
  expect(row).toEqual({ status: 'pending', is_official: 1 });
  await screenshot(page, { path: info.outputPath('ink-page-member.png'), fullPage: true });
});

test('a popular ink shows 24 images, then the rest on "Show more images" (ADR 032)', async ({
  page,
  browser,
}, info) => {
  const ink = inkFor(info, 0, 420);
  const first = createUser('user', { prefix: 'many' });
  const firstId = await shareAs(browser, first, ink.id, { caption: 'Shared first' });
  // 29 more members' images, as uploads would leave them (the one stored image reused),
  // each older than the last, so the newest-first order puts `last` on the second page
  const members = Array.from({ length: 29 }, () => createUser('user', { prefix: 'many' }));
  const last = members[members.length - 1] as TestUser;
  withDb((db) => {
    const shared = db
      .prepare<[number], { image_url: string; thumbnail_url: string }>(
        'select image_url, thumbnail_url from community_images where id = ?',
      )
      .get(firstId);
    if (!shared) throw new Error('the shared image is not there');
    const insert = db.prepare(
      `insert into community_images (ink_id, user_id, image_url, thumbnail_url, width, height,
         caption, category, is_official, created_at)
       values (?, ?, ?, ?, 400, 300, ?, 'Swatch', 0, ?)`,
    );
    members.forEach((m, i) =>
      insert.run(
        ink.id,
        m.id,
        shared.image_url,
        shared.thumbnail_url,
        `Swatch ${i + 2}`,
        new Date(Date.UTC(2020, 0, 30 - i)).toISOString(),
      ),
    );
    db.prepare('update inks set community_image_count = 30 where id = ?').run(ink.id);
  });

  await signInAs(page.context(), last);
  await page.goto(`/ink/${ink.id}`);
  const list = gallery(page).getByRole('list', { name: 'Community images' });
  await expect(list.getByRole('listitem')).toHaveCount(24);
  await expect(gallery(page)).toContainText('Showing 24 of 30 images from the community');
  // their image is on the second page, and still they are not offered to share another
  await expect(gallery(page)).toContainText('You have shared your image of this ink.');
  await expect(gallery(page).getByRole('button', { name: 'Share an image' })).toHaveCount(0);
  await expect(list.getByRole('article', { name: `Swatch 30` })).toHaveCount(0);
  // a card far below the screen is not laid out until it comes near (content-visibility)
  const skipped = () =>
    list
      .getByRole('article')
      .nth(23)
      .evaluate((el) => !el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await skipped()).toBe(true);
  await list.getByRole('article').nth(23).scrollIntoViewIfNeeded();
  await expect.poll(skipped).toBe(false);

  const more = gallery(page).getByRole('button', { name: 'Show more images' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(30);
  await expect(gallery(page)).toContainText('30 images from the community');
  await expect(more).toHaveCount(0);
  await expect(list.getByRole('article', { name: 'Swatch 30' })).toBeVisible();
  // keyboard users carry on from the first new image
  await expect(list.getByRole('listitem').nth(24).locator(':focus')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});
