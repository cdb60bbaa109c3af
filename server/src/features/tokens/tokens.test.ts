import { createHash } from 'node:crypto';
import {
  TOKEN_LIMITS,
  TOKEN_SECRET_PATTERN,
  type AccessTokenList,
  type CreatedAccessToken,
  type ErrorBody,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  inkSupply,
  insertAccessToken,
  insertSession,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_TOKEN_USER: '1000/1m' });
  freshInk = await inkSupply(t.db, 0);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as a script makes it: the Authorization header as given, no cookie, no CSRF token. */
function call(
  ctx: TestContext,
  method: Method,
  url: string,
  headers: Record<string, string | string[]>,
  body?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: '10.71.0.1',
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

function withToken(secret: string, method: Method, url: string, body?: unknown) {
  return call(t, method, url, bearer(secret), body);
}

async function created(
  browser: Awaited<ReturnType<typeof withSession>>['browser'],
  body: Record<string, unknown> = { name: 'My script', scope: 'read' },
): Promise<CreatedAccessToken> {
  const res = await browser.post('/api/tokens', body);
  expect(res.statusCode, res.body).toBe(201);
  return json<CreatedAccessToken>(res);
}

async function tokenRow(id: number) {
  return t.db.selectFrom('access_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

async function auditOf(id: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'details'])
    .where('target_type', '=', 'access_token')
    .where('target_id', '=', id)
    .orderBy('id')
    .execute();
}

async function entryOf(userId: number, inkId: number) {
  return t.db
    .selectFrom('inventory_entries')
    .select(['status'])
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .executeTakeFirst();
}

function refusedAs(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(json<ErrorBody>(res).code, res.body).toBe(code);
}

describe('creating, listing and revoking tokens', () => {
  it('shows the secret once and stores only its SHA-256; the creation is audited', async () => {
    const { browser, user } = await withSession(t);
    const token = await created(browser, { name: '  Inventory sync  ', scope: 'write' });
    expect(token.secret).toMatch(TOKEN_SECRET_PATTERN);
    expect(token).toMatchObject({ name: 'Inventory sync', scope: 'write', expiresAt: null });
    expect(token.lastUsedAt).toBeNull();
    expect(token.expired).toBe(false);

    const row = await tokenRow(token.id);
    expect(row?.token_hash).toBe(createHash('sha256').update(token.secret).digest('hex'));
    expect(row?.user_id).toBe(user.id);
    // The secret is nowhere in the database: not in the token's row, not in the audit log.
    const everything = JSON.stringify([
      await t.db.selectFrom('access_tokens').selectAll().execute(),
      await t.db.selectFrom('audit_log').selectAll().execute(),
    ]);
    expect(everything).not.toContain(token.secret);
    expect(everything).not.toContain(token.secret.slice(4));

    const list = json<AccessTokenList>(await browser.get('/api/tokens'));
    expect(list.limit).toBe(TOKEN_LIMITS.perMember);
    expect(list.tokens).toHaveLength(1);
    expect(list.tokens[0]).toEqual({
      id: token.id,
      name: 'Inventory sync',
      scope: 'write',
      createdAt: token.createdAt,
      expiresAt: null,
      lastUsedAt: null,
      expired: false,
    });
    expect(JSON.stringify(list)).not.toContain(token.secret);

    const audit = await auditOf(token.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(user.id);
    expect(audit[0]?.action).toBe('token.create');
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({
      name: 'Inventory sync',
      scope: 'write',
      expiresAt: null,
    });
  });

  it('sets an expiry in days, lists the newest first, and lists only the member’s own', async () => {
    const { browser } = await withSession(t);
    const other = await withSession(t);
    await created(other.browser, { name: 'Not yours', scope: 'read' });
    const before = Date.now();
    const first = await created(browser, { name: 'First', scope: 'read', expiresInDays: 30 });
    const second = await created(browser, { name: 'Second', scope: 'read', expiresInDays: null });
    expect(first.expiresAt).not.toBeNull();
    const expires = Date.parse(first.expiresAt ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    expect(expires).toBeLessThan(Date.now() + 30 * 86_400_000 + 1000);
    expect(second.expiresAt).toBeNull();
    const list = json<AccessTokenList>(await browser.get('/api/tokens'));
    expect(list.tokens.map((x) => x.name)).toEqual(['Second', 'First']);
  });

  it('refuses a name, scope or expiry outside the rules, and writes nothing', async () => {
    const { browser, user } = await withSession(t);
    const bad = [
      {},
      { name: '', scope: 'read' },
      { name: '   ', scope: 'read' },
      { name: 'x'.repeat(TOKEN_LIMITS.nameMaxLength + 1), scope: 'read' },
      { name: 'admin\u200B', scope: 'read' },
      { name: 'two\nlines', scope: 'read' },
      { name: 'ok', scope: 'admin' },
      { name: 'ok', scope: 'read', expiresInDays: 8 },
      { name: 'ok', scope: 'read', expiresInDays: '30' },
      { name: 'ok', scope: 'read', secret: 'ink_mine' },
    ];
    for (const body of bad) {
      const res = await browser.post('/api/tokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const err = json<ErrorBody>(res);
      expect(err.code).toBe('validation_failed');
      expect(err.message.length).toBeGreaterThan(10);
    }
    const rows = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('needs a verified email address to create one (listing needs a member)', async () => {
    const { browser } = await withSession(t, { verified: false });
    refusedAs(
      await browser.post('/api/tokens', { name: 'x', scope: 'read' }),
      403,
      'email_unverified',
    );
    expect((await browser.get('/api/tokens')).statusCode).toBe(200);
    const anonymous = await call(t, 'GET', '/api/tokens', {});
    refusedAs(anonymous, 401, 'unauthorized');
  });

  it(`holds at most ${String(TOKEN_LIMITS.perMember)} tokens that have not expired`, async () => {
    const { browser, user } = await withSession(t);
    for (let i = 0; i < TOKEN_LIMITS.perMember - 1; i++) {
      await insertAccessToken(t.db, user.id, 'read', { name: `t${String(i)}` });
    }
    const expired = await insertAccessToken(t.db, user.id, 'read', {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    await created(browser);
    const over = await browser.post('/api/tokens', { name: 'one too many', scope: 'read' });
    refusedAs(over, 409, 'conflict');
    expect(json<ErrorBody>(over).message).toContain('Revoke one');
    // Revoking the expired one makes no room; revoking a live one does.
    expect((await browser.send('DELETE', `/api/tokens/${String(expired.id)}`)).statusCode).toBe(
      204,
    );
    refusedAs(
      await browser.post('/api/tokens', { name: 'still over', scope: 'read' }),
      409,
      'conflict',
    );
    const list = json<AccessTokenList>(await browser.get('/api/tokens'));
    const live = list.tokens.find((x) => !x.expired);
    expect((await browser.send('DELETE', `/api/tokens/${String(live?.id)}`)).statusCode).toBe(204);
    await created(browser, { name: 'now it fits', scope: 'read' });
  });

  it('revokes a token: it stops working at once, and the revocation is audited', async () => {
    const { browser, user } = await withSession(t);
    const token = await created(browser);
    expect((await withToken(token.secret, 'GET', '/api/auth/inventory')).statusCode).toBe(200);
    const res = await browser.send('DELETE', `/api/tokens/${String(token.id)}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await tokenRow(token.id)).toBeUndefined();

    const after = await withToken(token.secret, 'GET', '/api/auth/inventory');
    refusedAs(after, 401, 'invalid_token');
    expect(after.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(json<ErrorBody>(after).message).toContain('revoked');
    // A revoked token is refused on public routes too, not quietly treated as a visitor.
    refusedAs(await withToken(token.secret, 'GET', '/api/inks'), 401, 'invalid_token');

    const audit = await auditOf(token.id);
    expect(audit.map((a) => a.action)).toEqual(['token.create', 'token.revoke']);
    expect(audit[1]?.actor_id).toBe(user.id);
    expect(JSON.parse(audit[1]?.details ?? '{}')).toEqual({ name: 'My script', scope: 'read' });
    // Twice: nothing left to revoke.
    refusedAs(await browser.send('DELETE', `/api/tokens/${String(token.id)}`), 404, 'not_found');
  });

  it("cannot revoke someone else's token: 404, and it keeps working", async () => {
    const owner = await withSession(t);
    const token = await created(owner.browser);
    const other = await withSession(t);
    refusedAs(
      await other.browser.send('DELETE', `/api/tokens/${String(token.id)}`),
      404,
      'not_found',
    );
    expect(await tokenRow(token.id)).toBeDefined();
    expect((await withToken(token.secret, 'GET', '/api/auth/inventory')).statusCode).toBe(200);
    expect(await auditOf(token.id)).toHaveLength(1);
  });

  it('ends with the account: a deleted member’s token is refused', async () => {
    const { browser, user } = await withSession(t);
    const token = await created(browser);
    const res = await browser.send('DELETE', '/api/auth/user', {
      password: user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    refusedAs(await withToken(token.secret, 'GET', '/api/auth/inventory'), 401, 'invalid_token');
  });
});

describe('a token at work', () => {
  it('acts as its member: the own profile summary and the ink-ventory', async () => {
    const user = await createUser(t.db);
    const { secret } = await insertAccessToken(t.db, user.id, 'read');
    const me = await withToken(secret, 'GET', '/api/auth/user');
    expect(me.statusCode, me.body).toBe(200);
    expect(json<{ username: string }>(me).username).toBe(user.username);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['set-cookie']).toBeUndefined();
    // HEAD follows its GET: the same scope, the same refusal
    const head = await call(t, 'HEAD', '/api/auth/inventory', bearer(secret));
    expect(head.statusCode).toBe(200);
    const headRefused = await call(t, 'HEAD', '/api/submissions/mine', bearer(secret));
    expect(headRefused.statusCode).toBe(403);
  });

  it('a read token reads the ink-ventory but cannot add to it', async () => {
    const user = await createUser(t.db);
    const { secret } = await insertAccessToken(t.db, user.id, 'read');
    const inkId = freshInk();
    const list = await withToken(secret, 'GET', '/api/auth/inventory');
    expect(list.statusCode, list.body).toBe(200);
    expect(json<unknown[]>(list)).toEqual([]);
    const add = await withToken(secret, 'POST', `/api/inks/${String(inkId)}/collection`, {
      status: 'owned',
    });
    refusedAs(add, 403, 'insufficient_scope');
    expect(add.headers['www-authenticate']).toBe(
      'Bearer error="insufficient_scope", scope="write"',
    );
    expect(json<ErrorBody>(add).message).toContain('read and write');
    expect(await entryOf(user.id, inkId)).toBeUndefined();
  });

  it('a write token adds, changes and removes ink-ventory entries without a CSRF token', async () => {
    const user = await createUser(t.db);
    const { secret } = await insertAccessToken(t.db, user.id, 'write');
    const inkId = freshInk();
    const url = `/api/inks/${String(inkId)}/collection`;
    const add = await withToken(secret, 'POST', url, { status: 'wishlist' });
    expect(add.statusCode, add.body).toBe(201);
    expect((await entryOf(user.id, inkId))?.status).toBe('wishlist');
    const change = await withToken(secret, 'PUT', url, { status: 'owned', rating: 4 });
    expect(change.statusCode, change.body).toBe(200);
    expect((await entryOf(user.id, inkId))?.status).toBe('owned');
    const mine = json<{ ink: { id: number } }[]>(
      await withToken(secret, 'GET', '/api/auth/inventory'),
    );
    expect(mine.map((e) => e.ink.id)).toContain(inkId);
    expect((await withToken(secret, 'DELETE', url)).statusCode).toBe(204);
    expect(await entryOf(user.id, inkId)).toBeUndefined();
  });

  it('a write token manages collections', async () => {
    const user = await createUser(t.db);
    const { secret } = await insertAccessToken(t.db, user.id, 'write');
    const res = await withToken(secret, 'POST', '/api/auth/collections', { name: 'Blues' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json<{ id: number }>(res);
    const inkId = freshInk();
    const put = await withToken(
      secret,
      'POST',
      `/api/auth/collections/${String(id)}/inks/${String(inkId)}`,
      {
        status: 'owned',
      },
    );
    expect(put.statusCode, put.body).toBe(201);
    const mine = json<{ id: number }[]>(await withToken(secret, 'GET', '/api/auth/collections'));
    expect(mine.map((c) => c.id)).toContain(id);
  });

  it('is refused on password, email, two-factor, sessions, account, token and staff routes', async () => {
    const user = await createUser(t.db);
    const admin = await createUser(t.db, { role: 'admin' });
    await t.db.updateTable('users').set({ totp_enabled: 1 }).where('id', '=', admin.id).execute();
    const { secret, id } = await insertAccessToken(t.db, user.id, 'write');
    const adminToken = await insertAccessToken(t.db, admin.id, 'write');
    const hashBefore = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const refused: [Method, string, unknown][] = [
      [
        'POST',
        '/api/auth/password',
        { currentPassword: user.password, newPassword: 'another long password' },
      ],
      ['PATCH', '/api/auth/user', { displayName: 'Changed by a script' }],
      ['DELETE', '/api/auth/user', { password: user.password, confirm: 'DELETE' }],
      ['POST', '/api/auth/resend-verification', {}],
      ['POST', '/api/auth/totp/setup', {}],
      ['POST', '/api/auth/logout', {}],
      ['POST', '/api/auth/logout-everywhere', {}],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'from a token', scope: 'write' }],
      ['DELETE', `/api/tokens/${String(id)}`, undefined],
      ['POST', '/api/auth/import/fpc/preview', { csv: 'name\n' }],
    ];
    for (const [method, url, body] of refused) {
      const res = await withToken(secret, method, url, body);
      expect([res.statusCode, json<ErrorBody>(res).code], `${method} ${url}`).toEqual([
        403,
        'token_not_allowed',
      ]);
      expect(json<ErrorBody>(res).message).toBe(
        'This call cannot be made with an access token. Sign in on the website to do it.',
      );
    }
    for (const url of ['/api/admin/audit', '/api/admin/users', '/api/admin/reports']) {
      refusedAs(await withToken(adminToken.secret, 'GET', url), 403, 'token_not_allowed');
    }
    refusedAs(
      await withToken(adminToken.secret, 'DELETE', `/api/inks/${String(freshInk())}`),
      403,
      'token_not_allowed',
    );
    // Nothing changed: the password, the name, the account and the token are as they were.
    const after = await t.db
      .selectFrom('users')
      .select(['password_hash', 'display_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(hashBefore.password_hash);
    expect(after.display_name).toBeNull();
    expect(await tokenRow(id)).toBeDefined();
    const tokens = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(tokens).toHaveLength(1);
  });

  it('is refused once expired (401), and is listed as expired', async () => {
    const { browser, user } = await withSession(t);
    const token = await created(browser, { name: 'Soon gone', scope: 'read', expiresInDays: 7 });
    expect((await withToken(token.secret, 'GET', '/api/auth/inventory')).statusCode).toBe(200);
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', token.id)
      .execute();
    const res = await withToken(token.secret, 'GET', '/api/auth/inventory');
    refusedAs(res, 401, 'invalid_token');
    expect(json<ErrorBody>(res).message).toContain('expired');
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const list = json<AccessTokenList>(await browser.get('/api/tokens'));
    expect(list.tokens.find((x) => x.id === token.id)?.expired).toBe(true);
    expect(user.id).toBeGreaterThan(0);
  });

  it('records when it was last used, at most once a minute', async () => {
    const user = await createUser(t.db);
    const { id, secret } = await insertAccessToken(t.db, user.id, 'read');
    expect((await tokenRow(id))?.last_used_at).toBeNull();
    await withToken(secret, 'GET', '/api/inks/featured');
    const first = (await tokenRow(id))?.last_used_at;
    expect(first).not.toBeNull();
    expect(Date.now() - new Date(first ?? 0).getTime()).toBeLessThan(60_000);

    const recent = new Date(Date.now() - 30_000).toISOString();
    await t.db
      .updateTable('access_tokens')
      .set({ last_used_at: recent })
      .where('id', '=', id)
      .execute();
    await withToken(secret, 'GET', '/api/auth/inventory');
    expect(new Date((await tokenRow(id))?.last_used_at ?? 0).toISOString()).toBe(recent);

    const old = new Date(Date.now() - 120_000).toISOString();
    await t.db
      .updateTable('access_tokens')
      .set({ last_used_at: old })
      .where('id', '=', id)
      .execute();
    await withToken(secret, 'GET', '/api/auth/inventory');
    const now = new Date((await tokenRow(id))?.last_used_at ?? 0).getTime();
    expect(Date.now() - now).toBeLessThan(60_000);
    const active = await t.db
      .selectFrom('users')
      .select('last_active_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(active.last_active_at).not.toBeNull();
  });
});

describe('which routes take a token', () => {
  it('lets a token read the public documents outside /api as well', async () => {
    const user = await createUser(t.db);
    const { secret } = await insertAccessToken(t.db, user.id, 'read');
    for (const url of ['/robots.txt', '/sitemap.xml', '/news/feed.xml', '/api/openapi.json']) {
      const res = await withToken(secret, 'GET', url);
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('how the Authorization header is read', () => {
  let secret = '';
  let userId = 0;
  beforeAll(async () => {
    const user = await createUser(t.db);
    userId = user.id;
    secret = (await insertAccessToken(t.db, user.id, 'read')).secret;
  });

  it('takes the scheme in any case and spaces before the token', async () => {
    for (const value of [
      `Bearer ${secret}`,
      `bearer ${secret}`,
      `BEARER ${secret}`,
      `Bearer   ${secret}`,
    ]) {
      const res = await call(t, 'GET', '/api/auth/inventory', { authorization: value });
      expect(res.statusCode, value).toBe(200);
    }
  });

  it('refuses a malformed or unknown token with 401 and WWW-Authenticate, never as a visitor', async () => {
    const values = [
      'Bearer',
      'Bearer ',
      `Bearer ${secret} extra`,
      `Bearer ${secret.slice(0, -1)}`,
      `Bearer ${secret}x`,
      `Bearer ${secret.slice(4)}`,
      `Bearer ink_${'A'.repeat(43)}`,
      `Bearer\t${secret}`,
      `Bearer "${secret}"`,
    ];
    for (const value of values) {
      for (const url of ['/api/auth/inventory', '/api/inks']) {
        const res = await call(t, 'GET', url, { authorization: value });
        expect(res.statusCode, `${value} on ${url}`).toBe(401);
        expect(json<ErrorBody>(res).code).toBe('invalid_token');
        expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
    }
  });

  it('refuses two Authorization headers', async () => {
    const res = await call(t, 'GET', '/api/auth/inventory', {
      authorization: [`Bearer ${secret}`, `Bearer ${secret}`],
    });
    refusedAs(res, 401, 'invalid_token');
    expect(json<ErrorBody>(res).message).toContain('more than one Authorization header');
  });

  it('never takes a token from a cookie or the query string', async () => {
    const inCookie = await call(t, 'GET', '/api/auth/inventory', {
      cookie: `inklore_session=${secret}`,
    });
    refusedAs(inCookie, 401, 'unauthorized');
    const inQuery = await call(t, 'GET', `/api/auth/inventory?access_token=${secret}`, {});
    refusedAs(inQuery, 401, 'unauthorized');
    const onPublic = await call(t, 'GET', `/api/inks?access_token=${secret}`, {});
    refusedAs(onPublic, 400, 'validation_failed');
    expect(userId).toBeGreaterThan(0);
  });

  it('ignores the session cookie when a token is presented, and other schemes entirely', async () => {
    const { browser, user } = await withSession(t);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // With an unknown token, a valid cookie does not rescue the call.
    refusedAs(
      await call(t, 'GET', '/api/auth/inventory', {
        cookie,
        authorization: `Bearer ink_${'B'.repeat(43)}`,
      }),
      401,
      'invalid_token',
    );
    // With another member's read token, the call is that member's and read only.
    const me = await call(t, 'GET', '/api/auth/user', {
      cookie,
      authorization: `Bearer ${secret}`,
    });
    expect(json<{ id: number }>(me).id).toBe(userId);
    const token = json<{ csrfToken: string }>(await browser.get('/api/auth/csrf-token')).csrfToken;
    const cookies = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const write = await call(
      t,
      'POST',
      `/api/inks/${String(freshInk())}/collection`,
      { cookie: cookies, 'x-csrf-token': token, authorization: `Bearer ${secret}` },
      { status: 'owned' },
    );
    refusedAs(write, 403, 'insufficient_scope');
    // A Basic header (a password prompt in front of the site) leaves the session at work.
    const basic = await call(t, 'GET', '/api/auth/user', {
      cookie,
      authorization: 'Basic dXNlcjpwYXNz',
    });
    expect(basic.statusCode).toBe(200);
    expect(json<{ id: number }>(basic).id).toBe(user.id);
  });

  it('lets a session cookie work as before when no token is presented', async () => {
    const user = await createUser(t.db);
    const token = await insertSession(t.db, user.id);
    const res = await call(t, 'GET', '/api/tokens', { cookie: `inklore_session=${token}` });
    expect(res.statusCode).toBe(200);
  });
});

describe('limits', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestApp({
      RATE_LIMIT_TOKEN_REQUESTS: '3/1m',
      RATE_LIMIT_TOKEN_USER: '2/1h',
    });
  });
  afterAll(async () => {
    await small.close();
  });

  it('limits the calls of each token (RATE_LIMIT_TOKEN_REQUESTS): 429 with Retry-After', async () => {
    const user = await createUser(small.db);
    const one = await insertAccessToken(small.db, user.id, 'read');
    const two = await insertAccessToken(small.db, user.id, 'read');
    for (let i = 0; i < 3; i++) {
      expect((await call(small, 'GET', '/api/auth/inventory', bearer(one.secret))).statusCode).toBe(
        200,
      );
    }
    const over = await call(small, 'GET', '/api/inks', bearer(one.secret));
    refusedAs(over, 429, 'rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Each token counts on its own; the member's browser is not held back either.
    expect((await call(small, 'GET', '/api/auth/inventory', bearer(two.secret))).statusCode).toBe(
      200,
    );
    const session = await insertSession(small.db, user.id);
    const res = await call(small, 'GET', '/api/auth/inventory', {
      cookie: `inklore_session=${session}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits the tokens created per account (RATE_LIMIT_TOKEN_USER)', async () => {
    const { browser, user } = await withSession(small);
    for (let i = 0; i < 2; i++) {
      const res = await browser.post('/api/tokens', { name: `n${String(i)}`, scope: 'read' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await browser.post('/api/tokens', { name: 'third', scope: 'read' });
    refusedAs(over, 429, 'rate_limited');
    expect(over.headers['retry-after']).toBeDefined();
    const rows = await small.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(2);
  });
});
