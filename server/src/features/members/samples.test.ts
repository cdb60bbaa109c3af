import {
  MEMBER_MESSAGES,
  SAMPLE_LIMITS,
  type InkSamples,
  type MyOffer,
  type WishlistMatches,
} from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  createUser,
  fileTestApp,
  insertAccessToken,
  json,
  withSession,
} from '../../../test/helpers.ts';
import {
  expectError,
  keep,
  memberTables,
  notificationsOf,
  offer,
  ownAndOffer,
  restrict,
  type Member,
} from './members.test-kit.ts';
import { OFFER_NEWS_MAX } from './samples.service.ts';

const { t, freshInk } = fileTestApp({ inks: 0, inkCount: 200 });

const visitor = () => new Browser(t.app, '10.72.0.1');

async function samplesOf(b: Browser, inkId: number): Promise<InkSamples> {
  const res = await b.get(`/api/inks/${inkId}/samples`);
  expect(res.statusCode, res.body).toBe(200);
  return json<InkSamples>(res);
}

const names = (s: InkSamples) => (s.offerers ?? []).map((o) => o.member.username);

async function matchesOf(m: Member): Promise<WishlistMatches> {
  const res = await m.browser.get('/api/auth/samples/matches');
  expect(res.statusCode, res.body).toBe(200);
  return json<WishlistMatches>(res);
}

