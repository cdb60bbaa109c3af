import { sql } from 'kysely';
import type { Conn, Db } from '#src/db/database.ts';
import type { InkAliasSource } from '#src/db/schema.ts';
import { normalizeText } from '#src/db/text.ts';
import type { SearchDoc } from './search-index.ts';

/**
 * The version of what search reads: bumped by the database (triggers, migration
 * 2026-11-24T0800-search) on any change to a live ink's words or facets, a deletion, or an
 * other name of an ink or brand, whoever writes it.
 */
export async function searchVersion(db: Db): Promise<number> {
  const r = await sql<{
    version: number;
  }>`select version from data_versions where name = 'ink_search'`.execute(db);
  return r.rows[0]?.version ?? 0;
}

/** Every live ink as the search index reads it, with its and its brand's other names. */
export async function searchDocs(db: Db): Promise<SearchDoc[]> {
  const [inks, aliases, brandAliases] = await Promise.all([
    db
      .selectFrom('inks')
      .select([
        'id',
        'name',
        'brand',
        'line',
        'name_norm',
        'brand_norm',
        'color_family',
        'property_mask',
        'search_name',
        'search_meta',
        'search_desc',
      ])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute(),
    db.selectFrom('ink_aliases').select(['ink_id', 'alias']).orderBy('id').execute(),
    db.selectFrom('brand_aliases').select(['brand_norm', 'alias']).orderBy('id').execute(),
  ]);
  const byInk = new Map<number, string[]>();
  for (const a of aliases) {
    const list = byInk.get(a.ink_id);
    if (list) list.push(a.alias);
    else byInk.set(a.ink_id, [a.alias]);
  }
  const byBrand = new Map<string, string[]>();
  for (const a of brandAliases) {
    const list = byBrand.get(a.brand_norm);
    if (list) list.push(a.alias);
    else byBrand.set(a.brand_norm, [a.alias]);
  }
  return inks.map((r) => ({
    id: r.id,
    name: r.name,
    brand: r.brand,
    line: r.line,
    nameNorm: r.name_norm,
    brandNorm: r.brand_norm,
    colorFamily: r.color_family,
    mask: r.property_mask,
    words: { name: r.search_name, brand: r.search_meta, description: r.search_desc },
    aliases: byInk.get(r.id) ?? [],
    brandAliases: byBrand.get(r.brand_norm) ?? [],
  }));
}

/** An ink's other names, oldest first. */
export async function inkAliases(db: Conn, inkId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ink_aliases')
    .select('alias')
    .where('ink_id', '=', inkId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.alias);
}

/**
 * Adds other names to an ink, skipping those it has (ignoring case, accents, punctuation)
 * and those that are its name. Returns how many were added.
 */
export async function addInkAliases(
  trx: Conn,
  inkId: number,
  aliases: readonly string[],
  source: InkAliasSource,
  at: string,
): Promise<number> {
  if (aliases.length === 0) return 0;
  const ink = await trx
    .selectFrom('inks')
    .select('name_norm')
    .where('id', '=', inkId)
    .executeTakeFirst();
  if (!ink) return 0;
  const had = new Set([ink.name_norm, ...(await inkAliases(trx, inkId)).map(normalizeText)]);
  const rows = [];
  for (const alias of aliases) {
    const norm = normalizeText(alias);
    if (!norm || had.has(norm)) continue;
    had.add(norm);
    rows.push({ ink_id: inkId, alias, alias_norm: norm, source, created_at: at });
  }
  if (rows.length > 0) await trx.insertInto('ink_aliases').values(rows).execute();
  return rows.length;
}

/** Replaces an ink's other names with `aliases` (the ink editor), keeping each kept one's source. */
export async function replaceInkAliases(
  trx: Conn,
  inkId: number,
  aliases: readonly string[],
  at: string,
): Promise<void> {
  const existing = await trx
    .selectFrom('ink_aliases')
    .select(['id', 'alias'])
    .where('ink_id', '=', inkId)
    .execute();
  // a name written differently (case, accents) is replaced by the new spelling
  const gone = existing.filter((e) => !aliases.includes(e.alias));
  if (gone.length > 0) {
    await trx
      .deleteFrom('ink_aliases')
      .where(
        'id',
        'in',
        gone.map((g) => g.id),
      )
      .execute();
  }
  await addInkAliases(trx, inkId, aliases, 'staff', at);
}

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

/**
 * Adds other names to inks named by brand and name (the demo catalogue's, a data import's);
 * names no live ink has are skipped. Returns how many were added.
 */
export async function addAliasesByName(
  trx: Conn,
  entries: readonly { brand: string; name: string; aliases: readonly string[] }[],
  source: InkAliasSource,
  at: string,
): Promise<number> {
  let added = 0;
  for (const e of entries) {
    const ink = await trx
      .selectFrom('inks')
      .select('id')
      .where('brand_norm', '=', normalizeText(e.brand))
      .where('name_norm', '=', normalizeText(e.name))
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (ink) added += await addInkAliases(trx, ink.id, e.aliases, source, at);
  }
  return added;
}
