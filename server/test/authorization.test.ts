import type { ErrorBody } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOrigins } from '#src/plugins/csrf.ts';
import {
  Browser,
  createTestApp,
  createUser,
  insertAccessToken,
  json,
  withSession,
  type TestContext,
} from './helpers.ts';

/**
 * The authorization matrix: every API route the app registers, against one table of who may
 * call it. A route missing from the table (or listed but gone) fails the suite, so every
 * new route must be added here, with its intended access.
 *
 * Levels: public (anyone), user (signed in: trust level new), verified (signed in, email
 * verified: trust level member; not while limited), staff (moderator or admin, with two-factor
 * sign-in), admin (admin with two-factor). The actors cover every trust level (contract/src/
 * trust.ts): new (unverified), member (user), trusted, staff, and the limited and suspended.
 */
type Level = 'public' | 'user' | 'verified' | 'staff' | 'admin';

const MATRIX: Record<string, Level> = {
  'GET /api/health': 'public',
  'GET /api/site': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/:file': 'public',
  'GET /api/inks': 'public',
  'GET /api/inks/featured': 'public',
  'GET /api/inks/:id': 'public',
  'GET /api/inks/:id/history': 'public',
  'DELETE /api/inks/:id': 'admin',
  'POST /api/inks/:id/restore': 'admin',
  'GET /api/news': 'public',
  'GET /api/news/featured': 'public',
  'GET /api/news/:id': 'public',
  'POST /api/news': 'staff',
  'PUT /api/news/:id': 'staff',
  'DELETE /api/news/:id': 'staff',
  'GET /api/admin/news': 'staff',
  'POST /api/admin/news/preview': 'staff',
  'GET /api/community/stats': 'public',
  'GET /api/open-data': 'public',
  'GET /api/open-data/inks.json': 'public',
  'GET /api/open-data/inks.csv': 'public',
  'GET /api/open-data/LICENSE.txt': 'public',
  'GET /api/catalogue/offline-index': 'public',
  'GET /api/inks/:id/comments': 'public',
  'GET /api/inks/:id/comments/page': 'public',
  'POST /api/inks/:id/comments': 'verified',
  'PUT /api/comments/:id': 'verified',
  'DELETE /api/comments/:id': 'user',
  'GET /api/inks/:id/collection': 'user',
  'POST /api/inks/:id/collection': 'user',
  'PUT /api/inks/:id/collection': 'user',
  'DELETE /api/inks/:id/collection': 'user',
  'GET /api/inks/:id/collection-stats': 'public',
  'GET /api/inks/:id/community-images': 'public',
  'POST /api/inks/:id/community-images': 'verified',
  'DELETE /api/community-images/:id': 'user',
  'POST /api/community-images/:id/vote': 'verified',
  'GET /api/inks/:id/user-vote': 'user',
  'PUT /api/community-images/:id/official': 'staff',
  'POST /api/inks/:id/profile-image-submission': 'verified',
  'GET /api/inks/:id/profile-image-submissions': 'user',
  'GET /api/admin/profile-image-submissions': 'staff',
  'POST /api/admin/profile-image-submissions/:id/approve': 'staff',
  'POST /api/admin/profile-image-submissions/:id/reject': 'staff',
  'POST /api/submissions': 'verified',
  'GET /api/submissions/mine': 'user',
  'GET /api/submissions/duplicates': 'user',
  'GET /api/admin/submissions': 'staff',
  'POST /api/admin/submissions/:id/approve': 'staff',
  'POST /api/admin/submissions/:id/reject': 'staff',
  'PUT /api/inks/:id': 'staff',
  'GET /api/admin/inks/deleted': 'admin',
  'GET /api/admin/brand-aliases': 'staff',
  'POST /api/admin/brand-aliases': 'staff',
  'DELETE /api/admin/brand-aliases/:id': 'staff',
  'GET /api/admin/alias-suggestions': 'staff',
  'POST /api/admin/alias-suggestions/:id/accept': 'staff',
  'POST /api/admin/alias-suggestions/:id/reject': 'staff',
  'POST /api/admin/revisions/:id/revert': 'staff',
  'GET /api/admin/catalogue-reviews': 'staff',
  'POST /api/inks/:id/corrections': 'verified',
  'GET /api/inks/:id/corrections/mine': 'user',
  'DELETE /api/corrections/:id': 'user',
  'GET /api/admin/corrections': 'staff',
  'POST /api/admin/corrections/:id/accept': 'staff',
  'POST /api/admin/corrections/:id/reject': 'staff',
  'GET /api/admin/correction-settings': 'staff',
  'PUT /api/admin/correction-settings': 'staff',
  'POST /api/admin/catalogue-reviews/:id/answer': 'staff',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/audit': 'staff',
  'GET /api/auth/collections': 'user',
  'POST /api/auth/collections': 'user',
  'PATCH /api/auth/collections/:id': 'user',
  'DELETE /api/auth/collections/:id': 'user',
  'POST /api/auth/collections/:collectionId/inks/:inkId': 'user',
  'DELETE /api/auth/collections/:collectionId/inks/:inkId': 'user',
  'PUT /api/auth/collections/:id/order': 'user',
  'GET /api/collections': 'public',
  'GET /api/collections/stats': 'public',
  'GET /api/collections/:id': 'public',
  'GET /api/badges': 'public',
  'GET /api/inks/:id/similar': 'public',
  'GET /api/inks/:id/community-color': 'public',
  'GET /api/swatch-card.pdf': 'public',
  'GET /api/inks/:id/property-votes': 'public',
  'PUT /api/inks/:id/property-votes': 'verified',
  'POST /api/auth/import/fpc/preview': 'verified',
  'POST /api/auth/import/fpc/confirm': 'verified',
  'GET /api/auth/export.json': 'user',
  'GET /api/auth/export.csv': 'user',
  'GET /api/auth/export.fpc.csv': 'user',
  'POST /api/auth/import/fpc/pens/preview': 'user',
  'POST /api/auth/import/fpc/pens/confirm': 'user',
  'GET /api/auth/export/pens.csv': 'user',
  'GET /api/auth/export/currently-inked.csv': 'user',
  'GET /api/auth/export/usage.csv': 'user',
  'GET /api/auth/import/unmatched': 'user',
  'POST /api/auth/import/unmatched': 'verified',
  'POST /api/auth/import/unmatched/discoveries': 'verified',
  'POST /api/auth/import/unmatched/:id/match': 'verified',
  'DELETE /api/auth/import/unmatched/:id': 'user',
  'GET /api/auth/inventory': 'user',
  'GET /api/inks/:id/collection/entries': 'user',
  'GET /api/users/:username/overview': 'public',
  'GET /api/auth/year/:year': 'user',
  'PUT /api/auth/year/:year/share': 'user',
  'GET /api/users/:username/year/:year': 'public',
  'POST /api/reports': 'user',
  'GET /api/admin/reports': 'staff',
  'POST /api/admin/reports/:id/resolve': 'staff',
  'POST /api/admin/reports/:id/reopen': 'staff',
  'GET /api/admin/notifications': 'staff',
  'GET /api/auth/csrf-token': 'public',
  'GET /api/auth/user': 'public',
  'PATCH /api/auth/user': 'user',
  'DELETE /api/auth/user': 'user',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/logout-everywhere': 'user',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'user',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/password': 'user',
  'GET /api/users/:username': 'public',
  'POST /api/auth/avatar': 'user',
  'DELETE /api/auth/avatar': 'user',
  'PUT /api/admin/users/:id/role': 'admin',
  'POST /api/auth/totp/setup': 'user',
  'POST /api/auth/totp/enable': 'user',
  'POST /api/auth/totp/disable': 'user',
  'POST /api/auth/login/totp': 'public',
  'GET /api/auth/oidc/providers': 'public',
  'GET /api/auth/oidc/:provider/start': 'public',
  'GET /api/auth/oidc/:provider/callback': 'public',
  'GET /api/tokens': 'user',
  'POST /api/tokens': 'verified',
  'DELETE /api/tokens/:id': 'user',
  'GET /api/admin/restrictions': 'staff',
  'PUT /api/admin/users/:id/restriction': 'staff',
  'DELETE /api/admin/users/:id/restriction': 'staff',
  'POST /api/admin/users/:id/restriction/uphold': 'staff',
  'POST /api/auth/appeal': 'user',
  'GET /api/admin/inks/:id/crowd-data': 'staff',
  'DELETE /api/admin/inks/:id/votes': 'staff',
  'GET /api/auth/pens': 'user',
  'POST /api/auth/pens': 'user',
  'GET /api/auth/pens/settings': 'user',
  'PUT /api/auth/pens/settings': 'user',
  'GET /api/auth/pens/:penId': 'user',
  'PATCH /api/auth/pens/:penId': 'user',
  'POST /api/auth/pens/:penId/uses': 'user',
  'GET /api/auth/inkings': 'user',
  'POST /api/auth/inkings': 'user',
  'PATCH /api/auth/inkings/:inkingId': 'user',
  'DELETE /api/auth/inkings/:inkingId': 'user',
  'POST /api/auth/inkings/:inkingId/refill': 'user',
  'POST /api/auth/inkings/:inkingId/clean': 'user',
  'POST /api/auth/inkings/:inkingId/uses': 'user',
  'PATCH /api/auth/uses/:useId': 'user',
  'DELETE /api/auth/uses/:useId': 'user',
  'GET /api/auth/diary': 'user',
  'GET /api/users/:username/pens': 'public',
  'GET /api/inks/:id/usage': 'public',
  'GET /api/users/:username/compare': 'user',
  'GET /api/users/:username/palette': 'public',
  'GET /api/auth/relations/:username': 'user',
  'GET /api/auth/samples/offers': 'user',
  'PUT /api/auth/samples/offers/:inkId': 'verified',
  'DELETE /api/auth/samples/offers/:inkId': 'user',
  'GET /api/inks/:id/samples': 'public',
  'GET /api/auth/samples/matches': 'user',
  'POST /api/auth/sample-requests': 'verified',
  'GET /api/auth/sample-requests': 'user',
  'GET /api/auth/sample-requests/:requestId': 'user',
  'POST /api/auth/sample-requests/:requestId/answer': 'user',
  'POST /api/auth/sample-requests/:requestId/messages': 'verified',
  'GET /api/auth/blocks': 'user',
  'PUT /api/auth/blocks/:username': 'user',
  'DELETE /api/auth/blocks/:username': 'user',
  'GET /api/admin/reports/:id/thread': 'staff',
  'PUT /api/auth/follows/members/:username': 'verified',
  'DELETE /api/auth/follows/members/:username': 'user',
  'PUT /api/auth/follows/brands/:brand': 'verified',
  'DELETE /api/auth/follows/brands/:brand': 'user',
  'GET /api/auth/follows': 'user',
  'GET /api/users/:username/follow-counts': 'public',
  'GET /api/auth/feed': 'user',
  'GET /api/auth/notifications': 'user',
  'GET /api/auth/notifications/count': 'user',
  'POST /api/auth/notifications/read': 'user',
  'GET /api/auth/notifications/settings': 'user',
  'PUT /api/auth/notifications/settings': 'user',
  'POST /api/unsubscribe': 'public',
};

