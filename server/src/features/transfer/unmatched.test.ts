import { randomUUID } from 'node:crypto';
import type {
  ErrorBody,
  ExportData,
  ImportPreview,
  InkSubmission,
  InventoryEntry,
  OfferResult,
  UnmatchedRow,
} from '@inklore/contract';
import { IMPORT_MAX_ROWS } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { FPC_HEADER, pilotInks, type PilotInk } from './transfer.test-kit.ts';

/**
 * ADR 051: the rows of an import that match nothing are kept until resolved, offered as the
 * member's discoveries (the rules of a discovery shared by hand), and become ink-ventory
 * entries when staff approve them.
 */

let t: TestContext;
let known: PilotInk;
beforeAll(async () => {
  t = await createTestApp();
  const [first] = await pilotInks(t.db, 1);
  if (!first) throw new Error('a Pilot ink expected in the demo catalogue');
  known = first;
});
afterAll(async () => {
  await t.close();
});

const moderator = () => withSession(t, { role: 'moderator', totp: true });
const UNMATCHED = '/api/auth/import/unmatched';
const fresh = () => `Quillmoor ${randomUUID().replace(/-/g, '').slice(0, 12)}`;

function fileOf(rows: { brand: string; name: string; type?: string; color?: string }[]) {
  return [
    FPC_HEADER,
    ...rows.map(
      (r) =>
        `"${r.brand}",,"${r.name}",${r.type ?? 'bottle'},${r.color ?? ''},true,,From my file,,,false,,,,2024-01-02,,,2025-05-06`,
    ),
  ].join('\n');
}

/** Previews the file and keeps its unmatched rows, as the import screen does. */
async function keepFrom(b: Browser, csv: string): Promise<UnmatchedRow[]> {
  const pre = await b.post('/api/auth/import/fpc/preview', { csv });
  expect(pre.statusCode, pre.body).toBe(200);
  const rows = json<ImportPreview>(pre)
    .rows.filter((r) => r.outcome === 'unmatched')
    .map((r) => ({
      brand: r.brand,
      line: r.line,
      name: r.name,
      colorHex: r.colorHex,
      kind: r.kind,
      status: r.status,
      notes: r.notes,
      acquiredDate: r.acquiredDate,
      swabbed: r.swabbed,
      lastUsed: r.lastUsed,
    }));
  const res = await b.post(UNMATCHED, { rows });
  expect(res.statusCode, res.body).toBe(200);
  return json<UnmatchedRow[]>(res);
}

const offer = (row: UnmatchedRow, extra: Record<string, unknown> = {}) => ({
  id: row.id,
  brand: row.brand,
  line: row.line,
  name: row.name,
  color: 'Green',
  colorHex: row.colorHex ?? '#2E6B4F',
  ...extra,
});

