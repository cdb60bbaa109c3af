import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 061: counts the community answers read on every visit are kept by the database in the
 * same transaction as the change that moves them, whoever writes it, instead of being counted
 * from the activity tables when asked.
 *
 * - `ink_entry_counts`: per ink, the members with any ink-ventory entry for it and the members
 *   per status (a member holding two kinds of one status counts once, ADR 051). Kept by BEFORE
 *   row triggers on inventory_entries that look at the member's other entries of the ink: a
 *   BEFORE trigger sees the rows one statement changed before this one on both databases (an
 *   AFTER row trigger on PostgreSQL runs when the whole statement is done, so a statement that
 *   deletes a member's two entries of an ink would see neither and count the member out twice).
 *   `inks.owner_count` (ADR 050) now follows the owned column instead of being recounted.
 * - `brand_counts`: per brand, its live inks and their community images, kept by triggers on
 *   inks; the catalogue's totals sum its rows (one per brand). Kept per brand rather than in
 *   one row for the site, so that changes to inks of different brands never wait for each
 *   other's transactions.
 * - `active_member_days`: how many members were last active on each day (UTC), kept by a
 *   trigger on users; "active in the last 30 days" sums the whole days and counts the one
 *   partial day through an index on users.last_active_at.
 * Every writer of these tables keeps the ink's row locked (inventory) or is alone by the way
 * it runs, so a member's own entries never change in two transactions at once.
 * server/src/shared/kept-counts checks each count against a recount (tests, crash trials,
 * `npm run cli -- counts:check`).
 */

const STATUSES = ['owned', 'tried', 'wishlist', 'want_to_try'] as const;

/** Adds `sign` to the ink's counts for the member's (user, ink, status) when it enters or leaves. */
function entryDelta(row: 'new' | 'old', sign: 1 | -1, excludeSelf: boolean): string {
  const self = excludeSelf ? ` and e.id <> old.id` : '';
  const others = (withStatus: boolean) =>
    `not exists (select 1 from inventory_entries e where e.user_id = ${row}.user_id and e.ink_id = ${row}.ink_id${
      withStatus ? ` and e.status = ${row}.status` : ''
    }${self})`;
  const ds = `case when ${others(true)} then ${sign} else 0 end`;
  const dm = `case when ${others(false)} then ${sign} else 0 end`;
  const cols = STATUSES.map((s) => `case when d.st = '${s}' then d.ds else 0 end`).join(', ');
  return `insert into ink_entry_counts (ink_id, members, ${STATUSES.join(', ')})
    select d.ink_id, d.dm, ${cols}
    from (select ${row}.ink_id as ink_id, ${row}.status as st, ${ds} as ds, ${dm} as dm) d
    where d.ds <> 0 or d.dm <> 0
    on conflict (ink_id) do update set members = ink_entry_counts.members + excluded.members, ${STATUSES.map(
      (s) => `${s} = ink_entry_counts.${s} + excluded.${s}`,
    ).join(', ')};`;
}

/** One ink row entering (+1) or leaving (-1) the live catalogue, on its brand's row. */
function inkDelta(row: 'new' | 'old', sign: 1 | -1): string {
  return `insert into brand_counts (brand_norm, live_inks, images)
      select ${row}.brand_norm, ${sign}, ${sign} * ${row}.community_image_count
      where ${row}.deleted_at is null
      on conflict (brand_norm) do update set
        live_inks = brand_counts.live_inks + excluded.live_inks,
        images = brand_counts.images + excluded.images;`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // servers of the release before may still be writing while this runs: nothing they commit
  // may fall between a backfill and its trigger (SQLite's migration holds the database anyway)
  if (pg) {
    await sql`lock table inventory_entries, inks, users in share row exclusive mode`.execute(db);
  }
  const dayOf = (v: string) =>
    pg ? `to_char(${v} at time zone 'UTC', 'YYYY-MM-DD')` : `substr(${v}, 1, 10)`;

  // --- per ink: members with entries, members per status ---------------------------------
  await db.schema
    .createTable('ink_entry_counts')
    .addColumn('ink_id', 'integer', (c) => c.primaryKey())
    .addColumn('members', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tried', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wishlist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('want_to_try', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into ink_entry_counts (ink_id, members, owned, tried, wishlist, want_to_try)
    select ink_id, count(distinct user_id),
      ${sql.join(
        STATUSES.map((s) => sql`count(distinct case when status = ${sql.lit(s)} then user_id end)`),
      )}
    from inventory_entries group by ink_id`.execute(db);

  // inks.owner_count follows the kept owned column from now on (it was recounted per change)
  if (pg) {
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
  const followOwned = `update inks set owner_count = new.owned where id = new.ink_id and owner_count <> new.owned;`;

  // --- the catalogue's totals, per brand ---------------------------------------------------
  await db.schema
    .createTable('brand_counts')
    .addColumn('brand_norm', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('live_inks', 'integer', (c) => c.notNull())
    .addColumn('images', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into brand_counts (brand_norm, live_inks, images)
    select brand_norm, count(*), coalesce(sum(community_image_count), 0)
    from inks where deleted_at is null group by brand_norm`.execute(db);

  // --- members active per day --------------------------------------------------------------
  await db.schema
    .createTable('active_member_days')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('members', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into active_member_days (day, members)
    select ${sql.raw(dayOf('last_active_at'))}, count(*) from users
    where last_active_at is not null group by ${sql.raw(dayOf('last_active_at'))}`.execute(db);
  await db.schema
    .createIndex('users_last_active_idx')
    .on('users')
    .column('last_active_at')
    .execute();
  const activeDelta = (row: 'new' | 'old', sign: 1 | -1) =>
    `insert into active_member_days (day, members) select ${dayOf(`${row}.last_active_at`)}, ${sign}
       where ${row}.last_active_at is not null
       on conflict (day) do update set members = active_member_days.members + excluded.members;`;

  if (pg) {
    await sql`create function keep_ink_entry_counts() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${sql.raw(entryDelta('new', 1, false))} return new; end if;
        ${sql.raw(entryDelta('old', -1, true))}
        if tg_op = 'DELETE' then return old; end if;
        ${sql.raw(entryDelta('new', 1, true))}
        return new;
      end $$`.execute(db);
    await sql`create trigger inventory_entry_counts
        before insert or delete or update of user_id, ink_id, status on inventory_entries
        for each row execute function keep_ink_entry_counts()`.execute(db);
    await sql`create function follow_owned_count() returns trigger language plpgsql as $$
      begin ${sql.raw(followOwned)} return null; end $$`.execute(db);
    await sql`create trigger ink_entry_counts_owned after insert or update of owned
        on ink_entry_counts for each row execute function follow_owned_count()`.execute(db);

    await sql`create function keep_brand_counts() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${sql.raw(inkDelta('old', -1))} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${sql.raw(inkDelta('new', 1))} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger inks_brand_counts
        after insert or delete or update of deleted_at, brand_norm, community_image_count on inks
        for each row execute function keep_brand_counts()`.execute(db);

    await sql`create function keep_active_days() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${sql.raw(activeDelta('old', -1))} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${sql.raw(activeDelta('new', 1))} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger users_active_days after insert or delete on users
        for each row execute function keep_active_days()`.execute(db);
    // only a member's first activity of a day moves the days' rows (not every touch)
    await sql`create trigger users_active_days_au after update of last_active_at on users
        for each row when (${sql.raw(dayOf('old.last_active_at'))} is distinct from ${sql.raw(dayOf('new.last_active_at'))})
        execute function keep_active_days()`.execute(db);
  } else {
    const changed = `old.user_id <> new.user_id or old.ink_id <> new.ink_id or old.status <> new.status`;
    const triggers: [string, string, string][] = [
      [
        'inventory_entry_counts_bi',
        'before insert on inventory_entries',
        entryDelta('new', 1, false),
      ],
      [
        'inventory_entry_counts_bd',
        'before delete on inventory_entries',
        entryDelta('old', -1, true),
      ],
      [
        'inventory_entry_counts_bu',
        `before update of user_id, ink_id, status on inventory_entries when ${changed}`,
        entryDelta('old', -1, true) + entryDelta('new', 1, true),
      ],
      ['ink_entry_counts_owned_ai', 'after insert on ink_entry_counts', followOwned],
      [
        'ink_entry_counts_owned_au',
        'after update of owned on ink_entry_counts when old.owned <> new.owned',
        followOwned,
      ],
      ['inks_brand_counts_ai', 'after insert on inks', inkDelta('new', 1)],
      ['inks_brand_counts_ad', 'after delete on inks', inkDelta('old', -1)],
      [
        'inks_brand_counts_au',
        'after update of deleted_at, brand_norm, community_image_count on inks',
        inkDelta('old', -1) + inkDelta('new', 1),
      ],
      ['users_active_days_ai', 'after insert on users', activeDelta('new', 1)],
      ['users_active_days_ad', 'after delete on users', activeDelta('old', -1)],
      [
        'users_active_days_au',
        `after update of last_active_at on users when ${dayOf('old.last_active_at')} is not ${dayOf('new.last_active_at')}`,
        activeDelta('old', -1) + activeDelta('new', 1),
      ],
    ];
    for (const [name, event, body] of triggers) {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(event)} begin ${sql.raw(body)} end`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger inventory_entry_counts on inventory_entries`.execute(db);
    await sql`drop trigger inks_brand_counts on inks`.execute(db);
    await sql`drop trigger users_active_days on users`.execute(db);
    await sql`drop trigger users_active_days_au on users`.execute(db);
    for (const fn of [
      'keep_ink_entry_counts',
      'follow_owned_count',
      'keep_brand_counts',
      'keep_active_days',
    ]) {
      await sql`drop function ${sql.raw(fn)}() cascade`.execute(db);
    }
  } else {
    for (const name of [
      'inventory_entry_counts_bi',
      'inventory_entry_counts_bd',
      'inventory_entry_counts_bu',
      'inks_brand_counts_ai',
      'inks_brand_counts_ad',
      'inks_brand_counts_au',
      'users_active_days_ai',
      'users_active_days_ad',
      'users_active_days_au',
    ]) {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.dropIndex('users_last_active_idx').execute();
  await db.schema.dropTable('active_member_days').execute();
  await db.schema.dropTable('brand_counts').execute();
  await db.schema.dropTable('ink_entry_counts').execute();
  // the recount triggers of 2026-11-30T0200 come back as they were
  const owners = (inkId: string) =>
    `(select count(distinct user_id) from inventory_entries where ink_id = ${inkId} and status = 'owned')`;
  const recount = (inkId: string) =>
    `update inks set owner_count = ${owners(inkId)} where id = ${inkId} and owner_count <> ${owners(inkId)};`;
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
