import type { CollectionStats, ErrorBody, Ink, InventoryEntry } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { Browser, fileTestApp, json, withSession } from '../../../test/helpers.ts';

const { t, freshInk } = fileTestApp({ inks: 400 });

const anonymous = () => new Browser(t.app, '10.71.0.1');
const url = (inkId: number) => `/api/inks/${inkId}/collection`;

async function stats(inkId: number): Promise<CollectionStats> {
  const res = await anonymous().get(`/api/inks/${inkId}/collection-stats`);
  expect(res.statusCode, res.body).toBe(200);
  return json<CollectionStats>(res);
}

async function ink(inkId: number): Promise<Ink> {
  return json<Ink>(await anonymous().get(`/api/inks/${inkId}`));
}

async function entryCount(inkId: number): Promise<number> {
  const r = await t.db
    .selectFrom('inventory_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ink_id', '=', inkId)
    .executeTakeFirstOrThrow();
  return r.n;
}

describe('the ink-ventory of one ink', () => {
  it('adds, reads, changes and removes an entry', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    expect(json(await browser.get(url(inkId)))).toBeNull();

    const added = await browser.post(url(inkId), {
      status: 'owned',
      rating: 4,
      notes: '  Bought at the pen show.  ',
      acquiredDate: '2026-03-14',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(json<InventoryEntry>(added)).toMatchObject({
      inkId,
      status: 'owned',
      rating: 4,
      notes: 'Bought at the pen show.',
      acquiredDate: '2026-03-14',
    });
    expect(json<InventoryEntry>(await browser.get(url(inkId))).rating).toBe(4);

    const changed = await browser.send('PUT', url(inkId), { status: 'tried', rating: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<InventoryEntry>(changed)).toMatchObject({
      status: 'tried',
      rating: 2,
      notes: null,
      acquiredDate: null,
    });

    expect((await browser.send('DELETE', url(inkId))).statusCode).toBe(204);
    expect(json(await browser.get(url(inkId)))).toBeNull();
    expect((await browser.send('DELETE', url(inkId))).statusCode).toBe(404);
    expect((await browser.send('PUT', url(inkId), { status: 'owned' })).statusCode).toBe(404);
  });

  it('keeps a rating only for owned or tried, an acquired date only for owned', async () => {
    const { browser } = await withSession(t);
    for (const status of ['wishlist', 'want_to_try'] as const) {
      const inkId = freshInk();
      const res = await browser.post(url(inkId), {
        status,
        rating: 5,
        acquiredDate: '2025-01-01',
        notes: 'someday',
      });
      expect(res.statusCode).toBe(201);
      expect(json<InventoryEntry>(res)).toMatchObject({
        status,
        rating: null,
        acquiredDate: null,
        notes: 'someday',
      });
    }
    const tried = json<InventoryEntry>(
      await browser.post(url(freshInk()), {
        status: 'tried',
        rating: 3,
        acquiredDate: '2025-01-01',
      }),
    );
    expect(tried).toMatchObject({ rating: 3, acquiredDate: null });
  });

  it('allows one entry per member per ink (409), also when two adds race', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await browser.get('/api/auth/csrf-token');
    const results = await Promise.all(
      ['owned', 'tried', 'wishlist'].map((status) => browser.post(url(inkId), { status })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused && json<ErrorBody>(refused).code).toBe('conflict');
    expect(await entryCount(inkId)).toBe(1);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad: unknown[] = [
      {},
      { status: 'borrowed' },
      { status: 'owned', rating: 0 },
      { status: 'owned', rating: 6 },
      { status: 'owned', rating: 3.5 },
      { status: 'owned', rating: '4' },
      { status: 'owned', notes: 'x'.repeat(1001) },
      { status: 'owned', acquiredDate: '2026-02-30' },
      { status: 'owned', acquiredDate: 'yesterday' },
      { status: 'owned', acquiredDate: tomorrowPlus },
      { status: 'owned', acquiredDate: '1850-01-01' },
      { status: 'owned', extra: 1 },
    ];
    for (const body of bad) {
      const res = await browser.post(url(inkId), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('validation_failed');
    }
    const missingStatus = json<ErrorBody>(await browser.post(url(inkId), { rating: 3 }));
    expect(missingStatus.fields?.status).toBe(
      'Choose a status: owned, tried, want to try or wishlist.',
    );
    expect(await entryCount(inkId)).toBe(0);
    // a full timestamp is cut to its day
    const ok = await browser.post(url(inkId), {
      status: 'owned',
      acquiredDate: '2026-01-02T10:00:00.000Z',
    });
    expect(json<InventoryEntry>(ok).acquiredDate).toBe('2026-01-02');
  });

  it('is private: visitors get 401, and nobody sees or changes another member’s entry', async () => {
    const inkId = freshInk();
    expect((await anonymous().get(url(inkId))).statusCode).toBe(401);
    expect((await anonymous().post(url(inkId), { status: 'owned' })).statusCode).toBe(401);
    const a = await withSession(t);
    const b = await withSession(t);
    await a.browser.post(url(inkId), { status: 'owned', notes: 'private note' });
    expect(json(await b.browser.get(url(inkId)))).toBeNull();
    expect((await b.browser.send('DELETE', url(inkId))).statusCode).toBe(404);
    expect(json<InventoryEntry>(await a.browser.get(url(inkId))).notes).toBe('private note');
  });

  it('404s for a missing or deleted ink', async () => {
    const { browser } = await withSession(t);
    expect((await browser.get(url(99999999))).statusCode).toBe(404);
    expect((await browser.post(url(99999999), { status: 'owned' })).statusCode).toBe(404);
    expect((await anonymous().get('/api/inks/99999999/collection-stats')).statusCode).toBe(404);
    const inkId = freshInk();
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', inkId)
      .execute();
    expect((await browser.post(url(inkId), { status: 'owned' })).statusCode).toBe(404);
    expect(await entryCount(inkId)).toBe(0);
  });
});

describe('collection stats and ratings', () => {
  it('counts members by status', async () => {
    const inkId = freshInk();
    expect(await stats(inkId)).toEqual({
      inCollections: 0,
      owned: 0,
      tried: 0,
      wishlisted: 0,
      wantToTry: 0,
    });
    for (const status of ['owned', 'owned', 'tried', 'wishlist', 'want_to_try']) {
      const { browser } = await withSession(t);
      expect((await browser.post(url(inkId), { status })).statusCode).toBe(201);
    }
    expect(await stats(inkId)).toEqual({
      inCollections: 5,
      owned: 2,
      tried: 1,
      wishlisted: 1,
      wantToTry: 1,
    });
  });

  it("makes the ink's averageRating and reviewCount from real ratings only", async () => {
    const inkId = freshInk();
    expect(await ink(inkId)).toMatchObject({ averageRating: null, reviewCount: 0 });
    const a = await withSession(t);
    const b = await withSession(t);
    const c = await withSession(t);
    await a.browser.post(url(inkId), { status: 'owned', rating: 5 });
    await b.browser.post(url(inkId), { status: 'tried', rating: 2 });
    await c.browser.post(url(inkId), { status: 'wishlist' });
    expect(await ink(inkId)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    // moving to the wishlist drops the rating; removing an entry drops its rating
    await b.browser.send('PUT', url(inkId), { status: 'wishlist', rating: 2 });
    expect(await ink(inkId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
    await a.browser.send('PUT', url(inkId), { status: 'owned', rating: 4 });
    expect(await ink(inkId)).toMatchObject({ averageRating: 4, reviewCount: 1 });
    await a.browser.send('DELETE', url(inkId));
    expect(await ink(inkId)).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it('keeps the totals right when many members rate at once', async () => {
    const inkId = freshInk();
    const members = await Promise.all(Array.from({ length: 20 }, () => withSession(t)));
    for (const m of members) await m.browser.get('/api/auth/csrf-token');
    await Promise.all(
      members.map((m, i) => m.browser.post(url(inkId), { status: 'owned', rating: (i % 5) + 1 })),
    );
    // (1+2+3+4+5) four times over 20 members
    expect(await ink(inkId)).toMatchObject({ averageRating: 3, reviewCount: 20 });
    for (const rating of [5, 1, 4]) {
      await Promise.all(
        members.map((m) => m.browser.send('PUT', url(inkId), { status: 'owned', rating })),
      );
      expect(await ink(inkId)).toMatchObject({ averageRating: rating, reviewCount: 20 });
    }
    await Promise.all(members.slice(0, 10).map((m) => m.browser.send('DELETE', url(inkId))));
    expect(await ink(inkId)).toMatchObject({ averageRating: 4, reviewCount: 10 });
  });

  it("forgets a deleted account's entries and ratings", async () => {
    const inkId = freshInk();
    const stays = await withSession(t);
    const leaves = await withSession(t);
    await stays.browser.post(url(inkId), { status: 'owned', rating: 2 });
    await leaves.browser.post(url(inkId), { status: 'owned', rating: 4 });
    expect(await ink(inkId)).toMatchObject({ averageRating: 3, reviewCount: 2 });
    const res = await leaves.browser.send('DELETE', '/api/auth/user', {
      password: leaves.user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await ink(inkId)).toMatchObject({ averageRating: 2, reviewCount: 1 });
    expect((await stats(inkId)).inCollections).toBe(1);
  });
});
