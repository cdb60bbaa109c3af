import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Issue 30, ADR 038: a spelling from a member's import is a suggestion that staff accept
 * (it becomes the ink's other name, source 'import') or reject, never an other name by
 * itself. One pending suggestion per ink and spelling (the database holds it: a partial
 * unique index), with the members who suggested it, each once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('alias_suggestions')
    .addColumn('id', 'integer', id)
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('spelling', 'varchar(100)', (c) => c.notNull())
    .addColumn('spelling_norm', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('suggested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addCheckConstraint(
      'alias_suggestions_status_check',
      sql`status in ('pending', 'accepted', 'rejected')`,
    )
    .execute();
  await db.schema
    .createIndex('alias_suggestions_pending_once_idx')
    .on('alias_suggestions')
    .columns(['ink_id', 'spelling_norm'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('alias_suggestions_status_idx')
    .on('alias_suggestions')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('alias_suggesters')
    .addColumn('suggestion_id', 'integer', (c) =>
      c.notNull().references('alias_suggestions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('alias_suggesters_pk', ['suggestion_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alias_suggesters').execute();
  await db.schema.dropTable('alias_suggestions').execute();
}
