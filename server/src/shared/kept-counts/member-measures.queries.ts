import type { BadgeMeasure } from '@inklore/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/**
 * Per-member counts of each badge measure, straight from the activity tables: what the
 * database keeps in member_counts (ADR 061) must always equal. For checks, never for a page.
 */
export function measureRecount(db: Kysely<Database>, measure: BadgeMeasure) {
  switch (measure) {
    case 'communityImages':
      return db
        .selectFrom('community_images')
        .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
        .groupBy('user_id');
    case 'inventoryEntries':
      // inks, each once however many kinds the member holds (ADR 051)
      return db
        .selectFrom('inventory_entries')
        .select((eb) => ['user_id', eb.fn.count<number>('ink_id').distinct().as('n')])
        .groupBy('user_id');
    case 'comments':
      return db
        .selectFrom('comments')
        .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
        .groupBy('user_id');
    case 'approvedDiscoveries':
      return db
        .selectFrom('ink_submissions')
        .select((eb) => ['user_id', eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'approved')
        .where('user_id', 'is not', null)
        .groupBy('user_id')
        .$narrowType<{ user_id: number }>();
    case 'upvotesReceived':
      return db
        .selectFrom('community_image_votes as v')
        .innerJoin('community_images as i', 'i.id', 'v.image_id')
        .select((eb) => ['i.user_id', eb.fn.countAll<number>().as('n')])
        .groupBy('i.user_id');
    case 'colorFamilies':
      return db
        .selectFrom('inventory_entries as e')
        .innerJoin('inks', 'inks.id', 'e.ink_id')
        .select((eb) => ['e.user_id', eb.fn.count<number>('inks.color_family').distinct().as('n')])
        .where('e.status', 'in', ['owned', 'tried'])
        .where('inks.deleted_at', 'is', null)
        .groupBy('e.user_id');
    case 'largestPublicCollection':
      return db
        .selectFrom((eb) =>
          eb
            .selectFrom('collection_inks as ci')
            .innerJoin('collections as c', 'c.id', 'ci.collection_id')
            .innerJoin('inks', 'inks.id', 'ci.ink_id')
            .select((s) => ['c.user_id', 'c.id', s.fn.countAll<number>().as('size')])
            .where('c.is_public', '=', 1)
            .where('inks.deleted_at', 'is', null)
            .groupBy(['c.user_id', 'c.id'])
            .as('sizes'),
        )
        .select((eb) => ['sizes.user_id', eb.fn.max<number>('sizes.size').as('n')])
        .groupBy('sizes.user_id');
    case 'staffRole':
      return db
        .selectFrom('users')
        .select((eb) => [
          'id as user_id',
          eb
            .case()
            .when('role', '=', 'admin')
            .then(2)
            .when('role', '=', 'moderator')
            .then(1)
            .else(0)
            .end()
            .as('n'),
        ])
        .where('role', 'in', ['admin', 'moderator']);
  }
}
