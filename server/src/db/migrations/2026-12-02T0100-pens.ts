import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Pens, "currently inked" pairings and the diary (ADR 056).
 * - pens: a member's own, private unless made public; archived instead of deleted.
 * - inkings: a pen and an ink from a day to a day (cleaned_on null while inked). One open
 *   pairing per pen is kept by the database (a partial unique index), against two requests
 *   at once, as well as by the service.
 * - pen_uses: the diary, one mark per day. A pairing's use is one per pairing and day; a dip
 *   pen's (or brush's) direct use has no pairing and is one per pen, ink and day.
 * - pen_settings: "clean soon" after N days, and whether to mail about it.
 * - year_shares: the years a member chose to show publicly (Year in Ink).
 * Days are calendar days 'YYYY-MM-DD' in the member's time, stored as text (as the
 * ink-ventory's acquired_date): they sort and compare as days on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('pens')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) =>
      c.notNull().check(sql`kind in ('fountain', 'dip', 'brush')`),
    )
    .addColumn('brand', 'varchar(80)', (c) => c.notNull())
    .addColumn('model', 'varchar(120)')
    .addColumn('nib_size', 'varchar(40)')
    .addColumn('nib_grind', 'varchar(40)')
    .addColumn('filling_system', 'varchar(40)')
    .addColumn('color', 'varchar(60)')
    .addColumn('material', 'varchar(60)')
    .addColumn('notes', 'text')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pens_user_idx').on('pens').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('inkings')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pen_id', 'integer', (c) => c.notNull().references('pens.id').onDelete('cascade'))
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id'))
    .addColumn('inked_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('cleaned_on', 'varchar(10)')
    .addColumn('refills', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_refilled_on', 'varchar(10)')
    .addColumn('note', 'text')
    .addColumn('clean_soon_mailed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('inkings_dates_check', sql`cleaned_on is null or cleaned_on >= inked_on`)
    .execute();
  // A pen holds one ink at a time.
  await db.schema
    .createIndex('inkings_one_open_idx')
    .on('inkings')
    .column('pen_id')
    .unique()
    .where(sql.ref('cleaned_on'), 'is', null)
    .execute();
  await db.schema
    .createIndex('inkings_pen_idx')
    .on('inkings')
    .columns(['pen_id', 'inked_on'])
    .execute();
  await db.schema
    .createIndex('inkings_user_idx')
    .on('inkings')
    .columns(['user_id', 'inked_on'])
    .execute();
  // The ink page's "currently inked by N members".
  await db.schema
    .createIndex('inkings_open_ink_idx')
    .on('inkings')
    .columns(['ink_id', 'user_id'])
    .where(sql.ref('cleaned_on'), 'is', null)
    .execute();

  await db.schema
    .createTable('pen_uses')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pen_id', 'integer', (c) => c.notNull().references('pens.id').onDelete('cascade'))
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id'))
    .addColumn('inking_id', 'integer', (c) => c.references('inkings.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One mark per pairing per day...
  await db.schema
    .createIndex('pen_uses_inking_day_idx')
    .on('pen_uses')
    .columns(['inking_id', 'day'])
    .unique()
    .where(sql.ref('inking_id'), 'is not', null)
    .execute();
  // ...and for a dip pen's direct use, one per pen, ink and day.
  await db.schema
    .createIndex('pen_uses_direct_day_idx')
    .on('pen_uses')
    .columns(['pen_id', 'ink_id', 'day'])
    .unique()
    .where(sql.ref('inking_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('pen_uses_user_day_idx')
    .on('pen_uses')
    .columns(['user_id', 'day'])
    .execute();
  // The ink page's "used on N days this month".
  await db.schema
    .createIndex('pen_uses_ink_day_idx')
    .on('pen_uses')
    .columns(['ink_id', 'day'])
    .execute();

  await db.schema
    .createTable('pen_settings')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('clean_soon_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('clean_soon_mail', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('year_shares')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('shared_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('year_shares_pk', ['user_id', 'year'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('year_shares').execute();
  await db.schema.dropTable('pen_settings').execute();
  await db.schema.dropTable('pen_uses').execute();
  await db.schema.dropTable('inkings').execute();
  await db.schema.dropTable('pens').execute();
}
