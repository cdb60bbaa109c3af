import {
  cleanedBeforeUseMessage,
  daysOutsideMessage,
  PEN_LIMITS,
  PEN_MESSAGES,
  type Diary,
  type Inking,
  type InventoryEntry,
  type Pen,
  type Use,
} from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, json, withSession } from '../../../test/helpers.ts';
import { addPen, day, expectError, inkPen, markUsed } from './pens.test-kit.ts';

/**
 * Pairings and the diary (ADR 056) through the API on a real database: one ink per pen at a
 * time, dates in order and clear of each other, one mark per pairing per day, back-dating
 * within the pairing, the ink-ventory joined in the same step, and requests at the same time.
 */
const { t, freshInk } = fileTestApp({ inks: 100, inkCount: 150 });
/** Requests sent at once (as server/test/one-per-member.test.ts sends them). */
const PARALLEL = 20;
const member = () => withSession(t);

const TABLES = ['pens', 'inkings', 'pen_uses', 'inventory_entries'] as const;
async function counts(): Promise<number[]> {
  return Promise.all(
    TABLES.map(
      async (table) =>
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
    ),
  );
}

describe('inking a pen', () => {
  it('pairs a pen and an ink, and an ink not owned joins the ink-ventory as a bottle', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const inkId = freshInk();
    const made = await inkPen(browser, pen.id, inkId, { inkedOn: day(-3), note: ' Lovely ' });
    expect(made.addedToInventory).toBe('bottle');
    expect(made.inking).toMatchObject({
      pen: { id: pen.id, brand: 'Pilot', model: 'Custom 74', kind: 'fountain' },
      ink: { id: inkId },
      inkedOn: day(-3),
      cleanedOn: null,
      refills: 0,
      note: 'Lovely',
      daysUsed: 0,
      lastUsedOn: null,
      cleanSoon: false,
    });
    const entry = json<InventoryEntry>(await browser.get(`/api/inks/${inkId}/collection`));
    expect(entry).toMatchObject({ status: 'owned', kind: 'bottle' });
    // the pen now says what is in it
    const shown = json<Pen>(await browser.get(`/api/auth/pens/${pen.id}`));
    expect(shown.inking?.id).toBe(made.inking.id);
  });

  it('adds an ink as a sample when asked, and adds nothing when the ink is owned', async () => {
    const { browser } = await member();
    const [a, b] = [await addPen(browser), await addPen(browser, { model: 'Falcon' })];
    const inkId = freshInk();
    // on the wishlist as a sample: that entry becomes owned
    const wish = await browser.post(`/api/inks/${inkId}/collection`, {
      status: 'wishlist',
      kind: 'sample',
      notes: 'want it',
    });
    expect(wish.statusCode, wish.body).toBe(201);
    expect((await inkPen(browser, a.id, inkId, { addAs: 'sample' })).addedToInventory).toBe(
      'sample',
    );
    const entries = json<InventoryEntry[]>(
      await browser.get(`/api/inks/${inkId}/collection/entries`),
    );
    expect(entries.map((e) => [e.kind, e.status, e.notes])).toEqual([
      ['sample', 'owned', 'want it'],
    ]);
    expect((await inkPen(browser, b.id, inkId)).addedToInventory).toBeNull();
    expect(
      json<InventoryEntry[]>(await browser.get(`/api/inks/${inkId}/collection/entries`)),
    ).toHaveLength(1);
  });

  it('holds one ink at a time: a second ink is 409 until the pen is cleaned', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const first = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-5) });
    const before = await counts();
    expectError(
      await browser.post('/api/auth/inkings', { penId: pen.id, inkId: freshInk() }),
      409,
      'conflict',
      PEN_MESSAGES.alreadyInked,
    );
    expect(await counts()).toEqual(before);
    const cleaned = await browser.post(`/api/auth/inkings/${first.inking.id}/clean`, {
      day: day(-1),
    });
    expect(json<Inking>(cleaned).cleanedOn).toBe(day(-1));
    // the same day it was cleaned, or later
    await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-1) });
  });

  it('requests at once: exactly one pairing, the others 409', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const inks = Array.from({ length: PARALLEL }, () => freshInk());
    const answers = await Promise.all(
      inks.map((inkId) => browser.post('/api/auth/inkings', { penId: pen.id, inkId })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(PARALLEL - 1);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expectError(r, 409, 'conflict', PEN_MESSAGES.alreadyInked);
    }
    const open = await t.db
      .selectFrom('inkings')
      .select('id')
      .where('pen_id', '=', pen.id)
      .where('cleaned_on', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('refuses a dip pen, an archived pen, a missing or deleted ink, and a future day', async () => {
    const { browser } = await member();
    const dip = await addPen(browser, { kind: 'dip', brand: 'Brause', model: 'Rose' });
    expectError(
      await browser.post('/api/auth/inkings', { penId: dip.id, inkId: freshInk() }),
      409,
      'conflict',
      PEN_MESSAGES.notInkable,
    );
    const shelved = await addPen(browser, { model: 'Shelved' });
    await browser.send('PATCH', `/api/auth/pens/${shelved.id}`, { archived: true });
    expectError(
      await browser.post('/api/auth/inkings', { penId: shelved.id, inkId: freshInk() }),
      409,
      'conflict',
      PEN_MESSAGES.archived,
    );
    const pen = await addPen(browser);
    expectError(
      await browser.post('/api/auth/inkings', { penId: pen.id, inkId: 99_999_999 }),
      404,
      'not_found',
    );
    const gone = freshInk();
    const admin = await withSession(t, { role: 'admin', totp: true });
    expect((await admin.browser.send('DELETE', `/api/inks/${gone}`)).statusCode).toBe(204);
    expectError(
      await browser.post('/api/auth/inkings', { penId: pen.id, inkId: gone }),
      404,
      'not_found',
    );
    const future = await browser.post('/api/auth/inkings', {
      penId: pen.id,
      inkId: freshInk(),
      inkedOn: day(2),
    });
    expect(expectError(future, 400, 'validation_failed').fields?.inkedOn).toMatch(/future/);
  });

  it('keeps pairings clear of each other: a day in an earlier pairing is 409', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const old = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-30) });
    await browser.post(`/api/auth/inkings/${old.inking.id}/clean`, { day: day(-20) });
    expectError(
      await browser.post('/api/auth/inkings', {
        penId: pen.id,
        inkId: freshInk(),
        inkedOn: day(-25),
      }),
      409,
      'conflict',
      PEN_MESSAGES.overlaps,
    );
    expectError(
      await browser.post('/api/auth/inkings', {
        penId: pen.id,
        inkId: freshInk(),
        inkedOn: day(-40),
      }),
      409,
      'conflict',
      PEN_MESSAGES.overlaps,
    );
    await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-20) });
  });
});

