import type {
  ExportData,
  InventoryEntry,
  PenImportPreview,
  PenImportResult,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../../test/helpers.ts';
import {
  createTestApp,
  insertAccessToken,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { pilotInks, type PilotInk } from './transfer.test-kit.ts';

/**
 * ADR 058: Fountain Pen Companion's pens, currently inked and usage files read, previewed,
 * confirmed and written back, on both databases.
 */

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
/** An ink as Fountain Pen Companion names a collected ink: "Brand Line Name". */
const fpcName = (ink: PilotInk) => [ink.brand, ink.line, ink.name].filter(Boolean).join(' ');

const PENS_HEADER =
  'Brand;Model;Nib;Color;Material;Trim Color;Filling System;Price;Comment;Archived;Archived On;Usage;Daily Usage;Last Inked;Last Cleaned;Last Used;Inked';

const PENS = [
  PENS_HEADER,
  'Pilot;Custom 74;M;Blue;Resin;Gold;Cartridge/converter;150 EUR;My daily writer;false;;3;40;2025-01-01;;2025-02-01;true',
  'TWSBI;Eco;EF;Clear;;;Piston;;;true;2024-06-01;1;2;;;;false',
  'Opus 88;Koloro;F;;;;Eyedropper;;;false;;0;0;;;;false',
].join('\n');

async function preview(browser: Browser, csv: string) {
  const res = await browser.post('/api/auth/import/fpc/pens/preview', { csv });
  expect(res.statusCode, res.body).toBe(200);
  return json<PenImportPreview>(res);
}

async function confirm(browser: Browser, body: object) {
  const res = await browser.post('/api/auth/import/fpc/pens/confirm', body);
  expect(res.statusCode, res.body).toBe(200);
  return json<PenImportResult>(res);
}

/** Every row of a preview, as the member confirms it (the matched inks). */
function chosen(p: PenImportPreview) {
  const ref = (pen: PenImportPreview['pens'][number]['pen']) => ({
    penId: pen.penId,
    kind: pen.kind,
    brand: pen.brand,
    model: pen.model,
    nibSize: pen.nibSize,
    color: pen.color,
  });
  return {
    pens: p.pens.map((r) => ({
      ...ref(r.pen),
      material: r.material,
      fillingSystem: r.fillingSystem,
      notes: r.notes,
      archived: r.archived,
    })),
    inkings: p.inkings
      .filter((r) => r.outcome === 'matched' && r.problem === null && r.inkedOn)
      .map((r) => ({
        pen: ref(r.pen),
        inkId: r.candidates[0]?.inkId,
        inkedOn: r.inkedOn,
        cleanedOn: r.cleanedOn,
        note: r.note,
      })),
    uses: p.uses
      .filter((r) => r.outcome === 'matched' && r.day)
      .map((r) => ({ pen: ref(r.pen), inkId: r.candidates[0]?.inkId, day: r.day })),
  };
}

describe('pens from Fountain Pen Companion', () => {
  it('reads its pens file, imports the pens once, and knows them the second time', async () => {
    const { browser } = await withSession(t);
    const p = await preview(browser, PENS);
    expect(p.kind).toBe('pens');
    expect(p.pens.map((r) => [r.pen.brand, r.pen.model, r.pen.nibSize, r.pen.color])).toEqual([
      ['Pilot', 'Custom 74', 'M', 'Blue'],
      ['TWSBI', 'Eco', 'EF', 'Clear'],
      ['Opus 88', 'Koloro', 'F', null],
    ]);
    expect(p.pens[0]).toMatchObject({
      material: 'Resin',
      fillingSystem: 'Cartridge/converter',
      notes: 'My daily writer\nTrim: Gold\nPrice: 150 EUR',
      archived: false,
      already: false,
    });
    expect(p.pens[1]?.archived).toBe(true);
    const first = await confirm(browser, chosen(p));
    expect(first).toMatchObject({ pensCreated: 3, skipped: [] });

    const again = await preview(browser, PENS);
    expect(again.pens.every((r) => r.already && r.pen.penId !== null)).toBe(true);
    expect((await confirm(browser, chosen(again))).pensCreated).toBe(0);

    const data = json<ExportData>(await browser.get('/api/auth/export.json'));
    // in the file's order, private, archived as the file said
    expect(data.pens.map((x) => [x.brand, x.model, x.archived, x.isPublic])).toEqual([
      ['Pilot', 'Custom 74', false, false],
      ['TWSBI', 'Eco', true, false],
      ['Opus 88', 'Koloro', false, false],
    ]);
  });

  it('reads currently inked: pens by their names, inks by "Brand Line Name"; an unowned ink joins the ink-ventory', async () => {
    const { browser } = await withSession(t);
    await confirm(browser, chosen(await preview(browser, PENS)));
    const a = inkAt(0);
    const b = inkAt(1);
    const csv = [
      'Pen;Ink;Date Inked;Date Cleaned;Comment',
      `Pilot Custom 74, Blue, Resin, Gold, M;${fpcName(a)};2025-01-01;2025-02-01;first fill`,
      `Pilot Custom 74, Blue, Resin, Gold, M;${fpcName(b)};2025-02-01;;`,
      // overlaps the first pairing of that pen: skipped at confirm, with why
      `Pilot Custom 74, Blue, Resin, Gold, M;${fpcName(b)};2025-01-15;2025-01-20;`,
      // a pen the member does not have: made from its name
      `Sailor Pro Gear Slim, Black, MF;${fpcName(a)};2025-03-01;;`,
      `Pilot Custom 74, Blue, M;Nobody Unknown Ink;2025-03-01;;`,
      `Pilot Custom 74, Blue, M;${fpcName(a)};;;`,
    ].join('\n');
    const p = await preview(browser, csv);
    expect(p.kind).toBe('inkings');
    expect(p.inkings.map((r) => r.outcome)).toEqual([
      'matched',
      'matched',
      'matched',
      'matched',
      'unmatched',
      'matched',
    ]);
    expect(p.inkings[0]?.pen.penId).not.toBeNull();
    expect(p.inkings[3]?.pen).toMatchObject({
      penId: null,
      brand: 'Sailor',
      model: 'Pro Gear Slim',
      nibSize: 'MF',
      color: 'Black',
    });
    expect(p.inkings[5]?.problem).toBe('The row has no Date Inked.');
    const result = await confirm(browser, chosen(p));
    expect(result).toMatchObject({ inkingsCreated: 3, pensCreated: 1, addedToInventory: 2 });
    expect(result.skipped).toEqual([
      {
        what: 'inkings',
        index: 2,
        message: 'This pen held another ink on those days. A pen holds one ink at a time.',
      },
    ]);
    const entries = json<InventoryEntry[]>(
      await browser.get(`/api/inks/${a.id}/collection/entries`),
    );
    expect(entries.map((e) => [e.status, e.kind])).toEqual([['owned', 'bottle']]);

    // the same file again: every pairing is known; nothing new is written
    const again = await preview(browser, csv);
    expect(again.inkings.slice(0, 2).every((r) => r.already)).toBe(true);
    const second = await confirm(browser, chosen(again));
    expect(second).toMatchObject({ inkingsCreated: 0, pensCreated: 0, addedToInventory: 0 });
    const data = json<ExportData>(await browser.get('/api/auth/export.json'));
    expect(data.inkings).toHaveLength(3);
    expect(data.pens).toHaveLength(4);
  });

  it('reads usage: each day on the pairing that covers it, once; a day no pairing covers is skipped', async () => {
    const { browser } = await withSession(t);
    await confirm(browser, chosen(await preview(browser, PENS)));
    const a = inkAt(2);
    await confirm(
      browser,
      chosen(
        await preview(
          browser,
          `Pen;Ink;Date Inked;Date Cleaned;Comment\nTWSBI Eco, Clear, EF;${fpcName(a)};2025-05-01;2025-05-31;\n`,
        ),
      ),
    );
    const csv = [
      'Pen;Ink;Used On',
      `TWSBI Eco, Clear, EF;${fpcName(a)};2025-05-02`,
      `TWSBI Eco, Clear, EF;${fpcName(a)};2025-05-02`,
      `TWSBI Eco, Clear, EF;${fpcName(a)};2025-05-31`,
      `TWSBI Eco, Clear, EF;${fpcName(a)};2025-06-01`,
    ].join('\n');
    const p = await preview(browser, csv);
    expect(p.kind).toBe('uses');
    const result = await confirm(browser, chosen(p));
    expect(result.usesCreated).toBe(2);
    expect(result.skipped).toEqual([
      {
        what: 'uses',
        index: 3,
        message:
          'No pairing of this pen and ink covers that day: import the currently inked file first.',
      },
    ]);
    const data = json<ExportData>(await browser.get('/api/auth/export.json'));
    expect(data.diary.map((d) => d.day)).toEqual(['2025-05-02', '2025-05-31']);

    // a day of a pen the member does not have makes no pen; an archived pen takes no new ink
    const unknown = await confirm(
      browser,
      chosen(await preview(browser, `Pen;Ink;Used On\nNobody Pen X, F;${fpcName(a)};2025-05-03\n`)),
    );
    expect(unknown.skipped.map((x) => x.message)).toEqual([
      'None of your pens has that name: import the pens or currently inked file first.',
    ]);
    const archived = await confirm(
      browser,
      chosen(
        await preview(
          browser,
          `Pen;Ink;Date Inked;Date Cleaned;Comment\nTWSBI Eco, Clear, EF;${fpcName(a)};2025-07-01;;\n`,
        ),
      ),
    );
    expect(archived.skipped.map((x) => x.message)).toEqual([
      'This pen is archived. Take it out of the archive first.',
    ]);
    expect(json<ExportData>(await browser.get('/api/auth/export.json')).pens).toHaveLength(3);
  });

  it('a dip pen logs its ink directly, without a pairing', async () => {
    const { browser } = await withSession(t);
    const a = inkAt(3);
    const made = await confirm(browser, {
      pens: [{ kind: 'dip', brand: 'Brause', model: 'Rose' }],
    });
    expect(made.pensCreated).toBe(1);
    const p = await preview(browser, `Pen;Ink;Used On\nBrause Rose;${fpcName(a)};2025-07-07\n`);
    expect(p.uses[0]?.pen).toMatchObject({ kind: 'dip', brand: 'Brause', model: 'Rose' });
    const result = await confirm(browser, chosen(p));
    expect(result).toMatchObject({ usesCreated: 1, skipped: [] });
    // a dip pen holds no ink: a pairing of it is skipped
    const inking = await confirm(browser, {
      inkings: [
        {
          pen: { penId: p.uses[0]?.pen.penId, brand: 'Brause' },
          inkId: a.id,
          inkedOn: '2025-07-01',
        },
      ],
    });
    expect(inking.skipped[0]?.message).toBe(
      'A dip pen holds no ink: log its use with the ink instead.',
    );
  });

  it('exports the three files in the same columns, and reading them back matches every pen', async () => {
    const { browser } = await withSession(t);
    await confirm(browser, chosen(await preview(browser, PENS)));
    const a = inkAt(4);
    await confirm(
      browser,
      chosen(
        await preview(
          browser,
          `Pen;Ink;Date Inked;Date Cleaned;Comment\nPilot Custom 74, Blue, M;${fpcName(a)};2025-08-01;;"a note; with a semicolon"\n`,
        ),
      ),
    );
    await confirm(
      browser,
      chosen(
        await preview(
          browser,
          `Pen;Ink;Used On\nPilot Custom 74, Blue, M;${fpcName(a)};2025-08-02\n`,
        ),
      ),
    );
    const pens = await browser.get('/api/auth/export/pens.csv');
    expect(pens.statusCode).toBe(200);
    expect(pens.headers['content-type']).toContain('text/csv');
    expect(pens.body).toContain('"Pilot";"Custom 74";"M";"Blue";"Resin"');
    const inked = await browser.get('/api/auth/export/currently-inked.csv');
    expect(inked.body).toContain(
      `"Pilot Custom 74, Blue, M";"${fpcName(a)}";"2025-08-01";"";"a note; with a semicolon"`,
    );
    const usage = await browser.get('/api/auth/export/usage.csv');
    expect(usage.body).toContain(`"Pilot Custom 74, Blue, M";"${fpcName(a)}";"2025-08-02"`);

    // read back by another member: the same pens, pairings and days
    const other = await withSession(t);
    const back = await preview(other.browser, pens.body);
    expect(back.pens).toHaveLength(3);
    await confirm(other.browser, chosen(back));
    const inkBack = await preview(other.browser, inked.body);
    expect(inkBack.inkings[0]).toMatchObject({
      outcome: 'matched',
      note: 'a note; with a semicolon',
    });
    expect(inkBack.inkings[0]?.pen.penId).not.toBeNull();
    await confirm(other.browser, chosen(inkBack));
    expect(
      (await confirm(other.browser, chosen(await preview(other.browser, usage.body)))).usesCreated,
    ).toBe(1);
  });
});

describe('refused', () => {
  it('answers a file of another kind, bad rows and bad ids with a 400 and writes nothing', async () => {
    const { browser } = await withSession(t);
    const notPens = await browser.post('/api/auth/import/fpc/pens/preview', {
      csv: 'Brand,Name\nPilot,Kon-peki\n',
    });
    expect(notPens.statusCode).toBe(400);
    expect(json<{ message: string }>(notPens).message).toContain('pens, currently inked or usage');
    const empty = await browser.post('/api/auth/import/fpc/pens/confirm', {});
    expect(empty.statusCode).toBe(400);
    for (const penId of [2 ** 53, 2_147_483_648, -1, 'x']) {
      const res = await browser.post('/api/auth/import/fpc/pens/confirm', {
        inkings: [{ pen: { penId, brand: 'X' }, inkId: inkAt(0).id, inkedOn: '2025-01-01' }],
      });
      expect(res.statusCode, String(penId)).toBe(400);
    }
    const badDay = await browser.post('/api/auth/import/fpc/pens/confirm', {
      uses: [{ pen: { brand: 'X' }, inkId: inkAt(0).id, day: '2025-13-45' }],
    });
    expect(badDay.statusCode).toBe(400);
    const data = json<ExportData>(await browser.get('/api/auth/export.json'));
    expect([data.pens.length, data.inkings.length, data.diary.length]).toEqual([0, 0, 0]);
  });

  it("another member's pen is not found, and nothing is written to it", async () => {
    const owner = await withSession(t);
    await confirm(owner.browser, chosen(await preview(owner.browser, PENS)));
    const theirs = (await preview(owner.browser, PENS)).pens[0]?.pen.penId;
    const { browser } = await withSession(t);
    const res = await confirm(browser, {
      inkings: [
        { pen: { penId: theirs, brand: 'Pilot' }, inkId: inkAt(0).id, inkedOn: '2025-01-01' },
      ],
      uses: [{ pen: { penId: theirs, brand: 'Pilot' }, inkId: inkAt(0).id, day: '2025-01-02' }],
    });
    expect(res.skipped.map((s) => s.message)).toEqual([
      'That pen was not found.',
      'That pen was not found.',
    ]);
    const data = json<ExportData>(await owner.browser.get('/api/auth/export.json'));
    expect(data.inkings).toHaveLength(0);
  });

  it('a read token reads the export but cannot import', async () => {
    const { user } = await withSession(t);
    const read = await insertAccessToken(t.db, user.id, 'read');
    const write = await insertAccessToken(t.db, user.id, 'write');
    const as = (secret: string) => ({ authorization: `Bearer ${secret}` });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/import/fpc/pens/preview',
      headers: as(read.secret),
      payload: { csv: PENS },
    });
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string }>(refused).code).toBe('insufficient_scope');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/import/fpc/pens/preview',
      headers: as(write.secret),
      payload: { csv: PENS },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/auth/export/pens.csv',
      headers: as(read.secret),
    });
    expect(csv.statusCode).toBe(200);
  });
});
