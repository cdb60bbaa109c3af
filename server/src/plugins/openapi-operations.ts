/**
 * What the OpenAPI document says about each operation that the routes do not declare
 * themselves (ADR 028): its operationId, its security requirements and its error
 * answers, all worked out from the route's method, path and `config` (`access`, `token`).
 * Pure functions: openapi.ts applies them, and server/test/openapi.test.ts checks the result.
 */

/** An operation's `security`: alternatives, each a map of scheme name to scopes. */
export type SecurityRequirement = Record<string, string[]>;

/** What the document needs to know of a route. */
export type OperationFacts = {
  method: string;
  /** The route's path as Fastify writes it (`/api/inks/:id`). */
  url: string;
  /** `config.access`: 'public', 'user', 'verified' or { capability }. */
  access: unknown;
  /** `config.token`: 'read' or 'write' when a personal access token may call the route. */
  token: 'read' | 'write' | undefined;
  /** The route declares a query string or a body (both are validated: 400). */
  hasInput: boolean;
  /** `config.etag`: answers carry an ETag and a matching If-None-Match gets 304 (ADR 030). */
  etag: boolean;
  /** `config.recordTag`: answers carry the ETag of the record they hold (ADR 089). */
  recordTag: boolean;
  /** `config.ifMatch`: takes If-Match, and answers 412 when it does not hold (ADR 089). */
  ifMatch: boolean;
};

/**
 * Names a derived operationId gets wrong or makes ugly. A name here is as stable as a derived
 * one: change neither once published, client code calls functions by them.
 */
export const OPERATION_ID_OVERRIDES: Readonly<Record<string, string>> = {
  'GET /api/openapi.json': 'getOpenApiDocument',
  'GET /api/docs': 'getApiReference',
  'GET /api/docs/:file': 'getApiReferenceFile',
  'GET /api/auth/user': 'getCurrentUser',
  'PATCH /api/auth/user': 'updateCurrentUser',
  'DELETE /api/auth/user': 'deleteCurrentUser',
  'POST /api/auth/password': 'changePassword',
  'POST /api/auth/forgot-password': 'requestPasswordReset',
  'POST /api/auth/login/totp': 'loginWithTotp',
  'GET /api/auth/csrf-token': 'getCsrfToken',
  'POST /api/auth/avatar': 'uploadMyAvatar',
  'GET /api/inks/featured': 'listFeaturedInks',
  'GET /api/news/featured': 'listFeaturedNews',
  'GET /api/admin/inks/deleted': 'listDeletedInks',
  'POST /api/auth/collections/:collectionId/inks/:inkId': 'addInkToMyCollection',
  'DELETE /api/auth/collections/:collectionId/inks/:inkId': 'removeInkFromMyCollection',
  'PUT /api/auth/collections/:id/order': 'reorderMyCollection',
  // The ink-ventory entry of an ink lives at /collection for history's sake (spec §7).
  'GET /api/inks/:id/collection': 'getInventoryEntry',
  'POST /api/inks/:id/collection': 'createInventoryEntry',
  'PUT /api/inks/:id/collection': 'updateInventoryEntry',
  'DELETE /api/inks/:id/collection': 'deleteInventoryEntry',
  'GET /api/inks/:id/collection/entries': 'listInventoryEntries',
  'GET /api/inks/:id/collection-stats': 'getInkInventoryStats',
  'GET /api/auth/inventory': 'listMyInventory',
  'GET /api/auth/export.json': 'exportMyData',
  'GET /api/auth/export.csv': 'exportMyInventoryCsv',
  'GET /api/auth/export.fpc.csv': 'exportMyInventoryFpc',
  'POST /api/auth/import/fpc/preview': 'previewFpcImport',
  'POST /api/auth/import/fpc/confirm': 'confirmFpcImport',
  'GET /api/inks/:id/user-vote': 'getMyCommunityImageVote',
  'POST /api/community-images/:id/vote': 'voteForCommunityImage',
  'PUT /api/community-images/:id/official': 'setCommunityImageOfficial',
  'GET /api/submissions/mine': 'listMySubmissions',
  'GET /api/submissions/duplicates': 'listLikelyDuplicates',
  'GET /api/auth/oidc/providers': 'listOidcProviders',
  'GET /api/auth/oidc/:provider/start': 'startOidcLogin',
  'GET /api/auth/oidc/:provider/callback': 'finishOidcLogin',
  'GET /api/inks/:id/similar': 'listSimilarInks',
  'GET /api/inks/:id/property-votes': 'getInkPropertyVotes',
  'GET /api/admin/notifications': 'getStaffNotifications',
  'GET /api/admin/audit': 'listAuditEntries',
  'POST /api/admin/news/preview': 'previewNewsStory',
  'GET /api/auth/pens/settings': 'getMyPenSettings',
  'PUT /api/auth/pens/settings': 'updateMyPenSettings',
  'POST /api/auth/inkings/:inkingId/refill': 'refillMyInking',
  'POST /api/auth/inkings/:inkingId/clean': 'cleanMyInking',
};

/** Last path segments that name an action rather than a thing: `POST …/approve` is `approve…`. */
const ACTIONS = new Set([
  'approve',
  'confirm',
  'disable',
  'enable',
  'login',
  'logout',
  'preview',
  'reject',
  'resend',
  'reset',
  'resolve',
  'restore',
  'revoke',
  'setup',
  'signup',
  'verify',
]);

