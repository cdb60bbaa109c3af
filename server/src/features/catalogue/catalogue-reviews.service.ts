import {
  CATALOGUE_REVIEWS_PAGE_SIZE,
  colorFamilyOf,
  type CatalogueReview,
  type CatalogueReviewAnswer,
  type CatalogueReviewList,
  type RevisionValue,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, badRequest, notFound } from '#src/lib/errors.ts';
import { reviseInk, type CatalogueFields } from '#src/shared/ink-records/ink-revisions.ts';
import { presentReview } from './catalogue.present.ts';
import {
  countReviews,
  reviewById,
  reviewsWithStatus,
  settleReview,
  upsertProvenance,
} from './catalogue.queries.ts';

/**
 * The catalogue import's questions for staff (ADR 048): the Catalogue tab of the staff
 * console lists them; staff pick a value (a revision by them), keep the stored one, or dismiss.
 */

const NO_REVIEW = 'No catalogue question has this id.';

export async function listReviews(
  db: Db,
  query: {
    status?: 'pending' | 'answered' | undefined;
    page?: number | undefined;
    limit?: number | undefined;
  },
): Promise<CatalogueReviewList> {
  const status = query.status ?? 'pending';
  const page = query.page ?? 1;
  const limit = query.limit ?? CATALOGUE_REVIEWS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    reviewsWithStatus(db, status, limit, (page - 1) * limit),
    countReviews(db, status),
  ]);
  return { data: rows.map(presentReview), page, hasMore: page * limit < total, total };
}

export async function answerReview(
  db: Db,
  actorId: number,
  id: number,
  answer: CatalogueReviewAnswer,
): Promise<CatalogueReview> {
  await db.transaction().execute(async (trx) => {
    const row = await reviewById(trx, id);
    if (!row) throw notFound(NO_REVIEW);
    if (row.status !== 'pending') {
      throw new AppError(
        409,
        'conflict',
        `This question was answered already (${row.status}${row.resolved_by_name ? ` by ${row.resolved_by_name}` : ''}).`,
      );
    }
    if (row.deleted_at !== null) {
      throw new AppError(409, 'conflict', 'The ink was deleted. Restore it first.');
    }
    const at = nowIso();
    let revisionId: number | null = null;
    if (answer.action === 'pick') {
      const set = pickedValues(row.kind, row.field, row.candidates, answer.value);
      const revised = await reviseInk(trx, {
        inkId: row.ink_id,
        kind: 'staff',
        authorId: actorId,
        at,
        set,
      });
      if (!revised) throw notFound('Ink not found. It may have been removed.');
      revisionId = revised.revisionId;
      if (row.kind === 'difference') {
        // The file's value is the ink's again: later imports may keep it up to date.
        const source = (JSON.parse(row.candidates) as { source: string }[])[0]?.source ?? '';
        await upsertProvenance(trx, [
          {
            ink_id: row.ink_id,
            field: row.field,
            source,
            source_id: row.source_id,
            value: JSON.stringify(answer.value),
            imported_at: at,
          },
        ]);
      }
    }
    const status =
      answer.action === 'pick' ? 'picked' : answer.action === 'keep' ? 'kept' : 'dismissed';
    if (!(await settleReview(trx, { id, status, by: actorId, at, revisionId }))) {
      throw new AppError(409, 'conflict', 'This question was answered already.');
    }
    await recordAudit(trx, actorId, `catalogue_review.${answer.action}`, 'ink', row.ink_id, {
      review: id,
      ink: `${row.brand} ${row.name}`,
      field: row.field,
      ...(answer.action === 'pick' ? { value: answer.value, revision: revisionId } : {}),
    });
  });
  const row = await reviewById(db, id);
  if (!row) throw notFound(NO_REVIEW);
  return presentReview(row);
}

/** What a pick sets: a colour (any #rrggbb, its family by the rule) or the file's value. */
function pickedValues(
  kind: 'color' | 'difference',
  field: string,
  candidatesJson: string,
  value: RevisionValue,
): Partial<CatalogueFields> {
  if (kind === 'color') {
    if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value)) {
      throw badRequest('Pick a colour as #rrggbb.', { value: 'Pick a colour as #rrggbb.' });
    }
    const hex = value.toLowerCase();
    return { colorHex: hex, color: colorFamilyOf(hex) };
  }
  const candidates = JSON.parse(candidatesJson) as { value: unknown }[];
  if (!candidates.some((c) => JSON.stringify(c.value) === JSON.stringify(value))) {
    throw badRequest("Pick the catalogue file's value, or keep the stored one.", {
      value: "Pick the catalogue file's value, or keep the stored one.",
    });
  }
  return { [field]: value };
}
