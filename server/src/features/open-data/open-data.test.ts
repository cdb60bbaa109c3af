import fs from 'node:fs';
import zlib from 'node:zlib';
import {
  OPEN_DATA_CSV_COLUMNS,
  type Ink,
  type OpenDataIndex,
  type OpenDataJson,
} from '@inklore/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  createTestApp,
  inkSupply,
  insertAccessToken,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { entityTag } from '#src/lib/conditional.ts';
import { KNOWN_SOURCES } from './open-data.licence.ts';
import { guardCell } from './open-data.present.ts';
import { buildFiles, keptOpenData, openData } from './open-data.service.ts';

let t: TestContext;
let freshInk: () => number;
const SITE = 'https://inklore.example';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
  freshInk = await inkSupply(t.db, 400, 40);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.75.0.1');
const admin = () => withSession(t, { role: 'admin', totp: true });

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;

function get(url: string, headers: Record<string, string> = {}): Promise<Res> {
  return t.app.inject({ method: 'GET', url, headers, remoteAddress: '10.75.0.2' });
}

/** The body as text, unzipped when it came gzip-compressed. */
function text(res: Res): string {
  return res.headers['content-encoding'] === 'gzip'
    ? zlib.gunzipSync(res.rawPayload).toString('utf8')
    : res.body;
}

async function jsonFile(): Promise<OpenDataJson> {
  const res = await get('/api/open-data/inks.json');
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return JSON.parse(res.body) as OpenDataJson;
}

type CsvRecord = Record<(typeof OPEN_DATA_CSV_COLUMNS)[number], string>;

async function csvFile(): Promise<{ header: string[]; rows: CsvRecord[]; raw: string }> {
  const res = await get('/api/open-data/inks.csv', { 'accept-encoding': 'gzip' });
  expect(res.statusCode).toBe(200);
  const raw = text(res);
  const records: string[][] = parse(raw, { relax_column_count: false });
  const [header = [], ...body] = records;
  const rows = body.map(
    (r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])) as CsvRecord,
  );
  return { header, rows, raw };
}

async function liveCount(): Promise<number> {
  const r = await t.db
    .selectFrom('inks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return r.n;
}

/** NOTICE and the seed data's README, with their line breaks and indentation as single spaces. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

const flat = (path: string) =>
  fs
    .readFileSync(new URL(path, import.meta.url), 'utf8')
    .replace(/\s+/g, ' ')
    .replace(/\*\*/g, '');

