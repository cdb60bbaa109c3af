/**
 * Rate limits and the flood guard with several app servers: two app instances on
 * one database count one address together, whether the counters live in the database (the
 * default) or in Redis (REDIS_URL). Redis is a real redis-server: TEST_REDIS_URL, or one
 * started here when the machine has `redis-server` (.ci/run installs it); without either, the
 * Redis rounds are not in this run's list and its title says so.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { createUser, json, openTestDb } from './helpers.ts';
import { freePort } from '../cluster/processes.ts';

type ErrorBody = { message: string; code: string };

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
let redisProcess: ChildProcess | undefined;
let redisUrl = process.env.TEST_REDIS_URL;

beforeAll(async () => {
  if (redisUrl || !hasRedisServer) return;
  const port = await freePort();
  redisProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  for (let i = 0; i < 100; i++) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  client.disconnect();
  redisUrl = url;
});

afterAll(() => {
  redisProcess?.kill('SIGTERM');
});

/** Two app servers on one fresh database, with the same limits settings. */
async function twoServers(env: Record<string, string>) {
  const { db, drop, database } = await openTestDb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-limits-'));
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env }),
    database,
  };
  const apps: AppInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp(config, { db });
    await app.ready();
    apps.push(app);
  }
  return {
    db,
    apps: apps as [AppInstance, AppInstance],
    close: async () => {
      for (const app of apps) await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function login(app: AppInstance, ip: string, loginName: string, password: string) {
  const csrf = randomBytes(32).toString('base64url').slice(0, 43);
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'x-csrf-token': csrf, cookie: `inklore_csrf=${csrf}` },
    payload: { login: loginName, password },
  });
}

const stores = (): {
  name: string;
  env: () => Record<string, string>;
  sharedFlood: boolean;
}[] => [
  // the flood guard counts in each server's memory without Redis (a write per request to the
  // database would cost more than the flood it stops)
  { name: 'the database', env: () => ({}), sharedFlood: false },
  ...(redisUrl || hasRedisServer
    ? [
        {
          name: 'Redis',
          env: () => ({
            REDIS_URL: redisUrl ?? '',
            // each test its own keys: one Redis serves the whole run
            REDIS_PREFIX: `t${randomBytes(6).toString('hex')}:`,
          }),
          sharedFlood: true,
        },
      ]
    : []),
];

