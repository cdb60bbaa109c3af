import {
  SIGNUP_ACCEPTED,
  type CurrentUser,
  type ErrorBody,
  type SignupAccepted,
  type VerifyEmailAnswer,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '#src/lib/tokens.ts';
import {
  Browser,
  createTestApp,
  createUser,
  insertAccessToken,
  json,
  linkIn,
  outbox,
  type OutboxMail,
  signedIn,
  type TestContext,
  withSession,
} from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://inklore.test' });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const fresh = () => {
  n += 1;
  return {
    email: `Person${n}@Example.test`,
    username: `person_${n}`,
    password: 'ten chars or more',
  };
};

describe('sign up', () => {
  it('answers 202 "Check your email", signs nobody in; the mailed link verifies and signs in', async () => {
    const b = new Browser(t.app, '10.0.0.1');
    const body = fresh();
    const res = await b.post('/api/auth/signup', body);
    expect(res.statusCode, res.body).toBe(202);
    expect(json<SignupAccepted>(res)).toEqual({ message: SIGNUP_ACCEPTED });
    expect(res.body).not.toContain(body.username);
    expect(b.cookies.has('inklore_session')).toBe(false);
    expect((await b.get('/api/auth/user')).statusCode).toBe(401);

    const mails = await outbox(t.config, 1, body.email);
    const mail = mails[0];
    expect(mail?.subject).toContain('Inklore');
    expect(mail?.html).toContain('Inklore');
    if (!mail) throw new Error('no verification mail');
    const link = linkIn(mail);
    expect(link).toMatch(/^http:\/\/inklore\.test\/verify-email\?token=/);

    const token = new URL(link).searchParams.get('token') ?? '';
    const stored = await t.db.selectFrom('auth_tokens').select(['id', 'purpose']).execute();
    expect(stored.map((s) => s.id)).toContain(sha256(token));
    expect(stored.map((s) => s.id)).not.toContain(token);

    // following the link (the web app's call from /verify-email) verifies and signs in
    const other = new Browser(t.app, '10.0.0.9');
    const verify = await other.post('/api/auth/verify-email', { token });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(json<VerifyEmailAnswer>(verify)).toEqual({ signedIn: true });
    expect(typeof verify.headers['x-csrf-token']).toBe('string');
    const me = json<CurrentUser>(await other.get('/api/auth/user'));
    expect(me).toMatchObject({ username: body.username, email: body.email, emailVerified: true });
    const again = await new Browser(t.app).post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).code).toBe('invalid_token');
  });

  it('an unverified account may still sign in with its password', async () => {
    const body = fresh();
    expect((await new Browser(t.app, '10.0.0.5').post('/api/auth/signup', body)).statusCode).toBe(
      202,
    );
    await t.app.afterAnswer.idle();
    const b = new Browser(t.app, '10.0.0.6');
    const res = await b.post('/api/auth/login', { login: body.email, password: body.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<CurrentUser>(res).emailVerified).toBe(false);
  });

  it('a taken email answers as a new one; its owner is mailed, nothing else changes', async () => {
    const owner = await createUser(t.db);
    const count = async () =>
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const answer = (r: Awaited<ReturnType<Browser['post']>>) => ({
      status: r.statusCode,
      body: r.body,
      cookies: r.cookies.map((c) => c.name).sort(),
      headers: Object.keys(r.headers)
        .filter((h) => !['date', 'x-request-id', 'content-length'].includes(h))
        .sort(),
    });
    const taken = await new Browser(t.app, '10.0.0.2').post('/api/auth/signup', {
      ...fresh(),
      email: owner.email.toUpperCase(),
    });
    const created = await new Browser(t.app, '10.0.0.2').post('/api/auth/signup', fresh());
    expect(answer(taken)).toEqual(answer(created));
    expect(taken.statusCode).toBe(202);
    await t.app.afterAnswer.idle();
    expect(await count()).toBe(before + 1);

    const mails = await outbox(t.config, 1, owner.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error('no mail to the owner');
    expect(mail.subject).toBe('Inklore: someone tried to sign up with your email');
    expect(mail.text).toContain(owner.username);
    expect(mail.text).toContain('Sign in: http://inklore.test/login\n');
    expect(mail.text).toContain('Choose a new password: http://inklore.test/login?step=forgot');
    expect(mail.html).toContain('href="http://inklore.test/login?step=forgot"');
    expect(mail.text).not.toContain('token');
    // the owner's password is the one it was
    const signIn = await new Browser(t.app, '10.0.0.7').post('/api/auth/login', {
      login: owner.email,
      password: owner.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a taken username with 409 on its field, changing nothing', async () => {
    const existing = await createUser(t.db);
    const b = new Browser(t.app, '10.0.0.2');
    const dupName = await b.post('/api/auth/signup', {
      ...fresh(),
      username: existing.username.toUpperCase(),
    });
    expect(dupName.statusCode).toBe(409);
    expect(json<ErrorBody>(dupName).fields).toEqual({
      username: 'This username is taken. Try another.',
    });
    expect(t.app.afterAnswer.pending()).toBe(0);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ username: 'ab' }, 'username'],
    [{ username: 'has space' }, 'username'],
    [{ password: 'short' }, 'password'],
    [{ extra: 'x' }, 'extra'],
  ])('validates %o', async (change, field) => {
    const res = await new Browser(t.app, '10.0.0.3').post('/api/auth/signup', {
      ...fresh(),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).fields).toHaveProperty(field);
  });

  it('stores a memory-hard hash, never the password', async () => {
    const body = fresh();
    await new Browser(t.app, '10.0.0.4').post('/api/auth/signup', body);
    await t.app.afterAnswer.idle();
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(body.password);
  });
});

