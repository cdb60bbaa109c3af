import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 060: notify() finds the unread row a repeat collapses into (the member, the kind, the
 * target) with one seek on the unread rows, whatever the member's history. And a vote's
 * notification names no one: rows written before keep no voter, so that a block made later
 * cannot tell who voted by hiding them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('notifications_unread_target_idx')
    .on('notifications')
    .columns(['user_id', 'kind', 'target_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db
    .updateTable('notifications')
    .set({ actor_id: null })
    .where('kind', '=', 'image_vote')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_unread_target_idx').execute();
}
