import { BADGE_MEASURES, type BadgeCounts, type BadgeMeasure } from '@inklore/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/**
 * Per-member counts of each badge measure, straight from the activity tables (never a
 * stored tally). With `userId`, one member's; without, every member at or above `atLeast`.
 */
function perMember(db: Kysely<Database>, measure: BadgeMeasure) {
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

/** One member's counts for every measure (or only those given; the others read 0). */
export async function countsOf(
  db: Kysely<Database>,
  userId: number,
  measures: readonly BadgeMeasure[] = BADGE_MEASURES,
): Promise<BadgeCounts> {
  const out = Object.fromEntries(BADGE_MEASURES.map((m) => [m, 0])) as BadgeCounts;
  for (const measure of measures) {
    const rows = await db
      .selectFrom(perMember(db, measure).as('m'))
      .select('m.n')
      .where('m.user_id', '=', userId)
      .execute();
    out[measure] = rows[0]?.n ?? 0;
  }
  return out;
}

/** For each measure, how many members reach each of the given targets. */
export async function holdersAt(
  db: Kysely<Database>,
  measure: BadgeMeasure,
  targets: number[],
): Promise<Map<number, number>> {
  const least = Math.min(...targets);
  const rows = await db
    .selectFrom(perMember(db, measure).as('m'))
    .select('m.n')
    .where('m.n', '>=', least)
    .execute();
  return new Map(targets.map((t) => [t, rows.filter((r) => r.n >= t).length]));
}

/** The badges already told of (ADR 060). */
export async function awardedBadges(db: Kysely<Database>, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('badge_awards')
    .select('badge_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.badge_id));
}

/** Records badges as told of; whether each was new (two changes at once tell once). */
export async function insertAward(
  db: Kysely<Database>,
  userId: number,
  badgeId: string,
  at: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('badge_awards')
    .values({ user_id: userId, badge_id: badgeId, awarded_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
    .returning('badge_id')
    .execute();
  return rows.length > 0;
}
