/**
 * RateLimit-Policy, RateLimit and Retry-After (ADR 030): every limit hit by
 * a request is reported on its answer (draft-ietf-httpapi-ratelimit-headers-11), a refusal
 * says Retry-After, an answer that hit no limit says nothing, and limits counted per target
 * (the account a sign-in names, the address a mail goes to) are never reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '#src/app.ts';
import { hit, noteLimitsIn, type LimitNotes } from '#src/lib/rate-limit.ts';
import {
  Browser,
  createTestApp,
  createUser,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from './helpers.ts';

type Reply = Awaited<ReturnType<AppInstance['inject']>>;

/** The items of a structured-field list header: name -> its parameters. */
function items(value: unknown): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  if (typeof value !== 'string') return out;
  for (const member of value.split(',')) {
    const [name = '', ...params] = member.trim().split(';');
    expect(name).toMatch(/^"[a-z_]+"$/);
    out.set(
      name.slice(1, -1),
      Object.fromEntries(
        params.map((p) => {
          const [k = '', v = ''] = p.split('=');
          expect(v).toMatch(/^\d+$/);
          return [k, Number(v)];
        }),
      ),
    );
  }
  return out;
}

const policy = (res: Reply, name: string) => items(res.headers['ratelimit-policy']).get(name);
const limit = (res: Reply, name: string) => items(res.headers.ratelimit).get(name);

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_COMMENT_USER: '3/10m',
    RATE_LIMIT_LOGIN_IP: '4/1m',
    RATE_LIMIT_LOGIN_ACCOUNT: '10/1m',
    RATE_LIMIT_MAIL_ADDRESS: '2/1h',
  });
  freshInk = await inkSupply(t.db, 400, 10);
});
afterAll(() => t.close());

describe('a limited route', () => {
  it('reports its policy and the quota left, going down with each hit; a 429 says Retry-After', async () => {
    const { browser } = await withSession(t);
    const left: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await browser.post(`/api/inks/${freshInk()}/comments`, { content: `No. ${i}` });
      expect(res.statusCode, res.body).toBe(201);
      expect(policy(res, 'comment_user')).toEqual({ q: 3, w: 600 });
      const state = limit(res, 'comment_user');
      expect(state?.t).toBeGreaterThan(590);
      expect(state?.t).toBeLessThanOrEqual(600);
      left.push(state?.r ?? -1);
    }
    expect(left).toEqual([2, 1, 0]);
    const refused = await browser.post(`/api/inks/${freshInk()}/comments`, { content: 'Too many' });
    expect(refused.statusCode).toBe(429);
    expect(json<{ code: string }>(refused).code).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(policy(refused, 'comment_user')).toEqual({ q: 3, w: 600 });
    // the effective window ends when Retry-After says (the draft: not earlier)
    expect(limit(refused, 'comment_user')).toEqual({ r: 0, t: retryAfter });
  });

  it('counts each member on their own: another member starts with the whole quota', async () => {
    const { browser } = await withSession(t);
    const res = await browser.post(`/api/inks/${freshInk()}/comments`, { content: 'Hello' });
    expect(res.statusCode, res.body).toBe(201);
    expect(limit(res, 'comment_user')?.r).toBe(2);
  });

  it('sign-in reports the per-address limit and never the per-account one', async () => {
    const user = await createUser(t.db);
    const b = new Browser(t.app, '10.81.0.1');
    const wrong = await b.post('/api/auth/login', {
      login: user.username,
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(policy(wrong, 'login_ip')).toEqual({ q: 4, w: 60 });
    expect(limit(wrong, 'login_ip')?.r).toBe(3);
    // the account's count (by id for an account, by what was typed otherwise) would tell
    // whether a username and an email are one account, or that someone else is trying it
    expect([...items(wrong.headers.ratelimit).keys()]).toEqual(['login_ip']);
    const unknown = await b.post('/api/auth/login', {
      login: 'nobody-here',
      password: 'nope nope',
    });
    expect([...items(unknown.headers.ratelimit).keys()]).toEqual(['login_ip']);
    expect(limit(unknown, 'login_ip')?.r).toBe(2);
    const ok = await b.post('/api/auth/login', { login: user.username, password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(limit(ok, 'login_ip')?.r).toBe(1);
    await b.post('/api/auth/login', { login: 'nobody-here', password: 'nope nope' });
    const refused = await b.post('/api/auth/login', { login: 'x', password: 'y' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(limit(refused, 'login_ip')).toEqual({
      r: 0,
      t: Number(refused.headers['retry-after']),
    });
  });

  it('reset mails, counted per address, carry no RateLimit headers, even when refused', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await new Browser(t.app, `10.82.0.${i}`).post('/api/auth/forgot-password', {
        email: user.email,
      });
      statuses.push(res.statusCode);
      expect(res.headers['ratelimit-policy']).toBeUndefined();
      expect(res.headers.ratelimit).toBeUndefined();
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([204, 204, 429]);
  });
});

describe('over a real socket', () => {
  it('a limit hit after a body read slowly is still reported', async () => {
    const { browser } = await withSession(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = json<{ csrfToken: string }>({
      body: await (await fetch(`${address}/api/auth/csrf-token`)).text(),
    }).csrfToken;
    const cookie = [...browser.cookies, ['inklore_csrf', token]]
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    // a picture that is no image: the upload limit counts it, then decoding refuses it
    const bytes = new TextEncoder().encode(
      JSON.stringify({ image: `data:image/png;base64,${'A'.repeat(200_000)}` }),
    );
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let i = 0; i < bytes.length; i += 50_000) {
          controller.enqueue(bytes.slice(i, i + 50_000));
          await new Promise((resolve) => setImmediate(resolve));
        }
        controller.close();
      },
    });
    const res = await fetch(`${address}/api/auth/avatar`, {
      method: 'POST',
      duplex: 'half',
      headers: {
        cookie,
        'x-csrf-token': token,
        'content-type': 'application/json',
        'content-length': String(bytes.length),
        origin: t.config.publicUrl,
      },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('ratelimit-policy')).toBe('"avatar_user";q=10;w=600');
    expect(res.headers.get('ratelimit')).toMatch(/^"avatar_user";r=9;t=\d+$/);
  });
});

describe('a route without a limit', () => {
  it('carries no RateLimit header: the catalogue, an ink, a signed-in read', async () => {
    const { browser } = await withSession(t);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/inks' }),
      await t.app.inject({ method: 'GET', url: `/api/inks/${freshInk()}` }),
      await browser.get('/api/auth/user'),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ]) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['ratelimit-policy']).toBeUndefined();
      expect(res.headers.ratelimit).toBeUndefined();
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });
});

