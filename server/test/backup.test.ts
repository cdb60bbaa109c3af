import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type Config } from '#src/config.ts';
import { createDb, type Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { migrateToLatest, migrations } from '#src/db/migrate.ts';
import {
  BackupError,
  RestoreRefused,
  backup,
  readManifest,
  restore,
  tableDigests,
} from '#src/ops/backup.ts';
import { seedOnce } from '#src/seed/seed.ts';
import { withDatabase } from './global-setup.ts';
import {
  createUser,
  inkSupply,
  openTestDb,
  withSession,
  type TestContext,
  createTestApp,
} from './helpers.ts';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const quiet = () => undefined;
const SEARCH = '2026-11-24T0800-search';
const ACCESS_TOKENS = '2026-11-25T0100-access-tokens';

let source: TestContext;
let scratch: string;
const cleanups: (() => Promise<void>)[] = [];

/** A JPEG of its own colour, as the upload form sends it. */
async function photo(shade: number): Promise<string> {
  const buf = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 90, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-backup-test-'));
  source = await createTestApp({ RATE_LIMIT_IMAGE_USER: '1000/1m' });
  // Members and what they do, through the API: comments, ink-ventory, community images
  // (files under DATA_DIR/media), on top of the demo catalogue.
  const nextInk = await inkSupply(source.db, 10, 20);
  for (let i = 0; i < 3; i++) {
    const { browser } = await withSession(source);
    const inkId = nextInk();
    const comment = await browser.post(`/api/inks/${inkId}/comments`, {
      content: `Lovely shading, member ${i} — ünïcödé`,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const entry = await browser.post(`/api/inks/${inkId}/collection`, {
      status: 'owned',
      rating: 4,
      notes: 'Bought at the pen show.',
      acquiredDate: '2026-03-14',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const image = await browser.post(`/api/inks/${inkId}/community-images`, {
      imageUrl: await photo(40 * i),
      caption: 'Swatch',
      category: 'Swatch',
      ownershipConfirmed: true,
      appropriatenessConfirmed: true,
    });
    expect(image.statusCode, image.body).toBe(201);
  }
  expect(mediaOf(source.config).size).toBeGreaterThan(0);
});

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await source.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** DATA_DIR/media as relative name -> SHA-256 of the content. */
function mediaOf(config: Config): Map<string, string> {
  const dir = path.join(config.dataDir, 'media');
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    if (!fs.existsSync(path.join(dir, rel))) return;
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, e.name);
      if (e.isDirectory()) walk(child);
      else
        out.set(
          child,
          createHash('sha256')
            .update(fs.readFileSync(path.join(dir, child)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return out;
}

type Target = { config: Config; open: () => Db };

/**
 * A target with nothing in it: a new DATA_DIR, and on PostgreSQL a new database made from
 * template0 (no tables at all).
 */
async function emptyTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'target-'));
  const base = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const pgUrl = inject('pgUrl');
  let config = base;
  if (pgUrl) {
    const name = `inklore_bk_${randomBytes(6).toString('hex')}`;
    const admin = createDb({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
    await sql`create database ${sql.id(name)} template template0`.execute(admin);
    await admin.destroy();
    config = { ...base, database: { kind: 'postgres', url: withDatabase(pgUrl, name) } };
    cleanups.push(async () => {
      const a = createDb({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(a);
      await a.destroy();
    });
  }
  return track(config);
}

/** Opened databases are closed at the end. */
function track(config: Config): Target {
  const opened: Db[] = [];
  cleanups.push(async () => {
    for (const db of opened) await db.destroy();
  });
  return {
    config,
    open: () => {
      const db = createDb(config.database, { poolSize: 2 });
      opened.push(db);
      return db;
    },
  };
}

function backupFile(): string {
  return path.join(scratch, `${randomBytes(4).toString('hex')}.backup`);
}

describe('backup and restore', () => {
  it('restores into an empty target: every table, row and media file as it was', async () => {
    const file = backupFile();
    const before = await tableDigests(source.db);
    expect(before['users']?.rows).toBeGreaterThanOrEqual(3);
    expect(before['comments']?.rows).toBe(3);
    expect(before['inventory_entries']?.rows).toBe(3);
    expect(before['community_images']?.rows).toBe(3);

    const made = await backup(source.config, file, { log: quiet });
    expect(made.manifest.tables).toEqual(before);
    expect(made.manifest.media.files).toBe(mediaOf(source.config).size);

    const target = await emptyTarget();
    const lines: string[] = [];
    const done = await restore(target.config, file, { log: (l) => lines.push(l) });
    const db = target.open();
    expect(await tableDigests(db)).toEqual(before);
    expect(mediaOf(target.config)).toEqual(mediaOf(source.config));
    expect(done.mediaFiles).toBe(mediaOf(source.config).size);
    expect(done.rows).toBe(Object.values(before).reduce((n, t) => n + t.rows, 0));
    expect(lines.at(-2)).toMatch(
      /^Restored \d+ tables \(\d+ rows\) and \d+ media files \(.+\) in [\d.]+ s; every table matches the backup\.$/,
    );

    // The server's start on it: nothing left to migrate, and new rows get new ids.
    expect(await migrateToLatest(db)).toEqual([]);
    const user = await createUser(db);
    const maxBefore = await source.db
      .selectFrom('users')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow();
    expect(user.id).toBeGreaterThan(maxBefore.m);
  });

  it('restores into a migrated database that holds no data yet (a first start with SEED=none)', async () => {
    const file = backupFile();
    await backup(source.config, file, { log: quiet });
    const target = await emptyTarget();
    const db = target.open();
    await migrateToLatest(db);
    await seedOnce(db, 'none');
    await restore(target.config, file, { log: quiet });
    expect(await tableDigests(db)).toEqual(await tableDigests(source.db));
  });

  it('refuses a target holding data, changing nothing, and replaces it with --force', async () => {
    const file = backupFile();
    await backup(source.config, file, { log: quiet });

    // Another site's data: the demo catalogue, a member, and a media file.
    const other = await openTestDb();
    const dataDir = fs.mkdtempSync(path.join(scratch, 'other-'));
    fs.mkdirSync(path.join(dataDir, 'media', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'avatars', 'theirs.png'), 'not ours');
    await createUser(other.db);
    const target: Target = {
      config: {
        ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
        database: other.database,
      },
      open: () => other.db,
    };
    cleanups.push(other.drop);
    const theirs = await tableDigests(other.db);
    const theirMedia = mediaOf(target.config);

    const refused = restore(target.config, file, { log: quiet });
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refused).rejects.toThrow(
      /^Not restoring: .+ already holds data \(users: 1, inks: \d+, news: \d+, and rows in \d+ more tables?, 1 media file\); nothing was changed\. Stop the server and run again with --force/,
    );
    expect(await tableDigests(other.db)).toEqual(theirs);
    expect(mediaOf(target.config)).toEqual(theirMedia);
    expect(fs.readdirSync(dataDir).filter((f) => f.startsWith('.'))).toEqual([]);

    await restore(target.config, file, { force: true, log: quiet });
    expect(await tableDigests(target.open())).toEqual(await tableDigests(source.db));
    expect(mediaOf(target.config)).toEqual(mediaOf(source.config));
  });

  it('a backup taken while writes go on restores to one consistent moment', async () => {
    // Each write is a transaction of two rows in two tables: a consistent copy holds both or neither.
    const state = { stop: false };
    let written = 0;
    const writer = (async () => {
      while (!state.stop) {
        const i = written + 1;
        await source.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('audit_log')
            .values({
              actor_id: null,
              action: 'backup.test',
              target_type: 'test',
              target_id: i,
              created_at: nowIso(),
            })
            .execute();
          await trx
            .insertInto('app_meta')
            .values({ key: `backup-test-${String(i)}`, value: String(i) })
            .execute();
        });
        written = i;
        await new Promise((r) => setImmediate(r));
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    const atStart = written;
    const file = backupFile();
    await backup(source.config, file, { log: quiet });
    const atEnd = written;
    state.stop = true;
    await writer;
    expect(atEnd).toBeGreaterThan(atStart); // the writes went on during the backup

    const target = await emptyTarget();
    // restore itself checks every table against the digests taken with the copy
    await restore(target.config, file, { log: quiet });
    const db = target.open();
    if (target.config.database.kind === 'sqlite') {
      const raw = new SQLite(target.config.database.file, { readonly: true });
      expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(raw.pragma('foreign_key_check')).toEqual([]);
      raw.close();
    }
    const audits = await db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'backup.test')
      .orderBy('target_id')
      .execute();
    const metas = await db
      .selectFrom('app_meta')
      .select('key')
      .where('key', 'like', 'backup-test-%')
      .execute();
    const n = audits.length;
    expect(n).toBeGreaterThanOrEqual(atStart);
    expect(n).toBeLessThanOrEqual(atEnd);
    expect(metas.length).toBe(n);
    expect(audits.map((a) => a.target_id)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
  });

  it('a backup from an older schema restores as it was; the next start migrates it', async () => {
    // A site behind: the search migration and every later one undone, newest first.
    const old = await openTestDb();
    cleanups.push(old.drop);
    const behind = Object.keys(migrations)
      .filter((name) => name >= SEARCH)
      .sort();
    expect(behind).toContain(ACCESS_TOKENS);
    for (const name of [...behind].reverse()) await migrations[name]?.down?.(old.db);
    await sql`delete from kysely_migration where name in (${sql.join(behind)})`.execute(old.db);
    const oldConfig: Config = {
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(scratch, 'old-')) }),
      database: old.database,
    };
    const file = backupFile();
    const made = await backup(oldConfig, file, { log: quiet });
    expect(made.manifest.migrations).not.toContain(SEARCH);
    expect(made.manifest.tables['brand_aliases']).toBeUndefined();
    expect(made.manifest.tables['access_tokens']).toBeUndefined();

    const target = await emptyTarget();
    await restore(target.config, file, { log: quiet });
    const db = target.open();
    expect(await tableDigests(db)).toEqual(made.manifest.tables);
    expect(await migrateToLatest(db)).toEqual(behind);
    const aliases = await db
      .selectFrom('brand_aliases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(aliases.n).toBeGreaterThan(0);

    // --force over a site on the newer schema: what the older backup lacks goes too, so the
    // next start can migrate it again.
    const newer = await openTestDb();
    cleanups.push(newer.drop);
    const newerConfig: Config = {
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(scratch, 'new-')) }),
      database: newer.database,
    };
    await restore(newerConfig, file, { force: true, log: quiet });
    expect(await tableDigests(newer.db)).toEqual(made.manifest.tables);
    expect(await migrateToLatest(newer.db)).toEqual(behind);
  });

  it("with MEDIA_STORE=s3 the media are the bucket's: not in the backup, and it says so", async () => {
    const lines: string[] = [];
    const s3: Config = {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: source.config.dataDir,
        MEDIA_STORE: 's3',
        S3_BUCKET: 'inklore-media',
      }),
      database: source.config.database,
    };
    const made = await backup(s3, backupFile(), { log: (l) => lines.push(l) });
    expect(made.manifest.media).toEqual({ files: 0, bytes: 0, store: 's3' });
    expect(lines).toContain(
      'Media: NOT in this backup: MEDIA_STORE=s3 keeps them in the bucket inklore-media; back it up with its own tools (bucket versioning, or aws s3 sync s3://inklore-media <folder>).',
    );
  });

  it('says what is wrong with a file that is missing, not a backup, or for the other database', async () => {
    const target = await emptyTarget();
    const missing = path.join(scratch, 'nowhere.backup');
    await expect(restore(target.config, missing, { log: quiet })).rejects.toThrow(
      `There is no backup file at ${missing}: name the file npm run backup wrote.`,
    );
    const text = path.join(scratch, 'notes.txt');
    fs.writeFileSync(text, 'hello');
    await expect(restore(target.config, text, { log: quiet })).rejects.toThrow(
      /is not an Inklore backup \(no inklore-backup\.json in a tar archive\)/,
    );
    const tarball = path.join(scratch, 'other.tar.gz');
    spawnSync('tar', ['-czf', tarball, '-C', scratch, 'notes.txt']);
    await expect(readManifest(tarball)).rejects.toBeInstanceOf(BackupError);

    const file = backupFile();
    await backup(source.config, file, { log: quiet });
    const otherKind: Config =
      target.config.database.kind === 'sqlite'
        ? {
            ...target.config,
            database: { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/x' },
          }
        : { ...target.config, database: { kind: 'sqlite', file: path.join(scratch, 'x.sqlite') } };
    await expect(restore(otherKind, file, { log: quiet })).rejects.toThrow(
      target.config.database.kind === 'sqlite'
        ? /holds a SQLite database, but DATABASE_URL names PostgreSQL/
        : /holds a PostgreSQL dump, but DATABASE_URL is not set/,
    );
    // a backup from a newer Inklore: a migration this code does not know
    const unpacked = fs.mkdtempSync(path.join(scratch, 'newer-'));
    spawnSync('tar', ['-xf', file, '-C', unpacked]);
    const manifestFile = path.join(unpacked, 'inklore-backup.json');
    const m = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { migrations: string[] };
    m.migrations.push('2099-01-01T0000-future');
    fs.writeFileSync(manifestFile, JSON.stringify(m));
    const newer = backupFile();
    spawnSync('tar', ['-cf', newer, '-C', unpacked, ...fs.readdirSync(unpacked).sort()]);
    await expect(restore(target.config, newer, { log: quiet })).rejects.toThrow(
      `${newer} comes from a newer Inklore (migration 2099-01-01T0000-future is unknown here): update Inklore, then restore.`,
    );
    // nothing was made in the target
    expect(fs.readdirSync(target.config.dataDir)).toEqual([]);
  });

  it('the command line: exit 1 and one line when it refuses, 2 on a wrong call', async () => {
    const file = backupFile();
    await backup(source.config, file, { log: quiet });
    const env = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      DATA_DIR: source.config.dataDir,
      ...(source.config.database.kind === 'postgres'
        ? { DATABASE_URL: source.config.database.url }
        : {}),
    };
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/run.mjs', 'server/src/ops/backup-cli.ts', ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
    const refused = cli('restore', file);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/^Not restoring: .+ already holds data .+--force/);

    const wrong = cli('restore');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^restore: name the backup FILE\./);
    const missing = cli('backup', path.join(scratch, 'no-such-folder', 'x.backup'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^The folder .+no-such-folder does not exist/);

    const digest = cli('digest', file);
    expect(digest.status).toBe(0);
    expect(JSON.parse(digest.stdout)).toEqual((await readManifest(file)).tables);
  });
});
