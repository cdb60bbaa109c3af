import { MAX_ID, type ErrorBody } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS } from '#src/config.ts';
import { createTestApp, json, withSession, type Browser, type TestContext } from './helpers.ts';

/**
 * Every id a request names, in a path, a query or a body, is bounded by the contract's one
 * rule (contract/src/shared/params.ts: positiveId, idNumber, ADR 037): a whole
 * number from 1 to MAX_ID. The routes are read from the app itself (app.apiRoutes) and
 * their query parameters and bodies from its OpenAPI document, so a new route cannot forget
 * the rule: 2147483648 (past a 32-bit column), -1, 1.5 and 99999999999999999999 in any
 * id-like parameter are a 400 naming it, on SQLite and PostgreSQL (where they once were 500s).
 */

/** Names of parameters and fields that hold ids. */
const ID_NAME = /^(id|[a-z]+Ids?|before|after|cursor)$/;
const HOSTILE = ['2147483648', '-1', '1.5', '99999999999999999999'];
const HOSTILE_NUMBERS = [MAX_ID + 1, -1, 0, 1.5, 1e20];

let t: TestContext;
let staff: Browser;
let collectionId: number;

beforeAll(async () => {
  t = await createTestApp(
    Object.fromEntries(
      Object.keys(RATE_LIMIT_DEFAULTS).map((name) => [`RATE_LIMIT_${name}`, 'off']),
    ),
  );
  // An admin with two-factor sign-in passes every route's access rule, so the answer is the
  // parameter's.
  staff = (await withSession(t, { role: 'admin', totp: true })).browser;
  // With a collection, ?inkId= reaches the query that once failed on PostgreSQL.
  const made = await staff.post('/api/auth/collections', { name: 'Blues' });
  collectionId = json<{ id: number }>(made).id;
});
afterAll(async () => {
  await t.close();
});

type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema } | undefined> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation | undefined> | undefined>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const doc = () => t.app.swagger() as unknown as OpenApi;
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every id-like path and query parameter of every API route: [method, url with `{name}`, where, name]. */
function idParameters(): [string, string, 'path' | 'query', string][] {
  const out: [string, string, 'path' | 'query', string][] = [];
  for (const r of t.app.apiRoutes) {
    for (const [, name = ''] of r.url.matchAll(/:(\w+)/g)) {
      if (ID_NAME.test(name)) out.push([r.method, r.url, 'path', name]);
    }
    const op = doc().paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
    for (const p of op?.parameters ?? []) {
      if (p.in === 'query' && ID_NAME.test(p.name)) out.push([r.method, r.url, 'query', p.name]);
    }
  }
  return out;
}

/** The route's path with `name` (when a path parameter) as `value`, other ids 1, other names x. */
function pathWith(url: string, name: string | null, value: string): string {
  return url.replace(/:(\w+)/g, (_m, p: string) =>
    p === name ? encodeURIComponent(value) : ID_NAME.test(p) ? '1' : 'x',
  );
}

function send(method: string, url: string) {
  return method === 'GET'
    ? staff.get(url)
    : staff.send(method as 'POST' | 'PUT' | 'PATCH' | 'DELETE', url, {});
}

