import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, screenshot, seriousViolations, test } from '../fixtures/test.ts';
import { createUser, setTotpEnabled, signInAs } from '../support/accounts.ts';

/**
 * News management at /admin/news and /manage-news (spec §2): a moderator writes a
 * story with a cover, previews its Markdown as readers will see it, saves a draft nobody else
 * can read, publishes it (the list, the story and the Atom feed show it), unpublishes it, and
 * deletes it.
 */

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let c = 0xffffffff;
  for (const b of body) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** A 320 x 180 PNG: an ink-blue to teal wash, made here so the repository holds no binary. */
function coverPng(): Buffer {
  const [w, h] = [320, 180];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < h; y++) {
    rows.push(0); // no filter
    for (let x = 0; x < w; x++) {
      const t = x / w;
      rows.push(44, Math.round(74 + 51 * t), Math.round(122 - 13 * t));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What a signed-out visitor sees at `path` (a fresh browser context, no cookies). */
async function asVisitor<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

test('only staff manage the news', async ({ page, context }) => {
  await page.goto('/manage-news');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible();
  await expect(page.getByText('Sign in with a moderator or admin account')).toBeVisible();
  await signInAs(context, createUser('user'));
  await page.reload();
  await expect(page.getByText('This page is for moderators and admins.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New story' })).toHaveCount(0);
});

test('a moderator writes, previews, publishes and unpublishes a story', async ({
  page,
  context,
  browser,
}, info) => {
  const moderator = createUser('moderator');
  setTotpEnabled(moderator.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  await signInAs(context, moderator, { mfa: true });
  const title = `Autumn inks ${info.project.name} ${Date.now().toString(36)}`;
  const phone = info.project.name === 'phone';

  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stories' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Writing, with the live preview.
  await page.getByRole('link', { name: 'New story' }).click();
  await expect(page).toHaveURL(/\/admin\/news\?story=new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New story' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('Three new blues, and one teal that shades to black.');
  await page
    .getByLabel('Story', { exact: true })
    .fill(
      [
        '# The blues',
        '',
        'Some **bold** words and [a maker](https://example.test/maker).',
        '',
        '<script>window.pwned = true</script>',
        '',
        '[not a link](javascript:alert(1))',
      ].join('\n'),
    );
  if (phone) await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByTestId('story-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'The blues' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('bold');
  await expect(preview.getByRole('link', { name: 'a maker' })).toHaveAttribute(
    'rel',
    'noopener nofollow',
  );
  await expect(preview.getByText('<script>window.pwned = true</script>')).toBeVisible();
  await expect(preview.getByText('[not a link](javascript:alert(1))')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'not a link' })).toHaveCount(0);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
  if (phone) await page.getByRole('button', { name: 'Write', exact: true }).click();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: coverPng(),
  });
  await expect(page.getByRole('img', { name: 'The cover image' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, { path: info.outputPath('editor.png'), fullPage: true });

  // A draft: in the staff's list, nowhere for a visitor.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toasts(page).getByText('Draft saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  const href = await row.getByRole('link', { name: 'View draft' }).getAttribute('href');
  const storyPath = href ?? '';
  expect(storyPath).toMatch(/^\/news\/\d+$/);
  await asVisitor(browser, async (visitor) => {
    await visitor.goto(storyPath);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Story Not Found' })).toBeVisible();
    const feed = await visitor.request.get('/news/feed.xml');
    expect(await feed.text()).not.toContain(title);
  });

  // Published: on the news page, its own page and in the feed.
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(toasts(page).getByText('Story published.')).toBeVisible();
  await expect(row).toContainText('Published');
  await screenshot(page, { path: info.outputPath('list.png'), fullPage: true });
  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/news');
    await expect(
      visitor.locator('head link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute('href', '/news/feed.xml');
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(new RegExp(`${storyPath}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = visitor.locator('.prose-ink');
    await expect(body.getByRole('heading', { level: 2, name: 'The blues' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'a maker' })).toHaveAttribute(
      'href',
      'https://example.test/maker',
    );
    await expect(body.getByText('<script>window.pwned = true</script>')).toBeVisible();
    expect(await visitor.evaluate(() => 'pwned' in window)).toBe(false);
    await expect(visitor.locator('main img[src^="/media/news/"]')).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, { path: info.outputPath('story.png'), fullPage: true });
    const feed = await visitor.request.get('/news/feed.xml');
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain(`<title type="text">${title}</title>`);
  });

  // Unpublished: a draft again, gone for visitors and from the feed.
  await row.getByRole('button', { name: 'Unpublish' }).click();
  await expect(toasts(page).getByText('Story unpublished: it is a draft again.')).toBeVisible();
  await expect(row).toContainText('Draft');
  await asVisitor(browser, async (visitor) => {
    await visitor.goto(storyPath);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Story Not Found' })).toBeVisible();
    expect(await (await visitor.request.get('/news/feed.xml')).text()).not.toContain(title);
  });

  // Staff still read the draft, marked as one.
  await page.goto(storyPath);
  await expect(page.getByRole('note')).toContainText('Draft.');

  // Edited, then deleted.
  await page.goto('/manage-news');
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit story' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (revised)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).getByText('Draft saved.')).toBeVisible();
  const revised = page.getByRole('listitem').filter({ hasText: `${title} (revised)` });
  await revised.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete this story?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Story deleted.')).toBeVisible();
  await expect(revised).toHaveCount(0);
});
