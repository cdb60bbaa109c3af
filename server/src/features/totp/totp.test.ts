import type { CurrentUser, ErrorBody } from '@inklore/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '#src/app-instance.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { Db } from '#src/db/database.ts';
import { sha256 } from '#src/lib/tokens.ts';
import {
  createTestApp,
  csrfHeaders,
  json,
  hashPassword,
  type TestContext,
} from '../../../test/helpers.ts';
import { insertUser } from '#src/shared/user-records/user-records.queries.ts';
import { normEmail, normUsername } from '#src/shared/user-records/user-names.ts';
import { normalizeRecoveryCode } from './totp.service.ts';
import { timeStep, totpAtStep } from './totp.ts';

const PASSWORD = 'correct horse battery staple';
let passwordHash: string;
let t: TestContext;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// ---- helpers -------------------------------------------------------------------------------

/** Cookies as a browser keeps them between calls (name -> value; cleared ones removed). */
type Jar = Record<string, string>;
type SetCookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  maxAge?: number;
  expires?: Date;
};
// light-my-request types its parsed Set-Cookie list as object[]; these are its fields.
const cookiesOf = (res: LightMyRequestResponse) => res.cookies as SetCookie[];

function keep(jar: Jar, res: LightMyRequestResponse): Jar {
  for (const c of cookiesOf(res)) {
    const gone =
      c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
    if (gone) Reflect.deleteProperty(jar, c.name);
    else jar[c.name] = c.value;
  }
  return jar;
}

function setCookie(res: LightMyRequestResponse, name: string) {
  return cookiesOf(res).find((c) => c.name === name);
}

