import { sql, type SelectQueryBuilder } from 'kysely';
import { BRAND_FILTERS, INK_PROPERTIES, OTHER_BRAND, type InkProperty } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { inkSearchTable, searchTerms } from '#src/db/dialect.ts';
import type { Database, InkRow } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';

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

type InkQuery = SelectQueryBuilder<
  Database & { s: { ink_id: number; rank: number } },
  'inks' | 's',
  object
>;

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

export type InkPage = { rows: InkRow[]; total: number };

/**
 * One page of inks and the total. Without a search: ordered by brand, name, id. With one:
 * exact name first, then names starting with the query, then by relevance; ties by name, id.
 */
export async function listInks(
  db: Db,
  f: InkFilter,
  offset: number,
  limit: number,
): Promise<InkPage> {
  const terms = f.search ? searchTerms(f.search) : [];
  if (terms.length === 0) {
    const base = applyFacets(db.selectFrom('inks'), f);
    const [rows, count] = await Promise.all([
      base
        .selectAll('inks')
        .orderBy('inks.brand_norm')
        .orderBy('inks.name_norm')
        .orderBy('inks.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  }
  const phrase = terms.join(' ');
  const searched = applyFacets(
    db
      .selectFrom('inks')
      .innerJoin(inkSearchTable(db.kind, terms), (j) =>
        j.onRef('s.ink_id', '=', 'inks.id'),
      ) as unknown as SelectQueryBuilder<Database, 'inks', object>,
    f,
  ) as unknown as InkQuery;
  const [rows, count] = await Promise.all([
    searched
      .selectAll('inks')
      .orderBy(
        sql`case when inks.name_norm = ${phrase} then 0 when inks.name_norm like ${phrase + '%'} then 1 else 2 end`,
      )
      .orderBy('s.rank')
      .orderBy('inks.name_norm')
      .orderBy('inks.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    searched.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
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
export async function submitterNames(db: Db, rows: InkRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.submitted_by).filter((v): v is number => v !== null))];
  if (ids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((u) => [u.id, u.username]));
}
