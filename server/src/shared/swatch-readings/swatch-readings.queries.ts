import {
  consensusOf,
  roundLab,
  type InkRange,
  type Lab,
  type SwatchReading,
} from '@inklore/contract';
import type { Conn } from '#src/db/database.ts';
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
      voterGroup('u').as('voter_group'),
    ])
    .where('ci.ink_id', '=', inkId)
    .where('ci.category', '=', 'Swatch')
    .where('ci.photo_l', 'is not', null)
    .orderBy('ci.photo_confidence', 'desc')
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
      // rows read before ADR 087 were plain photos, as sure as the old reader was
      confidence: r.photo_confidence ?? 0.3,
      trusted: r.photo_trusted === 1,
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
  const one = readings.filter((r) => {
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
