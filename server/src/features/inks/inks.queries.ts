import { CompiledQuery, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { BRAND_FILTERS, INK_PROPERTIES, OTHER_BRAND, type InkProperty } from '@inklore/contract';
import type { Db, DbKind } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { Database, InkRow, NewInk } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';
import type { InkChanges } from './inks.write.ts';

export type InkFilter = {
  search?: string | undefined;
  brands: string[];
  colors: string[];
  properties: InkProperty[];
};

export function propertyMask(properties: readonly InkProperty[]): number {
  return properties.reduce((mask, p) => mask | (1 << INK_PROPERTIES.indexOf(p)), 0);
}

export function propertiesOf(mask: number): InkProperty[] {
  return INK_PROPERTIES.filter((_, i) => (mask & (1 << i)) !== 0);
}

const LISTED_BRANDS = BRAND_FILTERS.map((b) => normalizeText(b));

/** The facets as WHERE clauses: alternatives within a facet, all facets together. */
function applyFacets<QB extends SelectQueryBuilder<Database, 'inks', object>>(
  qb: QB,
  f: InkFilter,
): QB {
  let q = qb.where('inks.deleted_at', 'is', null);
  if (f.brands.length > 0) {
    const named = f.brands.filter((b) => b !== OTHER_BRAND).map((b) => normalizeText(b));
    const other = f.brands.includes(OTHER_BRAND);
    q = q.where((eb) =>
      eb.or([
        ...(named.length > 0 ? [eb('inks.brand_norm', 'in', named)] : []),
        ...(other ? [eb('inks.brand_norm', 'not in', LISTED_BRANDS)] : []),
      ]),
    );
  }
  if (f.colors.length > 0) q = q.where('inks.color_family', 'in', f.colors);
  if (f.properties.length > 0) {
    const mask = propertyMask(f.properties);
    q = q.where(sql<boolean>`(inks.property_mask & ${mask}) = ${mask}`);
  }
  return q as QB;
}

/**
 * The facets as a test on an ink's brand, colour family and property bits: the same meaning
 * as applyFacets, for the in-memory indexes (colour, search).
 */
export function facetPredicate(
  f: Omit<InkFilter, 'search'>,
): (brandNorm: string, colorFamily: string, mask: number) => boolean {
  const named = new Set(f.brands.filter((b) => b !== OTHER_BRAND).map((b) => normalizeText(b)));
  const other = f.brands.includes(OTHER_BRAND);
  const listed = new Set(LISTED_BRANDS);
  const colors = new Set(f.colors);
  const want = propertyMask(f.properties);
  return (brandNorm, colorFamily, mask) =>
    (f.brands.length === 0 || named.has(brandNorm) || (other && !listed.has(brandNorm))) &&
    (colors.size === 0 || colors.has(colorFamily)) &&
    (mask & want) === want;
}

export const hasFacets = (f: Omit<InkFilter, 'search'>): boolean =>
  f.brands.length > 0 || f.colors.length > 0 || f.properties.length > 0;

export type InkPage = { rows: InkRow[]; total: number };

/** The columns an ink is presented from (inks.present.ts): not the search and sort copies. */
const PRESENTED_COLUMNS = [
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
 * The full rows of a page, in the page's order. Pages are chosen as ids first (from the
 * covering indexes, or sorting only ids and sort keys for a search) and read whole here,
 * 50 rows by primary key, instead of carrying every column through the sort.
 */
async function rowsInOrder(db: Db, ids: number[]): Promise<InkRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('inks').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is InkRow => r !== undefined);
}

/** Live inks matching the facets (no search). */
async function countInks(db: Db, f: InkFilter): Promise<number> {
  const count = async (g: InkFilter) =>
    (
      await applyFacets(db.selectFrom('inks'), g)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  if (!f.brands.includes(OTHER_BRAND)) return count(f);
  // "Other" means every brand off the list: counted as the inks of any brand less those of
  // the listed brands not asked for, a few index ranges instead of testing every ink
  // against the whole list. Same number.
  const named = new Set(f.brands.filter((b) => b !== OTHER_BRAND).map((b) => normalizeText(b)));
  const excluded = LISTED_BRANDS.filter((b) => !named.has(b));
  const [all, listed] = await Promise.all([
    count({ ...f, brands: [] }),
    excluded.length > 0 ? count({ ...f, brands: excluded }) : Promise.resolve(0),
  ]);
  return all - listed;
}

/** One page of inks (no text search: see features/search) and the total, by brand, name, id. */
export async function listInks(
  db: Db,
  f: Omit<InkFilter, 'search'>,
  offset: number,
  limit: number,
): Promise<InkPage> {
  const [ids, total] = await Promise.all([
    applyFacets(db.selectFrom('inks'), f)
      .select('inks.id')
      .orderBy('inks.brand_norm')
      .orderBy('inks.name_norm')
      .orderBy('inks.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    countInks(db, f),
  ]);
  return {
    rows: await rowsInOrder(
      db,
      ids.map((r) => r.id),
    ),
    total,
  };
}

/**
 * Live inks by id, in the order given (a page of a search or of the browse index), with the
 * columns they are presented from only (a page reads a tenth fewer bytes than whole rows).
 */
export async function inksInOrder(db: Db, ids: number[]): Promise<PresentedInkRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('inks')
    .select(PRESENTED_COLUMNS)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/**
 * The catalogue's version and the version of what search reads (search.queries.ts
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
 * Every live ink's facets in browse order (brand, name, id), in the order the database sorts
 * them, for the browse index (inks.browse-index.ts).
 */
export async function browseOrder(
  db: Db,
): Promise<{ id: number; brandNorm: string; color: string; mask: number }[]> {
  const rows = await db
    .selectFrom('inks')
    .select(['id', 'brand_norm', 'color_family', 'property_mask'])
    .where('deleted_at', 'is', null)
    .orderBy('brand_norm')
    .orderBy('name_norm')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    brandNorm: r.brand_norm,
    color: r.color_family,
    mask: r.property_mask,
  }));
}

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

/** A live ink's row, read under a row lock on PostgreSQL (an edit reads, then writes). */
export function inkForUpdate(db: Kysely<Database>, kind: DbKind, id: number) {
  const q = db.selectFrom('inks').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  return lockedForUpdate(q, kind).executeTakeFirst();
}

/** Writes an edited ink's fields (all derived columns included: inks.write.ts inkChanges). */
export async function updateInk(
  db: Kysely<Database>,
  id: number,
  set: InkChanges,
): Promise<boolean> {
  const r = await db
    .updateTable('inks')
    .set(set)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
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
