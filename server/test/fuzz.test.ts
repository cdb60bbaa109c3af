import { ErrorBody, type CurrentUser } from '@inklore/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS } from '#src/config.ts';
import type { Database } from '#src/db/schema.ts';
import { hashPassword } from '#src/features/auth/passwords.ts';
import {
  invalidArb,
  payloadOf,
  propertyNames,
  UnsupportedSchema,
  validArb,
  type BodySpec,
  type Hints,
  type JsonSchema,
} from './fuzz-helpers.ts';
import { createTestApp, createUser, insertSession } from './helpers.ts';

/**
 * Property-based tests over every request body ("Scanners and fuzzing"): every
 * mutating API route the app registers, found from the app itself (app.apiRoutes) with its
 * body schema from the app's own OpenAPI document (written from the contract's zod schema),
 * gets generated valid and invalid bodies, as a signed-in member (an admin on staff routes;
 * anyone or a member on public ones), with path ids that exist and odd ones. Whatever is sent,
 * the answer is a 2xx or a 4xx, never a 5xx (nor a 1xx or 3xx); every 4xx is the one error
 * shape; and a 4xx changes nothing in the data.
 *
 * Fixed seed and a bounded number of runs per route: FUZZ_SEED and FUZZ_RUNS change them (a
 * failure prints the seed, its path and the shrunk input). FUZZ_SUMMARY=1 prints what each
 * route answered ("valid" marks bodies generated from the schema), FUZZ_DEBUG=1 why a valid
 * body was refused: a route whose valid bodies never get past its checks is barely tested.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 16_052_026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const PASSWORD = 'a long enough password';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutating routes the generic generators cannot serve, each with its reason and its own body
 * generator. None today: every body is JSON (uploads are data URLs in JSON, fed real and
 * broken images by the hints below). A multipart route would go here with random bytes and
 * odd content types.
 */
const EXCEPTIONS: Record<string, { reason: string; body: () => fc.Arbitrary<BodySpec> }> = {};

/** The table whose ids a path parameter names: by the parameter, else by the path segment before it. */
type Table = keyof Database;
const PARAM_TABLE: Record<string, Table> = { collectionId: 'collections', inkId: 'inks' };
const SEGMENT_TABLE: Record<string, Table> = {
  inks: 'inks',
  news: 'news',
  comments: 'comments',
  'community-images': 'community_images',
  'profile-image-submissions': 'profile_image_submissions',
  submissions: 'ink_submissions',
  'brand-aliases': 'brand_aliases',
  'alias-suggestions': 'alias_suggestions',
  revisions: 'ink_revisions',
  'catalogue-reviews': 'catalogue_reviews',
  corrections: 'ink_corrections',
  users: 'users',
  collections: 'collections',
  reports: 'reports',
  tokens: 'access_tokens',
  unmatched: 'import_rows',
  pens: 'pens',
  inkings: 'inkings',
  uses: 'pen_uses',
  year: 'year_shares',
  'sample-requests': 'sample_requests',
  // a member's name: the users' usernames (idsOf)
  blocks: 'users',
};
/** Path parameters that name no id: a few real values of each (usernames, brands). */
const PARAM_VALUES: Record<string, () => Promise<string[]>> = {
  username: () => usernames(),
  brand: async () =>
    (await t.db.selectFrom('inks').select('brand').distinct().limit(5).execute()).map((r) =>
      encodeURIComponent(r.brand),
    ),
};
function tableFor(url: string, param: string): Table | undefined {
  const byParam = PARAM_TABLE[param];
  if (byParam) return byParam;
  const segments = url.split('/');
  return SEGMENT_TABLE[segments[segments.indexOf(`:${param}`) - 1] ?? ''];
}

/** Path values that are not ids: all are to be refused with a 4xx. */
const ODD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1f',
  '%201',
  '01',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '%0A',
  '%F0%9F%96%8B',
  '..',
  '%2e%2e',
  '%2F',
  "1'",
  '1;select',
  '9'.repeat(16),
  // refused by the router itself, before any hook (buildApp's frameworkErrors answers them)
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '9'.repeat(201),
];

/** Paths the router itself refuses before any route runs: not UTF-8, or over 200 long. */
const ROUTER_REFUSED = ['%ED%A0%80', '%FF', '%C0%AF', '9'.repeat(201)];

