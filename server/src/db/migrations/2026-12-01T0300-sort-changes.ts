import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 055: the catalogue's orders (features/browse/browse-sort.ts) read only the inks whose
 * sort keys changed since their last read. `inks.sort_seq` moves, by the database itself,
 * whenever an ink is added or one of the columns the orders read is written:
 *
 * - PostgreSQL: the id of the writing transaction (txid_current()). A reader notes the
 *   oldest transaction still running when it reads (its snapshot's xmin) and next reads the
 *   rows with sort_seq at or above it: a transaction that commits later, whatever its id,
 *   is one of those.
 * - SQLite: one more than the largest sort_seq. Writers take turns, so a later commit always
 *   holds a larger number; the reader next reads the rows above the largest it saw.
 *
 * A row deleted outright (no feature does: inks are deleted by setting deleted_at) leaves no
 * row to read: data_versions 'ink_removals' counts those deletes, and the orders are read
 * whole again when it moved.
 */

/** The columns the orders read (browse.queries.ts sortKeys): writing one moves sort_seq. */
const SORT_COLUMNS = [
  'brand_norm',
  'name_norm',
  'created_at',
  'deleted_at',
  'owner_count',
  'community_image_count',
  'rating_sum',
  'rating_count',
  'color_family',
  'lab_l',
  'lab_a',
  'lab_b',
].join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inks')
    .addColumn('sort_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('inks_sort_seq_idx').on('inks').column('sort_seq').execute();
  await db.insertInto('data_versions').values({ name: 'ink_removals', version: 0 }).execute();
  if (isPostgres(db)) {
    await sql`create function mark_ink_sort_change() returns trigger language plpgsql as $$
      begin
        new.sort_seq := txid_current();
        return new;
      end $$`.execute(db);
    await sql`create trigger inks_sort_seq before insert or update of ${sql.raw(SORT_COLUMNS)} on inks
        for each row execute function mark_ink_sort_change()`.execute(db);
    await sql`create function bump_ink_removals() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1 where name = 'ink_removals';
        return null;
      end $$`.execute(db);
    await sql`create trigger inks_removals after delete on inks
        for each statement execute function bump_ink_removals()`.execute(db);
    await sql`create trigger inks_removals_truncate after truncate on inks
        for each statement execute function bump_ink_removals()`.execute(db);
  } else {
    const mark =
      'update inks set sort_seq = (select max(sort_seq) from inks) + 1 where id = new.id;';
    for (const [name, event, body] of [
      ['inks_sort_seq_ai', 'after insert on inks', mark],
      ['inks_sort_seq_au', `after update of ${SORT_COLUMNS} on inks`, mark],
      [
        'inks_removals_ad',
        'after delete on inks',
        "update data_versions set version = version + 1 where name = 'ink_removals';",
      ],
    ] as const) {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(event)} begin ${sql.raw(body)} end`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger inks_sort_seq on inks`.execute(db);
    await sql`drop trigger inks_removals on inks`.execute(db);
    await sql`drop trigger inks_removals_truncate on inks`.execute(db);
    await sql`drop function mark_ink_sort_change()`.execute(db);
    await sql`drop function bump_ink_removals()`.execute(db);
  } else {
    for (const name of ['inks_sort_seq_ai', 'inks_sort_seq_au', 'inks_removals_ad']) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  }
  await db.deleteFrom('data_versions').where('name', '=', 'ink_removals').execute();
  await db.schema.dropIndex('inks_sort_seq_idx').execute();
  await db.schema.alterTable('inks').dropColumn('sort_seq').execute();
}
