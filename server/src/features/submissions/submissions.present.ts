import type { DuplicateCandidate, InkSubmission } from '@inklore/contract';
import { COLOR_FAMILIES } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import { propertiesOf } from '#src/shared/ink-records/facets.ts';
import type { SubmissionRow } from './submissions.queries.ts';

const family = (v: string): InkSubmission['color'] =>
  (COLOR_FAMILIES as readonly string[]).includes(v) ? (v as InkSubmission['color']) : 'Other';

/** The other names a member gave with a discovery (a JSON array of strings). */
export function submissionAliases(row: { aliases: string }): string[] {
  try {
    const list: unknown = JSON.parse(row.aliases);
    return Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

export function presentSubmission(
  row: SubmissionRow,
  duplicates: DuplicateCandidate[],
): InkSubmission {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    line: row.line,
    color: family(row.color_family),
    colorHex: row.color_hex,
    description: row.description,
    properties: propertiesOf(row.property_mask),
    imageUrl: row.image_url,
    status: row.status,
    rejectionReason: row.rejection_reason,
    inkId: row.ink_id,
    flaggedDuplicate: row.flagged_duplicate === 1,
    aliases: submissionAliases(row),
    duplicates,
    userId: row.user_id,
    username: row.username,
    createdAt: toIso(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : toIso(row.reviewed_at),
  };
}
