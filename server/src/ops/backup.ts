import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Config } from '#src/config.ts';
import { createDb, type Db, type DbKind } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';

/** A database, or one connection of it (tableDigests runs inside pg_dump's snapshot). */
type Conn = Kysely<Database>;

/**
 * Backup and restore of the configured database and its media (docs/operations.md, "Backup
 * and restore"). A backup file is a tar archive (written and read by GNU tar, /usr/bin/tar on
 * Debian) holding, in this order:
 *
 *   inklore-backup.json   the manifest: format, version, when, which database, the migrations
 *                         applied, each table's row count and content hash, the media's size
 *   database.sqlite.gz    SQLite: a copy made with SQLite's online backup API (one file, no
 *                         WAL), gzip-compressed (level 1: ~3 s for 55 MB, a third of the size)
 *   database.pgdump       PostgreSQL: pg_dump --format=custom, from the same snapshot the
 *                         manifest's hashes were computed on
 *   media/<folder>/<name> DATA_DIR/media as it was just after the database was copied
 *
 * The archive itself is not compressed: images and the dump are already, and gzip spent
 * ~10 s on 95 MB of them for nothing. `tar -tvf FILE` lists it; `tar -xf FILE` unpacks it.
 */

/** The database's file in the archive, by kind. */
const DATABASE_FILE = { sqlite: 'database.sqlite.gz', postgres: 'database.pgdump' } as const;

export const MANIFEST = 'inklore-backup.json';
export const FORMAT = 'inklore-backup';
export const VERSION = 1;

export type TableDigest = { rows: number; sha256: string };
/** Per table (sorted by name): its row count and a SHA-256 of its content. */
export type Digests = Record<string, TableDigest>;

export type Manifest = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: DbKind;
  databaseFile: string;
  migrations: string[];
  tables: Digests;
  /** DATA_DIR/media's files; `store: 's3'`: the media were in a bucket, not in this backup. */
  media: { files: number; bytes: number; store?: 'local' | 's3' };
};

export type Log = (line: string) => void;

/** A step failed; the message says what happened and what to do. */
export class BackupError extends Error {}

/** A program the step needs (tar, pg_dump, pg_restore) is not installed. */
export class ProgramMissing extends BackupError {}

/** Restore would overwrite data and --force was not given; nothing was changed. */
export class RestoreRefused extends BackupError {}

export type BackupSummary = { file: string; bytes: number; manifest: Manifest; seconds: number };
export type RestoreSummary = {
  tables: number;
  rows: number;
  mediaFiles: number;
  mediaBytes: number;
  seconds: number;
  manifest: Manifest;
};

// --- Table digests ----------------------------------------------------------------------------

type TableInfo = { name: string; columns: string[]; key: string[] };

/** Tables written by migrations or holding short-lived counters: not "data" for restore's check. */
const BOOKKEEPING = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'app_meta',
  'data_versions',
  'brand_aliases',
  'rate_limits',
  'badge_targets',
]);

/**
 * The ordinary tables of the database with their stored columns (sorted by name) and primary
 * key. SQLite's own tables and the full-text index (a virtual table and its shadow tables,
 * derived from inks) are left out, as are PostgreSQL's generated columns (the search vector),
 * so both databases list the same tables and columns for the same schema.
 */
