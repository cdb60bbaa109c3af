import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

export async function up(db: Kysely<any>): Promise<void> {
  const pgsql = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pgsql ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('totp_recovery_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  // Sessions: the cookie holds a random token; only its SHA-256 is stored.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    // 1 when this session proved a second factor (TOTP or a recovery code).
    .addColumn('mfa', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  // Sign-in halfway: the password was right, the second factor is awaited.
  await db.schema
    .createTable('pending_logins')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Single-use mailed tokens (verification, password reset), stored hashed.
  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('auth_tokens_user_idx')
    .on('auth_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  // Fixed-window counters, in the database so several app servers share them.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  // Accounts at external OpenID Connect providers.
  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('user_identities_provider_subject', ['provider', 'subject'])
    .execute();

  // In-flight OpenID Connect sign-ins (state, nonce, PKCE verifier).
  await db.schema
    .createTable('oidc_states')
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Who did what to what, for staff actions.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'audit_log',
    'oidc_states',
    'user_identities',
    'rate_limits',
    'auth_tokens',
    'pending_logins',
    'sessions',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  for (const c of [
    'totp_last_step',
    'totp_recovery_codes',
    'totp_enabled',
    'totp_pending_secret',
    'totp_secret',
  ]) {
    await db.schema.alterTable('users').dropColumn(c).execute();
  }
}