/** Tables (and changes) a 4xx must leave as they were. */
const COUNTED: Table[] = [
  'users',
  'inks',
  'news',
  'comments',
  'inventory_entries',
  'import_rows',
  'reports',
  'community_images',
  'community_image_votes',
  'profile_image_submissions',
  'ink_submissions',
  'collections',
  'collection_inks',
  'ink_property_votes',
  'brand_aliases',
  'ink_aliases',
  'alias_suggestions',
  'alias_suggesters',
  'audit_log',
  'auth_tokens',
  'user_identities',
  'pens',
  'inkings',
  'pen_uses',
  'pen_settings',
  'year_shares',
  'sample_offers',
  'sample_offer_news',
  'sample_requests',
  'sample_messages',
  'blocks',
  'notifications',
];
const UPDATED: Table[] = [
  'users',
  'inks',
  'news',
  'comments',
  'inventory_entries',
  'import_rows',
  'collections',
  'ink_property_votes',
  'pens',
  'inkings',
  'pen_settings',
  'sample_offers',
  'sample_requests',
];
const FINGERPRINT = [
  ...COUNTED.map((table) => `(select count(*) from ${table}) as ${table}`),
  ...UPDATED.map((table) => `(select max(updated_at) from ${table}) as ${table}_updated`),
  '(select count(deleted_at) from inks) as inks_deleted',
  '(select count(resolved_at) from reports) as reports_resolved',
  '(select count(reviewed_at) from ink_submissions) as submissions_reviewed',
  '(select count(reviewed_at) from profile_image_submissions) as profile_images_reviewed',
  '(select count(*) from users where totp_enabled = 1) as totp_users',
  '(select count(note) from pen_uses) as pen_use_notes',
].join(', ');

const t = await createTestApp(
  Object.fromEntries(Object.keys(RATE_LIMIT_DEFAULTS).map((name) => [`RATE_LIMIT_${name}`, 'off'])),
);
afterAll(async () => {
  await t.close();
});

async function fingerprint(): Promise<Record<string, unknown>> {
  const result = await sql<Record<string, unknown>>`select ${sql.raw(FINGERPRINT)}`.execute(t.db);
  return Object.fromEntries(
    Object.entries(result.rows[0] ?? {}).map(([k, v]) => [
      k,
      v instanceof Date ? v.toISOString() : String(v),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// The routes, from the app itself

type OpenApi = {
  paths: Record<string, Record<string, OpenApiOperation | undefined> | undefined>;
} & JsonSchema;
type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema } | undefined> };
};

type Plan = {
  route: string;
  method: string;
  url: string;
  access: (typeof t.app.apiRoutes)[number]['access'];
  params: { name: string; table: Table | undefined }[];
  body: JsonSchema | undefined;
  problems: string[];
};

const doc = t.app.swagger() as unknown as OpenApi;
const noHints: Hints = () => undefined;

const order = (p: { method: string; params: unknown[] }) =>
  (p.method === 'DELETE' ? 2 : 0) + (p.method === 'DELETE' && p.params.length === 0 ? 1 : 0);

const plans: Plan[] = t.app.apiRoutes
  .filter((r) => MUTATING.has(r.method))
  .map((r) => {
    const route = `${r.method} ${r.url}`;
    const problems: string[] = [];
    const params = [...r.url.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
      name,
      table: tableFor(r.url, name),
    }));
    for (const p of params) {
      if (!p.table && !(p.name in PARAM_VALUES)) {
        problems.push(`no table for the path parameter :${p.name} (PARAM_TABLE)`);
      }
    }
    let body: JsonSchema | undefined;
    if (!(route in EXCEPTIONS)) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
      if (!op) problems.push('not in the OpenAPI document: give it a generator in EXCEPTIONS');
      const content = op?.requestBody?.content ?? {};
      for (const type of Object.keys(content)) {
        if (type !== 'application/json') problems.push(`a ${type} body: add it to EXCEPTIONS`);
      }
      body = content['application/json']?.schema;
      if (body) {
        try {
          validArb(body, { root: doc, hints: noHints });
        } catch (err) {
          if (!(err instanceof UnsupportedSchema)) throw err;
          problems.push(err.message);
        }
      }
    }
    return { route, method: r.method, url: r.url, access: r.access, params, body, problems };
  })
  // Deletions last, so the other routes still find the fixtures; and last of all those that
  // name no id (the member's own account and picture).
  .sort((a, b) => order(a) - order(b));

// ---------------------------------------------------------------------------------------------
// Who sends them