describe('GET /api/open-data/inks.json', () => {
  it('holds every live ink with its public fields, and the licence and credits', async () => {
    const res = await get('/api/open-data/inks.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inklore-inks-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    const data = JSON.parse(res.body) as OpenDataJson;
    const count = await liveCount();
    expect(count).toBeGreaterThan(800);
    expect(data.inks).toHaveLength(count);
    expect(data.about.count).toBe(count);
    expect(data.about.licence).toMatchObject({
      spdx: 'GPL-3.0-only',
      text: `${SITE}/api/open-data/LICENSE.txt`,
    });
    expect(data.about.site).toBe(SITE);
    expect(data.about.documentation).toBe(`${SITE}/open-data`);
    // The demo catalogue's two sources, each with its records counted.
    expect(data.about.sources.map((s) => s.name)).toEqual(KNOWN_SOURCES.map((s) => s.name));
    const bySource = (credit: string) => data.inks.filter((i) => i.source === credit).length;
    for (const s of data.about.sources) {
      const known = must(
        KNOWN_SOURCES.find((k) => k.name === s.name),
        s.name,
      );
      expect(s.records).toBe(bySource(known.recordSource));
      expect(s.records).toBeGreaterThan(300);
    }
    // In id order, each ink as the ink API shows it.
    const ids = data.inks.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const sample = must(data.inks[7], 'an ink');
    const api = json<Ink>(await visitor().get(`/api/inks/${sample.id}`));
    expect(sample).toMatchObject({
      id: api.id,
      brand: api.brand,
      name: api.name,
      line: api.line,
      colorHex: api.colorHex,
      colorFamily: api.color,
      properties: api.properties,
      source: api.source,
      url: `${SITE}/ink/${api.id}`,
      createdAt: api.createdAt,
    });
    expect(sample.lab.l).toBeCloseTo(api.lab.l, 2);
    expect(sample.otherNames).toEqual(api.aliases ?? []);
  });

  it("carries the demo data's credits word for word from NOTICE and the data's README", () => {
    const notice = flat('../../../../NOTICE');
    const readme = flat('../../seed/data/README.md');
    for (const s of KNOWN_SOURCES) {
      expect(notice).toContain(s.credit);
      expect(readme).toContain(s.modified);
    }
  });

  it('gives the other names of an ink (the Iroshizuku inks as their bottles write them)', async () => {
    const data = await jsonFile();
    const named = data.inks.filter((i) => i.otherNames.length > 0);
    expect(named.length).toBeGreaterThan(5);
    expect(named.some((i) => i.otherNames.some((n) => n.includes('色彩雫')))).toBe(true);
  });

  it('is sent gzip-compressed to a client that accepts it, with the same bytes', async () => {
    const plain = await get('/api/open-data/inks.json');
    const zipped = await get('/api/open-data/inks.json', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(text(zipped)).toBe(plain.body);
  });
});

describe('GET /api/open-data/inks.csv', () => {
  it('parses as RFC 4180 with a header row and one row per ink, as the JSON', async () => {
    const [data, csv] = await Promise.all([jsonFile(), csvFile()]);
    expect(csv.header).toEqual([...OPEN_DATA_CSV_COLUMNS]);
    expect(csv.rows).toHaveLength(data.inks.length);
    expect(csv.raw.charCodeAt(0)).not.toBe(0xfeff);
    expect(csv.raw).toContain('\r\n');
    const byId = new Map(csv.rows.map((r) => [Number(r.id), r]));
    for (const ink of data.inks.filter((_, i) => i % 97 === 0)) {
      const row = must(byId.get(ink.id), `row ${ink.id}`);
      expect(row.name).toBe(guardCell(ink.name));
      expect(row.brand).toBe(guardCell(ink.brand));
      expect(row.color_hex).toBe(ink.colorHex);
      expect(Number(row.lab_a)).toBe(ink.lab.a);
      expect(row.url).toBe(ink.url);
      expect(row.other_names).toBe(ink.otherNames.map(guardCell).join('; '));
      expect(row.source).toBe(ink.source ?? '');
    }
    // Negative numbers are numbers: never guarded.
    const negative = csv.rows.find((r) => r.lab_a.startsWith('-'));
    expect(Number.isFinite(Number(must(negative, 'a negative a*').lab_a))).toBe(true);
  });

  it('is text/csv, an attachment named by the date; HEAD says the same without the body', async () => {
    const res = await get('/api/open-data/inks.csv');
    expect(res.statusCode).toBe(200);
    for (const encoding of ['gzip', 'identity']) {
      const head = await t.app.inject({
        method: 'HEAD',
        url: '/api/open-data/inks.csv',
        headers: { 'accept-encoding': encoding },
      });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe(res.headers['content-type']);
    }
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inklore-inks-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  it('guards cells a spreadsheet would read as a formula (OWASP CSV injection)', async () => {
    const id = freshInk();
    await t.db
      .updateTable('inks')
      .set({ name: '=HYPERLINK("http://evil.example","Click")', line: '@SUM(1+1)' })
      .where('id', '=', id)
      .execute();
    await t.db
      .insertInto('ink_aliases')
      .values({
        ink_id: id,
        alias: '+cmd|calc',
        alias_norm: 'cmd calc',
        source: 'staff',
        created_at: new Date().toISOString(),
      })
      .execute();
    const csv = await csvFile();
    const row = must(
      csv.rows.find((r) => Number(r.id) === id),
      'the row',
    );
    expect(row.name).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row.line).toBe(`'@SUM(1+1)`);
    expect(row.other_names).toBe(`'+cmd|calc`);
    // No cell anywhere starts with a formula character.
    for (const r of csv.rows) {
      for (const [column, value] of Object.entries(r)) {
        if (column.startsWith('lab_')) continue;
        expect(value, `${column} of ink ${r.id}`).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
    // The JSON keeps the text as it is.
    const data = await jsonFile();
    expect(data.inks.find((i) => i.id === id)?.name).toBe(
      '=HYPERLINK("http://evil.example","Click")',
    );
    expect(guardCell('-2+3')).toBe("'-2+3");
    expect(guardCell('\tx')).toBe("'\tx");
    expect(guardCell('Blue')).toBe('Blue');
  });
});

describe('rebuilt when the catalogue changes', () => {
  it('leaves out a deleted ink and shows an edit, with a new version and ETag', async () => {
    const before = await get('/api/open-data/inks.json');
    const old = JSON.parse(before.body) as OpenDataJson;
    const oldTag = String(before.headers.etag);
    const [gone, edited] = [freshInk(), freshInk()];
    const { browser } = await admin();
    expect((await browser.send('DELETE', `/api/inks/${gone}`)).statusCode).toBe(204);
    const current = json<Ink>(await visitor().get(`/api/inks/${edited}`));
    const put = await browser.send('PUT', `/api/inks/${edited}`, {
      name: 'Open Data Renamed Blue',
      brand: current.brand,
      line: current.line,
      color: current.color,
      colorHex: '#123456',
      description: current.description,
      properties: current.properties,
      featured: current.featured,
      images: current.images,
    });
    expect(put.statusCode, put.body).toBe(200);

    const after = await get('/api/open-data/inks.json', { 'if-none-match': oldTag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(oldTag);
    const data = JSON.parse(after.body) as OpenDataJson;
    expect(data.about.catalogueVersion).toBeGreaterThan(old.about.catalogueVersion);
    expect(data.about.count).toBe(old.about.count - 1);
    expect(old.inks.some((i) => i.id === gone)).toBe(true);
    expect(data.inks.some((i) => i.id === gone)).toBe(false);
    expect(data.inks.find((i) => i.id === edited)).toMatchObject({
      name: 'Open Data Renamed Blue',
      colorHex: '#123456',
    });
    const csv = await csvFile();
    expect(csv.rows.some((r) => Number(r.id) === gone)).toBe(false);
    expect(csv.rows.find((r) => Number(r.id) === edited)?.name).toBe('Open Data Renamed Blue');
  });

  it('answers 304 to the current ETag, and builds once per version for concurrent requests', async () => {
    const first = await get('/api/open-data/inks.csv');
    const tag = String(first.headers.etag);
    // Strong, of the bytes sent (ADR 030): one tag per content coding.
    expect(tag).toBe(entityTag(first.rawPayload));
    const zipped = await get('/api/open-data/inks.csv', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.etag).toBe(entityTag(zipped.rawPayload));
    expect(zipped.headers.etag).not.toBe(tag);
    const zippedAgain = await get('/api/open-data/inks.csv', {
      'accept-encoding': 'gzip',
      'if-none-match': `W/${String(zipped.headers.etag)}, "other"`,
    });
    expect(zippedAgain.statusCode).toBe(304);
    expect(zippedAgain.headers['content-encoding']).toBeUndefined();
    const again = await get('/api/open-data/inks.csv', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // The JSON has an ETag of its own.
    const other = await get('/api/open-data/inks.json', { 'if-none-match': tag });
    expect(other.statusCode).toBe(200);

    // A change the files do not show (featured) keeps the CSV's bytes, and so its tag.
    const inkId = freshInk();
    await t.db.updateTable('inks').set({ featured: 1 }).where('id', '=', inkId).execute();
    const same = await get('/api/open-data/inks.csv', { 'if-none-match': tag });
    expect(same.statusCode).toBe(304);
    await t.db
      .updateTable('inks')
      .set({ name: 'Retagged Green' })
      .where('id', '=', inkId)
      .execute();
    const builds = await Promise.all([
      openData(t.db, SITE),
      openData(t.db, SITE),
      openData(t.db, SITE),
    ]);
    expect(new Set(builds).size).toBe(1);
    expect(keptOpenData(t.db)).toBe(builds[0]);
    const stale = await get('/api/open-data/inks.csv', { 'if-none-match': tag });
    expect(stale.statusCode).toBe(200);
  });
  it('runs one build at a time: changes during a build queue one more, shared', async () => {
    const rename = (id: number, name: string) =>
      t.db.updateTable('inks').set({ name }).where('id', '=', id).execute();
    // The first build waits for the gate, so the others surely find it running.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const started: number[] = [];
    const held: typeof buildFiles = async (db, site, version) => {
      started.push(version);
      if (started.length === 1) await gate;
      return buildFiles(db, site, version);
    };
    const inkId = freshInk();
    await rename(inkId, 'Queue One');
    const first = openData(t.db, SITE, held);
    // the first build has read its version and started (on PostgreSQL that read can take
    // longer than a turn of the event loop: the rename below must come after it)
    await vi.waitFor(() => expect(started).toHaveLength(1));
    await rename(inkId, 'Queue Two');
    const second = openData(t.db, SITE, held);
    const third = openData(t.db, SITE, held);
    await rename(inkId, 'Queue Three');
    const fourth = openData(t.db, SITE, held);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toHaveLength(1);
    open();
    const [a, b, c, d] = await Promise.all([first, second, third, fourth]);
    // Two builds in all, one after the other; the second is every later request's.
    expect(started).toHaveLength(2);
    expect(b).toBe(c);
    expect(c).toBe(d);
    expect(d.version).toBeGreaterThan(a.version);
    expect(keptOpenData(t.db)).toBe(d);
    const res = await get('/api/open-data/inks.json');
    const data = JSON.parse(res.body) as OpenDataJson;
    expect(data.about.catalogueVersion).toBe(d.version);
    expect(data.inks.find((i) => i.id === inkId)?.name).toBe('Queue Three');
  });
});

describe('never private data', () => {
  it("holds no member's email, id, ink-ventory, rating or notes", async () => {
    const inkId = freshInk();
    const { browser, user } = await withSession(t, { verified: true });
    const added = await browser.post(`/api/inks/${inkId}/collection`, {
      status: 'owned',
      rating: 5,
      notes: 'secret-note-open-data',
    });
    expect(added.statusCode, added.body).toBe(201);
    // An image of theirs approved as the ink's image: credited by username only.
    const imageUrl = '/media/profile-images/open-data-test.jpg';
    await t.db
      .insertInto('profile_image_submissions')
      .values({
        ink_id: inkId,
        user_id: user.id,
        image_url: imageUrl,
        caption: null,
        is_official: 0,
        status: 'approved',
        rejection_reason: null,
        reviewed_by: null,
        reviewed_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .updateTable('inks')
      .set({ images: JSON.stringify([imageUrl, 'https://images.unsplash.com/stock.jpg']) })
      .where('id', '=', inkId)
      .execute();

    const body = (await get('/api/open-data/inks.json')).body;
    const csv = (await csvFile()).raw;
    for (const file of [body, csv]) {
      expect(file).not.toContain(user.email);
      expect(file).not.toContain('secret-note-open-data');
      expect(file).not.toMatch(/@example\.(com|test)/);
    }
    const data = JSON.parse(body) as OpenDataJson;
    const forbidden = [
      'email',
      'userId',
      'averageRating',
      'reviewCount',
      'rating',
      'notes',
      'inventory',
      'communityImageCount',
      'description',
    ];
    for (const ink of data.inks) {
      for (const key of forbidden) expect(Object.keys(ink)).not.toContain(key);
    }
    const ink = must(
      data.inks.find((i) => i.id === inkId),
      'the ink',
    );
    // The stock photo is left out, as the ink API does; our media get the site's origin.
    expect(ink.images).toEqual([
      { url: `${SITE}${imageUrl}`, credit: `Shared by ${user.username} on Inklore` },
    ]);
    const row = must(
      (await csvFile()).rows.find((r) => Number(r.id) === inkId),
      'the row',
    );
    expect(row.image_urls).toBe(`${SITE}${imageUrl}`);
    expect(row.image_credits).toBe(`Shared by ${user.username} on Inklore`);
    expect(Object.keys(row)).not.toContain('email');
  });
});

describe('GET /api/open-data and LICENSE.txt', () => {
  it('lists the files with their sizes, the version, the licence and the credits', async () => {
    const res = await get('/api/open-data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await get('/api/open-data', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    const index = json<OpenDataIndex>(res);
    expect(index.files.map((f) => f.name)).toEqual(['inks.json', 'inks.csv', 'LICENSE.txt']);
    const data = await jsonFile();
    expect(index.catalogueVersion).toBe(data.about.catalogueVersion);
    expect(index.count).toBe(data.inks.length);
    expect(index.sources).toEqual(data.about.sources);
    for (const f of index.files) {
      expect(f.url).toBe(`${SITE}/api/open-data/${f.name}`);
      const plain = await get(`/api/open-data/${f.name}`);
      const zipped = await get(`/api/open-data/${f.name}`, { 'accept-encoding': 'gzip' });
      expect(plain.rawPayload.length).toBe(f.bytes);
      expect(zipped.rawPayload.length).toBe(f.gzipBytes);
    }
  });

  it('LICENSE.txt gives the licence, the credits and the full text of the GPL', async () => {
    const res = await get('/api/open-data/LICENSE.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const body = res.body.replace(/\s+/g, ' ');
    for (const s of KNOWN_SOURCES) expect(body).toContain(s.credit);
    expect(body).toContain('GPL-3.0-only');
    expect(body).toContain('GNU GENERAL PUBLIC LICENSE Version 3, 29 June 2007');
    expect(body).toContain('END OF TERMS AND CONDITIONS');
  });

  it('may be read with a personal access token, and by a signed-in member', async () => {
    const { browser, user } = await withSession(t);
    const token = await insertAccessToken(t.db, user.id, 'read');
    const withToken = await get('/api/open-data/inks.csv', {
      authorization: `Bearer ${token.secret}`,
    });
    expect(withToken.statusCode, withToken.body.slice(0, 200)).toBe(200);
    const signedIn = await browser.get('/api/open-data');
    expect(signedIn.statusCode).toBe(200);
    // Answers to a signed-in member are never kept by a shared cache.
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('refuses a mutating method and unknown parameters', async () => {
    expect((await get('/api/open-data/inks.csv?format=xlsx')).statusCode).toBe(400);
    const post = await t.app.inject({ method: 'POST', url: '/api/open-data/inks.csv' });
    expect(post.statusCode).toBeGreaterThanOrEqual(400);
    expect(post.statusCode).toBeLessThan(500);
  });
});
