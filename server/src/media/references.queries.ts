import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/**
 * Whether any record still refers to a media URL: a member's picture, a community image or
 * its thumbnail, a profile image submission, an ink's images (a JSON list) or a news cover.
 * Content-hashed names let two records share one file (media/storage.ts).
 */
export async function mediaReferenced(db: Kysely<Database>, url: string): Promise<boolean> {
  // Media names hold [a-z0-9-./] only: no LIKE wildcard can hide in one.
  const quoted = `%${JSON.stringify(url)}%`;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('users').select('id').where('custom_profile_image', '=', url)),
          eb.exists(
            eb
              .selectFrom('community_images')
              .select('id')
              .where((w) => w.or([w('image_url', '=', url), w('thumbnail_url', '=', url)])),
          ),
          eb.exists(
            eb.selectFrom('profile_image_submissions').select('id').where('image_url', '=', url),
          ),
          eb.exists(eb.selectFrom('news').select('id').where('cover_image_url', '=', url)),
          eb.exists(eb.selectFrom('inks').select('id').where('images', 'like', quoted)),
        ])
        .as('used'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.used);
}
