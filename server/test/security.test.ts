import type { AddressInfo } from 'node:net';
import type { ErrorBody } from '@inklore/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  createUser,
  json,
  linkIn,
  parseMail,
  type TestContext,
} from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('rate limits', () => {
  it('sign-in: 5 attempts per 20 s per IP, then 429 with Retry-After', async () => {
    const b = new Browser(t.app, '10.70.0.1');
    for (let i = 0; i < 5; i++) {
      const res = await b.post('/api/auth/login', {
        login: `someone${i}`,
        password: 'wrong password',
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await b.post('/api/auth/login', {
      login: 'someone-else',
      password: 'wrong password',
    });
    expect(res.statusCode).toBe(429);
    expect(json<ErrorBody>(res).code).toBe('rate_limited');
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(20);
    // Another address is not affected.
    const other = await new Browser(t.app, '10.70.0.2').post('/api/auth/login', {
      login: 'x',
      password: 'wrong password',
    });
    expect(other.statusCode).toBe(401);
  });

  it('sign-in: 5 attempts per minute per account, whatever the address', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      const res = await new Browser(t.app, `10.71.0.${i}`).post('/api/auth/login', {
        login: u.username,
        password: 'wrong password',
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await new Browser(t.app, '10.71.0.99').post('/api/auth/login', {
      login: u.username.toUpperCase(),
      password: u.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(20);
  });

  it('a successful sign-in clears the account counter', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 4; i++) {
      await new Browser(t.app, `10.72.0.${i}`).post('/api/auth/login', {
        login: u.username,
        password: 'wrong password',
      });
    }
    expect(
      (
        await new Browser(t.app, '10.72.1.1').post('/api/auth/login', {
          login: u.username,
          password: u.password,
        })
      ).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      const res = await new Browser(t.app, `10.72.2.${i}`).post('/api/auth/login', {
        login: u.username,
        password: 'wrong password',
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('sign-up: 5 per hour per IP', async () => {
    const b = new Browser(t.app, '10.73.0.1');
    for (let i = 0; i < 5; i++) {
      const res = await b.post('/api/auth/signup', {
        email: `rl${i}@example.test`,
        username: `rl_user_${i}`,
        password: 'long enough pw',
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const res = await b.post('/api/auth/signup', {
      email: 'rl5@example.test',
      username: 'rl_user_5',
      password: 'long enough pw',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    await t.app.afterAnswer.idle();
    const made = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'rl_user_5')
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });

  it('reset and verification mails: 3 per hour per address', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 3; i++) {
      const res = await new Browser(t.app, `10.74.0.${i}`).post('/api/auth/forgot-password', {
        email: u.email,
      });
      expect(res.statusCode).toBe(204);
    }
    const res = await new Browser(t.app, '10.74.0.9').post('/api/auth/forgot-password', {
      email: u.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(429);
  });

  it('are configurable, and a bad setting stops start-up', async () => {
    const strict = await createTestApp({
      RATE_LIMIT_LOGIN_IP: '2/1m',
      RATE_LIMIT_REQUESTS_IP: '30/1m',
    });
    try {
      const b = new Browser(strict.app, '10.75.0.1');
      await b.post('/api/auth/login', { login: 'a', password: 'wrong password' });
      await b.post('/api/auth/login', { login: 'b', password: 'wrong password' });
      expect(
        (await b.post('/api/auth/login', { login: 'c', password: 'wrong password' })).statusCode,
      ).toBe(429);
      // Reading is capped only against floods: 30 a minute here.
      const reader = new Browser(strict.app, '10.75.0.2');
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await reader.get('/api/inks?limit=1')).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await strict.close();
    }
    await expect(createTestApp({ RATE_LIMIT_LOGIN_IP: 'lots' })).rejects.toThrow(
      /RATE_LIMIT_LOGIN_IP/,
    );
  });

  it('leave reading and searching unthrottled for people', async () => {
    const reader = new Browser(t.app, '10.76.0.1');
    for (let i = 0; i < 200; i++) {
      const res = await reader.get(`/api/inks?search=blue&page=${(i % 3) + 1}`);
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('CSRF token', () => {
  it('is stable for a browser, and rotated (in the response header) at sign-in and sign-out', async () => {
    const u = await createUser(t.db);
    const b = new Browser(t.app, '10.77.0.1');
    const first = json<{ csrfToken: string }>(await b.get('/api/auth/csrf-token')).csrfToken;
    const again = json<{ csrfToken: string }>(await b.get('/api/auth/csrf-token')).csrfToken;
    expect(again).toBe(first);
    b.csrf = first;
    const login = await b.post('/api/auth/login', { login: u.username, password: u.password });
    const rotated = login.headers['x-csrf-token'];
    expect(rotated).toEqual(expect.any(String));
    expect(rotated).not.toBe(first);
    // The old token no longer works.
    const stale = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: {
        cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': first,
      },
      payload: { bio: 'x' },
      remoteAddress: '10.77.0.1',
    });
    expect(stale.statusCode).toBe(403);
    expect((await b.send('PATCH', '/api/auth/user', { bio: 'x' })).statusCode).toBe(200);
  });

  it('accepts this site as Origin', async () => {
    const b = new Browser(t.app, '10.78.0.1');
    const token = json<{ csrfToken: string }>(await b.get('/api/auth/csrf-token')).csrfToken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: `inklore_csrf=${token}`,
        'x-csrf-token': token,
        origin: t.config.publicUrl,
      },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('mail over SMTP', () => {
  it('sends the verification mail, with text and HTML parts, to a real SMTP peer', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'http://inklore.test',
      MAIL_FROM: 'Inklore <hello@inklore.test>',
    });
    try {
      const b = new Browser(app.app, '10.79.0.1');
      const res = await b.post('/api/auth/signup', {
        email: 'smtp-person@example.test',
        username: 'smtp_person',
        password: 'long enough pw',
      });
      expect(res.statusCode).toBe(202);
      for (let i = 0; i < 100 && received.length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(received).toHaveLength(1);
      const mail = parseMail(received[0] ?? '');
      expect(mail.to).toContain('smtp-person@example.test');
      expect(mail.raw).toContain('From: Inklore <hello@inklore.test>');
      expect(mail.html).toContain('<a href="http://inklore.test/verify-email?token=');
      const token = new URL(linkIn(mail)).searchParams.get('token') ?? '';
      expect((await b.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