describe('ids in paths and queries', () => {
  it('finds the id parameters of every route, the query ones included', () => {
    const found = idParameters().map(([m, url, where, name]) => `${m} ${url} ${where}:${name}`);
    expect(found.length).toBeGreaterThan(40);
    expect(found).toContain('GET /api/auth/collections query:inkId');
    expect(found).toContain('GET /api/admin/audit query:before');
    expect(found).toContain(
      'POST /api/auth/collections/:collectionId/inks/:inkId path:collectionId',
    );
    expect(found).toContain('POST /api/auth/collections/:collectionId/inks/:inkId path:inkId');
  });

  it('answers 400 naming the parameter for ids out of range, never a 500', async () => {
    const wrong: string[] = [];
    for (const [method, url, where, name] of idParameters()) {
      for (const value of HOSTILE) {
        const target =
          where === 'path'
            ? pathWith(url, name, value)
            : `${pathWith(url, null, '1')}?${name}=${encodeURIComponent(value)}`;
        const res = await send(method, target);
        const body = res.statusCode === 400 ? json<ErrorBody>(res) : undefined;
        if (body?.code !== 'validation_failed' || body.fields?.[name] === undefined) {
          wrong.push(`${method} ${target}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still takes the largest id, and the known query parameters work in range', async () => {
    expect((await staff.get(`/api/inks/${MAX_ID}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/auth/collections?inkId=${MAX_ID}`)).statusCode).toBe(200);
    expect((await staff.get(`/api/admin/audit?before=${MAX_ID}`)).statusCode).toBe(200);
  });
});

describe('ids in bodies', () => {
  /** Every id-like field of every request body in the document: its path and schema. */
  function bodyIds(): { where: string; schema: JsonSchema }[] {
    const { paths, components } = doc();
    const resolve = (s: JsonSchema): JsonSchema =>
      s.$ref ? resolve(components?.schemas?.[s.$ref.split('/').pop() ?? ''] ?? {}) : s;
    const out: { where: string; schema: JsonSchema }[] = [];
    const walk = (raw: JsonSchema, where: string, idLike: boolean) => {
      const s = resolve(raw);
      for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
        walk(alt, where, idLike);
      }
      if (s.items) walk(s.items, `${where}[]`, idLike);
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        walk(child, `${where}.${key}`, ID_NAME.test(key));
      }
      const types = [s.type ?? []].flat();
      if (idLike && (types.includes('integer') || types.includes('number'))) {
        out.push({ where, schema: s });
      }
    };
    for (const [p, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops ?? {})) {
        const schema = op?.requestBody?.content?.['application/json']?.schema;
        if (schema) walk(schema, `${method.toUpperCase()} ${p} body`, false);
      }
    }
    return out;
  }

  it('every id field of every body is a whole number from 1 to MAX_ID', () => {
    const found = bodyIds();
    expect(found.map((f) => f.where)).toEqual(
      expect.arrayContaining([
        'POST /api/reports body.targetId',
        'PUT /api/auth/collections/{id}/order body.inkIds[]',
        'POST /api/auth/import/fpc/confirm body.items[].inkId',
      ]),
    );
    const unbounded = found
      .filter(
        ({ schema: s }) =>
          [s.type].flat().includes('number') ||
          !(s.minimum === 1 || (s.exclusiveMinimum === 0 && s.minimum === undefined)) ||
          s.maximum !== MAX_ID,
      )
      .map((f) => `${f.where}: ${JSON.stringify(f.schema)}`);
    expect(unbounded).toEqual([]);
  });

  it('answers 400 naming the field for body ids out of range', async () => {
    const cases: [string, string, (v: number) => unknown, string][] = [
      [
        'POST',
        '/api/reports',
        (v) => ({ reportType: 'comment', targetId: v, reason: 'spam' }),
        'targetId',
      ],
      [
        'POST',
        '/api/reports',
        (v) => ({ reportType: 'comment', targetId: 1, targetUserId: v, reason: 'spam' }),
        'targetUserId',
      ],
      [
        'PUT',
        `/api/auth/collections/${collectionId}/order`,
        (v) => ({ inkIds: [1, v] }),
        'inkIds.1',
      ],
      [
        'POST',
        '/api/auth/import/fpc/confirm',
        (v) => ({ items: [{ inkId: v, status: 'owned' }] }),
        'items.0.inkId',
      ],
    ];
    const wrong: string[] = [];
    for (const [method, url, body, field] of cases) {
      for (const v of HOSTILE_NUMBERS) {
        const res = await staff.send(method as 'POST' | 'PUT', url, body(v));
        const err = res.statusCode === 400 ? json<ErrorBody>(res) : undefined;
        if (err?.fields?.[field] === undefined) {
          wrong.push(`${method} ${url} ${field}=${v}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
