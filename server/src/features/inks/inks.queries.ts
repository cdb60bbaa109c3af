import type { Kysely } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database, InkRow } from '#src/db/schema.ts';

export function findInk(db: Db, id: number): Promise<InkRow | undefined> {
  return db
    .selectFrom('inks')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function featuredInks(db: Db, limit: number): Promise<InkRow[]> {
  return db
    .selectFrom('inks')
    .selectAll()
    .where('featured', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Marks a live ink deleted (`at`), or a deleted one live again (null). False when no ink was
 * in the state the change starts from.
 */
export async function setInkDeleted(
  db: Kysely<Database>,
  id: number,
  at: string | null,
): Promise<boolean> {
  const r = await db
    .updateTable('inks')
    .set({ deleted_at: at, updated_at: at ?? new Date().toISOString() })
    .where('id', '=', id)
    .where('deleted_at', at === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Deleted inks, most recently deleted first (the staff console's restore list). */
export function deletedInks(db: Kysely<Database>, limit = 200) {
  return db
    .selectFrom('inks')
    .selectAll()
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