describe('PUT /api/auth/samples/offers/{inkId}', () => {
  it('offers only an ink the member owns (any kind), 201 when new, 200 when the note changes', async () => {
    const inkId = freshInk();
    const m = await withSession(t);
    const put = (body: object) => m.browser.send('PUT', `/api/auth/samples/offers/${inkId}`, body);
    expectError(await put({}), 409, 'conflict', MEMBER_MESSAGES.offerNotOwned);
    await keep(m.browser, inkId, 'wishlist');
    expectError(await put({}), 409, 'conflict', MEMBER_MESSAGES.offerNotOwned);
    await keep(m.browser, inkId, 'owned', 'sample');
    const made = await put({ note: '  I can send within the EU  ' });
    expect(made.statusCode, made.body).toBe(201);
    expect(json<MyOffer>(made)).toMatchObject({
      ink: { id: inkId },
      note: 'I can send within the EU',
    });
    const same = await put({ note: 'I can send within the EU' });
    expect(same.statusCode).toBe(200);
    const changed = await put({ note: '' });
    expect(changed.statusCode).toBe(200);
    expect(json<MyOffer>(changed).note).toBeNull();
    const mine = json<MyOffer[]>(await m.browser.get('/api/auth/samples/offers'));
    expect(mine.map((o) => o.ink.id)).toEqual([inkId]);
  });

  it('refuses a bad note, an unknown ink and odd ids with 4xx and changes nothing', async () => {
    const inkId = freshInk();
    const m = await withSession(t);
    await keep(m.browser, inkId);
    const before = await memberTables(t);
    for (const [url, body] of [
      [
        `/api/auth/samples/offers/${inkId}`,
        { note: 'x'.repeat(SAMPLE_LIMITS.offerNoteMaxLength + 1) },
      ],
      [`/api/auth/samples/offers/${inkId}`, { note: 'bell\u0007' }],
      [`/api/auth/samples/offers/${inkId}`, { note: 5 }],
      [`/api/auth/samples/offers/${inkId}`, { note: 'ok', extra: true }],
      ['/api/auth/samples/offers/2147483648', {}],
      ['/api/auth/samples/offers/9007199254740992', {}],
      ['/api/auth/samples/offers/0', {}],
      ['/api/auth/samples/offers/abc', {}],
    ] as const) {
      expectError(await m.browser.send('PUT', url, body), 400, 'validation_failed');
    }
    expectError(await m.browser.send('PUT', '/api/auth/samples/offers/2147483647', {}), 404);
    expectError(await m.browser.send('DELETE', '/api/auth/samples/offers/2147483648'), 400);
    expect(await memberTables(t)).toEqual(before);
  });

  it('needs a verified email and no limit; taking an offer back is open to a limited member', async () => {
    const inkId = freshInk();
    const fresh = await withSession(t, { verified: false });
    await keep(fresh.browser, inkId);
    expectError(
      await fresh.browser.send('PUT', `/api/auth/samples/offers/${inkId}`, {}),
      403,
      'email_unverified',
    );
    const limited = await withSession(t);
    await ownAndOffer(limited.browser, inkId);
    await restrict(t, limited.user.id, 'limited');
    expectError(
      await limited.browser.send('PUT', `/api/auth/samples/offers/${freshInk()}`, {}),
      403,
      'account_limited',
    );
    expect(
      (await limited.browser.send('DELETE', `/api/auth/samples/offers/${inkId}`)).statusCode,
    ).toBe(204);
    expect(json<MyOffer[]>(await limited.browser.get('/api/auth/samples/offers'))).toEqual([]);
  });

  it('keeps at most SAMPLE_LIMITS.offersPerMember offers', async () => {
    const m = await withSession(t);
    const inks = await t.db
      .selectFrom('inks')
      .select('id')
      .orderBy('id', 'desc')
      .limit(SAMPLE_LIMITS.offersPerMember)
      .execute();
    const at = new Date().toISOString();
    await t.db
      .insertInto('sample_offers')
      .values(
        inks.map((i) => ({
          user_id: m.user.id,
          ink_id: i.id,
          note: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const inkId = freshInk();
    await keep(m.browser, inkId);
    expectError(
      await m.browser.send('PUT', `/api/auth/samples/offers/${inkId}`, {}),
      409,
      'conflict',
      MEMBER_MESSAGES.tooManyOffers,
    );
    // changing the note of one already offered is still fine
    const kept = inks[0]?.id ?? 0;
    await keep(m.browser, kept);
    expect(
      (await m.browser.send('PUT', `/api/auth/samples/offers/${kept}`, { note: 'Still here' }))
        .statusCode,
    ).toBe(200);
  });

  it('a read token reads the offers but cannot change them (403 insufficient_scope); a write token can', async () => {
    const inkId = freshInk();
    const m = await withSession(t);
    await keep(m.browser, inkId);
    const read = await insertAccessToken(t.db, m.user.id, 'read');
    const write = await insertAccessToken(t.db, m.user.id, 'write');
    const call = (secret: string, method: 'GET' | 'PUT', url: string) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${secret}` },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
    expect((await call(read.secret, 'GET', '/api/auth/samples/offers')).statusCode).toBe(200);
    expect((await call(read.secret, 'GET', '/api/auth/samples/matches')).statusCode).toBe(200);
    expectError(
      await call(read.secret, 'PUT', `/api/auth/samples/offers/${inkId}`),
      403,
      'insufficient_scope',
    );
    expect((await call(write.secret, 'PUT', `/api/auth/samples/offers/${inkId}`)).statusCode).toBe(
      201,
    );
  });
});

describe("GET /api/inks/{id}/samples: an ink's offers", () => {
  it('counts for everyone; names offerers (with their note) only to signed-in members', async () => {
    const inkId = freshInk();
    const a = await withSession(t);
    const b = await withSession(t);
    expect(await samplesOf(visitor(), inkId)).toEqual({ count: 0, offerers: null });
    await keep(a.browser, inkId); // owning is not offering: offers are opt-in
    expect((await samplesOf(visitor(), inkId)).count).toBe(0);
    await offer(a.browser, inkId, 'Happy to share');
    await ownAndOffer(b.browser, inkId);
    const seen = await visitor().get(`/api/inks/${inkId}/samples`);
    expect(json<InkSamples>(seen)).toEqual({ count: 2, offerers: null });
    expect(seen.body).not.toContain(a.user.username);
    const viewer = await withSession(t, { verified: false });
    const listed = await samplesOf(viewer.browser, inkId);
    expect(listed.count).toBe(2);
    expect(names(listed).sort()).toEqual([a.user.username, b.user.username].sort());
    expect(listed.offerers?.find((o) => o.member.username === a.user.username)?.note).toBe(
      'Happy to share',
    );
    expectError(await visitor().get('/api/inks/2147483647/samples'), 404, 'not_found');
    expectError(await visitor().get('/api/inks/2147483648/samples'), 400, 'validation_failed');
  });

  it('counts an offer only while the member owns the ink, is verified, not limited or suspended', async () => {
    const inkId = freshInk();
    const a = await withSession(t);
    const viewer = await withSession(t);
    await ownAndOffer(a.browser, inkId);
    expect((await samplesOf(viewer.browser, inkId)).count).toBe(1);
    // no longer owned: the offer is kept but does not count
    expect((await a.browser.send('DELETE', `/api/inks/${inkId}/collection`)).statusCode).toBe(204);
    expect(await samplesOf(viewer.browser, inkId)).toEqual({ count: 0, offerers: [] });
    await keep(a.browser, inkId, 'owned', 'cartridge');
    expect((await samplesOf(viewer.browser, inkId)).count).toBe(1);
    await restrict(t, a.user.id, 'limited');
    expect(await samplesOf(viewer.browser, inkId)).toEqual({ count: 0, offerers: [] });
    expect((await samplesOf(visitor(), inkId)).count).toBe(0);
    await t.db
      .updateTable('users')
      .set({ restriction: null })
      .where('id', '=', a.user.id)
      .execute();
    expect((await samplesOf(viewer.browser, inkId)).count).toBe(1);
    await restrict(t, a.user.id, 'suspended');
    expect((await samplesOf(viewer.browser, inkId)).count).toBe(0);
    await t.db
      .updateTable('users')
      .set({ restriction: null })
      .where('id', '=', a.user.id)
      .execute();
    // an unverified account's offer (made straight in the database) never counts
    const fresh = await withSession(t, { verified: false });
    await keep(fresh.browser, inkId);
    await t.db
      .insertInto('sample_offers')
      .values({
        user_id: fresh.user.id,
        ink_id: inkId,
        note: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(names(await samplesOf(viewer.browser, inkId))).toEqual([a.user.username]);
  });

  it('leaves out members either side of a block, in the list and its count', async () => {
    const inkId = freshInk();
    const a = await withSession(t);
    const b = await withSession(t);
    const viewer = await withSession(t);
    await ownAndOffer(a.browser, inkId);
    await ownAndOffer(b.browser, inkId);
    expect(
      (await viewer.browser.send('PUT', `/api/auth/blocks/${a.user.username}`)).statusCode,
    ).toBe(204);
    expect(
      (await b.browser.send('PUT', `/api/auth/blocks/${viewer.user.username}`)).statusCode,
    ).toBe(204);
    const seen = await viewer.browser.get(`/api/inks/${inkId}/samples`);
    expect(json<InkSamples>(seen)).toEqual({ count: 0, offerers: [] });
    expect(seen.body).not.toContain(a.user.username);
    expect(seen.body).not.toContain(b.user.username);
    // and the blocked ones do not see the viewer's offer either
    await ownAndOffer(viewer.browser, inkId);
    expect(names(await samplesOf(a.browser, inkId))).not.toContain(viewer.user.username);
    expect(names(await samplesOf(b.browser, inkId))).not.toContain(viewer.user.username);
    expect((await samplesOf(visitor(), inkId)).count).toBe(3);
  });
});

describe('GET /api/auth/samples/matches', () => {
  it('lists, for each ink on my wishlist, who offers it (not me, no one across a block)', async () => {
    const [x, y, z, w] = [freshInk(), freshInk(), freshInk(), freshInk()];
    const me = await withSession(t);
    const a = await withSession(t);
    const b = await withSession(t);
    const blocked = await withSession(t);
    for (const inkId of [x, y, z, w]) await keep(me.browser, inkId, 'wishlist');
    await keep(me.browser, x, 'owned', 'sample'); // wished as a bottle, held as a sample
    await ownAndOffer(a.browser, x, 'Ask away');
    await ownAndOffer(b.browser, x);
    await ownAndOffer(b.browser, y);
    await ownAndOffer(blocked.browser, z);
    await offer(me.browser, x); // my own offer is not a match for me
    expect(
      (await blocked.browser.send('PUT', `/api/auth/blocks/${me.user.username}`)).statusCode,
    ).toBe(204);
    const m = await matchesOf(me);
    expect(m.matches.map((i) => i.ink.id).sort()).toEqual([x, y].sort());
    const forX = m.matches.find((i) => i.ink.id === x);
    expect(forX?.offerers.map((o) => o.member.username).sort()).toEqual(
      [a.user.username, b.user.username].sort(),
    );
    expect(forX?.offerers.find((o) => o.member.username === a.user.username)?.note).toBe(
      'Ask away',
    );
    expect(m.unmatched).toBe(2);
    // an offer that stops counting leaves the match
    expect((await b.browser.send('DELETE', `/api/inks/${y}/collection`)).statusCode).toBe(204);
    const after = await matchesOf(me);
    expect(after.matches.map((i) => i.ink.id)).toEqual([x]);
    expect(after.unmatched).toBe(3);
    expect(JSON.stringify(after)).not.toContain(blocked.user.username);
    expect(await matchesOf(await withSession(t))).toEqual({ matches: [], unmatched: 0 });
  });
});

describe('a new offer tells those who wish for the ink', () => {
  it('once, not on a note change, not again within a week, not across a block, not when turned off', async () => {
    const inkId = freshInk();
    const owner = await withSession(t);
    const wisher = await withSession(t);
    const blocked = await withSession(t);
    const quiet = await withSession(t);
    for (const m of [wisher, blocked, quiet]) await keep(m.browser, inkId, 'wishlist');
    await keep(owner.browser, inkId, 'wishlist'); // their own wish is not told of their own offer
    expect(
      (await owner.browser.send('PUT', `/api/auth/blocks/${blocked.user.username}`)).statusCode,
    ).toBe(204);
    await t.db
      .insertInto('notification_settings')
      .values({
        user_id: quiet.user.id,
        off_kinds: JSON.stringify(['wishlist_offered']),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await keep(owner.browser, inkId, 'owned', 'sample');
    await offer(owner.browser, inkId);
    const told = await notificationsOf(t, wisher.user.id, 'wishlist_offered');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ actor_id: owner.user.id, ink_id: inkId });
    for (const m of [blocked, quiet, owner]) {
      expect(await notificationsOf(t, m.user.id, 'wishlist_offered')).toEqual([]);
    }
    expect(
      (await owner.browser.send('PUT', `/api/auth/samples/offers/${inkId}`, { note: 'New note' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await owner.browser.send('DELETE', `/api/auth/samples/offers/${inkId}`)).statusCode,
    ).toBe(204);
    await offer(owner.browser, inkId);
    expect(await notificationsOf(t, wisher.user.id, 'wishlist_offered')).toHaveLength(1);
    // a week later, a new offer is news again
    await t.db
      .updateTable('sample_offer_news')
      .set({ told_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(
      (await owner.browser.send('DELETE', `/api/auth/samples/offers/${inkId}`)).statusCode,
    ).toBe(204);
    await offer(owner.browser, inkId);
    expect(await notificationsOf(t, wisher.user.id, 'wishlist_offered')).toHaveLength(2);
  });

  it(`tells at most ${OFFER_NEWS_MAX} members, those who wished longest first`, async () => {
    const inkId = freshInk();
    const at = (i: number) => new Date(Date.now() - (1000 - i) * 60_000).toISOString();
    const wishers: number[] = [];
    for (let i = 0; i < OFFER_NEWS_MAX + 3; i++) {
      const u = await createUser(t.db);
      wishers.push(u.id);
      await t.db
        .insertInto('inventory_entries')
        .values({
          user_id: u.id,
          ink_id: inkId,
          status: 'wishlist',
          created_at: at(i),
          updated_at: at(i),
        })
        .execute();
    }
    const owner = await withSession(t);
    await ownAndOffer(owner.browser, inkId);
    const told = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('kind', '=', 'wishlist_offered')
      .where('ink_id', '=', inkId)
      .execute();
    expect(told.map((r) => r.user_id).sort((a, b) => a - b)).toEqual(
      wishers.slice(0, OFFER_NEWS_MAX),
    );
  });
});
