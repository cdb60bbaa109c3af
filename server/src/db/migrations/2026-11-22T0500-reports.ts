import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/** Reports of inks, community images and comments, for the moderators. */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', id)
    // Kept when the reporter's account goes: the report is about the content.
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolution', 'varchar(16)')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('reports_status_check', sql`status in ('open', 'resolved')`)
    .execute();
  // One open report per member per target (decisions.md).
  await db.schema
    .createIndex('reports_open_once_idx')
    .on('reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('reports_status_created_idx')
    .on('reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reports_target_idx')
    .on('reports')
    .columns(['target_type', 'target_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
