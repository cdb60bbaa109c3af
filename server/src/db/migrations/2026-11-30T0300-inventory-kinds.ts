import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 051: an ink-ventory entry has a kind (bottle, sample, cartridge, swab), "swabbed" and
 * "last used". One entry per member, ink and kind (held by a unique index, as ADR 037 held
 * one per member and ink), so a member may keep a bottle and a sample of one ink.
 *
 * Every entry stored before this stood for the member's one relation to the ink, whatever
 * its status; the only thing the forms and the import knew of was the ink in a bottle, so
 * every existing entry becomes kind 'bottle' (owned, tried, wishlist and want to try alike:
 * a wish is for a bottle unless the member says otherwise), not swabbed, never used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inventory_entries')
    .addColumn('kind', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('bottle')
        .check(sql`kind in ('bottle', 'sample', 'cartridge', 'swab')`),
    )
    .execute();
  await db.schema
    .alterTable('inventory_entries')
    .addColumn('swabbed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('inventory_entries')
    .addColumn('last_used_date', 'varchar(10)')
    .execute();
  await db.schema.dropIndex('inventory_user_ink_idx').execute();
  await db.schema
    .createIndex('inventory_user_ink_kind_idx')
    .on('inventory_entries')
    .columns(['user_id', 'ink_id', 'kind'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inventory_user_ink_kind_idx').execute();
  await sql`delete from inventory_entries where kind <> 'bottle'`.execute(db);
  await db.schema
    .createIndex('inventory_user_ink_idx')
    .on('inventory_entries')
    .columns(['user_id', 'ink_id'])
    .unique()
    .execute();
  await db.schema.alterTable('inventory_entries').dropColumn('last_used_date').execute();
  await db.schema.alterTable('inventory_entries').dropColumn('swabbed').execute();
  await db.schema.alterTable('inventory_entries').dropColumn('kind').execute();
}
