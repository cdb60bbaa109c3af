import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/** Every live ink's colour and facets, for the Lab index. */
export function labRows(db: Kysely<Database>) {
  return db
    .selectFrom('inks')
    .select(['id', 'lab_l', 'lab_a', 'lab_b', 'brand_norm', 'color_family', 'property_mask'])
    .where('deleted_at', 'is', null)
    .execute();
}

/** The colours read from an ink's swatch photos (community images of the Swatch category). */
export function swatchPhotoColors(db: Kysely<Database>, inkId: number) {
  return db
    .selectFrom('community_images')
    .select(['photo_l', 'photo_a', 'photo_b'])
    .where('ink_id', '=', inkId)
    .where('category', '=', 'Swatch')
    .where('photo_l', 'is not', null)
    .execute();
}