async function listTables(db: Conn, kind: DbKind): Promise<TableInfo[]> {
  const out: TableInfo[] = [];
  if (kind === 'sqlite') {
    const tables = await sql<{ name: string }>`
      select name from pragma_table_list
      where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\'
      order by name`.execute(db);
    for (const { name } of tables.rows) {
      const cols = await sql<{ name: string; pk: number }>`
        select name, pk from pragma_table_info(${name})`.execute(db);
      out.push({
        name,
        columns: cols.rows.map((c) => c.name).sort(),
        key: cols.rows
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name),
      });
    }
    return out;
  }
  // One catalogue query for every table (information_schema takes ~20 ms a question).
  const cols = await sql<{ table: string; column: string; generated: boolean; pk: number | null }>`
    select c.relname as table, a.attname as column, a.attgenerated <> '' as generated,
      array_position(i.indkey::int2[], a.attnum) as pk
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    where n.nspname = current_schema() and c.relkind in ('r', 'p')`.execute(db);
  const byTable = new Map<string, { columns: string[]; key: { name: string; at: number }[] }>();
  for (const r of cols.rows) {
    const t = byTable.get(r.table) ?? { columns: [], key: [] };
    byTable.set(r.table, t);
    if (r.generated) continue;
    t.columns.push(r.column);
    if (r.pk !== null) t.key.push({ name: r.column, at: r.pk });
  }
  for (const [name, t] of byTable) {
    out.push({
      name,
      columns: t.columns.sort(),
      key: t.key.sort((a, b) => a.at - b.at).map((k) => k.name),
    });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * One value as both databases give it: null; booleans as 1/0; whole numbers as they are
 * (bigint too); other numbers at PostgreSQL `real` precision (Math.fround: SQLite keeps a
 * double where PostgreSQL keeps a float4, and both round to the same float4); dates as ISO
 * 8601; bytes as base64; JSON objects with sorted keys.
 */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (typeof value === 'number') return Number.isInteger(value) ? value : Math.fround(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return null; // symbols and functions: no database returns them
}

const PAGE = 5000;

/**
 * Per table: the row count and a SHA-256 of its content, computed the same way on SQLite and
 * PostgreSQL. Rows are read in primary-key order, a page at a time; each row (its values in
 * column-name order, normalised by `canonical`) is hashed on its own, and the table's hash is
 * over its column names and the sorted row hashes, so it does not depend on the order either
 * database sorts text keys in. Equal digests: the same rows with the same values.
 */
export async function tableDigests(db: Db): Promise<Digests> {
  return digestsOf(db, db.kind);
}

async function digestsOf(db: Conn, kind: DbKind): Promise<Digests> {
  const out: Digests = {};
  for (const table of await listTables(db, kind)) {
    const order = table.key.length > 0 ? table.key : table.columns;
    const rowHashes: string[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await sql<Record<string, unknown>>`
        select ${sql.join(table.columns.map((c) => sql.ref(c)))} from ${sql.table(table.name)}
        order by ${sql.join(order.map((c) => sql.ref(c)))}
        limit ${PAGE} offset ${offset}`.execute(db);
      for (const row of page.rows) {
        const values = table.columns.map((c) => canonical(row[c]));
        rowHashes.push(createHash('sha256').update(JSON.stringify(values)).digest('hex'));
      }
      if (page.rows.length < PAGE) break;
    }
    rowHashes.sort();
    const hash = createHash('sha256').update(JSON.stringify(table.columns));
    for (const h of rowHashes) hash.update(`\n${h}`);
    out[table.name] = { rows: rowHashes.length, sha256: hash.digest('hex') };
  }
  return out;
}

/** The tables holding data (rows outside BOOKKEEPING), with their row counts. */
async function tablesWithData(db: Conn, kind: DbKind): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const table of await listTables(db, kind)) {
    if (BOOKKEEPING.has(table.name)) continue;
    const r = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(table.name)}`.execute(db);
    const n = Number(r.rows[0]?.n ?? 0);
    if (n > 0) found.set(table.name, n);
  }
  return found;
}

async function appliedMigrations(db: Conn, kind: DbKind): Promise<string[]> {
  const tables = await listTables(db, kind);
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const r = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    db,
  );
  return r.rows.map((m) => m.name);
}

// --- Files, processes -------------------------------------------------------------------------

function mb(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function count(n: number, thing: string): string {
  return `${n} ${thing}${n === 1 ? '' : 's'}`;
}

function seconds(since: number): number {
  return Math.round((performance.now() - since) / 10) / 100;
}

/** Regular files under `dir`, relative to it, sorted; names starting with a dot (temp files) left out. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const child = rel ? path.join(rel, entry.name) : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

function sizeOf(dir: string, files: string[]): number {
  return files.reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
}

/** Runs a program to its end: its stdout, or a rejection with its last lines of stderr. */
function run(
  program: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; hint: string },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new ProgramMissing(`${program} was not found. ${opts.hint}`)
          : new BackupError(`${program} could not run: ${err.message}`),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else {
        const lines = stderr.trim().split('\n').slice(-6).join('\n  ');
        reject(
          new BackupError(
            `${path.basename(program)} failed (exit ${code ?? 'signal'}): ${lines || 'no message'}`,
          ),
        );
      }
    });
  });
}

const TAR_HINT = 'Install GNU tar (Debian: apt-get install tar).';

/** The PostgreSQL client program: PG_BIN/<name>, else PATH, else the newest /usr/lib/postgresql/N/bin. */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const bin = process.env['PG_BIN'];
  if (bin) return path.join(bin, name);
  for (const dir of (process.env['PATH'] ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}

const PG_HINT =
  'Install the PostgreSQL client (Debian: apt-get install postgresql-client) or set PG_BIN to the folder holding pg_dump and pg_restore.';

/** The URL without its password (given to the programs in PGPASSWORD, out of the process list). */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) {
    env['PGPASSWORD'] = decodeURIComponent(u.password);
    u.password = '';
  }
  return { dbname: u.toString(), env };
}

function fsyncFile(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

// --- Backup -----------------------------------------------------------------------------------

/**
 * Writes FILE: the configured database and DATA_DIR/media. The server may keep running: SQLite
 * is copied with the online backup API (one read transaction; writers go on in WAL mode),
 * PostgreSQL with pg_dump from a snapshot. The database is copied first, then the media, so a
 * file uploaded meanwhile is in the backup (unreferenced) rather than missing.
 */
export async function backup(
  config: Config,
  file: string,
  opts: { log?: Log } = {},
): Promise<BackupSummary> {
  const log = opts.log ?? console.log;
  const started = performance.now();
  const target = path.resolve(file);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) {
    throw new BackupError(
      `${target} is a folder: name the backup file to write, e.g. ${path.join(target, 'inklore.backup')}.`,
    );
  }
  if (!fs.existsSync(path.dirname(target))) {
    throw new BackupError(
      `The folder ${path.dirname(target)} does not exist: create it or name a file in another folder.`,
    );
  }
  const stagingRoot = fs.existsSync(config.dataDir) ? config.dataDir : path.dirname(target);
  const staging = fs.mkdtempSync(path.join(stagingRoot, '.inklore-backup-'));
  const partial = `${target}.partial-${path.basename(staging).slice(-6)}`;
  try {
    const databaseFile = DATABASE_FILE[config.database.kind];
    let tables: Digests;
    let migrations: string[];
    if (config.database.kind === 'sqlite') {
      ({ tables, migrations } = await backupSqlite(
        config.database.file,
        path.join(staging, databaseFile),
        log,
      ));
    } else {
      ({ tables, migrations } = await backupPostgres(
        config.database.url,
        path.join(staging, databaseFile),
        log,
      ));
    }
    const rows = Object.values(tables).reduce((n, t) => n + t.rows, 0);
    log(`  ${Object.keys(tables).length} tables, ${rows} rows (${seconds(started)} s)`);

    // Media: hard links into the staging folder (same disk: instant, and a file removed from
    // DATA_DIR/media meanwhile stays whole here); a copy where links are not possible.
    // With MEDIA_STORE=s3 the media are the bucket's: backed up with the bucket's own tools.
    const mediaDir = path.join(config.dataDir, 'media');
    const inBucket = config.media.kind === 's3' ? config.media.bucket : null;
    const media = inBucket === null ? filesUnder(mediaDir) : [];
    for (const rel of media) {
      const to = path.join(staging, 'media', rel);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      try {
        fs.linkSync(path.join(mediaDir, rel), to);
      } catch {
        fs.copyFileSync(path.join(mediaDir, rel), to);
      }
    }
    const mediaBytes = sizeOf(path.join(staging, 'media'), media);
    log(
      inBucket === null
        ? `Media: ${count(media.length, 'file')} (${mb(mediaBytes)}) from ${mediaDir}`
        : `Media: NOT in this backup: MEDIA_STORE=s3 keeps them in the bucket ${inBucket}; back it up with its own tools (bucket versioning, or aws s3 sync s3://${inBucket} <folder>).`,
    );

    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: config.database.kind,
      databaseFile,
      migrations,
      tables,
      media: { files: media.length, bytes: mediaBytes, store: config.media.kind },
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    log(`Writing ${target}...`);
    const members = [MANIFEST, databaseFile, ...(media.length > 0 ? ['media'] : [])];
    await run('tar', ['--create', '--file', partial, '-C', staging, ...members], {
      hint: TAR_HINT,
    });
    fsyncFile(partial);
    fs.renameSync(partial, target);
    const bytes = fs.statSync(target).size;
    const took = seconds(started);
    log(
      `Backup written: ${target} (${mb(bytes)}; ${Object.keys(tables).length} tables, ${rows} rows, ${count(media.length, 'media file')}) in ${took} s.`,
    );
    return { file: target, bytes, manifest, seconds: took };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function backupSqlite(
  file: string,
  gz: string,
  log: Log,
): Promise<{ tables: Digests; migrations: string[] }> {
  const copy = gz.replace(/\.gz$/, '');
  if (!fs.existsSync(file)) {
    throw new BackupError(
      `There is no database at ${file}: set DATA_DIR to the folder holding inklore.sqlite (or DATABASE_URL for PostgreSQL).`,
    );
  }
  const wal = `${file}-wal`;
  const walSize = fs.existsSync(wal) ? fs.statSync(wal).size : 0;
  log(
    `Copying the SQLite database ${file} (${mb(fs.statSync(file).size + walSize)}) with SQLite's online backup...`,
  );
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // Every page in one step: one read transaction, so the copy is one moment's database
    // and a write from the running server never restarts it (WAL: writers are not blocked).
    await source.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const db = createDb({ kind: 'sqlite', file: copy });
  let tables: Digests;
  let migrations: string[];
  try {
    tables = await tableDigests(db);
    migrations = await appliedMigrations(db, 'sqlite');
  } finally {
    await db.destroy();
  }
  // One self-contained file in the archive: no -wal beside it.
  const raw = new SQLite(copy);
  try {
    raw.pragma('journal_mode = DELETE');
  } finally {
    raw.close();
  }
  log(`  copied; compressing ${mb(fs.statSync(copy).size)}...`);
  await pipeline(fs.createReadStream(copy), createGzip({ level: 1 }), fs.createWriteStream(gz));
  fs.rmSync(copy);
  return { tables, migrations };
}

