import { sql } from 'kysely';
import type { Db } from '#src/db/database.ts';
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
