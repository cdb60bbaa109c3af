import {
  MEMBER_MESSAGES,
  SAMPLE_LIMITS,
  type BlockedMember,
  type InkSamples,
  type SampleRequestDetail,
  type WishlistMatches,
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
import {
  ask,
  expectError,
  keep,
  memberTables,
  notificationsOf,
  ownAndOffer,
  restrict,
  type Member,
} from './members.test-kit.ts';

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_SAMPLE_REQUEST_USER: '1000/1h',
    RATE_LIMIT_SAMPLE_MESSAGE_USER: '1000/1h',
  });
  freshInk = await inkSupply(t.db, 0, 200);
});
afterAll(async () => {
  await t.close();
});

const blockOf = (a: Member, b: Member) =>
  a.browser.send('PUT', `/api/auth/blocks/${b.user.username}`);
const unblockOf = (a: Member, b: Member) =>
  a.browser.send('DELETE', `/api/auth/blocks/${b.user.username}`);

async function blocksListed(m: Member): Promise<string[]> {
  const res = await m.browser.get('/api/auth/blocks');
  expect(res.statusCode, res.body).toBe(200);
  return json<BlockedMember[]>(res).map((b) => b.member.username);
}

async function follow(from: Member, to: Member): Promise<void> {
  // the social feature's table; its calls check eitherBlocked() themselves
  await t.db
    .insertInto('follows')
    .values({
      follower_id: from.user.id,
      followee_id: to.user.id,
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function followsBetween(a: Member, b: Member): Promise<number> {
  const rows = await t.db
    .selectFrom('follows')
    .select('follower_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', a.user.id), eb('followee_id', '=', b.user.id)]),
        eb.and([eb('follower_id', '=', b.user.id), eb('followee_id', '=', a.user.id)]),
      ]),
    )
    .execute();
  return rows.length;
}

