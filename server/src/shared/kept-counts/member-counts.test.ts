import { BADGES, type Badge, type ProfileOverview } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, json, withSession } from '../../../test/helpers.ts';
import { keptCountDrift } from './kept-counts.queries.ts';
import {
  deleteImage,
  familyOf,
  insertImage,
  keptMeasures,
  removeInk,
  setFamily,
  setInk,
  setRole,
  setStatusAtOnce,
  setSubmissionsOf,
  targetRows,
  unvote,
  vote,
} from './kept-counts.test-kit.queries.ts';

/**
 * ADR 061: each member's badge measures and each badge's holders, kept by the database in the
 * change's own transaction, equal a recount after every kind of change, whoever makes it.
 */

const { t, freshInk } = fileTestApp({ inks: 300 });

const entry = (inkId: number, kind?: string) =>
  `/api/inks/${inkId}/collection${kind ? `?kind=${kind}` : ''}`;

async function showcase(browser?: Awaited<ReturnType<typeof withSession>>['browser']) {
  const res = await (browser ?? (await withSession(t)).browser).get('/api/badges');
  expect(res.statusCode, res.body).toBe(200);
  return json<Badge[]>(res);
}

const noDrift = async () => expect(await keptCountDrift(t.db)).toEqual([]);

describe("members' badge measures, kept", () => {
  it('has a target row for every badge (a new badge needs its migration)', async () => {
    const rows = new Set((await targetRows(t.db)).map((r) => `${r.measure}:${r.target}`));
    for (const b of BADGES) expect(rows, b.id).toContain(`${b.measure}:${b.target}`);
  });

  it('comments, distinct inks and collections through the API; holders follow', async () => {
    const { browser, user } = await withSession(t, { verified: true });
    await browser.get('/api/auth/csrf-token');
    const before = await showcase();
    const inks = Array.from({ length: 11 }, () => freshInk());
    // eleven inks, one of them twice (a bottle and a sample): eleven distinct inks
    for (const inkId of inks) await browser.post(entry(inkId), { status: 'owned' });
    await browser.post(entry(inks[0] ?? 0), { status: 'owned', kind: 'sample' });
    const c = await browser.post(`/api/inks/${inks[0]}/comments`, { content: 'A fine blue.' });
    expect(c.statusCode, c.body).toBe(201);
    const coll = await browser.post('/api/auth/collections', { name: 'Blues', isPublic: true });
    expect(coll.statusCode, coll.body).toBe(201);
    const collId = json<{ id: number }>(coll).id;
    for (const inkId of inks.slice(0, 10)) {
      const r = await browser.post(`/api/auth/collections/${collId}/inks/${inkId}`, {});
      expect(r.statusCode, r.body).toBeLessThan(300);
    }
    expect(await keptMeasures(t.db, user.id)).toMatchObject({
      inventoryEntries: 11,
      comments: 1,
      largestPublicCollection: 10,
    });
    const after = await showcase(browser);
    const holders = (list: Badge[], measure: string, target: number) =>
      list.find((b) => b.measure === measure && b.target === target)?.holders ?? -1;
    expect(holders(after, 'inventoryEntries', 10)).toBe(
      holders(before, 'inventoryEntries', 10) + 1,
    );
    expect(holders(after, 'largestPublicCollection', 10)).toBe(
      holders(before, 'largestPublicCollection', 10) + 1,
    );
    await noDrift();

    // the collection made private, an ink of it hidden from the catalogue, the comment gone
    await browser.send('PATCH', `/api/auth/collections/${collId}`, { isPublic: false });
    expect((await keptMeasures(t.db, user.id)).largestPublicCollection).toBeUndefined();
    await browser.send('PATCH', `/api/auth/collections/${collId}`, { isPublic: true });
    await setInk(t.db, [inks[1] ?? 0], { deleted_at: new Date().toISOString() });
    expect((await keptMeasures(t.db, user.id)).largestPublicCollection).toBe(9);
    const removed = await browser.send('DELETE', `/api/comments/${json<{ id: number }>(c).id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await keptMeasures(t.db, user.id)).comments).toBeUndefined();
    await noDrift();
    await setInk(t.db, [inks[1] ?? 0], { deleted_at: null });
    expect((await keptMeasures(t.db, user.id)).largestPublicCollection).toBe(10);
    await browser.send('DELETE', `/api/auth/collections/${collId}`);
    expect((await keptMeasures(t.db, user.id)).largestPublicCollection).toBeUndefined();
    await noDrift();
  });

  it('colour families: owned or tried inks of live inks, as inks change family or go', async () => {
    const { browser, user } = await withSession(t);
    await browser.get('/api/auth/csrf-token');
    const [a, b, c] = [freshInk(), freshInk(), freshInk()];
    await setFamily(t.db, [a, b], 'blue');
    await setFamily(t.db, [c], 'green');
    await browser.post(entry(a), { status: 'owned' });
    await browser.post(entry(a), { status: 'tried', kind: 'sample' });
    await browser.post(entry(b), { status: 'wishlist' });
    await browser.post(entry(c), { status: 'tried' });
    expect((await keptMeasures(t.db, user.id)).colorFamilies).toBe(2);
    await browser.send('PUT', entry(b), { status: 'owned' });
    await setFamily(t.db, [b], 'red'); // a third family
    expect((await keptMeasures(t.db, user.id)).colorFamilies).toBe(3);
    await setFamily(t.db, [a, b, c], 'blue'); // three rows at once, all one family
    expect((await keptMeasures(t.db, user.id)).colorFamilies).toBe(1);
    await noDrift();
    await setFamily(t.db, [c], 'green');
    await setInk(t.db, [c], { deleted_at: new Date().toISOString() });
    expect((await keptMeasures(t.db, user.id)).colorFamilies).toBe(1);
    await setInk(t.db, [c], { deleted_at: null });
    expect((await keptMeasures(t.db, user.id)).colorFamilies).toBe(2);
    await browser.send('DELETE', entry(c));
    expect((await keptMeasures(t.db, user.id)).colorFamilies).toBe(1);
    expect(await familyOf(t.db, a)).toBe('blue');
    await noDrift();
  });

  it('images, votes moved between images, an image removed with its votes', async () => {
    const owner = await withSession(t);
    const other = await withSession(t);
    const [x, y] = [freshInk(), freshInk()];
    const first = await insertImage(t.db, owner.user.id, x);
    const second = await insertImage(t.db, owner.user.id, y);
    const third = await insertImage(t.db, other.user.id, x);
    const voters = await Promise.all(Array.from({ length: 12 }, () => withSession(t)));
    for (const v of voters) await vote(t.db, v.user.id, x, first);
    for (const v of voters.slice(0, 4)) await vote(t.db, v.user.id, y, second);
    expect(await keptMeasures(t.db, owner.user.id)).toMatchObject({
      communityImages: 2,
      upvotesReceived: 16,
    });
    for (const v of voters.slice(4, 7)) await vote(t.db, v.user.id, x, third); // moved to the other's
    expect((await keptMeasures(t.db, owner.user.id)).upvotesReceived).toBe(13);
    expect((await keptMeasures(t.db, other.user.id)).upvotesReceived).toBe(3);
    await unvote(t.db, voters[0]?.user.id ?? 0, x);
    expect((await keptMeasures(t.db, owner.user.id)).upvotesReceived).toBe(12);
    await noDrift();
    await deleteImage(t.db, first); // its eight votes go by cascade
    expect(await keptMeasures(t.db, owner.user.id)).toMatchObject({
      communityImages: 1,
      upvotesReceived: 4,
    });
    await noDrift();
  });

  it('approved discoveries and staff roles', async () => {
    const { user } = await withSession(t, { trusted: true }); // three approved discoveries
    expect((await keptMeasures(t.db, user.id)).approvedDiscoveries).toBe(3);
    await setSubmissionsOf(t.db, user.id, 'rejected');
    expect((await keptMeasures(t.db, user.id)).approvedDiscoveries).toBeUndefined();
    await setSubmissionsOf(t.db, user.id, 'approved');
    await setRole(t.db, user.id, 'admin');
    expect((await keptMeasures(t.db, user.id)).staffRole).toBe(2);
    await setRole(t.db, user.id, 'moderator');
    expect((await keptMeasures(t.db, user.id)).staffRole).toBe(1);
    await setRole(t.db, user.id, 'user');
    await noDrift();
  });

  it('a member who leaves takes their counts and their place among the holders', async () => {
    const leaves = await withSession(t, { trusted: true });
    await leaves.browser.get('/api/auth/csrf-token');
    const inks = Array.from({ length: 10 }, () => freshInk());
    for (const inkId of inks) await leaves.browser.post(entry(inkId), { status: 'owned' });
    const image = await insertImage(t.db, leaves.user.id, inks[0] ?? 0);
    const voter = await withSession(t);
    await vote(t.db, voter.user.id, inks[0] ?? 0, image);
    const before = await showcase();
    const res = await leaves.browser.send('DELETE', '/api/auth/user', {
      password: leaves.user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await keptMeasures(t.db, leaves.user.id)).toEqual({});
    const after = await showcase();
    const held = (list: Badge[], id: string) => list.find((b) => b.id === id)?.holders ?? -1;
    const tenInks =
      BADGES.find((b) => b.measure === 'inventoryEntries' && b.target === 10)?.id ?? '';
    expect(held(after, tenInks)).toBe(held(before, tenInks) - 1);
    await noDrift();
  });

  it('an ink removed outright leaves no collection count behind', async () => {
    const { browser, user } = await withSession(t);
    await browser.get('/api/auth/csrf-token');
    const inkId = freshInk();
    await browser.post(entry(inkId), { status: 'owned' });
    await browser.post(entry(freshInk()), { status: 'owned' });
    const coll = json<{ id: number }>(
      await browser.post('/api/auth/collections', { name: 'One', isPublic: true }),
    );
    await browser.post(`/api/auth/collections/${coll.id}/inks/${inkId}`, {});
    expect(await keptMeasures(t.db, user.id)).toMatchObject({
      inventoryEntries: 2,
      largestPublicCollection: 1,
    });
    // an ink with ink-ventory entries cannot be removed; without them, its collections shrink
    await browser.send('DELETE', entry(inkId));
    await removeInk(t.db, inkId);
    expect(await keptMeasures(t.db, user.id)).toMatchObject({ inventoryEntries: 1 });
    expect((await keptMeasures(t.db, user.id)).largestPublicCollection).toBeUndefined();
    await noDrift();
  });

  it('many members crossing the same targets at once', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => withSession(t)));
    for (const m of members) await m.browser.get('/api/auth/csrf-token');
    const inks = Array.from({ length: 10 }, () => freshInk());
    for (const inkId of inks.slice(0, 9)) {
      await Promise.all(members.map((m) => m.browser.post(entry(inkId), { status: 'owned' })));
    }
    const before = await showcase();
    await Promise.all(members.map((m) => m.browser.post(entry(inks[9] ?? 0), { status: 'tried' })));
    const after = await showcase();
    const tenInks = (list: Badge[]) =>
      list.find((b) => b.measure === 'inventoryEntries' && b.target === 10)?.holders ?? -1;
    expect(tenInks(after)).toBe(tenInks(before) + 10);
    await noDrift();
  });

  it("a profile's counts per status: an ink once however many kinds, hidden inks out", async () => {
    const { browser, user } = await withSession(t);
    await browser.get('/api/auth/csrf-token');
    const [a, b, c] = [freshInk(), freshInk(), freshInk()];
    await browser.post(entry(a), { status: 'owned' });
    await browser.post(entry(a), { status: 'owned', kind: 'sample' });
    await browser.post(entry(b), { status: 'owned', kind: 'swab' });
    await browser.post(entry(c), { status: 'wishlist' });
    const counts = async () =>
      json<ProfileOverview>(await browser.get(`/api/users/${user.username}/overview`)).counts;
    expect(await counts()).toEqual({ owned: 2, tried: 0, wantToTry: 0, wishlist: 1 });
    await browser.send('PUT', entry(a, 'sample'), { status: 'tried' });
    expect(await counts()).toEqual({ owned: 2, tried: 1, wantToTry: 0, wishlist: 1 });
    await setInk(t.db, [a, c], { deleted_at: new Date().toISOString() }); // two inks at once
    expect(await counts()).toEqual({ owned: 1, tried: 0, wantToTry: 0, wishlist: 0 });
    await noDrift();
    await setInk(t.db, [a, c], { deleted_at: null });
    expect(await counts()).toEqual({ owned: 2, tried: 1, wantToTry: 0, wishlist: 1 });
    await setStatusAtOnce(t.db, user.id, 'want_to_try'); // every entry in one statement
    expect(await counts()).toEqual({ owned: 0, tried: 0, wantToTry: 3, wishlist: 0 });
    await noDrift();
  });
});
