import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 061, the badges' measures: each member's count of every badge measure
 * (`member_counts`) and, per badge target, how many members reach it (`badge_targets`), kept
 * by triggers in the transaction of the change that moves them, whoever writes it. The
 * showcase reads 15 rows and their pending deltas, a profile 8 rows, however large the
 * community.
 *
 * Beside them, what the two measures that are not plain counts need:
 * - colour families: `member_family_inks`, per member and colour family, the live inks of that
 *   family the member owns or tried (a member's family count is the number of such rows above
 *   zero);
 * - the largest public collection: `collections.live_inks`, the live inks in each collection
 *   (a member's measure is the largest of their public ones, read again from their own
 *   collections whenever one changes).
 * A deleted member's rows go with them (the trigger on users); a change made while a member's
 * row is already gone (the cascades of that deletion) moves nothing. A member crossing a
 * target adds a row of +1 or -1 to `badge_target_deltas` (inserted only, so members crossing
 * one target in long transactions never wait for each other); readers add the deltas to the
 * target's holders, and fold them in now and then (features/badges).
 *
 * Badge targets are rows: a new badge in contract/src/badges needs a migration that adds its
 * (measure, target) row (a test fails until it has one).
 */

const TARGETS: [string, number][] = [
  ['communityImages', 1],
  ['communityImages', 10],
  ['inventoryEntries', 10],
  ['inventoryEntries', 50],
  ['inventoryEntries', 200],
  ['comments', 1],
  ['comments', 25],
  ['approvedDiscoveries', 1],
  ['approvedDiscoveries', 5],
  ['upvotesReceived', 10],
  ['upvotesReceived', 50],
  ['colorFamilies', 10],
  ['largestPublicCollection', 10],
  ['staffRole', 1],
  ['staffRole', 2],
];

/*
 * Two spellings differ by database, written as markers replaced when the triggers are made:
 * {{share}}, PostgreSQL's `for key share of u` on the member's row, so a member whose account
 * is being deleted by another transaction is waited for and then not found (no row is left
 * behind for them); and {{pg:...}}, a statement only PostgreSQL runs (SQLite has one writer).
 */
const SHARE = '{{share}}';

/** Adds `delta` to a member's measure (nothing when the member is gone or delta is 0). */
function bump(user: string, measure: string, delta: string): string {
  return `insert into member_counts (user_id, measure, n)
      select u.id, '${measure}', ${delta} from users u where u.id = ${user} and (${delta}) <> 0${SHARE}
      on conflict (user_id, measure) do update set n = member_counts.n + excluded.n;`;
}

/** Sets a member's measure to `value` (nothing when the member is gone). */
function setTo(user: string, measure: string, value: string): string {
  return `insert into member_counts (user_id, measure, n)
      select u.id, '${measure}', ${value} from users u where u.id = ${user}${SHARE}
      on conflict (user_id, measure) do update set n = excluded.n where member_counts.n <> excluded.n;`;
}

const STAFF = (row: string) =>
  `case when ${row}.role = 'admin' then 2 when ${row}.role = 'moderator' then 1 else 0 end`;

/**
 * The member's largest public collection, read again from their collections. On PostgreSQL the
 * member's row is locked first, so two changes to their collections at once recount one after
 * the other (the second statement reads what the first committed), never a stale maximum.
 */
const LARGEST = (user: string) =>
  `{{pg:perform 1 from users where id = ${user} for no key update;}}` +
  setTo(
    user,
    'largestPublicCollection',
    `(select coalesce(max(c.live_inks), 0) from collections c where c.user_id = ${user} and c.is_public = 1)`,
  );

/** Another entry of the member for the ink (with a status among `statuses`), other than `self`. */
function another(row: 'new' | 'old', excludeSelf: boolean, statuses?: string): string {
  return `exists (select 1 from inventory_entries e where e.user_id = ${row}.user_id and e.ink_id = ${row}.ink_id${
    statuses ? ` and e.status in ${statuses}` : ''
  }${excludeSelf ? ' and e.id <> old.id' : ''})`;
}

const USED = `('owned', 'tried')`;

/** The member's inks of the ink's colour family (live inks only) move by `delta`. */
function familyBump(user: string, inkId: string, delta: string): string {
  return `insert into member_family_inks (user_id, family, inks)
      select u.id, i.color_family, ${delta} from users u, inks i
      where u.id = ${user} and i.id = ${inkId} and i.deleted_at is null
        and i.color_family is not null and (${delta}) <> 0${SHARE}
      on conflict (user_id, family) do update set inks = member_family_inks.inks + excluded.inks;`;
}

