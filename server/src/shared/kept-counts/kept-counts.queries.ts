import { sql } from 'kysely';
import { BADGE_MEASURES } from '@inklore/contract';
import type { Conn, Db } from '#src/db/database.ts';
import { measureRecount } from './member-measures.queries.ts';

/**
 * ADR 061: every count the database keeps (migration 2026-12-04T0100), against a count
 * from the activity tables now. An empty list means nothing drifted. Reads whole tables:
 * for tests, the crash trials and `npm run cli -- counts:check`, never for a page.
 */
export async function keptCountDrift(db: Db): Promise<string[]> {
  const found: string[] = [];
  const note: Note = (rows, what) => {
    for (const r of rows.slice(0, 20)) found.push(what(r));
    if (rows.length > 20) found.push(`... and ${rows.length - 20} more of the same kind`);
  };

  const byStatus = (s: string) => sql`count(distinct case when status = ${s} then user_id end)`;
  const counted = sql`(select ink_id, count(distinct user_id) as members,
      ${byStatus('owned')} as owned, ${byStatus('tried')} as tried,
      ${byStatus('wishlist')} as wishlist, ${byStatus('want_to_try')} as want_to_try
    from inventory_entries group by ink_id)`;
  const cols = ['members', 'owned', 'tried', 'wishlist', 'want_to_try'] as const;
  const differs = (a: string, b: string) =>
    sql.join(
      cols.map(
        (c) => sql`coalesce(${sql.ref(`${a}.${c}`)}, 0) <> coalesce(${sql.ref(`${b}.${c}`)}, 0)`,
      ),
      sql` or `,
    );
  const show = (r: Record<string, unknown>) =>
    cols.map((c) => `${c} ${Number(r[`k_${c}`] ?? 0)}/${Number(r[`c_${c}`] ?? 0)}`).join(', ');
  const pick = (a: string, b: string) =>
    sql.join(
      cols.flatMap((c) => [
        sql`${sql.ref(`${a}.${c}`)} as ${sql.ref(`k_${c}`)}`,
        sql`${sql.ref(`${b}.${c}`)} as ${sql.ref(`c_${c}`)}`,
      ]),
    );
  const entriesDrift = await sql<Record<string, unknown>>`
    select c.ink_id, ${pick('k', 'c')} from ${counted} c
      left join ink_entry_counts k on k.ink_id = c.ink_id
      where ${differs('k', 'c')}
    union all
    select k.ink_id, ${pick('k', 'c')} from ink_entry_counts k
      left join ${counted} c on c.ink_id = k.ink_id
      where c.ink_id is null and (${differs('k', 'c')})`.execute(db);
  note(
    entriesDrift.rows,
    (r) => `ink ${String(r['ink_id'])} entry counts (kept/counted): ${show(r)}`,
  );

  const owners = await sql<{ id: number; owner_count: number; owned: number | null }>`
    select inks.id, inks.owner_count, k.owned from inks
      left join ink_entry_counts k on k.ink_id = inks.id
      where inks.owner_count <> coalesce(k.owned, 0)`.execute(db);
  note(owners.rows, (r) => `ink ${r.id} owner_count ${r.owner_count}, kept owned ${r.owned ?? 0}`);

  const brands = await sql<{
    brand_norm: string;
    kept_inks: number | null;
    kept_images: number | string | null;
    inks: number | string | null;
    images: number | string | null;
  }>`
    select c.brand_norm, k.live_inks as kept_inks, k.images as kept_images, c.inks, c.images
      from (select brand_norm, count(*) as inks, coalesce(sum(community_image_count), 0) as images
            from inks where deleted_at is null group by brand_norm) c
      left join brand_counts k on k.brand_norm = c.brand_norm
      where k.live_inks is null or k.live_inks <> c.inks or k.images <> c.images
    union all
    select k.brand_norm, k.live_inks as kept_inks, k.images as kept_images, null as inks, null as images
      from brand_counts k
      where (k.live_inks <> 0 or k.images <> 0)
        and not exists (select 1 from inks where inks.brand_norm = k.brand_norm and inks.deleted_at is null)`.execute(
    db,
  );
  note(
    brands.rows,
    (r) =>
      `brand ${JSON.stringify(r.brand_norm)} (kept/counted): live inks ${r.kept_inks ?? 0}/${Number(r.inks ?? 0)}, images ${Number(r.kept_images ?? 0)}/${Number(r.images ?? 0)}`,
  );

  const dayOf = (col: string) =>
    db.kind === 'postgres'
      ? sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`)
      : sql.raw(`substr(${col}, 1, 10)`);
  const days = await sql<{ day: string; kept: number | null; counted: number | string | null }>`
    select c.day, k.members as kept, c.n as counted
      from (select ${dayOf('last_active_at')} as day, count(*) as n from users
            where last_active_at is not null group by ${dayOf('last_active_at')}) c
      left join active_member_days k on k.day = c.day
      where k.members is null or k.members <> c.n
    union all
    select k.day, k.members as kept, null as counted from active_member_days k
      where k.members <> 0
        and not exists (select 1 from users u where u.last_active_at is not null
                        and ${dayOf('u.last_active_at')} = k.day)`.execute(db);
  note(
    days.rows,
    (r) =>
      `members last active on ${r.day}: kept ${r.kept ?? 0}, counted ${Number(r.counted ?? 0)}`,
  );
  await memberMeasureDrift(db, note);
  await imageVoteDrift(db, note);
  await propertyVoteDrift(db, note);
  await staffQueueDrift(db, note);
  return found;
}

/** What waits for the staff, counted from the tables (ADR 074). */
const STAFF_QUEUES = sql`select (select count(*) from reports where status = 'open') as reports,
    (select count(*) from profile_image_submissions s join inks on inks.id = s.ink_id
      where s.status = 'pending' and inks.deleted_at is null) as profile_images,
    (select count(*) from ink_submissions where status = 'pending') as submissions`;

/** The staff's queues: the sums of their deltas against a count (ADR 074). */
async function staffQueueDrift(db: Db, note: Note): Promise<void> {
  const queues = ['reports', 'profile_images', 'submissions'] as const;
  type Row = Record<(typeof queues)[number], number | string | null>;
  const { rows: counted } = await sql<Row>`${STAFF_QUEUES}`.execute(db);
  const { rows: kept } = await sql<Row>`select sum(reports) as reports,
    sum(profile_images) as profile_images, sum(submissions) as submissions
    from staff_queue_deltas`.execute(db);
  note(
    queues.filter((q) => Number(kept[0]?.[q] ?? 0) !== Number(counted[0]?.[q] ?? 0)),
    (q) =>
      `staff queue ${q}: kept ${Number(kept[0]?.[q] ?? 0)}, counted ${Number(counted[0]?.[q] ?? 0)}`,
  );
}

/** Whose image votes count but for their age: per image and voter group (ADR 064). */
const IMAGE_VOTE_GROUPS = sql`(select v.image_id, coalesce(u.signup_cluster, u.id) as grp,
    count(*) as voters from community_image_votes v join users u on u.id = v.user_id
  where u.email_verified = 1 and u.restriction is null
  group by v.image_id, coalesce(u.signup_cluster, u.id))`;

/** An image's kept votes (migration 2026-12-05T0100) and the groups they are kept from. */
async function imageVoteDrift(db: Db, note: Note): Promise<void> {
  const groups = await sql<{
    image_id: number;
    grp: number;
    kept: number | null;
    n: number | string | null;
  }>`
    select c.image_id, c.grp, k.voters as kept, c.voters as n from ${IMAGE_VOTE_GROUPS} c
      left join image_vote_groups k on k.image_id = c.image_id and k.grp = c.grp
      where k.voters is null or k.voters <> c.voters
    union all
    select k.image_id, k.grp, k.voters as kept, null as n from image_vote_groups k
      left join ${IMAGE_VOTE_GROUPS} c on c.image_id = k.image_id and c.grp = k.grp
      where c.image_id is null and k.voters <> 0`.execute(db);
  note(
    groups.rows,
    (r) =>
      `image ${r.image_id} voters of group ${r.grp}: kept ${r.kept ?? 0}, counted ${Number(r.n ?? 0)}`,
  );
  const images = await sql<{ id: number; kept_votes: number; n: number | string }>`
    select i.id, i.kept_votes, coalesce(c.n, 0) as n from community_images i
      left join (select image_id, count(*) as n from ${IMAGE_VOTE_GROUPS} g group by image_id) c
        on c.image_id = i.id
      where i.kept_votes <> coalesce(c.n, 0)`.execute(db);
  note(
    images.rows,
    (r) => `image ${r.id} voter groups: kept ${r.kept_votes}, counted ${Number(r.n)}`,
  );
}

/** Whose property votes count but for their age: per ink, property, value and group (ADR 066). */
const PROPERTY_VOTE_GROUPS = sql`(select v.ink_id, v.property, v.value,
    coalesce(u.signup_cluster, u.id) as grp, count(*) as voters
  from ink_property_votes v join users u on u.id = v.user_id
  where u.email_verified = 1 and u.restriction is null
  group by v.ink_id, v.property, v.value, coalesce(u.signup_cluster, u.id)
  union all
  select v.ink_id, '*' as property, '*' as value, coalesce(u.signup_cluster, u.id) as grp,
    count(*) as voters
  from ink_property_votes v join users u on u.id = v.user_id
  where u.email_verified = 1 and u.restriction is null
  group by v.ink_id, coalesce(u.signup_cluster, u.id))`;

/** An ink's kept property tallies (migration 2026-12-05T0300) and the groups they are kept from. */
async function propertyVoteDrift(db: Db, note: Note): Promise<void> {
  type Row = { ink_id: number; property: string; value: string; kept: number | null };
  const groups = await sql<Row & { grp: number; n: number | string | null }>`
    select c.ink_id, c.property, c.value, c.grp, k.voters as kept, c.voters as n
      from ${PROPERTY_VOTE_GROUPS} c
      left join property_vote_groups k on k.ink_id = c.ink_id and k.property = c.property
        and k.value = c.value and k.grp = c.grp
      where k.voters is null or k.voters <> c.voters
    union all
    select k.ink_id, k.property, k.value, k.grp, k.voters as kept, null as n
      from property_vote_groups k
      left join ${PROPERTY_VOTE_GROUPS} c on c.ink_id = k.ink_id and c.property = k.property
        and c.value = k.value and c.grp = k.grp
      where c.ink_id is null and k.voters <> 0`.execute(db);
  note(
    groups.rows,
    (r) =>
      `ink ${r.ink_id} ${r.property}=${r.value} voters of group ${r.grp}: kept ${r.kept ?? 0}, counted ${Number(r.n ?? 0)}`,
  );
  const COUNTED = sql`(select ink_id, property, value, count(*) as n from ${PROPERTY_VOTE_GROUPS} g
    group by ink_id, property, value)`;
  const tallies = await sql<Row & { n: number | string | null }>`
    select c.ink_id, c.property, c.value, t.groups as kept, c.n from ${COUNTED} c
      left join property_vote_tallies t on t.ink_id = c.ink_id and t.property = c.property
        and t.value = c.value
      where t.groups is null or t.groups <> c.n
    union all
    select t.ink_id, t.property, t.value, t.groups as kept, null as n from property_vote_tallies t
      left join ${COUNTED} c on c.ink_id = t.ink_id and c.property = t.property
        and c.value = t.value
      where c.ink_id is null and t.groups <> 0`.execute(db);
  note(
    tallies.rows,
    (r) =>
      `ink ${r.ink_id} ${r.property}=${r.value} voter groups: kept ${r.kept ?? 0}, counted ${Number(r.n ?? 0)}`,
  );
}

type Note = <R>(rows: R[], what: (r: R) => string) => void;

/** The badges' measures (migration 2026-12-04T0200) and what they are kept from. */
async function memberMeasureDrift(db: Db, note: Note): Promise<void> {
  for (const measure of BADGE_MEASURES) {
    const differ = await db
      .selectFrom(measureRecount(db, measure).as('r'))
      .leftJoin('member_counts as k', (j) =>
        j.onRef('k.user_id', '=', 'r.user_id').on('k.measure', '=', measure),
      )
      .select(['r.user_id', 'r.n as counted', 'k.n as kept'])
      .where((eb) => eb.or([eb('k.n', 'is', null), eb('k.n', '<>', eb.ref('r.n'))]))
      .where('r.n', '<>', 0)
      .execute();
    const stray = await db
      .selectFrom('member_counts as k')
      .select(['k.user_id', 'k.n as kept'])
      .where('k.measure', '=', measure)
      .where('k.n', '<>', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom(measureRecount(db, measure).as('r'))
              .select('r.user_id')
              .whereRef('r.user_id', '=', 'k.user_id'),
          ),
        ),
      )
      .execute();
    note(
      [...differ, ...stray.map((r) => ({ ...r, counted: 0 }))],
      (r) => `member ${r.user_id} ${measure}: kept ${r.kept ?? 0}, counted ${r.counted}`,
    );
  }
  const statuses = await sql<{
    user_id: number;
    measure: string;
    kept: number | null;
    n: number | string | null;
  }>`
    select c.user_id, c.measure, k.n as kept, c.n from
      (select e.user_id, 'status_' || e.status as measure, count(distinct e.ink_id) as n
         from inventory_entries e join inks i on i.id = e.ink_id
        where i.deleted_at is null group by e.user_id, e.status) c
      left join member_counts k on k.user_id = c.user_id and k.measure = c.measure
      where k.n is null or k.n <> c.n
    union all
    select k.user_id, k.measure, k.n as kept, null as n from member_counts k
      where k.measure in ('status_owned', 'status_tried', 'status_wishlist', 'status_want_to_try')
        and k.n <> 0
        and not exists (select 1 from inventory_entries e join inks i on i.id = e.ink_id
          where e.user_id = k.user_id and 'status_' || e.status = k.measure and i.deleted_at is null)`.execute(
    db,
  );
  note(
    statuses.rows,
    (r) => `member ${r.user_id} ${r.measure}: kept ${r.kept ?? 0}, counted ${Number(r.n ?? 0)}`,
  );
  const holders = await sql<{
    measure: string;
    target: number;
    holders: number | string;
    n: number | string;
  }>`
    select t.measure, t.target,
      t.holders + coalesce((select sum(d.delta) from badge_target_deltas d
        where d.measure = t.measure and d.target = t.target), 0) as holders,
      (select count(*) from member_counts k where k.measure = t.measure and k.n >= t.target) as n
    from badge_targets t`.execute(db);
  note(
    holders.rows.filter((r) => Number(r.holders) !== Number(r.n)),
    (r) =>
      `badge target ${r.measure} ${r.target}: ${r.holders} holders kept, ${Number(r.n)} counted`,
  );
  const families = await sql<{
    user_id: number;
    family: string;
    kept: number | null;
    n: number | string | null;
  }>`
    select c.user_id, c.family, k.inks as kept, c.n from
      (select e.user_id, i.color_family as family, count(distinct e.ink_id) as n
         from inventory_entries e join inks i on i.id = e.ink_id
        where e.status in ('owned', 'tried') and i.deleted_at is null and i.color_family is not null
        group by e.user_id, i.color_family) c
      left join member_family_inks k on k.user_id = c.user_id and k.family = c.family
      where k.inks is null or k.inks <> c.n
    union all
    select k.user_id, k.family, k.inks as kept, null as n from member_family_inks k
      where k.inks <> 0 and not exists (select 1 from inventory_entries e join inks i on i.id = e.ink_id
        where e.user_id = k.user_id and i.color_family = k.family and e.status in ('owned', 'tried')
          and i.deleted_at is null)`.execute(db);
  note(
    families.rows,
    (r) =>
      `member ${r.user_id} ${r.family} inks owned or tried: kept ${r.kept ?? 0}, counted ${Number(r.n ?? 0)}`,
  );
  const sizes = await sql<{ id: number; live_inks: number; n: number | string }>`
    select c.id, c.live_inks, (select count(*) from collection_inks ci join inks i on i.id = ci.ink_id
      where ci.collection_id = c.id and i.deleted_at is null) as n
    from collections c`.execute(db);
  note(
    sizes.rows.filter((r) => r.live_inks !== Number(r.n)),
    (r) => `collection ${r.id} live inks: kept ${r.live_inks}, counted ${Number(r.n)}`,
  );
}

/**
 * Runs `work` with one trigger held off, inside the caller's transaction (both databases undo
 * it with the transaction: PostgreSQL's ALTER TABLE and SQLite's DROP and CREATE TRIGGER are
 * transactional).
 */
async function withoutTrigger(
  trx: Conn,
  kind: Db['kind'],
  table: string,
  name: string,
  work: () => Promise<void>,
): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table ${sql.table(table)} disable trigger ${sql.id(name)}`.execute(trx);
    await work();
    await sql`alter table ${sql.table(table)} enable trigger ${sql.id(name)}`.execute(trx);
    return;
  }
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'trigger' and name = ${name}`.execute(trx);
  await sql`drop trigger ${sql.id(name)}`.execute(trx);
  await work();
  for (const r of rows) await sql.raw(r.sql).execute(trx);
}

/**
 * Rebuilds every kept count from the activity tables (what the migrations' backfills did),
 * in one transaction: for a loader that wrote rows with the triggers off (the synthetic
 * community on PostgreSQL) and for `npm run cli -- counts:rebuild` with the server stopped.
 */
export async function rebuildKeptCounts(db: Db): Promise<void> {
  const day = (col: string) =>
    db.kind === 'postgres'
      ? sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`)
      : sql.raw(`substr(${col}, 1, 10)`);
  const byStatus = (s: string) =>
    sql`count(distinct case when status = ${sql.lit(s)} then user_id end)`;
  await db.transaction().execute(async (trx) => {
    await sql`delete from ink_entry_counts`.execute(trx);
    await sql`insert into ink_entry_counts (ink_id, members, owned, tried, wishlist, want_to_try)
      select ink_id, count(distinct user_id), ${byStatus('owned')}, ${byStatus('tried')},
        ${byStatus('wishlist')}, ${byStatus('want_to_try')}
      from inventory_entries group by ink_id`.execute(trx);
    await sql`update inks set owner_count = coalesce((select k.owned from ink_entry_counts k
        where k.ink_id = inks.id), 0)
      where owner_count <> coalesce((select k.owned from ink_entry_counts k where k.ink_id = inks.id), 0)`.execute(
      trx,
    );
    await sql`delete from brand_counts`.execute(trx);
    await sql`insert into brand_counts (brand_norm, live_inks, images)
      select brand_norm, count(*), coalesce(sum(community_image_count), 0)
      from inks where deleted_at is null group by brand_norm`.execute(trx);
    await sql`delete from active_member_days`.execute(trx);
    await sql`insert into active_member_days (day, members)
      select ${day('last_active_at')}, count(*) from users
      where last_active_at is not null group by ${day('last_active_at')}`.execute(trx);
    await sql`delete from member_family_inks`.execute(trx);
    await sql`insert into member_family_inks (user_id, family, inks)
      select e.user_id, i.color_family, count(distinct e.ink_id) from inventory_entries e
        join inks i on i.id = e.ink_id
      where e.status in ('owned', 'tried') and i.deleted_at is null and i.color_family is not null
      group by e.user_id, i.color_family`.execute(trx);
    // one pass over the collections' inks, with the trigger that recounts the member's largest
    // public collection held off (member_counts are rebuilt below): per collection, without
    // the planner's statistics (a database just loaded), SQLite ran that recount from every
    // public collection, 112 s at 10% of the benchmark's community and hours at 100%
    await withoutTrigger(trx, db.kind, 'collections', 'collections_mc_au', async () => {
      await sql`update collections set live_inks = 0 where live_inks <> 0`.execute(trx);
      await sql`update collections set live_inks = g.n
        from (select ci.collection_id, count(*) as n from collection_inks ci
              join inks i on i.id = ci.ink_id where i.deleted_at is null
              group by ci.collection_id) g
        where g.collection_id = collections.id`.execute(trx);
    });
    // last: the steps above moved member_counts through the triggers
    await sql`delete from member_counts`.execute(trx);
    for (const measure of BADGE_MEASURES) {
      await trx
        .insertInto('member_counts')
        .columns(['user_id', 'measure', 'n'])
        .expression(
          trx
            .selectFrom(measureRecount(trx, measure).as('r'))
            .select(['r.user_id', sql.lit(measure).as('measure'), 'r.n'])
            .where('r.n', '>', 0),
        )
        .execute();
    }
    await sql`insert into member_counts (user_id, measure, n)
      select e.user_id, 'status_' || e.status, count(distinct e.ink_id) from inventory_entries e
        join inks i on i.id = e.ink_id
      where i.deleted_at is null group by e.user_id, e.status`.execute(trx);
    // the groups written in one statement with their trigger held off (one update per group
    // row took minutes at 5,000,000 votes), then each image's kept votes from them
    await sql`delete from image_vote_groups`.execute(trx);
    await withoutTrigger(trx, db.kind, 'image_vote_groups', 'image_groups_ai', async () => {
      await sql`insert into image_vote_groups (image_id, grp, voters)
        select image_id, grp, voters from ${IMAGE_VOTE_GROUPS} c`.execute(trx);
    });
    await sql`update community_images set kept_votes = 0 where kept_votes <> 0`.execute(trx);
    await sql`update community_images set kept_votes = g.n
      from (select image_id, count(*) as n from image_vote_groups where voters > 0
            group by image_id) g
      where g.image_id = community_images.id`.execute(trx);
    await sql`delete from property_vote_groups`.execute(trx);
    await withoutTrigger(trx, db.kind, 'property_vote_groups', 'pvote_groups_ai', async () => {
      await sql`insert into property_vote_groups (ink_id, property, value, grp, voters)
        select ink_id, property, value, grp, voters from ${PROPERTY_VOTE_GROUPS} c`.execute(trx);
    });
    await sql`delete from property_vote_tallies`.execute(trx);
    await sql`insert into property_vote_tallies (ink_id, property, value, groups)
      select ink_id, property, value, count(*) from property_vote_groups where voters > 0
      group by ink_id, property, value`.execute(trx);
    await sql`delete from staff_queue_deltas`.execute(trx);
    await sql`insert into staff_queue_deltas (reports, profile_images, submissions)
      select * from (${STAFF_QUEUES}) q
      where q.reports <> 0 or q.profile_images <> 0 or q.submissions <> 0`.execute(trx);
    await sql`delete from badge_target_deltas`.execute(trx);
    await sql`update badge_targets set holders = (select count(*) from member_counts k
      where k.measure = badge_targets.measure and k.n >= badge_targets.target)`.execute(trx);
  });
}