async function backupPostgres(
  url: string,
  dump: string,
  log: Log,
): Promise<{ tables: Digests; migrations: string[] }> {
  const db = createDb({ kind: 'postgres', url }, { poolSize: 1, onPoolError: () => undefined });
  const { dbname, env } = pgConnection(url);
  try {
    return await db.connection().execute(async (conn) => {
      // pg_dump reads the snapshot this transaction exported, and the digests are computed
      // in it: the manifest describes exactly the dump, whatever the server writes meanwhile.
      await sql`begin transaction isolation level repeatable read, read only`.execute(conn);
      try {
        const snapshot = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(conn);
        const program = pgProgram('pg_dump');
        log(`Dumping PostgreSQL (DATABASE_URL) with ${program} --format=custom...`);
        await run(
          program,
          [
            '--format=custom',
            `--snapshot=${snapshot.rows[0]?.id ?? ''}`,
            '--file',
            dump,
            '--dbname',
            dbname,
          ],
          { env, hint: PG_HINT },
        );
        log(`  dump: ${mb(fs.statSync(dump).size)}; hashing the tables...`);
        const tables = await digestsOf(conn, 'postgres');
        const migrations = await appliedMigrations(conn, 'postgres');
        return { tables, migrations };
      } finally {
        await sql`commit`.execute(conn);
      }
    });
  } catch (err) {
    throw connectionError(err);
  } finally {
    await db.destroy();
  }
}

