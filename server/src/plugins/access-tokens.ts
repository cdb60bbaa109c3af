import { TOKEN_SECRET_PATTERN, type TokenScope } from '@inklore/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '#src/app-instance.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import { AppError } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { sha256 } from '#src/lib/tokens.ts';
import { tokenWithUser, touchToken } from '#src/features/tokens/tokens.queries.ts';
import { isApiRoute } from './request-target.ts';

/** How often a token's last-used time is written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The personal access token that authenticated this request, or null (ADR 029). */
    accessToken: { id: number; scope: TokenScope } | null;
  }
}

/**
 * The values of every Authorization header the request carried, in order (Node keeps only
 * the first in `req.headers`, so the raw list is read).
 */
function authorizationValues(req: FastifyRequest): string[] {
  const raw = req.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === 'authorization') values.push(raw[i + 1] ?? '');
  }
  if (values.length === 0 && typeof req.headers.authorization === 'string') {
    values.push(req.headers.authorization);
  }
  return values;
}

const BEARER_SCHEME = /^\s*bearer(\s|$)/i;

/**
 * Whether the request presents a bearer token (the scheme's name in any case, RFC 7235). Only
 * then is the session cookie ignored; another scheme (Basic, from a proxy's password prompt in
 * front of the site) is left alone.
 */
export function presentsBearer(req: FastifyRequest): boolean {
  return authorizationValues(req).some((v) => BEARER_SCHEME.test(v));
}

function refuse(reply: FastifyReply, message: string): AppError {
  void reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return new AppError(401, 'invalid_token', message);
}

/**
 * Bearer authentication: `Authorization: Bearer ink_...` on an API route
 * makes the token's member the request's user, within the token's scope, which the access
 * plugin checks against the route's `config.token`. The session cookie is ignored on such a
 * request (sessions.ts), so it carries no cookie authority and the CSRF check does not apply
 * (csrf.ts). A malformed, unknown, revoked or expired token is 401 with
 * `WWW-Authenticate: Bearer error="invalid_token"`; calls are limited per token.
 */
export function registerAccessTokens(app: AppInstance): void {
  app.decorateRequest('accessToken', null);

  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRoute(req)) return;
    const values = authorizationValues(req);
    if (!values.some((v) => BEARER_SCHEME.test(v))) return;
    if (values.length > 1) {
      throw refuse(
        reply,
        'This request has more than one Authorization header. Send one: Authorization: Bearer followed by your token.',
      );
    }
    const secret = /^\s*bearer +(\S+)\s*$/i.exec(values[0] ?? '')?.[1];
    if (secret === undefined || !TOKEN_SECRET_PATTERN.test(secret)) {
      throw refuse(
        reply,
        'This access token is not in the right form. Send Authorization: Bearer followed by the whole token, which starts with ink_.',
      );
    }
    const row = await tokenWithUser(app.db, sha256(secret));
    if (!row) {
      throw refuse(
        reply,
        'This access token is not valid: it may have been revoked. Create a new one on your profile page.',
      );
    }
    const now = Date.now();
    if (row.token_expires !== null && Date.parse(toIso(row.token_expires)) <= now) {
      throw refuse(
        reply,
        `This access token expired on ${toIso(row.token_expires).slice(0, 10)}. Create a new one on your profile page.`,
      );
    }
    await hit(
      app.db,
      `token:requests:${String(row.token_id)}`,
      app.config.rateLimits.TOKEN_REQUESTS,
    );
    const {
      token_id: id,
      token_scope: scope,
      token_expires: _expires,
      token_last_used: lastUsed,
      ...user
    } = row;
    req.user = user;
    req.sessionId = null;
    req.sessionMfa = false;
    req.accessToken = { id, scope };
    if (lastUsed === null || now - Date.parse(toIso(lastUsed)) > TOUCH_EVERY_MS) {
      await touchToken(app.db, id, user.id, nowIso());
    }
  });
}
