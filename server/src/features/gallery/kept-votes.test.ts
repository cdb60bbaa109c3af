import type { CommunityImage, ProfileOverview } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptCountDrift, rebuildKeptCounts } from '#src/shared/kept-counts/kept-counts.queries.ts';
import { voteCounting } from '#src/shared/vote-counting/vote-counting.ts';
import {
  Browser,
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { insertImage, selectImages } from './gallery.queries.ts';

/**
 * ADR 064: an ink's page of community images sorts by votes kept by the database, less what
 * voters too new to count gave. Whatever happens to the votes and the voters, the page says
 * what a count made then says, in the order it gives.
 */

let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VOTE_USER: '10000/1m' });
  freshInk = await inkSupply(t.db, 40, 30);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.72.0.1');
const DAY = 24 * 3_600_000;

async function page(inkId: number, n: number, size: number): Promise<CommunityImage[]> {
  const res = await visitor().get(`/api/inks/${inkId}/community-images?page=${n}&limit=${size}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<CommunityImage[]>(res);
}

/** The ink's images in the page's order, each with its votes counted now (not kept). */
async function counted(inkId: number): Promise<[number, number][]> {
  const rows = await selectImages(t.db, voteCounting(t.config.trust))
    .where('community_images.ink_id', '=', inkId)
    .execute();
  const at = (r: (typeof rows)[0]) => new Date(r.created_at).getTime();
  return rows
    .sort(
      (a, b) =>
        b.is_official - a.is_official || b.upvotes - a.upvotes || at(b) - at(a) || b.id - a.id,
    )
    .map((r) => [r.id, r.upvotes]);
}

/** A member's images on their profile, newest first, each with its votes counted now. */
async function countedOf(userId: number): Promise<[number, number][]> {
  const rows = await selectImages(t.db, voteCounting(t.config.trust))
    .where('community_images.user_id', '=', userId)
    .orderBy('community_images.created_at', 'desc')
    .orderBy('community_images.id', 'desc')
    .execute();
  return rows.map((r) => [r.id, r.upvotes]);
}

/** The images on a member's public profile, as [id, votes]. */
async function profileImages(username: string): Promise<[number, number][]> {
  const res = await visitor().get(`/api/users/${username}/overview`);
  expect(res.statusCode, res.body).toBe(200);
  return json<ProfileOverview>(res).images.map((i): [number, number] => [i.id, i.upvotes]);
}

/** Every page of the ink, two images to a page, as [id, votes]. */
async function allPages(inkId: number): Promise<[number, number][]> {
  const out: [number, number][] = [];
  for (let n = 1; n < 20; n++) {
    const got = await page(inkId, n, 2);
    out.push(...got.map((i): [number, number] => [i.id, i.upvotes]));
    if (got.length < 2) break;
  }
  return out;
}

async function image(inkId: number, userId: number, ageMs: number, official = false) {
  return insertImage(t.db, {
    inkId,
    userId,
    imageUrl: '/uploads/community/kept.jpg',
    thumbnailUrl: '/uploads/community/kept-thumb.jpg',
    width: 800,
    height: 600,
    caption: null,
    category: 'Swatch',
    paperType: null,
    penNib: null,
    isOfficial: official,
    photo: null,
    at: new Date(Date.now() - ageMs).toISOString(),
  });
}

const setUser = (id: number, values: Record<string, unknown>) =>
  t.db.updateTable('users').set(values).where('id', '=', id).execute();

describe("an ink's community images, sorted by votes kept", () => {
  it('a voter too new to count lowers the image, and reorders the page, until old enough', async () => {
    const inkId = freshInk();
    const owner = async () => (await withSession(t, { ageDays: 3 })).user.id;
    const a = await image(inkId, await owner(), 3_000);
    const b = await image(inkId, await owner(), 2_000);
    const c = await image(inkId, await owner(), 1_000);
    const old = await withSession(t, { ageDays: 2 });
    await old.browser.post(`/api/community-images/${b}/vote`);
    const [young1, young2] = [await withSession(t), await withSession(t)];
    for (const y of [young1, young2]) await y.browser.post(`/api/community-images/${a}/vote`);
    // kept, a has 2 and b 1; counted, a has none yet
    expect(await allPages(inkId)).toEqual([
      [b, 1],
      [c, 0],
      [a, 0],
    ]);
    expect(await allPages(inkId)).toEqual(await counted(inkId));
    await setUser(young1.user.id, { created_at: new Date(Date.now() - 2 * DAY).toISOString() });
    expect(await allPages(inkId)).toEqual([
      [b, 1],
      [a, 1],
      [c, 0],
    ]);
    await setUser(young2.user.id, { created_at: new Date(Date.now() - 2 * DAY).toISOString() });
    expect((await page(inkId, 1, 1)).map((i) => [i.id, i.upvotes])).toEqual([[a, 2]]);
    expect(await keptCountDrift(t.db)).toEqual([]);
  });

  it('whatever happens to votes and voters, every page says what a count says, in its order', async () => {
    const inks = [freshInk(), freshInk()];
    let state = 64;
    const rand = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const uploaders = await Promise.all(
      Array.from({ length: 7 }, () => withSession(t, { ageDays: 5 })),
    );
    const images: number[] = [];
    for (const [i, u] of uploaders.entries()) {
      const inkId = pick(inks);
      images.push(await image(inkId, u.user.id, (10 - i) * 1_000, i === 3));
      // three of them have an image of the other ink too: their profile holds two, in order
      const other = inks.find((id) => id !== inkId) ?? inkId;
      if (i < 3) images.push(await image(other, u.user.id, (i + 1) * 500));
    }
    const network = '10.67.0.0/24';
    const head = await withSession(t, { ageDays: 4, signup: { network, cluster: null } });
    const voters = [
      ...(await Promise.all(Array.from({ length: 8 }, () => withSession(t, { ageDays: 2 })))),
      ...(await Promise.all(Array.from({ length: 4 }, () => withSession(t)))), // too new
      head,
      ...(await Promise.all(
        [4, 0, 0].map((ageDays) =>
          withSession(t, { ageDays, signup: { network, cluster: head.user.id } }),
        ),
      )),
    ];
    for (const v of voters) await v.browser.get('/api/auth/csrf-token');
    const gone = new Set<number>();
    const check = async (round: number) => {
      for (const inkId of inks) {
        expect(await allPages(inkId), `round ${round}, ink ${inkId}`).toEqual(await counted(inkId));
      }
      // the uploaders' profiles read the same kept votes, less the same new voters
      for (const u of uploaders) {
        expect(await profileImages(u.user.username), `round ${round}, ${u.user.username}`).toEqual(
          await countedOf(u.user.id),
        );
      }
      expect(await keptCountDrift(t.db)).toEqual([]);
    };
    for (let round = 0; round < 10; round++) {
      const live = voters.filter((v) => !gone.has(v.user.id));
      for (const v of live) {
        if (rand() < 0.7) await v.browser.post(`/api/community-images/${pick(images)}/vote`);
      }
      const who = pick(live).user;
      const change = round % 5;
      if (change === 0) {
        await setUser(who.id, { restriction: 'limited' }); // a limit: their votes stop counting
      } else if (change === 1) {
        await t.db.updateTable('users').set({ restriction: null }).execute(); // lifted, for all
      } else if (change === 2) {
        await setUser(who.id, { email_verified: 0 }); // an address changed, not yet confirmed
      } else if (change === 3) {
        await t.db.updateTable('users').set({ email_verified: 1 }).execute();
        await setUser(who.id, { signup_cluster: head.user.id }); // joined to the group
      } else {
        await setUser(who.id, { created_at: new Date(Date.now() - 3 * DAY).toISOString() });
      }
      await check(round);
    }
    // a voter leaves: their votes go with them
    const leaving = pick(voters.filter((v) => !gone.has(v.user.id) && v !== head));
    const res = await leaving.browser.send('DELETE', '/api/auth/user', {
      password: leaving.user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    gone.add(leaving.user.id);
    await check(10);
    // the group's first account leaves: the others stay one group, under its id
    const out = await head.browser.send('DELETE', '/api/auth/user', {
      password: head.user.password,
      confirm: 'DELETE',
    });
    expect(out.statusCode, out.body).toBe(204);
    await check(11);
    // an image goes, with its votes
    const [first] = images;
    const owner = pick(uploaders.slice(0, 1));
    const del = await owner.browser.send('DELETE', `/api/community-images/${String(first)}`);
    expect(del.statusCode, del.body).toBe(204);
    await check(12);
  }, 120_000);

  it('the check notices a spoiled tally, and a rebuild puts it right', async () => {
    const inkId = freshInk();
    const owner = await withSession(t, { ageDays: 3 });
    const img = await image(inkId, owner.user.id, 1_000);
    for (let i = 0; i < 2; i++)
      await (
        await withSession(t, { ageDays: 2 })
      ).browser.post(`/api/community-images/${img}/vote`);
    expect((await page(inkId, 1, 5)).map((i) => i.upvotes)).toEqual([2]);
    await t.db
      .updateTable('community_images')
      .set({ kept_votes: 7 })
      .where('id', '=', img)
      .execute();
    await t.db
      .updateTable('image_vote_groups')
      .set({ voters: 3 })
      .where('image_id', '=', img)
      .execute();
    const drift = (await keptCountDrift(t.db)).join('\n');
    expect(drift).toContain(`image ${img} voter groups: kept`);
    expect(drift).toContain(`image ${img} voters of group`);
    await rebuildKeptCounts(t.db);
    expect(await keptCountDrift(t.db)).toEqual([]);
    expect((await page(inkId, 1, 5)).map((i) => i.upvotes)).toEqual([2]);
    // and the triggers the rebuild held off are back
    await (await withSession(t, { ageDays: 2 })).browser.post(`/api/community-images/${img}/vote`);
    expect((await page(inkId, 1, 5)).map((i) => i.upvotes)).toEqual([3]);
    expect(await keptCountDrift(t.db)).toEqual([]);
  });
});
