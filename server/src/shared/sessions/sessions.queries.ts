import type { Kysely } from 'kysely';
import type { Database, NewSession } from '#src/db/schema.ts';

/** The session with this hashed id and its user, or undefined. */
export function sessionWithUser(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.last_seen_at as session_last_seen',
      'sessions.expires_at as session_expires',
      'sessions.mfa as session_mfa',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Records that a session (and its user) was seen at `at`. */
export async function touchSession(
  db: Kysely<Database>,
  id: string,
  userId: number,
  at: string,
): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  await markUserActive(db, userId, at);
}

/** Marks the member active now; returns their saved language. */
export async function markUserActive(
  db: Kysely<Database>,
  userId: number,
  at: string,
): Promise<string | null> {
  const row = await db
    .updateTable('users')
    .set({ last_active_at: at })
    .where('id', '=', userId)
    .returning('locale')
    .executeTakeFirst();
  return row?.locale ?? null;
}

export async function setSessionMfa(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('sessions').set({ mfa: 1 }).where('id', '=', id).execute();
}

/** Ends every session of a user, or every one but `keep`: the one way sessions are revoked. */
export async function endAllSessions(
  db: Kysely<Database>,
  userId: number,
  keep?: string | null,
): Promise<void> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) q = q.where('id', '!=', keep);
  await q.execute();
}

/** A sign-in waiting for its second factor (the hashed token of its cookie). */
export async function insertPendingLogin(
  db: Kysely<Database>,
  row: { id: string; user_id: number; expires_at: string },
): Promise<void> {
  await db.insertInto('pending_logins').values(row).execute();
}
