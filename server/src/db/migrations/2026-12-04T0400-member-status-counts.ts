import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 061, a profile's ink-ventory counts: per member and status, the live inks they hold
 * with that status (a bottle and a sample of one ink count once), kept in `member_counts` as
 * the measures `status_owned`, `status_tried`, `status_wishlist` and `status_want_to_try`
 * by BEFORE row triggers on inventory_entries (as the ink's counts, migration
 * 2026-12-04T0100) and by a trigger on inks when an ink leaves or comes back. No badge has
 * these measures, so they move no holders.
 */

const SHARE = '{{share}}';

/** Adds `delta` to the member's count of `status` (nothing when gone or delta is 0). */
function bump(user: string, status: string, delta: string): string {
  return `insert into member_counts (user_id, measure, n)
      select u.id, 'status_' || ${status}, ${delta} from users u
      where u.id = ${user} and (${delta}) <> 0${SHARE}
      on conflict (user_id, measure) do update set n = member_counts.n + excluded.n;`;
}

/** The entry's (member, ink, status) entering (+1) or leaving (-1), when its ink is live. */
function entryMoves(row: 'new' | 'old', sign: 1 | -1, excludeSelf: boolean): string {
  const other = `exists (select 1 from inventory_entries e where e.user_id = ${row}.user_id
      and e.ink_id = ${row}.ink_id and e.status = ${row}.status${excludeSelf ? ' and e.id <> old.id' : ''})`;
  const live = `exists (select 1 from inks i where i.id = ${row}.ink_id and i.deleted_at is null)`;
  return bump(
    `${row}.user_id`,
    `${row}.status`,
    `case when ${live} and not ${other} then ${sign} else 0 end`,
  );
}

/** Every (member, status) holding the ink moves by `delta`. */
function inkMoves(row: 'new' | 'old', delta: string, when: string): string {
  return `insert into member_counts (user_id, measure, n)
      select u.id, 'status_' || e.status, ${delta} from users u
        join (select distinct user_id, status from inventory_entries where ink_id = ${row}.id) e
          on e.user_id = u.id
      where ${when}${SHARE}
      on conflict (user_id, measure) do update set n = member_counts.n + excluded.n;`;
}

type Trigger = { name: string; event: string; table: string; when?: string; body: string };

const TRIGGERS: Trigger[] = [
  {
    name: 'entries_status_bi',
    event: 'before insert',
    table: 'inventory_entries',
    body: entryMoves('new', 1, false),
  },
  {
    name: 'entries_status_bd',
    event: 'before delete',
    table: 'inventory_entries',
    body: entryMoves('old', -1, true),
  },
  {
    name: 'entries_status_bu',
    event: 'before update of user_id, ink_id, status',
    table: 'inventory_entries',
    when: 'old.user_id <> new.user_id or old.ink_id <> new.ink_id or old.status <> new.status',
    body: entryMoves('old', -1, true) + entryMoves('new', 1, true),
  },
  {
    name: 'inks_status_au',
    event: 'after update of deleted_at',
    table: 'inks',
    when: '(old.deleted_at is null) <> (new.deleted_at is null)',
    body: inkMoves('new', 'case when new.deleted_at is null then 1 else -1 end', 'true'),
  },
  {
    name: 'inks_status_bd',
    event: 'before delete',
    table: 'inks',
    body: inkMoves('old', '-1', 'old.deleted_at is null'),
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  if (pg)
    await sql`lock table inventory_entries, inks, users in share row exclusive mode`.execute(db);
  await sql`insert into member_counts (user_id, measure, n)
    select e.user_id, 'status_' || e.status, count(distinct e.ink_id) from inventory_entries e
      join inks i on i.id = e.ink_id
    where i.deleted_at is null
    group by e.user_id, e.status`.execute(db);
  for (const t of TRIGGERS) {
    const body = t.body.replaceAll(SHARE, pg ? ' for key share of u' : '');
    if (pg) {
      const before = t.event.startsWith('before');
      const result = !before ? 'null' : t.event.includes('delete') ? 'old' : 'new';
      await sql`create function ${sql.raw(`${t.name}_fn`)}() returns trigger language plpgsql as $$
        begin ${sql.raw(body)} return ${sql.raw(result)}; end $$`.execute(db);
      await sql`create trigger ${sql.raw(t.name)} ${sql.raw(t.event)} on ${sql.raw(t.table)}
        for each row ${sql.raw(t.when ? `when (${t.when})` : '')}
        execute function ${sql.raw(`${t.name}_fn`)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.raw(t.name)} ${sql.raw(t.event)} on ${sql.raw(t.table)}
        ${sql.raw(t.when ? `when ${t.when}` : '')} begin ${sql.raw(body)} end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const t of TRIGGERS) {
    if (pg) {
      await sql`drop trigger ${sql.raw(t.name)} on ${sql.raw(t.table)}`.execute(db);
      await sql`drop function ${sql.raw(`${t.name}_fn`)}()`.execute(db);
    } else {
      await sql`drop trigger ${sql.raw(t.name)}`.execute(db);
    }
  }
  await sql`delete from member_counts where measure like 'status\\_%' escape '\\'`.execute(db);
}
