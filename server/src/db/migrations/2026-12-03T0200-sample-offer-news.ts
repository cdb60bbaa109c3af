import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * When a member's offer of an ink was last told to the members who wish for it (ADR 059), so
 * that an offer withdrawn and made again within a week tells no one again. Kept apart from
 * sample_offers, whose row goes when the offer is withdrawn.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sample_offer_news')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id'))
    .addColumn('told_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sample_offer_news_pk', ['user_id', 'ink_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sample_offer_news').execute();
}
