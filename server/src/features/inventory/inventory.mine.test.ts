import type { MyInventoryItem } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/auth/inventory', () => {
  it('lists my ink-ventory only, by status, searched and sorted', async () => {
    const { browser } = await withSession(t);
    const inks = await t.db
      .selectFrom('inks')
      .select(['id', 'name', 'brand', 'color_hex'])
      .where('deleted_at', 'is', null)
      .where('brand', 'in', ['Pilot', 'Diamine'])
      .orderBy('id')
      .limit(4)
      .execute();
    const [a, b, c, d] = inks;
    if (!a || !b || !c || !d) throw new Error('demo inks expected');
    await browser.post(`/api/inks/${a.id}/collection`, { status: 'owned', rating: 5 });
    await browser.post(`/api/inks/${b.id}/collection`, {
      status: 'owned',
      rating: 2,
      notes: 'for the travel pen',
    });
    await browser.post(`/api/inks/${c.id}/collection`, { status: 'wishlist' });
    const other = await withSession(t);
    await other.browser.post(`/api/inks/${d.id}/collection`, { status: 'owned' });

    const get = async (q: string) => {
      const res = await browser.get(`/api/auth/inventory${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<MyInventoryItem[]>(res).map((i) => i.ink.id);
    };
    expect(await get('')).toEqual([c.id, b.id, a.id]); // newest first
    expect(await get('?status=owned&sort=rating')).toEqual([a.id, b.id]);
    expect(await get('?search=travel')).toEqual([b.id]);
    expect((await get('?sort=hue')).sort()).toEqual([a.id, b.id, c.id].sort());
    expect((await browser.get('/api/auth/inventory?sort=colour')).statusCode).toBe(400);
    expect((await new Browser(t.app, '10.78.0.1').get('/api/auth/inventory')).statusCode).toBe(401);
  });
});
