import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * The diary by pen (ADR 056): a pen's days used (the pens list counts them for every pen at
 * once), the diary filtered by pen, and the foreign key's lookup when a pen goes with its
 * account, read an index instead of every mark of the member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('pen_uses_pen_day_idx')
    .on('pen_uses')
    .columns(['pen_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pen_uses_pen_day_idx').execute();
}
