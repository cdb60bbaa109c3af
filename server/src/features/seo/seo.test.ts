import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ErrorBody } from '@inklore/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  inkSupply,
  json,
  type TestContext,
} from '../../../test/helpers.ts';
import { CARD_HEIGHT, CARD_WIDTH, fitText } from '#src/lib/card-drawing.ts';
import { SWATCH, inkCardSvg } from './seo.card.ts';
import { STATIC_PAGES, siteOf, sitemapDocument } from './seo.service.ts';

let t: TestContext;
let freshInk: () => number;
const ORIGIN = 'https://inklore.example';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
  freshInk = await inkSupply(t.db, 0);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: '10.71.0.1' });

async function setInk(id: number, set: { color_hex?: string; name?: string; deleted?: boolean }) {
  await t.db
    .updateTable('inks')
    .set({
      ...(set.color_hex ? { color_hex: set.color_hex } : {}),
      ...(set.name ? { name: set.name } : {}),
      ...(set.deleted ? { deleted_at: new Date().toISOString() } : {}),
    })
    .where('id', '=', id)
    .execute();
}

async function story(opts: { title: string; published: boolean }): Promise<number> {
  const at = new Date('2026-03-12T10:00:00.000Z').toISOString();
  const row = await t.db
    .insertInto('news')
    .values({
      title: opts.title,
      excerpt: 'An excerpt.',
      body: 'A body.',
      cover_image_url: null,
      featured: 0,
      published: opts.published ? 1 : 0,
      author_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function collection(userId: number, isPublic: boolean): Promise<number> {
  const at = new Date().toISOString();
  const row = await t.db
    .insertInto('collections')
    .values({
      user_id: userId,
      name: isPublic ? 'Blues' : 'Secret',
      description: null,
      is_public: isPublic ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The colour of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const raw = await sharp(png)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return [raw[0] ?? -1, raw[1] ?? -1, raw[2] ?? -1];
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function expectNear(actual: [number, number, number], expected: [number, number, number]) {
  for (const [i, v] of actual.entries())
    expect(Math.abs(v - (expected[i] ?? 0)), `channel ${i}`).toBeLessThanOrEqual(2);
}

async function expectErrorShape(url: string, status: number[]) {
  const res = await get(url);
  expect(status, `${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  const body = json<ErrorBody>(res);
  expect(typeof body.message).toBe('string');
  expect(['not_found', 'validation_failed']).toContain(body.code);
}

describe('GET /preview/ink/{id}.png', () => {
  it('is a 1200 x 630 PNG with a swatch in the ink colour', async () => {
    const id = freshInk();
    await setInk(id, { color_hex: '#1f6fb5' });
    const res = await get(`/preview/ink/${id}.png`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const png = res.rawPayload;
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    const centre = await pixel(png, SWATCH.x + SWATCH.width / 2, SWATCH.y + SWATCH.height / 2);
    expectNear(centre, rgb('#1f6fb5'));
    expectNear(await pixel(png, SWATCH.x + 40, SWATCH.y + 40), rgb('#1f6fb5'));
    // the paper around it
    expectNear(await pixel(png, 8, 8), rgb('#fbf8f1'));
  });

  it('sends an ETag, answers 304 to it, and draws anew after the colour or name changes', async () => {
    const id = freshInk();
    await setInk(id, { color_hex: '#7a2330' });
    const first = await get(`/preview/ink/${id}.png`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(`/preview/ink/${id}.png`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);
    const weak = await get(`/preview/ink/${id}.png`, { 'if-none-match': `"x", W/${etag}` });
    expect(weak.statusCode).toBe(304);

    await setInk(id, { color_hex: '#2a6f61' });
    const recolored = await get(`/preview/ink/${id}.png`, { 'if-none-match': etag });
    expect(recolored.statusCode).toBe(200);
    expect(recolored.headers.etag).not.toBe(etag);
    expectNear(await pixel(recolored.rawPayload, SWATCH.x + 250, SWATCH.y + 250), rgb('#2a6f61'));

    await setInk(id, { name: 'Renamed & <Re-inked>' });
    const renamed = await get(`/preview/ink/${id}.png`, {
      'if-none-match': String(recolored.headers.etag),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(recolored.headers.etag);
    expect(renamed.rawPayload.equals(recolored.rawPayload)).toBe(false);
  });

  it('draws names with markup characters, quotes, CJK and very long names', async () => {
    const id = freshInk();
    for (const name of [
      `Tom & "Jerry's" <b>Blue</b> ]]> <!--`,
      '月夜 Tsuki-yo 色彩雫',
      'A'.repeat(200),
      'Supercalifragilisticexpialidocious '.repeat(5).trim(), // the longest names: 200 characters,
    ]) {
      await setInk(id, { name });
      const res = await get(`/preview/ink/${id}.png`);
      expect(res.statusCode, name).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(CARD_WIDTH);
    }
    const svg = inkCardSvg({
      name: 'Tom & "Jerry" <b>',
      brand: 'R&K',
      line: null,
      colorHex: '"><script>',
      site: 'Inklore',
      host: 'x',
    });
    for (const escaped of ['Tom &amp;', '&quot;Jerry&quot;', '&lt;b&gt;', 'R&amp;K']) {
      expect(svg).toContain(escaped);
    }
    expect(svg).not.toContain('<script>');
  });

  it('shrinks, then wraps, then cuts a long name to its box', () => {
    const short = fitText('Kon-peki', { sizes: [76, 40], width: 516, height: 226, bold: true });
    expect(short).toEqual({ size: 76, lines: ['Kon-peki'] });
    const long = fitText('word '.repeat(200), {
      sizes: [76, 40],
      width: 516,
      height: 226,
      bold: true,
    });
    expect(long.size).toBe(40);
    expect(long.lines.length).toBeLessThanOrEqual(5);
    expect(long.lines.at(-1)).toMatch(/…$/);
  });

  it('is 404 for a missing or deleted ink, and 400 or 404 for odd ids, in the one error shape', async () => {
    const id = freshInk();
    await setInk(id, { deleted: true });
    await expectErrorShape(`/preview/ink/${id}.png`, [404]);
    await expectErrorShape('/preview/ink/99999999.png', [404]);
    for (const odd of ['0', '-1', '1e3', '99999999999999999999', 'abc', '1.5', '%00', '']) {
      await expectErrorShape(`/preview/ink/${odd}.png`, [400, 404]);
    }
    await expectErrorShape(`/preview/ink/${id}`, [404]);
  });
});

describe('GET /preview/news/{id}.png', () => {
  it('draws a published story, and 404 for a draft or a missing story', async () => {
    const published = await story({ title: 'Shimmer season & <you>', published: true });
    const res = await get(`/preview/news/${published}.png`);
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect(res.headers.etag).toBeDefined();
    const again = await get(`/preview/news/${published}.png`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const draft = await story({ title: 'Not yet', published: false });
    await expectErrorShape(`/preview/news/${draft}.png`, [404]);
    await expectErrorShape('/preview/news/99999999.png', [404]);
    await expectErrorShape('/preview/news/abc.png', [400]);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the static pages, live inks, published stories, verified members and public collections', async () => {
    const ink = freshInk();
    const deletedInk = freshInk();
    await setInk(deletedInk, { deleted: true });
    const published = await story({ title: 'In the map', published: true });
    const draft = await story({ title: 'Not in the map', published: false });
    const member = await createUser(t.db, { username: `mapped_${Date.now()}` });
    const unverified = await createUser(t.db, { verified: false });
    const open = await collection(member.id, true);
    const secret = await collection(member.id, false);

    const res = await get('/sitemap.xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    // each page in every language, each naming all of them, itself included (ADR 079)
    const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/browse"/><xhtml:link rel="alternate" hreflang="ja" href="${ORIGIN}/ja/browse"/><xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de/browse"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/browse"/>`;
    for (const at of ['/browse', '/ja/browse', '/de/browse'])
      expect(xml).toContain(`<url><loc>${ORIGIN}${at}</loc>${alternates}</url>`);
    expect(xml).toContain(`<loc>${ORIGIN}/de/ink/${ink}</loc>`);
    expect(xml).toContain(`hreflang="ja" href="${ORIGIN}/ja/ink/${ink}"/>`);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of STATIC_PAGES) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).toContain(`${ORIGIN}/ink/${ink}`);
    expect(locs).toContain(`${ORIGIN}/news/${published}`);
    expect(locs).toContain(`${ORIGIN}/user/${member.username}`);
    expect(locs).toContain(`${ORIGIN}/collections/${open}`);
    expect(locs).not.toContain(`${ORIGIN}/ink/${deletedInk}`);
    expect(locs).not.toContain(`${ORIGIN}/news/${draft}`);
    expect(locs).not.toContain(`${ORIGIN}/user/${unverified.username}`);
    expect(locs).not.toContain(`${ORIGIN}/collections/${secret}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toMatch(
      new RegExp(
        `<loc>${ORIGIN}/ink/${ink}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod><xhtml:link`,
      ),
    );
    // /sitemap-N.xml exists only when the sitemap is split
    await expectErrorShape('/sitemap-1.xml', [404]);
    await expectErrorShape('/sitemap-abc.xml', [400]);
  });

  it('is sent compressed to a client that accepts it', async () => {
    const plain = await get('/sitemap.xml');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await get('/sitemap.xml', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const br = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('escapes what it lists', async () => {
    const odd = await createUser(t.db, { username: `a&b<c>_${Date.now()}` });
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`/user/${encodeURIComponent(odd.username)}`);
    expect(xml).not.toContain('a&b<c>');
  });

  it('splits into an index of sitemaps past the limit, every address in exactly one', async () => {
    const site = siteOf(ORIGIN);
    const whole = await sitemapDocument(t.db, site, null);
    const all = [...(whole ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const perFile = 37;
    const index = await sitemapDocument(t.db, site, null, perFile);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...(index ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // a page's addresses in its languages stay together: 12 pages of 3 addresses a file
    expect(files.length).toBe(Math.ceil(all.length / 3 / Math.floor(perFile / 3)));
    expect(files[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const pieces: string[] = [];
    for (let n = 1; n <= files.length; n++) {
      const part = await sitemapDocument(t.db, site, n, perFile);
      const locs = [...(part ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
      expect(locs.length).toBeLessThanOrEqual(perFile);
      pieces.push(...locs);
    }
    expect(pieces).toEqual(all);
    expect(await sitemapDocument(t.db, site, files.length + 1, perFile)).toBeNull();
  });
});

describe('GET /robots.txt', () => {
  it('allows the public site, keeps crawlers off members-only pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/admin',
      '/manage-news',
      '/profile',
      '/submit',
      '/login',
      '/signup',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
      // and the same page in Japanese and German (ADR 079); the API has no languages
      if (path !== '/api/') {
        expect(lines).toContain(`Disallow: /ja${path}`);
        expect(lines).toContain(`Disallow: /de${path}`);
      }
    }
    expect(res.body).not.toMatch(/Disallow: \/(preview|ink\/?$|news|user|collections|browse)/m);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the request guards', () => {
  it('count these routes in the flood guard and refuse control characters', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REQUESTS_IP: '3/1m' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'GET',
          url: '/robots.txt',
          remoteAddress: '10.72.0.1',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
    const res = await get('/robots.txt?x=%01');
    expect(res.statusCode).toBe(400);
  });

  it('keep them out of the OpenAPI document, as the news feed is', async () => {
    const doc = json<{ paths: Record<string, unknown> }>(await get('/api/openapi.json'));
    expect(Object.keys(doc.paths).filter((p) => /^\/(preview|sitemap|robots)/.test(p))).toEqual([]);
  });
});

describe('a web build that still holds a static robots.txt', () => {
  it('starts, and robots.txt is the server’s', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /old\n');
    const withWeb = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: ORIGIN });
    try {
      const res = await withWeb.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect(res.body).not.toContain('/old');
    } finally {
      await withWeb.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