/** An entry entering (+1) or leaving (-1): the member's distinct inks and used families. */
function entryMoves(row: 'new' | 'old', sign: 1 | -1, excludeSelf: boolean): string {
  const used = `${row}.status in ${USED} and not ${another(row, excludeSelf, USED)}`;
  return (
    bump(
      `${row}.user_id`,
      'inventoryEntries',
      `case when not ${another(row, excludeSelf)} then ${sign} else 0 end`,
    ) + familyBump(`${row}.user_id`, `${row}.ink_id`, `case when ${used} then ${sign} else 0 end`)
  );
}

const positive = (v: string) => `(case when ${v} > 0 then 1 else 0 end)`;

function upvotes(imageId: string, delta: string): string {
  return bump(
    `(select ci.user_id from community_images ci where ci.id = ${imageId})`,
    'upvotesReceived',
    delta,
  );
}

const approved = (row: string) =>
  `(case when ${row}.status = 'approved' and ${row}.user_id is not null then 1 else 0 end)`;

/** An ink leaving (-1) or entering (+1) the live catalogue or a colour family, for its members. */
function inkFamilies(row: 'new' | 'old', sign: 1 | -1): string {
  const members = `select e.user_id from inventory_entries e where e.ink_id = ${row}.id and e.status in ${USED}`;
  return sign < 0
    ? `update member_family_inks set inks = inks - 1
         where family = old.color_family and old.color_family is not null and old.deleted_at is null
           and user_id in (${members});`
    : `insert into member_family_inks (user_id, family, inks)
         select u.id, new.color_family, 1 from users u
         where u.id in (${members}) and new.deleted_at is null and new.color_family is not null${SHARE}
         on conflict (user_id, family) do update set inks = member_family_inks.inks + 1;`;
}

/** The collections holding an ink gain (+1) or lose (-1) a live ink. */
function inkCollections(inkId: string, delta: string, when: string): string {
  return `update collections set live_inks = live_inks + (${delta})
      where ${when} and id in (select ci.collection_id from collection_inks ci where ci.ink_id = ${inkId});`;
}

const liveInk = (inkId: string) =>
  `exists (select 1 from inks i where i.id = ${inkId} and i.deleted_at is null)`;

type Trigger = {
  name: string;
  /** e.g. 'after insert', 'before delete', 'after update of role' */
  event: string;
  table: string;
  when?: string;
  body: string;
};