describe('PUT and DELETE /api/auth/blocks/{username}', () => {
  it('blocks (twice changes nothing), lists, unblocks (204 even when there was none)', async () => {
    const a = await withSession(t);
    const b = await withSession(t);
    expect((await blockOf(a, b)).statusCode).toBe(204);
    expect((await blockOf(a, b)).statusCode).toBe(204);
    expect(await blocksListed(a)).toEqual([b.user.username]);
    expect(await blocksListed(b)).toEqual([]);
    const listed = (await a.browser.get('/api/auth/blocks')).body;
    expect(listed).not.toContain('@example.test');
    expect((await unblockOf(a, b)).statusCode).toBe(204);
    expect((await unblockOf(a, b)).statusCode).toBe(204);
    expect(await blocksListed(a)).toEqual([]);
  });

  it('refuses oneself (400), an unknown member (404) and odd names, changing nothing', async () => {
    const a = await withSession(t);
    const before = await memberTables(t);
    expectError(
      await a.browser.send('PUT', `/api/auth/blocks/${a.user.username}`),
      400,
      'validation_failed',
      MEMBER_MESSAGES.blockSelf,
    );
    expectError(
      await a.browser.send('PUT', '/api/auth/blocks/nobody-has-this-name'),
      404,
      'not_found',
      MEMBER_MESSAGES.userNotFound,
    );
    expectError(await a.browser.send('DELETE', '/api/auth/blocks/nobody-has-this-name'), 404);
    expectError(await a.browser.send('PUT', `/api/auth/blocks/${'x'.repeat(300)}`), 400);
    expectError(await a.browser.send('PUT', '/api/auth/blocks/nul%00'), 400);
    expect(await memberTables(t)).toEqual(before);
    expectError(
      await new Browser(t.app, '10.73.0.1').send('PUT', `/api/auth/blocks/${a.user.username}`),
      401,
    );
  });

  it('is open to new and limited members (trust rule block), not to a suspended one', async () => {
    const target = await withSession(t);
    const fresh = await withSession(t, { verified: false });
    expect((await blockOf(fresh, target)).statusCode).toBe(204);
    const limited = await withSession(t);
    await restrict(t, limited.user.id, 'limited');
    expect((await blockOf(limited, target)).statusCode).toBe(204);
    const suspended = await withSession(t);
    await restrict(t, suspended.user.id, 'suspended');
    expectError(await blockOf(suspended, target), 403, 'account_suspended');
    // a suspended member may be blocked
    expect((await blockOf(target, suspended)).statusCode).toBe(204);
  });

  it(`keeps at most ${SAMPLE_LIMITS.blocksPerMember} blocks per member (409)`, async () => {
    const a = await withSession(t);
    const at = new Date().toISOString();
    const made = await t.db
      .insertInto('users')
      .values(
        Array.from({ length: SAMPLE_LIMITS.blocksPerMember }, (_, i) => {
          const name = `blockee${i}_${a.user.id}`;
          return {
            username: name,
            username_norm: name,
            email: `${name}@example.test`,
            email_norm: `${name}@example.test`,
            password_hash: null,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .returning('id')
      .execute();
    await t.db
      .insertInto('blocks')
      .values(made.map((u) => ({ blocker_id: a.user.id, blocked_id: u.id, created_at: at })))
      .execute();
    const b = await withSession(t);
    const before = await memberTables(t);
    expectError(await blockOf(a, b), 409, 'conflict', MEMBER_MESSAGES.tooManyBlocks);
    expect(await memberTables(t)).toEqual(before);
    // blocking one already blocked is still fine
    expect((await a.browser.send('PUT', `/api/auth/blocks/blockee0_${a.user.id}`)).statusCode).toBe(
      204,
    );
  });
});

describe('what a block does, both ways', () => {
  it('ends follows both ways and closes what waits: mine withdrawn, theirs declined', async () => {
    const a = await withSession(t);
    const b = await withSession(t);
    const [inkA, inkB, inkC] = [freshInk(), freshInk(), freshInk()];
    await ownAndOffer(a.browser, inkA);
    await ownAndOffer(b.browser, inkB);
    await ownAndOffer(b.browser, inkC);
    const theirs = await ask(b.browser, a.user.username, inkA);
    const mine = await ask(a.browser, b.user.username, inkB);
    const accepted = await ask(a.browser, b.user.username, inkC);
    expect(
      (
        await b.browser.post(`/api/auth/sample-requests/${accepted.id}/answer`, {
          answer: 'accept',
        })
      ).statusCode,
    ).toBe(200);
    await follow(a, b);
    await follow(b, a);
    const answersBefore = await notificationsOf(t, b.user.id, 'sample_answer');

    expect((await blockOf(a, b)).statusCode).toBe(204);
    expect(await followsBetween(a, b)).toBe(0);
    const stateOf = async (id: number) =>
      json<SampleRequestDetail>(await a.browser.get(`/api/auth/sample-requests/${id}`));
    expect((await stateOf(mine.id)).state).toBe('withdrawn');
    expect((await stateOf(theirs.id)).state).toBe('declined');
    expect((await stateOf(accepted.id)).state).toBe('accepted');
    // nothing is told across the block
    expect(await notificationsOf(t, b.user.id, 'sample_answer')).toEqual(answersBefore);
    // both still read the history, neither may write on it
    for (const m of [a, b]) {
      const d = json<SampleRequestDetail>(
        await m.browser.get(`/api/auth/sample-requests/${accepted.id}`),
      );
      expect(d.canWrite).toBe(false);
      expectError(
        await m.browser.post(`/api/auth/sample-requests/${accepted.id}/messages`, { body: 'Hi' }),
        403,
        'forbidden',
        MEMBER_MESSAGES.blocked,
      );
    }
    // no new requests either way
    for (const [from, to, inkId] of [
      [a, b, inkB],
      [b, a, inkA],
    ] as const) {
      expectError(
        await from.browser.post('/api/auth/sample-requests', {
          username: to.user.username,
          inkId,
          message: 'Hi',
        }),
        403,
        'forbidden',
        MEMBER_MESSAGES.blocked,
      );
    }
    // unblocking lets them write again
    expect((await unblockOf(a, b)).statusCode).toBe(204);
    expect(
      (
        await b.browser.post(`/api/auth/sample-requests/${accepted.id}/messages`, {
          body: 'Hello again',
        })
      ).statusCode,
    ).toBe(201);
  });

  it("hides each one's offers from the other (the ink page, the match), and tells nothing across it", async () => {
    const a = await withSession(t);
    const b = await withSession(t);
    const inkId = freshInk();
    await keep(a.browser, inkId, 'wishlist');
    await keep(b.browser, inkId, 'wishlist', 'sample');
    expect((await blockOf(b, a)).statusCode).toBe(204);
    await keep(b.browser, inkId, 'owned');
    const offered = await b.browser.send('PUT', `/api/auth/samples/offers/${inkId}`, {});
    expect(offered.statusCode).toBe(201);
    expect(await notificationsOf(t, a.user.id, 'wishlist_offered')).toEqual([]);
    const page = json<InkSamples>(await a.browser.get(`/api/inks/${inkId}/samples`));
    expect(page).toEqual({ count: 0, offerers: [] });
    const match = json<WishlistMatches>(await a.browser.get('/api/auth/samples/matches'));
    expect(match.matches).toEqual([]);
    await ownAndOffer(a.browser, freshInk());
    expect(
      JSON.stringify(json<WishlistMatches>(await b.browser.get('/api/auth/samples/matches'))),
    ).not.toContain(a.user.username);
    // the compare page is closed both ways
    for (const [m, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expectError(
        await m.browser.get(`/api/users/${other.user.username}/compare`),
        403,
        'forbidden',
      );
    }
    // once unblocked, the offer shows again
    expect((await unblockOf(b, a)).statusCode).toBe(204);
    expect(json<InkSamples>(await a.browser.get(`/api/inks/${inkId}/samples`)).count).toBe(1);
  });
});
