/**
 * Conditional requests on the public catalogue (ADR 030): GET /api/inks,
 * /api/inks/featured and /api/inks/{id} carry a strong ETag of the bytes sent (so each
 * content coding has its own), a matching If-None-Match (weak comparison, lists, `*`) is
 * answered 304 with the ETag, Cache-Control and Vary and no body, and the tag changes when
 * the catalogue does.
 */
import type { Ink } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '#src/app.ts';
import { entityTag, ifMatch, noneMatch } from '#src/lib/conditional.ts';
import { inkSupply, json, withSession, createTestApp, type TestContext } from './helpers.ts';

type Reply = Awaited<ReturnType<AppInstance['inject']>>;

describe('noneMatch (RFC 9110 section 13.1.2, weak comparison)', () => {
  const tag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" ,"y"', true],
    ['*', true],
    ['"abcd"', false],
    ['"ab"', false],
    ['abc', false],
    ['"x", abc, "abc"', true],
    ['"x, "abc"', false],
    ['', false],
    ['"unterminated', false],
  ])('%s -> %s', (header, expected) => {
    expect(noneMatch(header, tag)).toBe(expected);
  });
  it('reads repeated header lines and a missing header', () => {
    expect(noneMatch(['"x"', '"abc"'], tag)).toBe(true);
    expect(noneMatch(undefined, tag)).toBe(false);
  });
  it('tags the bytes: the same bytes the same strong tag, other bytes another', () => {
    expect(entityTag('{"a":1}')).toMatch(/^"[\w-]{22}"$/);
    expect(entityTag('{"a":1}')).toBe(entityTag(Buffer.from('{"a":1}')));
    expect(entityTag('{"a":1}')).not.toBe(entityTag('{"a":2}'));
  });
});

describe('ifMatch (RFC 9110 section 13.1.1, strong comparison; ADR 089)', () => {
  const tag = '"2026-01-02T03:04:05.678Z"';
  it.each([
    ['"2026-01-02T03:04:05.678Z"', true],
    ['  "2026-01-02T03:04:05.678Z"  ', true],
    ['"x", "2026-01-02T03:04:05.678Z"', true],
    ['"x",W/"y" ,"2026-01-02T03:04:05.678Z",', true],
    ['*', true],
    [' * ', true],
    ['W/"2026-01-02T03:04:05.678Z"', false],
    ['"2026-01-02T03:04:05.677Z"', false],
    ['"x", "y"', false],
    ['2026-01-02T03:04:05.678Z', false],
    ['"x", junk, "2026-01-02T03:04:05.678Z"', false],
    ['"2026-01-02T03:04:05.678Z" junk', false],
    ['"2026-01-02T03:04:05.678Z""x"', false],
    ['*, "2026-01-02T03:04:05.678Z"', false],
    ['"2026-01-02T03:04:05.678Z', false],
    ['"a\u0001b"', false],
    ['', false],
    [', ,', false],
  ])('%s -> %s', (header, expected) => {
    expect(ifMatch(header, tag)).toBe(expected);
  });
  it('holds for nothing when there is no record, and reads repeated header lines', () => {
    expect(ifMatch('*', null)).toBe(false);
    expect(ifMatch(tag, null)).toBe(false);
    expect(ifMatch(['"x"', tag], tag)).toBe(true);
    expect(ifMatch(`"${'a'.repeat(5000)}`, tag)).toBe(false);
  });
});

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp();
  freshInk = await inkSupply(t.db, 500, 20);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function expectNotModified(res: Reply, tag: string) {
  expect(res.statusCode).toBe(304);
  expect(res.body).toBe('');
  expect(res.headers.etag).toBe(tag);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  expect(res.headers['content-type']).toBeUndefined();
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers['content-length']).toBeUndefined();
}

