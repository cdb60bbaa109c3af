import fastifySwagger from '@fastify/swagger';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { registerApiReference } from './api-reference.ts';
import {
  errorAnswers,
  operationId,
  securityFor,
  STATUS_DESCRIPTIONS,
  type OperationFacts,
} from './openapi-operations.ts';
import { SESSION_COOKIE } from '#src/shared/sessions/sessions.service.ts';

/** The security schemes an operation's `security` names (openapi-operations.ts securityFor). */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie the website sets when you sign in (POST /api/auth/login). A change made with it also needs the csrf header.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'The anti-forgery token from GET /api/auth/csrf-token, sent back in this header on every change made with the session cookie (or before signing in).',
  },
  token: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token made on your profile page, as `Authorization: Bearer ink_…`. Its scope is read or write (write includes read); no csrf header is needed with it.',
  },
} as const;

/**
 * The document's tags in the order the reference shows them, each with what it holds. Every
 * tag a route names must be here (server/test/openapi.test.ts).
 */
export const TAGS: readonly { name: string; description: string }[] = [
  {
    name: 'inks',
    description: 'The catalogue: browse, search and read inks; the staff edit them.',
  },
  { name: 'color', description: 'Similar inks by colour, the community colour, property votes.' },
  { name: 'news', description: 'News stories; the staff write them.' },
  { name: 'comments', description: "Members' comments on inks." },
  { name: 'gallery', description: "Members' images of inks and their votes." },
  { name: 'profile images', description: 'Proposed main images of inks and their review.' },
  { name: 'collections', description: "Members' named collections of inks." },
  { name: 'inventory', description: 'Your ink-ventory: the inks you own, tried or wish for.' },
  {
    name: 'palette',
    description: "A member's owned inks by hue and lightness, and the colours they own none of.",
  },
  {
    name: 'pens',
    description:
      'Your pens, what is inked in them, the diary of days used; public pens and counts.',
  },
  {
    name: 'year in ink',
    description: 'A year of your diary looked back on, and the years members shared.',
  },
  {
    name: 'import and export',
    description: 'Your data out, and a Fountain Pen Companion export in.',
  },
  { name: 'open data', description: 'The public catalogue as files, with its licence.' },
  { name: 'submissions', description: 'New inks shared by members, and their review.' },
  {
    name: 'members',
    description:
      'Between members: compare inks, sample offers and the wishlist match, sample requests and their messages, blocks.',
  },
  { name: 'reports', description: 'Reports of content, for the moderators.' },
  {
    name: 'moderation',
    description:
      "Members limited or suspended with a reason, their one appeal; an ink's votes and who cast them.",
  },
  {
    name: 'follows and notifications',
    description:
      'Members and brands you follow, your feed of what they made public, your notifications and the mail digest.',
  },
  { name: 'badges', description: 'Badges and who holds them.' },
  { name: 'community', description: "The community's figures." },
  { name: 'users', description: 'Public profiles; the admins manage roles.' },
  { name: 'auth', description: 'Signing up and in, your account, two-factor sign-in.' },
  { name: 'access tokens', description: 'Personal access tokens for your own tools.' },
  { name: 'admin', description: "The staff's lists: deleted inks, brand aliases, audit log." },
  { name: 'health', description: 'Whether the server and its database are up.' },
  { name: 'reference', description: 'This document and its reference page.' },
];

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; parameters?: Json[] };

