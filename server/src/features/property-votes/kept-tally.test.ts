import type { PropertyVotes } from '@inklore/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptCountDrift, rebuildKeptCounts } from '#src/shared/kept-counts/kept-counts.queries.ts';
import { counted, voterGroup } from '#src/shared/vote-counting/vote-counting.queries.ts';
import { voteCounting } from '#src/shared/vote-counting/vote-counting.ts';
import {
  Browser,
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { tally } from './property-votes.queries.ts';

/**
 * ADR 066: an ink's distribution of property votes is read from tallies the database keeps,
 * less what voters too new to count gave. Whatever happens to the votes and the voters, it
 * says what a count made then says.
 */

let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VOTE_USER: '10000/1m' });
  freshInk = await inkSupply(t.db, 640, 20);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.73.0.1');
const DAY = 24 * 3_600_000;

type Shown = Omit<PropertyVotes, 'mine' | 'mayVote'>;

async function shown(inkId: number): Promise<Shown> {
  const res = await visitor().get(`/api/inks/${inkId}/property-votes`);
  expect(res.statusCode, res.body).toBe(200);
  const { mine: _mine, mayVote: _mayVote, ...rest } = json<PropertyVotes>(res);
  return rest;
}

/** The same distribution counted now from every vote and voter (what the read did before). */
async function countedNow(inkId: number): Promise<Shown> {
  const c = voteCounting(t.config.trust);
  const rows = await tally(t.db, inkId, c);
  const of = (p: string, v: string) => rows.find((r) => r.property === p && r.value === v)?.n ?? 0;
  const yn = (p: string) => ({ yes: of(p, 'yes'), no: of(p, 'no') });
  const voters = await t.db
    .selectFrom('ink_property_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(sql<number>`count(distinct ${voterGroup('u')})`.as('n'))
    .where('v.ink_id', '=', inkId)
    .where(counted('u', c))
    .executeTakeFirstOrThrow();
  return {
    voters: voters.n,
    shading: yn('shading'),
    sheen: yn('sheen'),
    shimmer: yn('shimmer'),
    waterResistance: yn('waterResistance'),
    scent: yn('scent'),
    dryTime: {
      fast: of('dryTime', 'fast'),
      average: of('dryTime', 'average'),
      slow: of('dryTime', 'slow'),
    },
    flow: { dry: of('flow', 'dry'), balanced: of('flow', 'balanced'), wet: of('flow', 'wet') },
  };
}

async function owner(inkIds: number[], opts: Parameters<typeof withSession>[1]) {
  const s = await withSession(t, opts);
  for (const inkId of inkIds) {
    const res = await s.browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' });
    expect(res.statusCode, res.body).toBe(201);
  }
  return s;
}

const setUser = (id: number, values: Record<string, unknown>) =>
  t.db.updateTable('users').set(values).where('id', '=', id).execute();

describe("an ink's property votes, kept", () => {
  it('a voter too new to count is not shown until old enough, nor a group twice', async () => {
    const inkId = freshInk();
    const network = '10.68.0.0/24';
    const head = await owner([inkId], { ageDays: 3, signup: { network, cluster: null } });
    const twin = await owner([inkId], { ageDays: 3, signup: { network, cluster: head.user.id } });
    const young = await owner([inkId], {});
    for (const s of [head, twin, young]) {
      const res = await s.browser.send('PUT', `/api/inks/${inkId}/property-votes`, {
        shading: true,
        flow: 'wet',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await shown(inkId)).toMatchObject({
      voters: 1,
      shading: { yes: 1, no: 0 },
      flow: { dry: 0, balanced: 0, wet: 1 },
    });
    await setUser(young.user.id, { created_at: new Date(Date.now() - 2 * DAY).toISOString() });
    expect(await shown(inkId)).toMatchObject({ voters: 2, shading: { yes: 2, no: 0 } });
    expect(await shown(inkId)).toEqual(await countedNow(inkId));
    expect(await keptCountDrift(t.db)).toEqual([]);
  });

  it('whatever happens to votes and voters, the distribution says what a count says', async () => {
    const inks = [freshInk(), freshInk()];
    let state = 66;
    const rand = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const network = '10.69.0.0/24';
    const head = await owner(inks, { ageDays: 4, signup: { network, cluster: null } });
    const voters = [
      ...(await Promise.all(Array.from({ length: 8 }, () => owner(inks, { ageDays: 2 })))),
      ...(await Promise.all(Array.from({ length: 3 }, () => owner(inks, {})))), // too new
      head,
      ...(await Promise.all(
        [4, 0, 0].map((ageDays) =>
          owner(inks, { ageDays, signup: { network, cluster: head.user.id } }),
        ),
      )),
    ];
    const gone = new Set<number>();
    const check = async (round: number) => {
      for (const inkId of inks) {
        expect(await shown(inkId), `round ${round}, ink ${inkId}`).toEqual(await countedNow(inkId));
      }
      expect(await keptCountDrift(t.db)).toEqual([]);
    };
    const yesNo = [true, false, null] as const;
    for (let round = 0; round < 10; round++) {
      const live = voters.filter((v) => !gone.has(v.user.id));
      for (const v of live) {
        if (rand() < 0.7) {
          // votes set, changed and withdrawn (null); refused for an unverified address
          await v.browser.send('PUT', `/api/inks/${pick(inks)}/property-votes`, {
            shading: pick(yesNo),
            sheen: pick(yesNo),
            dryTime: pick(['fast', 'average', 'slow', null]),
            flow: pick(['dry', 'balanced', 'wet', null]),
          });
        }
      }
      const who = pick(live).user;
      const change = round % 5;
      if (change === 0) {
        await setUser(who.id, { restriction: 'limited' });
      } else if (change === 1) {
        await t.db.updateTable('users').set({ restriction: null }).execute();
      } else if (change === 2) {
        await setUser(who.id, { email_verified: 0 });
      } else if (change === 3) {
        await t.db.updateTable('users').set({ email_verified: 1 }).execute();
        await setUser(who.id, { signup_cluster: head.user.id });
      } else {
        await setUser(who.id, { created_at: new Date(Date.now() - 3 * DAY).toISOString() });
      }
      await check(round);
    }
    // a voter leaves, then the group's first account: their votes go with them
    for (const leaving of [pick(voters.filter((v) => v !== head)), head]) {
      const res = await leaving.browser.send('DELETE', '/api/auth/user', {
        password: leaving.user.password,
        confirm: 'DELETE',
      });
      expect(res.statusCode, res.body).toBe(204);
      gone.add(leaving.user.id);
      await check(10 + gone.size);
    }
  }, 120_000);

  it('the check notices a spoiled tally, and a rebuild puts it right', async () => {
    const inkId = freshInk();
    for (let i = 0; i < 2; i++) {
      const s = await owner([inkId], { ageDays: 2 });
      await s.browser.send('PUT', `/api/inks/${inkId}/property-votes`, { sheen: true });
    }
    expect(await shown(inkId)).toMatchObject({ voters: 2, sheen: { yes: 2, no: 0 } });
    await t.db
      .updateTable('property_vote_tallies')
      .set({ groups: 7 })
      .where('ink_id', '=', inkId)
      .where('property', '=', 'sheen')
      .execute();
    expect(await keptCountDrift(t.db)).toEqual([
      `ink ${inkId} sheen=yes voter groups: kept 7, counted 2`,
    ]);
    await rebuildKeptCounts(t.db);
    expect(await keptCountDrift(t.db)).toEqual([]);
    expect(await shown(inkId)).toEqual(await countedNow(inkId));
  });
});
