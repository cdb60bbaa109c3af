import fc from 'fast-check';

/**
 * Generators for the property-based tests of every request body (test/fuzz.test.ts): valid
 * bodies from a route's body schema as the app publishes it (the OpenAPI document, which
 * fastify-type-provider-zod writes from the contract's zod schema), and the invalid ones
 * people and attackers send. Every generated input is a small description (a Huge string is
 * written as its unit and length), so a failing case prints readably with its seed.
 */

/** A JSON Schema node of the OpenAPI document (zod's toJSONSchema output). */
export type JsonSchema = Record<string, unknown>;

/** A body schema uses a keyword the generators do not know: write one before trusting it. */
export class UnsupportedSchema extends Error {}

/** A long string made when the request is written, printed as its unit and length. */
export class Huge {
  readonly unit: string;
  readonly count: number;
  constructor(unit: string, count: number) {
    this.unit = unit;
    this.count = count;
  }
  toJSON(): string {
    return this.unit.repeat(this.count);
  }
  [fc.toStringMethod](): string {
    return `Huge(${JSON.stringify(this.unit)} x ${this.count})`;
  }
}

/** What one request carries. */
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; valid?: true }
  | { kind: 'raw'; contentType: string | null; payload: string | Uint8Array };

/** The request's content-type and payload for app.inject. */
export function payloadOf(spec: BodySpec): {
  contentType: string | null;
  payload: string | Buffer | undefined;
} {
  switch (spec.kind) {
    case 'none':
      return { contentType: null, payload: undefined };
    case 'json':
      return { contentType: 'application/json', payload: JSON.stringify(spec.value) };
    case 'raw':
      return {
        contentType: spec.contentType,
        payload: typeof spec.payload === 'string' ? spec.payload : Buffer.from(spec.payload),
      };
  }
}

/** Per-field generators that know what a field means (an image, an existing id...). */
export type Hints = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

const ANNOTATIONS = new Set([
  'description',
  'default',
  'title',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$id',
  '$schema',
  'id',
]);
const KEYWORDS: Record<string, Set<string>> = {
  string: new Set(['type', 'minLength', 'maxLength', 'pattern', 'format', 'enum', 'const']),
  integer: new Set([
    'type',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'enum',
    'const',
  ]),
  number: new Set([
    'type',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'enum',
    'const',
  ]),
  boolean: new Set(['type', 'enum', 'const']),
  null: new Set(['type', 'enum', 'const']),
  array: new Set(['type', 'items', 'prefixItems', 'minItems', 'maxItems']),
  object: new Set(['type', 'properties', 'required', 'additionalProperties']),
  // no type: a union, a constant, a reference or anything at all
  any: new Set(['anyOf', 'oneOf', 'enum', 'const', '$ref']),
};

/** The longest text generated for a field without a pattern (the limit itself is tried too). */
const TEXT_CAP = 80;
/** Arrays are generated up to this length (longer limits are tried by the invalid side). */
const ARRAY_CAP = 8;

function num(schema: JsonSchema, key: string): number | undefined {
  const v = schema[key];
  return typeof v === 'number' ? v : undefined;
}

function check(schema: JsonSchema, kind: string, where: string): void {
  const allowed = KEYWORDS[kind] ?? KEYWORDS.any;
  for (const key of Object.keys(schema)) {
    if (ANNOTATIONS.has(key) || allowed?.has(key)) continue;
    throw new UnsupportedSchema(`${where}: keyword "${key}" (on a ${kind}) has no generator`);
  }
}

function formatted(format: string, where: string): fc.Arbitrary<string> {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
      throw new UnsupportedSchema(`${where}: string format "${format}" has no generator`);
  }
}

function stringArb(schema: JsonSchema, where: string): fc.Arbitrary<string> {
  const min = num(schema, 'minLength') ?? 0;
  const max = num(schema, 'maxLength') ?? Number.POSITIVE_INFINITY;
  const fits = (s: string) => s.length >= min && s.length <= max;
  const pattern = schema.pattern;
  if (typeof pattern === 'string') {
    const re = new RegExp(pattern);
    // Both bounds and the pattern: the generator keeps what fits (patterns here are short).
    return fc.stringMatching(re).filter(fits);
  }
  if (typeof schema.format === 'string') return formatted(schema.format, where).filter(fits);
  const cap = Math.min(max, min + TEXT_CAP);
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 5, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: cap }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: cap }) },
    {
      weight: 1,
      // spaces around it: trimmed by the schemas that trim
      arbitrary: fc
        .string({ unit: 'grapheme-ascii', minLength: Math.max(min, 1), maxLength: cap })
        .map((s) => `  ${s}\n`)
        .filter(fits),
    },
  ];
  // The limits themselves: text of exactly the longest and the shortest allowed length.
  if (Number.isFinite(max) && max <= 100_000) {
    options.push({
      weight: 1,
      arbitrary: fc.constantFrom('é', 'a', '山').map((c) => c.repeat(max)),
    });
  }
  if (min > 0) options.push({ weight: 1, arbitrary: fc.constant('z'.repeat(min)) });
  return fc.oneof(...options);
}