// Each call from its own address, so the per-IP sign-in limits (5 per 20 s) stay out of the
// way; the rate-limit test picks one address on purpose.
let ipCounter = 0;
const nextIp = () => {
  ipCounter++;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

async function call(
  app: AppInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  jar: Jar,
  body?: Record<string, unknown>,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  const headers =
    method === 'GET'
      ? {
          cookie: Object.entries(jar)
            .map(([k, v]) => `${k}=${v}`)
            .join('; '),
        }
      : await csrfHeaders(app, jar);
  const res = await app.inject({
    method,
    url,
    headers,
    remoteAddress: ip,
    ...(body === undefined ? {} : { payload: body }),
  });
  keep(jar, res);
  return res;
}

let userCounter = 0;
type TestUser = { id: number; username: string };

async function makeUser(db: Db, role: 'user' | 'moderator' | 'admin' = 'user'): Promise<TestUser> {
  userCounter++;
  const username = `totp_${role}_${userCounter}`;
  const now = nowIso();
  const row = await insertUser(db, {
    username,
    username_norm: normUsername(username),
    email: `${username}@example.org`,
    email_norm: normEmail(`${username}@example.org`),
    password_hash: passwordHash,
    role,
    email_verified: 1,
    created_at: now,
    updated_at: now,
  });
  return { id: row.id, username };
}

/** Password sign-in; returns the response and the cookies it left. */
async function passwordLogin(app: AppInstance, user: TestUser, jar: Jar = {}) {
  const res = await call(app, 'POST', '/api/auth/login', jar, {
    login: user.username,
    password: PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, jar };
}

/** A signed-in browser for a user without two-factor. */
async function signedIn(app: AppInstance, user: TestUser): Promise<Jar> {
  const { res, jar } = await passwordLogin(app, user);
  expect(json<CurrentUser>(res).username).toBe(user.username);
  expect(jar['inklore_session']).toBeDefined();
  return jar;
}

async function lastStep(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('totp_last_step')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.totp_last_step;
}

/**
 * A code the server has not seen yet: the current step, or the next one when the current one
 * was used. Two fresh codes per user per 30 s; tests are written to need no more.
 */
async function freshCode(db: Db, userId: number, secret: string): Promise<string> {
  const now = timeStep(Date.now());
  const step = Math.max(now, ((await lastStep(db, userId)) ?? -1) + 1);
  if (step > now + 1) throw new Error('this test used more than two codes within 30 seconds');
  return totpAtStep(secret, step);
}

/** A six-digit code that is wrong for every step near now. */
function wrongCode(secret: string): string {
  const now = timeStep(Date.now());
  const near = new Set([-2, -1, 0, 1, 2].map((d) => totpAtStep(secret, now + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** Setup and enable for a signed-in browser; returns the secret and the recovery codes. */
async function enrol(app: AppInstance, db: Db, user: TestUser, jar: Jar) {
  const setup = await call(app, 'POST', '/api/auth/totp/setup', jar);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = json<{ secret: string; otpauthUrl: string }>(setup);
  const enable = await call(app, 'POST', '/api/auth/totp/enable', jar, {
    code: await freshCode(db, user.id, secret),
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: json<{ recoveryCodes: string[] }>(enable).recoveryCodes };
}

/** A user with two-factor on, signed out again; a password sign-in now leaves a pending one. */
async function userWithTotp(role: 'user' | 'admin' = 'user') {
  const user = await makeUser(t.db, role);
  const jar = await signedIn(t.app, user);
  const { secret, recoveryCodes } = await enrol(t.app, t.db, user, jar);
  return { user, secret, recoveryCodes };
}

/** Password step for a user with two-factor: the jar then holds the pending cookie only. */
async function pendingLogin(user: TestUser): Promise<Jar> {
  const { res, jar } = await passwordLogin(t.app, user);
  expect(json<unknown>(res)).toEqual({ totpRequired: true });
  expect(jar['inklore_session']).toBeUndefined();
  expect(jar['inklore_pending']).toBeDefined();
  return jar;
}

async function pendingRow(jar: Jar) {
  return t.db
    .selectFrom('pending_logins')
    .selectAll()
    .where('id', '=', sha256(jar['inklore_pending'] ?? ''))
    .executeTakeFirst();
}

async function userRow(id: number) {
  return t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const error = (res: LightMyRequestResponse) => json<ErrorBody>(res);

// ---- set-up --------------------------------------------------------------------------------

describe('POST /api/auth/totp/setup', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t.app, 'POST', '/api/auth/totp/setup', {});
    expect(res.statusCode).toBe(401);
    expect(error(res).code).toBe('unauthorized');
  });

  it('gives a new 160-bit base32 secret and its otpauth URL, kept as pending', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const res = await call(t.app, 'POST', '/api/auth/totp/setup', jar);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ secret: string; otpauthUrl: string }>(res);
    expect(Object.keys(body).sort()).toEqual(['otpauthUrl', 'secret']);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toBe(
      `otpauth://totp/Inklore:${user.username}?secret=${body.secret}&issuer=Inklore&algorithm=SHA1&digits=6&period=30`,
    );
    const row = await userRow(user.id);
    expect(row.totp_pending_secret).toBe(body.secret);
    expect(row.totp_secret).toBeNull();
    expect(row.totp_enabled).toBe(0);

    // Asking again replaces the pending secret.
    const again = await call(t.app, 'POST', '/api/auth/totp/setup', jar);
    const second = json<{ secret: string }>(again).secret;
    expect(second).not.toBe(body.secret);
    expect((await userRow(user.id)).totp_pending_secret).toBe(second);
  });

  it('refuses a call without the CSRF token', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/setup',
      headers: { cookie: `inklore_session=${jar['inklore_session'] ?? ''}` },
    });
    expect(res.statusCode).toBe(403);
    expect(error(res).code).toBe('csrf_failed');
  });
});

// ---- enable --------------------------------------------------------------------------------

