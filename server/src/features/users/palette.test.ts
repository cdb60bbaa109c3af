import type { Ink, ProfileOverview } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, json, withSession } from '../../../test/helpers.ts';
import { PALETTE_MAX, publicPaletteColors } from './users.queries.ts';

/**
 * The profile's palette reads the member's candidate ids in order and cut to what the strip
 * still wants before it reads the inks: where some of those were deleted since, it reads the
 * next ones until the strip is full or the member's set is done.
 */

const { t, freshInk } = fileTestApp({ inks: 400, inkCount: 220 });

describe("a profile's palette", () => {
  it('is the first live inks by id, each once, past the deleted ones', async () => {
    const ids = Array.from({ length: 6 }, freshInk);
    const member = await withSession(t);
    const admin = await withSession(t, { role: 'admin', totp: true }); // staff sign in with two factors
    const on = await member.browser.send('PATCH', '/api/auth/user', { showInkColors: true });
    expect(on.statusCode, on.body).toBe(200);
    for (const id of ids) {
      const res = await member.browser.post(`/api/inks/${id}/collection`, { status: 'owned' });
      expect(res.statusCode, res.body).toBe(201);
    }
    /** A public collection of the member's holding the ink. */
    const publicShelfWith = async (name: string, inkId: number) => {
      const shelf = await member.browser.post('/api/auth/collections', { name, isPublic: true });
      expect(shelf.statusCode, shelf.body).toBe(201);
      const put = await member.browser.post(
        `/api/auth/collections/${json<{ id: number }>(shelf).id}/inks/${inkId}`,
        { status: 'owned' },
      );
      expect(put.statusCode, put.body).toBe(201);
    };
    // the second ink is also in a public collection: still once
    await publicShelfWith('Shelf', ids[1] ?? 0);
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
    await publicShelfWith('Second shelf', ids[1] ?? 0);
    const shelfOnly = await publicPaletteColors(t.db, member.user.id, false, 10);
    expect(shelfOnly.map((r) => r.id)).toEqual([ids[1]]);
    expect((await publicPaletteColors(t.db, member.user.id, true, 10)).map((r) => r.id)).toEqual(
      live,
    );

    // the profile shows the same colours
    const colours = await Promise.all(
      live.map(async (id) => json<Ink>(await member.browser.get(`/api/inks/${id}`)).colorHex),
    );
    const overview = json<ProfileOverview>(
      await member.browser.get(`/api/users/${member.user.username}/overview`),
    );
    expect([...overview.palette].sort()).toEqual(colours.sort());
    expect(overview.paletteMore).toBe(false);
  });

  it('is in hue order, the greys last from light to dark', async () => {
    const member = await withSession(t);
    await member.browser.send('PATCH', '/api/auth/user', { showInkColors: true });
    // CIELAB a and b give the hue angle; under a chroma of 8 an ink is a grey
    const colours: [string, number, number, number][] = [
      ['#aa0000', 50, 60, 0], // red: 0 degrees
      ['#222222', 20, 1, 1], // a dark grey
      ['#00aa00', 50, -60, 0], // green: 180
      ['#dddddd', 85, 2, -2], // a light grey
      ['#0000aa', 40, 0, -60], // blue: -90
      ['#aaaa00', 80, 0, 60], // yellow: 90
    ];
    for (const [hex, l, a, b] of colours) {
      const id = freshInk();
      await t.db
        .updateTable('inks')
        .set({ color_hex: hex, lab_l: l, lab_a: a, lab_b: b })
        .where('id', '=', id)
        .execute();
      const res = await member.browser.post(`/api/inks/${id}/collection`, { status: 'owned' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const overview = json<ProfileOverview>(
      await member.browser.get(`/api/users/${member.user.username}/overview`),
    );
    expect(overview.palette).toEqual([
      '#0000aa',
      '#aa0000',
      '#aaaa00',
      '#00aa00',
      '#dddddd',
      '#222222',
    ]);
  });

  it('takes the first by id over the owned inks and the public collections, an ink owned twice once', async () => {
    // ids in the order they were made: the first four owned as a bottle and a sample each, the
    // next two only in a public collection
    const ids = Array.from({ length: 6 }, freshInk).sort((a, b) => a - b);
    const member = await withSession(t);
    await member.browser.send('PATCH', '/api/auth/user', { showInkColors: true });
    for (const id of ids.slice(0, 4)) {
      for (const kind of ['bottle', 'sample']) {
        const res = await member.browser.post(`/api/inks/${id}/collection`, {
          status: 'owned',
          kind,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    const shelf = await member.browser.post('/api/auth/collections', {
      name: 'Later inks',
      isPublic: true,
    });
    for (const id of ids.slice(4)) {
      const put = await member.browser.post(
        `/api/auth/collections/${json<{ id: number }>(shelf).id}/inks/${id}`,
        { status: 'tried' },
      );
      expect(put.statusCode, put.body).toBe(201);
    }
    // each part is cut before the two are joined: the owned part's first four are four inks,
    // not two inks twice
    const four = await publicPaletteColors(t.db, member.user.id, true, 4, 1);
    expect(four.map((r) => r.id)).toEqual(ids.slice(0, 4));
    const five = await publicPaletteColors(t.db, member.user.id, true, 5, 1);
    expect(five.map((r) => r.id)).toEqual(ids.slice(0, 5));
    const all = await publicPaletteColors(t.db, member.user.id, true, 10);
    expect(all.map((r) => r.id)).toEqual(ids);
  });

  it('holds the first 200 by id for a member who shares more, and says so', async () => {
    const member = await withSession(t);
    const admin = await withSession(t, { role: 'admin', totp: true });
    await member.browser.send('PATCH', '/api/auth/user', { showInkColors: true });
    const ids = Array.from({ length: PALETTE_MAX + 1 }, freshInk);
    for (const id of ids) {
      const res = await member.browser.post(`/api/inks/${id}/collection`, { status: 'owned' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const hexes = async (of: number[]) =>
      (await t.db.selectFrom('inks').select('color_hex').where('id', 'in', of).execute())
        .map((r) => r.color_hex)
        .sort();
    const overview = async () =>
      json<ProfileOverview>(
        await member.browser.get(`/api/users/${member.user.username}/overview`),
      );
    const sorted = [...ids].sort((a, b) => a - b);
    const many = await overview();
    expect(many.paletteMore).toBe(true);
    expect(many.palette).toHaveLength(PALETTE_MAX);
    expect([...many.palette].sort()).toEqual(await hexes(sorted.slice(0, PALETTE_MAX)));
    // one of them deleted by the staff: the strip holds them all, and says nothing more
    expect((await admin.browser.send('DELETE', `/api/inks/${sorted[0]}`)).statusCode).toBe(204);
    const all = await overview();
    expect(all.paletteMore).toBe(false);
    expect([...all.palette].sort()).toEqual(await hexes(sorted.slice(1)));
  });
});
