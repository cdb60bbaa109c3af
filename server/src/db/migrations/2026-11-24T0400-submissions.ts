import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * "Share a discovery" (decisions.md "Submissions and moderation"): a member's proposed ink,
 * pending until a moderator approves it (it becomes an ink, submitted_by the member) or
 * rejects it with a reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('ink_submissions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('brand', 'varchar(100)', (c) => c.notNull())
    .addColumn('line', 'varchar(200)')
    .addColumn('color_family', 'varchar(20)', (c) => c.notNull())
    .addColumn('color_hex', 'varchar(7)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('property_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_url', 'text')
    // The normalised brand and name (case, spaces, accents and punctuation ignored).
    .addColumn('duplicate_key', 'varchar(320)', (c) => c.notNull())
    .addColumn('flagged_duplicate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('rejection_reason', 'varchar(500)')
    .addColumn('ink_id', 'integer', (c) => c.references('inks.id').onDelete('set null'))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'ink_submissions_status_check',
      sql`status in ('pending', 'approved', 'rejected')`,
    )
    .execute();
  await db.schema
    .createIndex('ink_submissions_status_idx')
    .on('ink_submissions')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ink_submissions_user_idx')
    .on('ink_submissions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ink_submissions_key_idx')
    .on('ink_submissions')
    .column('duplicate_key')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ink_submissions').execute();
}