const text = { type: 'string' };
/** The headers of a 429 (ADR 030: draft-ietf-httpapi-ratelimit-headers-11). */
const RATE_LIMITED_HEADERS: Json = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
  'RateLimit-Policy': {
    description: 'The limit that refused the call: `"name";q=quota;w=window seconds`.',
    schema: text,
  },
  RateLimit: {
    description: 'What is left of it: `"name";r=remaining;t=seconds until the window ends`.',
    schema: text,
  },
};
/** What a route with `config.etag` adds: the tag on its answer, If-None-Match and 304. */
const ETAG_HEADER: Json = {
  ETag: {
    description: 'A strong tag of the bytes sent; send it back in If-None-Match.',
    schema: text,
  },
};
const IF_NONE_MATCH: Json = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'ETags from earlier answers: when one still matches, the answer is 304 with no body.',
  schema: text,
};
/** What a route with `config.recordTag` adds to its answers with a body (ADR 089). */
const RECORD_TAG_HEADER: Json = {
  ETag: {
    description:
      'The strong tag of the record in the answer (when it holds one): send it in If-Match to change the record only while it is as you saw it.',
    schema: text,
  },
};
/** What a route with `config.ifMatch` takes (ADR 089). */
const IF_MATCH: Json = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The tag of the record as you last saw it (its ETag; a list of tags, or `*` for any existing record): the change is made only while it matches, else 412 and nothing changes. Weak tags never match.',
  schema: text,
};
type Document = Json & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, Json> };
};

const ERROR_REF = '#/components/schemas/Error';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of every API route at /api/openapi.json and its readable reference
 * at /api/docs (ADR 028). @fastify/swagger collects the routes registered after this
 * (so app.ts calls it before the features); fastify-type-provider-zod turns their zod schemas
 * into JSON Schema; this adds what the routes do not declare themselves, from their method,
 * path and config: an operationId, the security requirements, every error answer in the one
 * error shape; and it drops the components no operation uses.
 */
export async function registerOpenApi(app: AppInstance): Promise<void> {
  const facts = new Map<string, OperationFacts>();

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Inklore API',
        description:
          'The community database of fountain pen inks: the catalogue, news, comments, images, collections and your own ink-ventory. Errors are always `{ message, code, fields? }`. See docs/api.md for tokens, rate limits and examples.',
        version: '0.1.0',
        license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
      },
      servers: [{ url: app.config.publicUrl, description: 'This Inklore server (PUBLIC_URL)' }],
      tags: [...TAGS],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    stripBasePath: false,
    transform(input) {
      const out = jsonSchemaTransform(input);
      const schema = out.schema as (FastifySchema & Json) | undefined;
      if (!schema || schema.hide) return out;
      const methods = [input.route.method].flat().filter((m) => m !== 'HEAD');
      const [method] = methods;
      if (method === undefined || methods.length > 1) {
        throw new Error(`${input.url}: one method per route, so that each has one operationId`);
      }
      const route = input.route;
      const fact: OperationFacts = {
        method,
        url: input.url,
        access: route.config?.access,
        token: route.config?.token,
        hasInput: Boolean(input.schema.querystring ?? input.schema.body ?? input.schema.params),
        etag: route.config?.etag === true,
        recordTag: route.config?.recordTag === true,
        ifMatch: route.config?.ifMatch === true,
      };
      facts.set(`${method} ${openApiPath(input.url)}`, fact);
      return {
        ...out,
        schema: {
          ...schema,
          ...(schema.querystring
            ? { querystring: withOptional(schema.querystring, input.schema.querystring) }
            : {}),
          operationId: operationId(method, input.url),
          security: securityFor(fact),
        },
      };
    },
    transformObject(input) {
      const doc = jsonSchemaTransformObject(input) as Document;
      completeResponses(doc, facts);
      dropUnusedComponents(doc);
      return doc;
    },
  });

  let document: string | undefined;
  app.get(
    '/api/openapi.json',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['reference'],
        summary: 'This OpenAPI 3.1 document: every API route, its parameters, answers and security',
        response: {
          200: z
            .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
            .describe('The OpenAPI document.'),
        },
      },
    },
    (_req: FastifyRequest, reply: FastifyReply) => {
      // The routes are fixed once the app is ready: the document is written once.
      document ??= JSON.stringify(app.swagger());
      void reply.type('application/json; charset=utf-8').send(document);
    },
  );

  registerApiReference(app);
}

/**
 * A query string's JSON Schema with the parameters its zod schema accepts missing taken off
 * `required`: a repeated parameter (`?brand=A&brand=B`, contract/src/shared/params.ts) is a
 * preprocessed array, which the JSON Schema of the input calls required though a missing one
 * is an empty list.
 */