type ActorKind = 'anonymous' | 'member' | 'admin';
type Actor = {
  kind: ActorKind;
  ip: string;
  user: { id: number; username: string; email: string; password: string } | null;
  session: string | null;
};

let csrf = '';
const actors = {} as Record<ActorKind, Actor>;

function newSession(userId: number, mfa: boolean): Promise<string> {
  return insertSession(t.db, userId, { mfa, userAgent: 'fuzz' });
}

function headersOf(actor: Actor): Record<string, string> {
  const session = actor.session ? `inklore_session=${actor.session}; ` : '';
  return { cookie: `${session}inklore_csrf=${csrf}`, 'x-csrf-token': csrf };
}

/**
 * Puts an actor back as it should be after a 2xx that changed it (signed out, deleted, its
 * role or two-factor changed): the account repaired, or a new one, with a new session.
 */
async function ensureActor(kind: ActorKind): Promise<void> {
  const actor = actors[kind];
  if (kind === 'anonymous') return;
  const role = kind === 'admin' ? 'admin' : 'user';
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: headersOf(actor),
    remoteAddress: actor.ip,
  });
  if (res.statusCode === 200) {
    const me = JSON.parse(res.body) as CurrentUser;
    if (me.role === role && me.emailVerified && me.totpEnabled === (kind === 'admin')) return;
  }
  const exists = actor.user
    ? await t.db.selectFrom('users').select('id').where('id', '=', actor.user.id).executeTakeFirst()
    : undefined;
  if (!exists || !actor.user) actor.user = await createUser(t.db, { role });
  await t.db
    .updateTable('users')
    .set({ role, email_verified: 1, totp_enabled: kind === 'admin' ? 1 : 0 })
    .where('id', '=', actor.user.id)
    .execute();
  actor.session = await newSession(actor.user.id, kind === 'admin');
}

// ---------------------------------------------------------------------------------------------
// Fixtures: a little of everything, through the API, so that ids in paths and bodies exist

let images: string[] = [];
const imagePaths = [
  '/media/inks/fuzz.webp',
  'https://example.test/ink.png',
  '/media/../../etc/passwd',
  'http://example.test/ink.png',
  'javascript:alert(1)',
];
let passwordHash = '';
let csvs: string[] = [];
const summary = new Map<string, Map<string, number>>();

