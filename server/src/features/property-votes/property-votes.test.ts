import type { ErrorBody, Ink, InkListResponse, PropertyVotes } from '@inklore/contract';
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
  // inks without Shimmering from their source, so the crowd decides
  freshInk = await inkSupply(t.db, 600, 40);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.80.0.1');

async function voter(inkId: number, status: 'owned' | 'tried' = 'owned') {
  const s = await withSession(t);
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
    const wisher = await withSession(t);
    await wisher.browser.post(`/api/inks/${inkId}/collection`, { status: 'wishlist' });
    const stranger = await withSession(t);
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
});
