import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/** The token with this hashed secret and its member, or undefined (bearer sign-in). */
export function tokenWithUser(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .selectAll('users')
    .select([
      'access_tokens.id as token_id',
      'access_tokens.scope as token_scope',
      'access_tokens.expires_at as token_expires',
      'access_tokens.last_used_at as token_last_used',
    ])
    .where('access_tokens.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Records that a token (and its member) was used at `at`. */
export async function touchToken(
  db: Kysely<Database>,
  id: number,
  userId: number,
  at: string,
): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
  await db.updateTable('users').set({ last_active_at: at }).where('id', '=', userId).execute();
}

const LISTED = [
  'id',
  'user_id',
  'name',
  'scope',
  'created_at',
  'expires_at',
  'last_used_at',
] as const;

/** A member's tokens, newest first (never the hash). */
export function tokensOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('access_tokens')
    .select(LISTED)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type TokenRow = Awaited<ReturnType<typeof tokensOfUser>>[number];

export function tokenById(db: Kysely<Database>, id: number) {
  return db.selectFrom('access_tokens').select(LISTED).where('id', '=', id).executeTakeFirst();
}

/** Tokens of a member that have not expired at `now` (ISO). */
export async function countLiveTokens(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('access_tokens')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's row, locked until the transaction ends on PostgreSQL (one creation at a time). */
export function lockMember(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select('id').where('id', '=', userId);
}

export async function insertToken(
  db: Kysely<Database>,
  values: {
    userId: number;
    name: string;
    hash: string;
    scope: 'read' | 'write';
    at: string;
    expiresAt: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('access_tokens')
    .values({
      user_id: values.userId,
      name: values.name,
      token_hash: values.hash,
      scope: values.scope,
      created_at: values.at,
      expires_at: values.expiresAt,
      last_used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteToken(db: Kysely<Database>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('access_tokens').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}
