import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * SQLite's checkpoints off the request path (ADR 086). In WAL mode SQLite copies the log back
 * into the database file every 1,000 pages, in the connection whose commit crossed the line,
 * and syncs the file (synchronous=FULL): that write's answer waited for it. At 100,000 members
 * the pages it copies lie all over a 3.4 GB file, and the writes' p99 was that copy (24 ms,
 * against 10 ms with no checkpoint at all: docs/performance.md). Here the server's connection
 * never checkpoints; a thread of its own, on its own connection, runs a PASSIVE checkpoint
 * every `everyMs` (one that never waits for readers or the writer, and copies what it can).
 * Should that thread stop, the connection checkpoints for itself again.
 */

/** The thread's code: plain JavaScript, so it needs no loader for TypeScript. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    // busy or locked: the next turn tries again
  }
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type Checkpointer = { stop: () => Promise<void> };

/** Starts the checkpoints' thread for the SQLite file behind `db` (nothing for PostgreSQL). */
export async function startCheckpointer(
  db: Db,
  file: string,
  opts: { everyMs?: number; onStopped?: (err: unknown) => void } = {},
): Promise<Checkpointer> {
  if (db.kind !== 'sqlite') return { stop: () => Promise.resolve() };
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver, everyMs: opts.everyMs ?? 1000 },
  });
  worker.unref();
  let stopping = false;
  const backToSelf = (err: unknown) => {
    if (stopping) return;
    // the thread is gone: the connection checkpoints for itself again (SQLite's default)
    void sql`pragma wal_autocheckpoint = 1000`.execute(db).catch(() => undefined);
    opts.onStopped?.(err);
  };
  worker.on('error', backToSelf);
  worker.on('exit', (code) => backToSelf(new Error(`the checkpoint thread ended (${code})`)));
  await sql`pragma wal_autocheckpoint = 0`.execute(db);
  return {
    stop: async () => {
      stopping = true;
      const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      await ended;
      await sql`pragma wal_autocheckpoint = 1000`.execute(db).catch(() => undefined);
    },
  };
}
