import type { Conn, Db } from '#src/db/database.ts';
import { normalizeText } from '#src/db/text.ts';

export type BrandAliasRow = {
  id: number;
  brand: string;
  alias: string;
  ink_count: number;
  created_at: string | Date;
};

/**
 * Every brand alias (or the one with `id`), by brand then alias, with how many live inks the
 * brand has.
 */
export async function listBrandAliases(db: Db, id?: number): Promise<BrandAliasRow[]> {
  let q = db.selectFrom('brand_aliases as a');
  if (id !== undefined) q = q.where('a.id', '=', id);
  return q
    .select((eb) => [
      'a.id',
      'a.brand',
      'a.alias',
      'a.created_at',
      eb
        .selectFrom('inks')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('inks.brand_norm', '=', 'a.brand_norm')
        .where('inks.deleted_at', 'is', null)
        .as('ink_count'),
    ])
    .orderBy('a.brand_norm')
    .orderBy('a.alias_norm')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, ink_count: r.ink_count ?? 0 })));
}

/** The brand a spelling already names, if any. */
export async function brandOfAlias(db: Conn, aliasNorm: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('brand_aliases')
    .select('brand')
    .where('alias_norm', '=', aliasNorm)
    .executeTakeFirst();
  return row?.brand;
}

export async function insertBrandAlias(
  trx: Conn,
  row: { brand: string; alias: string; createdBy: number | null; at: string },
): Promise<number> {
  const inserted = await trx
    .insertInto('brand_aliases')
    .values({
      brand: row.brand,
      brand_norm: normalizeText(row.brand),
      alias: row.alias,
      alias_norm: normalizeText(row.alias),
      created_by: row.createdBy,
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Removes a brand alias; what it removed, or undefined when there was none. */
export async function deleteBrandAlias(
  trx: Conn,
  id: number,
): Promise<{ brand: string; alias: string } | undefined> {
  const row = await trx
    .selectFrom('brand_aliases')
    .select(['brand', 'alias'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  await trx.deleteFrom('brand_aliases').where('id', '=', id).execute();
  return row;
}

/** The catalogue's brands as written, each once (to check a brand alias names a real brand). */
export async function brandAsWritten(db: Conn, brandNorm: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('inks')
    .select('brand')
    .where('brand_norm', '=', brandNorm)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row?.brand;
}
