import type { Db } from '#src/db/database.ts';

/* The social tests' direct writes and reads (database access stays in queries files). */

/** A block written straight into the table (the members feature owns the route). */
export async function block(db: Db, blocker: number, blocked: number): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blocker, blocked_id: blocked, created_at: new Date().toISOString() })
    .execute();
}

/** A member's notifications of one kind, as rows (what the tests check was written). */
export function rowsOf(db: Db, userId: number, kind?: string) {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (kind !== undefined) q = q.where('kind', '=', kind);
  return q.orderBy('id').execute();
}
