import {
  FOLLOW_LIMITS,
  MEMBER_MESSAGES,
  SOCIAL_MESSAGES,
  type FollowCounts,
  type Follows,
  type SocialExport,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  createUser,
  insertAccessToken,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  block,
  expectError,
  expectStatus,
  follow,
  followBrand,
  rowsOf,
} from './social.test-kit.ts';

/**
 * Follows (ADR 060): the trust rule `follow` (a verified email; limited and suspended accounts
 * refused), not oneself, nobody blocked either way, the limits, the per-account rate limit on
 * new follows, brands of the catalogue only, and the new follower told.
 */
let t: TestContext;
let brand = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FOLLOW_USER: '5/1h' });
  brand = (
    await t.db
      .selectFrom('inks')
      .select('brand')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).brand;
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.73.0.1');

/** `n` accounts written at once, named `${prefix}_${i}`; their ids. */
async function bulkUsers(prefix: string, n: number): Promise<number[]> {
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (let i = 0; i < n; i += 250) {
    const rows = await t.db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(250, n - i) }, (_, j) => ({
          username: `${prefix}_${i + j}`,
          username_norm: `${prefix}_${i + j}`,
          email: `${prefix}_${i + j}@example.test`,
          email_norm: `${prefix}_${i + j}@example.test`,
          password_hash: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Follow rows written straight into the table. */
async function followMany(followerId: number, ids: number[]): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < ids.length; i += 250) {
    await t.db
      .insertInto('follows')
      .values(
        ids
          .slice(i, i + 250)
          .map((id) => ({ follower_id: followerId, followee_id: id, created_at: now })),
      )
      .execute();
  }
}

/** Fetches the browser's CSRF token first, so that requests sent at once all carry it. */
async function primed<B extends Browser>(b: B): Promise<B> {
  expectStatus(await b.send('DELETE', '/api/auth/follows/brands/nothing'), 204);
  return b;
}

/** Statuses of requests sent at once: never a server error. */
function expectNo5xx(statuses: number[]): void {
  for (const s of statuses) expect(s).toBeLessThan(500);
}
const followRows = (followerId: number) =>
  t.db.selectFrom('follows').selectAll().where('follower_id', '=', followerId).execute();

describe('following a member', () => {
  it('follows once, tells the member once, lists and counts it, and unfollows', async () => {
    const me = await withSession(t);
    const them = await withSession(t);
    await follow(me.browser, them.user.username);
    // again: 204, nothing changes, nobody is told twice
    await follow(me.browser, them.user.username.toUpperCase());
    expect(await followRows(me.user.id)).toHaveLength(1);
    const told = await rowsOf(t.db, them.user.id, 'new_follower');
    expect(told).toHaveLength(1);
    expect(told[0]?.actor_id).toBe(me.user.id);

    const mine = json<Follows>(await me.browser.get('/api/auth/follows'));
    expect(mine.members.map((m) => m.member.username)).toEqual([them.user.username]);
    expect(mine.brands).toEqual([]);
    const counts = json<FollowCounts>(
      await visitor().get(`/api/users/${them.user.username}/follow-counts`),
    );
    expect(counts).toEqual({ followers: 1, following: 0 });
    expect(
      json<FollowCounts>(await visitor().get(`/api/users/${me.user.username}/follow-counts`)),
    ).toEqual({ followers: 0, following: 1 });

    expectStatus(
      await me.browser.send('DELETE', `/api/auth/follows/members/${them.user.username}`),
      204,
    );
    expect(await followRows(me.user.id)).toHaveLength(0);
    // unfollowing again is still 204
    expectStatus(
      await me.browser.send('DELETE', `/api/auth/follows/members/${them.user.username}`),
      204,
    );
    // following again while the first is unread tells nothing new
    await follow(me.browser, them.user.username);
    expect(await rowsOf(t.db, them.user.id, 'new_follower')).toHaveLength(1);
  });

  it('needs a verified email and no limit or suspension (the trust rule follow)', async () => {
    const them = await createUser(t.db);
    const unverified = await withSession(t, { verified: false });
    expectError(
      await unverified.browser.send('PUT', `/api/auth/follows/members/${them.username}`),
      403,
      'email_unverified',
    );
    for (const restriction of ['limited', 'suspended'] as const) {
      const m = await withSession(t, { ageDays: 3 });
      await t.db
        .updateTable('users')
        .set({ restriction, restriction_reason: 'Spam.' })
        .where('id', '=', m.user.id)
        .execute();
      expectError(
        await m.browser.send('PUT', `/api/auth/follows/members/${them.username}`),
        403,
        restriction === 'limited' ? 'account_limited' : 'account_suspended',
      );
      expect(await followRows(m.user.id)).toHaveLength(0);
    }
    expectError(await visitor().send('PUT', `/api/auth/follows/members/${them.username}`), 401);
    expect(await rowsOf(t.db, them.id)).toHaveLength(0);
  });

  it('refuses myself (400), a block either way (403), and unknown or suspended members (404)', async () => {
    const me = await withSession(t);
    expectError(
      await me.browser.send('PUT', `/api/auth/follows/members/${me.user.username}`),
      400,
      'bad_request',
      SOCIAL_MESSAGES.followSelf,
    );
    const blockedByMe = await createUser(t.db);
    const blockedMe = await createUser(t.db);
    await block(t.db, me.user.id, blockedByMe.id);
    await block(t.db, blockedMe.id, me.user.id);
    for (const other of [blockedByMe, blockedMe]) {
      expectError(
        await me.browser.send('PUT', `/api/auth/follows/members/${other.username}`),
        403,
        'forbidden',
        MEMBER_MESSAGES.blocked,
      );
      expect(await rowsOf(t.db, other.id)).toHaveLength(0);
    }
    const suspended = await createUser(t.db);
    await t.db
      .updateTable('users')
      .set({ restriction: 'suspended' })
      .where('id', '=', suspended.id)
      .execute();
    for (const name of [suspended.username, 'nobody_here_at_all']) {
      expectError(
        await me.browser.send('PUT', `/api/auth/follows/members/${name}`),
        404,
        'not_found',
      );
      expectError(await visitor().get(`/api/users/${name}/follow-counts`), 404);
    }
    // a name longer than any username: 400, nothing changed
    expectError(
      await me.browser.send('PUT', `/api/auth/follows/members/${'x'.repeat(31)}`),
      400,
      'validation_failed',
    );
    expect(await followRows(me.user.id)).toHaveLength(0);
  });

  it(`stops at ${FOLLOW_LIMITS.membersPerMember} members (409), nothing changed`, async () => {
    const me = await withSession(t);
    // 2,000 other accounts to follow, written at once
    await followMany(
      me.user.id,
      await bulkUsers(`bulk${me.user.id}`, FOLLOW_LIMITS.membersPerMember),
    );
    const one = await createUser(t.db);
    expectError(
      await me.browser.send('PUT', `/api/auth/follows/members/${one.username}`),
      409,
      'conflict',
      SOCIAL_MESSAGES.tooManyFollows,
    );
    expect(await followRows(me.user.id)).toHaveLength(FOLLOW_LIMITS.membersPerMember);
    expect(await rowsOf(t.db, one.id)).toHaveLength(0);
  });

  it('sent at once near the limit: never more than the limit', async () => {
    const me = await withSession(t);
    const limit = FOLLOW_LIMITS.membersPerMember;
    await followMany(me.user.id, await bulkUsers(`near${me.user.id}`, limit - 2));
    await primed(me.browser);
    const targets = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db)));
    const answers = await Promise.all(
      targets.map((u) => me.browser.send('PUT', `/api/auth/follows/members/${u.username}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expectNo5xx(statuses);
    expect(statuses.filter((s) => s === 204)).toHaveLength(2);
    expect(await followRows(me.user.id)).toHaveLength(limit);
  });

  it('a follow and a block sent at once never leave a follow across the block', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await withSession(t), await withSession(t)];
      await Promise.all([primed(a.browser), primed(b.browser)]);
      const answers = await Promise.all([
        a.browser.send('PUT', `/api/auth/follows/members/${b.user.username}`),
        b.browser.send('PUT', `/api/auth/blocks/${a.user.username}`),
      ]);
      expectNo5xx(answers.map((r) => r.statusCode));
      expect(answers[1].statusCode, answers[1].body).toBe(204);
      expect(answers[0].statusCode).toBeOneOf([204, 403]);
      expect(await followRows(a.user.id)).toEqual([]);
    }
  });

  it('limits new follows per account (429 in the one error shape, with RateLimit headers)', async () => {
    const me = await withSession(t);
    const others = await Promise.all(Array.from({ length: 6 }, () => createUser(t.db)));
    for (const o of others.slice(0, 5)) await follow(me.browser, o.username);
    // following again counts nothing
    await follow(me.browser, others[0]?.username ?? '');
    const res = await me.browser.send('PUT', `/api/auth/follows/members/${others[5]?.username}`);
    expectError(res, 429, 'rate_limited');
    expect(res.headers['ratelimit-policy']).toContain('follow_user');
    expect(res.headers['ratelimit']).toMatch(/"follow_user";r=0;t=\d+/);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(await followRows(me.user.id)).toHaveLength(5);
    // brands count in the same limit
    expectError(
      await me.browser.send('PUT', `/api/auth/follows/brands/${encodeURIComponent(brand)}`),
      429,
      'rate_limited',
    );
  });
});

describe('following a brand', () => {
  it('follows a brand of the catalogue by any spelling, once; 404 for none; unfollows', async () => {
    const me = await withSession(t);
    await followBrand(me.browser, brand);
    await followBrand(me.browser, `  ${brand.toUpperCase()} `);
    const mine = json<Follows>(await me.browser.get('/api/auth/follows'));
    expect(mine.brands.map((b) => b.brand)).toEqual([brand]);
    expectError(
      await me.browser.send('PUT', '/api/auth/follows/brands/No%20Such%20Brand%20Works'),
      404,
      'not_found',
      SOCIAL_MESSAGES.brandNotFound,
    );
    expectError(
      await me.browser.send('PUT', `/api/auth/follows/brands/${'b'.repeat(101)}`),
      400,
      'validation_failed',
    );
    expectStatus(
      await me.browser.send('DELETE', `/api/auth/follows/brands/${encodeURIComponent(brand)}`),
      204,
    );
    expect(json<Follows>(await me.browser.get('/api/auth/follows')).brands).toEqual([]);
  });

  it(`stops at ${FOLLOW_LIMITS.brandsPerMember} brands (409)`, async () => {
    const me = await withSession(t);
    const now = new Date().toISOString();
    await t.db
      .insertInto('brand_follows')
      .values(
        Array.from({ length: FOLLOW_LIMITS.brandsPerMember }, (_, i) => ({
          user_id: me.user.id,
          brand_norm: `gone brand ${i}`,
          created_at: now,
        })),
      )
      .execute();
    expectError(
      await me.browser.send('PUT', `/api/auth/follows/brands/${encodeURIComponent(brand)}`),
      409,
      'conflict',
      SOCIAL_MESSAGES.tooManyBrands,
    );
  });
});

describe('following brands at once', () => {
  it('near the limit: never more than the limit', async () => {
    const me = await withSession(t);
    const limit = FOLLOW_LIMITS.brandsPerMember;
    const now = new Date().toISOString();
    await t.db
      .insertInto('brand_follows')
      .values(
        Array.from({ length: limit - 2 }, (_, i) => ({
          user_id: me.user.id,
          brand_norm: `gone brand ${i}`,
          created_at: now,
        })),
      )
      .execute();
    const brands = await t.db
      .selectFrom('inks')
      .select('brand')
      .distinct()
      .where('deleted_at', 'is', null)
      .orderBy('brand')
      .limit(10)
      .execute();
    expect(brands.length).toBeGreaterThan(2);
    await primed(me.browser);
    const answers = await Promise.all(
      brands.map((b) =>
        me.browser.send('PUT', `/api/auth/follows/brands/${encodeURIComponent(b.brand)}`),
      ),
    );
    expectNo5xx(answers.map((r) => r.statusCode));
    const rows = await t.db
      .selectFrom('brand_follows')
      .select('brand_norm')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(rows).toHaveLength(limit);
  });
});

describe('tokens and the export', () => {
  it('lets a read token list follows but not follow; a write token follows', async () => {
    const me = await createUser(t.db);
    const them = await createUser(t.db);
    const read = await insertAccessToken(t.db, me.id, 'read');
    const write = await insertAccessToken(t.db, me.id, 'write');
    const put = (secret: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/follows/members/${them.username}`,
        headers: { authorization: `Bearer ${secret}` },
      });
    expectError(await put(read.secret), 403, 'insufficient_scope');
    expect(await followRows(me.id)).toHaveLength(0);
    expectStatus(await put(write.secret), 204);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/follows',
      headers: { authorization: `Bearer ${read.secret}` },
    });
    expectStatus(listed, 200);
    expect(json<Follows>(listed).members).toHaveLength(1);
  });

  it('exports my follows and settings, never who follows me; deleting the account removes them', async () => {
    const me = await withSession(t);
    const them = await withSession(t);
    await follow(me.browser, them.user.username);
    await follow(them.browser, me.user.username);
    await followBrand(me.browser, brand);
    expectStatus(
      await me.browser.send('PUT', '/api/auth/notifications/settings', {
        off: ['image_vote'],
        digest: 'weekly',
      }),
      200,
    );
    const res = await me.browser.get('/api/auth/export.json');
    expectStatus(res, 200);
    const data = json<SocialExport>(res);
    expect(data.follows.members.map((m) => m.username)).toEqual([them.user.username]);
    expect(data.follows.brands.map((b) => b.brand)).toEqual([brand]);
    expect(data.notificationSettings).toEqual({ off: ['image_vote'], digest: 'weekly' });
    // whom I am followed by is theirs, not mine; the unsubscribe key is never exported
    expect(res.body.match(new RegExp(them.user.username, 'g'))).toHaveLength(1);
    const key = await t.db
      .selectFrom('notification_settings')
      .select('unsubscribe_key')
      .where('user_id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(key.unsubscribe_key).toMatch(/\S{40}/);
    expect(res.body).not.toContain(key.unsubscribe_key);

    expectStatus(
      await me.browser.send('DELETE', '/api/auth/user', {
        password: me.user.password,
        confirm: 'DELETE',
      }),
      204,
    );
    for (const table of ['follows', 'brand_follows', 'notification_settings'] as const) {
      const col = table === 'follows' ? 'follower_id' : 'user_id';
      const left = await t.db.selectFrom(table).selectAll().where(col, '=', me.user.id).execute();
      expect(left, table).toHaveLength(0);
    }
    const followedBy = await t.db
      .selectFrom('follows')
      .selectAll()
      .where('followee_id', '=', me.user.id)
      .execute();
    expect(followedBy).toHaveLength(0);
  });
});
