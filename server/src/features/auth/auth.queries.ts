import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('auth_tokens')
    .values({
      id: sha256(token),
      user_id: userId,
      purpose,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Uses a token once: marks it used and returns its user id, or undefined when it is unknown,
 * used or expired. The update is conditional, so two concurrent uses cannot both succeed.
 */
export async function consumeToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const now = new Date().toISOString();
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('id', '=', sha256(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** A password sign-in waiting for its second factor (hashed token). */
export async function insertPendingLogin(
  db: Kysely<Database>,
  id: string,
  userId: number,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('pending_logins')
    .values({ id, user_id: userId, expires_at: expiresAt })
    .execute();
}

export async function deletePendingLogins(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('pending_logins').where('user_id', '=', userId).execute();
}
