import type { ExportData, ImportPreview, ImportResult, InventoryEntry } from '@inklore/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { FPC_HEADER, pilotInks, type PilotInk } from './transfer.test-kit.ts';

/** ADR 051: Fountain Pen Companion's Type, Swabbed and Last Usage read; its columns written. */

let t: TestContext;
let pilot: PilotInk[] = [];
beforeAll(async () => {
  t = await createTestApp();
  pilot = await pilotInks(t.db, 10);
});
afterAll(async () => {
  await t.close();
});

function inkAt(i: number) {
  const ink = pilot[i];
  if (!ink) throw new Error('Pilot inks expected in the demo catalogue');
  return ink;
}

describe('Fountain Pen Companion columns', () => {
  it('reads Type as the kind, Swabbed, and Last Usage (or Last Used) as the last used day', async () => {
    const { browser } = await withSession(t);
    const a = inkAt(0);
    const csv = [
      FPC_HEADER,
      `Pilot,"${a.line ?? ''}","${a.name}",sample,#112233,true,true,,,false,false,,3,,2024-05-06,,0,2025-07-08 10:11:12`,
      `Pilot,"${a.line ?? ''}","${a.name}",,#112233,false,false,,,false,false,,0,,,,0,`,
      `Pilot,"${a.line ?? ''}","${a.name}",Cartridge,,yes,,,,,,,,,,,,`,
    ].join('\n');
    const res = await browser.post('/api/auth/import/fpc/preview', { csv });
    expect(res.statusCode, res.body).toBe(200);
    const rows = json<ImportPreview>(res).rows;
    expect(rows.map((r) => [r.kind, r.swabbed, r.lastUsed])).toEqual([
      ['sample', true, '2025-07-08'],
      ['bottle', false, null],
      ['cartridge', true, null],
    ]);
    // an older export's "Last Used" column is read the same way
    const older = await browser.post('/api/auth/import/fpc/preview', {
      csv: `Brand,Name,Type,Last Used\nPilot,"${a.name}",swab,2023-01-02\n`,
    });
    expect(json<ImportPreview>(older).rows[0]).toMatchObject({
      kind: 'swab',
      lastUsed: '2023-01-02',
    });
  });

  it('imports a bottle and a sample of one ink as two entries; the same kind twice is refused', async () => {
    const { browser } = await withSession(t);
    const a = inkAt(1);
    const ok = await browser.post('/api/auth/import/fpc/confirm', {
      items: [
        { inkId: a.id, status: 'owned', kind: 'bottle' },
        { inkId: a.id, status: 'tried', kind: 'sample', swabbed: true, lastUsed: '2025-01-01' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<ImportResult>(ok).created).toBe(2);
    const entries = json<InventoryEntry[]>(
      await browser.get(`/api/inks/${a.id}/collection/entries`),
    );
    expect(entries.map((e) => [e.kind, e.status, e.swabbed, e.lastUsed])).toEqual([
      ['bottle', 'owned', false, null],
      ['sample', 'tried', true, '2025-01-01'],
    ]);
    const twice = await browser.post('/api/auth/import/fpc/confirm', {
      items: [
        { inkId: a.id, status: 'owned', kind: 'sample' },
        { inkId: a.id, status: 'tried', kind: 'sample' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toMatch(/once per kind/);
    const bad = await browser.post('/api/auth/import/fpc/confirm', {
      items: [{ inkId: a.id, status: 'owned', kind: 'flask' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/kind is bottle, sample, cartridge or swab/);
    // nothing of the refused calls was written
    expect(
      json<InventoryEntry[]>(await browser.get(`/api/inks/${a.id}/collection/entries`)),
    ).toHaveLength(2);
  });

  it('exports the ink-ventory in Fountain Pen Companion’s columns, only the member’s own', async () => {
    const { browser } = await withSession(t);
    const a = inkAt(2);
    await browser.post(`/api/inks/${a.id}/collection`, {
      status: 'owned',
      kind: 'cartridge',
      swabbed: true,
      lastUsed: '2026-01-05',
      notes: '=SUM(A1)',
      acquiredDate: '2025-12-24',
      rating: 4,
    });
    const res = await browser.get('/api/auth/export.fpc.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/inklore-fountain-pen-companion\.csv/);
    const table = parse(res.body);
    expect(table[0]).toEqual([...FPC_HEADER.split(','), 'Inklore Status', 'Inklore Rating']);
    const row = Object.fromEntries((table[0] ?? []).map((h, i) => [h, table[1]?.[i]]));
    expect(row).toMatchObject({
      Brand: 'Pilot',
      Name: a.name,
      Type: 'cartridge',
      Swabbed: 'true',
      Used: 'true',
      Comment: "'=SUM(A1)", // defused for spreadsheets
      Archived: 'false',
      'Date Added': '2025-12-24',
      'Last Usage': '2026-01-05',
      'Inklore Status': 'owned',
      'Inklore Rating': '4',
    });
    expect(table).toHaveLength(2);
    expect((await new Browser(t.app, '10.73.0.1').get('/api/auth/export.fpc.csv')).statusCode).toBe(
      401,
    );
  });

  it('round trip: the file imported into another account gives back every entry as it was', async () => {
    const from = await withSession(t);
    const [a, b, c] = [inkAt(3), inkAt(4), inkAt(5)];
    const add = async (inkId: number, body: Record<string, unknown>) => {
      const r = await from.browser.post(`/api/inks/${inkId}/collection`, body);
      expect(r.statusCode, r.body).toBe(201);
    };
    await add(a.id, {
      status: 'owned',
      kind: 'bottle',
      rating: 5,
      notes: '- wet, "shades"\nsecond line',
      acquiredDate: '2024-02-03',
      swabbed: true,
      lastUsed: '2026-03-04',
    });
    await add(a.id, { status: 'tried', kind: 'sample', rating: 2, notes: '@home' });
    await add(b.id, { status: 'wishlist', kind: 'cartridge' });
    await add(c.id, { status: 'want_to_try', kind: 'swab', swabbed: true });
    const col = await from.browser.post('/api/auth/collections', { name: 'Blue days' });
    const colId = json<{ id: number }>(col).id;
    expect(
      (await from.browser.post(`/api/auth/collections/${colId}/inks/${a.id}`, { status: 'owned' }))
        .statusCode,
    ).toBe(201);

    const file = (await from.browser.get('/api/auth/export.fpc.csv')).body;

    const to = await withSession(t);
    const pre = await to.browser.post('/api/auth/import/fpc/preview', { csv: file });
    expect(pre.statusCode, pre.body).toBe(200);
    const preview = json<ImportPreview>(pre);
    expect(preview.counts).toEqual({ matched: 4, uncertain: 0, unmatched: 0 });
    const items = preview.rows.map((r) => ({
      inkId: r.candidates[0]?.inkId ?? 0,
      status: r.status,
      notes: r.notes,
      acquiredDate: r.acquiredDate,
      kind: r.kind,
      swabbed: r.swabbed,
      lastUsed: r.lastUsed,
      rating: r.rating,
      tags: r.tags,
    }));
    const done = await to.browser.post('/api/auth/import/fpc/confirm', {
      items,
      tagsAsCollections: true,
    });
    expect(done.statusCode, done.body).toBe(200);

    const strip = (d: ExportData) => ({
      inventory: d.inventory.map(({ addedAt: _, ...e }) => e),
      collections: d.collections.map((k) => ({
        name: k.name,
        inks: k.inks.map((i) => i.inkId),
      })),
    });
    const before = json<ExportData>(await from.browser.get('/api/auth/export.json'));
    const after = json<ExportData>(await to.browser.get('/api/auth/export.json'));
    expect(strip(after)).toEqual(strip(before));
    expect(strip(after).inventory).toHaveLength(4);
  });
});
