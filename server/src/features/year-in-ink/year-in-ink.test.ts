import type { ErrorBody, YearInInk } from '@inklore/contract';
import { utcDay } from '@inklore/contract/pens/pens.rules';
import { compareHue } from '@inklore/contract/pens/year.rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  inkSupply,
  insertAccessToken,
  json,
  withSession,
  type Browser,
  type TestContext,
} from '../../../test/helpers.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '#src/lib/card-drawing.ts';
import { STRIP, yearCardSvg } from './year-in-ink.card.ts';
import { publicYear, yearCard } from './year-in-ink.service.ts';
import {
  archivePen,
  insertInking,
  insertMarks,
  insertPen,
  restrict,
  setDisplayName,
  setInk,
  shareRows,
} from './year-in-ink.test-kit.queries.ts';

let t: TestContext;
let freshInk: () => number;
const ORIGIN = 'https://inklore.example';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
  freshInk = await inkSupply(t.db, 300);
});
afterAll(async () => {
  await t.close();
});

const anonymous = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: '10.73.0.1' });

async function year(browser: Browser, y: number | string): Promise<YearInInk> {
  const res = await browser.get(`/api/auth/year/${y}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<YearInInk>(res);
}

async function share(browser: Browser, y: number, shared: boolean) {
  return browser.send('PUT', `/api/auth/year/${y}/share`, { shared });
}

/** A member with a known diary of 2025 (and one ink already used in 2024). */
async function knownDiary() {
  const member = await withSession(t);
  const userId = member.user.id;
  const [inkA, inkB, inkC] = [freshInk(), freshInk(), freshInk()];
  const tag = `${userId}`;
  await setInk(t.db, inkA, { name: `Aoiro ${tag}`, brand: `Brand One ${tag}` });
  await setInk(t.db, inkB, { name: `Benibana ${tag}`, brand: `Brand One ${tag}` });
  await setInk(t.db, inkC, { name: `Cha ${tag}`, brand: `Brand Two ${tag}` });
  const open = await insertPen(t.db, userId, {
    brand: 'Sailor',
    model: 'Pro Gear',
    isPublic: true,
  });
  const hidden = await insertPen(t.db, userId, {
    brand: `Zqprivate ${tag}`,
    model: 'Secretmodel',
    notes: 'secret notes',
  });
  // 2024: inkA, so it is not new in 2025
  await insertMarks(t.db, { userId, penId: open, inkId: inkA }, ['2024-06-01']);
  const pairing = await insertInking(t.db, userId, open, inkA, '2025-01-01', '2025-03-31');
  await insertMarks(t.db, { userId, penId: open, inkId: inkA, inkingId: pairing }, [
    '2025-01-05',
    '2025-01-06',
    '2025-03-10',
  ]);
  await insertMarks(t.db, { userId, penId: hidden, inkId: inkB }, [
    '2025-01-05',
    '2025-02-01',
    '2025-02-02',
    '2025-03-10',
  ]);
  // inkB in the public pen on a day it was also in the private one: one day for inkB
  await insertMarks(t.db, { userId, penId: open, inkId: inkB }, ['2025-02-01']);
  await insertMarks(t.db, { userId, penId: open, inkId: inkC }, ['2025-12-31']);
  // another year, not counted
  await insertMarks(t.db, { userId, penId: hidden, inkId: inkC }, ['2026-01-01']);
  return { ...member, inkA, inkB, inkC, open, hidden, tag };
}

describe('GET /api/auth/year/{year}', () => {
  it('counts a known year: days, inks, pens, the most used, months, brands, new inks', async () => {
    const d = await knownDiary();
    const y = await year(d.browser, 2025);
    expect(y.year).toBe(2025);
    expect(y.through).toBe('2025-12-31');
    expect(y.daysWritten).toBe(6);
    expect(y.inksUsed).toBe(3);
    expect(y.pensUsed).toBe(2);
    expect(y.mostUsedInk).toMatchObject({ ink: { id: d.inkB }, days: 4 });
    // the public pen: 01-05, 01-06, 02-01, 03-10, 12-31; the private one four days
    expect(y.mostUsedPen).toMatchObject({
      pen: { id: d.open, brand: 'Sailor', model: 'Pro Gear' },
      days: 5,
    });
    expect(y.colors.map((c) => [c.ink.id, c.days]).sort()).toEqual(
      [
        [d.inkA, 3],
        [d.inkB, 4],
        [d.inkC, 1],
      ].sort(),
    );
    expect(y.months).toEqual([2, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(y.newInks.map((i) => i.id)).toEqual([d.inkB, d.inkC]);
    expect(y.brands).toEqual([
      { brand: `Brand One ${d.tag}`, inks: 2, days: 5 },
      { brand: `Brand Two ${d.tag}`, inks: 1, days: 1 },
    ]);
    expect(y.shared).toBe(false);
    expect(y.owner.username).toBe(d.user.username);
    expect(y.years).toEqual([2026, 2025, 2024]);
    // the member's own answer names their private pen where it is used
    const all = await year(d.browser, 2024);
    expect(all.daysWritten).toBe(1);
    expect(all.newInks.map((i) => i.id)).toEqual([d.inkA]);
  });

  it('counts this year so far, through today', async () => {
    const { browser, user } = await withSession(t);
    const today = utcDay();
    const thisYear = Number(today.slice(0, 4));
    const first = `${thisYear}-01-01`;
    const pen = await insertPen(t.db, user.id, { brand: 'Lamy', model: 'Safari' });
    const ink = freshInk();
    await insertMarks(t.db, { userId: user.id, penId: pen, inkId: ink }, [
      ...new Set([first, today]),
    ]);
    const y = await year(browser, thisYear);
    expect(y.through).toBe(today);
    expect(y.daysWritten).toBe(new Set([first, today]).size);
    expect(y.newInks.map((i) => i.id)).toEqual([ink]);
    // an empty year is all zeros, nothing named
    const empty = await year(browser, 1999);
    expect(empty).toMatchObject({
      through: '1999-12-31',
      daysWritten: 0,
      inksUsed: 0,
      pensUsed: 0,
      mostUsedInk: null,
      mostUsedPen: null,
      colors: [],
      newInks: [],
      brands: [],
      months: Array.from({ length: 12 }, () => 0),
    });
  });

  it('settles ties by name', async () => {
    const { browser, user } = await withSession(t);
    const [x, y] = [freshInk(), freshInk()];
    await setInk(t.db, x, { name: `Zz tie ${user.id}` });
    await setInk(t.db, y, { name: `Aa tie ${user.id}` });
    const beta = await insertPen(t.db, user.id, { brand: 'Beta', model: 'Pen' });
    const alpha = await insertPen(t.db, user.id, { brand: 'Alpha', model: 'Pen' });
    await insertMarks(t.db, { userId: user.id, penId: beta, inkId: x }, [
      '2023-05-01',
      '2023-05-02',
    ]);
    await insertMarks(t.db, { userId: user.id, penId: alpha, inkId: y }, [
      '2023-06-01',
      '2023-06-02',
    ]);
    const got = await year(browser, 2023);
    expect(got.mostUsedInk?.ink.id).toBe(y);
    expect(got.mostUsedPen?.pen.id).toBe(alpha);
  });

  it('orders the colours by hue, the neutrals last from light to dark', async () => {
    const { browser, user } = await withSession(t);
    const hexes = {
      black: '#111111',
      blue: '#1f4e9a',
      white: '#f5f5f0',
      red: '#c0392b',
      grey: '#888888',
      green: '#2e8b57',
      yellow: '#e1b12c',
    };
    const pen = await insertPen(t.db, user.id, { brand: 'Hue' });
    const ids = new Map<number, string>();
    for (const [name, hex] of Object.entries(hexes)) {
      const id = freshInk();
      ids.set(id, name);
      await setInk(t.db, id, { colorHex: hex });
      await insertMarks(t.db, { userId: user.id, penId: pen, inkId: id }, ['2022-04-01']);
    }
    const got = await year(browser, 2022);
    expect(got.colors.map((c) => ids.get(c.ink.id))).toEqual([
      'red',
      'yellow',
      'green',
      'blue',
      'white',
      'grey',
      'black',
    ]);
    for (let i = 1; i < got.colors.length; i++) {
      const [a, b] = [got.colors[i - 1]?.ink, got.colors[i]?.ink];
      if (a && b) expect(compareHue(a, b)).toBeLessThan(0);
    }
  });

  it('refuses a bad year with 400, and a visitor with 401', async () => {
    const { browser } = await withSession(t);
    const next = Number(utcDay().slice(0, 4)) + 2;
    for (const bad of ['abc', '99', '1899', '20255', '2025.5', '-2025', String(next), '%00']) {
      const res = await browser.get(`/api/auth/year/${bad}`);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('validation_failed');
    }
    const visitor = await anonymous('/api/auth/year/2025');
    expect(visitor.statusCode).toBe(401);
  });
});

describe('sharing a year', () => {
  it('needs a verified email; refused, it changes nothing', async () => {
    const { browser, user } = await withSession(t, { verified: false });
    const res = await share(browser, 2025, true);
    expect(res.statusCode, res.body).toBe(403);
    const body = json<ErrorBody>(res);
    expect(body.code).toBe('email_unverified');
    expect(body.message).toBe('Please verify your email address to share your Year in Ink.');
    expect(await shareRows(t.db, user.id)).toEqual([]);
    // stopping (nothing shared) is allowed to anyone signed in
    expect((await share(browser, 2025, false)).statusCode).toBe(200);
  });

  it('is refused to a limited account, which may still stop sharing', async () => {
    const { browser, user } = await withSession(t);
    expect((await share(browser, 2024, true)).statusCode).toBe(200);
    await restrict(t.db, user.id, 'limited');
    const again = await share(browser, 2025, true);
    expect([again.statusCode, json<ErrorBody>(again).code]).toEqual([403, 'account_limited']);
    expect(await shareRows(t.db, user.id)).toEqual([2024]);
    expect((await share(browser, 2024, false)).statusCode).toBe(200);
    expect(await shareRows(t.db, user.id)).toEqual([]);
  });

  it('shows a shared year to anyone, and 404 once it is taken back, as for an unknown member', async () => {
    const d = await knownDiary();
    const url = `/api/users/${d.user.username}/year/2025`;
    const before = await anonymous(url);
    expect(before.statusCode).toBe(404);
    const unknown = await anonymous(`/api/users/nobody-${d.user.username}/year/2025`);
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown)).toEqual(json<ErrorBody>(before));

    const shared = await share(d.browser, 2025, true);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(json<YearInInk>(shared).shared).toBe(true);
    // twice is the same
    expect((await share(d.browser, 2025, true)).statusCode).toBe(200);
    expect(await shareRows(t.db, d.user.id)).toEqual([2025]);

    const res = await anonymous(url);
    expect(res.statusCode, res.body).toBe(200);
    const open = json<YearInInk>(res);
    expect(open).toMatchObject({ year: 2025, daysWritten: 6, inksUsed: 3, pensUsed: 2 });
    expect(open.shared).toBe(true);
    // the public answer lists only the shared years
    expect(open.years).toEqual([2025]);
    expect(res.headers.etag).toMatch(/^"/);
    const again = await anonymous(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    // another year of the member is not shared
    expect((await anonymous(`/api/users/${d.user.username}/year/2024`)).statusCode).toBe(404);
    // the username in any case
    expect(
      (await anonymous(url.replace(d.user.username, d.user.username.toUpperCase()))).statusCode,
    ).toBe(200);

    expect((await share(d.browser, 2025, false)).statusCode).toBe(200);
    const gone = await anonymous(url);
    expect(gone.statusCode).toBe(404);
    expect(json<ErrorBody>(gone)).toEqual(json<ErrorBody>(before));
    expect((await anonymous(`/preview/year/${d.user.username}/2025.png`)).statusCode).toBe(404);
  });

  it('answers bad years and names with 400 or 404 in the one error shape', async () => {
    const { user } = await withSession(t);
    for (const url of [
      `/api/users/${user.username}/year/abc`,
      `/api/users/${user.username}/year/1899`,
      `/api/users/${user.username}/year/99999`,
      `/api/users/${'x'.repeat(41)}/year/2025`,
      `/preview/year/${user.username}/abc.png`,
      `/preview/year/${user.username}/2025`,
    ]) {
      const res = await anonymous(url);
      expect([400, 404], `${url}: ${res.statusCode}`).toContain(res.statusCode);
      expect(typeof json<ErrorBody>(res).message).toBe('string');
    }
  });
});

describe('a shared year names no private pen', () => {
  it('nor an archived one: the most used pen only while the profile shows it', async () => {
    const d = await knownDiary();
    expect((await share(d.browser, 2025, true)).statusCode).toBe(200);
    const url = `/api/users/${d.user.username}/year/2025`;
    expect(json<YearInInk>(await anonymous(url)).mostUsedPen?.pen.id).toBe(d.open);
    await archivePen(t.db, d.open);
    expect(json<YearInInk>(await anonymous(url)).mostUsedPen).toBeNull();
    // the member's own year still names it
    expect((await year(d.browser, 2025)).mostUsedPen?.pen.id).toBe(d.open);
  });

  it('in the answer, the card and its image, and in the sitemap only when shared', async () => {
    const d = await knownDiary();
    // 2021: the private pen is the most used
    await insertMarks(t.db, { userId: d.user.id, penId: d.hidden, inkId: d.inkA }, [
      '2021-02-01',
      '2021-02-02',
    ]);
    await insertMarks(t.db, { userId: d.user.id, penId: d.open, inkId: d.inkA }, ['2021-02-03']);
    await setDisplayName(t.db, d.user.id, `Ada ${d.tag}`);
    for (const y of [2021, 2025]) expect((await share(d.browser, y, true)).statusCode).toBe(200);

    const own = await year(d.browser, 2021);
    expect(own.mostUsedPen?.pen.id).toBe(d.hidden);
    expect(JSON.stringify(own)).toContain('Secretmodel');

    const secrets = [`Zqprivate ${d.tag}`, 'Secretmodel', 'secret notes'];
    const res2021 = await anonymous(`/api/users/${d.user.username}/year/2021`);
    const public2021 = json<YearInInk>(res2021);
    // counted, but not named: the most used pen is private
    expect(public2021.pensUsed).toBe(2);
    expect(public2021.mostUsedPen).toBeNull();
    // in 2025 the most used pen is public: named
    const public2025 = json<YearInInk>(await anonymous(`/api/users/${d.user.username}/year/2025`));
    expect(public2025.mostUsedPen?.pen.id).toBe(d.open);
    for (const body of [res2021.body, JSON.stringify(public2025)]) {
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).not.toMatch(new RegExp(`"id":${d.hidden}[,}]`));
    }

    for (const y of [2021, 2025]) {
      const figures = await publicYear(t.db, d.user.username, y);
      const svg = yearCardSvg(yearCard(figures, 'inklore.example'));
      expect(svg).toContain(`Ada ${d.tag}`);
      for (const secret of secrets) expect(svg).not.toContain(secret);
      const png = await anonymous(`/preview/year/${d.user.username}/${y}.png`);
      expect(png.statusCode).toBe(200);
      for (const secret of secrets) expect(png.rawPayload.includes(secret)).toBe(false);
      const meta = await sharp(png.rawPayload).metadata();
      expect(JSON.stringify(meta)).not.toContain('Secretmodel');
    }

    const sitemap = (await anonymous('/sitemap.xml')).body;
    expect(sitemap).toContain(`${ORIGIN}/user/${d.user.username}/year/2021</loc>`);
    expect(sitemap).toContain(`${ORIGIN}/user/${d.user.username}/year/2025</loc>`);
    expect(sitemap).not.toContain(`${ORIGIN}/user/${d.user.username}/year/2024</loc>`);
    expect((await share(d.browser, 2021, false)).statusCode).toBe(200);
    expect((await anonymous('/sitemap.xml')).body).not.toContain(
      `/user/${d.user.username}/year/2021</loc>`,
    );
  });
});

describe('GET /preview/year/{username}/{year}.png', () => {
  it('draws a 1200 x 630 card with the year’s colours; ETag, 304, and anew after a new day', async () => {
    const { browser, user } = await withSession(t);
    const pen = await insertPen(t.db, user.id, { brand: 'Card' });
    const ink = freshInk();
    await setInk(t.db, ink, { colorHex: '#2f7d6d' });
    await insertMarks(t.db, { userId: user.id, penId: pen, inkId: ink }, ['2020-03-01']);
    const url = `/preview/year/${user.username}/2020.png`;
    expect((await anonymous(url)).statusCode).toBe(404);
    expect((await share(browser, 2020, true)).statusCode).toBe(200);

    const res = await anonymous(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // asked again each time (a 304 while shared), so taking it back takes it down at once
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    // one ink: the whole strip is its colour
    const raw = await sharp(res.rawPayload)
      .extract({
        left: STRIP.x + STRIP.width / 2,
        top: STRIP.y + STRIP.height / 2,
        width: 1,
        height: 1,
      })
      .removeAlpha()
      .raw()
      .toBuffer();
    for (const [i, v] of [0x2f, 0x7d, 0x6d].entries()) {
      expect(Math.abs((raw[i] ?? -1) - v)).toBeLessThanOrEqual(2);
    }

    const etag = String(res.headers.etag);
    expect((await anonymous(url, { 'if-none-match': etag })).statusCode).toBe(304);
    await insertMarks(t.db, { userId: user.id, penId: pen, inkId: freshInk() }, ['2020-03-02']);
    const redrawn = await anonymous(url, { 'if-none-match': etag });
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.headers.etag).not.toBe(etag);
  });

  it('draws an empty year, and names with markup escaped', () => {
    const svg = yearCardSvg({
      year: 2026,
      soFar: true,
      name: 'Tom & "Jerry" <b>',
      daysWritten: 0,
      inksUsed: 0,
      strip: [],
      site: 'Inklore',
      host: 'x',
    });
    expect(svg).toContain('No days written yet');
    expect(svg).toContain('so far');
    expect(svg).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    expect(svg).not.toContain('<b>');
  });
});

describe('personal access tokens', () => {
  it('read the member’s year with either scope; sharing needs the write scope', async () => {
    const d = await knownDiary();
    const read = (await insertAccessToken(t.db, d.user.id, 'read')).secret;
    const write = (await insertAccessToken(t.db, d.user.id, 'write')).secret;
    const call = (secret: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${secret}` },
        remoteAddress: '10.74.0.1',
        ...(payload ? { payload } : {}),
      });
    const got = await call(read, 'GET', '/api/auth/year/2025');
    expect(got.statusCode, got.body).toBe(200);
    expect(json<YearInInk>(got).daysWritten).toBe(6);
    const refused = await call(read, 'PUT', '/api/auth/year/2025/share', { shared: true });
    expect([refused.statusCode, json<ErrorBody>(refused).code]).toEqual([
      403,
      'insufficient_scope',
    ]);
    expect(await shareRows(t.db, d.user.id)).toEqual([]);
    const ok = await call(write, 'PUT', '/api/auth/year/2025/share', { shared: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await shareRows(t.db, d.user.id)).toEqual([2025]);
    // another member's token reads its own diary only
    const other = await createUser(t.db);
    const theirs = (await insertAccessToken(t.db, other.id, 'read')).secret;
    expect(json<YearInInk>(await call(theirs, 'GET', '/api/auth/year/2025')).daysWritten).toBe(0);
  });
});
