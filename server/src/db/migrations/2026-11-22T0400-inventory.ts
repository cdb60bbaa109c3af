import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * The ink-ventory: at most one entry per member per ink. `inks.rating_sum` and
 * `inks.rating_count` follow the entries' ratings (kept by the inventory service).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('inventory_entries')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('notes', 'text')
    .addColumn('acquired_date', 'varchar(10)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'inventory_status_check',
      sql`status in ('owned', 'tried', 'want_to_try', 'wishlist')`,
    )
    .addCheckConstraint('inventory_rating_check', sql`rating is null or rating between 1 and 5`)
    .execute();
  await db.schema
    .createIndex('inventory_user_ink_idx')
    .on('inventory_entries')
    .columns(['user_id', 'ink_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('inventory_ink_status_idx')
    .on('inventory_entries')
    .columns(['ink_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inventory_entries').execute();
}
