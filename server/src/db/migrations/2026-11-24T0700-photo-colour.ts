import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * The ink colour read from a swatch photo (issue 14), kept with the community image: an
 * ink's community colour is the median of its swatch photos' colours.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['photo_l', 'photo_a', 'photo_b']) {
    await db.schema.alterTable('community_images').addColumn(column, 'real').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['photo_l', 'photo_a', 'photo_b']) {
    await db.schema.alterTable('community_images').dropColumn(column).execute();
  }
}