/**
 * What a suspended account may still do beyond reading (trust levels): sign out
 * everywhere, change its password, delete itself, and appeal. Every other non-GET route of
 * level user or verified refuses it (403 account_suspended).
 */
const WHILE_SUSPENDED = new Set([
  'DELETE /api/auth/user',
  'POST /api/auth/logout-everywhere',
  'POST /api/auth/password',
  'POST /api/auth/appeal',
]);

/**
 * Personal access tokens (ADR 029): the routes a token may call, beyond the public GETs,
 * which all take a token of either scope except those of the browser's own sign-in. Every other
 * route refuses a token (403 token_not_allowed); a 'write' route refuses a read token (403
 * insufficient_scope).
 */
type TokenLevel = 'read' | 'write';
const TOKEN_ROUTES: Record<string, TokenLevel> = {
  'GET /api/auth/user': 'read',
  'GET /api/auth/inventory': 'read',
  'GET /api/inks/:id/collection': 'read',
  'GET /api/inks/:id/collection/entries': 'read',
  'POST /api/inks/:id/collection': 'write',
  'PUT /api/inks/:id/collection': 'write',
  'DELETE /api/inks/:id/collection': 'write',
  'GET /api/auth/collections': 'read',
  'POST /api/auth/collections': 'write',
  'PATCH /api/auth/collections/:id': 'write',
  'DELETE /api/auth/collections/:id': 'write',
  'POST /api/auth/collections/:collectionId/inks/:inkId': 'write',
  'DELETE /api/auth/collections/:collectionId/inks/:inkId': 'write',
  'PUT /api/auth/collections/:id/order': 'write',
  'GET /api/auth/export.json': 'read',
  'GET /api/auth/export.csv': 'read',
  'GET /api/auth/export.fpc.csv': 'read',
  'GET /api/auth/pens': 'read',
  'POST /api/auth/pens': 'write',
  'GET /api/auth/pens/settings': 'read',
  'PUT /api/auth/pens/settings': 'write',
  'GET /api/auth/pens/:penId': 'read',
  'PATCH /api/auth/pens/:penId': 'write',
  'POST /api/auth/pens/:penId/uses': 'write',
  'GET /api/auth/inkings': 'read',
  'POST /api/auth/inkings': 'write',
  'PATCH /api/auth/inkings/:inkingId': 'write',
  'DELETE /api/auth/inkings/:inkingId': 'write',
  'POST /api/auth/inkings/:inkingId/refill': 'write',
  'POST /api/auth/inkings/:inkingId/clean': 'write',
  'POST /api/auth/inkings/:inkingId/uses': 'write',
  'PATCH /api/auth/uses/:useId': 'write',
  'DELETE /api/auth/uses/:useId': 'write',
  'GET /api/auth/diary': 'read',
  'POST /api/auth/import/fpc/pens/preview': 'write',
  'POST /api/auth/import/fpc/pens/confirm': 'write',
  'GET /api/auth/export/pens.csv': 'read',
  'GET /api/auth/export/currently-inked.csv': 'read',
  'GET /api/auth/export/usage.csv': 'read',
  'GET /api/auth/year/:year': 'read',
  'PUT /api/auth/year/:year/share': 'write',
  'GET /api/users/:username/compare': 'read',
  'GET /api/auth/relations/:username': 'read',
  'GET /api/auth/samples/offers': 'read',
  'PUT /api/auth/samples/offers/:inkId': 'write',
  'DELETE /api/auth/samples/offers/:inkId': 'write',
  'GET /api/auth/samples/matches': 'read',
  'POST /api/auth/sample-requests': 'write',
  'GET /api/auth/sample-requests': 'read',
  'GET /api/auth/sample-requests/:requestId': 'read',
  'POST /api/auth/sample-requests/:requestId/answer': 'write',
  'POST /api/auth/sample-requests/:requestId/messages': 'write',
  'GET /api/auth/blocks': 'read',
  'PUT /api/auth/blocks/:username': 'write',
  'DELETE /api/auth/blocks/:username': 'write',
  'PUT /api/auth/follows/members/:username': 'write',
  'DELETE /api/auth/follows/members/:username': 'write',
  'PUT /api/auth/follows/brands/:brand': 'write',
  'DELETE /api/auth/follows/brands/:brand': 'write',
  'GET /api/auth/follows': 'read',
  'GET /api/auth/feed': 'read',
  'GET /api/auth/notifications': 'read',
  'GET /api/auth/notifications/count': 'read',
  'POST /api/auth/notifications/read': 'write',
  'GET /api/auth/notifications/settings': 'read',
  'PUT /api/auth/notifications/settings': 'write',
};
const PUBLIC_GETS_WITHOUT_TOKEN = new Set([
  'GET /api/auth/csrf-token',
  'GET /api/auth/oidc/providers',
  'GET /api/auth/oidc/:provider/start',
  'GET /api/auth/oidc/:provider/callback',
]);

