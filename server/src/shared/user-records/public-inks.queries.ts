import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/**
 * The live inks a member made public (ADR 039, ADR 059): the inks of their public
 * collections, and their owned inks only with `withOwned` (the "Show my ink colours on my
 * profile" setting, `users.show_ink_colors`). Never an ink that is only in their private
 * ink-ventory or private collections. The profile's palette and the comparison of two
 * members read this one set; the caller selects the columns it needs.
 */
export function publicInksOf(db: Kysely<Database>, userId: number, withOwned: boolean) {
  return db
    .selectFrom('inks')
    .where('inks.deleted_at', 'is', null)
    .where((eb) => {
      const inPublicCollection = eb(
        'inks.id',
        'in',
        eb
          .selectFrom('collection_inks as ci')
          .innerJoin('collections as c', 'c.id', 'ci.collection_id')
          .select('ci.ink_id')
          .where('c.user_id', '=', userId)
          .where('c.is_public', '=', 1),
      );
      if (!withOwned) return inPublicCollection;
      return eb.or([
        inPublicCollection,
        eb(
          'inks.id',
          'in',
          eb
            .selectFrom('inventory_entries as e')
            .select('e.ink_id')
            .where('e.user_id', '=', userId)
            .where('e.status', '=', 'owned'),
        ),
      ]);
    });
}
