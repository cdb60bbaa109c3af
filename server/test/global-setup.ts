import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { seedOnce } from '#src/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, demo-seeded SQLite file that each test file copies. */
    sqliteTemplate: string;
    /** PostgreSQL: the server URL and a migrated, demo-seeded template database name. */
    pgUrl: string;
    pgTemplate: string;
  }
}

/**
 * Prepares the database every test file starts from, once per run: migrated and seeded with
 * the demo catalogue. SQLite by default; PostgreSQL too when TEST_DATABASE_URL is set, in
 * which case the suite runs against PostgreSQL (a fresh database per test file, copied from
 * a template database).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-test-'));
  const file = path.join(dir, 'template.sqlite');
  // every error message the suite's answers send that the catalogue lacks (ADR 084)
  const audit = path.join(dir, 'sentences-lacking.txt');
  process.env['SENTENCE_AUDIT'] = audit;
  const db = createDb({ kind: 'sqlite', file });
  await migrateToLatest(db);
  await seedOnce(db, 'demo');
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  await db.destroy();
  project.provide('sqliteTemplate', file);

  const pgUrl = process.env['TEST_DATABASE_URL'] ?? '';
  let pgTemplate = '';
  if (pgUrl) {
    pgTemplate = `inklore_tpl_${process.pid}`;
    const admin = createDb({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
    await sql`drop database if exists ${sql.id(pgTemplate)}`.execute(admin);
    await sql`create database ${sql.id(pgTemplate)}`.execute(admin);
    const tpl = createDb(
      { kind: 'postgres', url: withDatabase(pgUrl, pgTemplate) },
      { poolSize: 1 },
    );
    await migrateToLatest(tpl);
    await seedOnce(tpl, 'demo');
    await tpl.destroy();
    await admin.destroy();
  }
  project.provide('pgUrl', pgUrl);
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    const lacking = fs.existsSync(audit)
      ? [...new Set(fs.readFileSync(audit, 'utf8').split('\n').filter(Boolean))]
      : [];
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgUrl) {
      const admin = createDb({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
      await sql`drop database if exists ${sql.id(pgTemplate)} with (force)`.execute(admin);
      await admin.destroy();
    }
    if (lacking.length > 0) {
      // a teardown's error is printed but does not fail the run: the exit status does
      console.error(
        `FAILED: the server sent ${lacking.length} error message(s) that contract/src/sentences/sentences.ts lacks, so no client can write them in its reader's language; add each with its key and translations (ADR 084):\n${lacking.join('\n')}`,
      );
      process.exitCode = 1;
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