function tokenLevel(route: string): TokenLevel | undefined {
  const listed = TOKEN_ROUTES[route];
  if (listed) return listed;
  const publicGet = MATRIX[route] === 'public' && route.startsWith('GET ');
  return publicGet && !PUBLIC_GETS_WITHOUT_TOKEN.has(route) ? 'read' : undefined;
}

type Actor =
  'anonymous' | 'unverified' | 'user' | 'trusted' | 'limited' | 'suspended' | 'moderator' | 'admin';
const ACTORS: Actor[] = [
  'anonymous',
  'unverified',
  'user',
  'trusted',
  'limited',
  'suspended',
  'moderator',
  'admin',
];

function allowed(level: Level, actor: Actor, route: string): boolean {
  const reads = route.startsWith('GET ');
  switch (level) {
    case 'public':
      return true;
    case 'user':
      return (
        actor !== 'anonymous' && (actor !== 'suspended' || reads || WHILE_SUSPENDED.has(route))
      );
    case 'verified':
      return (
        actor !== 'anonymous' &&
        actor !== 'unverified' &&
        actor !== 'limited' &&
        (actor !== 'suspended' || reads)
      );
    case 'staff':
      return actor === 'moderator' || actor === 'admin';
    case 'admin':
      return actor === 'admin';
  }
}

