import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 057: the diary by member, ink and day, so that Year in Ink finds whether an ink was used
 * before a year with one seek per ink instead of reading every earlier mark.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('pen_uses_user_ink_day_idx')
    .on('pen_uses')
    .columns(['user_id', 'ink_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pen_uses_user_ink_day_idx').execute();
}