describe('changing a pairing', () => {
  it('keeps the dates in order, clear of other pairings, and around the diary', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const before = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-60) });
    await browser.post(`/api/auth/inkings/${before.inking.id}/clean`, { day: day(-50) });
    const { inking } = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-40) });
    await markUsed(browser, inking.id, { day: day(-35) });
    await markUsed(browser, inking.id, { day: day(-30) });
    const url = `/api/auth/inkings/${inking.id}`;

    const corrected = await browser.send('PATCH', url, {
      inkedOn: day(-45),
      refills: 2,
      note: 'converter',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(json<Inking>(corrected)).toMatchObject({
      inkedOn: day(-45),
      refills: 2,
      note: 'converter',
      daysUsed: 2,
      lastUsedOn: day(-30),
    });
    const row = async () =>
      t.db.selectFrom('inkings').selectAll().where('id', '=', inking.id).executeTakeFirstOrThrow();
    const kept = await row();
    const order = await browser.send('PATCH', url, { cleanedOn: day(-46) });
    expect(expectError(order, 400, 'validation_failed').fields?.cleanedOn).toBe(
      PEN_MESSAGES.cleanedBeforeInked,
    );
    expectError(
      await browser.send('PATCH', url, { inkedOn: day(-55) }),
      409,
      'conflict',
      PEN_MESSAGES.overlaps,
    );
    expectError(
      await browser.send('PATCH', url, { inkedOn: day(-33) }),
      409,
      'conflict',
      daysOutsideMessage(1),
    );
    expectError(
      await browser.send('PATCH', url, { inkedOn: day(-34), cleanedOn: day(-32) }),
      409,
      'conflict',
      daysOutsideMessage(2),
    );
    expect(await row()).toEqual(kept);
    // cleaned by correction, then opened again: the pen's one open pairing
    const closed = await browser.send('PATCH', url, { cleanedOn: day(-30) });
    expect(json<Inking>(closed).cleanedOn).toBe(day(-30));
    await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-10) });
    expectError(
      await browser.send('PATCH', url, { cleanedOn: null }),
      409,
      'conflict',
      PEN_MESSAGES.alreadyInked,
    );
  });

  it('refills and cleans within the dates, once cleaned no more', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const { inking } = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-20) });
    const url = `/api/auth/inkings/${inking.id}`;
    expect(
      expectError(await browser.post(`${url}/refill`, { day: day(-21) }), 400).fields?.day,
    ).toBe(PEN_MESSAGES.beforeInked);
    const once = json<Inking>(await browser.post(`${url}/refill`, { day: day(-10) }));
    expect(once).toMatchObject({ refills: 1, lastRefilledOn: day(-10) });
    // a refill entered late keeps the last refill's day
    const twice = json<Inking>(await browser.post(`${url}/refill`, { day: day(-15) }));
    expect(twice).toMatchObject({ refills: 2, lastRefilledOn: day(-10) });
    await markUsed(browser, inking.id, { day: day(-5) });
    expectError(await browser.post(`${url}/clean`, { day: day(-21) }), 400);
    expectError(
      await browser.post(`${url}/clean`, { day: day(-12) }),
      400,
      'validation_failed',
      PEN_MESSAGES.cleanedBeforeRefill,
    );
    expectError(
      await browser.post(`${url}/clean`, { day: day(-6) }),
      400,
      'validation_failed',
      cleanedBeforeUseMessage(day(-5)),
    );
    const cleaned = json<Inking>(await browser.post(`${url}/clean`, {}));
    expect(cleaned.cleanedOn).toBe(day(0));
    expectError(
      await browser.post(`${url}/clean`, {}),
      409,
      'conflict',
      PEN_MESSAGES.alreadyCleaned,
    );
    expectError(await browser.post(`${url}/refill`, {}), 409, 'conflict', PEN_MESSAGES.cleaned);
  });

  it('deletes a pairing entered by mistake with its diary days', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const { inking } = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-3) });
    const use = await markUsed(browser, inking.id, { day: day(-2) });
    expect((await browser.send('DELETE', `/api/auth/inkings/${inking.id}`)).statusCode).toBe(204);
    expectError(await browser.send('DELETE', `/api/auth/inkings/${inking.id}`), 404);
    const left = await t.db
      .selectFrom('pen_uses')
      .select('id')
      .where('id', '=', use.id)
      .executeTakeFirst();
    expect(left).toBeUndefined();
    expect(json<Pen>(await browser.get(`/api/auth/pens/${pen.id}`)).inking).toBeNull();
  });
});

