/**
 * What bench/community.bench.ts reads from the seeded community to choose its requests
 * (inks by popularity, members by activity, staff, images to vote on) and the sessions it
 * signs members in with. Only this file of the benchmark touches the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '#src/db/database.ts';

/** Live inks with their owners, the most owned first. */
export async function inksByOwners(db: Db): Promise<{ id: number; owners: number }[]> {
  const rows = await db
    .selectFrom('inks')
    .select(['id', 'owner_count'])
    .where('deleted_at', 'is', null)
    .orderBy('owner_count', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, owners: r.owner_count }));
}

/** Every member with entries, with how many, the most active first. */
export async function membersByEntries(
  db: Db,
): Promise<{ id: number; username: string; entries: number }[]> {
  const { rows } = await sql<{ id: number; username: string; n: number | string }>`
      select u.id, u.username, c.n from (
        select user_id, count(*) as n from inventory_entries group by user_id) c
      join users u on u.id = c.user_id
      where u.role = 'user'
      order by c.n desc, u.id`.execute(db);
  return rows.map((r) => ({ id: r.id, username: r.username, entries: Number(r.n) }));
}

/** A staff member of the given role (the seed makes a few). */
export async function staffMember(db: Db, role: 'moderator' | 'admin'): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', role)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The inks a member holds in their ink-ventory and those they voted an image of. */
export async function memberInks(
  db: Db,
  userId: number,
): Promise<{ held: Set<number>; voted: Set<number> }> {
  const held = await db
    .selectFrom('inventory_entries')
    .select('ink_id')
    .where('user_id', '=', userId)
    .execute();
  const voted = await db
    .selectFrom('community_image_votes')
    .select('ink_id')
    .where('user_id', '=', userId)
    .execute();
  return { held: new Set(held.map((r) => r.ink_id)), voted: new Set(voted.map((r) => r.ink_id)) };
}

/** Community images with ids from `from` on: id, ink and owner. */
export async function imagesFrom(
  db: Db,
  from: number,
  limit: number,
): Promise<{ id: number; ink: number; user: number }[]> {
  const rows = await db
    .selectFrom('community_images')
    .select(['id', 'ink_id', 'user_id'])
    .where('id', '>=', from)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, ink: r.ink_id, user: r.user_id }));
}

export async function imageIdRange(db: Db): Promise<{ lo: number; hi: number }> {
  const row = await db
    .selectFrom('community_images')
    .select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi')])
    .executeTakeFirstOrThrow();
  return { lo: row.lo, hi: row.hi };
}

/** A session for the member, as the web app signs in (its cookie token). */
export async function insertSession(db: Db, userId: number, mfa = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id: createHash('sha256').update(token).digest('hex'),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + 86_400_000).toISOString(),
      ip: null,
      user_agent: 'bench',
      mfa: mfa ? 1 : 0,
    })
    .execute();
  return token;
}

/** The benchmark's sessions, gone when it ends (the cached database stays as seeded). */
export async function deleteBenchSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('user_agent', '=', 'bench').execute();
}

/** The plan of a query as the database runs it (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE). */
export async function explain(db: Db, query: string, params: readonly unknown[]): Promise<string> {
  const prefix = db.kind === 'postgres' ? 'explain (analyze, buffers) ' : 'explain query plan ';
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + query, [...params]),
  );
  return rows
    .map((r) =>
      db.kind === 'postgres'
        ? String(r['QUERY PLAN'])
        : `${'  '.repeat(Math.max(0, Number(r.parent) > 0 ? 1 : 0))}${String(r.detail)}`,
    )
    .join('\n');
}