let t: TestContext;
let inkId = 0;
let username = '';

/** A fresh browser per actor for each route, so sign-out or account deletion cannot leak. */
async function browserFor(actor: Actor): Promise<Browser> {
  switch (actor) {
    case 'anonymous':
      return new Browser(t.app, '10.50.0.1');
    case 'unverified':
      return (await withSession(t, { verified: false })).browser;
    case 'user':
      return (await withSession(t)).browser;
    case 'trusted':
      return (await withSession(t, { trusted: true })).browser;
    case 'limited':
    case 'suspended': {
      const s = await withSession(t, { ageDays: 2 });
      await t.db
        .updateTable('users')
        .set({ restriction: actor, restriction_reason: 'Testing the matrix.' })
        .where('id', '=', s.user.id)
        .execute();
      return s.browser;
    }
    case 'moderator':
      return (await withSession(t, { role: 'moderator', totp: true })).browser;
    case 'admin':
      return (await withSession(t, { role: 'admin', totp: true })).browser;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  username = (await createUser(t.db)).username;
  const ink = await t.db.selectFrom('inks').select('id').orderBy('id').executeTakeFirstOrThrow();
  inkId = ink.id;
});
afterAll(async () => {
  await t.close();
});

function fill(url: string): string {
  return url
    .replace(':id', String(inkId))
    .replace(':collectionId', '1')
    .replace(':penId', '1')
    .replace(':inkingId', '1')
    .replace(':useId', '1')
    .replace(':requestId', '1')
    .replace(':inkId', String(inkId))
    .replace(':username', username)
    .replace(':provider', 'not-configured')
    .replace(':year', '2025');
}

