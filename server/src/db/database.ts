import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type Driver } from 'kysely';
import pg from 'pg';
import type { Config } from '#src/config.ts';
import { keepPrepared } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type DbKind = 'sqlite' | 'postgres';

export type Db = Kysely<Database> & { readonly kind: DbKind };

/** A database or a transaction in it: what services hand to queries (they never import Kysely). */
export type Conn = Kysely<Database>;

// count(*) and other int8 values come back from pg as strings; the catalogue never nears 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
// numeric (averages) as numbers.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
// timestamptz as the ISO 8601 text SQLite holds (toIso's form), not a Date: one form on both
// databases, and no Date made and formatted again for every timestamp of every row.
const pgDate = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => unknown;
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, pgTimestampIso);

const PG_UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * PostgreSQL's text of a timestamptz as `YYYY-MM-DDTHH:MM:SS.mmmZ` (what Date#toISOString
 * writes, to the millisecond as pg's Date was). A session in UTC (the usual) is read by its
 * letters; any other zone, a year past 9999 or before 1 through pg's own parser. Exported for
 * its test.
 */
export function pgTimestampIso(text: string): string {
  const m = PG_UTC_TIMESTAMP.exec(text);
  if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
  const date = pgDate(text);
  // 'infinity' and the like have no ISO form: kept as PostgreSQL wrote them
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : text;
}

/** Opens the database the configuration names: SQLite in DATA_DIR, or PostgreSQL by URL. */
export function createDb(
  database: Config['database'],
  opts: { poolSize?: number; onPoolError?: (err: Error) => void } = {},
): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: opts.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      // No parallel workers for the app's queries: each reads a few hundred rows by index, and
      // a worker's start-up (several ms) cost more than it saved (docs/performance.md). An
      // operator's PGOPTIONS replaces this.
      options: process.env.PGOPTIONS ?? '-c max_parallel_workers_per_gather=0',
    });
    // named prepared statements, the last PG_PREPARED_STATEMENTS (200) of each connection;
    // 0 turns them off (a pooler in transaction mode: docs/operations.md, ADR 073)
    const prepared = Number(process.env.PG_PREPARED_STATEMENTS ?? 200);
    if (Number.isInteger(prepared) && prepared > 0) {
      pool.on('connect', (client) => keepPrepared(client, prepared));
    }
    // An idle connection can fail (the server restarted); without a listener that would end
    // the process. The pool replaces the connection on the next query.
    pool.on(
      'error',
      opts.onPoolError ??
        ((err) => {
          console.error(`PostgreSQL connection lost: ${err.message}`);
        }),
    );
    return withKind(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = openSqlite(database.file);
  return withKind(
    new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    'sqlite',
  );
}

/**
 * Kysely's SQLite dialect with its transactions begun IMMEDIATE, holding the write lock from
 * their first statement. A deferred one reads first and takes the lock at its first write;
 * when another process wrote in between (the CLI, a journey writing rows directly), SQLite
 * refuses that write at once (SQLITE_BUSY, its busy timeout not waited), and the request
 * failed. An immediate one waits for the lock instead. This process has one connection and
 * runs one transaction at a time either way.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/**
 * Kysely's SQLite driver prepares every query it runs; compiling the same SQL again costs
 * more than running most of our queries (docs/performance.md). This keeps the last 500
 * statements by their SQL text (a statement still iterating is never handed out twice).
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const hit = statements.get(source);
    if (hit !== undefined && !hit.busy) return hit;
    const stmt = sqlite.prepare(source);
    if (hit === undefined) {
      statements.set(source, stmt);
      if (statements.size > max) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
    }
    return stmt;
  };
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** better-sqlite3 with the durability and concurrency settings the project relies on. */
export function openSqlite(file: string): SQLite.Database {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -64000');
  // reads through a memory map of the file (ADR 072): a page not in the 64 MB cache is a
  // lookup in the system's file cache rather than a read() and a copy; up to 8 GB of the file
  sqlite.pragma('mmap_size = 8589934592');
  return sqlite;
}

/**
 * Keeps SQLite's planner statistics current (`PRAGMA optimize`, with a bounded sample): at
 * start, after the migrations (`0x10002`: also the tables never analysed), and hourly.
 * Without them its planner guesses join orders, and some of ours read whole tables (ADR 066).
 * PostgreSQL's autovacuum analyses on its own.
 */
export async function refreshPlannerStats(db: Db, atStart: boolean): Promise<void> {
  if (db.kind !== 'sqlite') return;
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql.raw(atStart ? 'pragma optimize = 0x10002' : 'pragma optimize').execute(db);
}

function withKind(db: Kysely<Database>, kind: DbKind): Db {
  return Object.assign(db, { kind });
}
