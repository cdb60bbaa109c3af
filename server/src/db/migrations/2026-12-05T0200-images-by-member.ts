import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * A member's community images, newest first (their public profile, users.queries.ts through
 * the gallery's imagesByUser): read in that order from an index instead of sorting all of a
 * member's images (PostgreSQL chose a parallel scan of every image for a member with a few
 * hundred; docs/performance.md "A community at scale"). It starts with user_id, so it serves
 * what the index on user_id alone served, which goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('community_images_user_created_idx')
    .on('community_images')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('community_images_user_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('community_images_user_idx')
    .on('community_images')
    .column('user_id')
    .execute();
  await db.schema.dropIndex('community_images_user_created_idx').execute();
}
