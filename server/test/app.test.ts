import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PassThrough } from 'node:stream';
import type { ErrorBody, Health, SiteInfo } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { createDb } from '#src/db/database.ts';
import { SECURITY_HEADERS } from '#src/plugins/security-headers.ts';
import {
  createTestApp,
  csrfHeaders,
  expectErrorShape,
  json,
  openTestDb,
  type TestContext,
} from './helpers.ts';

let t: TestContext;
let webDist: string;
const SHELL_HTML = '<!doctype html><title>Inklore test shell</title>';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // the build's compressed copies (web/build/compress.ts)
  fs.writeFileSync(path.join(webDist, 'index.html.gz'), zlib.gzipSync(SHELL_HTML));
  fs.writeFileSync(path.join(webDist, 'index.html.br'), zlib.brotliCompressSync(SHELL_HTML));
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('reports the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json<Health>(res)).toMatchObject({
      status: 'ok',
      databaseReachable: true,
      database: t.db.kind,
    });
  });

  it('answers 503 when the database cannot be reached', async () => {
    // A PostgreSQL server that is not there: nothing listens on port 1.
    const db = createDb({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const app = await buildApp({ ...t.config, webDist: undefined }, { db });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(json<Health>(res)).toMatchObject({ status: 'unavailable', databaseReachable: false });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('GET /api/site', () => {
  it("answers the operators' contact address, set at run time (CONTACT_EMAIL), or null", async () => {
    const unset = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(json<SiteInfo>(unset)).toEqual({ contactEmail: null });
    const app = await buildApp(
      { ...t.config, contactEmail: 'editors@inklore.example', webDist: undefined },
      { db: t.db },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/site' });
      expect(res.statusCode).toBe(200);
      expect(json<SiteInfo>(res)).toEqual({ contactEmail: 'editors@inklore.example' });
    } finally {
      await app.close();
    }
  });
});

describe('unknown paths and the web app', () => {
  it('gives a JSON 404 for an unknown API path, any method', async () => {
    const headers = await csrfHeaders(t.app);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing?x=1', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      const body = json<ErrorBody>(res);
      expect(body.code).toBe('not_found');
      expect(body.message).toContain('/api/no-such-thing');
    }
  });

  it("serves index.html for the web app's pages, not cached", async () => {
    for (const url of ['/', '/browse?search=blue', '/ink/12', '/inks/12', '/news/1', '/faq/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Inklore test shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 with the web app (its not-found page) for a path that shows no page', async () => {
    for (const url of [
      '/some/unknown/page',
      '/.env',
      '/ink/12/extra',
      '/browse/x',
      '/wp-login.php',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Inklore test shell');
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, plain text otherwise", async () => {
    for (const url of ['/', '/ink/12']) {
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SHELL_HTML);
      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SHELL_HTML);
      const plain = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body).toBe(SHELL_HTML);
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the API only, with JSON 404s, when there is no built web app', async () => {
    const { db, drop } = await openTestDb();
    const app = await buildApp({ ...t.config, webDist: path.join(webDist, 'missing') }, { db });
    try {
      const res = await app.inject({ method: 'GET', url: '/browse' });
      expect(res.statusCode).toBe(404);
      expect(json<ErrorBody>(res).code).toBe('not_found');
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('security headers', () => {
  it('are on API responses and pages', async () => {
    for (const url of ['/api/inks?limit=1', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('are the same full set on answers, refusals and unknown paths', async () => {
    // Worked out once at start (not per request): each of these still carries all of them.
    expect(Object.keys(SECURITY_HEADERS)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'x-frame-options',
        'x-dns-prefetch-control',
        'permissions-policy',
      ]),
    );
    const refusedByRouter = ['/api/inks/%FF', `/api/inks/${'9'.repeat(201)}`, '/%ED%A0%80'];
    for (const url of [
      '/api/inks?limit=1',
      '/api/inks?page=0',
      '/api/nope',
      '/browse',
      '/nope',
      ...refusedByRouter,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value });
      }
      if (refusedByRouter.includes(url)) {
        // answered before any hook: the one error shape all the same, and a request id
        expect(res.statusCode).toBe(400);
        expect(json<ErrorBody>(res).code).toBe('bad_request');
        expectErrorShape(json<ErrorBody>(res));
        expect(json<ErrorBody>(res).key).toBe(
          url.length > 200 ? 'request.address_too_long' : 'request.address_not_valid',
        );
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
  });
});

describe('request lines', () => {
  /** The log lines of one request to /api/health, with these settings. */
  async function logOfOneRequest(env: Record<string, string>): Promise<string[]> {
    const { db, drop } = await openTestDb();
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = await buildApp(
      { ...loadConfig(env), database: t.config.database },
      { db, logStream: logs },
    );
    try {
      await app.inject({ method: 'GET', url: '/api/health?token=SECRET-IN-QUERY' });
      return lines;
    } finally {
      await app.close();
      await drop();
    }
  }

  it('are written at debug by default, one a request, with its secrets masked', async () => {
    expect(await logOfOneRequest({ LOG_LEVEL: 'info' })).toEqual([]);
    const debug = await logOfOneRequest({ LOG_LEVEL: 'debug' });
    const requests = debug
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.msg.startsWith('GET '));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.level).toBe(20);
    // an unknown parameter: refused (400), and the line still masks it
    expect(requests[0]?.msg).toMatch(/^GET \/api\/health\?token=\[masked\] 400 \d+\.\d ms$/);
    expect(debug.join('\n')).not.toContain('SECRET-IN-QUERY');
  });

  it('are written at info with LOG_REQUESTS=true', async () => {
    const lines = await logOfOneRequest({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true' });
    const parsed = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(
      parsed.filter((l) => l.level === 30 && l.msg.startsWith('GET /api/health')),
    ).toHaveLength(1);
  });
});

describe('errors', () => {
  it('never leak a 5xx cause, and log it with the request id', async () => {
    const { db, drop } = await openTestDb();
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = await buildApp(
      { ...loadConfig({ LOG_LEVEL: 'error' }), database: t.config.database },
      {
        db,
        logStream: logs,
      },
    );
    app.get('/api/test-boom', { config: { access: 'public' } }, () => {
      throw new Error('secret internal detail: password=hunter2');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(res.statusCode).toBe(500);
      const body = json<ErrorBody>(res);
      expect(body.code).toBe('internal_error');
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('hunter2');
      const reqId = String(res.headers['x-request-id']);
      const logged = lines.map(
        (l) => JSON.parse(l) as { reqId?: string; err?: { message?: string } },
      );
      expect(
        logged.some((l) => l.reqId === reqId && l.err?.message?.includes('secret internal detail')),
      ).toBe(true);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('answer a malformed JSON body with a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...(await csrfHeaders(t.app)), 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBe(400);
    const body = json<ErrorBody>(res);
    expect(typeof body.message).toBe('string');
    expect(typeof body.code).toBe('string');
  });
});

describe('OpenAPI', () => {
  it('describes every API route from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(res);
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/inks',
      '/api/inks/featured',
      '/api/inks/{id}',
      '/api/news',
      '/api/news/featured',
      '/api/news/{id}',
      '/api/community/stats',
      '/api/health',
      '/api/auth/user',
    ]) {
      expect(doc.paths, p).toHaveProperty([p, 'get']);
    }
    const inkList = JSON.stringify(doc.paths['/api/inks']);
    for (const q of ['search', 'brand', 'color', 'properties', 'page', 'limit'])
      expect(inkList).toContain(`"${q}"`);
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(json<ErrorBody>(res).code).toBe('unauthorized');
  });
});