describe('the diary', () => {
  it('marks a day once per pairing, within the pairing’s dates', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const { inking } = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-10) });
    const today = await markUsed(browser, inking.id);
    expect(today).toMatchObject({ day: day(0), inkingId: inking.id, pen: { id: pen.id } });
    const url = `/api/auth/inkings/${inking.id}/uses`;
    expectError(await browser.post(url, {}), 409, 'conflict', PEN_MESSAGES.alreadyMarked);
    expect(
      expectError(await browser.post(url, { day: day(-11) }), 400, 'validation_failed').fields?.day,
    ).toBe(PEN_MESSAGES.beforeInked);
    // tomorrow is allowed (time zones), the day after is not
    await markUsed(browser, inking.id, { day: day(1) });
    expect(expectError(await browser.post(url, { day: day(2) }), 400).fields?.day).toMatch(
      /future/,
    );
    await markUsed(browser, inking.id, { day: day(-10), note: 'first page' });
    // cleaned: nothing after the day cleaned
    const other = await addPen(browser, { model: 'Other' });
    const done = await inkPen(browser, other.id, freshInk(), { inkedOn: day(-10) });
    await browser.post(`/api/auth/inkings/${done.inking.id}/clean`, { day: day(-5) });
    expectError(
      await browser.post(`/api/auth/inkings/${done.inking.id}/uses`, { day: day(-4) }),
      400,
      'validation_failed',
      PEN_MESSAGES.afterCleaned,
    );
    await markUsed(browser, done.inking.id, { day: day(-5) });
  });

  it('a double tap at once leaves one mark', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const { inking } = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-2) });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        browser.post(`/api/auth/inkings/${inking.id}/uses`, {}),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(PARALLEL - 1);
    const rows = await t.db
      .selectFrom('pen_uses')
      .select('id')
      .where('inking_id', '=', inking.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('logs a dip pen’s use with its ink, once per ink and day', async () => {
    const { browser } = await member();
    const dip = await addPen(browser, { kind: 'dip', brand: 'Nikko', model: 'G' });
    const [a, b] = [freshInk(), freshInk()];
    const res = await browser.post(`/api/auth/pens/${dip.id}/uses`, { inkId: a, note: 'map' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<Use>(res)).toMatchObject({
      inkingId: null,
      ink: { id: a },
      pen: { id: dip.id, kind: 'dip' },
      note: 'map',
      day: day(0),
    });
    expectError(
      await browser.post(`/api/auth/pens/${dip.id}/uses`, { inkId: a }),
      409,
      'conflict',
      PEN_MESSAGES.alreadyMarked,
    );
    expect((await browser.post(`/api/auth/pens/${dip.id}/uses`, { inkId: b })).statusCode).toBe(
      201,
    );
    const fountain = await addPen(browser);
    expectError(
      await browser.post(`/api/auth/pens/${fountain.id}/uses`, { inkId: a }),
      409,
      'conflict',
      PEN_MESSAGES.notDirect,
    );
    // a brush is both: inked, or used with an ink directly
    const brush = await addPen(browser, { kind: 'brush', brand: 'Kuretake' });
    expect((await browser.post(`/api/auth/pens/${brush.id}/uses`, { inkId: a })).statusCode).toBe(
      201,
    );
    await inkPen(browser, brush.id, b);
    expect(json<Pen>(await browser.get(`/api/auth/pens/${dip.id}`)).daysUsed).toBe(1);
  });

  it('changes a day’s note and takes a day out', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const { inking } = await inkPen(browser, pen.id, freshInk());
    const use = await markUsed(browser, inking.id);
    const noted = await browser.send('PATCH', `/api/auth/uses/${use.id}`, { note: ' letters ' });
    expect(json<Use>(noted).note).toBe('letters');
    const cleared = await browser.send('PATCH', `/api/auth/uses/${use.id}`, { note: '' });
    expect(json<Use>(cleared).note).toBeNull();
    expect((await browser.send('DELETE', `/api/auth/uses/${use.id}`)).statusCode).toBe(204);
    expectError(await browser.send('DELETE', `/api/auth/uses/${use.id}`), 404, 'not_found');
    await markUsed(browser, inking.id);
  });

  it('answers the calendar from a day to a day, by pen and ink, at most a year', async () => {
    const { browser } = await member();
    const [p1, p2] = [await addPen(browser), await addPen(browser, { model: 'Two' })];
    const [i1, i2] = [freshInk(), freshInk()];
    const a = await inkPen(browser, p1.id, i1, { inkedOn: day(-20) });
    const b = await inkPen(browser, p2.id, i2, { inkedOn: day(-20) });
    for (const n of [-15, -10, -5]) await markUsed(browser, a.inking.id, { day: day(n) });
    await markUsed(browser, b.inking.id, { day: day(-10) });
    const all = json<Diary>(await browser.get(`/api/auth/diary?from=${day(-12)}&to=${day(0)}`));
    expect(all.uses.map((u) => [u.day, u.pen.id])).toEqual([
      [day(-10), p1.id],
      [day(-10), p2.id],
      [day(-5), p1.id],
    ]);
    const byPen = json<Diary>(
      await browser.get(`/api/auth/diary?from=${day(-30)}&to=${day(0)}&penId=${p1.id}`),
    );
    expect(byPen.uses).toHaveLength(3);
    const byInk = json<Diary>(
      await browser.get(`/api/auth/diary?from=${day(-30)}&to=${day(0)}&inkId=${i2}`),
    );
    expect(byInk.uses.map((u) => u.ink.id)).toEqual([i2]);
    expectError(
      await browser.get(`/api/auth/diary?from=${day(0)}&to=${day(-1)}`),
      400,
      'validation_failed',
      PEN_MESSAGES.calendarRange,
    );
    expectError(
      await browser.get(`/api/auth/diary?from=${day(-PEN_LIMITS.calendarMaxDays)}&to=${day(0)}`),
      400,
      'validation_failed',
      PEN_MESSAGES.calendarRange,
    );
    const year = await browser.get(
      `/api/auth/diary?from=${day(-PEN_LIMITS.calendarMaxDays + 1)}&to=${day(0)}`,
    );
    expect(year.statusCode).toBe(200);
    expectError(await browser.get(`/api/auth/diary?from=2026-02-30&to=${day(0)}`), 400);
    expectError(await browser.get(`/api/auth/diary?to=${day(0)}`), 400);
    // the web asks for a whole month, to its last day, whatever today is
    const month = await browser.get(`/api/auth/diary?from=${day(-12)}&to=${day(40)}`);
    expect(month.statusCode, month.body).toBe(200);
    expect(json<Diary>(month).uses).toHaveLength(3);
  });
});

