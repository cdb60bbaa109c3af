import type {
  CollectionStats,
  ErrorBody,
  Ink,
  InventoryEntry,
  MyInventoryItem,
} from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { Browser, fileTestApp, json, withSession } from '../../../test/helpers.ts';

/** ADR 051: an entry's kind, swabbed and last used; one entry per member, ink and kind. */

const { t, freshInk } = fileTestApp({ inks: 700 });

const anonymous = () => new Browser(t.app, '10.72.0.1');
const url = (inkId: number, kind?: string) =>
  `/api/inks/${inkId}/collection${kind ? `?kind=${kind}` : ''}`;

describe('kinds of an ink-ventory entry', () => {
  it('keeps a bottle and a sample of one ink, each with its own fields; a second bottle is a 409', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    const bottle = await browser.post(url(inkId), { status: 'owned', acquiredDate: '2025-01-02' });
    expect(bottle.statusCode, bottle.body).toBe(201);
    expect(json<InventoryEntry>(bottle)).toMatchObject({
      kind: 'bottle',
      swabbed: false,
      lastUsed: null,
    });
    const sample = await browser.post(url(inkId), {
      status: 'tried',
      kind: 'sample',
      swabbed: true,
      lastUsed: '2026-02-03',
      rating: 3,
    });
    expect(sample.statusCode, sample.body).toBe(201);
    expect(json<InventoryEntry>(sample)).toMatchObject({
      kind: 'sample',
      status: 'tried',
      swabbed: true,
      lastUsed: '2026-02-03',
      rating: 3,
    });

    const again = await browser.post(url(inkId), { status: 'wishlist', kind: 'sample' });
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).message).toMatch(/already in your ink-ventory as a sample/);

    const all = json<InventoryEntry[]>(await browser.get(`/api/inks/${inkId}/collection/entries`));
    expect(all.map((e) => e.kind)).toEqual(['bottle', 'sample']);
    // without a kind: the first (a bottle before a sample); with one: that kind
    expect(json<InventoryEntry>(await browser.get(url(inkId))).kind).toBe('bottle');
    expect(json<InventoryEntry>(await browser.get(url(inkId, 'sample'))).status).toBe('tried');
    expect(json(await browser.get(url(inkId, 'swab')))).toBeNull();

    // the stats count members, once each
    const stats = json<CollectionStats>(
      await anonymous().get(`/api/inks/${inkId}/collection-stats`),
    );
    expect(stats).toMatchObject({ inCollections: 1, owned: 1, tried: 1 });

    // moving the sample to a bottle collides with the bottle: 409, nothing changes
    const moved = await browser.send('PUT', url(inkId, 'sample'), {
      status: 'tried',
      kind: 'bottle',
    });
    expect(moved.statusCode).toBe(409);
    expect(json<InventoryEntry>(await browser.get(url(inkId, 'sample'))).swabbed).toBe(true);
    // to a cartridge it moves
    const cart = await browser.send('PUT', url(inkId, 'sample'), {
      status: 'tried',
      kind: 'cartridge',
      swabbed: true,
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(json<InventoryEntry>(cart).kind).toBe('cartridge');

    expect((await browser.send('DELETE', url(inkId, 'sample'))).statusCode).toBe(404);
    expect((await browser.send('DELETE', url(inkId, 'cartridge'))).statusCode).toBe(204);
    expect(
      json<InventoryEntry[]>(await browser.get(`/api/inks/${inkId}/collection/entries`)).map(
        (e) => e.kind,
      ),
    ).toEqual(['bottle']);
  });

  it('holds one per member, ink and kind in the database itself', async () => {
    const inkId = freshInk();
    const { user } = await withSession(t);
    const row = (kind: 'bottle' | 'sample') => ({
      user_id: user.id,
      ink_id: inkId,
      status: 'owned' as const,
      kind,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    await t.db.insertInto('inventory_entries').values(row('bottle')).execute();
    await t.db.insertInto('inventory_entries').values(row('sample')).execute();
    await expect(
      t.db.insertInto('inventory_entries').values(row('sample')).execute(),
    ).rejects.toThrow();
  });

  it('counts a member once in the ink rating however many kinds they rated', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await browser.post(url(inkId), { status: 'owned', rating: 5 });
    await browser.post(url(inkId), { status: 'tried', kind: 'sample', rating: 3 });
    const ink = json<Ink>(await anonymous().get(`/api/inks/${inkId}`));
    expect(ink.reviewCount).toBe(1);
    expect(ink.averageRating).toBe(5);
  });

  it('lists both kinds on /profile, filtered by kind', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await browser.post(url(inkId), { status: 'owned' });
    await browser.post(url(inkId), { status: 'owned', kind: 'swab' });
    const mine = json<MyInventoryItem[]>(await browser.get('/api/auth/inventory'));
    expect(mine.map((m) => m.entry.kind).sort()).toEqual(['bottle', 'swab']);
    const swabs = json<MyInventoryItem[]>(await browser.get('/api/auth/inventory?kind=swab'));
    expect(swabs.map((m) => [m.ink.id, m.entry.kind])).toEqual([[inkId, 'swab']]);
  });

  it('refuses bad kinds, swabbed and last used days with a clear 400, writing nothing', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    for (const [body, message] of [
      [{ status: 'owned', kind: 'jar' }, /bottle, sample, cartridge or swab/],
      [{ status: 'owned', swabbed: 'yes' }, /swabbed is true or false/],
      [{ status: 'owned', lastUsed: '2999-01-01' }, /last used date cannot be in the future/],
      [{ status: 'owned', lastUsed: '2026-02-30' }, /That day does not exist/],
    ] as const) {
      const res = await browser.post(url(inkId), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json<ErrorBody>(res).message).toMatch(message);
    }
    expect((await browser.get(url(inkId, 'jar'))).statusCode).toBe(400);
    expect(json(await browser.get(url(inkId)))).toBeNull();
  });

  it('is the member’s own: signed out is 401, another member sees none of it', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await browser.post(url(inkId), { status: 'owned', kind: 'sample' });
    expect((await anonymous().get(`/api/inks/${inkId}/collection/entries`)).statusCode).toBe(401);
    const other = await withSession(t);
    expect(
      json<InventoryEntry[]>(await other.browser.get(`/api/inks/${inkId}/collection/entries`)),
    ).toEqual([]);
  });

  it('adds to a collection by setting the status on the first entry, or keeps one that has it', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await browser.post(url(inkId), { status: 'wishlist', kind: 'sample' });
    await browser.post(url(inkId), { status: 'tried', kind: 'swab' });
    const made = await browser.post('/api/auth/collections', { name: 'Kinds test' });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = json<{ id: number }>(made);
    const added = await browser.post(`/api/auth/collections/${id}/inks/${inkId}`, {
      status: 'tried',
    });
    expect(added.statusCode, added.body).toBe(201);
    const all = json<InventoryEntry[]>(await browser.get(`/api/inks/${inkId}/collection/entries`));
    // the swab was tried already: nothing else changed, no new entry
    expect(all.map((e) => [e.kind, e.status])).toEqual([
      ['sample', 'wishlist'],
      ['swab', 'tried'],
    ]);
  });
});
