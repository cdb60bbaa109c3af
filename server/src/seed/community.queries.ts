/**
 * The database side of the community seed (community.ts): bulk inserts in one statement per
 * batch, the owner-count trigger held off while the ink-ventory loads, the derived columns
 * recounted once at the end, and the PostgreSQL cache's databases. Only this file touches the
 * database (docs/architecture.md).
 */
import { CompiledQuery, sql } from 'kysely';
import type { Conn, Db } from '#src/db/database.ts';

/** A column of a bulk insert and its PostgreSQL array type (unnest needs one). */
export type BulkColumn = { name: string; pg: 'int' | 'text' | 'float8' | 'timestamptz' };
export type Cell = string | number | null;

/** Live inks' ids in id order. */
export async function liveInkIds(db: Conn): Promise<number[]> {
  const rows = await db
    .selectFrom('inks')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The highest id of each table the seed gives ids to explicitly (0 when empty). */
export async function highestIds(
  db: Conn,
): Promise<{ users: number; images: number; collections: number; comments: number }> {
  const max = async (table: 'users' | 'community_images' | 'collections' | 'comments') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | null>('id').as('n'))
      .executeTakeFirstOrThrow();
    return row.n ?? 0;
  };
  return {
    users: await max('users'),
    images: await max('community_images'),
    collections: await max('collections'),
    comments: await max('comments'),
  };
}