describe.each([
  ['the catalogue', () => '/api/inks?limit=12'],
  ['a search', () => '/api/inks?search=blue'],
  ['a colour search', () => '/api/inks?near=204080&limit=5'],
  ['the featured inks', () => '/api/inks/featured'],
  ['an ink', () => `/api/inks/${freshInk()}`],
])('%s', (_name, url) => {
  it('has a strong ETag of its bytes, one per content coding, the same for every caller', async () => {
    const path = url();
    const plain = await get(path);
    expect(plain.statusCode).toBe(200);
    const tag = String(plain.headers.etag);
    expect(tag).toMatch(/^"[\w-]{22}"$/);
    expect(tag).toBe(entityTag(plain.rawPayload));
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    // asked again, the same tag
    expect((await get(path)).headers.etag).toBe(tag);
    // a signed-in member gets the same bytes and tag (the answer is not personal), but the
    // answer is not stored by their browser (Cache-Control: no-store, plugins/cache-control.ts)
    const { browser } = await withSession(t);
    const member = await browser.get(path);
    expect(member.headers.etag).toBe(tag);
    expect(member.headers['cache-control']).toBe('no-store');
    for (const encoding of ['gzip', 'br']) {
      const coded = await get(path, { 'accept-encoding': encoding });
      if (coded.headers['content-encoding'] === undefined) {
        // under 1 KB: not compressed, the plain representation
        expect(coded.headers.etag).toBe(tag);
        continue;
      }
      expect(coded.headers['content-encoding']).toBe(encoding);
      expect(coded.headers.etag).toBe(entityTag(coded.rawPayload));
      expect(coded.headers.etag).not.toBe(tag);
      const again = await get(path, {
        'accept-encoding': encoding,
        'if-none-match': String(coded.headers.etag),
      });
      expectNotModified(again, String(coded.headers.etag));
      expect(again.headers.vary).toBe(coded.headers.vary);
    }
  });

  it('answers a matching If-None-Match with 304 and no body; any other with 200', async () => {
    const path = url();
    const first = await get(path);
    const tag = String(first.headers.etag);
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const res = await get(path, { 'if-none-match': header });
      expectNotModified(res, tag);
    }
    // a member's conditional request: 304 too, still no-store
    const { browser } = await withSession(t);
    const member = await t.app.inject({
      method: 'GET',
      url: path,
      headers: {
        'if-none-match': tag,
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(member.statusCode).toBe(304);
    expect(member.headers['cache-control']).toBe('no-store');
    for (const header of ['"other"', tag.slice(0, -2) + '"', 'W/"x", "y"']) {
      const res = await get(path, { 'if-none-match': header });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(tag);
      expect(res.body).toBe(first.body);
    }
    // HEAD as GET
    const head = await t.app.inject({
      method: 'HEAD',
      url: path,
      headers: { 'if-none-match': tag },
    });
    expect(head.statusCode).toBe(304);
  });
});

describe('after the catalogue changes', () => {
  it('an edited ink, the lists that show it and the featured inks answer 200 with a new ETag', async () => {
    const id = freshInk();
    const urls = [`/api/inks/${id}`, `/api/inks?search=${id}`, '/api/inks/featured'];
    const inkRes = await get(urls[0] ?? '');
    const ink = json<Ink>(inkRes);
    // the list's search finds the ink by its new name
    const name = `Etag Test ${Date.now().toString(36)}`;
    urls[1] = `/api/inks?search=${encodeURIComponent(name)}`;
    const before = new Map<string, string>();
    for (const u of urls) {
      const res = await get(u, { 'accept-encoding': 'gzip' });
      before.set(u, String(res.headers.etag));
      expect(
        (await get(u, { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) }))
          .statusCode,
      ).toBe(304);
    }
    const { browser } = await withSession(t, { role: 'admin', totp: true });
    const edit = await browser.send('PUT', `/api/inks/${id}`, {
      name,
      brand: ink.brand,
      line: ink.line,
      color: ink.color,
      colorHex: ink.colorHex,
      description: ink.description,
      properties: ink.properties,
      featured: true,
      images: ink.images,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    for (const u of urls) {
      const res = await get(u, { 'accept-encoding': 'gzip', 'if-none-match': before.get(u) ?? '' });
      expect({ u, status: res.statusCode }).toEqual({ u, status: 200 });
      expect(res.headers.etag).not.toBe(before.get(u));
      expect(res.body).not.toBe('');
      // and the new tag is the one a revalidation matches now
      const again = await get(u, {
        'accept-encoding': 'gzip',
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe('what is not conditional', () => {
  it('refusals, other routes and changes carry no ETag and ignore If-None-Match', async () => {
    const missing = await get('/api/inks/99999999', { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const bad = await get('/api/inks?page=0', { 'if-none-match': '*' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const comments = await get(`/api/inks/${freshInk()}/comments`, { 'if-none-match': '*' });
    expect(comments.statusCode).toBe(200);
    expect(comments.headers.etag).toBeUndefined();
  });
});
