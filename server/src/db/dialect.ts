import { sql, type Kysely } from 'kysely';
import type { Conn, DbKind } from './database.ts';

/**
 * Every difference between SQLite and PostgreSQL lives in this module
 * (docs/decisions/004-dialect-differences.md). Queries elsewhere stay portable.
 */

/** Reads a timestamp column (Date from pg, string from SQLite) as ISO 8601. */
export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  // SQLite holds what we wrote: ISO strings. Normalise anything else through Date.
  return value.endsWith('Z') && value.includes('T') ? value : new Date(value).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * Locks the rows a select reads until its transaction ends, on PostgreSQL; SQLite runs one
 * write transaction at a time already. The one place queries branch on the database kind.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(q: Q, kind: DbKind): Q {
  return kind === 'postgres' ? q.forUpdate() : q;
}

/**
 * Whether an open transaction holds the database for every other request: on SQLite, Kysely's
 * driver has one connection and a transaction keeps it until it ends (and better-sqlite3 runs
 * each query on the event loop's thread), so long work commits often (ADR 038); PostgreSQL
 * serves others from the pool meanwhile, and each query lets the event loop turn.
 */
export function transactionHoldsTheDatabase(kind: DbKind): boolean {
  return kind === 'sqlite';
}

/**
 * True when a migration runs on PostgreSQL. Migrations get a bare Kysely; everything else
 * asks `db.kind` (the one way to ask the kind outside migrations).
 */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** True when a write failed on a unique index or primary key (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * What a member does one request at a time, each a key of PostgreSQL's transaction-level
 * advisory locks (the first of its two keys; the member's id is the second).
 */
const MEMBER_LOCKS = {
  // a member's votes, on images and on properties, before the ink (ADR 064, 066); a
  // restriction or a departure takes it before the inks the member voted on
  imageVote: 30_501,
  // ADR 059: a member's offers, requests and blocks (their count limits), and what passes
  // between two members (requests, messages, blocks), keyed by the smaller of the two ids and
  // always taken last
  sampleOffers: 59_001,
  sampleRequests: 59_002,
  blocks: 59_003,
  memberPair: 59_004,
  // ADR 060: a member's follows (their count limits), taken before memberPair as a block
  // takes 'blocks' before it; and a member's collapsed notifications (notify()), taken last
  follows: 60_001,
  notify: 60_002,
} as const;
export type MemberLock = keyof typeof MEMBER_LOCKS;

/**
 * Makes a member's requests of one kind run one after another: on
 * PostgreSQL the transaction waits for the member's advisory lock, held until it ends; SQLite
 * runs one transaction at a time already. For a rule a unique index alone cannot answer
 * well, such as a vote that toggles: each request must see what the one before it wrote.
 */
export async function lockMemberFor(
  trx: Conn,
  kind: DbKind,
  what: MemberLock,
  userId: number,
): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${MEMBER_LOCKS[what]}, ${userId})`.execute(trx);
}
