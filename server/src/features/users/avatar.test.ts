import type { CurrentUser, ErrorBody } from '@inklore/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { hostileCorpus } from '../../../test/hostile-uploads.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function photo(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'jpeg',
  background = '#2c4a7a',
): Promise<string> {
  const img = sharp({ create: { width, height, channels: 3, background } }).withExif({
    IFD0: { Copyright: 'private-camera-owner', Artist: 'Somebody Private' },
  });
  const buf = await img.toFormat(format).toBuffer();
  return `data:image/${format};base64,${buf.toString('base64')}`;
}

describe('POST /api/auth/avatar', () => {
  it('re-encodes the picture as a 256 px JPEG without metadata, served from /media', async () => {
    const { browser } = await withSession(t);
    const res = await browser.post('/api/auth/avatar', { image: await photo(900, 600) });
    expect(res.statusCode, res.body).toBe(200);
    const url = json<CurrentUser>(res).customProfileImage ?? '';
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.width).toBe(256);
    expect(meta.height).toBe(256);
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.toString('latin1')).not.toContain('private-camera-owner');
  });

  it('accepts PNG and WebP, replaces the old file, and can remove the picture', async () => {
    const { browser } = await withSession(t);
    const first = json<CurrentUser>(
      await browser.post('/api/auth/avatar', { image: await photo(300, 300, 'png', '#7a2c4a') }),
    );
    const second = json<CurrentUser>(
      await browser.post('/api/auth/avatar', { image: await photo(300, 300, 'webp', '#4a7a2c') }),
    );
    expect(second.customProfileImage).not.toBe(first.customProfileImage);
    expect(
      (await t.app.inject({ method: 'GET', url: first.customProfileImage ?? '' })).statusCode,
    ).toBe(404);
    const removed = await browser.send('DELETE', '/api/auth/avatar');
    expect(json<CurrentUser>(removed).customProfileImage).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: second.customProfileImage ?? '' })).statusCode,
    ).toBe(404);
  });

  it('names files by content: a shared file stays while anyone still uses it', async () => {
    const a = await withSession(t);
    const b = await withSession(t);
    const image = await photo(320, 320, 'png', '#3b6e5a');
    const url = json<CurrentUser>(
      await a.browser.post('/api/auth/avatar', { image }),
    ).customProfileImage;
    // the same picture again: same name, and the file it "replaced" is itself
    const again = json<CurrentUser>(await a.browser.post('/api/auth/avatar', { image }));
    expect(again.customProfileImage).toBe(url);
    expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);
    // another member with the same picture shares the file
    const theirs = json<CurrentUser>(await b.browser.post('/api/auth/avatar', { image }));
    expect(theirs.customProfileImage).toBe(url);
    await a.browser.send('DELETE', '/api/auth/avatar');
    expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);
    await b.browser.send('DELETE', '/api/auth/avatar');
    expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP image, changing nothing', async () => {
    const { browser, user } = await withSession(t);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;
    const gifLike = `data:image/png;base64,${Buffer.from('GIF89a not really').toString('base64')}`;
    for (const image of [svg, gifLike, 'not a data url', 'data:text/plain;base64,aGVsbG8=']) {
      const res = await browser.post('/api/auth/avatar', { image });
      expect(res.statusCode, image.slice(0, 30)).toBe(400);
      expect(json<ErrorBody>(res).message).toMatch(/\S/);
    }
    const row = await t.db
      .selectFrom('users')
      .select('custom_profile_image')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.custom_profile_image).toBeNull();
  });

  it('refuses an image over 5 MB with 413', async () => {
    const { browser } = await withSession(t);
    const big = `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64')}`;
    const res = await browser.post('/api/auth/avatar', { image: big });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.statusCode).toBe(413);
  });

  it('needs a signed-in user', async () => {
    const res = await new Browser(t.app).post('/api/auth/avatar', { image: await photo(10, 10) });
    expect(res.statusCode).toBe(401);
  });
});

describe('the hostile upload corpus through POST /api/auth/avatar', async () => {
  const corpus = await hostileCorpus();

  for (const file of corpus) {
    it(`${file.name}: ${file.expect}, in the one error shape or as a clean JPEG`, async () => {
      const { browser, user } = await withSession(t);
      const image = `data:image/jpeg;base64,${file.bytes.toString('base64')}`;
      const res = await browser.post('/api/auth/avatar', { image });
      const stored = await t.db
        .selectFrom('users')
        .select('custom_profile_image')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (file.expect === 'refused') {
        expect(res.statusCode, res.body).toBe(400);
        expect(json<ErrorBody>(res).code).toBe('validation_failed');
        expect(stored.custom_profile_image).toBeNull();
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      // the bytes the server keeps and serves: a fresh JPEG, nothing of the upload's extras
      const served = await t.app.inject({ method: 'GET', url: stored.custom_profile_image ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const bytes = served.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    });
  }
});