describe('the list of pairings', () => {
  it('is newest first, current or past, by pen or ink, 50 a page', async () => {
    const { browser, user } = await member();
    const pen = await addPen(browser);
    const inkId = freshInk();
    const at = new Date().toISOString();
    // 55 past pairings, a day each, written straight in (the API would take 110 calls)
    await t.db
      .insertInto('inkings')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          user_id: user.id,
          pen_id: pen.id,
          ink_id: inkId,
          inked_on: day(-200 + i * 2),
          cleaned_on: day(-199 + i * 2),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const open = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-5) });
    const current = json<Inking[]>(await browser.get('/api/auth/inkings'));
    expect(current.map((i) => i.id)).toEqual([open.inking.id]);
    const first = json<Inking[]>(await browser.get('/api/auth/inkings?state=past'));
    const second = json<Inking[]>(await browser.get('/api/auth/inkings?state=past&page=2'));
    expect(first).toHaveLength(50);
    expect(second).toHaveLength(5);
    expect(first[0]?.inkedOn).toBe(day(-200 + 54 * 2));
    expect(second.at(-1)?.inkedOn).toBe(day(-200));
    const all = json<Inking[]>(await browser.get(`/api/auth/inkings?state=all&inkId=${inkId}`));
    expect(all.every((i) => i.ink.id === inkId)).toBe(true);
    expect(
      json<Inking[]>(await browser.get(`/api/auth/inkings?state=all&penId=${pen.id}&page=2`)),
    ).toHaveLength(6);
    for (const q of ['page=0', 'state=open', 'penId=abc', 'today=2026-13-01', 'other=1']) {
      expectError(await browser.get(`/api/auth/inkings?${q}`), 400);
    }
  });

  it('says "clean soon" after the member’s number of days, a refill starting it again', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const { inking } = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-31) });
    const flag = async (q = '') =>
      json<Inking[]>(await browser.get(`/api/auth/inkings${q}`))[0]?.cleanSoon;
    expect(await flag()).toBe(true);
    // as of the member's own today
    expect(await flag(`?today=${day(-2)}`)).toBe(false);
    const set = await browser.send('PUT', '/api/auth/pens/settings', {
      cleanSoonDays: 45,
      cleanSoonMail: false,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await flag()).toBe(false);
    expect(json<Pen[]>(await browser.get('/api/auth/pens'))[0]?.inking?.cleanSoon).toBe(false);
    await browser.send('PUT', '/api/auth/pens/settings', {
      cleanSoonDays: 30,
      cleanSoonMail: false,
    });
    expect(json<Pen[]>(await browser.get('/api/auth/pens'))[0]?.inking?.cleanSoon).toBe(true);
    await browser.post(`/api/auth/inkings/${inking.id}/refill`, {});
    expect(await flag()).toBe(false);
  });
});

