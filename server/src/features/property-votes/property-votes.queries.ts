import { sql, type Kysely } from 'kysely';
import type { DbKind } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { Database } from '#src/db/schema.ts';
import { counted, trusted, voterGroup } from '#src/shared/vote-counting/vote-counting.queries.ts';
import { type VoteCounting } from '#src/shared/vote-counting/vote-counting.ts';

/**
 * Votes on an ink that count, per property and value: counted voters only, and
 * accounts made together from one network as one voter.
 */
export function tally(db: Kysely<Database>, inkId: number, c: VoteCounting) {
  return db
    .selectFrom('ink_property_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.property', 'v.value', sql<number>`count(distinct ${voterGroup('u')})`.as('n')])
    .where('v.ink_id', '=', inkId)
    .where(counted('u', c))
    .groupBy(['v.property', 'v.value'])
    .execute();
}

/** Per property, how many trusted voters (as groups) say yes: a facet needs enough of them. */
export function trustedYes(db: Kysely<Database>, inkId: number, c: VoteCounting) {
  return db
    .selectFrom('ink_property_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.property', sql<number>`count(distinct ${voterGroup('u')})`.as('n')])
    .where('v.ink_id', '=', inkId)
    .where('v.value', '=', 'yes')
    .where(trusted('u', c))
    .groupBy('v.property')
    .execute();
}

/** The voters whose votes on the ink count (as groups). */
export async function voterCount(
  db: Kysely<Database>,
  inkId: number,
  c: VoteCounting,
): Promise<number> {
  const r = await db
    .selectFrom('ink_property_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(sql<number>`count(distinct ${voterGroup('u')})`.as('n'))
    .where('v.ink_id', '=', inkId)
    .where(counted('u', c))
    .executeTakeFirstOrThrow();
  return r.n;
}

export function votesOf(db: Kysely<Database>, userId: number, inkId: number) {
  return db
    .selectFrom('ink_property_votes')
    .select(['property', 'value'])
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .execute();
}

export async function setVote(
  db: Kysely<Database>,
  v: { userId: number; inkId: number; property: string; value: string | null; at: string },
): Promise<void> {
  await db
    .deleteFrom('ink_property_votes')
    .where('user_id', '=', v.userId)
    .where('ink_id', '=', v.inkId)
    .where('property', '=', v.property)
    .execute();
  if (v.value === null) return;
  await db
    .insertInto('ink_property_votes')
    .values({
      user_id: v.userId,
      ink_id: v.inkId,
      property: v.property,
      value: v.value,
      updated_at: v.at,
    })
    .execute();
}

/** The ink's property masks, read under a row lock on PostgreSQL (votes recount one by one). */
export function inkMasksForUpdate(db: Kysely<Database>, kind: DbKind, inkId: number) {
  const q = db
    .selectFrom('inks')
    .select(['source_property_mask', 'crowd_property_mask', 'property_mask'])
    .where('id', '=', inkId)
    .where('deleted_at', 'is', null);
  return lockedForUpdate(q, kind).executeTakeFirst();
}

export async function setCrowdMask(
  db: Kysely<Database>,
  inkId: number,
  crowd: number,
  combined: number,
): Promise<void> {
  await db
    .updateTable('inks')
    .set({ crowd_property_mask: crowd, property_mask: combined })
    .where('id', '=', inkId)
    .execute();
}

/**
 * The member's ink-ventory status for the ink, if they have an entry (who may vote): owned
 * or tried first when they hold several kinds of it (ADR 051).
 */
export function inventoryStatusOf(db: Kysely<Database>, userId: number, inkId: number) {
  return db
    .selectFrom('inventory_entries')
    .select('status')
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .orderBy(sql`case when status in ('owned', 'tried') then 0 else 1 end`)
    .executeTakeFirst();
}

/** Inks with property votes (the periodic recount of crowd facets walks them). */
export async function inksWithPropertyVotes(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('ink_property_votes').select('ink_id').distinct().execute();
  return rows.map((r) => r.ink_id);
}
