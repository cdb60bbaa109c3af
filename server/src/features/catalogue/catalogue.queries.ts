import { sql, type Insertable } from 'kysely';
import type { Conn } from '#src/db/database.ts';
import type { CatalogueReviewsTable } from '#src/db/schema.ts';

/** The catalogue import's and the review queue's SQL (ADR 048). */

/** Every ink an earlier import touched: its provenance rows. */
export function provenanceRows(db: Conn) {
  return db
    .selectFrom('ink_provenance')
    .select(['ink_id', 'field', 'source', 'source_id', 'value'])
    .execute();
}

/** Inks (deleted ones too) whose source_id is one of these: the seed before imports kept one. */
export async function inksBySourceId(db: Conn, ids: string[]) {
  const out: { id: number; source_id: string | null; deleted: boolean }[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('inks')
      .select(['id', 'source_id', 'deleted_at'])
      .where('source_id', 'in', ids.slice(i, i + 500))
      .orderBy('id')
      .execute();
    out.push(
      ...rows.map((r) => ({ id: r.id, source_id: r.source_id, deleted: r.deleted_at !== null })),
    );
  }
  return out;
}

/** Whether each ink is deleted, by id. */
export async function deletedStates(db: Conn, ids: number[]): Promise<Map<number, boolean>> {
  const out = new Map<number, boolean>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('inks')
      .select(['id', 'deleted_at'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.id, r.deleted_at !== null);
  }
  return out;
}

/** The fields staff or members changed on an ink: revisions that are not an import's, and older staff edits in the audit log. */
export async function editedFields(db: Conn, inkId: number): Promise<Set<string>> {
  const [revisions, audits] = await Promise.all([
    db
      .selectFrom('ink_revisions')
      .select('changes')
      .where('ink_id', '=', inkId)
      .where('kind', '!=', 'import')
      .execute(),
    db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'ink.edit')
      .where('target_type', '=', 'ink')
      .where('target_id', '=', inkId)
      .execute(),
  ]);
  const fields = new Set<string>();
  for (const r of revisions) {
    for (const c of JSON.parse(r.changes) as { field: string }[]) fields.add(c.field);
  }
  for (const a of audits) {
    const after = (JSON.parse(a.details) as { after?: Record<string, unknown> }).after ?? {};
    for (const f of Object.keys(after)) fields.add(f);
  }
  return fields;
}

export async function upsertProvenance(
  db: Conn,
  rows: {
    ink_id: number;
    field: string;
    source: string;
    source_id: string;
    value: string;
    imported_at: string;
  }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 300) {
    await db
      .insertInto('ink_provenance')
      .values(rows.slice(i, i + 300))
      .onConflict((oc) =>
        oc.columns(['ink_id', 'field']).doUpdateSet((eb) => ({
          source: eb.ref('excluded.source'),
          source_id: eb.ref('excluded.source_id'),
          value: eb.ref('excluded.value'),
          imported_at: eb.ref('excluded.imported_at'),
        })),
      )
      .execute();
  }
}

type NewReview = Insertable<CatalogueReviewsTable>;

/** Queues a question for staff unless the same one was asked of this ink before; true when queued. */
export async function queueReview(db: Conn, row: NewReview): Promise<boolean> {
  const r = await db
    .insertInto('catalogue_reviews')
    .values(row)
    .onConflict((oc) => oc.columns(['ink_id', 'signature']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Colour reviews of the ink staff answered: their candidates (JSON). */
export function answeredColorReviews(db: Conn, inkId: number) {
  return db
    .selectFrom('catalogue_reviews')
    .select('candidates')
    .where('ink_id', '=', inkId)
    .where('kind', '=', 'color')
    .where('status', '!=', 'pending')
    .execute();
}

function reviewQuery(db: Conn) {
  return db
    .selectFrom('catalogue_reviews as r')
    .innerJoin('inks as i', 'i.id', 'r.ink_id')
    .leftJoin('users as u', 'u.id', 'r.resolved_by')
    .select([
      'r.id',
      'r.ink_id',
      'r.kind',
      'r.field',
      'r.stored',
      'r.candidates',
      'r.reasons',
      'r.source_id',
      'r.status',
      'r.created_at',
      'r.resolved_at',
      'r.revision_id',
      'u.username as resolved_by_name',
      'i.name',
      'i.brand',
      'i.line',
      'i.color_hex',
      'i.color_family',
      'i.source_property_mask',
      'i.deleted_at',
    ]);
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewById>>>;

export function reviewById(db: Conn, id: number) {
  return reviewQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** Reviews of a status, oldest first (pending) or newest first (answered), a page at a time. */
export function reviewsWithStatus(
  db: Conn,
  status: 'pending' | 'answered',
  limit: number,
  offset: number,
) {
  const q = reviewQuery(db).where('i.deleted_at', 'is', null);
  return (
    status === 'pending'
      ? q.where('r.status', '=', 'pending').orderBy('r.id', 'asc')
      : q
          .where('r.status', '!=', 'pending')
          .orderBy('r.resolved_at', 'desc')
          .orderBy('r.id', 'desc')
  )
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countReviews(db: Conn, status: 'pending' | 'answered'): Promise<number> {
  const r = await db
    .selectFrom('catalogue_reviews as r')
    .innerJoin('inks as i', 'i.id', 'r.ink_id')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('i.deleted_at', 'is', null)
    .where('r.status', status === 'pending' ? '=' : '!=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Settles a pending review; false when it was answered already (two staff at once). */
export async function settleReview(
  db: Conn,
  values: {
    id: number;
    status: 'picked' | 'kept' | 'dismissed';
    by: number;
    at: string;
    revisionId: number | null;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('catalogue_reviews')
    .set({
      status: values.status,
      resolved_by: values.by,
      resolved_at: values.at,
      revision_id: values.revisionId,
    })
    .where('id', '=', values.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