describe('someone else’s pairings and days', () => {
  it('do not exist for anyone else, staff included: 404 on every route, nothing changed', async () => {
    const owner = await member();
    const pen = await addPen(owner.browser);
    const { inking } = await inkPen(owner.browser, pen.id, freshInk(), { inkedOn: day(-4) });
    const use = await markUsed(owner.browser, inking.id, { day: day(-3) });
    const stranger = await member();
    const staff = await withSession(t, { role: 'admin', totp: true });
    const before = await counts();
    for (const b of [stranger.browser, staff.browser]) {
      for (const [method, url, body] of [
        ['PATCH', `/api/auth/inkings/${inking.id}`, { note: 'mine now' }],
        ['DELETE', `/api/auth/inkings/${inking.id}`, undefined],
        ['POST', `/api/auth/inkings/${inking.id}/refill`, {}],
        ['POST', `/api/auth/inkings/${inking.id}/clean`, {}],
        ['POST', `/api/auth/inkings/${inking.id}/uses`, {}],
        ['PATCH', `/api/auth/uses/${use.id}`, { note: 'x' }],
        ['DELETE', `/api/auth/uses/${use.id}`, undefined],
        ['POST', '/api/auth/inkings', { penId: pen.id, inkId: freshInk() }],
        ['POST', `/api/auth/pens/${pen.id}/uses`, { inkId: freshInk() }],
      ] as const) {
        expectError(await b.send(method, url, body), 404, 'not_found');
      }
      const lists = [
        await b.get('/api/auth/inkings?state=all'),
        await b.get(`/api/auth/inkings?state=all&penId=${pen.id}`),
        await b.get(`/api/auth/diary?from=${day(-10)}&to=${day(0)}&penId=${pen.id}`),
      ];
      expect(json<Inking[]>(lists[0] ?? { body: '[]' }).map((i) => i.id)).not.toContain(inking.id);
      expect(json<Inking[]>(lists[1] ?? { body: '[]' })).toEqual([]);
      expect(json<Diary>(lists[2] ?? { body: '{}' }).uses).toEqual([]);
    }
    expect(await counts()).toEqual(before);
  });
});
