import type { Kysely } from 'kysely';
import type { DbKind } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { Database, NewUser, UserRow } from '#src/db/schema.ts';
import { AppError } from '#src/lib/errors.ts';
import { normEmail, normUsername } from './user-names.ts';

/**
 * The members' common record (ADR 042): who a member is, found by id, email, username or
 * what was typed at sign-in; a new account; the last-admin rule. Read by auth, users, oidc,
 * totp, trust and transfer.
 */

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_norm', '=', normEmail(email))
    .executeTakeFirst();
}

export function findUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_norm', '=', normUsername(username))
    .executeTakeFirst();
}

/** By email or username, as typed at sign-in. */
export function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email_norm', '=', key), eb('username_norm', '=', key)]))
    .executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/**
 * The number of admins, read inside the transaction that may demote or delete one. On
 * PostgreSQL the admin rows are locked (FOR UPDATE), so two admins stepping down at the same
 * instant are serialised and the second sees the first's change; SQLite runs one write
 * transaction at a time already.
 */
export async function countAdminsForChange(trx: Kysely<Database>, kind: DbKind): Promise<number> {
  const admins = trx.selectFrom('users').select('id').where('role', '=', 'admin');
  return (await lockedForUpdate(admins, kind).execute()).length;
}

/**
 * Locks a member's row until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time already): a per-member limit counted after it holds when requests
 * arrive at once.
 */
export async function lockMember(trx: Kysely<Database>, kind: DbKind, userId: number) {
  const q = trx.selectFrom('users').select('id').where('id', '=', userId);
  await lockedForUpdate(q, kind).executeTakeFirst();
}

/**
 * The last-admin rule, the one place it is written: inside the transaction that would demote
 * or delete an admin, refuse when they are the last one (the admin rows locked on PostgreSQL
 * by countAdminsForChange). `who` words the refusal for oneself or someone else.
 */
export async function assertNotLastAdmin(
  trx: Kysely<Database>,
  kind: DbKind,
  who: 'self' | 'other' = 'self',
): Promise<void> {
  if ((await countAdminsForChange(trx, kind)) > 1) return;
  throw new AppError(
    409,
    'conflict',
    who === 'self'
      ? 'You are the last admin. Make someone else an admin first.'
      : 'This is the last admin. Make someone else an admin first.',
  );
}
