import { CORRECTION_FIELD_LABELS, type Correction, type RevisionValue } from '@inklore/contract';
import type { CatalogueFields } from '#src/shared/ink-records/ink-revisions.ts';
import type { CorrectionRow } from './corrections.queries.ts';

/** A correction as the API answers it; `current` is the ink's value of the field now. */
export function presentCorrection(
  row: CorrectionRow,
  current: CatalogueFields | undefined,
): Correction {
  return {
    id: row.id,
    ink: { id: row.ink_id, name: row.ink_name, brand: row.ink_brand, colorHex: row.ink_color_hex },
    field: row.field,
    label: CORRECTION_FIELD_LABELS[row.field],
    before: JSON.parse(row.before) as RevisionValue,
    after: JSON.parse(row.after) as RevisionValue,
    current: current ? (current[row.field] ?? null) : null,
    note: row.note,
    status: row.status,
    author:
      row.author_name === null
        ? null
        : {
            username: row.author_name,
            trusted: row.author_trusted === true || row.author_trusted === 1,
          },
    appliedAtOnce: row.applied_at_once === 1,
    reviewedBy: row.reviewer_name === null ? null : { username: row.reviewer_name },
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
    reason: row.reason,
    revisionId: row.revision_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