const TRIGGERS: Trigger[] = [
  // comments and community images, counted per member
  {
    name: 'comments_mc_ai',
    event: 'after insert',
    table: 'comments',
    body: bump('new.user_id', 'comments', '1'),
  },
  {
    name: 'comments_mc_ad',
    event: 'after delete',
    table: 'comments',
    body: bump('old.user_id', 'comments', '-1'),
  },
  {
    name: 'images_mc_ai',
    event: 'after insert',
    table: 'community_images',
    body: bump('new.user_id', 'communityImages', '1'),
  },
  {
    // its votes leave with it (they go by cascade after it, when it is no longer found)
    name: 'images_mc_bd',
    event: 'before delete',
    table: 'community_images',
    body:
      bump('old.user_id', 'communityImages', '-1') +
      bump(
        'old.user_id',
        'upvotesReceived',
        '-(select count(*) from community_image_votes v where v.image_id = old.id)',
      ),
  },
  {
    name: 'votes_mc_ai',
    event: 'after insert',
    table: 'community_image_votes',
    body: upvotes('new.image_id', '1'),
  },
  {
    name: 'votes_mc_ad',
    event: 'after delete',
    table: 'community_image_votes',
    body: upvotes('old.image_id', '-1'),
  },
  {
    name: 'votes_mc_au',
    event: 'after update of image_id',
    table: 'community_image_votes',
    when: 'old.image_id <> new.image_id',
    body: upvotes('old.image_id', '-1') + upvotes('new.image_id', '1'),
  },
  {
    name: 'submissions_mc_ai',
    event: 'after insert',
    table: 'ink_submissions',
    body: bump('new.user_id', 'approvedDiscoveries', approved('new')),
  },
  {
    name: 'submissions_mc_ad',
    event: 'after delete',
    table: 'ink_submissions',
    body: bump('old.user_id', 'approvedDiscoveries', `-${approved('old')}`),
  },
  {
    name: 'submissions_mc_au',
    event: 'after update of status, user_id',
    table: 'ink_submissions',
    body:
      bump('old.user_id', 'approvedDiscoveries', `-${approved('old')}`) +
      bump('new.user_id', 'approvedDiscoveries', approved('new')),
  },
  // the ink-ventory: BEFORE row triggers, as for the ink's counts (migration 2026-12-04T0100)
  {
    name: 'entries_mc_bi',
    event: 'before insert',
    table: 'inventory_entries',
    body: entryMoves('new', 1, false),
  },
  {
    name: 'entries_mc_bd',
    event: 'before delete',
    table: 'inventory_entries',
    body: entryMoves('old', -1, true),
  },
  {
    name: 'entries_mc_bu',
    event: 'before update of user_id, ink_id, status',
    table: 'inventory_entries',
    when: 'old.user_id <> new.user_id or old.ink_id <> new.ink_id or old.status <> new.status',
    body: entryMoves('old', -1, true) + entryMoves('new', 1, true),
  },
  {
    name: 'families_mc_ai',
    event: 'after insert',
    table: 'member_family_inks',
    body: bump('new.user_id', 'colorFamilies', positive('new.inks')),
  },
  {
    name: 'families_mc_au',
    event: 'after update of inks',
    table: 'member_family_inks',
    body: bump('new.user_id', 'colorFamilies', `${positive('new.inks')} - ${positive('old.inks')}`),
  },
  {
    name: 'families_mc_ad',
    event: 'after delete',
    table: 'member_family_inks',
    body: bump('old.user_id', 'colorFamilies', `-${positive('old.inks')}`),
  },
  // an ink changing family, leaving or coming back
  {
    name: 'inks_mc_au',
    event: 'after update of color_family, deleted_at',
    table: 'inks',
    when: `old.color_family is distinct from new.color_family or old.deleted_at is distinct from new.deleted_at`,
    body:
      inkFamilies('old', -1) +
      inkFamilies('new', 1) +
      // only when the ink leaves or comes back (a new family leaves its collections alone)
      inkCollections(
        'new.id',
        'case when new.deleted_at is null then 1 else -1 end',
        '(old.deleted_at is null) <> (new.deleted_at is null)',
      ),
  },
  {
    name: 'inks_mc_bd',
    event: 'before delete',
    table: 'inks',
    body: inkFamilies('old', -1) + inkCollections('old.id', '-1', 'old.deleted_at is null'),
  },
  // collections: live inks in each, the member's largest public one
  {
    name: 'collection_inks_mc_ai',
    event: 'after insert',
    table: 'collection_inks',
    body: `update collections set live_inks = live_inks + 1 where id = new.collection_id and ${liveInk('new.ink_id')};`,
  },
  {
    name: 'collection_inks_mc_ad',
    event: 'after delete',
    table: 'collection_inks',
    body: `update collections set live_inks = live_inks - 1 where id = old.collection_id and ${liveInk('old.ink_id')};`,
  },
  {
    name: 'collections_mc_au',
    event: 'after update of live_inks, is_public, user_id',
    table: 'collections',
    body: LARGEST('new.user_id') + LARGEST('old.user_id'),
  },
  {
    name: 'collections_mc_ai',
    event: 'after insert',
    table: 'collections',
    body: LARGEST('new.user_id'),
  },
  {
    name: 'collections_mc_ad',
    event: 'after delete',
    table: 'collections',
    body: LARGEST('old.user_id'),
  },
  // staff roles, and a member who leaves
  {
    name: 'users_mc_ai',
    event: 'after insert',
    table: 'users',
    body: setTo('new.id', 'staffRole', STAFF('new')),
  },
  {
    name: 'users_mc_au',
    event: 'after update of role',
    table: 'users',
    body: setTo('new.id', 'staffRole', STAFF('new')),
  },
  {
    name: 'users_mc_ad',
    event: 'after delete',
    table: 'users',
    body: `delete from member_counts where user_id = old.id; delete from member_family_inks where user_id = old.id;`,
  },
  // the holders of each target move when a member crosses it
  // crossing a target adds a row of +1 or -1: rows are only ever inserted, so members crossing
  // the same target in long transactions (an import's batch) never wait for each other
  {
    name: 'member_counts_ai',
    event: 'after insert',
    table: 'member_counts',
    body: `insert into badge_target_deltas (measure, target, delta)
      select measure, target, 1 from badge_targets where measure = new.measure and new.n >= target;`,
  },
  {
    name: 'member_counts_au',
    event: 'after update of n',
    table: 'member_counts',
    body: `insert into badge_target_deltas (measure, target, delta)
      select measure, target,
        (case when new.n >= target then 1 else 0 end) - (case when old.n >= target then 1 else 0 end)
      from badge_targets where measure = new.measure and (new.n >= target) <> (old.n >= target);`,
  },
  {
    name: 'member_counts_ad',
    event: 'after delete',
    table: 'member_counts',
    body: `insert into badge_target_deltas (measure, target, delta)
      select measure, target, -1 from badge_targets where measure = old.measure and old.n >= target;`,
  },
];

