import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { CurrentUser, ErrorBody } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '#src/app-instance.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import { insertUser } from '#src/shared/user-records/user-records.queries.ts';
import { normEmail, normUsername } from '#src/shared/user-records/user-names.ts';
import {
  Browser,
  createTestApp,
  csrfHeaders,
  hashPassword,
  json,
  newTotpSecret,
  totpCode,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  startLocalOidc,
  type LocalOidc,
  type LocalOidcUser,
} from '../../../../e2e/support/oidc-provider.ts';
import { OIDC_BROWSER_COOKIE } from './oidc.routes.ts';
import { usernameBase } from './oidc.service.ts';

/**
 * Sign-in with OpenID Connect against a real provider (oidc-provider on loopback). The app
 * is called with inject; the provider's login form is filled over HTTP like a browser would,
 * redirects followed by hand and the provider's cookies kept.
 */

// Nothing listens here: the app is reached through inject. It only names the redirect URI.
const PUBLIC_URL = 'http://127.0.0.1:38117';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/local/callback`;
const PASSWORD = 'provider-password';

const user = (username: string, extra: Partial<LocalOidcUser> = {}): LocalOidcUser => ({
  username,
  password: PASSWORD,
  email: `${username}@oidc.example`,
  emailVerified: true,
  name: `${username} at Local ID`,
  ...extra,
});

const USERS: LocalOidcUser[] = [
  user('ada', { name: 'Ada Lovelace' }),
  user('linker', { email: 'Member.Linked@Example.org' }),
  user('sneaky', { email: 'victim@example.org', emailVerified: false }),
  user('claimer', { email: 'unproven@example.org' }),
  user('fresh', { email: 'fresh@oidc.example', emailVerified: false }),
  user('nomail', { email: undefined }),
  user('twofa', { email: 'twofa@example.org' }),
  user('Zoë Smith!', { email: 'zoe@oidc.example' }),
  user('taken', { email: 'taken.second@oidc.example' }),
  user('replay'),
  user('late'),
  user('binder'),
  user('mallory'),
];

/** The provider's cookies, as a browser keeps them (one host, so paths are not needed). */
class CookieJar {
  private readonly jar = new Map<string, string>();
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
        return false;
      });
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
  header(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Plays the browser at the provider from the authorization URL until the provider sends it
 * back to the app; returns that callback as a path with its query.
 */
async function atProvider(
  authorizationUrl: string,
  who: { username: string; password?: string; cancel?: boolean },
): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    if (url.startsWith(`${PUBLIC_URL}/`)) return url.slice(PUBLIC_URL.length);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    // The login page of the local provider: labelled fields and two forms.
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    const action = /action="([^"]+\/(?:login|abort))"/g;
    const actions = [...html.matchAll(action)].map((m) => m[1] ?? '');
    const target = actions.find((a) => a.endsWith(who.cancel ? '/abort' : '/login'));
    if (!target) throw new Error(`no form in ${html}`);
    const post = await fetch(new URL(target, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: who.username,
        password: who.password ?? PASSWORD,
      }).toString(),
    });
    jar.store(post);
    const next = post.headers.get('location');
    if (!next) throw new Error(`login at the provider failed: ${post.status}`);
    url = new URL(next, url).href;
  }
  throw new Error('too many redirects at the provider');
}

describe('sign-in with OpenID Connect', () => {
  let oidc: LocalOidc;
  let t: TestContext;
  let dataDir: string;

  beforeAll(async () => {
    oidc = await startLocalOidc({ port: 0, redirectUri: CALLBACK, users: USERS });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-oidc-'));
    t = await createTestApp({
      DATA_DIR: dataDir,
      PUBLIC_URL,
      OIDC_PROVIDERS: 'local,broken',
      OIDC_LOCAL_ISSUER: oidc.issuer,
      OIDC_LOCAL_CLIENT_ID: oidc.clientId,
      OIDC_LOCAL_CLIENT_SECRET: oidc.clientSecret,
      OIDC_LOCAL_LABEL: 'Local ID',
      // Nothing listens on port 9 of loopback: discovery fails.
      OIDC_BROKEN_ISSUER: 'http://127.0.0.1:9',
      OIDC_BROKEN_CLIENT_ID: 'nobody',
      OIDC_BROKEN_CLIENT_SECRET: 'broken-secret',
    });
  });

  afterAll(async () => {
    await t.close();
    await oidc.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let browsers = 0;
  /** A browser of its own: its cookies and its IP address, as each person signing in has. */
  function browser(): Browser {
    browsers += 1;
    return new Browser(t.app, `10.61.${Math.floor(browsers / 250)}.${browsers % 250}`);
  }

  /** Starts a sign-in in a browser, which keeps the cookie it gets; returns the provider's URL. */
  async function start(b: Browser, provider = 'local') {
    const res = await b.get(`/api/auth/oidc/${provider}/start`);
    expect(res.statusCode).toBe(302);
    return String(res.headers.location);
  }

  /** The app's answer to the provider's redirect: where it sends the browser, its cookies. */
  async function callback(b: Browser, path: string) {
    const res = await b.get(path);
    expect(res.statusCode).toBe(302);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    return { location: String(res.headers.location), cookies };
  }

  async function signIn(username: string, b = browser()) {
    return callback(b, await atProvider(await start(b), { username }));
  }

  const stateOf = (callbackPath: string) =>
    new URL(callbackPath, PUBLIC_URL).searchParams.get('state') ?? '';

  const stateRows = (...states: string[]) =>
    t.db.selectFrom('oidc_states').selectAll().where('state', 'in', states).execute();

  /** Code exchanges at the provider so far. */
  const tokenRequests = () => oidc.requests.filter((r) => r === 'POST /token').length;

  async function me(session: string | undefined) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: session ? { inklore_session: session } : {},
    });
    return { status: res.statusCode, user: json<CurrentUser>(res) };
  }

  async function passwordAccount(email: string, username: string, verified: boolean) {
    const now = nowIso();
    return insertUser(t.db, {
      username,
      username_norm: normUsername(username),
      email,
      email_norm: normEmail(email),
      password_hash: await hashPassword('a long local password'),
      email_verified: verified ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
  }

  const identities = (userId: number) =>
    t.db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).execute();

  it('lists the configured providers by id and label, never their secrets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([
      { id: 'local', label: 'Local ID' },
      { id: 'broken', label: 'broken' },
    ]);
    expect(res.body).not.toContain(oidc.clientSecret);
    expect(res.body).not.toContain('broken-secret');
    expect(res.body).not.toContain(oidc.issuer);
  });

  it('starts at the provider with PKCE (S256), state and nonce, remembered for 10 minutes', async () => {
    const before = Date.now();
    const location = new URL(await start(browser()));
    expect(location.origin).toBe(oidc.issuer);
    expect(location.pathname).toBe('/auth');
    const q = location.searchParams;
    expect(q.get('client_id')).toBe(oidc.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(location.href).not.toContain(oidc.clientSecret);
    const state = q.get('state') ?? '';
    const nonce = q.get('nonce') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(nonce.length).toBeGreaterThanOrEqual(32);
    expect(nonce).not.toBe(state);

    const row = await t.db
      .selectFrom('oidc_states')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(row.provider).toBe('local');
    expect(row.nonce).toBe(nonce);
    // The challenge is the SHA-256 of the verifier kept on the server; the verifier never
    // leaves it.
    const challenge = createHash('sha256').update(row.code_verifier).digest('base64url');
    expect(q.get('code_challenge')).toBe(challenge);
    expect(location.href).not.toContain(row.code_verifier);
    const expires = Date.parse(toIso(row.expires_at));
    expect(expires - before).toBeGreaterThan(9 * 60_000);
    expect(expires - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('creates an account at the first sign-in, then signs in to it again', async () => {
    const first = await signIn('ada');
    expect(first.location).toBe('/oauth-callback?status=success');
    expect(first.cookies['inklore_session']).toBeTruthy();
    const { status, user } = await me(first.cookies['inklore_session']);
    expect(status).toBe(200);
    expect(user).toMatchObject({
      username: 'ada',
      email: 'ada@oidc.example',
      emailVerified: true,
      displayName: 'Ada Lovelace',
      hasPassword: false,
      role: 'user',
    });
    const linked = await identities(user.id);
    expect(linked).toMatchObject([{ provider: 'local', subject: 'sub-ada' }]);
    // This provider keeps the email out of the ID token: it was read from UserInfo.
    expect(oidc.requests).toContain('GET /me');

    const second = await signIn('ada');
    expect(second.location).toBe('/oauth-callback?status=success');
    expect(second.cookies['inklore_session']).not.toBe(first.cookies['inklore_session']);
    const again = await me(second.cookies['inklore_session']);
    expect(again.user.id).toBe(user.id);
    expect(await identities(user.id)).toHaveLength(1);
    // The provider was discovered once for all these sign-ins.
    const discoveries = oidc.requests.filter((r) => r.endsWith('/openid-configuration'));
    expect(discoveries).toHaveLength(1);
    const count = await t.db
      .selectFrom('users')
      .where('email_norm', '=', 'ada@oidc.example')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('links a verified provider email to the password account with that verified email', async () => {
    const account = await passwordAccount('member.linked@example.org', 'linked_member', true);
    const { location, cookies } = await signIn('linker');
    expect(location).toBe('/oauth-callback?status=success');
    const { user } = await me(cookies['inklore_session']);
    expect(user.id).toBe(account.id);
    expect(user.username).toBe('linked_member');
    expect(user.hasPassword).toBe(true);
    expect(await identities(account.id)).toMatchObject([
      { provider: 'local', subject: 'sub-linker' },
    ]);
  });

  it('never links an email the provider does not vouch for (email_in_use)', async () => {
    const victim = await passwordAccount('victim@example.org', 'victim', true);
    const { location, cookies } = await signIn('sneaky');
    expect(location).toBe('/oauth-callback?error=email_in_use');
    expect(cookies['inklore_session']).toBeUndefined();
    expect(await identities(victim.id)).toHaveLength(0);
  });

  it('does not link to an account whose own email was never verified (email_in_use)', async () => {
    const unproven = await passwordAccount('unproven@example.org', 'unproven', false);
    const { location, cookies } = await signIn('claimer');
    expect(location).toBe('/oauth-callback?error=email_in_use');
    expect(cookies['inklore_session']).toBeUndefined();
    expect(await identities(unproven.id)).toHaveLength(0);
  });

  it('creates an unverified account from an unverified email nobody uses', async () => {
    const { location, cookies } = await signIn('fresh');
    expect(location).toBe('/oauth-callback?status=success');
    const { user } = await me(cookies['inklore_session']);
    expect(user).toMatchObject({ email: 'fresh@oidc.example', emailVerified: false });
    // A verification link is on its way, as after a sign-up.
    const tokens = await t.db
      .selectFrom('auth_tokens')
      .select('purpose')
      .where('user_id', '=', user.id)
      .execute();
    expect(tokens).toEqual([{ purpose: 'verify_email' }]);
  });

  it('refuses a new account without an email claim (error=email)', async () => {
    const { location, cookies } = await signIn('nomail');
    expect(location).toBe('/oauth-callback?error=email');
    expect(cookies['inklore_session']).toBeUndefined();
  });

  it('cleans the username and makes it unique', async () => {
    await passwordAccount('someone.else@example.org', 'taken', true);
    const zoe = await signIn('Zoë Smith!');
    expect((await me(zoe.cookies['inklore_session'])).user.username).toBe('Zoe_Smith');
    const taken = await signIn('taken');
    expect((await me(taken.cookies['inklore_session'])).user.username).toBe('taken2');
  });

  it('asks for the second factor when the account has TOTP: no session until the code', async () => {
    const account = await passwordAccount('twofa@example.org', 'twofa_member', true);
    const secret = newTotpSecret();
    await t.db
      .updateTable('users')
      .set({ totp_enabled: 1, totp_secret: secret })
      .where('id', '=', account.id)
      .execute();
    const { location, cookies } = await signIn('twofa');
    expect(location).toBe('/oauth-callback?status=totp');
    expect(cookies['inklore_session']).toBeUndefined();
    expect(cookies['inklore_pending']).toBeTruthy();
    const pending = await t.db
      .selectFrom('pending_logins')
      .select('user_id')
      .where('user_id', '=', account.id)
      .execute();
    expect(pending).toHaveLength(1);

    // The second factor finishes the sign-in, as after a password.
    const finished = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/totp',
      headers: await csrfHeaders(t.app, { inklore_pending: cookies['inklore_pending'] ?? '' }),
      payload: { code: totpCode(secret) },
    });
    expect(finished.statusCode).toBe(200);
    const session = finished.cookies.find((c) => c.name === 'inklore_session')?.value;
    expect((await me(session)).user.id).toBe(account.id);
  });

  it('refuses a replayed state', async () => {
    const b = browser();
    const path = await atProvider(await start(b), { username: 'replay' });
    const cookie = b.cookies.get(OIDC_BROWSER_COOKIE) ?? '';
    expect((await callback(b, path)).location).toBe('/oauth-callback?status=success');
    // Even with its cookie given back, the browser cannot use the state twice.
    b.cookies.set(OIDC_BROWSER_COOKIE, cookie);
    const replay = await callback(b, path);
    expect(replay.location).toBe('/oauth-callback?error=state');
    expect(replay.cookies['inklore_session']).toBeUndefined();
  });

  it('refuses an unknown, missing or expired state', async () => {
    const stranger = browser();
    const unknown = await callback(
      stranger,
      '/api/auth/oidc/local/callback?code=abc&state=not-a-state',
    );
    expect(unknown.location).toBe('/oauth-callback?error=state');
    const missing = await callback(stranger, '/api/auth/oidc/local/callback?code=abc');
    expect(missing.location).toBe('/oauth-callback?error=state');

    const b = browser();
    const path = await atProvider(await start(b), { username: 'late' });
    const state = new URL(path, PUBLIC_URL).searchParams.get('state') ?? '';
    await t.db
      .updateTable('oidc_states')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('state', '=', state)
      .execute();
    const late = await callback(b, path);
    expect(late.location).toBe('/oauth-callback?error=state');
    expect(late.cookies['inklore_session']).toBeUndefined();
  });

  it('refuses a state started for another provider', async () => {
    const b = browser();
    const path = await atProvider(await start(b), { username: 'replay' });
    const other = await callback(b, path.replace('/oidc/local/', '/oidc/broken/'));
    expect(other.location).toBe('/oauth-callback?error=state');
  });

  it('answers error=denied when the user cancels at the provider', async () => {
    const b = browser();
    const path = await atProvider(await start(b), { username: 'ada', cancel: true });
    expect(new URL(path, PUBLIC_URL).searchParams.get('error')).toBe('access_denied');
    const { location, cookies } = await callback(b, path);
    expect(location).toBe('/oauth-callback?error=denied');
    expect(cookies['inklore_session']).toBeUndefined();
  });

  it('answers error=provider when the provider cannot be reached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/broken/start' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/oauth-callback?error=provider');
    // No sign-in started: no cookie for one.
    expect(res.cookies.map((c) => c.name)).not.toContain(OIDC_BROWSER_COOKIE);
  });

  it('answers 404 for a provider that is not configured', async () => {
    for (const path of ['/api/auth/oidc/nope/start', '/api/auth/oidc/nope/callback?state=x']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
      expect(json<ErrorBody>(res).code).toBe('not_found');
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/Not%20A%20Id/start' });
    expect(bad.statusCode).toBe(400);
  });

  describe('login CSRF: the sign-in is bound to the browser that started it', () => {
    it('gives the starting browser an HttpOnly, Lax cookie for these routes only, stored hashed; that browser signs in', async () => {
      const b = browser();
      const started = await b.get('/api/auth/oidc/local/start');
      expect(started.statusCode).toBe(302);
      const set = started.cookies.find((c) => c.name === OIDC_BROWSER_COOKIE);
      expect(set).toMatchObject({
        path: '/api/auth/oidc',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 600,
      });
      // PUBLIC_URL is http here; on https the cookie is Secure (next test).
      expect(set?.secure).toBeFalsy();
      const token = set?.value ?? '';
      expect(token.length).toBeGreaterThanOrEqual(43);
      const location = String(started.headers.location);
      expect(location).not.toContain(token);

      // Only the SHA-256 of the cookie is kept with the state.
      const state = new URL(location).searchParams.get('state') ?? '';
      const [row] = await stateRows(state);
      expect(row?.browser_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(token);

      const exchanges = tokenRequests();
      const path = await atProvider(location, { username: 'binder' });
      const done = await b.get(path);
      expect(done.headers.location).toBe('/oauth-callback?status=success');
      expect(tokenRequests()).toBe(exchanges + 1);
      expect(b.cookies.get('inklore_session')).toBeTruthy();
      expect((await me(b.cookies.get('inklore_session'))).user.username).toBe('binder');
      // The callback clears the cookie and uses up the state.
      const cleared = done.cookies.find((c) => c.name === OIDC_BROWSER_COOKIE);
      expect(cleared).toMatchObject({ value: '', path: '/api/auth/oidc' });
      expect(b.cookies.has(OIDC_BROWSER_COOKIE)).toBe(false);
      expect(await stateRows(state)).toHaveLength(0);
    });

    it('marks the cookie Secure when the site is served over https', async () => {
      const secure = await createTestApp({
        PUBLIC_URL: 'https://inklore.example',
        OIDC_PROVIDERS: 'local',
        OIDC_LOCAL_ISSUER: oidc.issuer,
        OIDC_LOCAL_CLIENT_ID: oidc.clientId,
        OIDC_LOCAL_CLIENT_SECRET: oidc.clientSecret,
      });
      try {
        const res = await secure.app.inject({ method: 'GET', url: '/api/auth/oidc/local/start' });
        expect(res.statusCode).toBe(302);
        const set = res.cookies.find((c) => c.name === OIDC_BROWSER_COOKIE);
        expect(set).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      } finally {
        await secure.close();
      }
    });

    it('does not sign in another browser that follows the callback URL, and the state is spent', async () => {
      // Mallory starts a sign-in in her browser and signs in at the provider, but does not
      // follow the redirect back: she sends that callback URL to someone else.
      const mallory = browser();
      const lure = await atProvider(await start(mallory), { username: 'mallory' });
      const exchanges = tokenRequests();

      // A browser with no sign-in of its own under way: no cookie at all.
      const victim = browser();
      const lured = await callback(victim, lure);
      expect(lured.location).toBe('/oauth-callback?error=state');
      expect(lured.cookies['inklore_session']).toBeUndefined();
      expect(lured.cookies['inklore_pending']).toBeUndefined();
      expect(victim.cookies.has('inklore_session')).toBe(false);
      expect((await me(victim.cookies.get('inklore_session'))).status).toBe(401);

      // A browser in the middle of its own sign-in: its cookie is not the one for that state.
      const busy = browser();
      await start(busy);
      expect(busy.cookies.get(OIDC_BROWSER_COOKIE)).toBeTruthy();
      const lure2 = await atProvider(await start(mallory), { username: 'mallory' });
      const lured2 = await callback(busy, lure2);
      expect(lured2.location).toBe('/oauth-callback?error=state');
      expect(lured2.cookies['inklore_session']).toBeUndefined();
      expect(busy.cookies.has('inklore_session')).toBe(false);
      expect(busy.cookies.has(OIDC_BROWSER_COOKIE)).toBe(false);

      // Nothing reached the provider's token endpoint, no account was made, and the states
      // are used up: not even the browser that started them can finish them now.
      expect(tokenRequests()).toBe(exchanges);
      const accounts = await t.db
        .selectFrom('users')
        .select('id')
        .where('email_norm', '=', 'mallory@oidc.example')
        .execute();
      expect(accounts).toHaveLength(0);
      expect(await stateRows(stateOf(lure), stateOf(lure2))).toHaveLength(0);
      expect((await callback(mallory, lure2)).location).toBe('/oauth-callback?error=state');
      expect(mallory.cookies.has('inklore_session')).toBe(false);
    });
  });

  it('limits the sign-ins started per IP address (RATE_LIMIT_OIDC_START_IP): 429, and no more rows', async () => {
    const limit = t.config.rateLimits.OIDC_START_IP;
    expect(limit).toMatchObject({ max: 20, windowMs: 600_000 });
    const live = async () => {
      const row = await t.db
        .selectFrom('oidc_states')
        .where('expires_at', '>', nowIso())
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const ip = '10.62.0.1';
    const before = await live();
    for (let i = 0; i < limit.max; i++) {
      const res = await new Browser(t.app, ip).get('/api/auth/oidc/local/start');
      expect(res.statusCode).toBe(302);
    }
    expect(await live()).toBe(before + limit.max);

    for (let i = 0; i < 5; i++) {
      const res = await new Browser(t.app, ip).get('/api/auth/oidc/local/start');
      expect(res.statusCode).toBe(429);
      expect(json<ErrorBody>(res)).toMatchObject({
        code: 'rate_limited',
        message: expect.stringContaining('Too many attempts') as unknown,
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(res.headers.location).toBeUndefined();
      expect(res.cookies.map((c) => c.name)).not.toContain(OIDC_BROWSER_COOKIE);
    }
    expect(await live()).toBe(before + limit.max);

    // Another address still starts.
    const other = await new Browser(t.app, '10.62.0.2').get('/api/auth/oidc/local/start');
    expect(other.statusCode).toBe(302);
    expect(await live()).toBe(before + limit.max + 1);
  });

  it('deletes expired sign-ins whenever one starts, even when the provider is unreachable', async () => {
    const now = Date.now();
    const row = (state: string, inMs: number) => ({
      state,
      provider: 'local',
      nonce: 'nonce',
      code_verifier: 'verifier',
      expires_at: new Date(now + inMs).toISOString(),
      browser_hash: createHash('sha256').update(state).digest('hex'),
    });
    await t.db
      .insertInto('oidc_states')
      .values([
        row('expired-just-now', -1_000),
        row('expired-long-ago', -86_400_000),
        row('still-live', 60_000),
      ])
      .execute();

    // Discovery fails at the broken provider: the expired rows go all the same.
    const refused = await browser().get('/api/auth/oidc/broken/start');
    expect(refused.headers.location).toBe('/oauth-callback?error=provider');
    const left = await stateRows('expired-just-now', 'expired-long-ago', 'still-live');
    expect(left.map((r) => r.state)).toEqual(['still-live']);

    await t.db.insertInto('oidc_states').values(row('expired-again', -1_000)).execute();
    await start(browser());
    expect(await stateRows('expired-again', 'still-live')).toMatchObject([{ state: 'still-live' }]);
  });
});

describe('a provider that puts the claims in the ID token; what the log holds', () => {
  const SECRET = 'client-secret-that-must-not-be-logged';
  const lines: string[] = [];
  let oidc: LocalOidc;
  let app: AppInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    oidc = await startLocalOidc({
      port: 0,
      redirectUri: CALLBACK,
      users: [user('grace', { name: 'Grace Hopper' })],
      clientSecret: SECRET,
      claimsInIdToken: true,
    });
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    ({ app, close } = await createTestApp(
      {
        LOG_LEVEL: 'debug',
        PUBLIC_URL,
        OIDC_PROVIDERS: 'local',
        OIDC_LOCAL_ISSUER: oidc.issuer,
        OIDC_LOCAL_CLIENT_ID: oidc.clientId,
        OIDC_LOCAL_CLIENT_SECRET: SECRET,
      },
      { logStream },
    ));
  });

  afterAll(async () => {
    await close();
    await oidc.close();
  });

  it('signs in without UserInfo, and logs no code, state, verifier or secret', async () => {
    const b = new Browser(app);
    const started = await b.get('/api/auth/oidc/local/start');
    const browserToken = b.cookies.get(OIDC_BROWSER_COOKIE) ?? '';
    const callbackPath = await atProvider(String(started.headers.location), { username: 'grace' });
    const params = new URL(callbackPath, PUBLIC_URL).searchParams;
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    const { code_verifier: verifier } = await app.db
      .selectFrom('oidc_states')
      .select('code_verifier')
      .where('state', '=', state)
      .executeTakeFirstOrThrow();

    const res = await b.get(callbackPath);
    expect(res.headers.location).toBe('/oauth-callback?status=success');
    const session = res.cookies.find((c) => c.name === 'inklore_session')?.value ?? '';
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { inklore_session: session },
    });
    expect(json<CurrentUser>(me)).toMatchObject({
      username: 'grace',
      email: 'grace@oidc.example',
      emailVerified: true,
      displayName: 'Grace Hopper',
    });
    expect(oidc.requests).not.toContain('GET /me');

    const log = lines.join('');
    expect(log).toContain('"msg":"OIDC sign-in"');
    expect(log).toContain('"how":"created"');
    for (const secret of [code, state, verifier, browserToken, SECRET, session]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log).not.toContain(secret);
    }
  });
});

describe('usernameBase', () => {
  it('keeps letters, digits, dots, dashes and underscores, 3 to 30 of them', () => {
    expect(usernameBase('ada.lovelace', 'x@example.org')).toBe('ada.lovelace');
    expect(usernameBase('Zoë Smith!', undefined)).toBe('Zoe_Smith');
    expect(usernameBase(undefined, 'jean-luc.picard+ink@example.org')).toBe('jean-luc.picard_ink');
    expect(usernameBase('__x__', 'bo@example.org')).toBe('x_member');
    expect(usernameBase('日本', 'jo@example.org')).toBe('jo_member');
    expect(usernameBase('日本', '日本@example.org')).toBe('member');
    const long = usernameBase('a'.repeat(29) + '.b', undefined);
    expect(long).toBe('a'.repeat(29));
    expect(usernameBase('a'.repeat(40), undefined)).toHaveLength(30);
  });
});
