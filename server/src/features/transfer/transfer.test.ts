import type {
  AliasSuggestion,
  AliasSuggestionList,
  Collection,
  ErrorBody,
  ExportData,
  ImportPreview,
  ImportResult,
  InventoryEntry,
} from '@inklore/contract';
import { COLLECTION_LIMITS, IMPORT_MAX_ROWS } from '@inklore/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { FPC_HEADER, fpcRow, pilotInks, type PilotInk } from './transfer.test-kit.ts';

let t: TestContext;
let pilot: PilotInk[] = [];
beforeAll(async () => {
  t = await createTestApp();
  pilot = await pilotInks(t.db, 20);
});
afterAll(async () => {
  await t.close();
});

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
      FPC_HEADER,
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
      FPC_HEADER,
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
      `${FPC_HEADER}\n`,
      junk,
      '"unterminated,Brand,Name\n',
    ];
    for (const csv of cases) {
      const res = await preview(browser, csv);
      expect(res.statusCode, `${csv.slice(0, 20)}: ${res.body}`).toBe(400);
      expect(json<ErrorBody>(res).message).toMatch(/Brand|Name|inks|text/);
    }
    // over the file's limit: the limit and what to do
    const big = await preview(browser, 'x'.repeat(3 * 1024 * 1024 + 10));
    expect(big.statusCode).toBe(400);
    expect(json<ErrorBody>(big).message).toMatch(/larger than 3 MB\. Split it/);
    const huge = await preview(browser, '"'.repeat(4 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(json<ErrorBody>(huge).message).toMatch(/larger than 3 MB\. Split it/);
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `Pilot,,Ink ${i}`);
    const many = await preview(browser, ['Brand,Line,Name', ...rows].join('\n'));
    expect(many.statusCode).toBe(400);
    expect(json<ErrorBody>(many).message).toMatch(/more than 5,000 rows\. Split it/);
    expect(
      (
        await new Browser(t.app, '10.77.0.1').post('/api/auth/import/fpc/preview', {
          csv: FPC_HEADER,
        })
      ).statusCode,
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
    const res = await preview(browser, [FPC_HEADER, ...rows].join('\n'));
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
      spellingsSuggested: 0,
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

describe('spellings from an import (suggestions, never other names by themselves)', () => {
  it('suggests a close spelling to staff, who accept or reject it (audited); nothing shared changes before', async () => {
    const { browser } = await withSession(t);
    const ink = await t.db
      .selectFrom('inks')
      .select(['id', 'name'])
      .where('brand', '=', 'Pilot')
      .where('name', '=', 'Kon-peki')
      .executeTakeFirstOrThrow();
    const others = pilot.filter((p) => p.id !== ink.id);
    const [typo, unrelated, hostile, long, bidi] = others.slice(8, 13);
    if (!typo || !unrelated || !hostile || !long || !bidi) throw new Error('Pilot inks expected');
    const found = async (text: string) =>
      json<{ data: { id: number }[] }>(
        await t.app.inject({ method: 'GET', url: `/api/inks?search=${encodeURIComponent(text)}` }),
      ).data.map((i) => i.id);
    const aliases = () =>
      t.db
        .selectFrom('ink_aliases')
        .select(['ink_id', 'alias', 'source'])
        .where('source', '=', 'import')
        .execute();
    const res = await browser.post('/api/auth/import/fpc/confirm', {
      items: [
        // the ink's name with more words: the matcher offers it, search does not find it
        { inkId: ink.id, status: 'owned', spelling: 'Kon-peki Deep Sky' },
        // a typo search forgives already: not worth keeping
        { inkId: typo.id, status: 'owned', spelling: `${typo.name}x` },
        // a name the matcher would never offer for this ink: never suggested
        { inkId: unrelated.id, status: 'owned', spelling: 'Buy cheap pens now' },
        // the finding: a sentence that contains the name, far longer than it
        {
          inkId: hostile.id,
          status: 'owned',
          spelling: `${hostile.name} is fake - buy real ink at evil.example today`,
        },
        {
          inkId: long.id,
          status: 'owned',
          spelling: `${long.name} ${'and more words '.repeat(4)}`,
        },
        // the name rule: direction and invisible characters
        { inkId: bidi.id, status: 'owned', spelling: `${bidi.name} \u202Eevil\u200B` },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ImportResult>(res).spellingsSuggested).toBe(1);
    expect(await aliases()).toEqual([]);
    expect(await found('Pilot Kon-peki Deep Sky')).not.toContain(ink.id);
    const suggestions = await t.db
      .selectFrom('alias_suggestions')
      .select(['ink_id', 'spelling', 'status'])
      .execute();
    expect(suggestions).toEqual([
      { ink_id: ink.id, spelling: 'Kon-peki Deep Sky', status: 'pending' },
    ]);

    // another member suggests the same spelling: one suggestion, two members
    const other = await withSession(t);
    await other.browser.post('/api/auth/import/fpc/confirm', {
      items: [{ inkId: ink.id, status: 'owned', spelling: 'kon-peki deep sky' }],
    });
    // and the first again: still counted once
    await browser.post('/api/auth/import/fpc/confirm', {
      items: [{ inkId: ink.id, status: 'tried', spelling: 'Kon-peki Deep Sky' }],
    });

    // members cannot review; staff (moderators) can
    expect((await browser.get('/api/admin/alias-suggestions')).statusCode).toBe(403);
    const staff = await withSession(t, { role: 'moderator', totp: true });
    const list = json<AliasSuggestionList>(await staff.browser.get('/api/admin/alias-suggestions'));
    expect(list.total).toBe(1);
    const [pending] = list.suggestions;
    expect(pending).toMatchObject({
      ink: { id: ink.id, name: 'Kon-peki' },
      spelling: 'Kon-peki Deep Sky',
      members: 2,
      status: 'pending',
    });
    if (!pending) throw new Error('a suggestion expected');
    expect(
      (await browser.post(`/api/admin/alias-suggestions/${pending.id}/accept`)).statusCode,
    ).toBe(403);

    const accepted = await staff.browser.post(`/api/admin/alias-suggestions/${pending.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json<AliasSuggestion>(accepted)).toMatchObject({
      status: 'accepted',
      reviewedBy: staff.user.username,
    });
    expect(await aliases()).toEqual([
      { ink_id: ink.id, alias: 'Kon-peki Deep Sky', source: 'import' },
    ]);
    expect(await found('Pilot Kon-peki Deep Sky')).toContain(ink.id);
    // decided once
    expect(
      (await staff.browser.post(`/api/admin/alias-suggestions/${pending.id}/reject`)).statusCode,
    ).toBe(409);

    // a rejected spelling is audited and not suggested again
    await browser.post('/api/auth/import/fpc/confirm', {
      items: [{ inkId: unrelated.id, status: 'owned', spelling: `${unrelated.name} Special` }],
    });
    const next = json<AliasSuggestionList>(
      await staff.browser.get('/api/admin/alias-suggestions'),
    ).suggestions;
    const rejectMe = next.find((n) => n.ink.id === unrelated.id);
    if (!rejectMe) throw new Error('a second suggestion expected');
    expect(
      (await staff.browser.post(`/api/admin/alias-suggestions/${rejectMe.id}/reject`)).statusCode,
    ).toBe(200);
    await other.browser.post('/api/auth/import/fpc/confirm', {
      items: [{ inkId: unrelated.id, status: 'owned', spelling: `${unrelated.name} Special` }],
    });
    expect(
      json<AliasSuggestionList>(await staff.browser.get('/api/admin/alias-suggestions')).total,
    ).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_id'])
      .where('action', 'like', 'alias_suggestion.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'alias_suggestion.accept', target_id: pending.id, actor_id: staff.user.id },
      { action: 'alias_suggestion.reject', target_id: rejectMe.id, actor_id: staff.user.id },
    ]);
    expect((await staff.browser.get('/api/admin/alias-suggestions?status=nope')).statusCode).toBe(
      400,
    );
    expect(
      (await staff.browser.post('/api/admin/alias-suggestions/99999999/accept')).statusCode,
    ).toBe(404);
  });
});

describe('tags as collections follow the collections rules', () => {
  const count = async (userId: number, table: 'collections' | 'inventory_entries') =>
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n;

  it('refuses more collections than a member keeps, writing nothing; the create route agrees', async () => {
    const { browser, user } = await withSession(t);
    const at = new Date().toISOString();
    await t.db
      .insertInto('collections')
      .values(
        Array.from({ length: COLLECTION_LIMITS.perMember - 5 }, (_, i) => ({
          user_id: user.id,
          name: `Mine ${i}`,
          description: null,
          is_public: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const [a, b] = pilot;
    if (!a || !b) throw new Error('Pilot inks expected');
    const tags = Array.from({ length: 20 }, (_, i) => `Tag ${i}`);
    const refused = await browser.post('/api/auth/import/fpc/confirm', {
      items: [
        { inkId: a.id, status: 'owned', tags: tags.slice(0, 10) },
        { inkId: b.id, status: 'owned', tags: ['Mine 1', ...tags.slice(10)] },
      ],
      tagsAsCollections: true,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<ErrorBody>(refused).message).toMatch(/at most 200/);
    expect(await count(user.id, 'collections')).toBe(COLLECTION_LIMITS.perMember - 5);
    expect(await count(user.id, 'inventory_entries')).toBe(0);
    // five more fit, and an existing one (any case) is used
    const fits = await browser.post('/api/auth/import/fpc/confirm', {
      items: [{ inkId: a.id, status: 'owned', tags: ['MINE 1', ...tags.slice(0, 5)] }],
      tagsAsCollections: true,
    });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(json<ImportResult>(fits)).toMatchObject({
      collectionsCreated: 5,
      addedToCollections: 6,
    });
    expect(await count(user.id, 'collections')).toBe(COLLECTION_LIMITS.perMember);
    expect((await browser.post('/api/auth/collections', { name: 'One more' })).statusCode).toBe(
      409,
    );
    expect((await browser.get('/api/auth/collections')).statusCode).toBe(200);
  });

  it('refuses tag names the rename route refuses (direction, invisible characters, length); the preview cleans them', async () => {
    const { browser, user } = await withSession(t);
    const [a] = pilot;
    if (!a) throw new Error('Pilot ink expected');
    for (const tag of ['Blue\u202Egnp.exe', 'Zero\u200Bwidth', 'x'.repeat(81), 'Line\nbreak']) {
      const res = await browser.post('/api/auth/import/fpc/confirm', {
        items: [{ inkId: a.id, status: 'owned', tags: [tag] }],
        tagsAsCollections: true,
      });
      expect(res.statusCode, `${JSON.stringify(tag)}: ${res.body}`).toBe(400);
      expect(json<ErrorBody>(res).fields).toHaveProperty(['items.0.tags.0']);
      const col = await browser.post('/api/auth/collections', { name: tag });
      expect(col.statusCode, JSON.stringify(tag)).toBe(400);
    }
    expect(await count(user.id, 'collections')).toBe(0);
    expect(await count(user.id, 'inventory_entries')).toBe(0);
    const p = json<ImportPreview>(
      await preview(
        browser,
        [
          FPC_HEADER,
          fpcRow({
            brand: 'Pilot',
            line: a.line ?? '',
            name: a.name,
            tags: 'Blue\u202Egnp, Zero\u200Bwidth',
          }),
        ].join('\n'),
      ),
    );
    expect(p.rows[0]?.tags).toEqual(['Blue gnp', 'Zero width']);
  });
});

describe('import limits per account', () => {
  it('refuses previews and confirms past RATE_LIMIT_IMPORT_USER with 429, counting both', async () => {
    const limited = await createTestApp({ RATE_LIMIT_IMPORT_USER: '2/1h' });
    try {
      const { browser } = await withSession(limited);
      const [a] = pilot;
      if (!a) throw new Error('Pilot ink expected');
      const csv = [FPC_HEADER, fpcRow({ brand: 'Pilot', name: a.name })].join('\n');
      expect((await browser.post('/api/auth/import/fpc/preview', { csv })).statusCode).toBe(200);
      const confirm = { items: [{ inkId: a.id, status: 'owned' }] };
      expect((await browser.post('/api/auth/import/fpc/confirm', confirm)).statusCode).toBe(200);
      const third = await browser.post('/api/auth/import/fpc/confirm', confirm);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      // another member is not held back
      const other = await withSession(limited);
      expect((await other.browser.post('/api/auth/import/fpc/preview', { csv })).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });

  it('refuses a confirm body over its limit with 413 saying what to do', async () => {
    const { browser } = await withSession(t);
    const items = Array.from({ length: 5000 }, (_, i) => ({
      inkId: i + 1,
      status: 'owned',
      notes: 'n'.repeat(900),
    }));
    const res = await browser.post('/api/auth/import/fpc/confirm', { items });
    expect(res.statusCode).toBe(413);
    expect(json<ErrorBody>(res)).toMatchObject({
      message: 'This import is larger than 4 MB. Import the file in smaller parts.',
      code: 'payload_too_large',
    });
    const tooMany = await browser.post('/api/auth/import/fpc/confirm', {
      items: Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => ({
        inkId: i + 1,
        status: 'owned',
      })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(json<ErrorBody>(tooMany).message).toMatch(/At most 5,000 inks per import/);
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
