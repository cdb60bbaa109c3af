import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@inklore/contract';
import { SENTENCES_DE } from '@inklore/contract/sentences/de';
import { SENTENCES_JA } from '@inklore/contract/sentences/ja';
import { fillSentence, translateSentence } from '@inklore/contract/sentences/match';
import { SENTENCES, type SentenceKey } from '@inklore/contract/sentences/sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  expectErrorShape,
  outbox,
  signedIn,
  type TestContext,
} from './helpers.ts';

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
    // read by the server only, as the privacy page says of every cookie
    expect(cookie).toMatch(/HttpOnly/);
    const back = await get('/ja/ink/12?hl=en', { 'accept-language': 'ja' });
    expect(back.headers.location).toBe('/ink/12');
    expect(String(back.headers['set-cookie'])).toMatch(/^inklore-lang=en;/);
    // a language the site does not have: the page as it was, and nothing kept
    const odd = await get('/ja/browse?hl=fr');
    expect(odd.headers.location).toBe('/ja/browse');
    expect(odd.headers['set-cookie']).toBeUndefined();
  });

  it("lets a visitor who came from the site's own pages stay in English, without a cookie", async () => {
    // ?hl=en's answer leads back to the English page; a browser that keeps no cookie must
    // not be sent on to its language again
    const ja = { 'accept-language': 'ja' };
    for (const from of [
      { 'sec-fetch-site': 'same-origin' },
      { referer: 'http://localhost:80/ja/faq' },
    ] as Record<string, string>[]) {
      const res = await get('/faq', { ...ja, ...from });
      expect(res.statusCode, JSON.stringify(from)).toBe(200);
      expect(res.body).toContain('<html lang="en">');
    }
    // from elsewhere (another site, a typed address, a bookmark) the browser's languages count
    for (const from of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'none' },
      { referer: 'https://search.example/?q=ink' },
      { referer: 'not an address' },
    ] as Record<string, string>[]) {
      const res = await get('/faq', { ...ja, ...from });
      expect(res.headers.location, JSON.stringify(from)).toBe('/ja/faq');
    }
    // a choice kept in the cookie holds wherever the visitor came from
    const kept = await get('/faq', {
      ...ja,
      'sec-fetch-site': 'same-origin',
      cookie: 'inklore-lang=de',
    });
    expect(kept.headers.location).toBe('/de/faq');
  });

  it('sends only pages on: a missing file or page is answered where it was asked', async () => {
    for (const url of ['/assets/gone-1234.js', '/nowhere', '/favicon-old.png']) {
      const res = await get(url, { 'accept-language': 'ja', cookie: 'inklore-lang=ja' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
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

describe("a member's language", () => {
  it('is saved on the profile, kept on this browser, and set again at each sign-in', async () => {
    const { browser, user } = await signedIn(t);
    const me = async () =>
      (await browser.get('/api/auth/user')).json<{ locale: string | null }>().locale;
    expect(await me()).toBeNull();

    const saved = await browser.send('PATCH', '/api/auth/user', { locale: 'ja' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'ja' });
    expect(String(saved.headers['set-cookie'])).toMatch(/^inklore-lang=ja;.*HttpOnly/);
    expect(await me()).toBe('ja');
    // the browser's English address is now this member's Japanese one
    expect((await browser.get('/faq')).headers.location).toBe('/ja/faq');

    // another browser, or this one after its cookies were cleared: the sign-in brings it back
    const other = new Browser(t.app, '10.98.0.1');
    const login = await other.post('/api/auth/login', {
      login: user.username,
      password: user.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(other.cookies.get('inklore-lang')).toBe('ja');

    // no choice: the cookie goes, the browser's languages decide again
    const cleared = await browser.send('PATCH', '/api/auth/user', { locale: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ locale: null });
    expect(browser.cookies.has('inklore-lang')).toBe(false);
    const again = new Browser(t.app, '10.98.0.2');
    await again.post('/api/auth/login', { login: user.username, password: user.password });
    expect(again.cookies.has('inklore-lang')).toBe(false);
  });

  it('is one of the site’s languages, or nothing is saved', async () => {
    const { browser } = await signedIn(t);
    for (const locale of ['fr', 'JA', '', 7, '../x']) {
      const res = await browser.send('PATCH', '/api/auth/user', { locale });
      expect(res.statusCode, String(locale)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.headers['set-cookie'], String(locale)).toBeUndefined();
    }
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({ locale: null });
    // and only a member has one
    const visitor = new Browser(t.app, '10.98.0.3');
    expect((await visitor.send('PATCH', '/api/auth/user', { locale: 'de' })).statusCode).toBe(401);
  });
});

describe("mails in the member's language (ADR 081)", () => {
  const mailTo = async (email: string, expected = 1) => {
    const mails = await outbox(t.config, expected, email);
    expect(mails.length, email).toBeGreaterThanOrEqual(expected);
    return mails.at(-1) ?? { subject: '', text: '', html: '' };
  };

  it('mails a sign-up from a Japanese page in Japanese, and keeps Japanese as its language', async () => {
    const b = new Browser(t.app, '10.97.0.1');
    b.language = 'ja';
    const email = 'hanako@example.test';
    const res = await b.post('/api/auth/signup', {
      email,
      username: 'hanako',
      password: 'ten chars or more',
    });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Inklore: メールアドレスの確認');
    expect(mail.text).toContain('hanako さん');
    expect(mail.text).toMatch(/https?:\/\/[^/]+\/ja\/verify-email\?token=\S+/);
    expect(mail.html).toContain('<html lang="ja">');
    const row = await t.db
      .selectFrom('users')
      .select('locale')
      .where('username', '=', 'hanako')
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('ja');
  });

  it('mails an English sign-up in English, and leaves the language to each browser', async () => {
    const b = new Browser(t.app, '10.97.0.2');
    b.language = 'en';
    const email = 'jo.english@example.test';
    await b.post('/api/auth/signup', {
      email,
      username: 'jo_english',
      password: 'ten chars or more',
    });
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Inklore: confirm your email address');
    expect(mail.text).toMatch(/https?:\/\/[^/]+\/verify-email\?token=/);
    const row = await t.db
      .selectFrom('users')
      .select('locale')
      .where('username', '=', 'jo_english')
      .executeTakeFirstOrThrow();
    expect(row.locale).toBeNull();
  });

  it("writes a reset mail in the member's saved language, whatever page asked for it", async () => {
    const { user } = await signedIn(t);
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', user.id).execute();
    const b = new Browser(t.app, '10.97.0.3');
    b.language = 'ja';
    expect((await b.post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(204);
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Inklore: Setze dein Passwort zurück');
    expect(mail.text).toContain(`Hallo ${user.username},`);
    expect(mail.text).toMatch(/https?:\/\/[^/]+\/de\/reset-password#access_token=/);
  });

  it('writes it in the asking page’s language for a member who saved none', async () => {
    const { user } = await signedIn(t);
    const b = new Browser(t.app, '10.97.0.4');
    b.language = 'de-AT,de;q=0.9,en;q=0.5';
    await b.post('/api/auth/forgot-password', { email: user.email });
    const mail = await mailTo(user.email);
    expect(mail.text).toMatch(/\/de\/reset-password#/);
    // no language of the site's: English
    const { user: other } = await signedIn(t);
    const c = new Browser(t.app, '10.97.0.5');
    c.language = 'fr-FR';
    await c.post('/api/auth/forgot-password', { email: other.email });
    const english = await mailTo(other.email);
    expect(english.subject).toBe('Inklore: reset your password');
    expect(english.text).toMatch(/https?:\/\/[^/]+\/reset-password#/);
  });
});

describe('notifications in the page’s language (ADR 081)', () => {
  it('writes each sentence in the language the page asks in, English by default', async () => {
    const { browser: reader, user } = await signedIn(t, { ageDays: 2 });
    const { browser: fan, user: follower } = await signedIn(t, { ageDays: 2 });
    const put = await fan.send('PUT', `/api/auth/follows/members/${user.username}`);
    expect(put.statusCode, put.body).toBe(204);
    const texts = async (language?: string) => {
      reader.language = language;
      const res = await reader.get('/api/auth/notifications');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { text: string }[] }>().items.map((n) => n.text);
    };
    expect(await texts()).toEqual([`${follower.username} followed you.`]);
    expect(await texts('ja')).toEqual([`${follower.username} さんがあなたをフォローしました。`]);
    expect(await texts('de-DE')).toEqual([`${follower.username} folgt dir jetzt.`]);
    expect(await texts('fr')).toEqual([`${follower.username} followed you.`]);
  });
});

describe("the server's sentences (ADR 084)", () => {
  it('an error answer keeps its English message and names its sentence and values, in every language', async () => {
    for (const language of ['en', 'ja', 'de-DE']) {
      const missing = await get('/api/inks/999999', { 'accept-language': language });
      expect(missing.statusCode).toBe(404);
      const body = JSON.parse(missing.body) as ErrorBody;
      expectErrorShape(body);
      expect(body).toEqual({
        code: 'not_found',
        key: expect.stringMatching(/^inks\./) as unknown,
        message: SENTENCES[body.key as SentenceKey],
      });

      const tooMany = await get('/api/inks?limit=1000', { 'accept-language': language });
      expect(tooMany.statusCode).toBe(400);
      expect(JSON.parse(tooMany.body)).toEqual({
        code: 'validation_failed',
        message: 'Invalid limit: limit must be 100 or less',
        fields: { limit: 'limit must be 100 or less' },
        key: 'request.invalid_field',
        values: { field: 'limit', problem: 'limit must be 100 or less' },
      });
    }
  });

  it('a client writes the sentence and the sentence inside it in its language', async () => {
    const res = await get('/api/inks?limit=1000');
    const body = JSON.parse(res.body) as ErrorBody;
    const problem = SENTENCES_JA['params.limit_max_100'];
    expect(translateSentence(body.message, SENTENCES_JA)).toBe(
      fillSentence(SENTENCES_JA['request.invalid_field'], { field: 'limit', problem }),
    );
    expect(body.fields?.['limit'] && translateSentence(body.fields['limit'], SENTENCES_DE)).toBe(
      SENTENCES_DE['params.limit_max_100'],
    );
  });
});
