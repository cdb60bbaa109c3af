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
    .where('inks.id', 'in', publicInkIdsOf(db, userId, withOwned));
}

/** The set's two parts: the inks of the member's public collections, and their owned inks. */
const publicCollectionInkIds = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('collection_inks as ci')
    .innerJoin('collections as c', 'c.id', 'ci.collection_id')
    .select('ci.ink_id')
    .where('c.user_id', '=', userId)
    .where('c.is_public', '=', 1)
    .distinct(); // an ink in two public collections is one ink
const ownedInkIds = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('inventory_entries as e')
    .select('e.ink_id')
    .where('e.user_id', '=', userId)
    .where('e.status', '=', 'owned');

/**
 * The ids of that set before the inks' liveness is checked (an ink may be deleted since): the
 * inks of the member's public collections, with `withOwned` their owned inks too, each once.
 * The column is `ink_id`.
 */
export function publicInkIdsOf(db: Kysely<Database>, userId: number, withOwned: boolean) {
  const inPublicCollections = publicCollectionInkIds(db, userId);
  // one IN over a UNION, not two INs joined by OR: PostgreSQL answered the OR by reading every
  // ink of the catalogue (180 ms at 100,000 inks), the UNION by the inks' key (1.3 ms)
  return withOwned ? inPublicCollections.union(ownedInkIds(db, userId)) : inPublicCollections;
}

/**
 * The first `limit` ids of that set above `after`, in id order (the column is `ink_id`). Each
 * part is cut to `limit` before they are joined: the first `limit` of the whole are among the
 * first `limit` of each part, so a member who owns 5,000 inks has about `limit` of their
 * entries read, in the order of their index, not all 5,000 gathered and sorted.
 */
export function firstPublicInkIdsOf(
  db: Kysely<Database>,
  userId: number,
  withOwned: boolean,
  after: number,
  limit: number,
) {
  const inPublicCollections = publicCollectionInkIds(db, userId)
    .where('ci.ink_id', '>', after)
    .orderBy('ci.ink_id')
    .limit(limit);
  if (!withOwned) return inPublicCollections;
  const owned = ownedInkIds(db, userId)
    .where('e.ink_id', '>', after)
    // an ink owned as a bottle and a sample is one ink
    .distinct()
    .orderBy('e.ink_id')
    .limit(limit);
  // each part as a table of its own: a compound query's parts take no ORDER BY or LIMIT
  return db
    .selectFrom(inPublicCollections.as('pc'))
    .select('pc.ink_id')
    .union(db.selectFrom(owned.as('ow')).select('ow.ink_id'))
    .orderBy('ink_id')
    .limit(limit);
}
