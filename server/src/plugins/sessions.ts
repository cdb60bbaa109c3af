import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { nowIso, toIso } from '#src/db/dialect.ts';
import { sha256 } from '#src/lib/tokens.ts';
import {
  deleteSession,
  sessionWithUser,
  touchSession,
} from '#src/shared/sessions/sessions.queries.ts';
import { clearSessionCookie, SESSION_COOKIE } from '#src/shared/sessions/sessions.service.ts';
import { presentsBearer } from './access-tokens.ts';
import { isApiRoute } from './request-target.ts';

/** The session cookie's name (shared/sessions/sessions.service.ts), for the web app's plugin. */
export { SESSION_COOKIE };
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route reads no session, so a member's request costs what a visitor's does (no
     * session lookup). Only for a public GET whose answer is the same for everyone: the
     * community stats, asked by every home page. Read from the route the router matched; a
     * route declaring it otherwise fails at start-up.
     */
    session?: false;
  }
}

/** How often a session's last-seen time is written (not on every request). */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Server-side sessions: the cookie carries only a random 256-bit token, the database its
 * SHA-256. A session ends at sign-out, after `idleMs` without use, or `maxMs` after sign-in.
 * Sets req.user, req.sessionId and req.sessionMfa (lib/access.ts); the sign-in routes start
 * and end sessions with shared/sessions/sessions.service.ts.
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

  app.addHook('onRoute', (route) => {
    if (route.config?.session !== false) return;
    const methods = [route.method].flat();
    if (
      route.config.access !== 'public' ||
      route.config.personal === true ||
      methods.some((m) => m !== 'GET' && m !== 'HEAD')
    ) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} reads no session: only a public GET the same for everyone may`,
      );
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRoute(req)) return;
    if (req.routeOptions.config.session === false) return;
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