describe.each(stores())('limits counted in $name, two app servers', ({ env, sharedFlood }) => {
  it('count sign-in attempts from one address across both servers', async () => {
    const settings = env();
    const s = await twoServers({ ...settings, RATE_LIMIT_LOGIN_IP: '5/20s' });
    try {
      const ip = '10.77.0.1';
      const statuses: number[] = [];
      const remaining: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = s.apps[i % 2] as AppInstance;
        const res = await login(app, ip, `nobody${i}`, 'wrong password here');
        statuses.push(res.statusCode);
        remaining.push(
          Number(/^"login_ip";r=(\d+);t=\d+$/.exec(String(res.headers.ratelimit))?.[1]),
        );
      }
      // five failed attempts in all are allowed; the sixth is refused, on either server
      expect(statuses.slice(0, 5).every((c) => c === 401)).toBe(true);
      // and each answer's RateLimit header (ADR 030) told the count both servers share
      expect(remaining).toEqual([4, 3, 2, 1, 0, 0]);
      expect(statuses[5]).toBe(429);
      const refused = await login(s.apps[0], ip, 'nobody', 'wrong password here');
      expect(refused.statusCode).toBe(429);
      expect(json<ErrorBody>(refused).code).toBe('rate_limited');
      const retry = Number(refused.headers['retry-after']);
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(20);
      // the counts are where the settings say: Redis keys under the prefix, or table rows
      const rows = await s.db.selectFrom('rate_limits').select('key').execute();
      if (settings.REDIS_URL) {
        const redis = new Redis(settings.REDIS_URL);
        const keys = await redis.keys(`${settings.REDIS_PREFIX ?? ''}*`);
        const loginKey = keys.find((k) => k.endsWith(`login:ip:${ip}`));
        const ttl = await redis.pttl(loginKey ?? '');
        await redis.quit();
        expect(loginKey).toBeDefined();
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(20_000);
        expect(rows).toEqual([]);
      } else {
        expect(rows.some((r) => r.key === `login:ip:${ip}`)).toBe(true);
      }
      // another address is not held back
      expect(
        (await login(s.apps[1], '10.77.0.2', 'nobody', 'wrong password here')).statusCode,
      ).toBe(401);
    } finally {
      await s.close();
    }
  });

  it("clear an account's failures after its sign-in, on every server", async () => {
    const s = await twoServers({
      ...env(),
      RATE_LIMIT_LOGIN_ACCOUNT: '3/1m',
      RATE_LIMIT_LOGIN_IP: 'off',
    });
    try {
      const user = await createUser(s.db);
      for (let i = 0; i < 2; i++) {
        const r = await login(
          s.apps[i % 2] as AppInstance,
          `10.78.0.${i}`,
          user.username,
          'wrong pw 12345',
        );
        expect(r.statusCode).toBe(401);
      }
      expect((await login(s.apps[0], '10.78.1.1', user.username, user.password)).statusCode).toBe(
        200,
      );
      // the count started again: three more failures before the account is held
      const after: number[] = [];
      for (let i = 0; i < 4; i++) {
        after.push(
          (
            await login(
              s.apps[(i + 1) % 2] as AppInstance,
              `10.78.2.${i}`,
              user.username,
              'wrong pw 12345',
            )
          ).statusCode,
        );
      }
      expect(after).toEqual([401, 401, 401, 429]);
    } finally {
      await s.close();
    }
  });

  it(`count the flood guard ${sharedFlood ? 'across both servers' : 'in each server'}`, async () => {
    const s = await twoServers({ ...env(), RATE_LIMIT_REQUESTS_IP: '10/1m' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const app = s.apps[i % 2] as AppInstance;
        statuses.push(
          (
            await app.inject({
              method: 'GET',
              url: '/api/inks?limit=1',
              remoteAddress: '10.79.0.1',
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((c) => c === 200)).toBe(true);
      // 12 requests, 6 to each server: over the limit together, under it one by one
      expect(statuses.slice(10)).toEqual(sharedFlood ? [429, 429] : [200, 200]);
      if (!sharedFlood) {
        for (let i = 0; i < 5; i++) {
          await s.apps[0].inject({
            method: 'GET',
            url: '/api/inks?limit=1',
            remoteAddress: '10.79.0.1',
          });
        }
        const eleventh = await s.apps[0].inject({
          method: 'GET',
          url: '/api/inks?limit=1',
          remoteAddress: '10.79.0.1',
        });
        expect(eleventh.statusCode).toBe(429);
      }
      // pages and static files are not counted; another address is not held back
      const other = await s.apps[1].inject({
        method: 'GET',
        url: '/api/inks?limit=1',
        remoteAddress: '10.79.0.2',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe('limits in a Redis that cannot be reached', () => {
  it('refuse what they guard with 503 in the one error shape, and change nothing', async () => {
    const closed = await freePort(); // nothing listens there
    const s = await twoServers({ REDIS_URL: `redis://127.0.0.1:${closed}` });
    try {
      const user = await createUser(s.db);
      const before = await s.db.selectFrom('sessions').select('id').execute();
      const r = await login(s.apps[0], '10.80.0.1', user.username, user.password);
      expect(r.statusCode).toBe(503);
      const body = json<ErrorBody>(r);
      expect(body.code).toBe('service_unavailable');
      expect(body.message).toContain('try again');
      expect(await s.db.selectFrom('sessions').select('id').execute()).toEqual(before);
      // the rest of the API keeps answering: the flood guard counts in memory meanwhile
      const list = await s.apps[1].inject({ method: 'GET', url: '/api/inks?limit=1' });
      expect(list.statusCode).toBe(200);
    } finally {
      await s.close();
    }
  }, 20_000);
});
