/**
 * The findings of the outside probe (docs/security.md, the rows whose test is probe.test.ts), one
 * block each. Every test here failed on the code the probe ran against.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { MAX_ID, type ErrorBody } from '@inklore/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '#src/plugins/security-headers.ts';
import {
  Browser,
  createTestApp,
  createUser,
  csrfHeaders,
  json,
  outbox,
  signedIn,
  withSession,
  type TestContext,
} from './helpers.ts';

let t: TestContext;
const logLines: string[] = [];
let address: string;
/** PUBLIC_URL of the apps under test: absolute-form targets naming it are ours. */
const SITE = 'http://inklore.test';

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (d: Buffer) => logLines.push(...d.toString().split('\n').filter(Boolean)));
  t = await createTestApp({ LOG_LEVEL: 'debug', PUBLIC_URL: SITE }, { logStream });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** One raw HTTP/1.1 request, the target written exactly as given (absolute form included). */
function raw(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
  at = address,
): Promise<{ status: number; head: string; body: string }> {
  const port = new URL(at).port;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      const lines = [
        `${method} ${target} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Connection: close',
      ];
      for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
      if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
      // write, not end: a half-closed socket may be dropped before a slow answer is sent
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    let data = '';
    socket.on('data', (d: Buffer) => (data += d.toString()));
    socket.on('end', () => {
      const [head = '', rest = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest });
    });
    socket.on('error', reject);
  });
}

/** The spellings of an /api/... path that the router reads as the same route. */
const sameRoute = (p: string) => [p, p.replace('/api/', '/%61pi/'), p.replace('/api/', '/ap%69/')];
/** Spellings the router does not match to an API route: they must never act as one. */
const otherRoute = (p: string) => [
  `/${p}`,
  p.toUpperCase(),
  p.replace('/api/', '/x/../api/'),
  p.replace('/api/', '/api/./'),
  p.replace('/api/', '/api//'),
];

describe('1. guards decide by the matched route, not by the text of the URL', () => {
  it('the session loader sees encoded spellings of API paths', async () => {
    const { browser, user } = await withSession(t);
    for (const url of sameRoute('/api/auth/user')) {
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(json<{ username: string }>(res).username, url).toBe(user.username);
    }
  });

  it('a foreign page cannot sign a member out or sign anyone in through any spelling', async () => {
    const { browser, user } = await withSession(t);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const attacker = await createUser(t.db);
    for (const url of [...sameRoute('/api/auth/logout'), ...otherRoute('/api/auth/logout')]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
        payload: 'x=1',
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    for (const url of [...sameRoute('/api/auth/login'), ...otherRoute('/api/auth/login')]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: { login: attacker.username, password: attacker.password },
        remoteAddress: '10.80.0.1',
      });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['set-cookie'] ?? ''), url).not.toContain('inklore_session=');
    }
    // still signed in
    const me = await browser.get('/api/auth/user');
    expect(json<{ username: string }>(me).username).toBe(user.username);
  });

  it('every mutating route refuses a missing CSRF token under an encoded spelling', async () => {
    const { browser } = await withSession(t, { role: 'admin', totp: true });
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // the one route without the guard (its own config says so: ADR 060's one-click unsubscribe,
    // server/test/authorization.test.ts CSRF_EXEMPT) keeps that under any spelling, as the
    // others keep theirs
    const exempt = 'POST /api/unsubscribe';
    const odd = await t.app.inject({
      method: 'POST',
      url: '/%61pi/unsubscribe?token=x',
      headers: { cookie },
    });
    expect(json<ErrorBody>(odd).code).toBe('bad_request');
    const mutating = t.app.apiRoutes.filter(
      (r) => r.method !== 'GET' && `${r.method} ${r.url}` !== exempt,
    );
    expect(mutating.length).toBeGreaterThan(20);
    for (const r of mutating) {
      const url = r.url
        .replace(':id', '1')
        .replace(':username', 'nobody')
        .replace(':provider', 'x')
        .replace('/api/', '/%61pi/');
      const res = await t.app.inject({
        method: r.method as 'POST',
        url,
        headers: { cookie },
        payload: {},
      });
      expect(res.statusCode, `${r.method} ${url}`).toBe(403);
      expect(json<ErrorBody>(res).code, `${r.method} ${url}`).toBe('csrf_failed');
    }
  });

  it('refuses absolute-form targets naming another site, and guards ours like any path', async () => {
    const foreign = await raw('GET', 'http://evil.example/api/health');
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.body) as ErrorBody).toMatchObject({ code: 'bad_request' });
    const ours = await raw('GET', `${SITE}/api/health`);
    expect(ours.status).toBe(200);
    const post = await raw(
      'POST',
      `${SITE}/api/auth/login`,
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      JSON.stringify({ login: 'a', password: 'b' }),
    );
    expect(post.status).toBe(403);
  });

  it('the flood guard counts every spelling, absolute form included', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REQUESTS_IP: '40/1m', PUBLIC_URL: SITE });
    const at = await limited.app.listen({ port: 0, host: '127.0.0.1' });
    const ip = '10.81.0.1';
    const spellings = [
      '/api/inks?limit=1',
      '/%61pi/inks?limit=1',
      '/api/%69nks?limit=1',
      '//api/inks?limit=1',
    ];
    let refused = 0;
    for (let i = 0; i < 60; i++) {
      const res = await limited.app.inject({
        method: 'GET',
        url: spellings[i % spellings.length] ?? '/api/inks',
        remoteAddress: ip,
      });
      if (res.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(20); // 40 a minute, whatever the spelling
    for (const url of spellings.slice(1)) {
      const res = await limited.app.inject({ method: 'GET', url, remoteAddress: ip });
      expect(res.statusCode, url).toBe(429);
    }
    // the raw socket comes from 127.0.0.1: spend its allowance, then try the absolute form
    for (let i = 0; i < 40; i++) await raw('GET', '/api/health', {}, '', at);
    const absolute = await raw('GET', `${SITE}/api/health`, {}, '', at);
    expect(absolute.status).toBe(429);
    await limited.close();
  });
});

describe('4. input PostgreSQL cannot hold is a 400, never a 500', () => {
  it('ids above 2147483647 on every {id} route', async () => {
    const { browser } = await withSession(t, { role: 'admin', totp: true });
    const withId = t.app.apiRoutes.filter((r) => r.url.includes(':id'));
    expect(withId.length).toBeGreaterThan(10);
    for (const big of [String(MAX_ID + 1), '9999999999999']) {
      for (const r of withId) {
        const url = r.url.replace(':id', big);
        const res =
          r.method === 'GET'
            ? await browser.get(url)
            : await browser.send(r.method as 'POST', url, {});
        expect(res.statusCode, `${r.method} ${url}`).toBe(400);
        expect(json<ErrorBody>(res).code).toBe('validation_failed');
      }
    }
    const ok = await browser.get(`/api/inks/${MAX_ID}`);
    expect(ok.statusCode).toBe(404);
  });

  it('a report naming an id above 2147483647', async () => {
    const { browser } = await withSession(t);
    const res = await browser.post('/api/reports', {
      reportType: 'comment',
      targetId: MAX_ID + 1,
      reason: 'spam',
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).fields).toHaveProperty('targetId');
  });

  it('NUL, other control characters and lone surrogates in any text field', async () => {
    const { browser } = await withSession(t);
    const inkId = 1;
    const bad = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u0085b', 'a\ud800b', 'a\udc00b'];
    for (const s of bad) {
      // a lone surrogate cannot be written in a URL (it is no UTF-8): body fields only
      const inUrl = /[\ud800-\udfff]/.test(s) ? null : encodeURIComponent(s);
      const cases: [string, () => ReturnType<Browser['get']>][] = [
        [
          'login',
          () =>
            new Browser(t.app, '10.82.0.1').post('/api/auth/login', { login: s, password: 'x' }),
        ],
        ['bio', () => browser.send('PATCH', '/api/auth/user', { bio: s })],
        ['display name', () => browser.send('PATCH', '/api/auth/user', { displayName: s })],
        [
          'notes',
          () => browser.post(`/api/inks/${inkId}/collection`, { status: 'owned', notes: s }),
        ],
        [
          'report description',
          () =>
            browser.post('/api/reports', {
              reportType: 'ink_profile',
              targetId: inkId,
              reason: 'other',
              description: s,
            }),
        ],
        ['comment', () => browser.post(`/api/inks/${inkId}/comments`, { content: s })],
      ];
      if (inUrl !== null) {
        cases.push(['user path', () => browser.get(`/api/users/${inUrl}`)]);
        cases.push(['search', () => browser.get(`/api/inks?search=${inUrl}`)]);
      }
      for (const [what, call] of cases) {
        const res = await call();
        expect(res.statusCode, `${what} ${JSON.stringify(s)}`).toBe(400);
        expect(json<ErrorBody>(res).code, what).toBe('validation_failed');
      }
    }
    // nothing was written
    const entry = await browser.get(`/api/inks/${inkId}/collection`);
    expect(entry.body).toBe('null');
  });

  it('line breaks and tabs stay allowed in long text, never in names', async () => {
    const { browser } = await withSession(t);
    const bio = await browser.send('PATCH', '/api/auth/user', { bio: 'line one\nline\ttwo' });
    expect(bio.statusCode).toBe(200);
    for (const name of [
      'admin\u200b',
      'ad\u200dmin',
      '\u202eadmin',
      'admin\u2066',
      'a\ufeffdmin',
      'two\nlines',
      'ad\u00admin',
    ]) {
      const res = await browser.send('PATCH', '/api/auth/user', { displayName: name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(json<ErrorBody>(res).fields).toHaveProperty('displayName');
    }
    const ok = await browser.send('PATCH', '/api/auth/user', { displayName: 'Zoë 山田 Ōkubo' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('5. password guessing through a signed-in session', () => {
  it('changing the password counts against the account, 5 a minute', async () => {
    const { browser } = await signedIn(t);
    for (let i = 0; i < 5; i++) {
      const res = await browser.post('/api/auth/password', {
        currentPassword: `wrong guess ${i}`,
        newPassword: 'a brand new password',
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await browser.post('/api/auth/password', {
      currentPassword: 'a long enough password', // even the right one, until the minute is over
      newPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('deleting the account counts in the same bucket', async () => {
    const { browser } = await signedIn(t);
    for (let i = 0; i < 2; i++) {
      const res = await browser.post('/api/auth/password', {
        currentPassword: 'wrong',
        newPassword: 'a brand new password',
      });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 3; i++) {
      const res = await browser.send('DELETE', '/api/auth/user', {
        password: 'wrong',
        confirm: 'DELETE',
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await browser.send('DELETE', '/api/auth/user', {
      password: 'wrong',
      confirm: 'DELETE',
    });
    expect(res.statusCode).toBe(429);
  });

  it('email and username share one sign-in count', async () => {
    const u = await createUser(t.db);
    const logins = [u.email, u.username, u.email.toUpperCase(), u.username, u.email];
    for (const [i, login] of logins.entries()) {
      const res = await new Browser(t.app, `10.83.0.${i}`).post('/api/auth/login', {
        login,
        password: 'wrong password',
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await new Browser(t.app, '10.83.0.99').post('/api/auth/login', {
      login: u.username,
      password: u.password,
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('6. the smaller findings', () => {
  it('refuses a caller without access before reading the body', async () => {
    // 3 MB that is not JSON: read first, it would be a 400 parse error; refused first, a 401.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/avatar',
      headers: { ...(await csrfHeaders(t.app)), 'content-type': 'application/json' },
      payload: `{"image": "${'x'.repeat(3_000_000)}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('concurrent avatar uploads leave exactly the referenced file, and a new one replaces it', async () => {
    const { browser, user } = await withSession(t);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const image = `data:image/png;base64,${png.toString('base64')}`;
    // one CSRF token for all six (a browser's page has one)
    browser.csrf = json<{ csrfToken: string }>(await browser.get('/api/auth/csrf-token')).csrfToken;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => browser.post('/api/auth/avatar', { image })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const dir = path.join(t.config.dataDir, 'media', 'avatars');
    const row = await t.db
      .selectFrom('users')
      .select('custom_profile_image')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(fs.readdirSync(dir).map((f) => `/media/avatars/${f}`)).toEqual([
      row.custom_profile_image,
    ]);
    const removed = await browser.send('DELETE', '/api/auth/avatar');
    expect(removed.statusCode).toBe(200);
    expect(fs.readdirSync(dir)).toEqual([]);
    // ten uploads in ten minutes (RATE_LIMIT_AVATAR_USER), and no file for the refused ones
    for (let i = 0; i < 4; i++) {
      expect((await browser.post('/api/auth/avatar', { image })).statusCode).toBe(200);
    }
    const refused = await browser.post('/api/auth/avatar', { image });
    expect(refused.statusCode).toBe(429);
    expect(json<ErrorBody>(refused).code).toBe('rate_limited');
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });

  it('checks Origin against PUBLIC_URL only, not against the Host header the caller writes', async () => {
    const { browser } = await withSession(t);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = json<{ csrfToken: string }>(await browser.get('/api/auth/csrf-token')).csrfToken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: `${cookie}; inklore_csrf=${token}`,
        'x-csrf-token': token,
        host: 'evil.example',
        origin: 'http://evil.example',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(json<ErrorBody>(res).code).toBe('csrf_failed');
  });

  it('personal JSON is never stored by a cache; the public catalogue is revalidated', async () => {
    const { browser } = await withSession(t);
    for (const url of [
      '/api/auth/user',
      '/api/inks/1/collection',
      '/api/auth/csrf-token',
      '/api/inks?limit=1',
    ]) {
      const res = await browser.get(url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const anon = await t.app.inject({ method: 'GET', url: '/api/inks?limit=1' });
    expect(anon.headers['cache-control']).toBe('no-cache');
    const csrf = await t.app.inject({ method: 'GET', url: '/api/auth/csrf-token' });
    expect(csrf.headers['cache-control']).toBe('no-store');
    const anonUser = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(anonUser.headers['cache-control']).toBe('no-store');
  });

  it('verification and reset tokens never reach the logs', async () => {
    const b = new Browser(t.app, '10.84.0.1');
    const res = await b.post('/api/auth/signup', {
      email: 'logged@example.test',
      username: 'logged_user',
      password: 'a long enough password',
    });
    expect(res.statusCode).toBe(202);
    // the account is made after the answer (ADR 040): its verification mail says it is there
    await outbox(t.config, 1, 'logged@example.test');
    const forgot = await b.post('/api/auth/forgot-password', { email: 'logged@example.test' });
    expect(forgot.statusCode).toBe(204);
    await t.app.inject({ method: 'GET', url: '/verify-email?token=SECRET-TOKEN-VALUE' });
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/x/callback?code=SECRET-CODE&state=S1',
    });
    const mails = await outbox(t.config, 2, 'logged@example.test');
    const tokens = mails
      .map((m) => /token=([A-Za-z0-9_-]{20,})/.exec(m.text)?.[1])
      .filter((x): x is string => Boolean(x));
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    const logs = logLines.join('\n');
    expect(logs).toContain('token=[masked]');
    for (const secret of [...tokens, 'SECRET-TOKEN-VALUE', 'SECRET-CODE']) {
      expect(logs).not.toContain(secret);
    }
  });

  it('refuses unknown query parameters on every API route', async () => {
    const { browser } = await withSession(t, { role: 'admin', totp: true });
    const gets = t.app.apiRoutes.filter((r) => r.method === 'GET' && !r.url.includes('callback'));
    for (const r of gets) {
      const url = `${r.url.replace(':id', '1').replace(':username', 'nobody').replace(':provider', 'x')}?zzz=1`;
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(json<ErrorBody>(res).fields, url).toHaveProperty('zzz');
    }
  });

  it('sends a Permissions-Policy on pages and API answers', async () => {
    for (const url of ['/api/health', '/', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });
});
