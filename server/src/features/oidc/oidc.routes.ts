import {
  ErrorBody,
  OidcCallbackQuery,
  OidcProviderParams,
  OidcProvidersResponse,
  type OidcCallbackError,
} from '@inklore/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { noteSignup } from '#src/shared/vote-counting/vote-counting.service.ts';
import type { OidcProviderConfig } from '#src/config.ts';
import { notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { rotateCsrf } from '#src/lib/csrf.ts';
import { setPendingCookie, startSession } from '#src/shared/sessions/sessions.service.ts';
import {
  beginSignIn,
  completeSignIn,
  findProvider,
  OIDC_STATE_TTL_MS,
  OidcFailure,
  ProviderDiscovery,
  type OidcDeps,
  type OidcPorts,
} from './oidc.service.ts';

const Redirect = z.null().describe('A redirect (302): see the Location header');
const RETURN_PAGE = '/oauth-callback';

/**
 * Ties a sign-in to the browser that started it (login CSRF): a random value set by `start`,
 * sent back only to these routes, checked and cleared by `callback`. Lax, so it comes along
 * on the provider's top-level redirect back to the callback.
 */
export const OIDC_BROWSER_COOKIE = 'inklore_oidc';
const OIDC_COOKIE_PATH = '/api/auth/oidc';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** At least warn: the request log lines (with the URL) of a route stay out at info. */
function atLeastWarn(level: string): (typeof LEVELS)[number] {
  const configured = LEVELS.find((l) => l === level) ?? 'info';
  return LEVELS.indexOf(configured) > LEVELS.indexOf('warn') ? configured : 'warn';
}

/**
 * Sign-in with OpenID Connect providers (decisions.md, "Accounts"). The browser goes to
 * `start`, signs in at the provider, comes back to `callback`, and ends on /oauth-callback
 * with `?status=success`, `?status=totp` or `?error=<code>` (OIDC_CALLBACK_ERRORS).
 */
export function oidcRoutes(app: AppInstance, ports: OidcPorts): void {
  const deps: OidcDeps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
    discovery: new ProviderDiscovery(),
    ...ports,
  };

  const known = (id: string): OidcProviderConfig => {
    const p = findProvider(app.config, id);
    if (!p) throw notFound('No sign-in provider has this id.');
    return p;
  };

  /** Logs why a sign-in stopped and answers where to send the browser. */
  const failure = (req: FastifyRequest, err: unknown, providerId: string): string => {
    if (err instanceof OidcFailure) {
      req.log.warn(
        { provider: providerId, code: err.code, reason: err.reason, ...err.details },
        'OIDC sign-in refused',
      );
      return `${RETURN_PAGE}?error=${err.code satisfies OidcCallbackError}`;
    }
    req.log.error({ err, provider: providerId }, 'OIDC sign-in failed');
    return `${RETURN_PAGE}?error=provider`;
  };

  const browserCookie = (maxAgeSeconds: number) => ({
    path: OIDC_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.session.secureCookie,
    maxAge: maxAgeSeconds,
  });

  /** Completes a sign-in: a session, or the pending second factor. Answers where to go next. */
  const finish = async (
    req: FastifyRequest,
    reply: FastifyReply,
    p: OidcProviderConfig,
    search: string,
  ): Promise<string> => {
    const result = await completeSignIn(deps, p, search, req.cookies[OIDC_BROWSER_COOKIE]);
    // app.log: the callback route's own logger is at warn (see its logLevel).
    app.log.info(
      { reqId: req.id, provider: p.id, userId: result.user.id, how: result.how, next: result.kind },
      'OIDC sign-in',
    );
    if (result.how === 'created') await noteSignup(app.db, result.user, req.ip);
    if (result.kind === 'totp') {
      setPendingCookie(reply, app.config, result.pendingToken);
      return `${RETURN_PAGE}?status=totp`;
    }
    await startSession(app.db, app.config, req, reply, result.user.id);
    rotateCsrf(app, req, reply);
    return `${RETURN_PAGE}?status=success`;
  };

  app.get(
    '/api/auth/oidc/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The OpenID Connect providers one can sign in with (id and label)',
        response: { 200: OidcProvidersResponse },
      },
    },
    () => app.config.oidcProviders.map((p) => ({ id: p.id, label: p.label })),
  );

  app.get(
    '/api/auth/oidc/:provider/start',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Start signing in with a provider: redirects to it (PKCE, state and nonce), and sets a cookie binding the sign-in to this browser',
        params: OidcProviderParams,
        response: { 302: Redirect, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const p = known(req.params.provider);
      // Every start keeps a row until it is used or expires: anonymous callers get a few.
      await hit(app.db, `oidc:start:ip:${req.ip}`, app.config.rateLimits.OIDC_START_IP);
      let target: string;
      try {
        const { url, browserToken } = await beginSignIn(deps, p);
        void reply.setCookie(
          OIDC_BROWSER_COOKIE,
          browserToken,
          browserCookie(OIDC_STATE_TTL_MS / 1000),
        );
        target = url.href;
      } catch (err) {
        target = failure(req, err, p.id);
      }
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.get(
    '/api/auth/oidc/:provider/callback',
    {
      config: { access: 'public' },
      // The query holds a one-time authorization code: keep it out of the request log.
      logLevel: atLeastWarn(app.config.logLevel),
      schema: {
        tags: ['auth'],
        summary:
          'Where the provider sends the browser back; signs in, then redirects to /oauth-callback',
        params: OidcProviderParams,
        querystring: OidcCallbackQuery,
        response: { 302: Redirect, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const p = known(req.params.provider);
      const q = req.url.indexOf('?');
      const search = q === -1 ? '' : req.url.slice(q + 1);
      // Whatever happens next, the sign-in this cookie was for is over.
      void reply.clearCookie(OIDC_BROWSER_COOKIE, browserCookie(0));
      let target: string;
      try {
        target = await finish(req, reply, p, search);
      } catch (err) {
        target = failure(req, err, p.id);
      }
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
}