/** True when the access layer (not the route) turned the caller away. */
function refusedByAccess(status: number, body: ErrorBody): boolean {
  return (
    (status === 401 && body.code === 'unauthorized' && body.message === 'Please sign in first.') ||
    (status === 403 &&
      (body.code === 'forbidden' ||
        body.code === 'email_unverified' ||
        body.code === 'account_limited' ||
        body.code === 'account_suspended' ||
        body.code === 'mfa_required'))
  );
}

describe('authorization matrix', () => {
  it('lists every registered API route, and nothing that is not registered', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered).toEqual(Object.keys(MATRIX).sort());
  });

  it('declares on each route the access the table gives it', () => {
    for (const r of t.app.apiRoutes) {
      const level = MATRIX[`${r.method} ${r.url}`];
      const declared =
        typeof r.access === 'string'
          ? r.access
          : ['deleteInk', 'restoreInk', 'changeRoles', 'manageUsers'].includes(r.access.capability)
            ? 'admin'
            : 'staff';
      expect(declared, `${r.method} ${r.url}`).toBe(level);
    }
  });

  for (const [route, level] of Object.entries(MATRIX)) {
    const [method = 'GET', url = '/'] = route.split(' ');
    it(`${route}: ${level}`, async () => {
      for (const actor of ACTORS) {
        const b = await browserFor(actor);
        const res =
          method === 'GET' ? await b.get(fill(url)) : await b.send(method as 'POST', fill(url), {});
        const body = res.headers['content-type']?.toString().includes('json')
          ? json<ErrorBody>(res)
          : ({ code: 'bad_request', message: '' } as ErrorBody);
        const refused = refusedByAccess(res.statusCode, body);
        expect(refused, `${actor} on ${route}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(
          !allowed(level, actor, route),
        );
        if (!allowed(level, actor, route)) {
          expect(res.statusCode).toBe(actor === 'anonymous' ? 401 : 403);
        }
      }
    });
  }
});

/**
 * Mutating routes without the CSRF guard, each with its reason; the route itself declares it
 * (`config.csrf: false`, plugins/csrf.ts), which only a public route without a token may.
 */
const CSRF_EXEMPT: Record<string, string> = {
  'POST /api/unsubscribe':
    "RFC 8058's one-click unsubscribe, POSTed by mail clients with no session: the mail's random key is its whole authority, and it can only turn the digest off (ADR 060)",
};

describe('CSRF and Origin on every mutating route', () => {
  const mutating = Object.keys(MATRIX).filter((r) => !r.startsWith('GET ') && !(r in CSRF_EXEMPT));

  for (const route of Object.keys(CSRF_EXEMPT)) {
    const [method = 'POST', url = '/'] = route.split(' ');
    it(`${route} is public and answers without a token, as it says`, async () => {
      expect(MATRIX[route]).toBe('public');
      const res = await t.app.inject({
        method: method as 'POST',
        url: fill(url),
        headers: { origin: 'https://mail.example' },
        remoteAddress: '10.60.0.2',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<ErrorBody>(res).code).not.toBe('csrf_failed');
    });
  }

  for (const route of mutating) {
    const [method = 'POST', url = '/'] = route.split(' ');
    it(`${route} refuses a missing token, a wrong token and a foreign Origin`, async () => {
      const admin = await browserFor('admin');
      const token = json<{ csrfToken: string }>(await admin.get('/api/auth/csrf-token')).csrfToken;
      const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const attempts = [
        { cookie },
        { cookie, 'x-csrf-token': 'not-the-token' },
        { cookie, 'x-csrf-token': token, origin: 'https://evil.example' },
        { cookie, 'x-csrf-token': token, 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of attempts) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: fill(url),
          headers,
          payload: {},
          remoteAddress: '10.60.0.1',
        });
        expect(res.statusCode, `${route} ${JSON.stringify(Object.keys(headers))}`).toBe(403);
        expect(json<ErrorBody>(res).code).toBe('csrf_failed');
      }
    });
  }
});

describe('personal access tokens on every route', () => {
  type TokenActor = 'read token' | 'write token' | "an admin's write token";
  const tokens = new Map<TokenActor, string>();

  beforeAll(async () => {
    const member = await createUser(t.db);
    const admin = await createUser(t.db, { role: 'admin' });
    await t.db.updateTable('users').set({ totp_enabled: 1 }).where('id', '=', admin.id).execute();
    tokens.set('read token', (await insertAccessToken(t.db, member.id, 'read')).secret);
    tokens.set('write token', (await insertAccessToken(t.db, member.id, 'write')).secret);
    tokens.set("an admin's write token", (await insertAccessToken(t.db, admin.id, 'write')).secret);
  });

  it('declares on each route the token scope the table gives it; no staff route takes a token', () => {
    for (const r of t.app.apiRoutes) {
      const route = `${r.method} ${r.url}`;
      expect(r.token, route).toBe(tokenLevel(route));
      if (typeof r.access === 'object') expect(r.token, route).toBeUndefined();
    }
  });

  for (const route of Object.keys(MATRIX)) {
    const [method = 'GET', url = '/'] = route.split(' ');
    const level = MATRIX[route] ?? 'admin';
    const declared = tokenLevel(route);
    it(`${route}: ${declared ?? 'no token'}`, async () => {
      for (const [who, secret] of tokens) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: fill(url),
          headers: { authorization: `Bearer ${secret}` },
          remoteAddress: '10.70.0.1',
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const parsed = res.headers['content-type']?.toString().includes('json')
          ? json<ErrorBody | null>(res)
          : null;
        const body: ErrorBody = parsed ?? { code: 'bad_request', message: '' };
        const what = `${who} on ${route}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (declared === undefined) {
          expect([res.statusCode, body.code], what).toEqual([403, 'token_not_allowed']);
          continue;
        }
        if (declared === 'write' && who === 'read token') {
          expect([res.statusCode, body.code], what).toEqual([403, 'insufficient_scope']);
          expect(res.headers['www-authenticate'], what).toContain('insufficient_scope');
          continue;
        }
        // Within its scope the token's member is who the route's access judges (no CSRF).
        expect(body.code, what).not.toBe('token_not_allowed');
        expect(body.code, what).not.toBe('insufficient_scope');
        expect(body.code, what).not.toBe('csrf_failed');
        expect(refusedByAccess(res.statusCode, body), what).toBe(
          !allowed(level, who === "an admin's write token" ? 'admin' : 'user', route),
        );
      }
    });
  }
});

