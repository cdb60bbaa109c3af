import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Binds each in-flight OpenID Connect sign-in to the browser that started it: the browser
 * holds a random value in a short-lived cookie, the state row holds its SHA-256 (hex), and
 * the callback refuses a browser without the matching cookie (login CSRF).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Sign-ins started before this change set no cookie, so none of them could finish now:
  // they go, and the new column needs no value for old rows.
  await db.deleteFrom('oidc_states').execute();
  // SQLite adds a NOT NULL column only with a default (on both databases alike here); an
  // empty hash never matches a SHA-256, and every insert gives the real one.
  await db.schema
    .alterTable('oidc_states')
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  // Expired rows are deleted whenever a sign-in starts.
  await db.schema
    .createIndex('oidc_states_expires_idx')
    .on('oidc_states')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('oidc_states_expires_idx').execute();
  await db.schema.alterTable('oidc_states').dropColumn('browser_hash').execute();
}
