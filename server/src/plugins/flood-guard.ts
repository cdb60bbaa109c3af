import type { FastifyInstance } from 'fastify';
import type { Limit } from '#src/config.ts';
import { RateLimited } from '#src/lib/rate-limit.ts';
import { isApiRoute, isUnmatched } from './request-target.ts';

/**
 * A per-IP ceiling on API requests, far above what a person browsing or searching does:
 * it stops floods, not people. Kept in this process's memory (a flood is per server).
 */
export function registerFloodGuard(app: FastifyInstance, limit: Limit): void {
  if (limit.max >= Number.MAX_SAFE_INTEGER) return;
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [ip, w] of windows) if (w.endsAt <= now) windows.delete(ip);
  }, limit.windowMs);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));

  app.addHook('onRequest', (req, _reply, done) => {
    // API calls and unknown addresses count; a page load's many static files cost nothing.
    if (!isApiRoute(req) && !isUnmatched(req)) {
      done();
      return;
    }
    const now = Date.now();
    let w = windows.get(req.ip);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + limit.windowMs };
      windows.set(req.ip, w);
    }
    w.count += 1;
    if (w.count > limit.max) {
      done(new RateLimited(Math.max(1, Math.ceil((w.endsAt - now) / 1000))));
      return;
    }
    done();
  });
}
