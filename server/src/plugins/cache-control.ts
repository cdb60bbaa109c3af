import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './request-target.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route whose answer is about the caller (who am I, my CSRF token). */
    personal?: boolean;
  }
}

/**
 * Cache-Control for API answers a route did not set itself: `no-store` for anything personal
 * (a route that needs a member or says `config.personal`, any answer to a signed-in caller,
 * any answer that sets a cookie), so no browser or shared cache keeps it; `no-cache`
 * (revalidate before reuse) for the public catalogue.
 */
export function registerCacheControl(app: FastifyInstance): void {
  // (a callback hook, not an async one: every API answer passes here, cached ones too)
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!isApiRoute(req) || reply.hasHeader('cache-control')) {
      done(null, payload);
      return;
    }
    const personal =
      req.routeOptions.config.access !== 'public' ||
      req.routeOptions.config.personal === true ||
      req.user !== null ||
      reply.hasHeader('set-cookie');
    void reply.header('cache-control', personal ? 'no-store' : 'no-cache');
    done(null, payload);
  });
}