/**
 * Valid values for a JSON Schema node. `name` is the field's name (array items add "[]"), for
 * the hints; `root` resolves $ref into the document's components.
 */
export function validArb(
  schema: JsonSchema,
  ctx: { root: JsonSchema; hints: Hints },
  name = '',
  where = 'body',
): fc.Arbitrary<unknown> {
  const hint = name ? ctx.hints(name, schema) : undefined;
  const base = baseArb(schema, ctx, name, where);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: base }) : base;
}

function baseArb(
  schema: JsonSchema,
  ctx: { root: JsonSchema; hints: Hints },
  name: string,
  where: string,
): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') {
    check(schema, 'any', where);
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        ctx.root,
      );
    if (!target || typeof target !== 'object') {
      throw new UnsupportedSchema(`${where}: unresolved $ref ${schema.$ref}`);
    }
    return validArb(target as JsonSchema, ctx, name, where);
  }
  const type = schema.type;
  if (Array.isArray(type)) {
    return fc.oneof(
      ...type.map((t) => baseArb({ ...schema, type: t as string }, ctx, name, where)),
    );
  }
  if (Array.isArray(schema.enum)) {
    check(schema, typeof type === 'string' ? type : 'any', where);
    return fc.constantFrom(...(schema.enum as unknown[]));
  }
  if ('const' in schema) {
    check(schema, typeof type === 'string' ? type : 'any', where);
    return fc.constant(schema.const);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) {
    check(schema, 'any', where);
    return fc.oneof(...union.map((s, i) => validArb(s as JsonSchema, ctx, name, `${where}|${i}`)));
  }
  switch (type) {
    case 'string':
      check(schema, 'string', where);
      return stringArb(schema, where);
    case 'integer': {
      check(schema, 'integer', where);
      const exMin = num(schema, 'exclusiveMinimum');
      const exMax = num(schema, 'exclusiveMaximum');
      const min = Math.max(
        num(schema, 'minimum') ?? -(2 ** 31),
        exMin === undefined ? -Infinity : Math.floor(exMin) + 1,
      );
      const max = Math.min(
        num(schema, 'maximum') ?? 2 ** 31 - 1,
        exMax === undefined ? Infinity : Math.ceil(exMax) - 1,
      );
      return fc.oneof(
        fc.integer({ min, max }),
        fc.constantFrom(min, max),
        fc.integer({ min: Math.max(min, -10), max: Math.min(max, 10) }),
      );
    }
    case 'number': {
      check(schema, 'number', where);
      const min = num(schema, 'minimum') ?? num(schema, 'exclusiveMinimum') ?? -1e9;
      const max = num(schema, 'maximum') ?? num(schema, 'exclusiveMaximum') ?? 1e9;
      return fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .filter(
          (n) =>
            n !== num(schema, 'exclusiveMinimum') &&
            n !== num(schema, 'exclusiveMaximum') &&
            !Object.is(n, -0),
        );
    }
    case 'boolean':
      check(schema, 'boolean', where);
      return fc.boolean();
    case 'null':
      check(schema, 'null', where);
      return fc.constant(null);
    case 'array': {
      check(schema, 'array', where);
      const minLength = num(schema, 'minItems') ?? 0;
      const maxLength = Math.min(num(schema, 'maxItems') ?? ARRAY_CAP, minLength + ARRAY_CAP);
      if (Array.isArray(schema.prefixItems)) {
        return fc.tuple(
          ...schema.prefixItems.map((s, i) =>
            validArb(s as JsonSchema, ctx, `${name}[${i}]`, `${where}[${i}]`),
          ),
        );
      }
      const items = (schema.items ?? {}) as JsonSchema;
      return fc.array(validArb(items, ctx, `${name}[]`, `${where}[]`), { minLength, maxLength });
    }
    case 'object': {
      check(schema, 'object', where);
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) {
        model[key] = validArb(sub, ctx, key, `${where}.${key}`);
      }
      const record = fc.record(model, { requiredKeys: required });
      if (schema.additionalProperties === false || schema.additionalProperties === undefined) {
        return record;
      }
      const extra =
        schema.additionalProperties === true
          ? fc.jsonValue({ maxDepth: 2 })
          : validArb(schema.additionalProperties as JsonSchema, ctx, '', `${where}.*`);
      return fc
        .tuple(record, fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), extra))
        .map(([r, d]) => ({ ...d, ...r }));
    }
    case undefined:
      check(schema, 'any', where);
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new UnsupportedSchema(`${where}: type ${JSON.stringify(type)} has no generator`);
  }
}

/** The top-level property names of an object schema (after $ref). */
export function propertyNames(schema: JsonSchema | undefined): string[] {
  const props = schema?.properties;
  return props && typeof props === 'object' ? Object.keys(props) : [];
}