function connectionError(err: unknown): unknown {
  if (err instanceof BackupError || !(err instanceof Error)) return err;
  const code = (err as { code?: string }).code ?? '';
  if (['ECONNREFUSED', 'ENOTFOUND', '3D000', '28P01', '28000'].includes(code)) {
    return new BackupError(
      `Cannot reach PostgreSQL at DATABASE_URL: ${err.message}. Check DATABASE_URL and that the server is running.`,
    );
  }
  return err;
}

// --- Restore ----------------------------------------------------------------------------------

/** The manifest of a backup file; BackupError when it is not one. */
export async function readManifest(file: string): Promise<Manifest> {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) {
    throw new BackupError(
      `There is no backup file at ${source}: name the file npm run backup wrote.`,
    );
  }
  let text: string;
  try {
    text = await run(
      'tar',
      ['--extract', '--to-stdout', '--occurrence=1', '--file', source, MANIFEST],
      { hint: TAR_HINT },
    );
  } catch (err) {
    if (err instanceof ProgramMissing) throw err;
    throw new BackupError(
      `${source} is not an Inklore backup (no ${MANIFEST} in a tar archive): name a file written by npm run backup.`,
    );
  }
  let parsed: Partial<Record<keyof Manifest, unknown>>;
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new BackupError(`${source} is not an Inklore backup (its ${MANIFEST} is not JSON).`);
  }
  if (
    parsed.format !== FORMAT ||
    typeof parsed.version !== 'number' ||
    typeof parsed.tables !== 'object' ||
    parsed.tables === null ||
    typeof parsed.media !== 'object' ||
    parsed.media === null ||
    !Object.values(DATABASE_FILE).some((f) => f === parsed.databaseFile) ||
    !Array.isArray(parsed.migrations)
  ) {
    throw new BackupError(`${source} is not an Inklore backup (its ${MANIFEST} is not ours).`);
  }
  const manifest = parsed as Manifest;
  if (manifest.version > VERSION) {
    throw new BackupError(
      `${source} was written by a newer Inklore (backup format ${manifest.version}): update Inklore, then restore.`,
    );
  }
  return manifest;
}