describe('POST /api/auth/totp/enable', () => {
  it('answers 409 without a set-up first', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const res = await call(t.app, 'POST', '/api/auth/totp/enable', jar, { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(error(res).code).toBe('conflict');
    expect(error(res).message).toMatch(/set-up/);
  });

  it('refuses a wrong code with a clear message and stays off', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const setup = await call(t.app, 'POST', '/api/auth/totp/setup', jar);
    const { secret } = json<{ secret: string }>(setup);
    const res = await call(t.app, 'POST', '/api/auth/totp/enable', jar, {
      code: wrongCode(secret),
    });
    expect(res.statusCode).toBe(400);
    const body = error(res);
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/code is not right/);
    expect(body.fields?.['code']).toBe(body.message);
    const row = await userRow(user.id);
    expect(row.totp_enabled).toBe(0);
    expect(row.totp_pending_secret).toBe(secret);
  });

  it('refuses a code that is not digits (schema) with the error shape', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const res = await call(t.app, 'POST', '/api/auth/totp/enable', jar, { code: '12' });
    expect(res.statusCode).toBe(400);
    expect(error(res).code).toBe('validation_failed');
    expect(error(res).fields?.['code']).toMatch(/6-digit/);
  });

  it('turns two-factor on and shows ten recovery codes once, stored only hashed', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const { secret, recoveryCodes } = await enrol(t.app, t.db, user, jar);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);

    const row = await userRow(user.id);
    expect(row.totp_enabled).toBe(1);
    expect(row.totp_secret).toBe(secret);
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_last_step).toBeGreaterThanOrEqual(timeStep(Date.now()) - 1);
    const stored: unknown = JSON.parse(row.totp_recovery_codes);
    expect(stored).toEqual(recoveryCodes.map((c) => sha256(normalizeRecoveryCode(c) ?? '')));
    // Neither the code as shown nor its ten letters and digits are kept. (Not a four-letter
    // part of it: such a part can turn up by chance in 640 characters of hex.)
    for (const c of recoveryCodes) {
      expect(row.totp_recovery_codes).not.toContain(c);
      expect(row.totp_recovery_codes).not.toContain(normalizeRecoveryCode(c));
    }

    const me = await call(t.app, 'GET', '/api/auth/user', jar);
    expect(json<CurrentUser>(me).totpEnabled).toBe(true);

    // On already: enable and setup both answer 409.
    const again = await call(t.app, 'POST', '/api/auth/totp/enable', jar, { code: '123456' });
    expect(again.statusCode).toBe(409);
    const setup = await call(t.app, 'POST', '/api/auth/totp/setup', jar);
    expect(setup.statusCode).toBe(409);
    expect(error(setup).code).toBe('conflict');
  });
});

// ---- signing in ----------------------------------------------------------------------------

