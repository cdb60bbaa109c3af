import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 051: the rows of a member's imports that matched no ink, kept until resolved (the
 * member matches the row to an ink, offers it as a discovery that staff approve or reject,
 * or dismisses it). A row offered as a discovery keeps its submission; on approval the
 * member's ink-ventory entry is made from the row (its kind, status, notes and days).
 * One row per member and `row_key` (brand, line, name and kind, normalised), so importing
 * the same file again does not repeat them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('import_rows')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('row_key', 'varchar(600)', (c) => c.notNull())
    .addColumn('brand', 'varchar(100)', (c) => c.notNull())
    .addColumn('line', 'varchar(200)')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('color_hex', 'varchar(7)')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('notes', 'text')
    .addColumn('acquired_date', 'varchar(10)')
    .addColumn('swabbed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_date', 'varchar(10)')
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('submission_id', 'integer', (c) =>
      c.references('ink_submissions.id').onDelete('set null'),
    )
    .addColumn('ink_id', 'integer', (c) => c.references('inks.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'import_rows_state_check',
      sql`state in ('open', 'submitted', 'linked', 'rejected', 'dismissed')`,
    )
    .addCheckConstraint(
      'import_rows_kind_check',
      sql`kind in ('bottle', 'sample', 'cartridge', 'swab')`,
    )
    .addCheckConstraint(
      'import_rows_status_check',
      sql`status in ('owned', 'tried', 'want_to_try', 'wishlist')`,
    )
    .execute();
  await db.schema
    .createIndex('import_rows_user_key_idx')
    .on('import_rows')
    .columns(['user_id', 'row_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('import_rows_submission_idx')
    .on('import_rows')
    .column('submission_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_rows').execute();
}
