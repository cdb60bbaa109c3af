import { sql } from 'kysely';
import {
  consensusOf,
  countsForConsensus,
  roundLab,
  type InkRange,
  type Lab,
  type SwatchReading,
} from '@inklore/contract';
import type { Conn, Db } from '#src/db/database.ts';
import { lockInk } from '#src/shared/ink-records/ink-records.queries.ts';
import { voterGroup } from '#src/shared/vote-counting/vote-counting.queries.ts';

/**
 * An ink's measured swatch photos (ADR 087), read by the colour answers (the range) and kept
 * as the ink's consensus by the gallery whenever its swatches change.
 */

/** What a swatch's photo_detail holds (JSON): the measurement beyond its colour. */
export type SwatchDetail = {
  spread: number | null;
  light: Lab | null;
  dark: Lab | null;
  sheen: Lab | null;
  markedSheen: boolean;
  checks: { cardFound: boolean; clipped: boolean; uniformity: number | null };
};

/** photo_detail as written; null when it is missing or not ours (an older row). */
export function readDetail(text: string | null): SwatchDetail | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<SwatchDetail> | null;
    if (!v || typeof v !== 'object' || !v.checks) return null;
    return {
      spread: v.spread ?? null,
      light: v.light ?? null,
      dark: v.dark ?? null,
      sheen: v.sheen ?? null,
      markedSheen: v.markedSheen === true,
      checks: v.checks,
    };
  } catch {
    return null;
  }
}

/** Rows read before ADR 087 were plain photos, about as sure as the old reader was. */
const UNMEASURED_CONFIDENCE = 0.3;

/** An ink's measured swatches with their uploaders' voter groups, surest first. */
export async function swatchReadings(
  db: Conn,
  inkId: number,
): Promise<(SwatchReading & { group: number })[]> {
  const rows = await db
    .selectFrom('community_images as ci')
    .innerJoin('users as u', 'u.id', 'ci.user_id')
    .select([
      'ci.photo_l',
      'ci.photo_a',
      'ci.photo_b',
      'ci.photo_calibrated',
      'ci.photo_confidence',
      'ci.photo_trusted',
      'ci.photo_detail',
      'u.restriction',
      voterGroup('u').as('voter_group'),
    ])
    .where('ci.ink_id', '=', inkId)
    .where('ci.category', '=', 'Swatch')
    .where('ci.photo_l', 'is not', null)
    // the same order on both databases (PostgreSQL sorts nulls first when descending)
    .orderBy(sql`coalesce(${sql.ref('ci.photo_confidence')}, ${UNMEASURED_CONFIDENCE})`, 'desc')
    .orderBy('ci.id')
    .execute();
  return rows.map((r) => {
    const detail = readDetail(r.photo_detail);
    return {
      lab: { l: r.photo_l ?? 0, a: r.photo_a ?? 0, b: r.photo_b ?? 0 },
      light: detail?.light ?? null,
      dark: detail?.dark ?? null,
      sheen: detail?.sheen ?? null,
      calibrated: r.photo_calibrated === 1,
      confidence: r.photo_confidence ?? UNMEASURED_CONFIDENCE,
      // trusted when shared, and not limited or suspended since (their votes stop counting too)
      trusted: r.photo_trusted === 1 && r.restriction === null,
      group: r.voter_group,
    };
  });
}

/**
 * The consensus of an ink's swatches, one per voter group (accounts made together from one
 * network count once, decisions.md "Trust and shared data"): its surest swatch.
 */
export function consensusOfGroups(
  readings: readonly (SwatchReading & { group: number })[],
): InkRange['consensus'] {
  const seen = new Set<number>();
  // those that may count first: an unsure or untrusted twin never hides an eligible one
  const one = readings.filter(countsForConsensus).filter((r) => {
    if (seen.has(r.group)) return false;
    seen.add(r.group);
    return true;
  });
  return consensusOf(one);
}

/**
 * Keeps the ink's consensus colour (inks.consensus_*) true to its swatches: written only when
 * it changes, since every write to an ink moves the catalogue's version (and so every cache
 * of colour answers).
 */
export async function keepConsensus(db: Conn, inkId: number): Promise<void> {
  const consensus = consensusOfGroups(await swatchReadings(db, inkId));
  const lab = consensus.lab ? roundLab(consensus.lab) : null;
  const next = {
    consensus_l: lab?.l ?? null,
    consensus_a: lab?.a ?? null,
    consensus_b: lab?.b ?? null,
    consensus_swatches: lab ? consensus.swatches : null,
  };
  const now = await db
    .selectFrom('inks')
    .select(['consensus_l', 'consensus_a', 'consensus_b', 'consensus_swatches'])
    .where('id', '=', inkId)
    .executeTakeFirst();
  if (!now) return;
  const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => now[k] === next[k]);
  if (!same) await db.updateTable('inks').set(next).where('id', '=', inkId).execute();
}

/**
 * A member's standing changed (limited, suspended, lifted): the consensus of every ink they
 * measured on the card follows, each ink locked as its swatches' writers lock it.
 */
export async function keepConsensusOfMember(db: Db, userId: number): Promise<void> {
  const inks = await db
    .selectFrom('community_images')
    .select('ink_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('category', '=', 'Swatch')
    .where('photo_calibrated', '=', 1)
    .execute();
  for (const { ink_id: inkId } of inks) {
    await db.transaction().execute(async (trx) => {
      await lockInk(trx, db.kind, inkId);
      await keepConsensus(trx, inkId);
    });
  }
}
