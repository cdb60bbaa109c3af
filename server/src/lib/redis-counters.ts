import { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import type { Counters } from './rate-limit.ts';

/**
 * One hit, atomically in Redis: the first hit of a window sets its expiry, so the key is the
 * window; answers the count and the milliseconds left.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

const UNAVAILABLE =
  'Sign-ins and posting are paused for a moment (the shared limits cannot be reached). Please try again in a minute.';

export type RedisCounters = Counters & { close(): Promise<void> };

/**
 * Rate-limit counters in Redis (REDIS_URL), shared by every app server that uses the same
 * Redis and prefix. A request that cannot reach Redis is refused with 503 rather than let
 * through uncounted, and the failure is logged by the error handler.
 */
export function redisCounters(url: string, sitePrefix = 'inklore:'): RedisCounters {
  const prefix = `${sitePrefix}limit:`;
  const redis = new Redis(url, {
    // fail fast while Redis is away: a request waits at most a second or two for it
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: false,
  });
  // errors reach the requests that need Redis; without a listener ioredis would also print
  // every reconnection attempt
  redis.on('error', () => undefined);
  const unavailable = (err: unknown): never => {
    throw Object.assign(new AppError(503, 'service_unavailable', UNAVAILABLE), { cause: err });
  };
  return {
    async count(key, windowMs, now) {
      const answer = (await redis
        .eval(HIT, 1, prefix + key, String(windowMs))
        .catch(unavailable)) as [number, number];
      return { count: answer[0], endsAt: now + answer[1] };
    },
    async reset(key) {
      await redis.del(prefix + key).catch(unavailable);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
