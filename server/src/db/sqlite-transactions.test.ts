import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createDb } from './database.ts';

/**
 * The app's SQLite transactions hold the write lock from their first statement: a write by
 * another process (the CLI, a journey's direct rows) waits for them, never breaks one half-way.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-tx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('a transaction that reads and then writes is not broken by another process writing between', async () => {
  const file = path.join(dir, 'tx.sqlite');
  const db = createDb({ kind: 'sqlite', file });
  await sql`create table t (id integer primary key, n integer not null)`.execute(db);
  await sql`insert into t (id, n) values (1, 0)`.execute(db);
  const other = new SQLite(file);
  other.pragma('busy_timeout = 50');
  let otherFailed: unknown = null;
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select n from t where id = 1`.execute(trx);
      // another process writes between the transaction's read and its write: it has to wait
      // for the transaction (and gives up after its own busy timeout), the transaction goes on
      try {
        other.prepare('update t set n = n + 1 where id = 1').run();
      } catch (err) {
        otherFailed = err;
      }
      await sql`update t set n = n + 10 where id = 1`.execute(trx);
    });
    expect((otherFailed as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    const { rows } = await sql<{ n: number }>`select n from t where id = 1`.execute(db);
    expect(rows[0]?.n).toBe(10);
  } finally {
    other.close();
    await db.destroy();
  }
});
