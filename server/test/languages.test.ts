import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

// The site's languages at the door (ADR 079): which page a request is answered with, and
// where it is sent, by its address, the switcher's ?hl=, the cookie and Accept-Language.
let t: TestContext;
let webDist: string;
const shell = (lang: string) => `<!doctype html><html lang="${lang}"><title>shell ${lang}</title>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), shell('en'));
  fs.writeFileSync(path.join(webDist, 'index.ja.html'), shell('ja'));
  fs.writeFileSync(path.join(webDist, 'index.de.html'), shell('de'));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the languages at the door', () => {
  it('answers a prefixed address in its language, whatever the browser asks for', async () => {
    for (const [url, lang] of [
      ['/ja/profile', 'ja'],
      ['/ja', 'ja'],
      ['/ja/', 'ja'],
      ['/de/samples', 'de'],
      ['/de/user/jo.doe', 'de'],
    ] as const) {
      const res = await get(url, { 'accept-language': 'en-GB' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<html lang="${lang}">`);
    }
    // a path that shows no page is the not-found page, in the address's language
    const missing = await get('/ja/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="ja">');
  });

  it("sends an English address on to the browser's language, and says it varies by it", async () => {
    const res = await get('/profile?tab=pens', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ja/profile?tab=pens');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    const de = await get('/', { 'accept-language': 'fr, de;q=0.8, en;q=0.5' });
    expect(de.headers.location).toBe('/de');
    // none of the site's languages, or none asked (a crawler): English, saying it could vary
    for (const accept of ['fr-FR', '*', '']) {
      const en = await get('/profile', accept ? { 'accept-language': accept } : {});
      expect(en.statusCode, accept).toBe(200);
      expect(en.body).toContain('<html lang="en">');
      expect(String(en.headers.vary), accept).toMatch(/Accept-Language/);
    }
  });

  it('keeps the choice the switcher made (its cookie) over the browser’s languages', async () => {
    const en = await get('/profile', { 'accept-language': 'ja', cookie: 'inklore-lang=en' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    const de = await get('/profile', { 'accept-language': 'ja', cookie: 'inklore-lang=de' });
    expect(de.headers.location).toBe('/de/profile');
    // a cookie that names no language of the site counts for nothing
    const odd = await get('/profile', { 'accept-language': 'ja', cookie: 'inklore-lang=../x' });
    expect(odd.headers.location).toBe('/ja/profile');
  });

  it('chooses with ?hl=: keeps it a year and shows the same page in it, without the parameter', async () => {
    const res = await get('/browse?search=blue&hl=de');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/de/browse?search=blue');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^inklore-lang=de;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    const back = await get('/ja/ink/12?hl=en', { 'accept-language': 'ja' });
    expect(back.headers.location).toBe('/ink/12');
    expect(String(back.headers['set-cookie'])).toMatch(/^inklore-lang=en;/);
    // a language the site does not have: the page as it was, and nothing kept
    const odd = await get('/ja/browse?hl=fr');
    expect(odd.headers.location).toBe('/ja/browse');
    expect(odd.headers['set-cookie']).toBeUndefined();
  });

  it('never sends anyone to another site, however the path is spelled', async () => {
    for (const url of [
      '/ja//evil.example/x?hl=en',
      '/ja/\\evil.example?hl=en',
      '//evil.example?hl=ja',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toMatch(/^\/(?![/\\])/);
    }
    const sent = await get('//evil.example/', { 'accept-language': 'ja' });
    expect(sent.headers.location ?? '/').toMatch(/^\/(?![/\\])/);
  });

  it('reads only the whole first part of the path as a language, and never the API', async () => {
    for (const url of ['/JA/browse', '/jam', '/en/browse', '/user/ja']) {
      const res = await get(url, { cookie: 'inklore-lang=en' });
      expect(res.body, url).toContain('<html lang="en">');
    }
    const api = await get('/api/nowhere?hl=ja', { 'accept-language': 'ja' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    expect(api.headers['set-cookie']).toBeUndefined();
  });
});
