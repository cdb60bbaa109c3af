import type { ProfileImageSubmission } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { SubmissionRow } from './profile-images.queries.ts';

export function presentSubmission(row: SubmissionRow): ProfileImageSubmission {
  return {
    id: row.id,
    inkId: row.ink_id,
    inkName: row.ink_name,
    inkBrand: row.ink_brand,
    userId: row.user_id,
    username: row.username,
    imageUrl: row.image_url,
    caption: row.caption,
    isOfficial: row.is_official === 1,
    status: row.status,
    rejectionReason: row.rejection_reason,
    createdAt: toIso(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : toIso(row.reviewed_at),
  };
}