function withOptional(json: unknown, zod: unknown): unknown {
  const required = (json as { required?: unknown }).required;
  if (!(zod instanceof z.ZodObject) || !Array.isArray(required)) return json;
  const shape = zod.shape as Record<string, z.ZodType>;
  return {
    ...(json as Json),
    required: required.filter((key) => !shape[String(key)]?.safeParse(undefined).success),
  };
}

/**
 * Every operation's answers: the error answers of errorAnswers() and those the route
 * declares, each in the one error shape (the `Error` component) with what it means here; the
 * route's own success answers with a description in place of "Default Response".
 */
function completeResponses(doc: Document, facts: Map<string, OperationFacts>): void {
  if (!doc.components?.schemas?.Error) throw new Error('the Error schema is not registered');
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const fact = facts.get(`${method.toUpperCase()} ${path}`);
      if (!fact) throw new Error(`${method.toUpperCase()} ${path}: no route facts`);
      const responses = operation.responses ?? {};
      const errors = errorAnswers(fact);
      for (const code of Object.keys(responses)) {
        if (Number(code) < 400) continue;
        const general = errors.get(Number(code));
        if (general === undefined)
          errors.set(Number(code), STATUS_DESCRIPTIONS[code] ?? 'Refused.');
        // A public route's own 401 or 403 (wrong credentials, an expired link) is not a token's.
        else if (fact.access === 'public' && (code === '401' || code === '403')) {
          errors.set(Number(code), `${general} Or this call's own refusal: \`code\` says which.`);
        }
      }
      const complete: Record<string, Json> = {};
      for (const [code, response] of Object.entries(responses)) {
        if (Number(code) >= 400) continue;
        const described =
          response.description === 'Default Response'
            ? { ...response, description: STATUS_DESCRIPTIONS[code] ?? 'OK.' }
            : response;
        const tagged = fact.etag && code === '200' ? ETAG_HEADER : null;
        const recordTagged = fact.recordTag && described.content ? RECORD_TAG_HEADER : null;
        const headers = tagged ?? recordTagged;
        complete[code] = headers
          ? { ...described, headers: { ...(described.headers as Json), ...headers } }
          : described;
      }
      if (fact.ifMatch) operation.parameters = [...(operation.parameters ?? []), IF_MATCH];
      if (fact.etag) {
        complete['304'] = {
          description: 'Not modified: an If-None-Match tag matched. No body; the ETag again.',
          headers: ETAG_HEADER,
        };
        operation.parameters = [...(operation.parameters ?? []), IF_NONE_MATCH];
      }
      for (const [code, description] of [...errors].sort(([a], [b]) => a - b)) {
        complete[String(code)] = {
          description,
          ...(code === 429 ? { headers: RATE_LIMITED_HEADERS } : {}),
          content: { 'application/json': { schema: { $ref: ERROR_REF } } },
        };
      }
      operation.responses = complete;
    }
  }
}

/** Every `$ref` in a value. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) refsIn(v, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') found.add(v);
      else refsIn(v, found);
    }
  }
}

/**
 * Drops the component schemas no operation reaches (the zod registry holds every named
 * schema, as read and as written, whether a route uses it or not), and the `$id` and `$schema`
 * each carries: a component is named by its key, and an `$id` of `#/…` is not a valid one.
 */
function dropUnusedComponents(doc: Document): void {
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const queue: unknown[] = [doc.paths];
  while (queue.length > 0) {
    const refs = new Set<string>();
    refsIn(queue.pop(), refs);
    for (const ref of refs) {
      const name = ref.startsWith('#/components/schemas/')
        ? ref.slice('#/components/schemas/'.length)
        : null;
      if (name === null || used.has(name)) continue;
      used.add(name);
      queue.push(schemas[name]);
    }
  }
  const kept: Record<string, Json> = {};
  for (const name of Object.keys(schemas).sort()) {
    if (!used.has(name)) continue;
    const { $id: _id, $schema: _schema, ...schema } = schemas[name] ?? {};
    kept[name] = schema;
  }
  if (doc.components) doc.components.schemas = kept;
}