describe('sign in and out', () => {
  it('signs in by email or username, case-insensitively', async () => {
    const u = await createUser(t.db);
    for (const login of [u.email, u.username, u.email.toUpperCase()]) {
      const b = new Browser(t.app, `10.1.0.${login.length}`);
      const res = await b.post('/api/auth/login', { login, password: u.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<CurrentUser>(res).username).toBe(u.username);
    }
  });

  it('gives one generic answer for a wrong password, an unknown email or username', async () => {
    const u = await createUser(t.db);
    const answers = await Promise.all(
      [
        { login: u.username, password: 'wrong password!' },
        { login: 'nobody@example.test', password: 'whatever123' },
        { login: 'nobody_here', password: 'whatever123' },
      ].map(async (body, i) => {
        const res = await new Browser(t.app, `10.2.0.${i}`).post('/api/auth/login', body);
        return { status: res.statusCode, body: json<ErrorBody>(res) };
      }),
    );
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(401);
    expect(answers[0]?.body.code).toBe('invalid_credentials');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie holding only a random id', async () => {
    const u = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: await csrf(),
      payload: { login: u.username, password: u.password },
    });
    const cookie = res.cookies.find((c) => c.name === 'inklore_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const stored = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', u.id)
      .execute();
    expect(stored.map((s) => s.id)).toEqual([sha256(cookie?.value ?? '')]);
    expect(res.headers['x-csrf-token']).toEqual(expect.any(String));
  });

  it('marks the cookie Secure when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://inklore.example' });
    try {
      const u = await createUser(secure.db);
      const b = new Browser(secure.app);
      const token = json<{ csrfToken: string }>(await b.get('/api/auth/csrf-token')).csrfToken;
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: {
          'x-csrf-token': token,
          cookie: `inklore_csrf=${token}`,
          origin: 'https://inklore.example',
        },
        payload: { login: u.username, password: u.password },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.find((c) => c.name === 'inklore_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('signs out: the cookie replayed afterwards is worthless', async () => {
    const { browser } = await signedIn(t);
    const cookie = browser.cookies.get('inklore_session') ?? '';
    expect((await browser.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `inklore_session=${cookie}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('gives a new session id at sign-in (no fixation)', async () => {
    const u = await createUser(t.db);
    const b = new Browser(t.app, '10.3.0.1');
    b.cookies.set('inklore_session', 'attacker-chosen-value-attacker-chosen-value');
    await b.post('/api/auth/login', { login: u.username, password: u.password });
    const first = b.cookies.get('inklore_session');
    expect(first).not.toBe('attacker-chosen-value-attacker-chosen-value');
    // Signing in again while signed in replaces the session too, and ends the old one.
    await b.post('/api/auth/login', { login: u.username, password: u.password });
    const second = b.cookies.get('inklore_session');
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `inklore_session=${first ?? ''}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('signs out everywhere', async () => {
    const u = await createUser(t.db);
    const a = new Browser(t.app, '10.4.0.1');
    const b = new Browser(t.app, '10.4.0.2');
    await a.post('/api/auth/login', { login: u.username, password: u.password });
    await b.post('/api/auth/login', { login: u.username, password: u.password });
    expect((await a.post('/api/auth/logout-everywhere')).statusCode).toBe(204);
    expect((await a.get('/api/auth/user')).statusCode).toBe(401);
    expect((await b.get('/api/auth/user')).statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends a session idle for longer than the idle limit', async () => {
    const { browser, user } = await signedIn(t);
    const longAgo = new Date(Date.now() - 15 * 86_400_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: longAgo })
      .where('user_id', '=', user.id)
      .execute();
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('ends a session past its absolute lifetime even when in use', async () => {
    const { browser, user } = await signedIn(t);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('keeps a session in use alive and records activity', async () => {
    const { browser, user } = await signedIn(t);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: tenMinutesAgo })
      .where('user_id', '=', user.id)
      .execute();
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
    const s = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(new Date(s.last_seen_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('password reset', () => {
  it('mails a one-hour single-use link; the reset signs out every session', async () => {
    const u = await createUser(t.db);
    const other = new Browser(t.app, '10.5.0.1');
    await other.post('/api/auth/login', { login: u.username, password: u.password });
    const stolen = other.cookies.get('inklore_session') ?? '';

    const b = new Browser(t.app, '10.5.0.2');
    expect((await b.post('/api/auth/forgot-password', { email: u.email })).statusCode).toBe(204);
    const mail = (await outbox(t.config, 1, u.email)).at(-1);
    expect(mail?.subject).toContain('reset');
    const link = mail ? linkIn(mail) : '';
    expect(link).toMatch(
      /^http:\/\/inklore\.test\/reset-password#access_token=[^&]+&type=recovery$/,
    );
    const token = decodeURIComponent(/access_token=([^&]+)/.exec(link)?.[1] ?? '');
    const row = await t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('id', '=', sha256(token))
      .executeTakeFirstOrThrow();
    const ttl = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(ttl).toBe(3_600_000);

    const weak = await b.post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(
      (await b.post('/api/auth/reset-password', { token, password: 'a brand new password' }))
        .statusCode,
    ).toBe(204);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `inklore_session=${stolen}` },
    });
    expect(replay.statusCode).toBe(401);
    const reuse = await b.post('/api/auth/reset-password', {
      token,
      password: 'another new password',
    });
    expect(reuse.statusCode).toBe(400);
    expect(json<ErrorBody>(reuse).code).toBe('invalid_token');
    expect(
      (await b.post('/api/auth/login', { login: u.username, password: u.password })).statusCode,
    ).toBe(401);
    expect(
      (await b.post('/api/auth/login', { login: u.username, password: 'a brand new password' }))
        .statusCode,
    ).toBe(200);
  });

  it('revokes every access token of the account, each revocation audited', async () => {
    const u = await createUser(t.db);
    const other = await createUser(t.db);
    const mine = await insertAccessToken(t.db, u.id, 'write', { name: 'made by a thief' });
    const theirs = await insertAccessToken(t.db, other.id, 'read');
    const read = (secret: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await read(mine.secret)).statusCode).toBe(200);

    const b = new Browser(t.app, '10.5.1.2');
    await b.post('/api/auth/forgot-password', { email: u.email });
    const mail = (await outbox(t.config, 1, u.email)).at(-1);
    const token = decodeURIComponent(
      /access_token=([^&]+)/.exec(mail ? linkIn(mail) : '')?.[1] ?? '',
    );
    expect(
      (await b.post('/api/auth/reset-password', { token, password: 'a brand new password' }))
        .statusCode,
    ).toBe(204);

    const after = await read(mine.secret);
    expect(after.statusCode).toBe(401);
    expect(json<ErrorBody>(after).code).toBe('invalid_token');
    expect((await read(theirs.secret)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'details'])
      .where('target_type', '=', 'access_token')
      .where('target_id', '=', mine.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(u.id);
    expect(audit[0]?.action).toBe('token.revoke');
    expect(JSON.parse(String(audit[0]?.details))).toMatchObject({
      name: 'made by a thief',
      reason: 'password reset',
    });
  });

  it('refuses an expired token', async () => {
    const u = await createUser(t.db);
    const b = new Browser(t.app, '10.6.0.1');
    await b.post('/api/auth/forgot-password', { email: u.email });
    const mail = (await outbox(t.config, 1, u.email)).at(-1);
    const token = decodeURIComponent(/access_token=([^&\s]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', sha256(token))
      .execute();
    const res = await b.post('/api/auth/reset-password', {
      token,
      password: 'a brand new password',
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).code).toBe('invalid_token');
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = (await outbox(t.config, 0)).length;
    const res = await new Browser(t.app, '10.7.0.1').post('/api/auth/forgot-password', {
      email: 'ghost@example.test',
    });
    expect(res.statusCode).toBe(204);
    await t.app.afterAnswer.idle();
    expect((await outbox(t.config, 0)).length).toBe(before);
  });
});

describe('verification', () => {
  it('resends a link (the old one stops working); refuses when already verified', async () => {
    const { browser, user } = await signedIn(t, { verified: false });
    expect((await browser.post('/api/auth/resend-verification')).statusCode).toBe(204);
    const firstMails = await outbox(t.config, 1, user.email);
    expect((await browser.post('/api/auth/resend-verification')).statusCode).toBe(204);
    const mails = await outbox(t.config, 2, user.email);
    expect(mails).toHaveLength(2);
    const tokenOf = (m: OutboxMail | undefined) =>
      new URL(m ? linkIn(m) : 'http://x').searchParams.get('token') ?? '';
    const first = tokenOf(firstMails[0]);
    const second = tokenOf(mails.find((m) => tokenOf(m) !== first));
    expect((await browser.post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    const verified = await browser.post('/api/auth/verify-email', { token: second });
    expect(verified.statusCode).toBe(200);
    // signed in already as the same member: the session stays as it was
    expect(json<VerifyEmailAnswer>(verified)).toEqual({ signedIn: true });
    expect(verified.cookies.map((c) => c.name)).not.toContain('inklore_session');
    const again = await browser.post('/api/auth/resend-verification');
    expect(again.statusCode).toBe(409);
  });

  it("the link signs in neither past a second factor nor over another member's session", async () => {
    const tokenFor = async (browser: Browser, email: string) => {
      expect((await browser.post('/api/auth/resend-verification')).statusCode).toBe(204);
      const mail = (await outbox(t.config, 1, email)).at(-1);
      return new URL(mail ? linkIn(mail) : 'http://x').searchParams.get('token') ?? '';
    };
    const twoFactor = await withSession(t, { verified: false, totp: true });
    const b = new Browser(t.app, '10.8.0.1');
    const res = await b.post('/api/auth/verify-email', {
      token: await tokenFor(twoFactor.browser, twoFactor.user.email),
    });
    expect(res.statusCode).toBe(200);
    expect(json<VerifyEmailAnswer>(res)).toEqual({ signedIn: false });
    expect(b.cookies.has('inklore_session')).toBe(false);

    const member = await withSession(t, { verified: false });
    const someoneElse = await withSession(t);
    const other = await someoneElse.browser.post('/api/auth/verify-email', {
      token: await tokenFor(member.browser, member.user.email),
    });
    expect(json<VerifyEmailAnswer>(other)).toEqual({ signedIn: false });
    const me = json<CurrentUser>(await someoneElse.browser.get('/api/auth/user'));
    expect(me.id).toBe(someoneElse.user.id);
    const verified = await t.db
      .selectFrom('users')
      .select(['id', 'email_verified'])
      .where('id', 'in', [twoFactor.user.id, member.user.id])
      .execute();
    expect(verified.map((v) => v.email_verified)).toEqual([1, 1]);
  });

  it('refuses an expired verification token', async () => {
    const { browser, user } = await signedIn(t, { verified: false });
    await browser.post('/api/auth/resend-verification');
    const mail = (await outbox(t.config, 1, user.email)).at(-1);
    const token = new URL(mail ? linkIn(mail) : 'http://x').searchParams.get('token') ?? '';
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', sha256(token))
      .execute();
    expect((await browser.post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('edits display name, names and bio; empty text clears a field', async () => {
    const { browser } = await signedIn(t);
    const res = await browser.send('PATCH', '/api/auth/user', {
      displayName: '  Ink Fiend ',
      firstName: 'Ada',
      lastName: 'Lovelace',
      bio: 'Blue-blacks, mostly.',
    });
    expect(res.statusCode).toBe(200);
    expect(json<CurrentUser>(res)).toMatchObject({
      displayName: 'Ink Fiend',
      firstName: 'Ada',
      bio: 'Blue-blacks, mostly.',
    });
    const cleared = await browser.send('PATCH', '/api/auth/user', { bio: '' });
    expect(json<CurrentUser>(cleared).bio).toBeNull();
    expect(json<CurrentUser>(cleared).displayName).toBe('Ink Fiend');
    const tooLong = await browser.send('PATCH', '/api/auth/user', { bio: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(json<CurrentUser>(await browser.get('/api/auth/user')).bio).toBeNull();
  });

  it('shows a public profile without the email', async () => {
    const u = await createUser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${u.username.toUpperCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(u.email);
    expect(res.body).not.toContain('email');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/nobody_at_all' })).statusCode,
    ).toBe(404);
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const u = await createUser(t.db);
    const here = new Browser(t.app, '10.8.0.1');
    const there = new Browser(t.app, '10.8.0.2');
    await here.post('/api/auth/login', { login: u.username, password: u.password });
    await there.post('/api/auth/login', { login: u.username, password: u.password });
    const wrong = await here.post('/api/auth/password', {
      currentPassword: 'not it at all',
      newPassword: 'a better password',
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await here.post('/api/auth/password', {
      currentPassword: u.password,
      newPassword: 'a better password',
    });
    expect(ok.statusCode).toBe(204);
    expect((await here.get('/api/auth/user')).statusCode).toBe(200);
    expect((await there.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('deletes the account with its password; the session ends', async () => {
    const { browser, user } = await signedIn(t);
    const noConfirm = await browser.send('DELETE', '/api/auth/user', { password: user.password });
    expect(noConfirm.statusCode).toBe(400);
    const wrong = await browser.send('DELETE', '/api/auth/user', {
      password: 'wrong one!',
      confirm: 'DELETE',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await browser.send('DELETE', '/api/auth/user', {
      password: user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode).toBe(204);
    expect((await browser.get('/api/auth/user')).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
  });
});

async function csrf(): Promise<Record<string, string>> {
  const b = new Browser(t.app);
  const token = json<{ csrfToken: string }>(await b.get('/api/auth/csrf-token')).csrfToken;
  return { 'x-csrf-token': token, cookie: `inklore_csrf=${token}` };
}
