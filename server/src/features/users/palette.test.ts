import type { ProfileOverview } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { publicPaletteColors } from './users.queries.ts';

/**
 * The profile's palette reads the member's candidate ids in order and cut to what the strip
 * still wants before it reads the inks: where some of those were deleted since, it reads the
 * next ones until the strip is full or the member's set is done.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a profile's palette", () => {
  it('is the first live inks by id, each once, past the deleted ones', async () => {
    const next = await inkSupply(t.db, 400, 6);
    const ids = Array.from({ length: 6 }, next);
    const member = await withSession(t);
    const admin = await withSession(t, { role: 'admin', totp: true }); // staff sign in with two factors
    const on = await member.browser.send('PATCH', '/api/auth/user', { showInkColors: true });
    expect(on.statusCode, on.body).toBe(200);
    for (const id of ids) {
      const res = await member.browser.post(`/api/inks/${id}/collection`, { status: 'owned' });
      expect(res.statusCode, res.body).toBe(201);
    }
    // the second ink is also in a public collection: still once
    const shelf = await member.browser.post('/api/auth/collections', {
      name: 'Shelf',
      isPublic: true,
    });
    expect(shelf.statusCode, shelf.body).toBe(201);
    const shelfId = json<{ id: number }>(shelf).id;
    const put = await member.browser.post(`/api/auth/collections/${shelfId}/inks/${ids[1]}`, {
      status: 'owned',
    });
    expect(put.statusCode, put.body).toBe(201);
    // the first and the third are deleted by the staff
    for (const id of [ids[0], ids[2]]) {
      expect((await admin.browser.send('DELETE', `/api/inks/${id}`)).statusCode).toBe(204);
    }
    const live = [ids[1], ids[3], ids[4], ids[5]];

    // a strip of three read in batches of what it still wants: the first batch of three
    // candidates holds one live ink, the next batches fill it
    const three = await publicPaletteColors(t.db, member.user.id, true, 3, 1);
    expect(three.map((r) => r.id)).toEqual(live.slice(0, 3));
    // room for more than there are: every live ink, once
    const all = await publicPaletteColors(t.db, member.user.id, true, 10);
    expect(all.map((r) => r.id)).toEqual(live);
    // without the owned inks, only the public collections', each once though it is in two
    const shelf2 = await member.browser.post('/api/auth/collections', {
      name: 'Second shelf',
      isPublic: true,
    });
    expect(shelf2.statusCode, shelf2.body).toBe(201);
    const again = await member.browser.post(
      `/api/auth/collections/${json<{ id: number }>(shelf2).id}/inks/${ids[1]}`,
      { status: 'owned' },
    );
    expect(again.statusCode, again.body).toBe(201);
    const shelfOnly = await publicPaletteColors(t.db, member.user.id, false, 10);
    expect(shelfOnly.map((r) => r.id)).toEqual([ids[1]]);
    expect((await publicPaletteColors(t.db, member.user.id, true, 10)).map((r) => r.id)).toEqual(
      live,
    );

    // the profile shows the same colours
    const inks = await t.db
      .selectFrom('inks')
      .select(['id', 'color_hex'])
      .where('id', 'in', live as number[])
      .execute();
    const overview = json<ProfileOverview>(
      await member.browser.get(`/api/users/${member.user.username}/overview`),
    );
    expect([...overview.palette].sort()).toEqual(inks.map((i) => i.color_hex).sort());
  });
});
