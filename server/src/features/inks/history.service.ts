import {
  FIELD_LABELS,
  HISTORY_PAGE_SIZE,
  type HistoryResponse,
  type Revision,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import {
  countRevisions,
  laterRevisionOfField,
  revisionById,
  revisionsOfInk,
} from '#src/shared/ink-records/ink-revisions.queries.ts';
import { reviseInk, type FieldChange } from '#src/shared/ink-records/ink-revisions.ts';
import { presentRevision } from './history.present.ts';
import { findInk } from './inks.queries.ts';

/**
 * An ink's history and staff's revert (docs/spec/decisions.md "The catalogue's history",
 * ADR 049). The revisions are written by shared/ink-records/ink-revisions.ts.
 */

/** An ink's revisions, newest first, a page at a time (public; authors by username). */
export async function inkHistory(
  db: Db,
  inkId: number,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<HistoryResponse> {
  const ink = await findInk(db, inkId);
  if (!ink) throw notFound('Ink not found. It may have been removed.');
  const page = query.page ?? 1;
  const limit = query.limit ?? HISTORY_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    revisionsOfInk(db, inkId, limit, (page - 1) * limit),
    countRevisions(db, inkId),
  ]);
  return {
    ink: { id: ink.id, name: ink.name, brand: ink.brand },
    data: rows.map(presentRevision),
    page,
    hasMore: page * limit < total,
    total,
  };
}

/**
 * Staff undo a revision in one action: each field it changed goes back to its value before,
 * as a new revision (kind revert), audited. 409 when a field changed again after it (naming
 * the field and the later revision) or when the revision added the ink.
 */
export async function revertRevision(db: Db, actorId: number, id: number): Promise<Revision> {
  const revisionId = await db.transaction().execute(async (trx) => {
    const rev = await revisionById(trx, id);
    if (!rev) throw notFound('No revision has this id.');
    if (rev.adds_ink === 1) {
      throw new AppError(
        409,
        'conflict',
        'This revision added the ink, so there is nothing before it to go back to. To take the ink out of the catalogue, delete it.',
      );
    }
    const changes = JSON.parse(rev.changes) as FieldChange[];
    // Read the later revisions before the ink is locked; checked against the locked values.
    const later = new Map<string, number | undefined>();
    for (const c of changes) {
      later.set(c.field, await laterRevisionOfField(trx, rev.ink_id, rev.id, c.field));
    }
    const revised = await reviseInk(trx, {
      inkId: rev.ink_id,
      kind: 'revert',
      authorId: actorId,
      reverts: rev.id,
      at: nowIso(),
      set: (current) => {
        const moved = changes.find(
          (c) => JSON.stringify(current[c.field] ?? null) !== JSON.stringify(c.after),
        );
        if (moved) throw changedSince(moved, rev.reverted_by, later.get(moved.field));
        return Object.fromEntries(changes.map((c) => [c.field, c.before]));
      },
    });
    if (!revised) throw notFound('The ink of this revision was removed. Restore it first.');
    if (revised.revisionId === null) {
      throw new AppError(409, 'conflict', 'Nothing to revert: the ink already holds these values.');
    }
    await recordAudit(trx, actorId, 'revision.revert', 'ink', rev.ink_id, {
      revision: rev.id,
      revert: revised.revisionId,
      fields: changes.map((c) => c.field),
    });
    return revised.revisionId;
  });
  const row = await revisionById(db, revisionId);
  if (!row) throw notFound('No revision has this id.');
  return presentRevision(row);
}

function changedSince(
  c: FieldChange,
  revertedBy: number | null,
  laterId: number | undefined,
): AppError {
  const label = FIELD_LABELS[c.field];
  if (revertedBy !== null && laterId === revertedBy) {
    const message = `This revision was reverted already (revision ${revertedBy}). Revert that revision to bring its values back.`;
    return new AppError(409, 'conflict', message, { [c.field]: message });
  }
  const where = laterId ? ` (revision ${laterId})` : '';
  const message = `${label} changed again after this revision${where}, so reverting it would undo that change too. Revert the later revision first, or edit the ink.`;
  return new AppError(409, 'conflict', message, { [c.field]: message });
}
