import { CSRF_HEADER, CsrfTokenResponse } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { CSRF_COOKIE, setCsrf } from '#src/lib/csrf.ts';
import { AppError } from '#src/lib/errors.ts';
import { safeEqual } from '#src/lib/tokens.ts';
import { isApiRoute } from './request-target.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route is not guarded against forgery. Only for a public route that acts on no
     * session and needs no token, whose own secret is its whole authority: the digest's
     * one-click unsubscribe (RFC 8058; ADR 060), POSTed by mail clients. Read from the route
     * the router matched, never from the URL's text; a route declaring it with any other
     * access fails at start-up.
     */
    csrf?: false;
  }
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser's calls to this site come from: PUBLIC_URL's, and when that names this
 * machine (the default, `http://127.0.0.1:3000`), its other loopback spellings on the same
 * port, which the README's http://localhost:3000 is. A loopback origin is a page on this machine,
 * never another site's.
 */
export function siteOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  return LOOPBACK.map((host) => {
    const twin = new URL(url.origin);
    twin.hostname = host;
    return twin.origin;
  });
}

/**
 * Anti-forgery for every mutating API call: the `X-CSRF-Token` header must equal the
 * HttpOnly `inklore_csrf` cookie (which another site can neither read nor set), and a
 * browser's Origin (or Sec-Fetch-Site) must say the call comes from this site: PUBLIC_URL's
 * origin, never one derived from the Host header, which the caller writes.
 * `GET /api/auth/csrf-token` hands out the token; sign-in rotates it and sends the new one
 * in the `X-CSRF-Token` response header (lib/csrf.ts rotateCsrf).
 */
export function registerCsrf(app: AppInstance): void {
  const allowed = new Set(siteOrigins(app.config.publicUrl));

  app.addHook('onRoute', (route) => {
    if (route.config?.csrf === false && (route.config.access !== 'public' || route.config.token)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} turns the CSRF guard off: only a public route without a token may`,
      );
    }
  });

  app.addHook('onRequest', async (req) => {
    if (!MUTATING.has(req.method) || !isApiRoute(req)) return;
    if (req.routeOptions.config.csrf === false) return;
    // A personal access token's request ignores the session cookie (access-tokens.ts): with no
    // cookie authority there is nothing for another site to forge, and no page to hold a token.
    if (req.accessToken !== null) return;
    const origin = req.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new AppError(
        403,
        'csrf_failed',
        'This request came from another site and was refused.',
      );
    }
    if (req.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(
        403,
        'csrf_failed',
        'This request came from another site and was refused.',
      );
    }
    const header = req.headers[CSRF_HEADER];
    const cookie = req.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) {
      throw new AppError(
        403,
        'csrf_failed',
        'The security token of this page is missing or out of date. Reload the page and try again.',
      );
    }
    await Promise.resolve();
  });

  app.get(
    '/api/auth/csrf-token',
    {
      config: { access: 'public', personal: true },
      schema: {
        tags: ['auth'],
        summary: 'The anti-forgery token to send in X-CSRF-Token on mutating calls',
        response: { 200: CsrfTokenResponse },
      },
    },
    (req, reply) => {
      const existing = req.cookies[CSRF_COOKIE];
      const token =
        existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : setCsrf(app, reply);
      return { csrfToken: token };
    },
  );
}
