import { sql, type Insertable } from 'kysely';
import type { CorrectionField } from '@inklore/contract';
import type { Conn } from '#src/db/database.ts';
import type { InkCorrectionsTable } from '#src/db/schema.ts';
import { trusted } from '#src/shared/vote-counting/vote-counting.queries.ts';
import type { VoteCounting } from '#src/shared/vote-counting/vote-counting.ts';

/** The corrections' SQL (ADR 053). */

/** The inks' catalogue columns (deleted ones too: staff see corrections of a deleted ink). */
export function inkRows(db: Conn, inkIds: readonly number[]) {
  if (inkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inks')
    .select([
      'id',
      'name',
      'brand',
      'line',
      'color_family',
      'color_hex',
      'description',
      'source_property_mask',
      'images',
      'featured',
      'deleted_at',
    ])
    .where('id', 'in', inkIds)
    .execute();
}

/** The inks' other names, oldest first. */
export function aliasesOf(db: Conn, inkIds: readonly number[]) {
  if (inkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ink_aliases')
    .select(['ink_id', 'alias'])
    .where('ink_id', 'in', inkIds)
    .orderBy('id')
    .execute();
}

export async function countPendingOf(db: Conn, userId: number): Promise<number> {
  const r = await db
    .selectFrom('ink_corrections')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function hasPending(
  db: Conn,
  userId: number,
  inkId: number,
  field: CorrectionField,
): Promise<boolean> {
  const r = await db
    .selectFrom('ink_corrections')
    .select('id')
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .where('field', '=', field)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return r !== undefined;
}

export async function insertCorrection(
  db: Conn,
  row: Insertable<InkCorrectionsTable>,
): Promise<number> {
  const r = await db
    .insertInto('ink_corrections')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Corrections with their ink, author (and whether trusted now) and reviewer. */
function correctionQuery(db: Conn, c: VoteCounting) {
  return (
    db
      .selectFrom('ink_corrections as c')
      .innerJoin('inks as i', 'i.id', 'c.ink_id')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('users as r', 'r.id', 'c.reviewed_by')
      .selectAll('c')
      .select([
        'i.name as ink_name',
        'i.brand as ink_brand',
        'i.color_hex as ink_color_hex',
        'i.deleted_at as ink_deleted_at',
        'u.username as author_name',
        'r.username as reviewer_name',
      ])
      // SQLite answers 0 or 1, PostgreSQL a boolean
      .select(sql<number | boolean>`${trusted('u', c)}`.as('author_trusted'))
  );
}
export type CorrectionRow = Awaited<ReturnType<typeof correctionById>> & object;

export function correctionById(db: Conn, id: number, c: VoteCounting) {
  return correctionQuery(db, c).where('c.id', '=', id).executeTakeFirst();
}

/** Waiting corrections oldest first (the queue); reviewed ones newest first. */
export function correctionsWithStatus(
  db: Conn,
  status: 'pending' | 'reviewed',
  c: VoteCounting,
  limit: number,
  offset: number,
) {
  const q = correctionQuery(db, c);
  return (
    status === 'pending'
      ? q.where('c.status', '=', 'pending').orderBy('c.id', 'asc')
      : q.where('c.status', '!=', 'pending').orderBy('c.id', 'desc')
  )
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countCorrections(db: Conn, status: 'pending' | 'reviewed'): Promise<number> {
  const r = await db
    .selectFrom('ink_corrections')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('status', status === 'pending' ? '=' : '!=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A member's corrections of one ink, newest first. */
export function correctionsOfMember(
  db: Conn,
  userId: number,
  inkId: number,
  c: VoteCounting,
  limit: number,
) {
  return correctionQuery(db, c)
    .where('c.user_id', '=', userId)
    .where('c.ink_id', '=', inkId)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** Settles a waiting correction; false when it was no longer waiting. */
export async function settleCorrection(
  db: Conn,
  s: {
    id: number;
    status: 'accepted' | 'rejected' | 'withdrawn';
    by: number | null;
    at: string;
    reason?: string | null;
    revisionId?: number | null;
    appliedAtOnce?: boolean;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('ink_corrections')
    .set({
      status: s.status,
      reviewed_by: s.by,
      reviewed_at: s.at,
      reason: s.reason ?? null,
      revision_id: s.revisionId ?? null,
      applied_at_once: s.appliedAtOnce ? 1 : 0,
    })
    .where('id', '=', s.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function correctionSettingRows(db: Conn) {
  return db.selectFrom('correction_settings').select(['field', 'apply_at_once']).execute();
}

export async function saveCorrectionSettings(
  db: Conn,
  rows: { field: string; apply_at_once: number; updated_by: number; updated_at: string }[],
): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('correction_settings')
      .values(row)
      .onConflict((oc) =>
        oc.column('field').doUpdateSet({
          apply_at_once: row.apply_at_once,
          updated_by: row.updated_by,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }
}