async function send(
  kind: ActorKind,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<{ statusCode: number; body: string }> {
  const actor = actors[kind];
  return t.app.inject({
    method,
    url,
    headers: headersOf(actor),
    remoteAddress: actor.ip,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

async function fixture(
  kind: ActorKind,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
): Promise<number | undefined> {
  const res = await send(kind, method, url, body);
  if (res.statusCode >= 300)
    throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return (JSON.parse(res.body) as { id?: number } | null)?.id;
}

beforeAll(async () => {
  const token = await t.app.inject({ method: 'GET', url: '/api/auth/csrf-token' });
  csrf = (JSON.parse(token.body) as { csrfToken: string }).csrfToken;
  actors.anonymous = { kind: 'anonymous', ip: '10.77.0.1', user: null, session: null };
  actors.member = { kind: 'member', ip: '10.77.0.2', user: null, session: null };
  actors.admin = { kind: 'admin', ip: '10.77.0.3', user: null, session: null };
  await ensureActor('member');
  await ensureActor('admin');
  passwordHash = await hashPassword(PASSWORD);

  const picture = (color: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: color } });
  const png = await picture('#1f4e79').png().toBuffer();
  const jpeg = await picture('#aa3300').jpeg().toBuffer();
  images = [
    `data:image/png;base64,${png.toString('base64')}`,
    `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    `data:image/jpeg;base64,${jpeg.subarray(0, 200).toString('base64')}`,
    `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
    `data:image/png,${png.toString('latin1')}`,
    'data:image/webp;base64,UklGRg==',
    ...imagePaths,
  ];

  const inks = await t.db
    .selectFrom('inks')
    .select(['id', 'brand', 'line', 'name'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(12)
    .execute();
  const [ink, second] = inks;
  if (!ink || !second) throw new Error('the test database has no inks');
  const header = 'Brand,Line,Name,Type,Color,Comment,Private Comment,Archived,Tags,Date Added';
  const row = (i: (typeof inks)[number]) =>
    [i.brand, i.line ?? '', i.name, 'bottle', '#123456', 'nice', '', 'false', 'a,b', '2024-03-01']
      .map((v) => `"${v.replace(/"/g, '""')}"`)
      .join(',');
  csvs = [
    [header, ...inks.map(row)].join('\n'),
    `\ufeff${header.replace(/,/g, ';')}\n"Pilot";"";"Kon-peki";"";"";"";"";"";"";""`,
    'Brand,Name\nNo such brand,No such ink',
    'just one line',
    'Brand,Name\n"unclosed,quote',
  ];

  // The member's own things, and another member's, for the routes that change them.
  const member = 'member';
  const collectionId = await fixture(member, 'POST', '/api/auth/collections', { name: 'Fuzz' });
  await fixture(member, 'POST', `/api/auth/collections/${collectionId}/inks/${ink.id}`, {});
  await fixture(member, 'PUT', `/api/inks/${ink.id}/property-votes`, { shading: true });
  await fixture(member, 'POST', `/api/inks/${ink.id}/comments`, { content: 'A comment.' });
  const othersComment = await fixture('admin', 'POST', `/api/inks/${second.id}/comments`, {
    content: 'Not yours.',
  });
  await fixture(member, 'POST', '/api/reports', {
    reportType: 'comment',
    targetId: othersComment,
    reason: 'spam',
  });
  await fixture(member, 'POST', '/api/submissions', {
    name: 'Fuzzy Blue',
    brand: 'Fuzz Works',
    color: 'Blue',
    colorHex: '#123456',
  });
  const image = { imageUrl: images[0], ownershipConfirmed: true, appropriatenessConfirmed: true };
  await fixture(member, 'POST', `/api/inks/${ink.id}/community-images`, image);
  await fixture(member, 'POST', `/api/inks/${second.id}/profile-image-submission`, image);
  await fixture('admin', 'POST', '/api/news', { title: 'Fuzz', excerpt: 'x', body: 'y' });
  await fixture('admin', 'POST', '/api/admin/brand-aliases', { brand: ink.brand, alias: 'Fzz' });
  await fixture('admin', 'POST', `/api/inks/${second.id}/community-images`, image);
  await fixture('admin', 'POST', '/api/auth/collections', { name: 'Not yours', isPublic: false });
  // pens: the member's inked pen with a day in the diary, a dip pen; another member's pen
  const penId = await fixture(member, 'POST', '/api/auth/pens', { brand: 'Fuzz', model: 'One' });
  const made = await send(member, 'POST', '/api/auth/inkings', { penId, inkId: ink.id });
  if (made.statusCode !== 201) throw new Error(`fixture inking: ${made.statusCode} ${made.body}`);
  const inkingId = (JSON.parse(made.body) as { inking: { id: number } }).inking.id;
  await fixture(member, 'POST', `/api/auth/inkings/${inkingId}/uses`, { note: 'fuzz' });
  const dipId = await fixture(member, 'POST', '/api/auth/pens', { brand: 'Fuzz', kind: 'dip' });
  await fixture(member, 'POST', `/api/auth/pens/${dipId}/uses`, { inkId: second.id });
  await fixture('admin', 'POST', '/api/auth/pens', { brand: 'Not yours' });
  // between members: the admin offers samples of an ink; the member asked for one
  const offered = inks[2];
  if (!offered) throw new Error('the test database has too few inks');
  await fixture('admin', 'POST', `/api/inks/${offered.id}/collection`, { status: 'owned' });
  await fixture('admin', 'PUT', `/api/auth/samples/offers/${offered.id}`, { note: 'fuzz' });
  await fixture(member, 'POST', `/api/inks/${offered.id}/collection`, { status: 'owned' });
  await fixture(member, 'PUT', `/api/auth/samples/offers/${offered.id}`, {});
  await fixture(member, 'POST', '/api/auth/sample-requests', {
    username: actors.admin.user?.username,
    inkId: offered.id,
    message: 'A sample, please?',
  });
  // a spelling a member's import suggested, for the staff's review
  await t.db
    .insertInto('alias_suggestions')
    .values({
      ink_id: ink.id,
      spelling: `${ink.name} Fuzz`,
      spelling_norm: `${ink.name} fuzz`.toLowerCase(),
      suggested_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
});

afterAll(() => {
  if (!process.env.FUZZ_SUMMARY) return;
  for (const [route, counts] of summary) {
    const line = [...counts].map(([k, n]) => `${k}: ${n}`).join(', ');
    console.log(`${route}  ${line}`);
  }
});

/** A few ids of a table: its first and its newest (the fixtures). */
async function idsOf(table: Table): Promise<string[]> {
  // a year is a year_shares row's key: the shared ones, and this year and last
  if (table === 'year_shares') {
    const shared = await t.db.selectFrom('year_shares').select('year').limit(3).execute();
    const now = new Date().getUTCFullYear();
    return [...new Set([...shared.map((r) => String(r.year)), String(now), String(now - 1)])];
  }
  const first = await t.db.selectFrom(table).select('id').orderBy('id').limit(3).execute();
  const last = await t.db.selectFrom(table).select('id').orderBy('id', 'desc').limit(5).execute();
  return [...new Set([...first, ...last].map((r) => String(r.id)))];
}

/** A few members' usernames (a path's :username): the first and the newest. */
async function usernames(): Promise<string[]> {
  const first = await t.db.selectFrom('users').select('username').orderBy('id').limit(3).execute();
  const last = await t.db
    .selectFrom('users')
    .select('username')
    .orderBy('id', 'desc')
    .limit(3)
    .execute();
  return [...new Set([...first, ...last].map((r) => r.username))];
}

/** Generators that know what a field means: images, existing ids, the member's own details. */
async function hints(): Promise<Hints> {
  const [inkIds, commentIds, imageIds, userIds, brands, penIds, names, messageIds] =
    await Promise.all([
      idsOf('inks'),
      idsOf('comments'),
      idsOf('community_images'),
      idsOf('users'),
      t.db.selectFrom('inks').select('brand').distinct().limit(5).execute(),
      idsOf('pens'),
      usernames(),
      idsOf('sample_messages'),
    ]);
  const member = actors.member.user;
  const ids = (list: string[]) => fc.constantFrom(...list.map(Number));
  const days = fc
    .date({ min: new Date('1899-12-30'), max: new Date(Date.now() + 3 * 86_400_000) })
    .filter((d) => !Number.isNaN(d.getTime()))
    .map((d) => d.toISOString().slice(0, 10));
  return (name) => {
    switch (name) {
      case 'email':
        return fc.oneof(
          fc.emailAddress().filter((e) => e.length <= 254),
          fc.constantFrom(member?.email ?? 'a@example.test', ' Someone@Example.TEST '),
        );
      case 'image':
      case 'imageUrl':
      case 'coverImage':
        return fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...images.slice(0, 2)) },
          { weight: 1, arbitrary: fc.constantFrom(...images) },
        );
      case 'images[]':
        return fc.constantFrom(...imagePaths);
      case 'csv':
        return fc.constantFrom(...csvs);
      case 'inkId':
      case 'inkIds[]':
        return ids(inkIds);
      case 'targetId':
        return ids([...inkIds, ...commentIds, ...imageIds, ...messageIds]);
      case 'username':
        return fc.constantFrom(...names);
      case 'targetUserId':
        return ids(userIds);
      case 'code':
        return fc.oneof(
          fc.stringMatching(/^\d{6}$/),
          fc.stringMatching(/^[a-z0-9]{5}-[a-z0-9]{5}$/),
        );
      case 'login':
        return fc.constantFrom(member?.username ?? 'nobody', member?.email ?? 'a@example.test');
      case 'password':
      case 'currentPassword':
        return fc.constant(PASSWORD);
      case 'brand':
        return fc.constantFrom(...brands.map((b) => b.brand));
      case 'acquiredDate':
      case 'inkedOn':
      case 'cleanedOn':
      case 'day':
        return days;
      case 'penId':
        return ids(penIds);
      default:
        return undefined;
    }
  };
}

function actorArb(access: Plan['access']): fc.Arbitrary<ActorKind> {
  if (access === 'public') return fc.constantFrom<ActorKind>('anonymous', 'member');
  if (access === 'user' || access === 'verified') return fc.constant<ActorKind>('member');
  return fc.constant<ActorKind>('admin');
}

function bodyArb(plan: Plan, h: Hints): fc.Arbitrary<BodySpec> {
  const exception = EXCEPTIONS[plan.route];
  if (exception) return exception.body();
  if (!plan.body) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
      { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: 'json', value: {} }) },
      { weight: 4, arbitrary: invalidArb(fc.constant({}), []) },
    );
  }
  const valid = validArb(plan.body, { root: doc, hints: h });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: valid.map((value): BodySpec => ({ kind: 'json', value, valid: true })),
    },
    { weight: 6, arbitrary: invalidArb(valid, propertyNames(plan.body)) },
  );
}

