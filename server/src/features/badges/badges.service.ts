import { BADGES, earnedBadges, type Badge, type BadgeMeasure } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { countsOf, holdersAt } from './badges.queries.ts';

/** The badges a member holds, computed from their activity now. */
export async function badgesOf(db: Db, userId: number): Promise<string[]> {
  return earnedBadges(await countsOf(db, userId));
}

/**
 * /badge-showcase: every badge, its rule, how many members hold it, and for a signed-in
 * member whether they hold it and their count towards it.
 */
export async function showcase(db: Db, actor: RequestActor | null): Promise<Badge[]> {
  const targets = new Map<BadgeMeasure, number[]>();
  for (const b of BADGES) targets.set(b.measure, [...(targets.get(b.measure) ?? []), b.target]);
  const holders = new Map<BadgeMeasure, Map<number, number>>();
  for (const [measure, list] of targets) holders.set(measure, await holdersAt(db, measure, list));
  const mine = actor ? await countsOf(db, actor.id) : null;
  return BADGES.map((b) => ({
    id: b.id,
    name: b.name,
    rule: b.rule,
    measure: b.measure,
    target: b.target,
    holders: holders.get(b.measure)?.get(b.target) ?? 0,
    held: mine ? mine[b.measure] >= b.target : null,
    progress: mine ? Math.min(mine[b.measure], b.target) : null,
  }));
}
