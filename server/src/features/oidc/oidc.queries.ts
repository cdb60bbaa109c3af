import type { Kysely, Selectable } from 'kysely';
import type { Database, OidcStatesTable, UserRow } from '#src/db/schema.ts';

export type OidcStateRow = Selectable<OidcStatesTable>;

export async function saveState(
  db: Kysely<Database>,
  row: {
    state: string;
    provider: string;
    nonce: string;
    code_verifier: string;
    expires_at: string;
    browser_hash: string;
  },
): Promise<void> {
  await db.insertInto('oidc_states').values(row).execute();
}

/**
 * Takes an in-flight sign-in out of the table: it can be used once only, so two callbacks
 * with the same state cannot both get it.
 */
export function takeState(db: Kysely<Database>, state: string): Promise<OidcStateRow | undefined> {
  return db.deleteFrom('oidc_states').where('state', '=', state).returningAll().executeTakeFirst();
}

/** Forgets sign-ins that were started and never finished. */
export async function deleteExpiredStates(db: Kysely<Database>, nowIso: string): Promise<void> {
  await db.deleteFrom('oidc_states').where('expires_at', '<=', nowIso).execute();
}

/** The user linked to an account at a provider, if any. */
export function findUserByIdentity(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Kysely<Database>,
  row: { user_id: number; provider: string; subject: string; email: string | null },
): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({ ...row, created_at: new Date().toISOString() })
    .execute();
}