describe('the flood guard', () => {
  it('names its ceiling only on its 429, with Retry-After', async () => {
    const strict = await createTestApp({ RATE_LIMIT_REQUESTS_IP: '5/1m' });
    try {
      const reader = new Browser(strict.app, '10.83.0.1');
      for (let i = 0; i < 5; i++) {
        const res = await reader.get('/api/inks?limit=1');
        expect(res.statusCode).toBe(200);
        expect(res.headers.ratelimit).toBeUndefined();
      }
      const refused = await reader.get('/api/inks?limit=1');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(policy(refused, 'requests_ip')).toEqual({ q: 5, w: 60 });
      expect(limit(refused, 'requests_ip')).toEqual({ r: 0, t: retryAfter });
    } finally {
      await strict.close();
    }
  });
});

describe('hit()', () => {
  it('notes a limit for the request it runs in, one entry per policy, the latest', async () => {
    const holder: LimitNotes = { rateLimits: null };
    const a = { max: 5, windowMs: 60_000, name: 'alpha' };
    await new Promise<void>((resolve, reject) => {
      noteLimitsIn(holder, () => {
        void (async () => {
          await hit(t.db, 'alpha:1', a);
          await hit(t.db, 'alpha:1', a);
          // a limit built without a name is called by its key's first part
          await hit(t.db, 'beta:7', { max: 2, windowMs: 10_000 });
          // turned off or unreported: counted, not noted
          await hit(t.db, 'gamma:1', { max: Number.MAX_SAFE_INTEGER, windowMs: 1000 });
          await hit(t.db, 'delta:1', { max: 3, windowMs: 1000, name: 'delta', unreported: true });
        })().then(resolve, reject);
      });
    });
    expect(
      holder.rateLimits?.map((s) => [s.policy, s.quota, s.windowSeconds, s.remaining]),
    ).toEqual([
      ['alpha', 5, 60, 3],
      ['beta', 2, 10, 1],
    ]);
    // outside a request nothing is noted and nothing fails
    await expect(hit(t.db, 'alpha:2', a)).resolves.toMatchObject({ policy: 'alpha', remaining: 4 });
  });
});
