import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 070: `inks.sort_seq` (migration 2026-12-01T0300, ADR 055) also moves when a column an
 * ink is presented from is written, and on a member's inks when the member's username changes
 * or the member goes (an ink shows its submitter's name), so the presented-ink cache
 * (browse.cache.ts) drops only the inks that changed when the catalogue's version moves, and
 * keeps the others.
 */

/** The orders' columns (as 2026-12-01T0300 listed them). */
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
];

/** The other columns an ink is presented from (ink-records.queries.ts PRESENTED_COLUMNS). */
const PRESENTED_ONLY = [
  'name',
  'brand',
  'line',
  'color_hex',
  'description',
  'images',
  'property_mask',
  'source_property_mask',
  'crowd_property_mask',
  'featured',
  'is_official',
  'source',
  'submitted_by',
  'updated_at',
];

async function markOn(db: Kysely<any>, columns: string[]): Promise<void> {
  const list = columns.join(', ');
  if (isPostgres(db)) {
    await sql`drop trigger inks_sort_seq on inks`.execute(db);
    await sql`create trigger inks_sort_seq before insert or update of ${sql.raw(list)} on inks
        for each row execute function mark_ink_sort_change()`.execute(db);
  } else {
    await sql`drop trigger inks_sort_seq_au`.execute(db);
    await sql`create trigger inks_sort_seq_au after update of ${sql.raw(list)} on inks begin
        update inks set sort_seq = (select max(sort_seq) from inks) + 1 where id = new.id; end`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await markOn(db, [...SORT_COLUMNS, ...PRESENTED_ONLY]);
  if (isPostgres(db)) {
    await sql`create function mark_submitter_inks() returns trigger language plpgsql as $$
      begin
        update inks set sort_seq = txid_current() where submitted_by = old.id;
        if tg_op = 'DELETE' then return old; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger users_inks_sort_seq before update of username or delete on users
        for each row execute function mark_submitter_inks()`.execute(db);
  } else {
    for (const [name, event] of [
      ['users_inks_sort_seq_bu', 'before update of username on users'],
      ['users_inks_sort_seq_bd', 'before delete on users'],
    ] as const) {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(event)} begin
          update inks set sort_seq = (select max(sort_seq) from inks) + 1
            where submitted_by = old.id; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger users_inks_sort_seq on users`.execute(db);
    await sql`drop function mark_submitter_inks()`.execute(db);
  } else {
    await sql`drop trigger users_inks_sort_seq_bu`.execute(db);
    await sql`drop trigger users_inks_sort_seq_bd`.execute(db);
  }
  await markOn(db, SORT_COLUMNS);
}
