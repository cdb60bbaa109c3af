import type {
  Collection,
  ErrorBody,
  ExportData,
  ImportPreview,
  ImportResult,
  InventoryEntry,
} from '@inklore/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let pilot: { id: number; name: string; line: string | null }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  pilot = await t.db
    .selectFrom('inks')
    .select(['id', 'name', 'line'])
    .where('brand', '=', 'Pilot')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(20)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const HEADER =
  'Brand,Line,Name,Type,Color,Swabbed,Used,Comment,Private Comment,Private,Archived,Archived On,Usage,Tags,Date Added,Maker,Daily Usage,Last Usage';

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

function fpcRow(r: {
  brand: string;
  line?: string;
  name: string;
  comment?: string;
  archived?: boolean;
  tags?: string;
  date?: string;
}): string {
  return [
    r.brand,
    r.line ?? '',
    r.name,
    'bottle',
    '#123456',
    'true',
    'false',
    r.comment ?? '',
    '',
    'false',
    r.archived ? 'true' : 'false',
    '',
    '0',
    r.tags ?? '',
    r.date ?? '2021-03-04',
    '',
    '0',
    '',
  ]
    .map(quote)
    .join(',');
}

async function preview(b: Browser, csv: string) {
  const res = await b.post('/api/auth/import/fpc/preview', { csv });
  return res;
}

