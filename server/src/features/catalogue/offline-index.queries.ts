import { sql } from 'kysely';
import type { Conn } from '#src/db/database.ts';
import { catalogueVersion } from '#src/shared/ink-records/ink-records.queries.ts';

export { catalogueVersion };

/** An ink of the offline index as read (ADR 089), with how many live inks there are in all. */
export type OfflineIndexRow = {
  id: number;
  brand: string;
  name: string;
  color_hex: string;
  consensus_l: number | null;
  consensus_a: number | null;
  consensus_b: number | null;
  /** Live inks in the catalogue (every row says the same). */
  total: number;
};

/**
 * The offline index in one query (ADR 089): the `cap` live inks most owned (`owner_count`, the
 * "most owned" order's column; ties by id), in brand then name order, each row with the count of
 * every live ink (a window over the live inks, counted before the limit). Live is what browsing
 * shows a visitor: not deleted.
 */
export function offlineIndexRows(db: Conn, cap: number): Promise<OfflineIndexRow[]> {
  const chosen = db
    .selectFrom('inks')
    .select([
      'id',
      'brand',
      'name',
      'brand_norm',
      'name_norm',
      'color_hex',
      'consensus_l',
      'consensus_a',
      'consensus_b',
    ])
    .select(sql<number>`count(*) over ()`.as('total'))
    .where('deleted_at', 'is', null)
    .orderBy('owner_count', 'desc')
    .orderBy('id')
    .limit(cap)
    .as('chosen');
  return db
    .selectFrom(chosen)
    .select([
      'chosen.id',
      'chosen.brand',
      'chosen.name',
      'chosen.color_hex',
      'chosen.consensus_l',
      'chosen.consensus_a',
      'chosen.consensus_b',
      'chosen.total',
    ])
    .orderBy('chosen.brand_norm')
    .orderBy('chosen.name_norm')
    .orderBy('chosen.id')
    .execute();
}
