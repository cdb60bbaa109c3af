import { sql } from 'kysely';
import type { Limit } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { AppError } from './errors.ts';

/**
 * Where fixed-window counters live: the database (the default, every app server on the same
 * database shares them) or Redis when REDIS_URL is set (redis-counters.ts). `count` adds one
 * hit to `key` and answers the window's count and when it ends.
 */
export type Counters = {
  count(key: string, windowMs: number, now: number): Promise<{ count: number; endsAt: number }>;
  reset(key: string): Promise<void>;
};

/** Counters in the database's rate_limits table: an upsert per hit. */
export function databaseCounters(db: Db): Counters {
  return {
    async count(key, windowMs, now) {
      const expiresAt = now + windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, expires_at: expiresAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_limits.expires_at <= ${now} then 1 else rate_limits.count + 1 end`,
            expires_at: sql`case when rate_limits.expires_at <= ${now} then ${expiresAt} else rate_limits.expires_at end`,
          }),
        )
        .returning(['count', 'expires_at'])
        .executeTakeFirstOrThrow();
      return { count: row.count, endsAt: row.expires_at };
    },
    async reset(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

const shared = new WeakMap<Db, Counters>();

/** Keeps the counters of an app on `db` elsewhere (Redis) instead of in the database. */
export function useCounters(db: Db, counters: Counters): void {
  shared.set(db, counters);
}

/** Back to the database's counters (when the app that set `counters` closes). */
export function releaseCounters(db: Db, counters: Counters): void {
  if (shared.get(db) === counters) shared.delete(db);
}

/** The counters every `hit` on this database uses. */
export function countersOf(db: Db): Counters {
  return shared.get(db) ?? databaseCounters(db);
}

/**
 * The one rate limit check: counts one attempt under `key` and throws 429 (with
 * Retry-After seconds) past the limit. Expired windows start again on their next hit.
 */
export async function hit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const { count, endsAt } = await countersOf(db).count(key, limit.windowMs, now);
  if (count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((endsAt - now) / 1000));
    throw new RateLimited(retryAfter);
  }
}

export class RateLimited extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(
      429,
      'rate_limited',
      `Too many attempts. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Clears counters, e.g. an account's sign-in failures after a successful sign-in. */
export async function resetLimit(db: Db, key: string): Promise<void> {
  await countersOf(db).reset(key);
}

/** Removes windows that have ended from the database (Redis expires its own keys). */
export async function pruneLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
}
