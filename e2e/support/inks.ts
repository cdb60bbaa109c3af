import type { TestInfo } from '@playwright/test';
import type Database from 'better-sqlite3';
import { withDb } from '../fixtures/test.ts';

export type JourneyInk = { id: number; name: string; brand: string };

/**
 * An ink of its own for one journey in one project (phone and desktop run in parallel):
 * the ink at `base + slot * 2` (+1 on desktop) in id order, far from the inks other journeys
 * change. `reset` clears what an earlier run of the journey left on it.
 */
export function journeyInk(
  info: TestInfo,
  base: number,
  slot: number,
  reset: (db: Database.Database, inkId: number) => void = () => {},
): JourneyInk {
  const offset = base + slot * 2 + (info.project.name === 'phone' ? 0 : 1);
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
