import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, varyOnEncoding } from '#src/lib/compression.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('pickEncoding', () => {
  it('answers gzip, else Brotli, as the client accepts', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(pickEncoding('br')).toBe('br');
    expect(pickEncoding('gzip;q=0, br')).toBe('br');
    expect(pickEncoding('GZIP;Q=0.5')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, *')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(['deflate', 'br'])).toBe('br');
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnEncoding(undefined)).toBe('accept-encoding');
    expect(varyOnEncoding('origin')).toBe('origin, accept-encoding');
    expect(varyOnEncoding('Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});

describe('compressed API answers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });
  const decode = (encoding: unknown, bytes: Buffer) =>
    encoding === 'gzip'
      ? zlib.gunzipSync(bytes)
      : encoding === 'br'
        ? zlib.brotliDecompressSync(bytes)
        : bytes;

  for (const url of [
    '/api/inks',
    '/api/inks?search=blue&color=Blue',
    '/api/inks?color=Blue&page=2&limit=20',
    '/api/inks/featured',
  ]) {
    it(`${url}: gzip and Brotli decode to the same JSON as the plain answer`, async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const encoding of ['gzip', 'br']) {
        // twice: the second answer of the catalogue comes from its response cache
        for (let round = 0; round < 2; round++) {
          const res = await get(url, encoding === 'gzip' ? 'gzip, deflate, br' : 'br');
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
          expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
          expect(JSON.parse(decode(encoding, res.rawPayload).toString('utf8'))).toEqual(
            JSON.parse(plain.body),
          );
        }
      }
    });
  }

  it('leaves small answers and clients that accept no compression alone', async () => {
    const small = await get('/api/inks?limit=1&search=zzzzqqq', 'gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(String(small.headers.vary)).toMatch(/accept-encoding/i);
    const identity = await get('/api/inks', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const refused = await get('/api/inks', 'gzip;q=0, br;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toEqual(JSON.parse((await get('/api/inks')).body));
  });

  it("compresses the API's other JSON of 1 KB or more too, errors included", async () => {
    const bad = await get(`/api/inks?search=${'x'.repeat(2000)}`, 'gzip');
    expect(bad.statusCode).toBe(400);
    if (bad.headers['content-encoding'] === 'gzip') {
      expect(
        (JSON.parse(zlib.gunzipSync(bad.rawPayload).toString()) as { code?: string }).code,
      ).toBeDefined();
    } else {
      expect((JSON.parse(bad.body) as { code?: string }).code).toBeDefined();
    }
    const spec = await get('/api/openapi.json', 'gzip');
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-encoding']).toBe('gzip');
  });
});
