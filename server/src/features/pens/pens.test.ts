import {
  PEN_LIMITS,
  PEN_MESSAGES,
  VERIFY_TO,
  type ExportData,
  type InkUsage,
  type Pen,
  type PenSettings,
  type PublicPen,
} from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  fileTestApp,
  insertAccessToken,
  json,
  withSession,
} from '../../../test/helpers.ts';
import { addPen, day, expectError, inkPen, markUsed } from './pens.test-kit.ts';

/**
 * A member's pens (ADR 056) through the API on a real database: private by default, archived
 * instead of deleted, public only with a verified email; what anyone sees of them (public
 * pens, an ink's counts) and what no one else ever sees (a private pen, anywhere).
 */
const { t, freshInk } = fileTestApp({ inks: 200, inkCount: 60 });
const member = () => withSession(t);
const visitor = () => new Browser(t.app, '10.81.0.1');

async function restrict(userId: number, restriction: 'limited' | 'suspended') {
  await t.db
    .updateTable('users')
    .set({ restriction, restriction_reason: 'Testing pens.' })
    .where('id', '=', userId)
    .execute();
}

const penCount = async (userId: number) =>
  (
    await t.db
      .selectFrom('pens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;

describe('a member’s pens', () => {
  it('are added private fountain pens unless said, listed by name, read and changed', async () => {
    const { browser } = await member();
    const custom = await addPen(browser, {
      nibSize: ' M ',
      nibGrind: 'Stub',
      fillingSystem: 'Cartridge/converter',
      color: 'Burgundy',
      material: 'Resin',
      notes: 'Gift from Anna',
    });
    expect(custom).toMatchObject({
      kind: 'fountain',
      brand: 'Pilot',
      model: 'Custom 74',
      nibSize: 'M',
      nibGrind: 'Stub',
      notes: 'Gift from Anna',
      isPublic: false,
      archived: false,
      inking: null,
      daysUsed: 0,
    });
    const brush = await addPen(browser, { kind: 'brush', brand: 'kuretake', model: '' });
    expect(brush.model).toBeNull();
    const lamy = await addPen(browser, { brand: 'Lamy', model: 'Safari' });
    const listed = json<Pen[]>(await browser.get('/api/auth/pens'));
    expect(listed.map((p) => p.id)).toEqual([brush.id, lamy.id, custom.id]);
    expect(json<Pen>(await browser.get(`/api/auth/pens/${lamy.id}`)).model).toBe('Safari');
    const changed = await browser.send('PATCH', `/api/auth/pens/${lamy.id}`, {
      model: 'AL-star',
      nibSize: 'EF',
      notes: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Pen>(changed)).toMatchObject({ brand: 'Lamy', model: 'AL-star', nibSize: 'EF' });
  });

  it('refuses bad input with 400 in the one error shape, and keeps nothing of it', async () => {
    const { browser, user } = await member();
    const pen = await addPen(browser);
    for (const body of [
      {},
      { brand: '' },
      { brand: '   ' },
      { brand: 'x'.repeat(PEN_LIMITS.brandMaxLength + 1) },
      { brand: 'Pilot', model: 'm'.repeat(PEN_LIMITS.modelMaxLength + 1) },
      { brand: 'Pilot', notes: 'n'.repeat(PEN_LIMITS.notesMaxLength + 1) },
      { brand: 'Pilot', kind: 'quill' },
      { brand: 'Pilot', isPublic: 'yes' },
      { brand: 'Pi\u0000lot' },
      { brand: 'Pilot', model: 'bell\u0007' },
      { brand: 'Pilot', userId: 1 },
      { brand: 'Pilot', archived: true },
    ]) {
      expectError(await browser.post('/api/auth/pens', body), 400, 'validation_failed');
    }
    for (const body of [{ brand: '' }, { kind: 'quill' }, { archived: 'yes' }, { id: 3 }]) {
      expectError(await browser.send('PATCH', `/api/auth/pens/${pen.id}`, body), 400);
    }
    expect(await penCount(user.id)).toBe(1);
    expect(json<Pen>(await browser.get(`/api/auth/pens/${pen.id}`))).toEqual(pen);
    for (const id of ['2147483648', '9007199254740992', '0', '-1', '1.5', 'abc']) {
      expectError(await browser.get(`/api/auth/pens/${id}`), 400, 'validation_failed');
    }
    for (const penId of [2 ** 53, 2_147_483_648, 0, 1.5]) {
      expectError(
        await browser.post('/api/auth/inkings', { penId, inkId: freshInk() }),
        400,
        'validation_failed',
      );
    }
    expectError(await visitor().get('/api/auth/pens'), 401, 'unauthorized');
    expectError(await visitor().post('/api/auth/pens', { brand: 'Pilot' }), 401);
  });

  it('are at most PEN_LIMITS.perMember, archived ones included', async () => {
    const { browser, user } = await member();
    const at = new Date().toISOString();
    await t.db
      .insertInto('pens')
      .values(
        Array.from({ length: PEN_LIMITS.perMember }, (_, i) => ({
          user_id: user.id,
          kind: 'fountain' as const,
          brand: 'Bulk',
          model: `No. ${i}`,
          archived_at: i % 2 === 0 ? at : null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    expectError(
      await browser.post('/api/auth/pens', { brand: 'One more' }),
      409,
      'conflict',
      PEN_MESSAGES.tooMany,
    );
    expect(await penCount(user.id)).toBe(PEN_LIMITS.perMember);
  });

  it('keep to the limit when requests arrive at once (the member row is locked)', async () => {
    const { browser, user } = await member();
    const at = new Date().toISOString();
    await t.db
      .insertInto('pens')
      .values(
        Array.from({ length: PEN_LIMITS.perMember - 3 }, (_, i) => ({
          user_id: user.id,
          kind: 'fountain' as const,
          brand: 'Bulk',
          model: `No. ${i}`,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    // One first, so the session holds its anti-forgery token before the ten at once.
    expect((await browser.post('/api/auth/pens', { brand: 'First' })).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        browser.post('/api/auth/pens', { brand: `At once ${i}` }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(8);
    expect(await penCount(user.id)).toBe(PEN_LIMITS.perMember);
  });

  it('are archived, not deleted: the history stays, an inked pen is cleaned first', async () => {
    const { browser } = await member();
    const pen = await addPen(browser);
    const { inking } = await inkPen(browser, pen.id, freshInk(), { inkedOn: day(-9) });
    await markUsed(browser, inking.id, { day: day(-8) });
    expectError(
      await browser.send('PATCH', `/api/auth/pens/${pen.id}`, { archived: true }),
      409,
      'conflict',
      PEN_MESSAGES.archiveInked,
    );
    expectError(
      await browser.send('PATCH', `/api/auth/pens/${pen.id}`, { kind: 'dip' }),
      409,
      'conflict',
      PEN_MESSAGES.kindInked,
    );
    await browser.post(`/api/auth/inkings/${inking.id}/clean`, { day: day(-1) });
    const archived = json<Pen>(
      await browser.send('PATCH', `/api/auth/pens/${pen.id}`, { archived: true }),
    );
    expect(archived).toMatchObject({ archived: true, inking: null, daysUsed: 1 });
    expect(json<Pen[]>(await browser.get('/api/auth/pens'))).toEqual([]);
    expect(json<Pen[]>(await browser.get('/api/auth/pens?archived=true')).map((p) => p.id)).toEqual(
      [pen.id],
    );
    expect(json<Pen[]>(await browser.get('/api/auth/pens?archived=all'))).toHaveLength(1);
    const history = await browser.get(`/api/auth/inkings?state=past&penId=${pen.id}`);
    expect(json<{ id: number }[]>(history).map((i) => i.id)).toEqual([inking.id]);
    const diary = await browser.get(`/api/auth/diary?from=${day(-10)}&to=${day(0)}`);
    expect(json<{ uses: unknown[] }>(diary).uses).toHaveLength(1);
    // there is no DELETE of a pen
    expect((await browser.send('DELETE', `/api/auth/pens/${pen.id}`)).statusCode).toBe(404);
    const back = await browser.send('PATCH', `/api/auth/pens/${pen.id}`, { archived: false });
    expect(json<Pen>(back).archived).toBe(false);
  });

  it('are another member’s own: 404 to anyone else, staff included, and nothing changes', async () => {
    const owner = await member();
    const pen = await addPen(owner.browser, { model: 'Mine alone' });
    const stranger = await member();
    const staff = await withSession(t, { role: 'admin', totp: true });
    for (const b of [stranger.browser, staff.browser]) {
      const missing = expectError(await b.get('/api/auth/pens/99999999'), 404, 'not_found');
      expect(expectError(await b.get(`/api/auth/pens/${pen.id}`), 404)).toEqual(missing);
      expectError(await b.send('PATCH', `/api/auth/pens/${pen.id}`, { model: 'Taken' }), 404);
      expect(
        json<Pen[]>(await b.get('/api/auth/pens?archived=all')).map((p) => p.id),
      ).not.toContain(pen.id);
    }
    expect(json<Pen>(await owner.browser.get(`/api/auth/pens/${pen.id}`)).model).toBe('Mine alone');
  });
});

describe('trust', () => {
  it('a new (unverified) account keeps private pens; making one public needs a verified email', async () => {
    const { browser } = await withSession(t, { verified: false });
    const pen = await addPen(browser);
    const { inking } = await inkPen(browser, pen.id, freshInk());
    await markUsed(browser, inking.id);
    expectError(
      await browser.post('/api/auth/pens', { brand: 'Sailor', isPublic: true }),
      403,
      'email_unverified',
      `${VERIFY_TO.publishPens}.`,
    );
    expectError(
      await browser.send('PATCH', `/api/auth/pens/${pen.id}`, { isPublic: true }),
      403,
      'email_unverified',
    );
    expect(json<Pen>(await browser.get(`/api/auth/pens/${pen.id}`)).isPublic).toBe(false);
  });

  it('a limited account keeps its pens private; a suspended one reads only', async () => {
    const limited = await member();
    const shown = await addPen(limited.browser, { isPublic: true, model: 'Shown' });
    await restrict(limited.user.id, 'limited');
    const pen = await addPen(limited.browser);
    await inkPen(limited.browser, pen.id, freshInk());
    expectError(
      await limited.browser.send('PATCH', `/api/auth/pens/${pen.id}`, { isPublic: true }),
      403,
      'account_limited',
    );
    // what others see of a public pen is a public edit; its private notes are not
    expectError(
      await limited.browser.send('PATCH', `/api/auth/pens/${shown.id}`, { model: 'Spam' }),
      403,
      'account_limited',
    );
    const noted = await limited.browser.send('PATCH', `/api/auth/pens/${shown.id}`, {
      notes: 'just mine',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const hidden = await limited.browser.send('PATCH', `/api/auth/pens/${shown.id}`, {
      isPublic: false,
    });
    expect(json<Pen>(hidden).isPublic).toBe(false);

    const suspended = await member();
    const own = await addPen(suspended.browser);
    await restrict(suspended.user.id, 'suspended');
    expect((await suspended.browser.get('/api/auth/pens')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/auth/pens', { brand: 'Pilot' }],
      ['PATCH', `/api/auth/pens/${own.id}`, { model: 'x' }],
      ['POST', '/api/auth/inkings', { penId: own.id, inkId: freshInk() }],
      ['PUT', '/api/auth/pens/settings', { cleanSoonDays: 10, cleanSoonMail: false }],
    ] as const) {
      expectError(await suspended.browser.send(method, url, body), 403, 'account_suspended');
    }
  });

  it('a read token reads, a write token writes (ADR 029)', async () => {
    const { browser, user } = await member();
    const pen = await addPen(browser);
    const read = await insertAccessToken(t.db, user.id, 'read');
    const write = await insertAccessToken(t.db, user.id, 'write');
    const call = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${secret}` },
        remoteAddress: '10.81.0.9',
        ...(payload ? { payload } : {}),
      });
    for (const url of ['/api/auth/pens', '/api/auth/inkings', '/api/auth/pens/settings']) {
      expect((await call(read.secret, 'GET', url)).statusCode, url).toBe(200);
    }
    const refused = await call(read.secret, 'POST', '/api/auth/inkings', {
      penId: pen.id,
      inkId: freshInk(),
    });
    expectError(refused, 403, 'insufficient_scope');
    expectError(
      await call(read.secret, 'POST', '/api/auth/pens', { brand: 'Read only' }),
      403,
      'insufficient_scope',
    );
    expect(await penCount(user.id)).toBe(1);
    const made = await call(write.secret, 'POST', '/api/auth/inkings', {
      penId: pen.id,
      inkId: freshInk(),
    });
    expect(made.statusCode, made.body).toBe(201);
  });
});

describe('settings', () => {
  it('are 30 days and no mail until the member chooses; bad values are 400', async () => {
    const { browser } = await member();
    expect(json<PenSettings>(await browser.get('/api/auth/pens/settings'))).toEqual({
      cleanSoonDays: 30,
      cleanSoonMail: false,
    });
    for (const body of [
      { cleanSoonDays: 0, cleanSoonMail: true },
      { cleanSoonDays: 366, cleanSoonMail: true },
      { cleanSoonDays: 1.5, cleanSoonMail: true },
      { cleanSoonDays: '10', cleanSoonMail: true },
      { cleanSoonDays: 10 },
      { cleanSoonDays: 10, cleanSoonMail: 'yes' },
      { cleanSoonDays: 10, cleanSoonMail: true, extra: 1 },
    ]) {
      expectError(await browser.send('PUT', '/api/auth/pens/settings', body), 400);
    }
    const saved = await browser.send('PUT', '/api/auth/pens/settings', {
      cleanSoonDays: 14,
      cleanSoonMail: true,
    });
    expect(json<PenSettings>(saved)).toEqual({ cleanSoonDays: 14, cleanSoonMail: true });
    await browser.send('PUT', '/api/auth/pens/settings', {
      cleanSoonDays: 21,
      cleanSoonMail: false,
    });
    expect(json<PenSettings>(await browser.get('/api/auth/pens/settings'))).toEqual({
      cleanSoonDays: 21,
      cleanSoonMail: false,
    });
  });
});

describe('what others see', () => {
  it('a public pen and its ink on the member’s page; never its notes, never a private pen', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const shown = await addPen(browser, {
      isPublic: true,
      model: 'Vanishing Point',
      notes: 'NOTE-NOT-FOR-OTHERS',
      fillingSystem: 'Cartridge/converter',
    });
    await inkPen(browser, shown.id, inkId, { inkedOn: day(-2) });
    const dip = await addPen(browser, { kind: 'dip', brand: 'Zebra', model: 'G', isPublic: true });
    await addPen(browser, { model: 'PRIVATE-PEN-MODEL' });
    const away = await addPen(browser, { model: 'Archived public', isPublic: true });
    await browser.send('PATCH', `/api/auth/pens/${away.id}`, { archived: true });
    const res = await visitor().get(`/api/users/${user.username}/pens`);
    expect(res.statusCode, res.body).toBe(200);
    const pens = json<PublicPen[]>(res);
    expect(pens.map((p) => p.id)).toEqual([shown.id, dip.id]);
    expect(pens[0]).toMatchObject({
      model: 'Vanishing Point',
      inkedWith: { id: inkId },
      inkedOn: day(-2),
    });
    expect(pens[1]?.inkedWith).toBeNull();
    expect(res.body).not.toContain('NOTE-NOT-FOR-OTHERS');
    expect(res.body).not.toContain('Cartridge');
    expect(res.body).not.toContain('PRIVATE-PEN-MODEL');
    expect(res.body).not.toContain('Archived public');
    // the same for every caller, with an ETag
    const tag = res.headers.etag;
    expect(typeof tag).toBe('string');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.username}/pens`,
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
    expectError(await visitor().get('/api/users/no_such_member_here/pens'), 404, 'not_found');
  });

  it('an ink’s counts come from public pens only and name no one', async () => {
    const inkId = freshInk();
    const usage = async () => {
      const res = await visitor().get(`/api/inks/${inkId}/usage`);
      expect(res.statusCode, res.body).toBe(200);
      return json<InkUsage>(res);
    };
    expect(await usage()).toEqual({ currentlyInked: 0, daysThisMonth: 0 });

    const a = await member();
    const aPen = await addPen(a.browser, { isPublic: true });
    const aInking = await inkPen(a.browser, aPen.id, inkId, { inkedOn: day(-40) });
    await markUsed(a.browser, aInking.inking.id);
    await markUsed(a.browser, aInking.inking.id, { day: day(-35) });
    const aDip = await addPen(a.browser, { kind: 'dip', isPublic: true, brand: 'Hunt' });
    // a second pen on a day already counted for this member counts once; a day last month
    // (35 days ago) not at all
    const direct = await a.browser.post(`/api/auth/pens/${aDip.id}/uses`, { inkId });
    expect(direct.statusCode).toBe(201);

    const b = await member();
    const bPen = await addPen(b.browser, { isPublic: true, brand: 'Sailor' });
    const bInking = await inkPen(b.browser, bPen.id, inkId, { inkedOn: day(-3) });
    await markUsed(b.browser, bInking.inking.id);

    // a private pen, inked and used with the ink, counts nowhere
    const c = await member();
    const cPen = await addPen(c.browser, { model: 'PRIVATE-PEN-MODEL' });
    const cInking = await inkPen(c.browser, cPen.id, inkId, { inkedOn: day(-3) });
    await markUsed(c.browser, cInking.inking.id);

    const counted = await usage();
    expect(counted.currentlyInked).toBe(2);
    expect(counted.daysThisMonth).toBe(2);
    // cleaned, made private or archived: out of the counts
    await a.browser.post(`/api/auth/inkings/${aInking.inking.id}/clean`, {});
    await b.browser.send('PATCH', `/api/auth/pens/${bPen.id}`, { isPublic: false });
    expect(await usage()).toEqual({ currentlyInked: 0, daysThisMonth: 1 });
    await a.browser.send('PATCH', `/api/auth/pens/${aPen.id}`, { archived: true });
    await a.browser.send('PATCH', `/api/auth/pens/${aDip.id}`, { archived: true });
    expect(await usage()).toEqual({ currentlyInked: 0, daysThisMonth: 0 });
    expectError(await visitor().get('/api/inks/99999999/usage'), 404, 'not_found');
  });

  it('a private pen and its pairing are in no public answer', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const secret = 'Secretmodel Qzx';
    const pen = await addPen(browser, { model: secret, notes: 'Secret notes Qzx' });
    const { inking } = await inkPen(browser, pen.id, inkId, { note: 'Secret pairing Qzx' });
    await markUsed(browser, inking.id, { note: 'Secret day Qzx' });
    const before = json<InkUsage>(await visitor().get(`/api/inks/${inkId}/usage`));
    expect(before).toEqual({ currentlyInked: 0, daysThisMonth: 0 });
    const stranger = await member();
    for (const b of [visitor(), stranger.browser]) {
      for (const url of [
        `/api/users/${user.username}/pens`,
        `/api/users/${user.username}/overview`,
        `/api/users/${user.username}`,
        `/api/inks/${inkId}`,
        `/api/inks/${inkId}/usage`,
        `/api/inks/${inkId}/collection-stats`,
        `/api/inks?search=${encodeURIComponent('Secretmodel')}`,
        '/api/open-data/inks.json',
        '/api/open-data/inks.csv',
        '/sitemap.xml',
        `/user/${user.username}`,
      ]) {
        const res = await b.get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toMatch(/Qzx/);
      }
    }
  });

  it('are in the member’s data export, private fields and archived pens included', async () => {
    const { browser } = await member();
    const inkId = freshInk();
    const pen = await addPen(browser, { notes: 'mine to keep' });
    const { inking } = await inkPen(browser, pen.id, inkId, { inkedOn: day(-6), note: 'wet' });
    await markUsed(browser, inking.id, { day: day(-5), note: 'a letter' });
    const away = await addPen(browser, { brand: 'Parker', model: '51' });
    await browser.send('PATCH', `/api/auth/pens/${away.id}`, { archived: true });
    const res = await browser.get('/api/auth/export.json');
    expect(res.statusCode, res.body).toBe(200);
    const data = json<ExportData>(res);
    expect(data.pens.map((p) => [p.id, p.notes, p.archived])).toEqual([
      [pen.id, 'mine to keep', false],
      [away.id, null, true],
    ]);
    expect(data.inkings).toHaveLength(1);
    expect(data.inkings[0]).toMatchObject({
      id: inking.id,
      penId: pen.id,
      ink: { id: inkId },
      inkedOn: day(-6),
      cleanedOn: null,
      note: 'wet',
    });
    expect(data.diary).toEqual([
      { day: day(-5), penId: pen.id, inkId, inkingId: inking.id, note: 'a letter' },
    ]);
    // the other member's export has none of it
    const other = json<ExportData>(await (await member()).browser.get('/api/auth/export.json'));
    expect([other.pens, other.inkings, other.diary]).toEqual([[], [], []]);
  });

  it('go with the account: pens, pairings and the diary', async () => {
    const leaving = await member();
    const pen = await addPen(leaving.browser, { isPublic: true });
    const { inking } = await inkPen(leaving.browser, pen.id, freshInk());
    await markUsed(leaving.browser, inking.id);
    await leaving.browser.send('PUT', '/api/auth/pens/settings', {
      cleanSoonDays: 10,
      cleanSoonMail: true,
    });
    const res = await leaving.browser.send('DELETE', '/api/auth/user', {
      password: leaving.user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    for (const table of ['pens', 'inkings', 'pen_uses', 'pen_settings'] as const) {
      const left = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', leaving.user.id)
        .executeTakeFirstOrThrow();
      expect(left.n, table).toBe(0);
    }
    expectError(await visitor().get(`/api/users/${leaving.user.username}/pens`), 404);
  });
});
