import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { CommunityImage, CurrentUser, ErrorBody } from '@inklore/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inkSupply, json, withSession, type TestContext } from './helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

/** Media on an S3-compatible server (MEDIA_STORE=s3): uploads land in the bucket, /media/ serves them. */

let s3: TestS3;
let t: TestContext;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ ...s3.env, RATE_LIMIT_IMAGE_USER: '1000/1m' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

let shade = 0;
async function photo(width = 600, height = 400): Promise<string> {
  shade += 1;
  const background = `#${((shade * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`;
  const buf = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${buf.toString('base64')}`;
}

/** The bytes of a bucket object, read with a client of the test's own. */
async function objectBytes(key: string): Promise<Buffer> {
  const out = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');

function expectNotFound(res: { statusCode: number; body: string }, url: string) {
  expect(res.statusCode, url).toBe(404);
  expect(json<ErrorBody>(res).code, url).toBe('not_found');
}

describe('MEDIA_STORE=s3: uploads through the app', () => {
  it('stores a profile picture in the bucket and serves the same bytes from its /media/ URL', async () => {
    const { browser } = await withSession(t);
    const res = await browser.post('/api/auth/avatar', { image: await photo() });
    expect(res.statusCode, res.body).toBe(200);
    const url = json<CurrentUser>(res).customProfileImage ?? '';
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.jpg$/);
    expect(await s3.keys()).toContain(keyOf(url));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bucketBytes = await objectBytes(keyOf(url));
    expect(served.rawPayload).toEqual(bucketBytes);
    expect(Number(served.headers['content-length'])).toBe(bucketBytes.length);
    expect(await t.app.media.read(url)).toEqual(bucketBytes);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);

    // HEAD: the headers without the bytes; a cached copy is confirmed without them either
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(Number(head.headers['content-length'])).toBe(bucketBytes.length);
    expect(head.rawPayload.length).toBe(0);
    const etag = served.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // nothing lands on this server's disk
    expect(fs.existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);
  });

  it('removes the replaced and the removed picture from the bucket: their URLs answer 404', async () => {
    const { browser } = await withSession(t);
    const first = json<CurrentUser>(
      await browser.post('/api/auth/avatar', { image: await photo() }),
    ).customProfileImage;
    const second = json<CurrentUser>(
      await browser.post('/api/auth/avatar', { image: await photo() }),
    ).customProfileImage;
    if (!first || !second) throw new Error('no picture URL');
    expect(second).not.toBe(first);
    let keys = await s3.keys();
    expect(keys).not.toContain(keyOf(first));
    expect(keys).toContain(keyOf(second));
    expectNotFound(await t.app.inject({ method: 'GET', url: first }), first);
    expect(await t.app.media.read(first)).toBeNull();

    const removed = await browser.send('DELETE', '/api/auth/avatar');
    expect(json<CurrentUser>(removed).customProfileImage).toBeNull();
    keys = await s3.keys();
    expect(keys).not.toContain(keyOf(second));
    expectNotFound(await t.app.inject({ method: 'GET', url: second }), second);
    expect((await t.app.inject({ method: 'HEAD', url: second })).statusCode).toBe(404);
  });

  it('stores a community image and its thumbnail in the bucket; deleting the image removes both', async () => {
    const inkId = (await inkSupply(t.db, 40, 1))();
    const { browser } = await withSession(t);
    const res = await browser.post(`/api/inks/${inkId}/community-images`, {
      imageUrl: await photo(1200, 900),
      caption: 'On Tomoe River',
      category: 'Swatch',
      ownershipConfirmed: true,
      appropriatenessConfirmed: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = json<CommunityImage>(res);
    const urls = [image.imageUrl, image.thumbnailUrl];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/community\/[0-9a-f]{32}\.jpg$/);
      expect(await s3.keys()).toContain(keyOf(url));
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload).toEqual(await objectBytes(keyOf(url)));
    }
    const deleted = await browser.send('DELETE', `/api/community-images/${image.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const keys = await s3.keys();
    for (const url of urls) {
      expect(keys).not.toContain(keyOf(url));
      expectNotFound(await t.app.inject({ method: 'GET', url }), url);
    }
  });
});

describe('MEDIA_STORE=s3: what /media/ refuses', () => {
  it('answers 404 for any name a store does not make, even when the bucket holds that key', async () => {
    const planted = [
      'avatars/other.txt',
      'avatars/.hidden',
      'top.jpg',
      'avatars/sub/0123456789abcdef0123456789abcdef.jpg',
      'Avatars/0123456789abcdef0123456789abcdef.jpg',
      'avatars/0123456789ABCDEF0123456789ABCDEF.jpg',
    ];
    for (const Key of planted) {
      await s3.client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key, Body: Buffer.from('planted') }),
      );
    }
    const odd = [
      ...planted.map((k) => `/media/${k}`),
      '/media/avatars/..%2f..%2ftop.jpg',
      '/media/avatars%2fother.txt',
      '/media/%2e%2e/top.jpg',
      '/media/avatars/%2e%2e%2ftop.jpg',
      '/media/avatars/0123456789abcdef0123456789abcdef.jpg%00.txt',
      '/media/avatars/',
      '/media/',
      '/media',
    ];
    for (const url of odd) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.rawPayload.includes(Buffer.from('planted')), url).toBe(false);
      }
    }
  });

  it('a missing object is a 404 in the one error shape', async () => {
    const url = '/media/avatars/0123456789abcdef0123456789abcdef.jpg';
    const res = await t.app.inject({ method: 'GET', url });
    expectNotFound(res, url);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('MEDIA_STORE=s3 with MEDIA_PUBLIC_URL', () => {
  it('redirects /media/<folder>/<name> to the public URL of the object, and refuses odd names', async () => {
    const r = await createTestApp({
      ...s3.env,
      MEDIA_PUBLIC_URL: 'https://cdn.inklore.example/m/',
    });
    try {
      const { browser } = await withSession(r);
      const url = json<CurrentUser>(
        await browser.post('/api/auth/avatar', { image: await photo() }),
      ).customProfileImage;
      expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.jpg$/);
      const res = await r.app.inject({ method: 'GET', url: url ?? '' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://cdn.inklore.example/m/${keyOf(url ?? '')}`);
      expect(await s3.keys()).toContain(keyOf(url ?? ''));
      for (const odd of ['/media/avatars/other.txt', '/media/avatars/..%2f..%2ftop.jpg']) {
        expectNotFound(await r.app.inject({ method: 'GET', url: odd }), odd);
      }
    } finally {
      await r.close();
    }
  });
});

describe('MEDIA_STORE=s3 when the bucket cannot be read', () => {
  it('answers 500 in the one error shape, not 404 as if the file were gone', async () => {
    const r = await createTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const res = await r.app.inject({
        method: 'GET',
        url: '/media/avatars/0123456789abcdef0123456789abcdef.jpg',
      });
      expect(res.statusCode).toBe(500);
      expect(json<ErrorBody>(res).code).toBe('internal_error');
    } finally {
      await r.close();
    }
  });
});
