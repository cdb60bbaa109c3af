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

/**
 * Every live ink's sort keys in browse order (brand, name, id: the order of ties), in the
 * order the database sorts them.
 */
export async function sortKeys(db: Db): Promise<SortKeyRow[]> {
  const rows = await db
    .selectFrom('inks')
    .select([
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
    ])
    .where('deleted_at', 'is', null)
    .orderBy('brand_norm')
    .orderBy('name_norm')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
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
  }));
}
