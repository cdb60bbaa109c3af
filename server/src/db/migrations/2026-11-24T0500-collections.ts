import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Named collections (decisions.md "Collections: one model"; ADR 018): a member's lists of
 * inks, public or private; an ink at most once in a collection (the primary key).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('collections_user_idx')
    .on('collections')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('collections_public_idx')
    .on('collections')
    .columns(['is_public', 'updated_at'])
    .execute();

  await db.schema
    .createTable('collection_inks')
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('notes', 'varchar(1000)')
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_inks_pk', ['collection_id', 'ink_id'])
    .execute();
  await db.schema
    .createIndex('collection_inks_ink_idx')
    .on('collection_inks')
    .column('ink_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('collection_inks').execute();
  await db.schema.dropTable('collections').execute();
}
