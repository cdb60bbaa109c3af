import { AsyncLocalStorage } from 'node:async_hooks';
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
 * A limit's state after a hit, as the RateLimit-Policy and RateLimit headers give it
 * (draft-ietf-httpapi-ratelimit-headers-11, ADR 030): the policy's name, its quota and
 * window in seconds, what is left of the quota and the seconds until the window ends.
 */
export type LimitState = {
  policy: string;
  quota: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
};

/** Where a request's limits are noted (the request itself: plugins/rate-limit-headers.ts). */
export type LimitNotes = { rateLimits: LimitState[] | null };

const notes = new AsyncLocalStorage<LimitNotes>();

/**
 * Runs `fn` (the rest of a request's hooks and its handler) with `holder` as the place every
 * `hit` inside notes its limit's state, so that services, which have no reply, report their
 * limits without being handed anything.
 */
export function noteLimitsIn(holder: LimitNotes, fn: () => void): void {
  notes.run(holder, fn);
}

/** Notes a limit's state on `holder`: one entry per policy, the latest hit's. */
export function noteLimit(holder: LimitNotes, state: LimitState): void {
  const list = (holder.rateLimits ??= []);
  const i = list.findIndex((s) => s.policy === state.policy);
  if (i === -1) list.push(state);
  else list[i] = state;
}

/** Whether a limit is one to report: not `unreported` (counted per target), not turned off. */
function reported(limit: Limit): boolean {
  return limit.unreported !== true && limit.max < Number.MAX_SAFE_INTEGER;
}

/** The state of `limit` with `count` hits in a window ending at `endsAt`. */
export function limitState(
  limit: Limit,
  policy: string,
  count: number,
  endsAt: number,
  now: number,
): LimitState {
  return {
    policy,
    quota: limit.max,
    windowSeconds: Math.max(1, Math.ceil(limit.windowMs / 1000)),
    remaining: Math.max(0, limit.max - count),
    resetSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
  };
}

/**
 * The one rate limit check: counts one attempt under `key` and throws 429 (with
 * Retry-After seconds) past the limit. Expired windows start again on their next hit.
 * The limit's state is noted for the response's RateLimit headers when the request runs
 * within noteLimitsIn (every API request does), unless the limit is unreported or off.
 */
export async function hit(
  db: Db,
  key: string,
  limit: Limit,
  now = Date.now(),
): Promise<LimitState> {
  const holder = notes.getStore();
  const { count, endsAt } = await countersOf(db).count(key, limit.windowMs, now);
  // A limit built without a name is called by its key's first part (e.g. "token").
  const state = limitState(
    limit,
    limit.name ?? key.split(':', 1)[0] ?? 'default',
    count,
    endsAt,
    now,
  );
  const report = reported(limit);
  if (report && holder) noteLimit(holder, state);
  if (count > limit.max) throw new RateLimited(state.resetSeconds, report ? state : undefined);
  return state;
}

export class RateLimited extends AppError {
  readonly retryAfterSeconds: number;
  /** The refusing limit's state for the RateLimit headers (none for an unreported limit). */
  readonly limit: LimitState | undefined;

  constructor(retryAfterSeconds: number, limit?: LimitState) {
    super(
      429,
      'rate_limited',
      `Too many attempts. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
    this.limit = limit;
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
