import type { Kysely } from 'kysely';
import type { Database, InkSubmissionsTable } from '#src/db/schema.ts';
import type { Insertable } from 'kysely';

type Status = 'pending' | 'approved' | 'rejected';

function selectSubmissions(db: Kysely<Database>) {
  return db
    .selectFrom('ink_submissions as s')
    .leftJoin('users', 'users.id', 's.user_id')
    .selectAll('s')
    .select('users.username');
}
export type SubmissionRow = Awaited<
  ReturnType<ReturnType<typeof selectSubmissions>['executeTakeFirstOrThrow']>
>;

export function submissionById(db: Kysely<Database>, id: number) {
  return selectSubmissions(db).where('s.id', '=', id).executeTakeFirst();
}

/** A member's own submissions, newest first (at most 200). */
export function submissionsOf(db: Kysely<Database>, userId: number) {
  return selectSubmissions(db)
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(200)
    .execute();
}

/** The review queue: pending oldest first; decided ones newest first; at most 200. */
export function submissionsWithStatus(db: Kysely<Database>, status: Status) {
  const q = selectSubmissions(db).where('s.status', '=', status);
  const ordered =
    status === 'pending'
      ? q.orderBy('s.created_at', 'asc').orderBy('s.id', 'asc')
      : q.orderBy('s.reviewed_at', 'desc').orderBy('s.id', 'desc');
  return ordered.limit(200).execute();
}

export async function insertSubmission(
  db: Kysely<Database>,
  row: Insertable<InkSubmissionsTable>,
): Promise<number> {
  const r = await db
    .insertInto('ink_submissions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Settles a pending submission once; false when another review was first. */
export async function settleSubmission(
  db: Kysely<Database>,
  values: {
    id: number;
    status: 'approved' | 'rejected';
    reason: string | null;
    inkId: number | null;
    by: number;
    at: string;
  },
): Promise<boolean> {
  const r = await db
    .updateTable('ink_submissions')
    .set({
      status: values.status,
      rejection_reason: values.reason,
      ink_id: values.inkId,
      reviewed_by: values.by,
      reviewed_at: values.at,
    })
    .where('id', '=', values.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
