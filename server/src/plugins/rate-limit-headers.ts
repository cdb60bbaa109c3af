import type { FastifyInstance } from 'fastify';
import { noteLimitsIn, type LimitState } from '#src/lib/rate-limit.ts';
import { isApiRoute, isUnmatched } from './request-target.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The limits this request hit (lib/rate-limit.ts hit()), one per policy; null for none. */
    rateLimits: LimitState[] | null;
  }
}

/** A policy's name as a structured-field string (our names are letters, digits and _). */
const name = (policy: string) => `"${policy.replace(/[^\w.-]/g, '_')}"`;

/** `RateLimit-Policy`: each policy's quota and window (seconds). */
export function policyField(limits: readonly LimitState[]): string {
  return limits.map((l) => `${name(l.policy)};q=${l.quota};w=${l.windowSeconds}`).join(', ');
}

/** `RateLimit`: what is left of each policy's quota and the seconds until its window ends. */
export function limitField(limits: readonly LimitState[]): string {
  return limits.map((l) => `${name(l.policy)};r=${l.remaining};t=${l.resetSeconds}`).join(', ');
}

/**
 * The RateLimit-Policy and RateLimit headers (draft-ietf-httpapi-ratelimit-headers-11,
 * ADR 030) on every answer to a request that hit a rate limit. Every limit goes through the
 * one `hit()`, called deep in services that have no reply; so every API request runs the
 * rest of its hooks and its handler with the request as the place hit() notes its limit
 * (AsyncLocalStorage, entered in onRequest before the sessions and token hooks). The scope
 * lasts through reading the body: the test sends a body slowly over a real socket. The
 * onSend hook turns the notes into the two headers; a request that hit no limit carries
 * neither (the flood guard's count is named only on its own 429: the error handler notes it).
 */
export function registerRateLimitHeaders(app: FastifyInstance): void {
  app.decorateRequest('rateLimits', null);
  app.addHook('onRequest', (req, _reply, done) => {
    if (isApiRoute(req) || isUnmatched(req)) noteLimitsIn(req, done);
    else done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const limits = req.rateLimits;
    if (limits !== null && limits.length > 0) {
      void reply.header('ratelimit-policy', policyField(limits));
      void reply.header('ratelimit', limitField(limits));
    }
    done(null, payload);
  });
}
