import { BADGES, earnedBadges, type Badge, type BadgeMeasure } from '@inklore/contract';
import type { Conn, Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { notify } from '#src/shared/member-links/member-links.queries.ts';
import {
  awardedBadges,
  countsOf,
  foldCrossings,
  holdersOfTargets,
  insertAward,
  pendingCrossings,
} from './badges.queries.ts';

/** The badges a member holds, from the counts kept of their activity (ADR 061). */
export async function badgesOf(db: Db, userId: number): Promise<string[]> {
  return earnedBadges(await countsOf(db, userId));
}

/**
 * /badge-showcase: every badge, its rule, how many members hold it, and for a signed-in
 * member whether they hold it and their count towards it.
 */
/** Crossings kept before the showcase folds them into the holders (a short transaction). */
const FOLD_AT = 1000;

export async function showcase(db: Db, actor: RequestActor | null): Promise<Badge[]> {
  if ((await pendingCrossings(db)) >= FOLD_AT) {
    await db.transaction().execute((trx) => foldCrossings(trx));
  }
  const holders = new Map(
    (await holdersOfTargets(db)).map((r) => [`${r.measure}:${r.target}`, r.holders]),
  );
  const mine = actor ? await countsOf(db, actor.id) : null;
  return BADGES.map((b) => ({
    id: b.id,
    name: b.name,
    rule: b.rule,
    measure: b.measure,
    target: b.target,
    holders: holders.get(`${b.measure}:${b.target}`) ?? 0,
    held: mine ? mine[b.measure] >= b.target : null,
    progress: mine ? Math.min(mine[b.measure], b.target) : null,
  }));
}

/**
 * After a member's own change that may earn a badge (ADR 060): the badges they hold now in the
 * measures the change moves, compared with those already told of; each new one is recorded and
 * told once (badge_earned), in the caller's transaction. The badges members held when this
 * shipped were recorded untold (migration 2026-12-03T0300). The features whose changes count
 * get this through app.ts (shared/member-links BadgeCheck).
 */
export async function tellNewBadges(
  db: Conn,
  userId: number,
  measures: readonly BadgeMeasure[],
): Promise<void> {
  const rules = BADGES.filter((b) => measures.includes(b.measure));
  if (rules.length === 0) return;
  const counts = await countsOf(db, userId, measures);
  const earned = rules.filter((b) => counts[b.measure] >= b.target);
  if (earned.length === 0) return;
  const told = await awardedBadges(db, userId);
  const at = nowIso();
  for (const badge of earned) {
    if (told.has(badge.id) || !(await insertAward(db, userId, badge.id, at))) continue;
    await notify(db, { userId, kind: 'badge_earned', details: { badgeId: badge.id } });
  }
}
