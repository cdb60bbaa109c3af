import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#src/db/schema.ts';
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

export async function deletePendingLogins(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('pending_logins').where('user_id', '=', userId).execute();
}

// --- The account's own changes --------------------------------------------------------

export async function markEmailVerified(
  db: Kysely<Database>,
  id: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified: 1, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(
  db: Kysely<Database>,
  id: number,
  hash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** What the profile form changes: names, bio and the palette setting. */
export type ProfileChanges = Partial<
  Record<'display_name' | 'first_name' | 'last_name' | 'bio', string | null> & {
    show_ink_colors: number;
    locale: string | null;
  }
>;

export async function updateUserProfile(
  db: Kysely<Database>,
  id: number,
  set: ProfileChanges,
  at: string,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...set, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUserRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
