import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/** What the member sees beside a pending submission this migration settles. */
export const DUPLICATE_PENDING_REASON =
  'Sent more than once: your first image for this ink is the one waiting for review.';

/**
 * Every one-per-member rule held by the database (issue 30 part 5, docs/security.md "One per
 * member"). The others were unique from the start (comments, community images, image votes,
 * property votes, ink-ventory entries, open reports, an ink in a collection); one pending
 * profile image submission per member per ink was only checked before the upload, so
 * twenty at once stored up to thirteen.
 *
 * Pending duplicates already stored are settled first: the member's earliest one stays
 * pending, the later ones are rejected with a reason they see (nothing is deleted, and no
 * moderator is named as the reviewer).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update profile_image_submissions
    set status = 'rejected', rejection_reason = ${DUPLICATE_PENDING_REASON},
      reviewed_at = ${new Date().toISOString()}
    where status = 'pending' and user_id is not null and exists (
      select 1 from profile_image_submissions earlier
      where earlier.status = 'pending'
        and earlier.ink_id = profile_image_submissions.ink_id
        and earlier.user_id = profile_image_submissions.user_id
        and earlier.id < profile_image_submissions.id
    )`.execute(db);
  await db.schema
    .createIndex('profile_image_submissions_pending_once_idx')
    .on('profile_image_submissions')
    .columns(['ink_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profile_image_submissions_pending_once_idx').execute();
}
