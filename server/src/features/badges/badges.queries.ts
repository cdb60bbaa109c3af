import { BADGE_MEASURES, type BadgeCounts, type BadgeMeasure } from '@inklore/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/**
 * One member's counts for every measure (or only those given; the others read 0), as the
 * database keeps them in the transaction of each change (ADR 061): inside a change's
 * transaction they already count the change.
 */
export async function countsOf(
  db: Kysely<Database>,
  userId: number,
  measures: readonly BadgeMeasure[] = BADGE_MEASURES,
): Promise<BadgeCounts> {
  const out = Object.fromEntries(BADGE_MEASURES.map((m) => [m, 0])) as BadgeCounts;
  const rows = await db
    .selectFrom('member_counts')
    .select(['measure', 'n'])
    .where('user_id', '=', userId)
    .where('measure', 'in', measures)
    .execute();
  for (const r of rows) out[r.measure as BadgeMeasure] = r.n;
  return out;
}

/** How many members reach each badge's target, as the database keeps it (ADR 061). */
export async function holdersOfTargets(
  db: Kysely<Database>,
): Promise<{ measure: string; target: number; holders: number }[]> {
  return db.selectFrom('badge_targets').select(['measure', 'target', 'holders']).execute();
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
