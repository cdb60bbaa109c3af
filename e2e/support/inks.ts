import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import type Database from 'better-sqlite3';
import { withDb } from '../fixtures/test.ts';

export type JourneyInk = { id: number; name: string; brand: string };

/**
 * The inks each journey file may take, as [base, slots]: slot n is the ink at
 * `base + n * 2` (+1 on desktop) in id order. The files run side by side, so no two ranges may
 * share an ink: two journeys changing one ink (its comments, reports, entries) fail each other
 * now and then, as follows and inventory, gallery, history and Year in Ink once did.
 */
export const INK_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  'moderation.spec.ts': [[380, 2]],
  'gallery.spec.ts': [
    [420, 1],
    [820, 4],
  ],
  'server-rendering.spec.ts': [
    [440, 2],
    [450, 4],
    [460, 2],
  ],
  'access-tokens.spec.ts': [[480, 1]],
  'color.spec.ts': [[500, 5]],
  'collections.spec.ts': [
    [600, 4],
    [640, 6], // ownTwelve: the same twelve in both projects
  ],
  'corrections.spec.ts': [[660, 3]],
  'comments.spec.ts': [[700, 5]],
  'pens.spec.ts': [[720, 1]],
  'between-members.spec.ts': [[730, 4]],
  'inventory.spec.ts': [[740, 3]],
  'follows.spec.ts': [[750, 1]],
  'reports.spec.ts': [[760, 2]],
  'accounts.spec.ts': [[770, 1]],
  'admin-reports.spec.ts': [[780, 3]],
  'history.spec.ts': [[790, 1]],
  'staff-console.spec.ts': [[800, 4]],
  'year-in-ink.spec.ts': [[810, 2]],
  'colour-trust.spec.ts': [[390, 4]],
  'offline.spec.ts': [[520, 6]],
};

/** The offsets a range covers, both projects. */
const offsets = ([base, slots]: readonly [number, number]) =>
  Array.from({ length: slots * 2 }, (_, i) => base + i);

/** Which file holds each offset; throws on the first ink two files claim. */
function claimedOffsets(ranges: typeof INK_RANGES): Map<number, string> {
  const owner = new Map<number, string>();
  for (const [file, list] of Object.entries(ranges))
    for (const offset of list.flatMap(offsets)) {
      const other = owner.get(offset);
      if (other) throw new Error(`${file} and ${other} both take the ink at offset ${offset}`);
      owner.set(offset, file);
    }
  return owner;
}

const claimed = claimedOffsets(INK_RANGES);

/**
 * An ink of its own for one journey in one project (phone and desktop run in parallel):
 * the ink at `base + slot * 2` (+1 on desktop) in id order, within the ranges INK_RANGES gives
 * the journey's file. `reset` clears what an earlier run of the journey left on it.
 */
export function journeyInk(
  info: TestInfo,
  base: number,
  slot: number,
  reset: (db: Database.Database, inkId: number) => void = () => {},
): JourneyInk {
  const offset = base + slot * 2 + (info.project.name === 'phone' ? 0 : 1);
  const file = path.basename(info.file);
  if (claimed.get(offset) !== file)
    throw new Error(`${file} takes the ink at offset ${offset}, not in its INK_RANGES`);
  return withDb((db) => {
    const row = db
      .prepare<[number], JourneyInk>(
        'select id, name, brand from inks order by id limit 1 offset ?',
      )
      .get(offset);
    if (!row) throw new Error(`no ink at offset ${offset}`);
    db.prepare('update inks set deleted_at = null where id = ?').run(row.id);
    reset(db, row.id);
    return row;
  });
}
