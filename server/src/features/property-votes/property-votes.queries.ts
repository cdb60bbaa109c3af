import type { Kysely } from 'kysely';
import type { DbKind } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { Database } from '#src/db/schema.ts';

/** Votes on an ink, counted per property and value. */
export function tally(db: Kysely<Database>, inkId: number) {
  return db
    .selectFrom('ink_property_votes')
    .select((eb) => ['property', 'value', eb.fn.countAll<number>().as('n')])
    .where('ink_id', '=', inkId)
    .groupBy(['property', 'value'])
    .execute();
}

export async function voterCount(db: Kysely<Database>, inkId: number): Promise<number> {
  const r = await db
    .selectFrom('ink_property_votes')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('ink_id', '=', inkId)
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