/** Members who already exist (the seed adds its own after them, never beside them). */
export async function usernameTaken(db: Conn, usernameNorm: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_norm', '=', usernameNorm)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts `rows` (each a list of cells in the order of `columns`) in as few statements as the
 * database allows: on SQLite multi-row VALUES (at most 32,766 parameters a statement), on
 * PostgreSQL one INSERT ... SELECT FROM unnest(...) of typed arrays.
 */
export async function bulkInsert(
  db: Conn,
  kind: Db['kind'],
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Cell[][],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  if (kind === 'postgres') {
    const arrays = columns.map((_, i) => rows.map((r) => r[i] ?? null));
    const unnest = columns.map((c, i) => `$${i + 1}::${c.pg}[]`).join(', ');
    await db.executeQuery(
      CompiledQuery.raw(
        `insert into "${table}" (${names}) select * from unnest(${unnest})`,
        arrays,
      ),
    );
    return;
  }
  const perStatement = Math.max(1, Math.floor(32_000 / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let at = 0; at < rows.length; at += perStatement) {
    const chunk = rows.slice(at, at + perStatement);
    const params: Cell[] = [];
    for (const r of chunk) for (const v of r) params.push(v);
    await db.executeQuery(
      CompiledQuery.raw(
        `insert into "${table}" (${names}) values ${Array(chunk.length).fill(tuple).join(', ')}`,
        params,
      ),
    );
  }
}

/** SQLite: a bulk load's settings (no fsync, a large page cache) on the loading connection. */
export async function loadSettings(db: Conn, kind: Db['kind'], on: boolean): Promise<void> {
  if (kind !== 'sqlite') return;
  await sql.raw(`pragma synchronous = ${on ? 'OFF' : 'FULL'}`).execute(db);
  await sql.raw(`pragma cache_size = ${on ? -1_000_000 : -64_000}`).execute(db);
}

/**
 * PostgreSQL: within the load's transaction, the foreign keys' per-row checks (and the
 * tables' own triggers) held off (session_replication_role, which needs a superuser). The
 * rows are the same: the seed writes only ids it read or made, and SQLite loads the same rows
 * with its foreign keys checked. recountDerived runs after, with every trigger on.
 */
export async function bulkLoadMode(trx: Conn, kind: Db['kind']): Promise<void> {
  if (kind === 'postgres') await sql`set local session_replication_role = replica`.execute(trx);
}

/** The tables the load writes whose triggers keep counts (ADR 061) or versions. */
const LOADED = [
  'users',
  'inventory_entries',
  'comments',
  'community_images',
  'community_image_votes',
  'ink_property_votes',
  'ink_submissions',
  'collections',
  'collection_inks',
] as const;

/**
 * Runs `load` with the triggers of the tables it fills held off: each keeps a count per row
 * (ADR 061), which at millions of rows is hours. recountDerived and rebuildKeptCounts set the
 * counts after, the same numbers the triggers would have left (a test holds them so).
 */
export async function withTriggersOff(db: Db, load: () => Promise<void>): Promise<void> {
  if (db.kind === 'postgres') {
    for (const t of LOADED) await sql`alter table ${sql.table(t)} disable trigger user`.execute(db);
    try {
      await load();
    } finally {
      for (const t of LOADED)
        await sql`alter table ${sql.table(t)} enable trigger user`.execute(db);
    }
    return;
  }
  const { rows } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'trigger'
        and tbl_name in (${sql.join([...LOADED])})`.execute(db);
  for (const r of rows) await sql.raw(`drop trigger "${r.name}"`).execute(db);
  try {
    await load();
  } finally {
    for (const r of rows) await sql.raw(r.sql).execute(db);
  }
}

/**
 * The columns the app keeps in step with the community's tables, recounted from them: an
 * ink's owners (distinct members with it owned, ADR 050), its rating totals (each member's
 * highest rating, inventory.queries.ts recountRatings) and its community image count
 * (gallery.queries.ts). Only rows whose numbers change are written.
 */
export async function recountDerived(db: Conn): Promise<void> {
  await sql`update inks set owner_count = c.n from (
      select ink_id, count(distinct user_id) as n from inventory_entries
      where status = 'owned' group by ink_id) c
    where c.ink_id = inks.id and inks.owner_count <> c.n`.execute(db);
  await sql`update inks set rating_sum = c.s, rating_count = c.n from (
      select m.ink_id, sum(m.r) as s, count(m.r) as n from (
        select ink_id, max(rating) as r from inventory_entries group by ink_id, user_id) m
      group by m.ink_id) c
    where c.ink_id = inks.id and (inks.rating_sum <> c.s or inks.rating_count <> c.n)`.execute(db);
  await sql`update inks set community_image_count = c.n from (
      select ink_id, count(*) as n from community_images group by ink_id) c
    where c.ink_id = inks.id and inks.community_image_count <> c.n`.execute(db);
}

/**
 * The badges members hold, recorded as told (badge_awards, ADR 060), as the app leaves them
 * once each earning change has run: read from the measures the database keeps
 * (member_counts, ADR 061), rebuilt from the activity tables just before.
 */
export async function awardHeldBadges(
  db: Conn,
  rules: readonly { id: string; measure: string; target: number }[],
  firstUserId: number,
  at: string,
): Promise<number> {
  let awarded = 0;
  for (const rule of rules) {
    const result = await sql`insert into badge_awards (user_id, badge_id, awarded_at)
        select m.user_id, ${rule.id}, ${at} from member_counts m
        where m.measure = ${rule.measure} and m.n >= ${rule.target} and m.user_id >= ${firstUserId}
        and not exists (select 1 from badge_awards b
          where b.user_id = m.user_id and b.badge_id = ${rule.id})`.execute(db);
    awarded += Number(result.numAffectedRows ?? 0);
  }
  return awarded;
}

/**
 * The inks whose crowd facets can be other than none: votes from at least `minVoters`
 * members, or facets already set. The others keep none (contract CROWD_MIN_VOTERS).
 */
export async function inksForCrowdFacets(db: Conn, minVoters: number): Promise<number[]> {
  const { rows } = await sql<{ ink_id: number }>`
      select ink_id from ink_property_votes group by ink_id
      having count(distinct user_id) >= ${minVoters}
      union select id from inks where crowd_property_mask <> 0
      order by 1`.execute(db);
  return rows.map((r) => r.ink_id);
}

/** PostgreSQL: the id sequences moved past the ids the seed gave (SQLite's follow by itself). */
export async function moveSequences(db: Db): Promise<void> {
  if (db.kind !== 'postgres') return;
  for (const table of ['users', 'community_images', 'collections', 'comments']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
        greatest((select max(id) from ${sql.table(table)}), 1))`.execute(db);
  }
}

/** The planner's statistics (and on PostgreSQL the visibility map) after a load. */
export async function analyze(db: Db): Promise<void> {
  if (db.kind === 'postgres') {
    // The brands' kept counts: 152 rows, which the build's derived counts rewrote once per ink
    // in one transaction. PostgreSQL keeps each older version until the transaction ends, so the
    // table grew to 1,415 pages at 100%, and every community stats call (which reads it whole)
    // read all of them: 0.9, 3 and 7 ms at 1%, 10% and 100%, 0.1-0.3 ms once compacted
    // (docs/performance.md). A plain vacuum frees the space but keeps the file's size.
    await sql`vacuum full brand_counts`.execute(db);
  }
  await sql.raw(db.kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
}

/** SQLite: the write-ahead log folded into the file (the copy is then one file). */
export async function checkpoint(db: Db): Promise<void> {
  if (db.kind === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db);
}

// ---------------------------------------------------------------------------------------
// PostgreSQL cache databases (the fingerprint is the database's comment)

export async function databaseComment(admin: Db, name: string): Promise<string | null | undefined> {
  const { rows } = await sql<{ comment: string | null }>`
      select shobj_description(oid, 'pg_database') as comment from pg_database
      where datname = ${name}`.execute(admin);
  return rows.length === 0 ? undefined : (rows[0]?.comment ?? null);
}

export async function dropDatabase(admin: Db, name: string): Promise<void> {
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
}

/** A new database, a copy of `template` when given (no one may be connected to it). */
export async function createDatabase(admin: Db, name: string, template?: string): Promise<void> {
  await (
    template
      ? sql`create database ${sql.id(name)} template ${sql.id(template)}`
      : sql`create database ${sql.id(name)}`
  ).execute(admin);
}

export async function setDatabaseComment(db: Db, name: string, comment: string): Promise<void> {
  await sql`comment on database ${sql.id(name)} is ${sql.lit(comment)}`.execute(db);
}

/** Size of a PostgreSQL database in bytes. */
export async function databaseSize(db: Db, name: string): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select pg_database_size(${name})::text as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
