import type { Badge, Collection, ProfileOverview } from '@inklore/contract';
import { BADGES } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { foldCrossings, pendingCrossings } from './badges.queries.ts';

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_COMMENT_USER: '1000/1m' });
  freshInk = await inkSupply(t.db, 500, 200);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.76.0.1');

async function mine(b: Browser): Promise<Map<string, Badge>> {
  const res = await b.get('/api/badges');
  expect(res.statusCode, res.body).toBe(200);
  return new Map(json<Badge[]>(res).map((x) => [x.id, x]));
}

/** Entries straight into the table: the badge reads what is there, whoever wrote it. */
async function addEntries(userId: number, n: number, status = 'owned') {
  const at = new Date().toISOString();
  for (let i = 0; i < n; i++) {
    await t.db
      .insertInto('inventory_entries')
      .values({
        user_id: userId,
        ink_id: freshInk(),
        status: status as 'owned',
        rating: null,
        notes: null,
        acquired_date: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

describe('GET /api/badges', () => {
  it('lists every badge with its rule and holders; no personal part when signed out', async () => {
    const list = json<Badge[]>(await visitor().get('/api/badges'));
    expect(list.map((b) => b.id)).toEqual(BADGES.map((b) => b.id));
    for (const b of list) {
      expect(b.rule).toMatch(/\S/);
      expect(b.held).toBeNull();
      expect(b.progress).toBeNull();
      expect(b.holders).toBeGreaterThanOrEqual(0);
    }
  });

  it('earns inventory badges exactly at their thresholds, and counts the holders', async () => {
    const { browser, user } = await withSession(t);
    const before = await mine(browser);
    expect(before.get('sampler')).toMatchObject({ held: false, progress: 0 });
    await addEntries(user.id, 9);
    expect((await mine(browser)).get('sampler')).toMatchObject({ held: false, progress: 9 });
    await addEntries(user.id, 1);
    const after = await mine(browser);
    expect(after.get('sampler')).toMatchObject({ held: true, progress: 10 });
    expect(after.get('sampler')?.holders).toBe((before.get('sampler')?.holders ?? 0) + 1);
    expect(after.get('collector')).toMatchObject({ held: false, progress: 10 });
  });

  it('earns the comment, staff and full-spectrum badges from real activity', async () => {
    const { browser, user } = await withSession(t, { role: 'moderator' });
    const ink = freshInk();
    expect((await mine(browser)).get('first-words')?.held).toBe(false);
    const res = await browser.post(`/api/inks/${ink}/comments`, { content: 'Lovely shading.' });
    expect(res.statusCode, res.body).toBe(201);
    const now = await mine(browser);
    expect(now.get('first-words')?.held).toBe(true);
    expect(now.get('moderator')?.held).toBe(true);
    expect(now.get('admin')?.held).toBe(false);
    // inks of ten colour families, owned or tried
    const families = await t.db
      .selectFrom('inks')
      .select(['color_family', (eb) => eb.fn.min<number>('id').as('id')])
      .where('deleted_at', 'is', null)
      .where('id', '<', 500)
      .groupBy('color_family')
      .execute();
    expect(families.length).toBeGreaterThanOrEqual(10);
    const at = new Date().toISOString();
    for (const f of families.slice(0, 9)) {
      await t.db
        .insertInto('inventory_entries')
        .values({
          user_id: user.id,
          ink_id: f.id,
          status: 'tried',
          rating: null,
          notes: null,
          acquired_date: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    expect((await mine(browser)).get('full-spectrum')).toMatchObject({ held: false, progress: 9 });
    const tenth = families[9];
    if (!tenth) throw new Error('ten families expected');
    await t.db
      .insertInto('inventory_entries')
      .values({
        user_id: user.id,
        ink_id: tenth.id,
        status: 'owned',
        rating: null,
        notes: null,
        acquired_date: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect((await mine(browser)).get('full-spectrum')?.held).toBe(true);
  });
});

describe('GET /api/users/{username}/overview', () => {
  it('shows counts, palette, badges and public collections, never private things', async () => {
    const { browser, user } = await withSession(t);
    const owned = [freshInk(), freshInk(), freshInk()];
    for (const id of owned) {
      expect(
        (
          await browser.post(`/api/inks/${id}/collection`, {
            status: 'owned',
            notes: 'secret note',
          })
        ).statusCode,
      ).toBe(201);
    }
    await browser.post(`/api/inks/${freshInk()}/collection`, { status: 'wishlist' });
    const pub = json<Collection>(await browser.post('/api/auth/collections', { name: 'Shown' }));
    await browser.post('/api/auth/collections', { name: 'Hidden list', isPublic: false });
    const res = await visitor().get(`/api/users/${user.username}/overview`);
    expect(res.statusCode, res.body).toBe(200);
    const o = json<ProfileOverview>(res);
    expect(o.user.username).toBe(user.username);
    expect(o.counts).toEqual({ owned: 3, tried: 0, wantToTry: 0, wishlist: 1 });
    // the owned inks are in no public collection and the palette setting is off
    expect(o.palette).toEqual([]);
    expect(o.collections.map((c) => c.id)).toEqual([pub.id]);
    expect(res.body).not.toContain('Hidden list');
    expect(res.body).not.toContain('secret note');
    expect(res.body).not.toContain('@example.test');
    expect((await visitor().get('/api/users/nobody-has-this-name/overview')).statusCode).toBe(404);
  });
});

describe('the holders kept per target (ADR 061)', () => {
  it('fold their crossings in without changing what the showcase says, once each even when folded at once', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => withSession(t)));
    for (const m of members) await addEntries(m.user.id, 10);
    const holders = async () =>
      new Map([...(await mine(visitor())).values()].map((b) => [b.id, b.holders]));
    const before = await holders();
    expect(await pendingCrossings(t.db)).toBeGreaterThanOrEqual(4);
    await Promise.all([
      t.db.transaction().execute((trx) => foldCrossings(trx)),
      t.db.transaction().execute((trx) => foldCrossings(trx)),
    ]);
    expect(await pendingCrossings(t.db)).toBe(0);
    expect(await holders()).toEqual(before);
  });
});
