import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import type TypeScript from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_SCHEMES, TAGS } from '#src/plugins/openapi.ts';
import { SECURITY_HEADERS } from '#src/plugins/security-headers.ts';
import { createTestApp, json, type TestContext } from './helpers.ts';

/**
 * The OpenAPI document at /api/openapi.json as a client developer meets it (ADR
 * 028): valid by swagger-parser and by Redocly's recommended rules, every API route in it once
 * with its own operationId, security and error answers, and good enough to generate a typed
 * client from. And the reference page at /api/docs, served from here.
 */

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name?: string }[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema?: Json }> }>;
};
type Document = {
  openapi: string;
  info: Json & { license: Json };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Redocly findings the document keeps on purpose, each with its reason (an "ignore entry"):
 * the only ones allowed.
 */
const ACCEPTED: { ruleId: string; pointer: string; reason: string }[] = [
  {
    ruleId: 'operation-2xx-response',
    pointer: '#/paths/~1api~1auth~1oidc~1{provider}~1start/get/responses',
    reason:
      'Signing in with a provider starts with a browser redirect to it: the answer is 302 or an error, never 2xx.',
  },
  {
    ruleId: 'operation-2xx-response',
    pointer: '#/paths/~1api~1auth~1oidc~1{provider}~1callback/get/responses',
    reason:
      'The provider sends the browser back here, and it is redirected on to the site: 302 or an error, never 2xx.',
  },
];

let t: TestContext;
let text = '';
let doc: Document;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://inklore.example' });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  text = res.body;
  doc = json<Document>(res);
});
afterAll(async () => {
  await t.close();
});

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path: p, op })),
  );
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by swagger-parser', async () => {
    // validate() dereferences in place: a copy, so the other tests read the document as sent.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toBe('3.1.0');
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: text,
      absoluteRef: 'https://inklore.example/api/openapi.json',
      config,
    });
    const found = problems.map((p) => ({
      severity: p.severity,
      ruleId: p.ruleId,
      pointer: p.location[0]?.pointer ?? '',
      message: p.message,
    }));
    const accepted = (p: { ruleId: string; pointer: string }) =>
      ACCEPTED.some((a) => a.ruleId === p.ruleId && a.pointer === p.pointer);
    expect(found.filter((p) => !accepted(p))).toEqual([]);
    // An accepted finding that no longer happens is taken off the list.
    for (const a of ACCEPTED) {
      expect(
        found.some((p) => accepted(p) && p.pointer === a.pointer),
        a.pointer,
      ).toBe(true);
    }
  });

  it('lists every API route the app registers, once, under a unique operationId', () => {
    const listed = operations().map(({ method, path: p }) => `${method} ${p}`);
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect([...listed].sort()).toEqual([...new Set(registered)].sort());
    const ids = operations().map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names operations by their method and path, and keeps the published names', () => {
    const id = (method: string, p: string) => doc.paths[p]?.[method]?.operationId;
    expect(id('get', '/api/inks')).toBe('listInks');
    expect(id('get', '/api/inks/{id}')).toBe('getInk');
    expect(id('post', '/api/inks/{id}/comments')).toBe('createInkComment');
    expect(id('put', '/api/comments/{id}')).toBe('updateComment');
    expect(id('post', '/api/admin/submissions/{id}/approve')).toBe('approveAdminSubmission');
    expect(id('get', '/api/auth/collections')).toBe('listMyCollections');
    expect(id('post', '/api/auth/login')).toBe('login');
    expect(id('get', '/api/inks/{id}/collection')).toBe('getInventoryEntry');
    expect(id('get', '/api/openapi.json')).toBe('getOpenApiDocument');
  });

  it("declares each operation's security from the route's access and token", () => {
    expect(doc.components.securitySchemes).toEqual(SECURITY_SCHEMES);
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'inklore_session',
    });
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const r of t.app.apiRoutes) {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      const security = op?.security ?? [];
      const where = `${r.method} ${r.url}`;
      const first = security[0] ?? { missing: [] };
      const signedIn = r.access !== 'public';
      expect('session' in first, where).toBe(signedIn);
      expect('csrf' in first, where).toBe(MUTATING.has(r.method));
      const token = (r as { token?: string }).token;
      expect(security.slice(1), where).toEqual(token ? [{ token: [token] }] : []);
      // A staff route never takes a token (ADR 029).
      if (typeof r.access === 'object') expect(security, where).toHaveLength(1);
    }
  });

  it('answers every error in the one error shape, with the 4xx each operation can give', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['message', 'code'],
    });
    for (const { method, path: p, op } of operations()) {
      const where = `${method} ${p}`;
      const codes = Object.keys(op.responses);
      expect(
        codes.some((c) => c.startsWith('2') || c.startsWith('3')),
        where,
      ).toBe(true);
      expect(codes, where).toEqual(expect.arrayContaining(['400', '429']));
      if (p.includes('{')) expect(codes, where).toContain('404');
      // A bad bearer token is 401 everywhere; 403 where a member or a token scope is needed,
      // on every change (CSRF), and wherever a token may not call.
      expect(codes, where).toContain('401');
      const route = t.app.apiRoutes.find((r) => r.method === method && openApiPath(r.url) === p);
      const token = (route as { token?: string } | undefined)?.token;
      if (route?.access !== 'public' || MUTATING.has(method) || token !== 'read') {
        expect(codes, where).toContain('403');
      }
      for (const [code, response] of Object.entries(op.responses)) {
        expect(response.description, `${where} ${code}`).not.toBe('Default Response');
        if (Number(code) < 400) continue;
        expect(response.content, `${where} ${code}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        });
      }
    }
  });

  it('says which answers carry ETags and 304, and the headers of every 429', () => {
    for (const { method, path: p, op } of operations()) {
      const where = `${method} ${p}`;
      const responses = op.responses as Record<string, { headers?: Record<string, unknown> }>;
      expect(Object.keys(responses['429']?.headers ?? {}), where).toEqual(
        expect.arrayContaining(['Retry-After', 'RateLimit-Policy', 'RateLimit']),
      );
    }
    // The routes that declare config.etag (ADR 030): the catalogue's and the open data's.
    for (const [method, p] of [
      ['get', '/api/inks'],
      ['get', '/api/inks/featured'],
      ['get', '/api/inks/{id}'],
      ['get', '/api/open-data/inks.csv'],
      ['get', '/api/catalogue/offline-index'],
    ] as const) {
      const op = doc.paths[p]?.[method];
      const responses = op?.responses as
        Record<string, { headers?: Record<string, unknown> }> | undefined;
      expect(Object.keys(responses?.['200']?.headers ?? {}), p).toContain('ETag');
      expect(Object.keys(responses?.['304']?.headers ?? {}), p).toContain('ETag');
      expect(
        op?.parameters?.some((x) => x.in === 'header' && x.name === 'If-None-Match'),
        p,
      ).toBe(true);
    }
    // A route without config.etag promises no 304.
    expect(Object.keys(doc.paths['/api/news']?.get?.responses ?? {})).not.toContain('304');
  });

  it("says which changes take If-Match and answer 412, and which answers carry a record's tag", () => {
    // ADR 089: an ink-ventory entry's tag
    const entry = doc.paths['/api/inks/{id}/collection'];
    for (const method of ['put', 'delete'] as const) {
      const op = entry?.[method];
      expect(
        op?.parameters?.some((x) => x.in === 'header' && x.name === 'If-Match'),
        method,
      ).toBe(true);
      expect(op?.responses['412']?.description, method).toMatch(/precondition_failed/);
    }
    for (const [method, code] of [
      ['get', '200'],
      ['post', '201'],
      ['put', '200'],
    ] as const) {
      const responses = entry?.[method]?.responses as
        Record<string, { headers?: Record<string, unknown> }> | undefined;
      expect(Object.keys(responses?.[code]?.headers ?? {}), method).toContain('ETag');
    }
    // only where the route declares it
    expect(
      operations().filter(({ op }) =>
        op.parameters?.some((x) => x.in === 'header' && x.name === 'If-Match'),
      ),
    ).toHaveLength(2);
  });

  it('says the type of every answer that is not JSON (a CSV, a page)', () => {
    for (const { method, path: p, op } of operations()) {
      for (const [code, response] of Object.entries(op.responses)) {
        const schema = response.content?.['application/json']?.schema;
        expect(schema?.type, `${method} ${p} ${code}: a string as JSON; add produces`).not.toBe(
          'string',
        );
      }
    }
  });

  it('declares every tag an operation names, in the order the reference shows them', () => {
    const used = new Set(operations().flatMap(({ op }) => op.tags ?? ['(no tag)']));
    expect([...used].filter((tag) => !TAGS.some((t) => t.name === tag))).toEqual([]);
    expect(TAGS.map((t) => t.name).filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('says where the server is, under which licence, and keeps only the schemas it uses', () => {
    expect(doc.servers).toEqual([
      { url: 'https://inklore.example', description: 'This Inklore server (PUBLIC_URL)' },
    ]);
    expect(doc.info.license).toEqual({
      name: 'AGPL-3.0-or-later',
      identifier: 'AGPL-3.0-or-later',
    });
    const refs = new Set(text.match(/#\/components\/schemas\/[A-Za-z0-9_]+/g));
    for (const name of Object.keys(doc.components.schemas)) {
      expect(refs.has(`#/components/schemas/${name}`), name).toBe(true);
      expect(doc.components.schemas[name], name).not.toHaveProperty('$id');
    }
  });

  // openapi-typescript and a TypeScript program take some seconds: more time than the default.
  it(
    'generates a typed client that a program type-checks against',
    { timeout: 120_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-openapi-'));
      try {
        const types = astToString(await openapiTS(structuredClone(doc) as never));
        fs.writeFileSync(path.join(dir, 'api.d.ts'), types);
        fs.writeFileSync(
          path.join(dir, 'program.ts'),
          `import type { components, operations, paths } from './api.d.ts';

type InkAnswer = paths['/api/inks/{id}']['get']['responses'][200]['content']['application/json'];
type Failure = paths['/api/inks/{id}']['get']['responses'][404]['content']['application/json'];
type ListQuery = NonNullable<operations['listInks']['parameters']['query']>;

export function describeInk(ink: InkAnswer): string {
  return \`\${ink.brand} \${ink.name} (#\${String(ink.id)})\`;
}
export function failed(error: Failure): string {
  const code: components['schemas']['Error']['code'] = error.code;
  return \`\${code}: \${error.message}\`;
}
export const query: ListQuery = { search: 'blue' };

// @ts-expect-error an ink has no such field: the types are not any
export const missing = (ink: InkAnswer) => ink.notAField;
// @ts-expect-error not one of the error codes
export const wrongCode: Failure['code'] = 'no_such_code';
// @ts-expect-error the ink list's query has no such parameter
export const wrongQuery: ListQuery = { colour: 'blue' };
`,
        );
        const ts = createRequire(path.resolve(import.meta.dirname, '../../package.json'))(
          'typescript',
        ) as typeof TypeScript;
        const program = ts.createProgram([path.join(dir, 'program.ts')], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          allowImportingTsExtensions: true,
          noUnusedLocals: false,
          types: [],
        });
        const problems = ts
          .getPreEmitDiagnostics(program)
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        expect(problems).toEqual([]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the API reference at /api/docs', () => {
  it('is a page of ours whose every script and style comes from this server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The site's own CSP: no exception for the reference.
    expect(res.headers['content-security-policy']).toBe(
      SECURITY_HEADERS['content-security-policy'],
    );
    expect(res.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const urls = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(urls.filter((u) => !u.startsWith('/'))).toEqual([]);
    for (const url of urls.filter((u) => u.startsWith('/api/docs/'))) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toMatch(/^text\/(javascript|css)/);
      expect(file.headers['content-security-policy'], url).toBeDefined();
    }
    expect(urls).toEqual(
      expect.arrayContaining(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']),
    );
  });

  it('sets Swagger UI up to draw our document and call no other site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(res.body).toContain("url: '/api/openapi.json'");
    expect(res.body).toContain('validatorUrl: null');
    expect(res.body).toContain('queryConfigEnabled: false');
  });

  it('sends the large files compressed when the client accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' });
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/docs/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('answers a file it does not have with 404 in the one error shape', async () => {
    for (const url of ['/api/docs/index.html', '/api/docs/..%2Fpackage.json', '/api/docs/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(json<{ code: string }>(res).code, url).toBe('not_found');
    }
  });
});
