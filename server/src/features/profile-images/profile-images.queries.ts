import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

type Status = 'pending' | 'approved' | 'rejected';

/** A submission with its ink and its sender's name. */
function selectSubmissions(db: Kysely<Database>) {
  return db
    .selectFrom('profile_image_submissions as s')
    .innerJoin('inks', 'inks.id', 's.ink_id')
    .leftJoin('users', 'users.id', 's.user_id')
    .select([
      's.id',
      's.ink_id',
      's.user_id',
      's.image_url',
      's.caption',
      's.is_official',
      's.status',
      's.rejection_reason',
      's.reviewed_at',
      's.created_at',
      'inks.name as ink_name',
      'inks.brand as ink_brand',
      'users.username',
    ]);
}
export type SubmissionRow = Awaited<
  ReturnType<ReturnType<typeof selectSubmissions>['executeTakeFirstOrThrow']>
>;

export function submissionById(db: Kysely<Database>, id: number) {
  return selectSubmissions(db).where('s.id', '=', id).executeTakeFirst();
}

/** A member's submissions for one ink, newest first. */
export function submissionsOfUser(db: Kysely<Database>, inkId: number, userId: number) {
  return selectSubmissions(db)
    .where('s.ink_id', '=', inkId)
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** The review queue: pending oldest first; decided ones newest first; live inks; at most 200. */
export function submissionsWithStatus(db: Kysely<Database>, status: Status) {
  const q = selectSubmissions(db)
    .where('s.status', '=', status)
    .where('inks.deleted_at', 'is', null);
  const ordered =
    status === 'pending'
      ? q.orderBy('s.created_at', 'asc').orderBy('s.id', 'asc')
      : q.orderBy('s.reviewed_at', 'desc').orderBy('s.id', 'desc');
  return ordered.limit(200).execute();
}

export async function insertSubmission(
  db: Kysely<Database>,
  values: {
    inkId: number;
    userId: number;
    imageUrl: string;
    caption: string | null;
    isOfficial: boolean;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('profile_image_submissions')
    .values({
      ink_id: values.inkId,
      user_id: values.userId,
      image_url: values.imageUrl,
      caption: values.caption,
      is_official: values.isOfficial ? 1 : 0,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Settles a pending submission; false when it was not pending any more (another moderator
 * was first). The status test in the WHERE makes two reviews racing settle it once.
 */
export async function settleSubmission(
  db: Kysely<Database>,
  values: {
    id: number;
    status: 'approved' | 'rejected';
    reason: string | null;
    by: number;
    at: string;
  },
): Promise<boolean> {
  const res = await db
    .updateTable('profile_image_submissions')
    .set({
      status: values.status,
      rejection_reason: values.reason,
      reviewed_by: values.by,
      reviewed_at: values.at,
    })
    .where('id', '=', values.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
