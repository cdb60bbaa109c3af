import type { Comparison, Relation } from '@inklore/contract';
import { MEMBER_MESSAGES } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { Browser, fileTestApp, json, withSession } from '../../../test/helpers.ts';
import {
  collection,
  distinctInks,
  expectError,
  keep,
  publicCollection,
  restrict,
} from './members.test-kit.ts';

const { t } = fileTestApp();

async function compareWith(b: Browser, username: string): Promise<{ body: string; c: Comparison }> {
  const res = await b.get(`/api/users/${username}/compare`);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, c: json<Comparison>(res) };
}

const ids = (list: { id: number }[]) => list.map((i) => i.id);

describe('GET /api/users/{username}/compare', () => {
  it('counts only what each member made public: never a private collection or hidden owned ink', async () => {
    const [both, onlyThem, onlyMe, privateInk, ownedHidden, myHidden] = await distinctInks(t, 6);
    if (!both || !onlyThem || !onlyMe || !privateInk || !ownedHidden || !myHidden)
      throw new Error();
    const them = await withSession(t);
    const me = await withSession(t);
    await publicCollection(them.browser, 'Blues I love', [both.id, onlyThem.id]);
    await collection(them.browser, 'Secret drawer', [privateInk.id], false);
    await keep(them.browser, ownedHidden.id);
    await publicCollection(me.browser, 'Mine', [both.id, onlyMe.id]);
    // my own owned ink with "show my ink colours" off counts for nothing either
    await keep(me.browser, myHidden.id);
    // an ink they hold privately that I hold publicly is only mine
    await publicCollection(me.browser, 'Also mine', [privateInk.id]);

    const { body, c } = await compareWith(me.browser, them.user.username);
    expect(c.them.username).toBe(them.user.username);
    expect(ids(c.both)).toEqual([both.id]);
    expect(ids(c.onlyThem)).toEqual([onlyThem.id]);
    expect(ids(c.onlyMe).sort()).toEqual([onlyMe.id, privateInk.id].sort());
    expect(c.minePublicEmpty).toBe(false);
    for (const hidden of [ownedHidden, myHidden]) {
      expect(body.toLowerCase()).not.toContain(hidden.name.toLowerCase());
    }
    expect(body).not.toContain('Secret drawer');
    expect(body).not.toContain('@example.test');
  });

  it('counts owned inks once a member shows their ink colours', async () => {
    const [ink] = await distinctInks(t, 1, 40);
    if (!ink) throw new Error();
    const them = await withSession(t);
    const me = await withSession(t);
    await keep(them.browser, ink.id, 'owned', 'sample');
    expect(ids((await compareWith(me.browser, them.user.username)).c.onlyThem)).toEqual([]);
    const on = await them.browser.send('PATCH', '/api/auth/user', { showInkColors: true });
    expect(on.statusCode, on.body).toBe(200);
    const { c } = await compareWith(me.browser, them.user.username);
    expect(ids(c.onlyThem)).toEqual([ink.id]);
    // a wishlist ink is never an owned one
    const [wished] = await distinctInks(t, 1, 60);
    if (!wished) throw new Error();
    await keep(them.browser, wished.id, 'wishlist');
    expect(ids((await compareWith(me.browser, them.user.username)).c.onlyThem)).toEqual([ink.id]);
  });

  it('says when my side is empty, sorts by brand and name, and leaves out removed inks', async () => {
    const inks = await t.db
      .selectFrom('inks')
      .select(['id', 'brand', 'name'])
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(6)
      .execute();
    const them = await withSession(t);
    const me = await withSession(t);
    await publicCollection(
      them.browser,
      'Many',
      inks.map((i) => i.id),
    );
    const first = await compareWith(me.browser, them.user.username);
    expect(first.c.minePublicEmpty).toBe(true);
    expect(first.c.both).toEqual([]);
    expect(first.c.onlyMe).toEqual([]);
    const order = first.c.onlyThem.map((i) => [i.brand.toLowerCase(), i.name.toLowerCase()]);
    expect(order).toEqual(
      [...order].sort((a, b) =>
        a[0] === b[0]
          ? (a[1] ?? '').localeCompare(b[1] ?? '')
          : (a[0] ?? '').localeCompare(b[0] ?? ''),
      ),
    );
    expect(first.c.onlyThem).toHaveLength(6);
    // an ink taken out of the catalogue leaves the comparison
    const removed = inks[0];
    if (!removed) throw new Error();
    const admin = await withSession(t, { role: 'admin', totp: true });
    expect((await admin.browser.send('DELETE', `/api/inks/${removed.id}`)).statusCode).toBe(204);
    const after = await compareWith(me.browser, them.user.username);
    expect(ids(after.c.onlyThem)).not.toContain(removed.id);
    expect(after.c.onlyThem).toHaveLength(5);
    expect(
      (await admin.browser.post(`/api/inks/${removed.id}/restore`, {})).statusCode,
    ).toBeLessThan(300);
  });

  it('is for signed-in members; unknown and suspended members are 404; a block either way 403', async () => {
    const them = await withSession(t);
    const me = await withSession(t);
    expectError(
      await new Browser(t.app, '10.71.0.1').get(`/api/users/${them.user.username}/compare`),
      401,
      'unauthorized',
    );
    expectError(
      await me.browser.get('/api/users/nobody-has-this-name/compare'),
      404,
      'not_found',
      MEMBER_MESSAGES.userNotFound,
    );
    // an unverified member may compare: it shows only what is public
    const fresh = await withSession(t, { verified: false });
    expect((await fresh.browser.get(`/api/users/${them.user.username}/compare`)).statusCode).toBe(
      200,
    );

    const blocker = await withSession(t);
    expect(
      (await blocker.browser.send('PUT', `/api/auth/blocks/${me.user.username}`)).statusCode,
    ).toBe(204);
    for (const [who, other] of [
      [me, blocker],
      [blocker, me],
    ] as const) {
      expectError(
        await who.browser.get(`/api/users/${other.user.username}/compare`),
        403,
        'forbidden',
        MEMBER_MESSAGES.blocked,
      );
    }

    await restrict(t, them.user.id, 'suspended');
    expectError(
      await me.browser.get(`/api/users/${them.user.username}/compare`),
      404,
      'not_found',
      MEMBER_MESSAGES.userNotFound,
    );
    // a limited member is still there to compare with
    const limited = await withSession(t);
    await restrict(t, limited.user.id, 'limited');
    expect((await me.browser.get(`/api/users/${limited.user.username}/compare`)).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/auth/relations/{username}', () => {
  it('tells whether we follow each other and whether I blocked them, never whether they blocked me', async () => {
    const a = await withSession(t);
    const b = await withSession(t);
    const relationOf = async (from: typeof a, to: typeof b) => {
      const res = await from.browser.get(`/api/auth/relations/${to.user.username}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<Relation>(res);
    };
    expect(await relationOf(a, b)).toEqual({ following: false, followsMe: false, blocked: false });
    await t.db
      .insertInto('follows')
      .values({
        follower_id: b.user.id,
        followee_id: a.user.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await relationOf(a, b)).toEqual({ following: false, followsMe: true, blocked: false });
    expect(await relationOf(b, a)).toEqual({ following: true, followsMe: false, blocked: false });
    expect((await a.browser.send('PUT', `/api/auth/blocks/${b.user.username}`)).statusCode).toBe(
      204,
    );
    // the block ended the follow
    expect(await relationOf(a, b)).toEqual({ following: false, followsMe: false, blocked: true });
    expect(await relationOf(b, a)).toEqual({ following: false, followsMe: false, blocked: false });
    expectError(await a.browser.get('/api/auth/relations/nobody-has-this-name'), 404, 'not_found');
    expect(await relationOf(a, a)).toEqual({ following: false, followsMe: false, blocked: false });
  });
});
