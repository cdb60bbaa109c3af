import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '#src/db/schema.ts';
import { counted, trusted, voterGroup } from '#src/shared/vote-counting/vote-counting.queries.ts';
import type { VoteCounting } from '#src/shared/vote-counting/vote-counting.ts';

/** A condition read as a column: 1 or 0 from SQLite, true or false from PostgreSQL. */
function flag(condition: RawBuilder<boolean>): RawBuilder<number | boolean> {
  return sql<number | boolean>`${condition}`;
}

// --- Limits and suspensions -----------------------------------------------------------

export async function setRestriction(
  db: Kysely<Database>,
  userId: number,
  r: { restriction: 'limited' | 'suspended'; reason: string; at: string; by: number },
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({
      restriction: r.restriction,
      restriction_reason: r.reason,
      restricted_at: r.at,
      restricted_by: r.by,
      appeal_text: null,
      appealed_at: null,
      appeal_state: null,
    })
    .where('id', '=', userId)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function clearRestriction(db: Kysely<Database>, userId: number): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({
      restriction: null,
      restriction_reason: null,
      restricted_at: null,
      restricted_by: null,
      appeal_text: null,
      appealed_at: null,
      appeal_state: null,
    })
    .where('id', '=', userId)
    .where('restriction', 'is not', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Keeps the member's appeal; false when there is no restriction or it was appealed already. */
export async function saveAppeal(
  db: Kysely<Database>,
  userId: number,
  text: string,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ appeal_text: text, appealed_at: at, appeal_state: 'pending' })
    .where('id', '=', userId)
    .where('restriction', 'is not', null)
    .where('appeal_state', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** Staff keep the restriction after reading the appeal; false when no appeal waits. */
export async function upholdRestriction(db: Kysely<Database>, userId: number): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ appeal_state: 'upheld' })
    .where('id', '=', userId)
    .where('appeal_state', '=', 'pending')
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export function restrictionOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'username',
      'restriction',
      'restriction_reason',
      'restricted_at',
      'appeal_text',
      'appealed_at',
      'appeal_state',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Restricted members, those with an appeal waiting first, then the newest restriction (one
 * member's row with `userId`).
 */
export function restrictedMembers(db: Kysely<Database>, limit: number, userId?: number) {
  let q = db
    .selectFrom('users')
    .leftJoin('users as staff', 'staff.id', 'users.restricted_by')
    .select([
      'users.id',
      'users.username',
      'users.restriction',
      'users.restriction_reason',
      'users.restricted_at',
      'users.appeal_text',
      'users.appealed_at',
      'users.appeal_state',
      'staff.username as restricted_by',
    ])
    .where('users.restriction', 'is not', null);
  if (userId !== undefined) q = q.where('users.id', '=', userId);
  return q
    .orderBy(sql`case when ${sql.ref('users.appeal_state')} = 'pending' then 0 else 1 end`)
    .orderBy('users.restricted_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit)
    .execute();
}
export type RestrictedRow = Awaited<ReturnType<typeof restrictedMembers>>[number];

// --- Crowd data on an ink, for staff -----------------------------------------------------

/** Every property vote on an ink with its voter and whether it counts, for staff. */
export function propertyVotesOnInk(db: Kysely<Database>, inkId: number, c: VoteCounting) {
  return db
    .selectFrom('ink_property_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'u.id as user_id',
      'u.username',
      'u.email_verified',
      'u.created_at as joined_at',
      'u.restriction',
      'v.property',
      'v.value',
      'v.updated_at',
      voterGroup('u').as('voter_group'),
      flag(counted('u', c)).as('counted'),
      flag(trusted('u', c)).as('trusted'),
    ])
    .where('v.ink_id', '=', inkId)
    .orderBy('u.username')
    .orderBy('v.property')
    .execute();
}

/** Every vote on the ink's community images with its voter and whether it counts. */
export function imageVotesOnInk(db: Kysely<Database>, inkId: number, c: VoteCounting) {
  return db
    .selectFrom('community_image_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'u.id as user_id',
      'u.username',
      'u.email_verified',
      'u.created_at as joined_at',
      'u.restriction',
      'v.image_id',
      'v.created_at as updated_at',
      voterGroup('u').as('voter_group'),
      flag(counted('u', c)).as('counted'),
    ])
    .where('v.ink_id', '=', inkId)
    .orderBy('u.username')
    .execute();
}

/**
 * Removes an ink's property votes or the votes on its community images, one voter's or
 * everyone's; how many went.
 */
export async function deleteVotes(
  db: Kysely<Database>,
  table: 'ink_property_votes' | 'community_image_votes',
  inkId: number,
  userId: number | undefined,
): Promise<number> {
  let q = db.deleteFrom(table).where('ink_id', '=', inkId);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The inks a member voted on the properties of (recounted when their votes stop counting). */
export async function inksVotedBy(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ink_property_votes')
    .select('ink_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.ink_id);
}
