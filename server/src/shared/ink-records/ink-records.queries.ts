import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database, InkRow, NewInk } from '#src/db/schema.ts';

/**
 * The ink record's repository (ADR 042): what many features read or write of the catalogue's
 * inks, whichever feature asks (is an ink live, who submitted it, the catalogue's version, a
 * new ink).
 */

/** The columns an ink is presented from (ink-records.present.ts): not the search and sort copies. */
export const PRESENTED_COLUMNS = [
  'id',
  'name',
  'brand',
  'line',
  'color_family',
  'color_hex',
  'lab_l',
  'lab_a',
  'lab_b',
  'description',
  'images',
  'property_mask',
  'source_property_mask',
  'crowd_property_mask',
  'featured',
  'is_official',
  'rating_sum',
  'rating_count',
  'community_image_count',
  'source',
  'submitted_by',
  'deleted_at',
  'created_at',
  'updated_at',
] as const;

export type PresentedInkRow = Pick<InkRow, (typeof PRESENTED_COLUMNS)[number]>;

/**
 * The catalogue's version and the version of what search reads (features/search/search.queries.ts
 * searchVersion), in one query: each request of the catalogue reads both.
 */
export async function catalogueVersions(db: Db): Promise<{ catalogue: number; search: number }> {
  const r = await db.executeQuery<{ name: string; version: number }>(VERSIONS);
  let catalogue = 0;
  let search = 0;
  for (const v of r.rows) {
    if (v.name === 'inks') catalogue = v.version;
    else if (v.name === 'ink_search') search = v.version;
  }
  return { catalogue, search };
}

/** Compiled once: every request of the catalogue runs it. */
const VERSIONS = CompiledQuery.raw(
  "select name, version from data_versions where name in ('inks', 'ink_search')",
);

/**
 * The catalogue's version: a number the database bumps on every change to an ink (triggers
 * in the initial migration). Cached catalogue responses are valid for one version.
 */
export async function catalogueVersion(db: Db): Promise<number> {
  const r = await sql<{
    version: number;
  }>`select version from data_versions where name = 'inks'`.execute(db);
  return r.rows[0]?.version ?? 0;
}

/** Usernames of submitters, for presenting `submittedBy` without a query per ink. */
export async function submitterNames(
  db: Db,
  rows: readonly { submitted_by: number | null }[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.submitted_by).filter((v): v is number => v !== null))];
  if (ids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((u) => [u.id, u.username]));
}

/** True when the ink exists and is not deleted. */
export async function inkIsLive(db: Kysely<Database>, inkId: number): Promise<boolean> {
  const row = await db
    .selectFrom('inks')
    .select('id')
    .where('id', '=', inkId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts rows in chunks that stay under SQLite's bound-parameter limit. */
export async function insertInks(db: Kysely<Database>, rows: NewInk[], chunk = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto('inks')
      .values(rows.slice(i, i + chunk))
      .execute();
  }
}

/** Inserts one ink; returns its id. */
export async function insertInk(db: Kysely<Database>, row: NewInk): Promise<number> {
  const r = await db.insertInto('inks').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** Live inks of one brand (normalised), for duplicate checks. */
export async function inksOfBrand(db: Kysely<Database>, brandNorms: string[]) {
  if (brandNorms.length === 0) return [];
  return db
    .selectFrom('inks')
    .select(['id', 'name', 'brand', 'brand_norm', 'color_hex', 'name_norm'])
    .where('brand_norm', 'in', brandNorms)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Live inks by id (any order). */
export function inksByIds(db: Kysely<Database>, ids: number[]): Promise<InkRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inks')
    .selectAll()
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Locks, in id order, every ink a member's ink-ventory entries, community images and image
 * votes are of (PostgreSQL; SQLite runs one writer at a time): an account's deletion takes them
 * before it removes anything, as every ink-ventory write and every image vote takes its ink
 * first, so the counts the database keeps for those inks and their images (ADR 061, 064) are
 * always locked after the ink and never in another order.
 */
export async function lockInksOfMember(trx: Kysely<Database>, kind: Db['kind'], userId: number) {
  if (kind !== 'postgres') return;
  await sql`select id from inks where id in (
      select ink_id from inventory_entries where user_id = ${userId}
      union select ink_id from community_images where user_id = ${userId}
      union select ink_id from community_image_votes where user_id = ${userId}
      union select ink_id from ink_property_votes where user_id = ${userId})
    order by id for update`.execute(trx);
}

/**
 * Locks, in id order, the inks a member voted on (images or properties; PostgreSQL): a change
 * to whether their votes count (a restriction, lifted or not) moves the kept votes of those
 * images and the kept tallies of those inks (ADR 064, 066), so it takes their inks first, as a
 * vote does.
 */
export async function lockInksVotedBy(trx: Kysely<Database>, kind: Db['kind'], userId: number) {
  if (kind !== 'postgres') return;
  await sql`select id from inks where id in (
      select ink_id from community_image_votes where user_id = ${userId}
      union select ink_id from ink_property_votes where user_id = ${userId})
    order by id for update`.execute(trx);
}

/**
 * Locks one ink's row, live or not (PostgreSQL): a change to what holds the ink (a collection's
 * item) then waits for, or is waited for by, a change to the ink itself, so the counts kept of
 * both (ADR 061) see one after the other.
 */
export async function lockInk(trx: Kysely<Database>, kind: Db['kind'], inkId: number) {
  if (kind !== 'postgres') return;
  await sql`select id from inks where id = ${inkId} for update`.execute(trx);
}
