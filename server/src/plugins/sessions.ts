import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';
import {
  deleteSession,
  endAllSessions,
  insertSession,
  markUserActive,
  sessionWithUser,
  setSessionMfa,
  touchSession,
} from '#src/features/auth/sessions.queries.ts';
import { presentsBearer } from './access-tokens.ts';
import { isApiRoute } from './request-target.ts';

export const SESSION_COOKIE = 'inklore_session';
/** How often a session's last-seen time is written (not on every request). */
const TOUCH_EVERY_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: UserRow | null;
    /** The hashed id of the current session, or null. */
    sessionId: string | null;
    /** Whether the current session proved a second factor at sign-in (or at enrolment). */
    sessionMfa: boolean;
  }
}

/**
 * Server-side sessions: the cookie carries only a random 256-bit token, the database its
 * SHA-256. A session ends at sign-out, after `idleMs` without use, or `maxMs` after sign-in.
 */
export async function registerSessions(
  app: FastifyInstance,
  db: Db,
  config: Config,
): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionMfa', false);

  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRoute(req)) return;
    // A request with a personal access token is that token's alone (access-tokens.ts, ADR 029).
    if (presentsBearer(req)) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const id = sha256(token);
    const row = await sessionWithUser(db, id);
    const now = Date.now();
    const lastSeen = row ? Date.parse(toIso(row.session_last_seen)) : 0;
    if (
      !row ||
      Date.parse(toIso(row.session_expires)) <= now ||
      lastSeen + config.session.idleMs <= now
    ) {
      if (row) await deleteSession(db, id);
      clearSessionCookie(reply, config);
      return;
    }
    const { session_last_seen: _seen, session_expires: _expires, session_mfa: mfa, ...user } = row;
    req.user = user;
    req.sessionId = id;
    req.sessionMfa = mfa === 1;
    if (now - lastSeen > TOUCH_EVERY_MS) {
      await touchSession(db, id, user.id, nowIso());
    }
  });
}

function cookieOptions(config: Config, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
    maxAge: maxAgeSeconds,
  };
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(config, 0));
}

/** Starts a session for a user: always a new id (no fixation), set as the cookie. */
export async function startSession(
  db: Db,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  opts: { mfa?: boolean } = {},
): Promise<void> {
  if (req.sessionId) await deleteSession(db, req.sessionId);
  const token = randomToken();
  const now = Date.now();
  const at = new Date(now).toISOString();
  await insertSession(db, {
    id: sha256(token),
    user_id: userId,
    created_at: at,
    last_seen_at: at,
    expires_at: new Date(now + config.session.maxMs).toISOString(),
    ip: req.ip.slice(0, 64),
    user_agent: (req.headers['user-agent'] ?? '').slice(0, 300),
    mfa: opts.mfa ? 1 : 0,
  });
  await markUserActive(db, userId, at);
  void reply.setCookie(
    SESSION_COOKIE,
    token,
    cookieOptions(config, Math.floor(config.session.maxMs / 1000)),
  );
}

/** Records that the current session has just proved a second factor. */
export async function markSessionMfa(db: Db, req: FastifyRequest): Promise<void> {
  if (!req.sessionId) return;
  await setSessionMfa(db, req.sessionId);
  req.sessionMfa = true;
}

/** Ends the current session. */
export async function endSession(
  db: Db,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (req.sessionId) await deleteSession(db, req.sessionId);
  req.user = null;
  req.sessionId = null;
  clearSessionCookie(reply, config);
}

export { endAllSessions };
