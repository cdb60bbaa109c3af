import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { isLocale } from '@inklore/contract/pages/locales.rules';
import { setLanguageCookie } from '#src/lib/languages.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';
import {
  deleteSession,
  endAllSessions,
  insertPendingLogin,
  insertSession,
  markUserActive,
  setSessionMfa,
} from './sessions.queries.ts';

/**
 * Sessions and sign-ins waiting for a second factor (ADR 007): what the sign-in routes of auth,
 * totp and oidc start and end. plugins/sessions.ts reads the session cookie of each request.
 */
export const SESSION_COOKIE = 'inklore_session';

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
  const locale = await markUserActive(db, userId, at);
  // a member's saved language is each browser's they sign in on (ADR 079)
  if (isLocale(locale)) setLanguageCookie(reply, locale, config.session.secureCookie);
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

// --- A sign-in waiting for its second factor --------------------------------------------

/** The cookie of a sign-in whose password (or provider) passed and whose code is awaited. */
export const PENDING_COOKIE = 'inklore_pending';
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;
/** Only the second step of the sign-in reads the cookie. */
const PENDING_COOKIE_PATH = '/api/auth/login';

/** Keeps a sign-in that waits for the user's second factor; returns its token for the cookie. */
export async function startPendingLogin(db: Db, userId: number): Promise<string> {
  const pendingToken = randomToken();
  await insertPendingLogin(db, {
    id: sha256(pendingToken),
    user_id: userId,
    expires_at: new Date(Date.now() + PENDING_LOGIN_TTL_MS).toISOString(),
  });
  return pendingToken;
}

export function setPendingCookie(reply: FastifyReply, config: Config, pendingToken: string): void {
  void reply.setCookie(PENDING_COOKIE, pendingToken, {
    path: PENDING_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
    maxAge: PENDING_LOGIN_TTL_MS / 1000,
  });
}

export function clearPendingCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(PENDING_COOKIE, {
    path: PENDING_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
  });
}
