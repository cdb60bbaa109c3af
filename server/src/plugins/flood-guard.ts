import type { FastifyInstance } from 'fastify';
import type { Limit } from '#src/config.ts';
import { limitState, RateLimited, type Counters } from '#src/lib/rate-limit.ts';
import { isApiRoute, isUnmatched } from './request-target.ts';

/**
 * A per-IP ceiling on API requests, far above what a person browsing or searching does:
 * it stops floods, not people. Counted in this process's memory, or in `shared` counters
 * (Redis, when REDIS_URL is set) so that several app servers count one address together.
 * While the shared counters cannot be reached, each server counts in its own memory again:
 * an outage of Redis must not take the whole API down with it.
 */
export function registerFloodGuard(app: FastifyInstance, limit: Limit, shared?: Counters): void {
  if (limit.max >= Number.MAX_SAFE_INTEGER) return;
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [ip, w] of windows) if (w.endsAt <= now) windows.delete(ip);
  }, limit.windowMs);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));

  /** The address's count in this process: { count, endsAt }. */
  const local = (ip: string, now: number) => {
    let w = windows.get(ip);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + limit.windowMs };
      windows.set(ip, w);
    }
    w.count += 1;
    return w;
  };
  // Only its refusal names the ceiling in the RateLimit headers (ADR 030): it is a guard
  // against floods, not a quota to budget against, so other answers do not carry it.
  const policy = limit.name ?? 'requests_ip';
  const refusal = (w: { count: number; endsAt: number }, now: number) => {
    if (w.count <= limit.max) return null;
    const state = limitState(limit, policy, w.count, w.endsAt, now);
    return new RateLimited(state.resetSeconds, state);
  };

  if (shared) {
    let warned = false;
    app.addHook('onRequest', async (req) => {
      if (!isApiRoute(req) && !isUnmatched(req)) return;
      const now = Date.now();
      let w: { count: number; endsAt: number };
      try {
        w = await shared.count(`flood:${req.ip}`, limit.windowMs, now);
        warned = false;
      } catch (err) {
        if (!warned)
          req.log.warn({ err }, 'flood guard: shared counters unreachable, counting here');
        warned = true;
        w = local(req.ip, now);
      }
      const refused = refusal(w, now);
      if (refused) throw refused;
    });
    return;
  }

  app.addHook('onRequest', (req, _reply, done) => {
    // API calls and unknown addresses count; a page load's many static files cost nothing.
    if (!isApiRoute(req) && !isUnmatched(req)) {
      done();
      return;
    }
    const now = Date.now();
    done(refusal(local(req.ip, now), now) ?? undefined);
  });
}
