import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, openTestDb } from '../../test/helpers.ts';
import { refreshPlannerStats, type Db } from './database.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
});
afterAll(async () => {
  await drop();
});

it("keeps SQLite's planner statistics (PostgreSQL analyses on its own)", async () => {
  for (let i = 0; i < 3; i++) await createUser(db);
  await refreshPlannerStats(db, true);
  if (db.kind === 'postgres') return; // nothing to do: autovacuum's ANALYZE
  const { rows } = await sql<{ tbl: string; idx: string | null }>`
    select tbl, idx from sqlite_stat1 where tbl = 'users'`.execute(db);
  // the users table and its indexes (the newest accounts' among them, ADR 064, 066)
  expect(rows.map((r) => r.idx)).toContain('users_created_idx');
  // the hourly pass runs on what is there
  await refreshPlannerStats(db, false);
});