const ErrorShape = ErrorBody.strict();

describe('generated bodies to every mutating route: 2xx or 4xx in the one error shape', () => {
  it('finds every mutating route and has a generator for each', () => {
    expect(plans.length).toBe(t.app.apiRoutes.filter((r) => MUTATING.has(r.method)).length);
    expect(plans.length).toBeGreaterThan(40);
    const missing = plans.filter((p) => p.problems.length > 0);
    expect(missing.map((p) => `${p.route}: ${p.problems.join('; ')}`)).toEqual([]);
    for (const route of Object.keys(EXCEPTIONS)) {
      expect(
        plans.map((p) => p.route),
        `EXCEPTIONS names ${route}`,
      ).toContain(route);
    }
  });

  it('the router refuses a bad path in the one error shape', async () => {
    for (const plan of plans.filter((p) => p.params.length > 0)) {
      for (const odd of ROUTER_REFUSED) {
        const url = plan.url.replace(/:(\w+)/g, odd);
        const res = await t.app.inject({
          method: plan.method as 'POST',
          url,
          headers: headersOf(actors.member),
          remoteAddress: actors.member.ip,
        });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(ErrorShape.safeParse(JSON.parse(res.body)).success, `${url}: ${res.body}`).toBe(
          true,
        );
      }
    }
  });

  for (const plan of plans) {
    it(
      plan.route,
      async () => {
        await ensureActor('member');
        await ensureActor('admin');
        // the member's password as the hints know it (a run may have changed it)
        await t.db
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', actors.member.user?.id ?? 0)
          .execute();
        const h = await hints();
        const params = await Promise.all(
          plan.params.map(async (p) => {
            const values = PARAM_VALUES[p.name];
            const existing = values ? await values() : p.table ? await idsOf(p.table) : ['1'];
            return [
              p.name,
              fc.oneof(
                { weight: 3, arbitrary: fc.constantFrom(...existing) },
                { weight: 1, arbitrary: fc.constantFrom(...ODD_IDS) },
              ),
            ] as const;
          }),
        );
        const counts = new Map<string, number>();
        summary.set(plan.route, counts);
        const input = fc.record({
          actor: actorArb(plan.access),
          params: fc.record(Object.fromEntries(params)),
          query: fc.oneof(
            { weight: 12, arbitrary: fc.constant('') },
            { weight: 1, arbitrary: fc.constantFrom('?zzz=1', '?__proto__[x]=1', '?a=%00') },
          ),
          body: bodyArb(plan, h),
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ actor: kind, params: values, query, body }) => {
            const actor = actors[kind];
            const url =
              plan.url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? '') + query;
            const before = await fingerprint();
            const { contentType, payload } = payloadOf(body);
            const res = await t.app.inject({
              method: plan.method as 'POST',
              url,
              headers: {
                ...headersOf(actor),
                ...(contentType === null ? {} : { 'content-type': contentType }),
              },
              remoteAddress: actor.ip,
              ...(payload === undefined ? {} : { payload }),
            });
            // work an answer started (a sign-up's account, a reset mail: ADR 040) ends before
            // the database is compared, so a later refusal is never blamed for it
            await t.app.afterAnswer.idle();
            const status = res.statusCode;
            const what = `${plan.method} ${url} as ${kind}: ${status} ${res.body.slice(0, 300)}`;
            let code = '';
            if (status >= 400 && status < 500) {
              let answer: unknown = res.body;
              try {
                answer = JSON.parse(res.body);
              } catch {
                // not JSON: the shape check below refuses it
              }
              const parsed = String(res.headers['content-type']).startsWith('application/json')
                ? ErrorShape.safeParse(answer)
                : ErrorShape.safeParse(null);
              if (!parsed.success) throw new Error(`not the one error shape: ${what}`);
              code = parsed.data.code;
              const after = await fingerprint();
              const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
              if (changed.length > 0) {
                throw new Error(`a ${status} changed ${changed.join(', ')}: ${what}`);
              }
            } else if (status >= 200 && status < 300) {
              await ensureActor(kind);
            } else {
              throw new Error(`neither 2xx nor 4xx: ${what}`);
            }
            const key = `${body.kind === 'json' && body.valid ? 'valid ' : ''}${status}${code ? ` ${code}` : ''}`;
            if (process.env.FUZZ_DEBUG && body.kind === 'json' && body.valid && status >= 400) {
              console.log(plan.route, res.body.slice(0, 300));
            }
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }),
          { seed: SEED, numRuns: RUNS },
        );
      },
      180_000,
    );
  }
});
