import { sql, type SelectQueryBuilder } from 'kysely';
import { OTHER_BRAND } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import type { Database, InkRow } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';
import { LISTED_BRANDS, propertyMask, type InkFacets } from '#src/shared/ink-records/facets.ts';
import {
  PRESENTED_COLUMNS,
  type PresentedInkRow,
} from '#src/shared/ink-records/ink-records.queries.ts';

/** The facets as WHERE clauses: alternatives within a facet, all facets together. */
function applyFacets<QB extends SelectQueryBuilder<Database, 'inks', object>>(
  qb: QB,
  f: InkFacets,
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

export type InkPage = { rows: InkRow[]; total: number };

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
async function countInks(db: Db, f: InkFacets): Promise<number> {
  const count = async (g: InkFacets) =>
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

/** One page of inks (no text search: that is features/search) and the total, by brand, name, id. */
export async function listInks(
  db: Db,
  f: InkFacets,
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

/** Live inks with the columns they are presented from and their submitters' usernames. */
function presentedInks(db: Db) {
  return db
    .selectFrom('inks')
    .select(PRESENTED_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('users')
        .select('users.username')
        .whereRef('users.id', '=', 'inks.submitted_by')
        .as('submitter'),
    )
    .where('deleted_at', 'is', null);
}

type PresentedInks = { rows: PresentedInkRow[]; names: Map<number, string> };

function withNames(found: (PresentedInkRow & { submitter: string | null })[]): PresentedInks {
  const names = new Map<number, string>();
  for (const { submitted_by: by, submitter } of found) {
    if (by !== null && submitter !== null) names.set(by, submitter);
  }
  return { rows: found, names };
}

/**
 * Live inks by id, in the order given (a page of a search or of the browse index), with the
 * columns they are presented from only (a page reads a tenth fewer bytes than whole rows),
 * and their submitters' usernames (in the same query: a round trip fewer on PostgreSQL).
 */
export async function inksInOrder(db: Db, ids: number[]): Promise<PresentedInks> {
  if (ids.length === 0) return { rows: [], names: new Map() };
  const found = await presentedInks(db).where('id', 'in', ids).execute();
  const byId = new Map(found.map((r) => [r.id, r]));
  const { names } = withNames(found);
  const rows = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  return { rows, names };
}

/** Up to `limit` live inks with ids above `afterId`, in id order, as inksInOrder reads them. */
export async function liveInksAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<PresentedInks> {
  return withNames(
    await presentedInks(db).where('id', '>', afterId).orderBy('id').limit(limit).execute(),
  );
}

/**
 * The ids of the inks (live or deleted) written at or after `horizon` (sortHorizon: their
 * `sort_seq` moved, ADR 055 and 070), at most `limit`.
 */
export async function inksChangedSince(db: Db, horizon: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('inks')
    .select('id')
    .where('sort_seq', '>=', horizon)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Every live ink's facets in browse order (brand, name, id), in the order the database sorts
 * them, for the browse index (browse-index.ts).
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

/** What the catalogue's orders read of each live ink (browse-sort.ts), in browse order. */
export type SortKeyRow = {
  id: number;
  createdAt: number;
  owners: number;
  images: number;
  ratingSum: number;
  ratingCount: number;
  family: string;
  l: number;
  a: number;
  b: number;
};

const SORT_KEY_COLUMNS = [
  'id',
  'created_at',
  'owner_count',
  'community_image_count',
  'rating_sum',
  'rating_count',
  'color_family',
  'lab_l',
  'lab_a',
  'lab_b',
] as const;

function sortKeyRow(r: {
  id: number;
  created_at: string | Date;
  owner_count: number;
  community_image_count: number;
  rating_sum: number;
  rating_count: number;
  color_family: string;
  lab_l: number;
  lab_a: number;
  lab_b: number;
}): SortKeyRow {
  return {
    id: r.id,
    createdAt: new Date(r.created_at).getTime(),
    owners: r.owner_count,
    images: r.community_image_count,
    ratingSum: r.rating_sum,
    ratingCount: r.rating_count,
    family: r.color_family,
    l: r.lab_l,
    a: r.lab_a,
    b: r.lab_b,
  };
}

/**
 * Every live ink's sort keys in browse order (brand, name, id: the order of ties), in the
 * order the database sorts them.
 */
export async function sortKeys(db: Db): Promise<SortKeyRow[]> {
  const rows = await db
    .selectFrom('inks')
    .select(SORT_KEY_COLUMNS)
    .where('deleted_at', 'is', null)
    .orderBy('brand_norm')
    .orderBy('name_norm')
    .orderBy('id')
    .execute();
  return rows.map(sortKeyRow);
}

/**
 * Where the next read of changed sort keys starts (ADR 055; migration 2026-12-01T0300):
 * PostgreSQL, the oldest transaction still running; SQLite, one more than the largest
 * `sort_seq`. Read before the keys it goes with, so a change made meanwhile is read again
 * next time rather than missed. `removals`: how many times inks were deleted outright.
 */
export async function sortHorizon(db: Db): Promise<{ horizon: number; removals: number }> {
  const removals = sql<number>`(select version from data_versions where name = 'ink_removals')`;
  const r =
    db.kind === 'postgres'
      ? await sql<{
          horizon: number;
          removals: number;
        }>`select txid_snapshot_xmin(txid_current_snapshot()) as horizon, ${removals} as removals`.execute(
          db,
        )
      : await sql<{
          horizon: number;
          removals: number;
        }>`select coalesce(max(sort_seq), 0) + 1 as horizon, ${removals} as removals from inks`.execute(
          db,
        );
  const row = r.rows[0];
  return { horizon: row?.horizon ?? 0, removals: row?.removals ?? 0 };
}

/** An ink whose sort keys changed: live or deleted, and the live ink before it in browse order. */
export type SortKeyChange = SortKeyRow & { live: boolean; prev: number | null };

/**
 * The inks (live or deleted) whose sort keys changed at or after `horizon` (sortHorizon), in
 * browse order, each with the live ink just before it in browse order (null: it is first),
 * all read at one moment; at most `limit`.
 */
export async function sortKeyChanges(
  db: Db,
  horizon: number,
  limit: number,
): Promise<SortKeyChange[]> {
  const rows = await db
    .selectFrom('inks as i')
    .select(SORT_KEY_COLUMNS.map((c) => `i.${c}` as const))
    .select(['i.deleted_at'])
    .select((eb) => {
      // the live ink before: of the same brand and name with a smaller id, else of the same
      // brand with the name before, else of the brand before (three seeks of the browse
      // index, where one comparison of (brand, name, id) walks a large brand's inks)
      const before = eb.selectFrom('inks as p').select('p.id').where('p.deleted_at', 'is', null);
      return eb.fn
        .coalesce(
          before
            .whereRef('p.brand_norm', '=', 'i.brand_norm')
            .whereRef('p.name_norm', '=', 'i.name_norm')
            .whereRef('p.id', '<', 'i.id')
            .orderBy('p.id', 'desc')
            .limit(1),
          before
            .whereRef('p.brand_norm', '=', 'i.brand_norm')
            .whereRef('p.name_norm', '<', 'i.name_norm')
            .orderBy('p.name_norm', 'desc')
            .orderBy('p.id', 'desc')
            .limit(1),
          before
            .whereRef('p.brand_norm', '<', 'i.brand_norm')
            .orderBy('p.brand_norm', 'desc')
            .orderBy('p.name_norm', 'desc')
            .orderBy('p.id', 'desc')
            .limit(1),
        )
        .as('prev');
    })
    .where('i.sort_seq', '>=', horizon)
    .orderBy('i.brand_norm')
    .orderBy('i.name_norm')
    .orderBy('i.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...sortKeyRow(r),
    live: r.deleted_at === null,
    prev: r.prev ?? null,
  }));
}
