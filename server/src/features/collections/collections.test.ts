import {
  ALREADY_IN_COLLECTION,
  type Collection,
  type CollectionDetail,
  type CollectionItem,
  type CollectionsStats,
  type ErrorBody,
  type InventoryEntry,
  type ProfileOverview,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp();
  freshInk = await inkSupply(t.db, 400, 60);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.75.0.1');
const member = () => withSession(t);

async function create(b: Browser, body: Record<string, unknown>): Promise<Collection> {
  const res = await b.post('/api/auth/collections', body);
  expect(res.statusCode, res.body).toBe(201);
  return json<Collection>(res);
}

async function add(b: Browser, c: number, ink: number, body: Record<string, unknown> = {}) {
  const res = await b.post(`/api/auth/collections/${c}/inks/${ink}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<CollectionItem>(res);
}

function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(json<ErrorBody>(res).message).toMatch(/\S/);
  if (code) expect(json<ErrorBody>(res).code).toBe(code);
}

describe('a member’s collections', () => {
  it('are created public by default, listed newest first, renamed and deleted', async () => {
    const { browser, user } = await member();
    const blues = await create(browser, { name: '  My blues ', description: 'Deep ones' });
    expect(blues).toMatchObject({
      name: 'My blues',
      description: 'Deep ones',
      isPublic: true,
      inkCount: 0,
      owner: { username: user.username },
      swatches: [],
    });
    const travel = await create(browser, { name: 'Travel kit', isPublic: false });
    const mine = json<Collection[]>(await browser.get('/api/auth/collections'));
    expect(mine.map((c) => c.id)).toEqual([travel.id, blues.id]);

    const renamed = await browser.send('PATCH', `/api/auth/collections/${blues.id}`, {
      name: 'Blues, all of them',
      isPublic: false,
    });
    expect(json<Collection>(renamed)).toMatchObject({
      name: 'Blues, all of them',
      isPublic: false,
    });
    expect((await browser.send('DELETE', `/api/auth/collections/${travel.id}`)).statusCode).toBe(
      204,
    );
    expect(json<Collection[]>(await browser.get('/api/auth/collections')).map((c) => c.id)).toEqual(
      [blues.id],
    );
  });

  it('refuses bad names and descriptions, and visitors', async () => {
    const { browser } = await member();
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'tab\there' },
      { name: 'ok', description: 'd'.repeat(1001) },
      { name: 'ok', isPublic: 'yes' },
      { name: 'ok', userId: 1 },
    ]) {
      expectError(await browser.post('/api/auth/collections', body), 400);
    }
    expect(json<Collection[]>(await browser.get('/api/auth/collections'))).toEqual([]);
    expectError(await visitor().post('/api/auth/collections', { name: 'x' }), 401);
    expectError(await visitor().get('/api/auth/collections'), 401);
  });
});

describe('inks in a collection', () => {
  it('hold each ink once (409 with the spec’s message) and set the ink-ventory entry', async () => {
    const { browser } = await member();
    const c = await create(browser, { name: 'Shimmer' });
    const inkId = freshInk();
    const item = await add(browser, c.id, inkId, { status: 'tried', notes: ' for letters ' });
    expect(item).toMatchObject({ ink: { id: inkId }, notes: 'for letters', position: 0 });
    const again = await browser.post(`/api/auth/collections/${c.id}/inks/${inkId}`, {
      status: 'owned',
    });
    expectError(again, 409, 'conflict');
    expect(json<ErrorBody>(again).message).toBe(ALREADY_IN_COLLECTION);
    // the member's ink-ventory entry follows the status
    const entry = json<InventoryEntry>(await browser.get(`/api/inks/${inkId}/collection`));
    expect(entry.status).toBe('tried');
    // adding to a second collection as owned moves the entry's status
    const other = await create(browser, { name: 'Daily' });
    await add(browser, other.id, inkId);
    expect(json<InventoryEntry>(await browser.get(`/api/inks/${inkId}/collection`)).status).toBe(
      'owned',
    );
    // the dialog's list says which collections hold the ink
    const listed = json<Collection[]>(await browser.get(`/api/auth/collections?inkId=${inkId}`));
    expect(listed.map((x) => x.hasInk)).toEqual([true, true]);
  });

  it('are removed and reordered by the owner only', async () => {
    const { browser } = await member();
    const c = await create(browser, { name: 'Order' });
    const [a, b, d] = [freshInk(), freshInk(), freshInk()];
    for (const id of [a, b, d]) await add(browser, c.id, id);
    const reordered = await browser.send('PUT', `/api/auth/collections/${c.id}/order`, {
      inkIds: [d, a, b],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(json<CollectionDetail>(reordered).inks.map((i) => i.ink.id)).toEqual([d, a, b]);
    expectError(
      await browser.send('PUT', `/api/auth/collections/${c.id}/order`, { inkIds: [d, a] }),
      400,
    );
    expectError(
      await browser.send('PUT', `/api/auth/collections/${c.id}/order`, { inkIds: [d, a, a] }),
      400,
    );
    const stranger = await member();
    expectError(
      await stranger.browser.send('DELETE', `/api/auth/collections/${c.id}/inks/${a}`),
      403,
    );
    expectError(
      await stranger.browser.post(`/api/auth/collections/${c.id}/inks/${freshInk()}`, {}),
      403,
    );
    expect(
      (await browser.send('DELETE', `/api/auth/collections/${c.id}/inks/${a}`)).statusCode,
    ).toBe(204);
    expectError(await browser.send('DELETE', `/api/auth/collections/${c.id}/inks/${a}`), 404);
    const detail = json<CollectionDetail>(await visitor().get(`/api/collections/${c.id}`));
    expect(detail.inks.map((i) => i.ink.id)).toEqual([d, b]);
    expect(detail.inkCount).toBe(2);
    expect(detail.swatches).toHaveLength(2);
  });

  it("show each one's first six live inks as swatches, in the owner's order, past a deleted one", async () => {
    const { browser } = await member();
    const long = await create(browser, { name: 'Eight' });
    const short = await create(browser, { name: 'Three' });
    const inks = Array.from({ length: 8 }, () => freshInk());
    for (const ink of inks) await add(browser, long.id, ink);
    for (const ink of inks.slice(0, 3)) await add(browser, short.id, ink);
    const colours = new Map(
      (
        await t.db.selectFrom('inks').select(['id', 'color_hex']).where('id', 'in', inks).execute()
      ).map((r) => [r.id, r.color_hex]),
    );
    const swatches = async () => {
      const mine = json<Collection[]>(await browser.get('/api/auth/collections'));
      return new Map(mine.map((c) => [c.id, c.swatches]));
    };
    const colourOf = (ids: number[]) => ids.map((id) => colours.get(id));
    expect((await swatches()).get(long.id)).toEqual(colourOf(inks.slice(0, 6)));
    expect((await swatches()).get(short.id)).toEqual(colourOf(inks.slice(0, 3)));
    // the second ink deleted from the catalogue: the seventh comes in after the sixth
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', inks[1] ?? 0)
      .execute();
    const after = await swatches();
    expect(after.get(long.id)).toEqual(colourOf([inks[0] ?? 0, ...inks.slice(2, 7)]));
    expect(after.get(short.id)).toEqual(colourOf([inks[0] ?? 0, inks[2] ?? 0]));
  });

  it('refuse a missing ink and a deleted one', async () => {
    const { browser } = await member();
    const c = await create(browser, { name: 'Gone' });
    expectError(await browser.post(`/api/auth/collections/${c.id}/inks/99999999`, {}), 404);
    const inkId = freshInk();
    await add(browser, c.id, inkId);
    const admin = await withSession(t, { role: 'admin', totp: true });
    await admin.browser.send('DELETE', `/api/inks/${inkId}`);
    const detail = json<CollectionDetail>(await browser.get(`/api/collections/${c.id}`));
    expect(detail.inks).toEqual([]);
    expect(detail.inkCount).toBe(0);
  });
});

describe('privacy', () => {
  it('a private collection is its owner’s alone: 404 to everyone else, on every route', async () => {
    const owner = await member();
    const secret = await create(owner.browser, { name: 'Secret', isPublic: false });
    const inkId = freshInk();
    await add(owner.browser, secret.id, inkId, { notes: 'private thoughts' });
    expect((await owner.browser.get(`/api/collections/${secret.id}`)).statusCode).toBe(200);
    const stranger = await member();
    const staff = await withSession(t, { role: 'admin', totp: true });
    for (const b of [visitor(), stranger.browser, staff.browser]) {
      expectError(await b.get(`/api/collections/${secret.id}`), 404, 'not_found');
    }
    for (const b of [stranger.browser, staff.browser]) {
      expectError(await b.send('PATCH', `/api/auth/collections/${secret.id}`, { name: 'x' }), 404);
      expectError(await b.send('DELETE', `/api/auth/collections/${secret.id}`), 404);
      expectError(await b.post(`/api/auth/collections/${secret.id}/inks/${freshInk()}`, {}), 404);
      expectError(await b.send('DELETE', `/api/auth/collections/${secret.id}/inks/${inkId}`), 404);
    }
    // nowhere in the public lists, and the private notes never leak
    const lists = [
      (await visitor().get('/api/collections')).body,
      (await visitor().get(`/api/collections?user=${owner.user.username}`)).body,
    ];
    for (const body of lists) {
      expect(body).not.toContain('Secret');
      expect(body).not.toContain('private thoughts');
    }
  });

  it('public collections are listed (by member too) and counted', async () => {
    const owner = await member();
    const before = json<CollectionsStats>(await visitor().get('/api/collections/stats'));
    const shown = await create(owner.browser, { name: 'For everyone' });
    await add(owner.browser, shown.id, freshInk());
    const byUser = json<Collection[]>(
      await visitor().get(`/api/collections?user=${owner.user.username.toUpperCase()}`),
    );
    expect(byUser.map((c) => c.id)).toEqual([shown.id]);
    const after = json<CollectionsStats>(await visitor().get('/api/collections/stats'));
    expect(after.publicCollections).toBe(before.publicCollections + 1);
    expect(after.curators).toBe(before.curators + 1);
    expect(after.inksCollected).toBeGreaterThanOrEqual(before.inksCollected + 1);
  });

  it('a profile shows the 12 most recently changed, says how many there are, and lists the rest on asking', async () => {
    const owner = await member();
    const made: Collection[] = [];
    for (let i = 0; i < 13; i++) made.push(await create(owner.browser, { name: `Shelf ${i}` }));
    await create(owner.browser, { name: 'Not shown', isPublic: false });
    // the first one changes last: it comes first
    await add(owner.browser, made[0]?.id ?? 0, freshInk());
    const overview = async () =>
      json<ProfileOverview>(
        await visitor().get(`/api/users/${owner.user.username.toUpperCase()}/overview`),
      );
    const many = await overview();
    expect(many.collectionsTotal).toBe(13);
    expect(many.collections.map((c) => c.id)).toEqual(
      [made[0], ...made.slice(1).reverse()].slice(0, 12).map((c) => c?.id),
    );
    const all = json<Collection[]>(
      await visitor().get(`/api/collections?user=${owner.user.username}`),
    );
    expect(all.map((c) => c.id)).toEqual([made[0], ...made.slice(1).reverse()].map((c) => c?.id));
    // one fewer: all of them, and the count without counting again
    const gone = await owner.browser.send('DELETE', `/api/auth/collections/${made[1]?.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    const twelve = await overview();
    expect(twelve.collectionsTotal).toBe(12);
    expect(twelve.collections).toHaveLength(12);
  });

  it('go with the account, leaving nothing behind', async () => {
    const leaving = await member();
    const c = await create(leaving.browser, { name: 'Temporary' });
    await add(leaving.browser, c.id, freshInk());
    const res = await leaving.browser.send('DELETE', '/api/auth/user', {
      password: leaving.user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    expectError(await visitor().get(`/api/collections/${c.id}`), 404);
    const rows = await t.db
      .selectFrom('collection_inks')
      .select('ink_id')
      .where('collection_id', '=', c.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
