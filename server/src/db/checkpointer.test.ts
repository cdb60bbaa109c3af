import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';
import { createDb, type Db } from './database.ts';

// SQLite's checkpoints in a thread of their own (ADR 086), on a real database file.
const open: Db[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDb(): { db: Db; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-checkpoints-'));
  dirs.push(dir);
  const file = path.join(dir, 'test.sqlite');
  const db = createDb({ kind: 'sqlite', file });
  open.push(db);
  return { db, file };
}

/** About 8 MB of pages, in 20 transactions: eight times SQLite's own checkpoint line. */
async function write(db: Db): Promise<void> {
  await sql`create table if not exists t (x blob)`.execute(db);
  for (let i = 0; i < 20; i++)
    await db.transaction().execute(async (tx) => {
      for (let j = 0; j < 100; j++) await sql`insert into t values (randomblob(4000))`.execute(tx);
    });
}

const autocheckpoint = async (db: Db) =>
  (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0]
    ?.wal_autocheckpoint;

describe('the checkpoints thread', () => {
  it('takes the checkpoints out of the writes, and copies the log into the file itself', async () => {
    // a thread that never comes round: the server's writes leave everything in the log
    const idle = freshDb();
    const never = await startCheckpointer(idle.db, idle.file, { everyMs: 3_600_000 });
    const before = fs.statSync(idle.file).size;
    await write(idle.db);
    expect(await autocheckpoint(idle.db)).toBe(0);
    expect(fs.statSync(idle.file).size).toBe(before);
    expect(fs.statSync(`${idle.file}-wal`).size).toBeGreaterThan(8_000_000);
    await never.stop();
    // stopped, the connection checkpoints for itself again (SQLite's default)
    expect(await autocheckpoint(idle.db)).toBe(1000);

    // a thread that comes round: the file takes the pages without a write waiting for it
    const busy = freshDb();
    const often = await startCheckpointer(busy.db, busy.file, { everyMs: 20 });
    await write(busy.db);
    await expect
      .poll(() => fs.statSync(busy.file).size, { timeout: 10_000 })
      .toBeGreaterThan(8_000_000);
    await often.stop();
  });
});
