import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Trust (issue 30, ADR 041): where an account signed up from (its network, never the address)
 * and the group of accounts made together from it, so that crowd data never changes from
 * accounts made together; and a staff limit or suspension with its reason and the member's
 * one appeal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    // '203.0.113.0/24' or '2001:db8:1::/48': the sign-up address's network, not the address.
    .addColumn('signup_network', 'varchar(64)')
    .execute();
  // The first account of its group: accounts signed up from one network within an hour of
  // each other share it, and count as one voter (null: the account's own id).
  await db.schema.alterTable('users').addColumn('signup_cluster', 'integer').execute();
  // null, 'limited' (no public writes) or 'suspended' (reading only).
  await db.schema.alterTable('users').addColumn('restriction', 'varchar(12)').execute();
  await db.schema.alterTable('users').addColumn('restriction_reason', 'varchar(500)').execute();
  await db.schema.alterTable('users').addColumn('restricted_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('restricted_by', 'integer').execute();
  // The member's one appeal of the restriction in force: its text and when it was sent;
  // appeal_state null (may appeal), 'pending' or 'upheld' (staff kept the restriction).
  await db.schema.alterTable('users').addColumn('appeal_text', 'text').execute();
  await db.schema.alterTable('users').addColumn('appealed_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('appeal_state', 'varchar(12)').execute();
  await db.schema
    .createIndex('users_signup_network_idx')
    .on('users')
    .columns(['signup_network', 'created_at'])
    .execute();
  await db.schema.createIndex('users_restriction_idx').on('users').column('restriction').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_restriction_idx').execute();
  await db.schema.dropIndex('users_signup_network_idx').execute();
  for (const c of [
    'appeal_state',
    'appealed_at',
    'appeal_text',
    'restricted_by',
    'restricted_at',
    'restriction_reason',
    'restriction',
    'signup_cluster',
    'signup_network',
  ]) {
    await db.schema.alterTable('users').dropColumn(c).execute();
  }
}
