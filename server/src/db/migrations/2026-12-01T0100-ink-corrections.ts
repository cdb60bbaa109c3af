import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Members' corrections to the catalogue (ADR 053): one field of one ink and its suggested
 * value, waiting for staff or applied; and staff's choice, per field, of which trusted
 * members' corrections apply at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('ink_corrections')
    .addColumn('id', 'integer', id)
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    // a deleted account's waiting corrections go with it; its accepted ones stay revisions
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('applied_at_once', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reason', 'text')
    .addColumn('revision_id', 'integer', (c) =>
      c.references('ink_revisions.id').onDelete('set null'),
    )
    .addCheckConstraint(
      'ink_corrections_field_check',
      sql`field in ('description', 'colorHex', 'color', 'properties', 'line', 'aliases')`,
    )
    .addCheckConstraint(
      'ink_corrections_status_check',
      sql`status in ('pending', 'accepted', 'rejected', 'withdrawn')`,
    )
    .execute();
  // One waiting correction per member, ink and field (the one-per-member rule, kept by the
  // database against two requests at once).
  await db.schema
    .createIndex('ink_corrections_one_pending_idx')
    .on('ink_corrections')
    .columns(['user_id', 'ink_id', 'field'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('ink_corrections_status_idx')
    .on('ink_corrections')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('ink_corrections_ink_idx')
    .on('ink_corrections')
    .columns(['ink_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('correction_settings')
    .addColumn('field', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('apply_at_once', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('correction_settings').execute();
  await db.schema.dropTable('ink_corrections').execute();
}