describe('POST /api/auth/import/fpc/preview', () => {
  it('matches rows (case, accents, punctuation, lines), flags close ones, and writes nothing', async () => {
    const { browser, user } = await withSession(t);
    const a = pilot[0];
    const b = pilot[1];
    if (!a || !b) throw new Error('Pilot inks expected in the demo catalogue');
    const csv = [
      HEADER,
      fpcRow({
        brand: 'PILOT',
        line: a.line ?? '',
        name: a.name.toUpperCase(),
        comment: 'Lovely, "wet"',
        tags: 'Blues, Daily',
      }),
      fpcRow({ brand: 'pilot', name: `${b.name}x`, archived: true }),
      fpcRow({ brand: 'Nobody Makes This', name: 'Imaginary Teal' }),
      '',
    ].join('\n');
    const res = await preview(browser, csv);
    expect(res.statusCode, res.body).toBe(200);
    const p = json<ImportPreview>(res);
    expect(p.counts).toEqual({ matched: 1, uncertain: 1, unmatched: 1 });
    expect(p.rows[0]).toMatchObject({
      row: 2,
      outcome: 'matched',
      candidates: [{ inkId: a.id, score: 1 }],
      status: 'owned',
      notes: 'Lovely, "wet"',
      acquiredDate: '2021-03-04',
      tags: ['Blues', 'Daily'],
      alreadyInInventory: false,
    });
    expect(p.rows[1]).toMatchObject({ outcome: 'uncertain', status: 'tried' });
    expect(p.rows[1]?.candidates[0]?.inkId).toBe(b.id);
    expect(p.rows[2]).toMatchObject({ outcome: 'unmatched', candidates: [] });
    const entries = await t.db
      .selectFrom('inventory_entries')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(entries).toEqual([]);
  });

  it('reads the tricky rows of a real-shaped export: line in the brand, line as brand, no line, accents, duplicates', async () => {
    const { browser } = await withSession(t);
    const ids = async (brand: string, name: string) =>
      (
        await t.db
          .selectFrom('inks')
          .select('id')
          .where('brand', '=', brand)
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    const csv = [
      HEADER,
      fpcRow({ brand: 'Pilot Iroshizuku', name: 'Asa-gao' }), // the line written into the brand
      fpcRow({ brand: 'Iroshizuku', name: 'ama iro' }), // the line as the brand
      fpcRow({ brand: 'Pilot', name: 'AJISAI' }), // no line at all
      fpcRow({ brand: 'Pennonia', name: 'Zoldike' }), // accents left out
      fpcRow({ brand: 'Troublemaker', name: 'España Boulevard' }),
      fpcRow({ brand: 'J. Herbin', name: 'Bleu de minuit' }), // the brand spelt another way
      fpcRow({ brand: 'Pilot', line: 'Iroshizuku', name: 'Asa-gao' }), // a duplicate in the file
    ].join('\n');
    const res = await preview(browser, csv);
    expect(res.statusCode, res.body).toBe(200);
    const p = json<ImportPreview>(res);
    expect(p.rows.map((r) => r.outcome)).toEqual(Array(7).fill('matched'));
    const matched = p.rows.map((r) => r.candidates[0]?.inkId);
    expect(matched).toEqual([
      await ids('Pilot', 'Asa-gao'),
      await ids('Pilot', 'Ama-iro'),
      await ids('Pilot', 'Ajisai'),
      await ids('Pennonia', 'Zöldike'),
      await ids('Troublemaker', 'España Boulevard'),
      await ids('Jacques Herbin', 'Bleu De Minuit'),
      await ids('Pilot', 'Asa-gao'),
    ]);
  });

  it('reads semicolon files with quoted fields and a byte-order mark', async () => {
    const { browser } = await withSession(t);
    const a = pilot[2];
    if (!a) throw new Error('Pilot ink expected');
    const csv = `\ufeffBrand;Line;Name;Comment\n"Pilot";"${a.line ?? ''}";"${a.name}";"one; two"\n`;
    const p = json<ImportPreview>(await preview(browser, csv));
    expect(p.rows[0]).toMatchObject({ outcome: 'matched', notes: 'one; two' });
  });

  it('refuses what is not an export with a clear message, changing nothing', async () => {
    const { browser } = await withSession(t);
    const junk = Buffer.alloc(64 * 1024, 0).toString('latin1');
    const cases = [
      'just a sentence, not a table',
      'Maker,Colour\nPilot,Blue',
      `${HEADER}\n`,
      junk,
      '"unterminated,Brand,Name\n',
    ];
    for (const csv of cases) {
      const res = await preview(browser, csv);
      expect(res.statusCode, `${csv.slice(0, 20)}: ${res.body}`).toBe(400);
      expect(json<ErrorBody>(res).message).toMatch(/Brand|Name|inks|text/);
    }
    const tooBig = 'x'.repeat(10 * 1024 * 1024 + 10);
    expect([400, 413]).toContain((await preview(browser, tooBig)).statusCode);
    expect(
      (await new Browser(t.app, '10.77.0.1').post('/api/auth/import/fpc/preview', { csv: HEADER }))
        .statusCode,
    ).toBe(401);
  });

  it('previews 5,000 rows', async () => {
    const { browser } = await withSession(t);
    const rows = Array.from({ length: 5000 }, (_, i) => {
      const ink = pilot[i % pilot.length];
      return fpcRow({
        brand: 'Pilot',
        line: ink?.line ?? '',
        name: i % 3 === 0 ? `Unknown ${i}` : (ink?.name ?? ''),
      });
    });
    const res = await preview(browser, [HEADER, ...rows].join('\n'));
    expect(res.statusCode).toBe(200);
    const p = json<ImportPreview>(res);
    expect(p.rows).toHaveLength(5000);
    expect(p.counts.matched + p.counts.uncertain + p.counts.unmatched).toBe(5000);
  });
});

describe('POST /api/auth/import/fpc/confirm', () => {
  it('writes the chosen rows, all or nothing, and tags as collections when asked', async () => {
    const { browser } = await withSession(t);
    const [a, b] = [pilot[3], pilot[4]];
    if (!a || !b) throw new Error('Pilot inks expected');
    // an entry that exists already is updated, not duplicated
    expect(
      (await browser.post(`/api/inks/${b.id}/collection`, { status: 'wishlist' })).statusCode,
    ).toBe(201);
    const res = await browser.post('/api/auth/import/fpc/confirm', {
      items: [
        {
          inkId: a.id,
          status: 'owned',
          notes: 'From FPC',
          acquiredDate: '2020-01-02',
          tags: ['Blues'],
        },
        { inkId: b.id, status: 'tried', tags: ['Blues', 'Samples'] },
      ],
      tagsAsCollections: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ImportResult>(res)).toEqual({
      created: 1,
      updated: 1,
      collectionsCreated: 2,
      addedToCollections: 3,
    });
    const entry = json<InventoryEntry>(await browser.get(`/api/inks/${a.id}/collection`));
    expect(entry).toMatchObject({ status: 'owned', notes: 'From FPC', acquiredDate: '2020-01-02' });
    expect(json<InventoryEntry>(await browser.get(`/api/inks/${b.id}/collection`)).status).toBe(
      'tried',
    );
    const collections = json<Collection[]>(await browser.get('/api/auth/collections'));
    expect(collections.map((c) => [c.name, c.inkCount, c.isPublic]).sort()).toEqual([
      ['Blues', 2, false],
      ['Samples', 1, false],
    ]);
    // a missing ink refuses the whole import
    const c = pilot[5];
    if (!c) throw new Error('Pilot ink expected');
    const refused = await browser.post('/api/auth/import/fpc/confirm', {
      items: [
        { inkId: c.id, status: 'owned' },
        { inkId: 99999999, status: 'owned' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect((await browser.get(`/api/inks/${c.id}/collection`)).body).toBe('null');
    expect(
      (
        await browser.post('/api/auth/import/fpc/confirm', {
          items: [
            { inkId: c.id, status: 'owned' },
            { inkId: c.id, status: 'tried' },
          ],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('spellings from an import', () => {
  it('keeps a name the file wrote as another name of the ink, only when close and not found yet', async () => {
    const { browser } = await withSession(t);
    const ink = await t.db
      .selectFrom('inks')
      .select(['id', 'name'])
      .where('brand', '=', 'Pilot')
      .where('name', '=', 'Kon-peki')
      .executeTakeFirstOrThrow();
    const others = pilot.filter((p) => p.id !== ink.id);
    const [typo, unrelated] = [others[8], others[9]];
    if (!typo || !unrelated) throw new Error('Pilot inks expected');
    const found = async (text: string) =>
      json<{ data: { id: number }[] }>(
        await t.app.inject({ method: 'GET', url: `/api/inks?search=${encodeURIComponent(text)}` }),
      ).data.map((i) => i.id);
    expect(await found('Pilot Kon-peki Deep Sky')).not.toContain(ink.id);
    const res = await browser.post('/api/auth/import/fpc/confirm', {
      items: [
        // the ink's name with more words: the matcher offers it, search does not find it
        { inkId: ink.id, status: 'owned', spelling: 'Kon-peki Deep Sky' },
        // a typo search forgives already: not worth keeping
        { inkId: typo.id, status: 'owned', spelling: `${typo.name}x` },
        // a name the matcher would never offer for this ink: never kept
        { inkId: unrelated.id, status: 'owned', spelling: 'Buy cheap pens now' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const aliases = await t.db
      .selectFrom('ink_aliases')
      .select(['ink_id', 'alias', 'source'])
      .where('source', '=', 'import')
      .execute();
    expect(aliases).toEqual([{ ink_id: ink.id, alias: 'Kon-peki Deep Sky', source: 'import' }]);
    expect(await found('Pilot Kon-peki Deep Sky')).toContain(ink.id);
  });
});

describe('the export', () => {
  it('gives the member their own data as JSON and CSV, and nobody else’s', async () => {
    const { browser, user } = await withSession(t);
    const a = pilot[6];
    if (!a) throw new Error('Pilot ink expected');
    await browser.post(`/api/inks/${a.id}/collection`, {
      status: 'owned',
      notes: '=HYPERLINK("x")',
    });
    const col = json<Collection>(await browser.post('/api/auth/collections', { name: 'Mine' }));
    await browser.post(`/api/auth/collections/${col.id}/inks/${a.id}`, { status: 'owned' });
    const other = await withSession(t);
    await other.browser.post(`/api/inks/${pilot[7]?.id}/collection`, {
      status: 'owned',
      notes: 'theirs',
    });

    const res = await browser.get('/api/auth/export.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toContain('no-store');
    const data = json<ExportData>(res);
    expect(data.user).toMatchObject({ username: user.username, email: user.email });
    expect(data.inventory.map((e) => e.inkId)).toEqual([a.id]);
    expect(data.collections).toEqual([
      {
        name: 'Mine',
        description: null,
        isPublic: true,
        inks: [{ inkId: a.id, name: a.name, brand: 'Pilot', notes: null }],
      },
    ]);
    expect(res.body).not.toContain('theirs');

    const csv = await browser.get('/api/auth/export.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const table = parse(csv.body, { bom: true });
    expect(table[0]?.[0]).toBe('Brand');
    expect(table[1]?.slice(0, 3)).toEqual(['Pilot', a.line ?? '', a.name]);
    expect(table[1]?.[6]).toBe(`'=HYPERLINK("x")`); // a formula is defused
    expect(table[1]?.[9]).toBe('Mine');
    expect((await new Browser(t.app, '10.77.0.2').get('/api/auth/export.json')).statusCode).toBe(
      401,
    );
  });
});