describe('POST /api/auth/login/totp', () => {
  it('finishes a pending sign-in with a current code, like a password sign-in', async () => {
    const { user, secret } = await userWithTotp();
    const { res: first, jar } = await passwordLogin(t.app, user);
    expect(json<unknown>(first)).toEqual({ totpRequired: true });
    const pendingCookie = setCookie(first, 'inklore_pending');
    expect(pendingCookie).toMatchObject({ path: '/api/auth/login', httpOnly: true });
    expect(setCookie(first, 'inklore_session')).toBeUndefined();
    expect((await call(t.app, 'GET', '/api/auth/user', jar)).statusCode).toBe(401);

    const res = await call(t.app, 'POST', '/api/auth/login/totp', jar, {
      code: await freshCode(t.db, user.id, secret),
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = json<CurrentUser>(res);
    expect(me).toMatchObject({ id: user.id, username: user.username, totpEnabled: true });
    expect(res.headers['x-csrf-token']).toEqual(expect.any(String));
    expect(setCookie(res, 'inklore_session')).toMatchObject({ path: '/', httpOnly: true });
    expect(setCookie(res, 'inklore_pending')).toMatchObject({ value: '', path: '/api/auth/login' });
    expect(jar['inklore_pending']).toBeUndefined();
    const pendings = await t.db
      .selectFrom('pending_logins')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(pendings).toHaveLength(0);

    const after = await call(t.app, 'GET', '/api/auth/user', jar);
    expect(after.statusCode).toBe(200);
    expect(json<CurrentUser>(after).id).toBe(user.id);
  });

  it('never accepts the same code twice (replay), nor an older one', async () => {
    const { user, secret } = await userWithTotp();
    const code = await freshCode(t.db, user.id, secret);
    const ok = await call(t.app, 'POST', '/api/auth/login/totp', await pendingLogin(user), {
      code,
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const jar = await pendingLogin(user);
    const replay = await call(t.app, 'POST', '/api/auth/login/totp', jar, { code });
    expect(replay.statusCode).toBe(400);
    expect(error(replay).message).toMatch(/used already/);
    expect(jar['inklore_session']).toBeUndefined();
    // The code used to turn two-factor on cannot sign in either: its step is behind.
    const enableStep = ((await lastStep(t.db, user.id)) ?? 0) - 1;
    const older = await call(t.app, 'POST', '/api/auth/login/totp', jar, {
      code: totpAtStep(secret, enableStep),
    });
    expect(older.statusCode).toBe(400);
    expect(jar['inklore_session']).toBeUndefined();
    expect((await pendingRow(jar))?.attempts).toBe(2);
  });

  it('lets only one of two simultaneous sign-ins use the same code or recovery code', async () => {
    const { user, secret, recoveryCodes } = await userWithTotp();
    const code = await freshCode(t.db, user.id, secret);
    const [a, b] = [await pendingLogin(user), await pendingLogin(user)];
    const both = await Promise.all([
      call(t.app, 'POST', '/api/auth/login/totp', a, { code }),
      call(t.app, 'POST', '/api/auth/login/totp', b, { code }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);

    const recovery = recoveryCodes[0] ?? '';
    const [c, d] = [await pendingLogin(user), await pendingLogin(user)];
    const again = await Promise.all([
      call(t.app, 'POST', '/api/auth/login/totp', c, { code: recovery }),
      call(t.app, 'POST', '/api/auth/login/totp', d, { code: recovery }),
    ]);
    expect(again.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(JSON.parse((await userRow(user.id)).totp_recovery_codes)).toHaveLength(9);
  });

  it('accepts a recovery code once, in any case and with or without dashes', async () => {
    const { user, recoveryCodes } = await userWithTotp();
    const [first, second] = recoveryCodes;
    if (!first || !second) throw new Error('ten recovery codes expected');

    const ok = await call(t.app, 'POST', '/api/auth/login/totp', await pendingLogin(user), {
      code: first,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse((await userRow(user.id)).totp_recovery_codes)).toHaveLength(9);

    const jar = await pendingLogin(user);
    const again = await call(t.app, 'POST', '/api/auth/login/totp', jar, { code: first });
    expect(again.statusCode).toBe(400);
    expect(error(again).code).toBe('validation_failed');
    expect(jar['inklore_session']).toBeUndefined();

    const typed = second.replace(/-/g, '').toUpperCase();
    const ok2 = await call(t.app, 'POST', '/api/auth/login/totp', jar, { code: typed });
    expect(ok2.statusCode, ok2.body).toBe(200);
    expect(JSON.parse((await userRow(user.id)).totp_recovery_codes)).toHaveLength(8);
  });

  it('allows five codes per pending sign-in, then asks for the password again', async () => {
    const { user, secret } = await userWithTotp();
    const jar = await pendingLogin(user);
    const bad = wrongCode(secret);
    for (let i = 1; i <= 4; i++) {
      const res = await call(t.app, 'POST', '/api/auth/login/totp', jar, { code: bad });
      expect(res.statusCode).toBe(400);
      expect(error(res).message).toContain(`${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`);
      expect((await pendingRow(jar))?.attempts).toBe(i);
    }
    const pendingToken = jar['inklore_pending'] ?? '';
    const fifth = await call(t.app, 'POST', '/api/auth/login/totp', jar, { code: bad });
    expect(fifth.statusCode).toBe(401);
    expect(error(fifth)).toMatchObject({
      code: 'unauthorized',
      message: 'That code is not right, and that was the last try. Please sign in again.',
    });
    expect(setCookie(fifth, 'inklore_pending')?.value).toBe('');
    const rows = await t.db
      .selectFrom('pending_logins')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);

    // Even the right code, with the old cookie, no longer helps.
    const late = await call(
      t.app,
      'POST',
      '/api/auth/login/totp',
      { inklore_pending: pendingToken },
      {
        code: await freshCode(t.db, user.id, secret),
      },
    );
    expect(late.statusCode).toBe(401);
    expect(error(late).message).toBe('Your sign-in has expired. Please sign in again.');

    // Signing in again starts a fresh count.
    const jar2 = await pendingLogin(user);
    const ok = await call(t.app, 'POST', '/api/auth/login/totp', jar2, {
      code: await freshCode(t.db, user.id, secret),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an expired pending sign-in and removes it', async () => {
    const { user, secret } = await userWithTotp();
    const jar = await pendingLogin(user);
    await t.db
      .updateTable('pending_logins')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sha256(jar['inklore_pending'] ?? ''))
      .execute();
    const res = await call(t.app, 'POST', '/api/auth/login/totp', jar, {
      code: await freshCode(t.db, user.id, secret),
    });
    expect(res.statusCode).toBe(401);
    expect(error(res)).toMatchObject({
      code: 'unauthorized',
      message: 'Your sign-in has expired. Please sign in again.',
    });
    expect(jar['inklore_session']).toBeUndefined();
    expect(jar['inklore_pending']).toBeUndefined();
    const rows = await t.db
      .selectFrom('pending_logins')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('answers 401 without a pending cookie, or with an unknown one', async () => {
    const jars: Jar[] = [{}, { inklore_pending: 'not-a-real-pending-token' }];
    for (const jar of jars) {
      const res = await call(t.app, 'POST', '/api/auth/login/totp', jar, { code: '123456' });
      expect(res.statusCode).toBe(401);
      expect(error(res)).toMatchObject({
        code: 'unauthorized',
        message: 'Your sign-in has expired. Please sign in again.',
      });
      expect(setCookie(res, 'inklore_session')).toBeUndefined();
    }
  });

  it('limits code attempts per IP address with 429 and Retry-After', async () => {
    const ip = '10.99.0.1';
    const max = t.config.rateLimits.TOTP_IP.max;
    for (let i = 0; i < max; i++) {
      const res = await call(t.app, 'POST', '/api/auth/login/totp', {}, { code: '123456' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const res = await call(t.app, 'POST', '/api/auth/login/totp', {}, { code: '123456' }, ip);
    expect(res.statusCode).toBe(429);
    expect(error(res).code).toBe('rate_limited');
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(t.config.rateLimits.TOTP_IP.windowMs / 1000);
    // Another address is not affected.
    const other = await call(t.app, 'POST', '/api/auth/login/totp', {}, { code: '123456' });
    expect(other.statusCode).toBe(401);
  });

  it('refuses a call without the CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/totp',
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(403);
    expect(error(res).code).toBe('csrf_failed');
  });
});

// ---- disable -------------------------------------------------------------------------------

describe('POST /api/auth/totp/disable', () => {
  it('answers 409 when two-factor is off', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const res = await call(t.app, 'POST', '/api/auth/totp/disable', jar, { code: '123456' });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a wrong code, then turns off with a current code and clears everything', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const { secret } = await enrol(t.app, t.db, user, jar);
    // A pending sign-in elsewhere ends with it.
    const elsewhere = await pendingLogin(user);

    const bad = await call(t.app, 'POST', '/api/auth/totp/disable', jar, {
      code: wrongCode(secret),
    });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).message).toMatch(/code is not right/);
    expect((await userRow(user.id)).totp_enabled).toBe(1);

    const res = await call(t.app, 'POST', '/api/auth/totp/disable', jar, {
      code: await freshCode(t.db, user.id, secret),
    });
    expect(res.statusCode, res.body).toBe(204);
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      totp_enabled: 0,
      totp_secret: null,
      totp_pending_secret: null,
      totp_recovery_codes: '[]',
      totp_last_step: null,
    });
    expect(await pendingRow(elsewhere)).toBeUndefined();

    // The password alone signs in again.
    const { res: login } = await passwordLogin(t.app, user);
    expect(json<CurrentUser>(login)).toMatchObject({ id: user.id, totpEnabled: false });
  });

  it('turns off with a recovery code', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const { recoveryCodes } = await enrol(t.app, t.db, user, jar);
    const res = await call(t.app, 'POST', '/api/auth/totp/disable', jar, {
      code: recoveryCodes[3],
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await userRow(user.id)).totp_enabled).toBe(0);
  });

  it('refuses a replayed code', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const { secret } = await enrol(t.app, t.db, user, jar);
    const used = totpAtStep(secret, (await lastStep(t.db, user.id)) ?? 0);
    const res = await call(t.app, 'POST', '/api/auth/totp/disable', jar, { code: used });
    expect(res.statusCode).toBe(400);
    expect(error(res).message).toMatch(/used already/);
    expect((await userRow(user.id)).totp_enabled).toBe(1);
  });
});

// ---- staff two-factor, end to end ----------------------------------------------------------

async function someInkId(db: Db): Promise<number> {
  const ink = await db
    .selectFrom('inks')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return ink.id;
}

describe('staff two-factor (STAFF_MFA=required, the default)', () => {
  it('an admin without TOTP is refused, enrols, signs in again with a code, then may delete', async () => {
    const admin = await makeUser(t.db, 'admin');
    const inkId = await someInkId(t.db);
    const jar = await signedIn(t.app, admin);

    const refused = await call(t.app, 'DELETE', `/api/inks/${inkId}`, jar);
    expect(refused.statusCode).toBe(403);
    expect(error(refused).code).toBe('mfa_required');

    // Enrolment stays open to staff without two-factor.
    const { secret } = await enrol(t.app, t.db, admin, jar);

    const out = await call(t.app, 'POST', '/api/auth/logout', jar);
    expect(out.statusCode).toBe(204);
    const pending = await pendingLogin(admin);
    const code = await freshCode(t.db, admin.id, secret);
    const signIn = await call(t.app, 'POST', '/api/auth/login/totp', pending, { code });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(json<CurrentUser>(signIn)).toMatchObject({ role: 'admin', totpEnabled: true });

    const deleted = await call(t.app, 'DELETE', `/api/inks/${inkId}`, pending);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/inks/${inkId}` });
    expect(gone.statusCode).toBe(404);
  });

  it('a plain user is refused as forbidden, not asked for two-factor', async () => {
    const user = await makeUser(t.db);
    const jar = await signedIn(t.app, user);
    const res = await call(t.app, 'DELETE', `/api/inks/${await someInkId(t.db)}`, jar);
    expect(res.statusCode).toBe(403);
    expect(error(res).code).toBe('forbidden');
  });
});

describe('staff two-factor with STAFF_MFA=optional', () => {
  let o: TestContext;
  beforeAll(async () => {
    o = await createTestApp({ STAFF_MFA: 'optional' });
  });
  afterAll(async () => {
    await o.close();
  });

  it('an admin without TOTP may delete', async () => {
    const admin = await makeUser(o.db, 'admin');
    const jar = await signedIn(o.app, admin);
    const res = await call(o.app, 'DELETE', `/api/inks/${await someInkId(o.db)}`, jar);
    expect(res.statusCode, res.body).toBe(204);
  });
});
