import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * The catalogue's history (docs/spec/decisions.md "The catalogue's history", ADR 048 and
 * 049): every accepted change to an ink's fields is a revision (who, when, which fields,
 * before and after); a catalogue import keeps per field where the value came from, and
 * what staff must decide (a doubtful colour, a field the community changed that the
 * import would change again) waits in catalogue_reviews.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('ink_revisions')
    .addColumn('id', 'integer', id)
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('reverts_id', 'integer', (c) =>
      c.references('ink_revisions.id').onDelete('set null'),
    )
    .addColumn('adds_ink', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'varchar(300)')
    .addColumn('source_id', 'varchar(300)')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'ink_revisions_kind_check',
      sql`kind in ('staff', 'import', 'correction', 'revert')`,
    )
    .execute();
  await db.schema
    .createIndex('ink_revisions_ink_idx')
    .on('ink_revisions')
    .columns(['ink_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ink_revisions_reverts_idx')
    .on('ink_revisions')
    .column('reverts_id')
    .execute();

  await db.schema
    .createTable('ink_provenance')
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(300)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(300)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('ink_provenance_pk', ['ink_id', 'field'])
    .execute();
  await db.schema
    .createIndex('ink_provenance_source_id_idx')
    .on('ink_provenance')
    .column('source_id')
    .execute();

  await db.schema
    .createTable('catalogue_reviews')
    .addColumn('id', 'integer', id)
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('stored', 'text', (c) => c.notNull())
    .addColumn('candidates', 'text', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('source_id', 'varchar(300)', (c) => c.notNull())
    .addColumn('signature', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('revision_id', 'integer', (c) =>
      c.references('ink_revisions.id').onDelete('set null'),
    )
    .addCheckConstraint('catalogue_reviews_kind_check', sql`kind in ('color', 'difference')`)
    .addCheckConstraint(
      'catalogue_reviews_status_check',
      sql`status in ('pending', 'picked', 'kept', 'dismissed')`,
    )
    .execute();
  // The same question is asked once, whatever staff answered (a rerun queues nothing twice).
  await db.schema
    .createIndex('catalogue_reviews_once_idx')
    .on('catalogue_reviews')
    .columns(['ink_id', 'signature'])
    .unique()
    .execute();
  await db.schema
    .createIndex('catalogue_reviews_status_idx')
    .on('catalogue_reviews')
    .columns(['status', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_reviews').execute();
  await db.schema.dropTable('ink_provenance').execute();
  await db.schema.dropTable('ink_revisions').execute();
}
