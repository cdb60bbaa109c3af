import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp, type AppInstance } from '#src/app.ts';
import { loadConfig, type Config } from '#src/config.ts';
import { createDb, type Db } from '#src/db/database.ts';
import { withDatabase } from './global-setup.ts';

export type TestContext = { app: AppInstance; db: Db; config: Config; close: () => Promise<void> };

/**
 * A real database for one test file, already migrated and holding the demo catalogue:
 * a copy of the SQLite template, or a PostgreSQL database cloned from the template database
 * when TEST_DATABASE_URL is set. Nothing is mocked.
 */
export async function openTestDb(): Promise<{
  db: Db;
  drop: () => Promise<void>;
  database: Config['database'];
}> {
  const pgUrl = inject('pgUrl');
  if (pgUrl) {
    const name = `inklore_t_${randomBytes(6).toString('hex')}`;
    const admin = createDb({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
    await sql`create database ${sql.id(name)} template ${sql.id(inject('pgTemplate'))}`.execute(
      admin,
    );
    const database = { kind: 'postgres' as const, url: withDatabase(pgUrl, name) };
    const db = createDb(database, { poolSize: 4 });
    return {
      db,
      database,
      drop: async () => {
        await db.destroy();
        await sql`drop database if exists ${sql.id(name)}`.execute(admin);
        await admin.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-t-'));
  const file = path.join(dir, 'inklore.sqlite');
  fs.copyFileSync(inject('sqliteTemplate'), file);
  const database = { kind: 'sqlite' as const, file };
  const db = createDb(database);
  return {
    db,
    database,
    drop: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** buildApp on a fresh test database; extra environment overrides the defaults. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const { db, drop, database } = await openTestDb();
  const config: Config = { ...loadConfig({ LOG_LEVEL: 'silent', ...env }), database };
  const app = await buildApp(config, { db });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Parses a JSON response body with a type the test states. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the expected shape
export function json<T>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}

/** Headers for a mutating call: a CSRF token from the API, sent as header and cookie. */
export async function csrfHeaders(
  app: AppInstance,
  cookies: Record<string, string> = {},
): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/csrf-token' });
  const token = (JSON.parse(res.body) as { csrfToken: string }).csrfToken;
  const jar = { ...cookies, inklore_csrf: token };
  return {
    'x-csrf-token': token,
    cookie: Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  };
}