describe("the site's own origins (the CSRF guard)", () => {
  it('are the public address, and on this machine its loopback spellings on the same port', () => {
    expect(siteOrigins('https://inklore.example')).toEqual(['https://inklore.example']);
    expect(siteOrigins('http://127.0.0.1:3000').sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].sort(),
    );
    expect(siteOrigins('http://localhost')).toContain('http://127.0.0.1');
  });

  it('let a page opened at localhost sign in when the server is at 127.0.0.1, and no other port or host', async () => {
    const local = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:3000' });
    try {
      const tokenAnswer = await local.app.inject({ method: 'GET', url: '/api/auth/csrf-token' });
      const token = json<{ csrfToken: string }>(tokenAnswer).csrfToken;
      const cookie = `inklore_csrf=${token}`;
      const login = (origin: string) =>
        local.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { cookie, 'x-csrf-token': token, origin },
          payload: { login: 'nobody@example.test', password: 'not-the-password-1' },
        });
      for (const origin of [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
      ]) {
        const res = await login(origin);
        expect({ origin, code: json<ErrorBody>(res).code }).toEqual({
          origin,
          code: 'invalid_credentials',
        });
      }
      for (const origin of [
        'http://localhost:3001',
        'https://localhost:3000',
        'http://localhost.evil.example:3000',
        'http://10.0.0.5:3000',
      ]) {
        const res = await login(origin);
        expect({ origin, status: res.statusCode, code: json<ErrorBody>(res).code }).toEqual({
          origin,
          status: 403,
          code: 'csrf_failed',
        });
      }
    } finally {
      await local.close();
    }
  });
});
