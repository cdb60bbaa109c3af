import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 056: a pen's days used (distinct days of its diary) kept on the pen, by the database
 * itself, so that the pens list reads one row per pen instead of counting every diary day
 * (a member of four years has 50,000). A diary day added moves the count when it is the pen's
 * first mark of that day; one removed (by hand, or with its pairing) when it was the last.
 * Writers of one pen take turns (the pens feature locks the pen's row on PostgreSQL; SQLite
 * has one writer), so two marks of one day never both count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pens')
    .addColumn('days_used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update pens set days_used = (
      select count(distinct u.day) from pen_uses u where u.pen_id = pens.id
    )`.execute(db);
  const added = `update pens set days_used = days_used + 1 where id = new.pen_id
      and not exists (select 1 from pen_uses u where u.pen_id = new.pen_id and u.day = new.day and u.id <> new.id)`;
  const removed = `update pens set days_used = days_used - 1 where id = old.pen_id
      and not exists (select 1 from pen_uses u where u.pen_id = old.pen_id and u.day = old.day)`;
  if (isPostgres(db)) {
    await sql`create function pen_days_added() returns trigger language plpgsql as $$
      begin ${sql.raw(added)}; return null; end $$`.execute(db);
    await sql`create function pen_days_removed() returns trigger language plpgsql as $$
      begin ${sql.raw(removed)}; return null; end $$`.execute(db);
    await sql`create trigger pen_uses_days_ai after insert on pen_uses
        for each row execute function pen_days_added()`.execute(db);
    await sql`create trigger pen_uses_days_ad after delete on pen_uses
        for each row execute function pen_days_removed()`.execute(db);
  } else {
    await sql`create trigger pen_uses_days_ai after insert on pen_uses
        begin ${sql.raw(added)}; end`.execute(db);
    await sql`create trigger pen_uses_days_ad after delete on pen_uses
        begin ${sql.raw(removed)}; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists pen_uses_days_ai ${sql.raw(isPostgres(db) ? 'on pen_uses' : '')}`.execute(
    db,
  );
  await sql`drop trigger if exists pen_uses_days_ad ${sql.raw(isPostgres(db) ? 'on pen_uses' : '')}`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql`drop function if exists pen_days_added()`.execute(db);
    await sql`drop function if exists pen_days_removed()`.execute(db);
  }
  await db.schema.alterTable('pens').dropColumn('days_used').execute();
}
