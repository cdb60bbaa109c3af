import { sql, type Kysely } from 'kysely';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { DbKind } from '#src/db/database.ts';
import type { Database, InventoryEntriesTable, InventoryRow } from '#src/db/schema.ts';

/** The member's entry of this ink and kind (one at most: ADR 051). */
export function entryOf(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
  kind: InventoryRow['kind'],
): Promise<InventoryRow | undefined> {
  return db
    .selectFrom('inventory_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** All the member's entries of this ink (one per kind, at most four), in no set order. */
export function entriesOf(
  db: Kysely<Database>,
  userId: number,
  inkId: number,
): Promise<InventoryRow[]> {
  return db
    .selectFrom('inventory_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .execute();
}

/**
 * Finds a live ink and, on PostgreSQL, locks its row until the transaction ends, so changes
 * to one ink's entries (and its rating totals) happen one after another. SQLite runs one
 * write transaction at a time already. False when the ink is missing or deleted.
 */
export async function lockLiveInk(
  trx: Kysely<Database>,
  kind: DbKind,
  inkId: number,
): Promise<boolean> {
  const q = trx
    .selectFrom('inks')
    .select('id')
    .where('id', '=', inkId)
    .where('deleted_at', 'is', null);
  return (await lockedForUpdate(q, kind).executeTakeFirst()) !== undefined;
}

export type EntryValues = Pick<
  InventoryEntriesTable,
  'status' | 'rating' | 'notes' | 'acquired_date' | 'last_used_date'
> & { kind: InventoryRow['kind']; swabbed: number };

export function insertEntry(
  trx: Kysely<Database>,
  userId: number,
  inkId: number,
  values: EntryValues,
  at: string,
): Promise<InventoryRow> {
  return trx
    .insertInto('inventory_entries')
    .values({ user_id: userId, ink_id: inkId, ...values, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateEntry(
  trx: Kysely<Database>,
  id: number,
  values: EntryValues,
  at: string,
): Promise<InventoryRow> {
  return trx
    .updateTable('inventory_entries')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEntry(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('inventory_entries').where('id', '=', id).execute();
}

/**
 * Sets an ink's rating totals from its entries (averageRating and reviewCount come from
 * them). A member counts once however many kinds they hold (ADR 051): their highest rating.
 */
export async function recountRatings(trx: Kysely<Database>, inkId: number): Promise<void> {
  const perMember = sql`(select max(rating) as r from inventory_entries where ink_id = ${inkId} group by user_id) m`;
  await trx
    .updateTable('inks')
    .set({
      rating_sum: sql<number>`(select coalesce(sum(m.r), 0) from ${perMember})`,
      rating_count: sql<number>`(select count(m.r) from ${perMember})`,
    })
    .where('id', '=', inkId)
    .execute();
}

/** Deletes every entry of a member (their account is going). */
export async function deleteEntriesOfUser(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('inventory_entries').where('user_id', '=', userId).execute();
}

/** The inks a member rated: their totals change when the member's account goes. */
export async function ratedInksOf(trx: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('inventory_entries')
    .select('ink_id')
    .where('user_id', '=', userId)
    .where('rating', 'is not', null)
    .execute();
  return rows.map((r) => r.ink_id);
}

/**
 * Members with entries for an ink, in all and per status (a member with two kinds of one
 * status counts once), as the database keeps them (ADR 061): one row, however many members.
 */
export async function entryCountsOf(db: Kysely<Database>, inkId: number) {
  return db
    .selectFrom('ink_entry_counts')
    .select(['members', 'owned', 'tried', 'wishlist', 'want_to_try'])
    .where('ink_id', '=', inkId)
    .executeTakeFirst();
}

/** The member's entries with their inks (live), at most 5,000. */
export function entriesWithInks(
  db: Kysely<Database>,
  userId: number,
  status: InventoryRow['status'] | undefined,
  kind: InventoryRow['kind'] | undefined,
) {
  let q = db
    .selectFrom('inventory_entries as e')
    .innerJoin('inks', 'inks.id', 'e.ink_id')
    .selectAll('e')
    .select([
      'inks.name',
      'inks.brand',
      'inks.line',
      'inks.color_hex',
      'inks.lab_l',
      'inks.lab_a',
      'inks.lab_b',
      'inks.name_norm',
      'inks.brand_norm',
      'inks.search_name',
      'inks.search_meta',
    ])
    .where('e.user_id', '=', userId)
    .where('inks.deleted_at', 'is', null);
  if (status) q = q.where('e.status', '=', status);
  if (kind) q = q.where('e.kind', '=', kind);
  return q.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(5000).execute();
}