/** Text that breaks rules: control characters, lone surrogates, invisible and odd characters. */
export const hostileString: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'bell\u0007',
    '\u001b[31mred',
    'next\u0085line',
    '\u007f',
    '\ud800',
    'x\udc00y',
    '\udbff\udbff',
    '\u202eadmin',
    'admin\u200b',
    '\ufeffbom',
    'line\u2028sep',
    '',
    ' ',
    '\t\n\r',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '{{7*7}}${7*7}',
    '../../etc/passwd',
    '%00',
    '\\',
    '"',
    'null',
    'NaN',
    '-1',
    '1e309',
    '🖋️'.repeat(40),
    'Z\u0351\u0368\u0364\u0307'.repeat(30),
    'data:image/png;base64,',
    'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+',
    'data:image/png;base64,AAAA====',
    'javascript:alert(1)',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom('x', 'é', '😀', '\u0000', '\ud800', ' ', 'A'),
      fc.oneof(
        fc.integer({ min: 100, max: 5_000 }),
        fc.integer({ min: 5_000, max: 200_000 }),
        fc.constantFrom(1_048_577, 1_200_000),
      ),
    )
    .map(([unit, count]) => new Huge(unit, count)),
);

/** A value of the wrong kind for almost any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    0,
    -1,
    1.5,
    -0.0001,
    1e308,
    2 ** 31,
    2 ** 53 + 2,
    true,
    false,
    '',
    [],
    {},
    [null],
    { '': '' },
    [[[]]],
  ),
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
);

type Mutation =
  | { op: 'drop'; key: string }
  | { op: 'set'; key: string; value: unknown }
  | { op: 'extra'; key: string; value: unknown };

function applyMutations(body: unknown, mutations: Mutation[]): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const m of mutations) {
    if (m.op === 'drop') {
      Reflect.deleteProperty(out, m.key);
    } else {
      // defineProperty, so "__proto__" becomes an own key that JSON.stringify writes
      Object.defineProperty(out, m.key, {
        value: m.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
  }
  return out;
}

const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/json, text/plain',
  '*/*',
  'json',
  '',
];

const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  'nul',
  'undefined',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'NaN',
  '1e999999',
  '-',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '"\\ud800"',
  '"\\u0000"',
  '{"\\u0000":1}',
  '[]',
  'null',
  'true',
  '0',
  '""',
];

/**
 * Invalid bodies for a route: `valid` bodies broken (fields dropped, of the wrong kind,
 * hostile text, unknown keys, prototype keys), other JSON values, broken or non-JSON text,
 * other content types, random bytes and deep nesting.
 */
export function invalidArb(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<BodySpec> {
  const key = fc.oneof(
    { weight: keys.length > 0 ? 4 : 0, arbitrary: fc.constantFrom('x', ...keys) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', '', 'a'.repeat(300)),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  );
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    key.map((k) => ({ op: 'drop' as const, key: k })),
    fc.tuple(key, wrongValue).map(([k, value]) => ({ op: 'set' as const, key: k, value })),
    fc.tuple(key, hostileString).map(([k, value]) => ({ op: 'set' as const, key: k, value })),
    fc
      .tuple(fc.string({ maxLength: 12 }), wrongValue)
      .map(([k, value]) => ({ op: 'extra' as const, key: k, value })),
  );
  const json = (value: unknown): BodySpec => ({ kind: 'json', value });
  const deep = fc
    .tuple(
      fc.constantFrom('x', ...keys),
      fc.oneof(fc.integer({ min: 20, max: 500 }), fc.integer({ min: 500, max: 50_000 })),
      fc.constantFrom('[', '{"a":'),
    )
    .map(([k, depth, open]): BodySpec => {
      const close = open === '[' ? ']' : '}';
      const inner = `${open.repeat(depth)}${open === '[' ? '' : '1'}${close.repeat(depth)}`;
      return {
        kind: 'raw',
        contentType: 'application/json',
        payload: `{${JSON.stringify(k)}:${inner}}`,
      };
    });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([v, ms]) => json(applyMutations(v, ms))),
    },
    { weight: 2, arbitrary: wrongValue.map(json) },
    { weight: 1, arbitrary: valid.map((v) => json([v])) },
    { weight: 1, arbitrary: valid.map((v) => json({ body: v, data: v })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...CONTENT_TYPES))
        .map(([v, ct]): BodySpec => ({ kind: 'raw', contentType: ct, payload: JSON.stringify(v) })),
    },
    {
      weight: 1,
      arbitrary: valid.map((v): BodySpec => ({
        kind: 'raw',
        contentType: null,
        payload: JSON.stringify(v),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...BROKEN_JSON)
        .map((text): BodySpec => ({ kind: 'raw', contentType: 'application/json', payload: text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: 60 })
        .map((text): BodySpec => ({ kind: 'raw', contentType: 'application/json', payload: text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 120 }), fc.constantFrom('application/json', 'image/png'))
        .map(([bytes, ct]): BodySpec => ({ kind: 'raw', contentType: ct, payload: bytes })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<BodySpec>({
        kind: 'raw',
        contentType: 'application/json',
        payload: '',
      }),
    },
    { weight: 1, arbitrary: deep },
  );
}
