import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/** Comments on inks: one per member per ink (the unique index settles races). */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', id)
    // Inks are only ever soft-deleted: their comments stay, hidden with them.
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id'))
    // A deleted account takes its comments with it.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_ink_user_idx')
    .on('comments')
    .columns(['ink_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('comments_ink_created_idx')
    .on('comments')
    .columns(['ink_id', 'created_at'])
    .execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comments').execute();
}
