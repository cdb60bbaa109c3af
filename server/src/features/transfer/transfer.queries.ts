import type { Insertable, Kysely } from 'kysely';
import type { Database, ImportRowRow, ImportRowsTable } from '#src/db/schema.ts';

/**
 * Live inks of these brands (normalised keys, at most 500) after `afterId`, a page of
 * `limit` by id, for matching an import (pages keep each query short on SQLite).
 */
export function inksOfBrandsPage(
  db: Kysely<Database>,
  brandKeys: string[],
  afterId: number,
  limit: number,
) {
  return db
    .selectFrom('inks')
    .select(['id', 'brand', 'line', 'name', 'color_hex', 'brand_norm as brand_key'])
    .where('brand_norm', 'in', brandKeys)
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Live inks by id (at most 500), as the matcher reads them. */
export function inksForMatching(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('inks')
    .select(['id', 'brand', 'line', 'name', 'color_hex', 'brand_norm as brand_key'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/** The member's entries as `inkId:kind` (one per ink and kind, ADR 051). */
export async function inventoryInkKinds(
  db: Kysely<Database>,
  userId: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('inventory_entries')
    .select(['ink_id', 'kind'])
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => `${r.ink_id}:${r.kind}`));
}

/** The member's collections by lower-cased name (tags become collections of these names). */
export async function collectionsByName(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('collections')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

// --- The export ----------------------------------------------------------------------

export function exportInventory(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('inventory_entries as e')
    .innerJoin('inks', 'inks.id', 'e.ink_id')
    .select([
      'e.ink_id',
      'inks.brand',
      'inks.line',
      'inks.name',
      'inks.color_hex',
      'e.status',
      'e.rating',
      'e.notes',
      'e.acquired_date',
      'e.kind',
      'e.swabbed',
      'e.last_used_date',
      'e.created_at',
    ])
    .where('e.user_id', '=', userId)
    .orderBy('inks.brand_norm')
    .orderBy('inks.name_norm')
    .orderBy('e.kind')
    .execute();
}

export function exportCollections(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('collections as c')
    .leftJoin('collection_inks as ci', 'ci.collection_id', 'c.id')
    .leftJoin('inks', 'inks.id', 'ci.ink_id')
    .select([
      'c.id',
      'c.name',
      'c.description',
      'c.is_public',
      'ci.ink_id',
      'ci.notes',
      'inks.name as ink_name',
      'inks.brand as ink_brand',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .orderBy('ci.position')
    .execute();
}

export function exportComments(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('comments')
    .select(['ink_id', 'content', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function exportImages(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('community_images')
    .select(['ink_id', 'image_url', 'caption', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Live inks' brands (normalised) and lines after `afterId`, a page of `limit` by id, for
 * reading an import's brands (the caller keeps each pair once).
 */
export function brandsAndLinesPage(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('inks')
    .select(['id', 'brand_norm', 'line'])
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

// --- Rows that matched no ink (ADR 051) ----------------------------------------------

/** The member's rows with these keys, whatever their state. */
export function importRowsByKey(db: Kysely<Database>, userId: number, keys: string[]) {
  return db
    .selectFrom('import_rows')
    .select(['id', 'row_key', 'state'])
    .where('user_id', '=', userId)
    .where('row_key', 'in', keys)
    .execute();
}

export async function insertImportRows(
  trx: Kysely<Database>,
  rows: Insertable<ImportRowsTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('import_rows')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'row_key']).doNothing())
    .execute();
}

/** Rows dismissed or rejected before, kept again: open once more with the file's fields. */
export async function reopenImportRow(
  trx: Kysely<Database>,
  id: number,
  values: Omit<Insertable<ImportRowsTable>, 'user_id' | 'row_key' | 'created_at'>,
): Promise<void> {
  await trx
    .updateTable('import_rows')
    .set({ ...values, state: 'open', submission_id: null, ink_id: null })
    .where('id', '=', id)
    .where('state', 'in', ['dismissed', 'rejected'])
    .execute();
}

/** How many rows the member has not resolved yet. */
export async function countUnresolvedImportRows(
  db: Kysely<Database>,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('import_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', 'in', ['open', 'submitted'])
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** The member's rows not resolved yet (open, or offered and waiting for staff), oldest first. */
export function unresolvedImportRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('import_rows')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', ['open', 'submitted'])
    .orderBy('id')
    .limit(5000)
    .execute();
}

export function importRowOf(db: Kysely<Database>, userId: number, id: number) {
  return db
    .selectFrom('import_rows')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Rows offered as this discovery and waiting for staff. */
export function rowsOfSubmission(db: Kysely<Database>, submissionId: number) {
  return db
    .selectFrom('import_rows')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .where('state', '=', 'submitted')
    .execute();
}

/** Moves a row from one state to another; false when it was not in `from` any more. */
export async function setImportRowState(
  db: Kysely<Database>,
  id: number,
  from: readonly ImportRowRow['state'][],
  to: {
    state: ImportRowRow['state'];
    submission_id?: number | null;
    ink_id?: number | null;
    at: string;
  },
): Promise<boolean> {
  const { at, ...set } = to;
  const r = await db
    .updateTable('import_rows')
    .set({ ...set, updated_at: at })
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
