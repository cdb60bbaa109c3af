import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/**
 * Every live ink's colour and facets, for the Lab index, with its consensus colour (ADR 087)
 * where its members' calibrated swatches agree.
 */
export function labRows(db: Kysely<Database>) {
  return db
    .selectFrom('inks')
    .select([
      'id',
      'lab_l',
      'lab_a',
      'lab_b',
      'consensus_l',
      'consensus_a',
      'consensus_b',
      'brand_norm',
      'color_family',
      'property_mask',
    ])
    .where('deleted_at', 'is', null)
    .execute();
}
