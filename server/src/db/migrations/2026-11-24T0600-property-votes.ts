import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * Crowd-voted properties (issue 14; docs/decisions/024-colour-answers.md). Members who own
 * or tried an ink vote on its properties, dry time and flow. An ink's facet properties
 * (property_mask, which the browse indexes cover) become what the catalogue or staff set
 * (source_property_mask) together with what the crowd grants (crowd_property_mask).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inks')
    .addColumn('source_property_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('inks')
    .addColumn('crowd_property_mask', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update inks set source_property_mask = property_mask`.execute(db);

  await db.schema
    .createTable('ink_property_votes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('property', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('ink_property_votes_pk', ['user_id', 'ink_id', 'property'])
    .execute();
  await db.schema
    .createIndex('ink_property_votes_ink_idx')
    .on('ink_property_votes')
    .columns(['ink_id', 'property', 'value'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ink_property_votes').execute();
  await db.schema.alterTable('inks').dropColumn('crowd_property_mask').execute();
  await db.schema.alterTable('inks').dropColumn('source_property_mask').execute();
}
