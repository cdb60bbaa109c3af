import type { FastifyInstance } from 'fastify';
import { entityTag, noneMatch } from '#src/lib/conditional.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET route whose answer carries a strong ETag, the same for every caller (nothing in
     * it is personal), and that answers 304 to a matching If-None-Match.
     */
    etag?: boolean;
  }
}

/**
 * Conditional requests (ADR 030) on the routes that declare `config.etag`: a 200
 * gets an `ETag`, the tag of the bytes sent (after compression, so each content coding has
 * its own; a route that knows its tag already, the catalogue from its response cache, sets
 * it), and an If-None-Match that matches it (weak comparison, lists, `*`) is answered 304
 * with the same ETag, Cache-Control and Vary and no body. Registered after compression.
 */
export function registerConditionalRequests(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      req.routeOptions.config.etag !== true ||
      reply.statusCode !== 200 ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      done(null, payload);
      return;
    }
    let tag = reply.getHeader('etag');
    if (typeof tag !== 'string') {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) {
        done(null, payload);
        return;
      }
      tag = entityTag(payload);
      void reply.header('etag', tag);
    }
    if (!noneMatch(req.headers['if-none-match'], tag)) {
      done(null, payload);
      return;
    }
    // 304: the validator and the caching headers of the 200 (Cache-Control, Vary, ETag),
    // none of the representation's own (RFC 9110 section 15.4.5)
    void reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    // HEAD: Fastify's own last hook drops the body and says the length a 200 would have had
    // (which RFC 9110 allows on a 304); it cannot take an empty payload
    done(null, req.method === 'HEAD' ? payload : null);
  });
}
