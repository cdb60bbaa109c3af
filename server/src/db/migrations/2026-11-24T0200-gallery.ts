import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * The community gallery (decisions.md "Community images and votes"): members' images of an
 * ink, one per member per ink; their votes, one per member per ink; and profile image
 * submissions, pending until a moderator approves or rejects them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('community_images')
    .addColumn('id', 'integer', id)
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    // Account deletion removes a member's images first (their files and the ink's count);
    // the cascade is the safety net.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('caption', 'varchar(200)')
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('paper_type', 'varchar(30)')
    .addColumn('pen_nib', 'varchar(50)')
    .addColumn('is_official', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'community_images_category_check',
      sql`category in ('Swatch', 'Handwriting', 'Illustration', 'Other')`,
    )
    .execute();
  // One image per member per ink; also the index of "this ink's images".
  await db.schema
    .createIndex('community_images_ink_user_idx')
    .on('community_images')
    .columns(['ink_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('community_images_user_idx')
    .on('community_images')
    .column('user_id')
    .execute();

  // One vote per member per ink (the primary key): voting another image of the ink moves it.
  await db.schema
    .createTable('community_image_votes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('image_id', 'integer', (c) =>
      c.notNull().references('community_images.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_image_votes_pk', ['user_id', 'ink_id'])
    .execute();
  // An image's votes are counted from here, never kept in a counter that could drift.
  await db.schema
    .createIndex('community_image_votes_image_idx')
    .on('community_image_votes')
    .column('image_id')
    .execute();

  await db.schema
    .createTable('profile_image_submissions')
    .addColumn('id', 'integer', id)
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('caption', 'varchar(200)')
    .addColumn('is_official', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('rejection_reason', 'varchar(500)')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'profile_image_submissions_status_check',
      sql`status in ('pending', 'approved', 'rejected')`,
    )
    .execute();
  await db.schema
    .createIndex('profile_image_submissions_status_idx')
    .on('profile_image_submissions')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('profile_image_submissions_ink_user_idx')
    .on('profile_image_submissions')
    .columns(['ink_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile_image_submissions').execute();
  await db.schema.dropTable('community_image_votes').execute();
  await db.schema.dropTable('community_images').execute();
}
