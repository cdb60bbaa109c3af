import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 050: the catalogue's "most owned" order. `inks.owner_count` is how many members have
 * the ink in their ink-ventory as owned (distinct members: one member may hold several
 * entries of an ink), kept by the database itself on any change to the entries, whoever
 * writes them, like the catalogue's version (which it bumps, being a change to the ink).
 * An ink's count is written only when it changes, so a wishlist entry leaves the
 * catalogue's caches alone.
 */
const OWNERS = (inkId: string) =>
  `(select count(distinct user_id) from inventory_entries where ink_id = ${inkId} and status = 'owned')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inks')
    .addColumn('owner_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update inks set owner_count = ${sql.raw(OWNERS('inks.id'))}
      where exists (select 1 from inventory_entries e where e.ink_id = inks.id and e.status = 'owned')`.execute(
    db,
  );
  const recount = (inkId: string) =>
    `update inks set owner_count = ${OWNERS(inkId)} where id = ${inkId} and owner_count <> ${OWNERS(inkId)};`;
  if (isPostgres(db)) {
    await sql`create function recount_ink_owners() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${sql.raw(recount('old.ink_id'))} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${sql.raw(recount('new.ink_id'))} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger inventory_owner_count
        after insert or delete or update of status, ink_id, user_id on inventory_entries
        for each row execute function recount_ink_owners()`.execute(db);
  } else {
    for (const [name, event, body] of [
      ['inventory_owner_count_ai', 'after insert', recount('new.ink_id')],
      ['inventory_owner_count_ad', 'after delete', recount('old.ink_id')],
      [
        'inventory_owner_count_au',
        'after update of status, ink_id, user_id',
        recount('old.ink_id') + recount('new.ink_id'),
      ],
    ] as const) {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(event)} on inventory_entries
          begin ${sql.raw(body)} end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger inventory_owner_count on inventory_entries`.execute(db);
    await sql`drop function recount_ink_owners()`.execute(db);
  } else {
    for (const name of [
      'inventory_owner_count_ai',
      'inventory_owner_count_ad',
      'inventory_owner_count_au',
    ]) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.alterTable('inks').dropColumn('owner_count').execute();
}
