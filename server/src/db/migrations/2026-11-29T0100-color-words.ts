import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * One word for each thing (ADR 045): identifiers say `color`, so the member's palette setting's
 * column is `show_ink_colors`. Renamed in place: every member keeps their choice. SQLite (3.25
 * and later) and PostgreSQL both rename a column without copying the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').renameColumn('show_ink_colours', 'show_ink_colors').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').renameColumn('show_ink_colors', 'show_ink_colours').execute();
}