describe('rows that match nothing', () => {
  it('are kept (once), offered as discoveries, and approved into the member’s ink-ventory', async () => {
    const { browser } = await withSession(t);
    const [a, b] = [fresh(), fresh()];
    const csv = fileOf([
      { brand: 'Inklore Test Works', name: a, type: 'sample', color: '#2e6b4f' },
      { brand: 'Inklore Test Works', name: b },
      { brand: known.brand, name: known.name },
    ]);
    const kept = await keepFrom(browser, csv);
    expect(kept.map((r) => [r.name, r.kind, r.colorHex, r.state])).toEqual([
      [a, 'sample', '#2E6B4F', 'open'],
      [b, 'bottle', null, 'open'],
    ]);
    // the same file again repeats nothing; the list survives a reload (it is stored)
    await keepFrom(browser, csv);
    expect(json<UnmatchedRow[]>(await browser.get(UNMATCHED))).toHaveLength(2);
    // they are the member's data: in their export too
    const exported = json<ExportData>(await browser.get('/api/auth/export.json'));
    expect(exported.rowsWaiting.map((r) => [r.name, r.kind, r.state])).toEqual([
      [a, 'sample', 'open'],
      [b, 'bottle', 'open'],
    ]);

    const [rowA, rowB] = kept;
    if (!rowA || !rowB) throw new Error('two rows expected');
    const res = await browser.post(`${UNMATCHED}/discoveries`, {
      items: [offer(rowA), offer(rowB, { name: known.name, brand: known.brand })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = json<OfferResult>(res);
    expect(result.results.map((r) => r.outcome)).toEqual(['submitted', 'duplicate']);
    expect(result.results[1]?.duplicates.map((d) => d.id)).toContain(known.id);
    expect(result.rows.map((r) => [r.id, r.state])).toEqual([
      [rowA.id, 'submitted'],
      [rowB.id, 'open'],
    ]);
    const submissionId = result.rows[0]?.submissionId;
    expect(submissionId).toBeTypeOf('number');
    const mine = json<InkSubmission[]>(await browser.get('/api/submissions/mine'));
    expect(mine.find((s) => s.id === submissionId)).toMatchObject({
      name: a,
      brand: 'Inklore Test Works',
      colorHex: '#2e6b4f',
      status: 'pending',
    });

    // offered again while waiting: 409, nothing sent twice
    expect(
      (await browser.post(`${UNMATCHED}/discoveries`, { items: [offer(rowA)] })).statusCode,
    ).toBe(409);

    const mod = await moderator();
    const approved = await mod.browser.post(`/api/admin/submissions/${submissionId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const inkId = json<InkSubmission>(approved).inkId;
    if (inkId === null) throw new Error('an ink expected');
    const entries = json<InventoryEntry[]>(
      await browser.get(`/api/inks/${inkId}/collection/entries`),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'sample',
      status: 'owned',
      notes: 'From my file',
      acquiredDate: '2024-01-02',
      swabbed: true,
      lastUsed: '2025-05-06',
    });
    expect(json<UnmatchedRow[]>(await browser.get(UNMATCHED)).map((r) => r.id)).toEqual([rowB.id]);

    // the duplicate was the catalogue's ink after all: matched, the entry made
    const matched = await browser.post(`${UNMATCHED}/${rowB.id}/match`, { inkId: known.id });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(json<UnmatchedRow[]>(matched)).toEqual([]);
    expect(
      json<InventoryEntry>(await browser.get(`/api/inks/${known.id}/collection?kind=bottle`)),
    ).toMatchObject({ status: 'owned', notes: 'From my file' });
  });

  it('show the inks the catalogue has now, so a row can be matched later', async () => {
    const { browser } = await withSession(t);
    const later = fresh();
    const [row] = await keepFrom(browser, fileOf([{ brand: 'Inklore Test Works', name: later }]));
    if (!row) throw new Error('a row expected');
    expect(row.candidates).toEqual([]);
    // another member's discovery of the same ink is approved
    const other = await withSession(t);
    const sent = await other.browser.post('/api/submissions', {
      brand: 'Inklore Test Works',
      name: later,
      color: 'Blue',
      colorHex: '#223366',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mod = await moderator();
    const approved = await mod.browser.post(
      `/api/admin/submissions/${json<InkSubmission>(sent).id}/approve`,
    );
    const inkId = json<InkSubmission>(approved).inkId;
    const now = json<UnmatchedRow[]>(await browser.get(UNMATCHED));
    expect(now[0]?.candidates.map((c) => [c.inkId, c.score])).toEqual([[inkId, 1]]);
    const matched = await browser.post(`${UNMATCHED}/${row.id}/match`, { inkId });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(json<UnmatchedRow[]>(matched)).toEqual([]);
  });

  it('leave the list when staff reject the discovery, or the member dismisses them', async () => {
    const { browser } = await withSession(t);
    const kept = await keepFrom(
      browser,
      fileOf([
        { brand: 'Inklore Test Works', name: fresh() },
        { brand: 'Inklore Test Works', name: fresh() },
      ]),
    );
    const [one, two] = kept;
    if (!one || !two) throw new Error('two rows expected');
    const sent = json<OfferResult>(
      await browser.post(`${UNMATCHED}/discoveries`, { items: [offer(one)] }),
    );
    const mod = await moderator();
    const rejected = await mod.browser.post(
      `/api/admin/submissions/${sent.rows[0]?.submissionId}/reject`,
      { reason: 'Not an ink we can find anywhere.' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(json<UnmatchedRow[]>(await browser.get(UNMATCHED)).map((r) => r.id)).toEqual([two.id]);

    // another member can neither see nor touch the row
    const other = await withSession(t);
    expect(json<UnmatchedRow[]>(await other.browser.get(UNMATCHED))).toEqual([]);
    expect((await other.browser.send('DELETE', `${UNMATCHED}/${two.id}`)).statusCode).toBe(404);

    expect((await browser.send('DELETE', `${UNMATCHED}/${two.id}`)).statusCode).toBe(204);
    expect(json<UnmatchedRow[]>(await browser.get(UNMATCHED))).toEqual([]);
    expect((await browser.send('DELETE', `${UNMATCHED}/${two.id}`)).statusCode).toBe(409);
  });

  it('are refused bad input in the one error shape, changing nothing', async () => {
    const { browser } = await withSession(t);
    const [row] = await keepFrom(browser, fileOf([{ brand: 'Inklore Test Works', name: fresh() }]));
    if (!row) throw new Error('a row expected');
    for (const [items, status] of [
      [[offer(row, { colorHex: 'blue' })], 400],
      [[offer(row, { name: '' })], 400],
      [[offer(row, { color: 'Plaid' })], 400],
      [[offer(row), offer(row)], 400],
      [[offer(row, { id: 99_999_999 })], 404],
    ] as const) {
      const res = await browser.post(`${UNMATCHED}/discoveries`, { items });
      expect(res.statusCode, res.body).toBe(status);
      expect(json<ErrorBody>(res).message).toMatch(/\S/);
    }
    expect(
      (
        await browser.post(UNMATCHED, {
          rows: [{ brand: 'X', name: '', kind: 'bottle', status: 'owned' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await browser.post(`${UNMATCHED}/${row.id}/match`, { inkId: 99_999_999 })).statusCode,
    ).toBe(404);
    expect(json<UnmatchedRow[]>(await browser.get(UNMATCHED))).toMatchObject([
      { id: row.id, state: 'open' },
    ]);
    const subs = await t.db
      .selectFrom('ink_submissions')
      .select('id')
      .where('name', '=', row.name)
      .execute();
    expect(subs).toEqual([]);
  });

  it('need a signed-in member, and a verified email to keep or offer them', async () => {
    const anonymous = new Browser(t.app, '10.74.0.1');
    expect((await anonymous.get(UNMATCHED)).statusCode).toBe(401);
    const unverified = await withSession(t, { verified: false });
    const keep = await unverified.browser.post(UNMATCHED, {
      rows: [{ brand: 'Inklore Test Works', name: fresh(), kind: 'bottle', status: 'owned' }],
    });
    expect(keep.statusCode).toBe(403);
    const sent = await unverified.browser.post(`${UNMATCHED}/discoveries`, {
      items: [{ id: 1, brand: 'X', name: 'Y', color: 'Green', colorHex: '#2E6B4F' }],
    });
    expect(sent.statusCode).toBe(403);
  });

  it('wait at most 5,000 at once: past it a 409 says what to do, writing nothing', async () => {
    const { browser, user } = await withSession(t);
    const row = (i: number) => ({
      brand: 'Inklore Test Works',
      name: `Bulk ${i}`,
      kind: 'bottle',
      status: 'owned',
    });
    const full = await browser.post(UNMATCHED, {
      rows: Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => row(i)),
    });
    expect(full.statusCode, full.body.slice(0, 200)).toBe(200);
    // the same rows again add nothing, so they pass
    expect((await browser.post(UNMATCHED, { rows: [row(1)] })).statusCode).toBe(200);
    const over = await browser.post(UNMATCHED, { rows: [row(IMPORT_MAX_ROWS)] });
    expect(over.statusCode).toBe(409);
    expect(json<ErrorBody>(over).message).toMatch(/Offer, match or dismiss some first/);
    const stored = await t.db
      .selectFrom('import_rows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.n).toBe(IMPORT_MAX_ROWS);
  });

  it('hold the limit of discoveries per member: the rest stay open, saying why', async () => {
    const { browser } = await withSession(t);
    const names = Array.from({ length: 12 }, fresh);
    const kept = await keepFrom(
      browser,
      fileOf(names.map((name) => ({ brand: 'Inklore Test Works', name }))),
    );
    const res = await browser.post(`${UNMATCHED}/discoveries`, {
      items: kept.map((r) => offer(r)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = json<OfferResult>(res);
    const limit = t.app.config.rateLimits.SUBMISSION_USER.max;
    expect(result.results.filter((r) => r.outcome === 'submitted')).toHaveLength(limit);
    const refused = result.results.filter((r) => r.outcome === 'refused');
    expect(refused).toHaveLength(12 - limit);
    expect(refused[0]?.message).toMatch(/\S/);
    expect(result.rows.filter((r) => r.state === 'open')).toHaveLength(12 - limit);
  });
});