/** The migrations this code knows, from the migrations folder; null when it cannot be read. */
function knownMigrations(): Set<string> | null {
  const dir = fileURLToPath(new URL('../db/migrations', import.meta.url));
  try {
    return new Set(
      fs
        .readdirSync(dir)
        .filter((f) => /\.(ts|js)$/.test(f))
        .map((f) => f.replace(/\.(ts|js)$/, '')),
    );
  } catch {
    return null;
  }
}

/** What the target holds: tables with rows (by name) and media files. */
async function targetContents(
  config: Config,
): Promise<{ tables: Map<string, number>; media: number }> {
  const media = filesUnder(path.join(config.dataDir, 'media')).length;
  if (config.database.kind === 'sqlite') {
    if (!fs.existsSync(config.database.file)) return { tables: new Map(), media };
  }
  const db = createDb(config.database, { poolSize: 1, onPoolError: () => undefined });
  try {
    return { tables: await tablesWithData(db, config.database.kind), media };
  } catch (err) {
    throw connectionError(err);
  } finally {
    await db.destroy();
  }
}

function describeContents(contents: { tables: Map<string, number>; media: number }): string {
  const named = ['users', 'inks', 'news']
    .filter((t) => contents.tables.has(t))
    .map((t) => `${t}: ${contents.tables.get(t) ?? 0}`);
  const others = [...contents.tables.keys()].filter((t) => !['users', 'inks', 'news'].includes(t));
  const parts = [...named];
  if (others.length > 0) {
    parts.push(
      named.length > 0
        ? `and rows in ${others.length} more table${others.length === 1 ? '' : 's'}`
        : `rows in ${others.join(', ')}`,
    );
  }
  if (contents.media > 0) parts.push(count(contents.media, 'media file'));
  return parts.join(', ');
}

/**
 * Restores FILE into the configured database and DATA_DIR/media. Refuses (RestoreRefused,
 * nothing changed) when the target already holds data, unless `force`. Stop the server first.
 * The database keeps the schema of the backup; the server's next start runs newer migrations.
 */
