import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#src/lib/errors.ts';

/**
 * Whether the router matched this request to an API route. Every guard (sessions, CSRF, the
 * flood guard, access) decides by this, never by the text of the URL: the router decodes
 * `/%61pi/...` and reads absolute-form targets, so a text test and the router disagree.
 * Every API route declares `config.access` (plugins/access.ts), and so do the other routes
 * of ours that the guards must see, the news feed (/news/feed.xml) and features/seo's
 * documents (robots.txt, the sitemap, the preview images); static files and the web app's
 * pages do not.
 */
export function isApiRoute(req: FastifyRequest): boolean {
  return req.routeOptions.config.access !== undefined;
}

/** Whether no route matched (the not-found handler answers). */
export function isUnmatched(req: FastifyRequest): boolean {
  return req.routeOptions.url === undefined;
}

/**
 * Refuses absolute-form request targets (`GET http://host/path`) whose authority is not
 * this site's (PUBLIC_URL): the router would serve them as if they were ours.
 */
export function registerRequestTarget(app: FastifyInstance, publicUrl: string): void {
  const ours = new URL(publicUrl).host.toLowerCase();
  app.addHook('onRequest', (req, _reply, done) => {
    const target = req.raw.url ?? '/';
    if (target.startsWith('/') || (target === '*' && req.method === 'OPTIONS')) {
      done();
      return;
    }
    let authority: string | null;
    try {
      authority = new URL(target).host.toLowerCase();
    } catch {
      authority = null;
    }
    if (authority === ours) {
      done();
      return;
    }
    done(
      new AppError(
        400,
        'bad_request',
        'This server answers only for its own address: send the path alone, or this site in full.',
      ),
    );
  });
}
