import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Issue 30, "Private means private" (ADR 039): a member's public palette shows the inks of
 * their public collections, and their owned inks only when they turn on 'Show my ink colours
 * on my profile'. Off by default, for every account that exists already too: their ink-ventory
 * was never meant to be public.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('show_ink_colours', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('show_ink_colours').execute();
}
