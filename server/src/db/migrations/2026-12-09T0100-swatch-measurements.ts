import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 087: a swatch photo's measurement beside its colour (photo_l/a/b), and an
 * ink's consensus colour.
 *
 * - photo_calibrated: 1 when the photo was read on the Inklore swatch card (found, straightened
 *   and corrected from its neutral patches); 0 for a plain photo.
 * - photo_confidence: 0..1 (card found, exposure not clipped, patches uniform).
 * - photo_trusted: 1 when the uploader was trusted (or staff) when they shared it: only such
 *   swatches can move an ink's answers (decisions.md "Trust and shared data").
 * - photo_detail: JSON with the rest (spread, light and dark ends, sheen, the checks), read
 *   only with the swatch.
 * - inks.consensus_l/a/b and consensus_swatches: the colour the colour answers use in place of
 *   the catalogue's when enough trusted calibrated swatches agree (ADR 087's thresholds); null
 *   otherwise. Kept by the gallery service whenever an ink's swatches change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('community_images')
    .addColumn('photo_calibrated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('community_images').addColumn('photo_confidence', 'real').execute();
  await db.schema
    .alterTable('community_images')
    .addColumn('photo_trusted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('community_images').addColumn('photo_detail', 'text').execute();
  for (const column of ['consensus_l', 'consensus_a', 'consensus_b']) {
    await db.schema.alterTable('inks').addColumn(column, 'real').execute();
  }
  await db.schema.alterTable('inks').addColumn('consensus_swatches', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['consensus_swatches', 'consensus_b', 'consensus_a', 'consensus_l']) {
    await db.schema.alterTable('inks').dropColumn(column).execute();
  }
  for (const column of ['photo_detail', 'photo_trusted', 'photo_confidence', 'photo_calibrated']) {
    await db.schema.alterTable('community_images').dropColumn(column).execute();
  }
}