const VERB: Readonly<Record<string, string>> = {
  GET: 'get',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** Words that are the same in the singular. */
const UNCOUNTED = new Set(['news', 'stats', 'status', 'access']);

function singular(word: string): string {
  if (UNCOUNTED.has(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses') || word.endsWith('ses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function isPlural(word: string): boolean {
  return word === 'news' || (singular(word) !== word && !UNCOUNTED.has(word));
}

const pascal = (words: string[]) =>
  words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/**
 * The operationId of a route: the override when there is one, else a verb and the path's
 * nouns. `GET /api/inks` is `listInks`, `GET /api/inks/:id` is `getInk`,
 * `POST /api/inks/:id/comments` is `createInkComment`, `POST /api/admin/submissions/:id/approve`
 * is `approveAdminSubmission`; `/api/auth/...` is the caller's own (`listMyCollections`),
 * except for its actions (`POST /api/auth/login` is `login`).
 */
export function operationId(method: string, url: string): string {
  const override = OPERATION_ID_OVERRIDES[`${method} ${url}`];
  if (override) return override;
  const segments = url.split('/').filter(Boolean).slice(1);
  const last = segments.at(-1) ?? '';
  const lastIsParam = last.startsWith(':');
  const words: string[] = [];
  for (const [i, segment] of segments.entries()) {
    if (segment.startsWith(':')) {
      const previous = words.pop();
      if (previous !== undefined) words.push(singular(previous));
      continue;
    }
    const parts = segment
      .split(/[-_.]/)
      .filter(Boolean)
      .map((p) => p.toLowerCase());
    if (i === segments.length - 1 && method === 'POST' && ACTIONS.has(parts[0] ?? '')) {
      // An action on the caller's own account needs no "my": `enableTotp`, `verifyEmail`.
      const [verb = '', ...rest] = parts;
      return verb + pascal([...rest, ...words.filter((w) => w !== 'my')]);
    }
    words.push(...(segment === 'auth' ? ['my'] : parts));
  }
  let verb = VERB[method] ?? method.toLowerCase();
  const noun = words.at(-1) ?? '';
  if (method === 'GET' && !lastIsParam && isPlural(noun)) verb = 'list';
  else if (method === 'POST' && !lastIsParam && words.length > 0) {
    words[words.length - 1] = singular(noun);
  }
  return verb + pascal(words);
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An operation's `security`, from its access and token declaration (ADR 028, ADR 029):
 * - a public GET needs nothing (`{}`);
 * - a public change needs the anti-forgery header (the CSRF check applies to every change);
 * - a signed-in GET needs the session cookie; a signed-in change the cookie and the header;
 * - with `config.token`, a bearer token of that scope is the other way in (no CSRF with it).
 */
export function securityFor(facts: OperationFacts): SecurityRequirement[] {
  const mutating = MUTATING.has(facts.method);
  const base: SecurityRequirement =
    facts.access === 'public'
      ? mutating
        ? { csrf: [] }
        : {}
      : mutating
        ? { session: [], csrf: [] }
        : { session: [] };
  return facts.token ? [base, { token: [facts.token] }] : [base];
}

/**
 * The error answers an operation can give, with what each means for it. Every API call can be
 * 400 (an unknown query parameter, a character the text rule refuses), 401 (a bearer token that
 * is malformed, unknown, revoked or expired is refused on every route), 403 (a bearer token on a
 * route that takes none, or of too small a scope; the anti-forgery check on a change; a member
 * without the role) and 429 (the per-IP ceiling); 404 where the path names something. Codes the
 * route declares itself are kept.
 */
export function errorAnswers(facts: OperationFacts): Map<number, string> {
  const answers = new Map<number, string>();
  const signedIn = facts.access !== 'public';
  const mutating = MUTATING.has(facts.method);
  answers.set(
    400,
    facts.hasInput
      ? 'The request was not valid: `fields` says which parameter or field, and why.'
      : 'The request was not valid (an unknown query parameter, or text the server refuses).',
  );
  answers.set(
    401,
    signedIn
      ? 'Not signed in (`unauthorized`), or the bearer token is malformed, unknown, revoked or expired (`invalid_token`).'
      : 'A bearer token was sent and is malformed, unknown, revoked or expired (`invalid_token`).',
  );
  const refusals = [
    signedIn
      ? 'this member may not do this (`forbidden`, `email_unverified`, `account_limited`, `account_suspended`, `mfa_required`)'
      : null,
    mutating ? 'the anti-forgery check failed (`csrf_failed`)' : null,
    facts.token === undefined
      ? 'a bearer token may not call this (`token_not_allowed`)'
      : facts.token === 'write'
        ? 'the bearer token may only read (`insufficient_scope`)'
        : null,
  ].filter((r) => r !== null);
  if (refusals.length > 0) answers.set(403, `Refused: ${refusals.join('; or ')}.`);
  if (facts.url.includes(':')) answers.set(404, 'Nothing is found at this address.');
  answers.set(
    429,
    'Too many requests from this address, account or token: wait as long as Retry-After says and try again.',
  );
  return answers;
}

/** Descriptions of status codes a route declares that errorAnswers does not add. */
export const STATUS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '200': 'OK.',
  '201': 'Created.',
  '204': 'Done; no content.',
  '302': 'A redirect (see the Location header).',
  '304': 'Not modified since the ETag sent in If-None-Match.',
  '400': 'The request was not valid.',
  '401': 'Not signed in.',
  '403': 'Refused.',
  '404': 'Nothing is found at this address.',
  '409': 'A conflict with the current state (a duplicate, or something changed meanwhile).',
  '412':
    'If-Match did not hold: the record changed (or is gone) since the tag you sent; nothing was changed (`precondition_failed`).',
  '413': 'The request or file is too large.',
  '415': 'The file is not of a type the server accepts.',
  '429': 'Too many requests: wait a moment (Retry-After) and try again.',
  '500': 'Something went wrong on the server.',
  '503': 'The server is busy or a service it needs is unavailable: try again shortly.',
};