/** The backfill: every measure of every member, from the activity tables. */
const RECOUNT: [string, string][] = [
  ['communityImages', `select user_id as u, count(*) as n from community_images group by user_id`],
  [
    'inventoryEntries',
    `select user_id as u, count(distinct ink_id) as n from inventory_entries group by user_id`,
  ],
  ['comments', `select user_id as u, count(*) as n from comments group by user_id`],
  [
    'approvedDiscoveries',
    `select user_id as u, count(*) as n from ink_submissions
      where status = 'approved' and user_id is not null group by user_id`,
  ],
  [
    'upvotesReceived',
    `select i.user_id as u, count(*) as n from community_image_votes v
      join community_images i on i.id = v.image_id group by i.user_id`,
  ],
  [
    'colorFamilies',
    `select user_id as u, count(*) as n from member_family_inks where inks > 0 group by user_id`,
  ],
  [
    'largestPublicCollection',
    `select user_id as u, max(live_inks) as n from collections where is_public = 1 group by user_id`,
  ],
  ['staffRole', `select u.id as u, ${STAFF('u')} as n from users u`],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // nothing committed by servers still running the release before may fall between a
  // backfill and its trigger (SQLite's migration holds the database anyway)
  if (pg) {
    await sql`lock table inventory_entries, inks, users, comments, community_images,
      community_image_votes, ink_submissions, collections, collection_inks
      in share row exclusive mode`.execute(db);
  }
  await db.schema
    .createTable('member_counts')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('measure', 'varchar(40)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_counts_pk', ['user_id', 'measure'])
    .execute();
  await db.schema
    .createTable('badge_targets')
    .addColumn('measure', 'varchar(40)', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('holders', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('badge_targets_pk', ['measure', 'target'])
    .execute();
  await db.schema
    .createTable('badge_target_deltas')
    .addColumn('measure', 'varchar(40)', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('badge_target_deltas_idx')
    .on('badge_target_deltas')
    .columns(['measure', 'target'])
    .execute();
  await db.schema
    .createTable('member_family_inks')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('family', 'varchar(20)', (c) => c.notNull())
    .addColumn('inks', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_family_inks_pk', ['user_id', 'family'])
    .execute();
  await db.schema
    .alterTable('collections')
    .addColumn('live_inks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // backfill, then the triggers
  await sql`insert into member_family_inks (user_id, family, inks)
    select e.user_id, i.color_family, count(distinct e.ink_id) from inventory_entries e
      join inks i on i.id = e.ink_id
    where e.status in ('owned', 'tried') and i.deleted_at is null and i.color_family is not null
    group by e.user_id, i.color_family`.execute(db);
  await sql`update collections set live_inks = (select count(*) from collection_inks ci
      join inks i on i.id = ci.ink_id where ci.collection_id = collections.id and i.deleted_at is null)`.execute(
    db,
  );
  for (const [measure, select] of RECOUNT) {
    await sql`insert into member_counts (user_id, measure, n)
      select r.u, ${sql.lit(measure)}, r.n from (${sql.raw(select)}) r
      where r.n > 0 or ${sql.lit(measure)} = 'staffRole'`.execute(db);
  }
  for (const [measure, target] of TARGETS) {
    await sql`insert into badge_targets (measure, target, holders)
      values (${sql.lit(measure)}, ${sql.lit(target)},
        (select count(*) from member_counts where measure = ${sql.lit(measure)} and n >= ${sql.lit(target)}))`.execute(
      db,
    );
  }

  const spelt = (body: string) =>
    body
      .replaceAll(SHARE, pg ? ' for key share of u' : '')
      .replace(/\{\{pg:([^}]*)\}\}/g, pg ? '$1' : '');
  for (const t of TRIGGERS.map((x) => ({ ...x, body: spelt(x.body) }))) {
    if (pg) {
      const before = t.event.startsWith('before');
      const result = !before ? 'null' : t.event.includes('delete') ? 'old' : 'new';
      await sql`create function ${sql.raw(`${t.name}_fn`)}() returns trigger language plpgsql as $$
        begin ${sql.raw(t.body)} return ${sql.raw(result)}; end $$`.execute(db);
      await sql`create trigger ${sql.raw(t.name)} ${sql.raw(t.event)} on ${sql.raw(t.table)}
        for each row ${sql.raw(t.when ? `when (${t.when})` : '')}
        execute function ${sql.raw(`${t.name}_fn`)}()`.execute(db);
    } else {
      const when = t.when?.replaceAll('is distinct from', 'is not');
      await sql`create trigger ${sql.raw(t.name)} ${sql.raw(t.event)} on ${sql.raw(t.table)}
        ${sql.raw(when ? `when ${when}` : '')} begin ${sql.raw(t.body)} end`.execute(db);
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
  await db.schema.alterTable('collections').dropColumn('live_inks').execute();
  await db.schema.dropTable('member_family_inks').execute();
  await db.schema.dropTable('badge_target_deltas').execute();
  await db.schema.dropTable('badge_targets').execute();
  await db.schema.dropTable('member_counts').execute();
}
