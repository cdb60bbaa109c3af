import { sql } from 'kysely';
import type { Limit } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { AppError } from './errors.ts';

/**
 * Fixed-window counters kept in the database, so every app server sees the same counts.
 * `hit` counts one attempt under `key` and throws 429 (with Retry-After seconds) past the
 * limit. Expired windows are replaced on their next hit.
 */
export async function hit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const expiresAt = now + limit.windowMs;
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
  if (row.count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((row.expires_at - now) / 1000));
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
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Removes windows that have ended (called now and then, not on every request). */
export async function pruneLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
}
