import type { ErrorBody, Ink, InkListResponse, PropertyVotes } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountAllCrowdFacets } from './property-votes.service.ts';
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
  // inks without Shimmering from their source, so the crowd decides
  freshInk = await inkSupply(t.db, 600, 40);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.80.0.1');

/** A trusted member (a month old, contributions kept) who owns or tried the ink. */
async function voter(
  inkId: number,
  status: 'owned' | 'tried' = 'owned',
  opts: Parameters<typeof withSession>[1] = { trusted: true },
) {
  const s = await withSession(t, opts);
  expect((await s.browser.post(`/api/inks/${inkId}/collection`, { status })).statusCode).toBe(201);
  return s.browser;
}

async function vote(b: Browser, inkId: number, body: Record<string, unknown>) {
  const res = await b.send('PUT', `/api/inks/${inkId}/property-votes`, body);
  expect(res.statusCode, res.body).toBe(200);
  return json<PropertyVotes>(res);
}

const ink = async (id: number) => json<Ink>(await visitor().get(`/api/inks/${id}`));

describe('property votes', () => {
  it('are for members who own or tried the ink; others get 403 and nothing changes', async () => {
    const inkId = freshInk();
    const wisher = await withSession(t, { trusted: true });
    await wisher.browser.post(`/api/inks/${inkId}/collection`, { status: 'wishlist' });
    const stranger = await withSession(t, { trusted: true });
    for (const b of [wisher.browser, stranger.browser]) {
      const res = await b.send('PUT', `/api/inks/${inkId}/property-votes`, { shading: true });
      expect(res.statusCode).toBe(403);
      expect(json<ErrorBody>(res).message).toMatch(/own or have tried/);
    }
    expect(
      (await visitor().send('PUT', `/api/inks/${inkId}/property-votes`, { shading: true }))
        .statusCode,
    ).toBe(401);
    const dist = json<PropertyVotes>(await visitor().get(`/api/inks/${inkId}/property-votes`));
    expect(dist.voters).toBe(0);
    expect(dist.mine).toBeNull();
    expect(dist.mayVote).toBe(false);
    const tried = await voter(inkId, 'tried');
    const mine = await vote(tried, inkId, { shading: true, dryTime: 'slow', flow: 'wet' });
    expect(mine).toMatchObject({
      voters: 1,
      shading: { yes: 1, no: 0 },
      dryTime: { fast: 0, average: 0, slow: 1 },
      flow: { dry: 0, balanced: 0, wet: 1 },
      mine: { shading: true, dryTime: 'slow', flow: 'wet', sheen: null },
      mayVote: true,
    });
  });

  it('are changed and withdrawn, one per member per property', async () => {
    const inkId = freshInk();
    const b = await voter(inkId);
    await vote(b, inkId, { sheen: true });
    const changed = await vote(b, inkId, { sheen: false });
    expect(changed.sheen).toEqual({ yes: 0, no: 1 });
    const withdrawn = await vote(b, inkId, { sheen: null });
    expect(withdrawn.sheen).toEqual({ yes: 0, no: 0 });
    expect(withdrawn.voters).toBe(0);
    for (const bad of [{}, { sheen: 'yes' }, { dryTime: 'quick' }, { glitter: true }]) {
      expect((await b.send('PUT', `/api/inks/${inkId}/property-votes`, bad)).statusCode).toBe(400);
    }
    expect(
      (await b.send('PUT', '/api/inks/99999999/property-votes', { sheen: true })).statusCode,
    ).toBe(404);
  });

  it('grant a facet at 3 voters with two thirds saying yes, and not before', async () => {
    const inkId = freshInk();
    const before = await ink(inkId);
    expect(before.properties).not.toContain('Shimmering');
    const [a, b, c, d] = [
      await voter(inkId),
      await voter(inkId),
      await voter(inkId),
      await voter(inkId, 'tried'),
    ];
    await vote(a, inkId, { shimmer: true });
    await vote(b, inkId, { shimmer: true });
    expect((await ink(inkId)).properties).not.toContain('Shimmering'); // 2 voters: too few
    await vote(c, inkId, { shimmer: false });
    let now = await ink(inkId); // 2 of 3 say yes: two thirds
    expect(now.properties).toContain('Shimmering');
    expect(now.communityProperties).toEqual(['Shimmering']);
    const found = json<InkListResponse>(
      await visitor().get(`/api/inks?properties=Shimmering&search=${encodeURIComponent(now.name)}`),
    );
    expect(found.data.map((i) => i.id)).toContain(inkId);
    await vote(d, inkId, { shimmer: false }); // 2 of 4: no majority
    now = await ink(inkId);
    expect(now.properties).not.toContain('Shimmering');
    expect(now.communityProperties).toEqual([]);
  });

  it('never take away what the catalogue or staff set', async () => {
    const sourced = await t.db
      .selectFrom('inks')
      .select('id')
      .where('source_property_mask', '!=', 0)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await ink(sourced.id);
    const facet = before.properties[0];
    const key = {
      Shading: 'shading',
      Sheening: 'sheen',
      Shimmering: 'shimmer',
      'Water-Resistant': 'waterResistance',
      Scented: 'scent',
    }[facet ?? 'Shading'];
    for (let i = 0; i < 3; i++) await vote(await voter(sourced.id), sourced.id, { [key]: false });
    const after = await ink(sourced.id);
    expect(after.properties).toEqual(before.properties);
    expect(after.communityProperties).toEqual([]);
  });

  it('refuse an unverified account where the action is, and change nothing', async () => {
    const inkId = freshInk();
    const b = await voter(inkId, 'owned', { verified: false });
    const res = await b.send('PUT', `/api/inks/${inkId}/property-votes`, { shading: true });
    expect(res.statusCode).toBe(403);
    expect(json<ErrorBody>(res)).toMatchObject({
      code: 'email_unverified',
      message: 'Please verify your email address first.',
    });
    const dist = json<PropertyVotes>(await b.get(`/api/inks/${inkId}/property-votes`));
    expect(dist.mayVote).toBe(false);
    expect(dist.mine?.shading).toBeNull();
  });

  it("keep a new account's vote, and count it only once the account is a day old", async () => {
    const inkId = freshInk();
    const s = await withSession(t);
    await s.browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' });
    const mine = await vote(s.browser, inkId, { sheen: true });
    expect(mine.mine?.sheen).toBe(true); // recorded, shown to its voter
    expect(mine.voters).toBe(0); // not counted yet
    expect(mine.sheen).toEqual({ yes: 0, no: 0 });
    await t.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', s.user.id)
      .execute();
    const later = json<PropertyVotes>(await visitor().get(`/api/inks/${inkId}/property-votes`));
    expect(later.voters).toBe(1);
    expect(later.sheen).toEqual({ yes: 1, no: 0 });
  });

  it('count accounts signed up from one network within the hour as one voter', async () => {
    const inkId = freshInk();
    const first = await withSession(t, {
      trusted: true,
      signup: { network: '10.77.1.0/24', cluster: null },
    });
    const puppets = [first];
    for (let i = 0; i < 3; i++) {
      puppets.push(
        await withSession(t, {
          trusted: true,
          signup: { network: '10.77.1.0/24', cluster: first.user.id },
        }),
      );
    }
    for (const p of puppets) {
      await p.browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' });
      await vote(p.browser, inkId, { scent: true });
    }
    const dist = json<PropertyVotes>(await visitor().get(`/api/inks/${inkId}/property-votes`));
    expect(dist.voters).toBe(1);
    expect(dist.scent).toEqual({ yes: 1, no: 0 });
    expect((await ink(inkId)).properties).not.toContain('Scented');
    // two members of their own agree: three voters, and the facet is granted
    await vote(await voter(inkId), inkId, { scent: true });
    await vote(await voter(inkId), inkId, { scent: true });
    expect((await ink(inkId)).properties).toContain('Scented');
  });

  it('grant a facet only with enough trusted voters; the hourly recount follows trust', async () => {
    const inkId = freshInk();
    const counted = { ageDays: 2 }; // counted, but not trusted: no contributions, too young
    const members = [];
    for (let i = 0; i < 3; i++) {
      const s = await withSession(t, counted);
      await s.browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' });
      await vote(s.browser, inkId, { waterResistance: true });
      members.push(s.user.id);
    }
    let dist = json<PropertyVotes>(await visitor().get(`/api/inks/${inkId}/property-votes`));
    expect(dist.waterResistance).toEqual({ yes: 3, no: 0 });
    expect((await ink(inkId)).properties).not.toContain('Water-Resistant');
    // two of them grow into trust: a month old, with contributions kept
    const [a, b] = members;
    for (const id of [a, b]) {
      await t.db
        .updateTable('users')
        .set({ created_at: new Date(Date.now() - 30 * 86_400_000).toISOString() })
        .where('id', '=', id ?? 0)
        .execute();
      const inks = await t.db.selectFrom('inks').select('id').orderBy('id').limit(3).execute();
      for (const i of inks) {
        await t.db
          .insertInto('comments')
          .values({
            ink_id: i.id,
            user_id: id ?? 0,
            content: 'kept',
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          })
          .execute();
      }
    }
    expect((await ink(inkId)).properties).not.toContain('Water-Resistant'); // not recounted yet
    expect(await recountAllCrowdFacets(t.db, t.config.trust)).toBeGreaterThanOrEqual(1);
    expect((await ink(inkId)).properties).toContain('Water-Resistant');
    dist = json<PropertyVotes>(await visitor().get(`/api/inks/${inkId}/property-votes`));
    expect(dist.voters).toBe(3);
  });
});
