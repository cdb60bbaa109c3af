import type {
  CrowdData,
  CurrentUser,
  ErrorBody,
  Ink,
  PropertyVotes,
  RestrictedMember,
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

/**
 * Trust levels (ADR 041): limits and suspensions with a reason and one appeal,
 * the staff's view of an ink's crowd data and its reset, and where new accounts come from.
 */

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp();
  freshInk = await inkSupply(t.db, 650, 40);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.81.0.1');
const moderator = () => withSession(t, { role: 'moderator', totp: true });

function expectError(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json<ErrorBody>(res);
  expect(body.code).toBe(code);
  return body;
}

async function audit(action: string, targetId: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'details'])
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();
}

async function restrict(
  staff: Browser,
  id: number,
  restriction: 'limited' | 'suspended',
  reason = 'Spam links in three comments.',
) {
  const res = await staff.send('PUT', `/api/admin/users/${id}/restriction`, {
    restriction,
    reason,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<RestrictedMember>(res);
}

describe('limits and suspensions', () => {
  it('a limit stops what others see, keeps private things, and says why', async () => {
    const staff = await moderator();
    const m = await withSession(t, { ageDays: 3 });
    const inkId = freshInk();
    const limited = await restrict(staff.browser, m.user.id, 'limited');
    expect(limited).toMatchObject({
      username: m.user.username,
      restriction: 'limited',
      reason: 'Spam links in three comments.',
      restrictedBy: staff.user.username,
      appeal: 'open',
    });
    const refused = expectError(
      await m.browser.post(`/api/inks/${inkId}/comments`, { content: 'Buy now' }),
      403,
      'account_limited',
    );
    expect(refused.message).toContain('Spam links in three comments.');
    expect(refused.message).toContain('appeal');
    expectError(
      await m.browser.post('/api/auth/collections', { name: 'Shown', isPublic: true }),
      403,
      'account_limited',
    );
    // private things go on
    expect(
      (await m.browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' })).statusCode,
    ).toBe(201);
    expect(
      (await m.browser.post('/api/auth/collections', { name: 'Mine', isPublic: false })).statusCode,
    ).toBe(201);
    const me = json<CurrentUser>(await m.browser.get('/api/auth/user'));
    expect(me.standing).toMatchObject({
      restriction: 'limited',
      reason: 'Spam links in three comments.',
      appeal: 'open',
    });
    const [entry] = await audit('user.limit', m.user.id);
    expect(entry?.actor_id).toBe(staff.user.id);
  });

  it('a suspension leaves reading, the appeal and the account itself', async () => {
    const staff = await moderator();
    const m = await withSession(t, { ageDays: 3 });
    const inkId = freshInk();
    await restrict(staff.browser, m.user.id, 'suspended', 'Threats to another member.');
    expectError(
      await m.browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' }),
      403,
      'account_suspended',
    );
    expectError(
      await m.browser.send('PATCH', '/api/auth/user', { bio: 'hello' }),
      403,
      'account_suspended',
    );
    expect((await m.browser.get(`/api/inks/${inkId}`)).statusCode).toBe(200);
    expect((await m.browser.get('/api/auth/inventory')).statusCode).toBe(200);
    // an odd spelling of the path is the same route, and refused the same
    expectError(
      await m.browser.post(`/api/inks/00${inkId}/collection?`, { status: 'owned' }),
      403,
      'account_suspended',
    );
    const appeal = await m.browser.post('/api/auth/appeal', { text: 'It was my brother.' });
    expect(appeal.statusCode, appeal.body).toBe(204);
    expectError(
      await m.browser.post('/api/auth/appeal', { text: 'Again please.' }),
      409,
      'conflict',
    );
    expect(json<CurrentUser>(await m.browser.get('/api/auth/user')).standing.appeal).toBe(
      'pending',
    );
    expect((await audit('user.appeal', m.user.id)).length).toBe(1);
  });

  it('staff read appeals first, keep or lift the restriction; the member appeals once', async () => {
    const staff = await moderator();
    const m = await withSession(t, { ageDays: 3 });
    const other = await withSession(t, { ageDays: 3 });
    await restrict(staff.browser, other.user.id, 'limited');
    await restrict(staff.browser, m.user.id, 'limited');
    await m.browser.post('/api/auth/appeal', { text: 'I will stop.' });
    const list = json<RestrictedMember[]>(await staff.browser.get('/api/admin/restrictions'));
    const pendingFirst = list.findIndex((r) => r.appeal === 'pending');
    expect(list[0]?.appeal).toBe('pending');
    expect(list[pendingFirst]).toMatchObject({
      username: m.user.username,
      appealText: 'I will stop.',
    });
    expect(list.some((r) => r.username === other.user.username)).toBe(true);

    const kept = await staff.browser.post(`/api/admin/users/${m.user.id}/restriction/uphold`);
    expect(json<RestrictedMember>(kept).appeal).toBe('upheld');
    expectError(await m.browser.post('/api/auth/appeal', { text: 'Once more.' }), 409, 'conflict');
    expectError(
      await staff.browser.post(`/api/admin/users/${m.user.id}/restriction/uphold`),
      409,
      'conflict',
    );

    const lifted = await staff.browser.send('DELETE', `/api/admin/users/${m.user.id}/restriction`);
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect(json<CurrentUser>(await m.browser.get('/api/auth/user')).standing).toEqual({
      restriction: null,
      reason: null,
      since: null,
      appeal: null,
    });
    const inkId = freshInk();
    expect(
      (await m.browser.post(`/api/inks/${inkId}/comments`, { content: 'Back, politely.' }))
        .statusCode,
    ).toBe(201);
    expect((await audit('user.appeal_upheld', m.user.id)).length).toBe(1);
    expect((await audit('user.lift', m.user.id)).length).toBe(1);
    expectError(
      await staff.browser.send('DELETE', `/api/admin/users/${m.user.id}/restriction`),
      409,
      'conflict',
    );
  });

  it('refuses staff targets, oneself, unknown members and bad reasons, changing nothing', async () => {
    const staff = await moderator();
    const peer = await moderator();
    const m = await withSession(t);
    const put = (id: number, body: unknown) =>
      staff.browser.send('PUT', `/api/admin/users/${id}/restriction`, body);
    expectError(await put(peer.user.id, { restriction: 'limited', reason: 'x' }), 403, 'forbidden');
    expectError(
      await put(staff.user.id, { restriction: 'limited', reason: 'x' }),
      403,
      'forbidden',
    );
    expectError(await put(99_999_999, { restriction: 'limited', reason: 'x' }), 404, 'not_found');
    for (const bad of [
      { restriction: 'banned', reason: 'x' },
      { restriction: 'limited', reason: '' },
      { restriction: 'limited', reason: 'x'.repeat(501) },
      { restriction: 'limited', reason: 'bell\u0007' },
      { restriction: 'limited' },
    ]) {
      expectError(await put(m.user.id, bad), 400, 'validation_failed');
    }
    expect(json<CurrentUser>(await m.browser.get('/api/auth/user')).standing.restriction).toBe(
      null,
    );
    expectError(
      await m.browser.post('/api/auth/appeal', { text: 'Nothing to appeal.' }),
      409,
      'conflict',
    );
    // members and visitors cannot restrict anyone
    const member = await withSession(t);
    expectError(
      await member.browser.send('PUT', `/api/admin/users/${m.user.id}/restriction`, {
        restriction: 'limited',
        reason: 'x',
      }),
      403,
      'forbidden',
    );
    expectError(await visitor().get('/api/admin/restrictions'), 401, 'unauthorized');
  });

  it("a limited member's votes stop counting, and the ink's filters follow at once", async () => {
    const staff = await moderator();
    const inkId = freshInk();
    const voters = [];
    for (let i = 0; i < 3; i++) {
      const s = await withSession(t, { trusted: true });
      await s.browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' });
      const res = await s.browser.send('PUT', `/api/inks/${inkId}/property-votes`, {
        sheen: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      voters.push(s);
    }
    const props = async () => json<Ink>(await visitor().get(`/api/inks/${inkId}`)).properties;
    expect(await props()).toContain('Sheening');
    await restrict(staff.browser, voters[0]?.user.id ?? 0, 'limited');
    expect(await props()).not.toContain('Sheening');
    const dist = json<PropertyVotes>(await visitor().get(`/api/inks/${inkId}/property-votes`));
    expect(dist.sheen).toEqual({ yes: 2, no: 0 });
    await staff.browser.send('DELETE', `/api/admin/users/${voters[0]?.user.id}/restriction`);
    expect(await props()).toContain('Sheening');
  });
});

describe("an ink's crowd data, for staff", () => {
  it('lists each vote with its voter and whether it counts; resets are audited', async () => {
    const staff = await moderator();
    const inkId = freshInk();
    const trusted = [];
    for (let i = 0; i < 3; i++) {
      const s = await withSession(t, { trusted: true });
      await s.browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' });
      await s.browser.send('PUT', `/api/inks/${inkId}/property-votes`, { scent: true });
      trusted.push(s);
    }
    const fresh = await withSession(t);
    await fresh.browser.post(`/api/inks/${inkId}/collection`, { status: 'tried' });
    await fresh.browser.send('PUT', `/api/inks/${inkId}/property-votes`, { scent: false });
    const props = async () => json<Ink>(await visitor().get(`/api/inks/${inkId}`)).properties;
    expect(await props()).toContain('Scented');

    const data = json<CrowdData>(await staff.browser.get(`/api/admin/inks/${inkId}/crowd-data`));
    expect(data.propertyVotes).toHaveLength(4);
    const freshVote = data.propertyVotes.find((v) => v.userId === fresh.user.id);
    expect(freshVote).toMatchObject({ property: 'scent', value: 'no', counted: false });
    expect(data.propertyVotes.filter((v) => v.trusted)).toHaveLength(3);

    const one = await staff.browser.send(
      'DELETE',
      `/api/admin/inks/${inkId}/votes?kind=property&userId=${trusted[0]?.user.id}`,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(json<CrowdData>(one).propertyVotes).toHaveLength(3);
    expect(await props()).not.toContain('Scented'); // 2 trusted voters of 2: too few
    const all = await staff.browser.send('DELETE', `/api/admin/inks/${inkId}/votes?kind=property`);
    expect(json<CrowdData>(all).propertyVotes).toHaveLength(0);
    const entries = await audit('votes.reset', inkId);
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => (JSON.parse(e.details) as { removed: number }).removed)).toEqual([
      1, 3,
    ]);
    expectError(
      await staff.browser.send('DELETE', `/api/admin/inks/${inkId}/votes?kind=everything`),
      400,
      'validation_failed',
    );
    expectError(
      await staff.browser.send('DELETE', `/api/admin/inks/${inkId}/votes?kind=image&userId=0`),
      400,
      'validation_failed',
    );
    expectError(await staff.browser.get('/api/admin/inks/99999999/crowd-data'), 404, 'not_found');
    const member = await withSession(t);
    expectError(await member.browser.get(`/api/admin/inks/${inkId}/crowd-data`), 403, 'forbidden');
  });
});

describe('where new accounts come from', () => {
  async function signUp(ip: string) {
    const b = new Browser(t.app, ip);
    const name = `net${Math.random().toString(36).slice(2, 10)}`;
    const res = await b.post('/api/auth/signup', {
      email: `${name}@example.test`,
      username: name,
      password: 'a long enough password',
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.afterAnswer.idle(); // the account is made after the answer (ADR 040)
    return t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
  }

  it('keeps the network, never the address, and groups accounts made together', async () => {
    const a = await signUp('198.51.100.17');
    const b = await signUp('198.51.100.200');
    const c = await signUp('203.0.113.5');
    const d = await signUp('198.51.100.3');
    expect(a.signup_network).toBe('198.51.100.0/24');
    expect(JSON.stringify(a)).not.toContain('198.51.100.17');
    expect(a.signup_cluster).toBeNull();
    expect(b.signup_cluster).toBe(a.id);
    expect(d.signup_cluster).toBe(a.id);
    expect(c.signup_network).toBe('203.0.113.0/24');
    expect(c.signup_cluster).toBeNull();
  });

  it('starts a new group when the last sign-up from the network is over an hour old', async () => {
    const a = await signUp('192.0.2.10');
    await t.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('id', '=', a.id)
      .execute();
    const b = await signUp('192.0.2.11');
    expect(b.signup_network).toBe('192.0.2.0/24');
    expect(b.signup_cluster).toBeNull();
  });
});
