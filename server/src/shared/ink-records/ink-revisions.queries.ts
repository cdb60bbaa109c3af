import { sql, type Insertable, type Kysely } from 'kysely';
import type { Conn } from '#src/db/database.ts';
import { isPostgres, lockedForUpdate } from '#src/db/dialect.ts';
import type { InkAliasSource, InkRevisionsTable } from '#src/db/schema.ts';
import type { InkChanges } from './ink-row.ts';

/**
 * The revisions' SQL (ADR 049): the writer (ink-revisions.ts) reads an ink under a row lock,
 * writes its fields and the revision in the caller's transaction; the history reads them.
 */

/** A live ink's row, under a row lock on PostgreSQL (a revision reads, then writes). */
export function lockedInk(trx: Conn, inkId: number) {
  const q = trx
    .selectFrom('inks')
    .selectAll()
    .where('id', '=', inkId)
    .where('deleted_at', 'is', null);
  return lockedForUpdate(
    q,
    isPostgres(trx as Kysely<unknown>) ? 'postgres' : 'sqlite',
  ).executeTakeFirst();
}

/** Writes an ink's revised columns (every derived column with them). */
export async function writeInkColumns(trx: Conn, inkId: number, set: InkChanges): Promise<void> {
  await trx.updateTable('inks').set(set).where('id', '=', inkId).execute();
}

/** The other names with their sources, oldest first. */
export function aliasRows(trx: Conn, inkId: number) {
  return trx
    .selectFrom('ink_aliases')
    .select(['id', 'alias', 'source'])
    .where('ink_id', '=', inkId)
    .orderBy('id')
    .execute();
}

export async function deleteAliases(trx: Conn, ids: number[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('ink_aliases').where('id', 'in', ids).execute();
}

export async function insertAliases(
  trx: Conn,
  rows: {
    ink_id: number;
    alias: string;
    alias_norm: string;
    source: InkAliasSource;
    created_at: string;
  }[],
): Promise<void> {
  if (rows.length > 0) await trx.insertInto('ink_aliases').values(rows).execute();
}

export type NewRevision = Insertable<InkRevisionsTable>;

export async function insertRevision(trx: Conn, row: NewRevision): Promise<number> {
  const r = await trx
    .insertInto('ink_revisions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Many revisions at once (an import adding inks), in chunks under SQLite's parameter limit. */
export async function insertRevisions(trx: Conn, rows: NewRevision[], chunk = 300): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await trx
      .insertInto('ink_revisions')
      .values(rows.slice(i, i + chunk))
      .execute();
  }
}

/** One revision with its author's username and the revision that undid it, if any. */
export function revisionById(db: Conn, id: number) {
  return revisionQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** An ink's revisions, newest first, a page at a time. */
export function revisionsOfInk(db: Conn, inkId: number, limit: number, offset: number) {
  return revisionQuery(db)
    .where('r.ink_id', '=', inkId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRevisions(db: Conn, inkId: number): Promise<number> {
  const r = await db
    .selectFrom('ink_revisions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('ink_id', '=', inkId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

function revisionQuery(db: Conn) {
  return db
    .selectFrom('ink_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'r.ink_id',
      'r.author_id',
      'r.kind',
      'r.reverts_id',
      'r.adds_ink',
      'r.source',
      'r.source_id',
      'r.changes',
      'r.created_at',
      'u.username',
      sql<number | null>`(select min(v.id) from ink_revisions v where v.reverts_id = r.id)`.as(
        'reverted_by',
      ),
    ]);
}

export type RevisionRow = NonNullable<Awaited<ReturnType<typeof revisionById>>>;

/** The newest revision of the ink after `afterId` that changed `field` (the revert's check). */
export async function laterRevisionOfField(
  db: Conn,
  inkId: number,
  afterId: number,
  field: string,
): Promise<number | undefined> {
  const rows = await db
    .selectFrom('ink_revisions')
    .select(['id', 'changes'])
    .where('ink_id', '=', inkId)
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .execute();
  return rows.find((r) =>
    (JSON.parse(r.changes) as { field: string }[]).some((c) => c.field === field),
  )?.id;
}
