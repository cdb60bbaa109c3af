import { BADGE_MEASURES, type BadgeCounts, type BadgeMeasure } from '@inklore/contract';
import { sql, type Kysely } from 'kysely';
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

/**
 * How many members reach each badge's target, as the database keeps it (ADR 061): the holders
 * folded in, plus the crossings since.
 */
export async function holdersOfTargets(
  db: Kysely<Database>,
): Promise<{ measure: string; target: number; holders: number }[]> {
  const rows = await sql<{ measure: string; target: number; holders: number | string }>`
    select t.measure, t.target, t.holders + coalesce((select sum(d.delta) from badge_target_deltas d
      where d.measure = t.measure and d.target = t.target), 0) as holders
    from badge_targets t`.execute(db);
  return rows.rows.map((r) => ({ ...r, holders: Number(r.holders) }));
}

/** Crossings waiting to be folded into the holders. */
export async function pendingCrossings(db: Kysely<Database>): Promise<number> {
  const r = await db
    .selectFrom('badge_target_deltas')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Folds the crossings into the holders, in the caller's transaction: each delta row is taken
 * by exactly one fold (deleted as it is added), so folds at once never count one twice.
 */
export async function foldCrossings(trx: Kysely<Database>): Promise<void> {
  const taken = await trx
    .deleteFrom('badge_target_deltas')
    .returning(['measure', 'target', 'delta'])
    .execute();
  const sums = new Map<string, { measure: string; target: number; delta: number }>();
  for (const d of taken) {
    const key = `${d.measure}:${d.target}`;
    const s = sums.get(key) ?? { measure: d.measure, target: d.target, delta: 0 };
    s.delta += d.delta;
    sums.set(key, s);
  }
  // in one order (the primary key's), so two folds at once never wait for each other in a ring
  const ordered = [...sums.values()].sort((a, b) =>
    a.measure === b.measure ? a.target - b.target : a.measure < b.measure ? -1 : 1,
  );
  for (const s of ordered) {
    if (s.delta === 0) continue;
    await trx
      .updateTable('badge_targets')
      .set((eb) => ({ holders: eb('holders', '+', s.delta) }))
      .where('measure', '=', s.measure)
      .where('target', '=', s.target)
      .execute();
  }
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