export async function restore(
  config: Config,
  file: string,
  opts: { force?: boolean; log?: Log } = {},
): Promise<RestoreSummary> {
  const log = opts.log ?? console.log;
  const started = performance.now();
  const source = path.resolve(file);
  const manifest = await readManifest(source);
  const kind = config.database.kind;
  const where =
    kind === 'sqlite' ? config.database.file : 'the PostgreSQL database at DATABASE_URL';
  if (manifest.database !== kind) {
    throw new BackupError(
      manifest.database === 'sqlite'
        ? `${source} holds a SQLite database, but DATABASE_URL names PostgreSQL: unset DATABASE_URL and set DATA_DIR to restore it.`
        : `${source} holds a PostgreSQL dump, but DATABASE_URL is not set: set DATABASE_URL to an empty PostgreSQL database to restore it.`,
    );
  }
  const known = knownMigrations();
  const unknown = known ? manifest.migrations.filter((m) => !known.has(m)) : [];
  if (unknown.length > 0) {
    throw new BackupError(
      `${source} comes from a newer Inklore (migration ${unknown[0] ?? ''} is unknown here): update Inklore, then restore.`,
    );
  }

  const contents = await targetContents(config);
  const holds = describeContents(contents);
  if (holds && !opts.force) {
    throw new RestoreRefused(
      `Not restoring: ${where} already holds data (${holds}); nothing was changed. Stop the server and run again with --force to replace it with the backup.`,
    );
  }
  log(
    `Restoring ${source} (taken ${manifest.createdAt}, ${kind}) into ${where}${holds ? `, replacing what it holds (${holds}; --force)` : ''}...`,
  );

  fs.mkdirSync(config.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.inklore-restore-'));
  try {
    log(`Unpacking ${mb(fs.statSync(source).size)}...`);
    try {
      await run('tar', ['--extract', '--no-same-owner', '--file', source, '-C', staging], {
        hint: TAR_HINT,
      });
    } catch (err) {
      throw new BackupError(
        `${source} could not be unpacked (${err instanceof Error ? err.message : String(err)}): the file is damaged or incomplete; use another backup.`,
      );
    }
    const staged = path.join(staging, manifest.databaseFile);
    if (!fs.existsSync(staged)) {
      throw new BackupError(
        `${source} holds no ${manifest.databaseFile}: it is incomplete; use another backup.`,
      );
    }
    const stagedMedia = path.join(staging, 'media');
    const mediaFiles = filesUnder(stagedMedia);
    if (mediaFiles.length !== manifest.media.files) {
      throw new BackupError(
        `${source} holds ${count(mediaFiles.length, 'media file')} where its manifest says ${manifest.media.files}: it is damaged; use another backup.`,
      );
    }

    if (config.database.kind === 'sqlite') {
      await restoreSqlite(staged, config.database.file, log);
    } else {
      await restorePostgres(staged, config.database.url, log);
    }

    // The database now holds what the manifest describes, or the restore says it does not.
    const db = createDb(config.database, { poolSize: 1, onPoolError: () => undefined });
    let after: Digests;
    try {
      log('Checking the restored tables against the backup...');
      after = await tableDigests(db);
    } finally {
      await db.destroy();
    }
    const differ = Object.keys({ ...manifest.tables, ...after }).filter(
      (t) =>
        after[t]?.rows !== manifest.tables[t]?.rows ||
        after[t]?.sha256 !== manifest.tables[t]?.sha256,
    );
    if (differ.length > 0) {
      throw new BackupError(
        `The restored database differs from the backup in ${differ.join(', ')}: the backup or the restore went wrong; do not start the server on it, and restore another backup.`,
      );
    }

    // Media: the backup's folder replaces DATA_DIR/media (a rename on the same disk).
    const mediaDir = path.join(config.dataDir, 'media');
    if (fs.existsSync(mediaDir)) fs.renameSync(mediaDir, path.join(staging, 'media-before'));
    if (fs.existsSync(stagedMedia)) fs.renameSync(stagedMedia, mediaDir);
    const mediaBytes = sizeOf(mediaDir, mediaFiles);
    if (config.media.kind === 's3' && mediaFiles.length > 0) {
      log(
        `MEDIA_STORE=s3: the backup's media are now in ${mediaDir}; copy them into the bucket (aws s3 sync ${mediaDir} s3://${config.media.bucket}/).`,
      );
    }

    const rows = Object.values(after).reduce((n, t) => n + t.rows, 0);
    const took = seconds(started);
    log(
      `Restored ${Object.keys(after).length} tables (${rows} rows) and ${count(mediaFiles.length, 'media file')} (${mb(mediaBytes)}) in ${took} s; every table matches the backup.`,
    );
    log('Start the server (npm start): it runs any migrations newer than the backup.');
    return {
      tables: Object.keys(after).length,
      rows,
      mediaFiles: mediaFiles.length,
      mediaBytes,
      seconds: took,
      manifest,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function restoreSqlite(gz: string, target: string, log: Log): Promise<void> {
  const staged = gz.replace(/\.gz$/, '');
  try {
    await pipeline(fs.createReadStream(gz), createGunzip(), fs.createWriteStream(staged));
  } catch (err) {
    throw new BackupError(
      `The database in the backup cannot be uncompressed (${err instanceof Error ? err.message : String(err)}): the file is damaged; use another backup.`,
    );
  }
  const copy = new SQLite(staged, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true }) as string;
    if (check !== 'ok') {
      throw new BackupError(
        `The database in the backup is damaged (integrity_check: ${check}); use another backup.`,
      );
    }
    log(`Copying the database into ${target} with SQLite's backup API...`);
    // Page by page through SQLite's own locking into the target (a new file, or the old one
    // replaced whole, its -wal included): never a file renamed under an open database.
    await copy.backup(target, { progress: () => 0x7fffffff });
  } finally {
    copy.close();
  }
  const db = new SQLite(target);
  try {
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
}

async function restorePostgres(dump: string, url: string, log: Log): Promise<void> {
  const { dbname, env } = pgConnection(url);
  const program = pgProgram('pg_restore');
  // Objects the target has and the dump does not (a newer schema's tables and functions)
  // would stop --clean (their foreign keys hold the dump's tables) and the next start's
  // migrations: they go first.
  let list: string;
  try {
    list = await run(program, ['--list', dump], { env, hint: PG_HINT });
  } catch (err) {
    if (err instanceof ProgramMissing || !(err instanceof BackupError)) throw err;
    throw new BackupError(
      `The dump in the backup cannot be read (${err.message}): the backup is damaged, or newer than this pg_restore (set PG_BIN to a newer PostgreSQL's programs); nothing was changed.`,
    );
  }
  const inDump = { tables: new Set<string>(), functions: new Set<string>() };
  for (const line of list.split('\n')) {
    const m = /^\d+; \d+ \d+ (TABLE|FUNCTION) (?!DATA )(\S+) ([^\s(]+)/.exec(line);
    if (m?.[1] === 'TABLE' && m[3]) inDump.tables.add(m[3]);
    if (m?.[1] === 'FUNCTION' && m[3]) inDump.functions.add(m[3]);
  }
  const db = createDb({ kind: 'postgres', url }, { poolSize: 1, onPoolError: () => undefined });
  try {
    const tables = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
    const functions = await sql<{ name: string; signature: string }>`
      select p.proname as name, p.oid::regprocedure::text as signature
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema()`.execute(db);
    const extraTables = tables.rows.filter((t) => !inDump.tables.has(t.name));
    const extraFunctions = functions.rows.filter((f) => !inDump.functions.has(f.name));
    if (extraTables.length + extraFunctions.length > 0) {
      log(
        `Dropping what the backup does not have: ${[...extraTables, ...extraFunctions].map((o) => o.name).join(', ')}`,
      );
      await db.transaction().execute(async (trx) => {
        for (const t of extraTables)
          await sql`drop table if exists ${sql.table(t.name)} cascade`.execute(trx);
        for (const f of extraFunctions)
          await sql`drop function if exists ${sql.raw(f.signature)} cascade`.execute(trx);
      });
    }
  } catch (err) {
    throw connectionError(err);
  } finally {
    await db.destroy();
  }
  log(`Restoring the dump with ${program} --clean --if-exists --no-owner --single-transaction...`);
  try {
    await run(
      program,
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', dbname, dump],
      { env, hint: PG_HINT },
    );
  } catch (err) {
    if (!(err instanceof BackupError) || err instanceof ProgramMissing) throw err;
    throw new BackupError(
      `${err.message}\nThe database was left as it was (pg_restore ran in one transaction). Check DATABASE_URL's rights and that pg_restore is as new as the server that dumped (PG_BIN), then run again.`,
    );
  }
}
