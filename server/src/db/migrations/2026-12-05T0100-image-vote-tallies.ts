import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 064, an image's votes kept: an ink's first page of community images is sorted by votes
 * that count (ADR 041: verified voters, not restricted, old enough; accounts made together
 * from one network as one voter). Counted when asked, the page read every vote of every image
 * of the ink, and the most photographed inks of a large community have thousands.
 *
 * Kept here, by triggers in the change's own transaction, is all of that rule but the voter's
 * age (which changes with the clock and the staff's settings):
 * - `image_vote_groups`: per image and voter group (users.signup_cluster, or the voter's own
 *   id), how many verified, unrestricted voters of the group voted for it;
 * - `community_images.kept_votes`: the image's groups with at least one such voter.
 * The page takes the images in that order and subtracts, for the few voters still too new,
 * the groups that only they made (features/gallery, ADR 064).
 *
 * A voter's row is read by the triggers, so a change to it (verified, restricted, regrouped)
 * moves their votes, and a member who leaves takes theirs first (their votes then go by
 * cascade, when the member is no longer found). On PostgreSQL the trigger of a vote holds
 * the voter's row in share mode, so it and a change to the voter run one after the other; the
 * writers lock the image's ink before any of this (ADR 064 gives the order).
 */

/** PostgreSQL only: the voter's row held in share mode (see above); SQLite has one writer. */
const lockVoter = (user: string) => `{{lock-voter:${user}}}`;

/** The voter's group when their vote counts (verified, unrestricted), from the row `u`. */
const ELIGIBLE = (u: string) => `${u}.email_verified = 1 and ${u}.restriction is null`;
const GROUP = (u: string) => `coalesce(${u}.signup_cluster, ${u}.id)`;

/** The vote `row` adds its voter to the image's group (when the vote counts). */
function voteIn(row: 'new' | 'old'): string {
  return `${lockVoter(`${row}.user_id`)}
    insert into image_vote_groups (image_id, grp, voters)
      select ${row}.image_id, ${GROUP('u')}, 1 from users u
      where u.id = ${row}.user_id and ${ELIGIBLE('u')}
      on conflict (image_id, grp) do update set voters = image_vote_groups.voters + 1;`;
}

/** The vote `row` takes its voter out of the image's group (when it counted). */
function voteOut(row: 'new' | 'old'): string {
  return `${lockVoter(`${row}.user_id`)}
    update image_vote_groups set voters = voters - 1
      where image_id = ${row}.image_id and grp = (select ${GROUP('u')} from users u
        where u.id = ${row}.user_id and ${ELIGIBLE('u')});`;
}

/** Every vote of the member as the row `u` was (old) leaves its group; as it is (new) joins. */
const MEMBER_OUT = `update image_vote_groups set voters = voters - 1
    where grp = ${GROUP('old')} and ${ELIGIBLE('old')}
      and image_id in (select v.image_id from community_image_votes v where v.user_id = old.id);`;
const MEMBER_IN = `insert into image_vote_groups (image_id, grp, voters)
    select v.image_id, ${GROUP('new')}, 1 from community_image_votes v
    where v.user_id = new.id and ${ELIGIBLE('new')}
    on conflict (image_id, grp) do update set voters = image_vote_groups.voters + 1;`;

type Trigger = { name: string; event: string; table: string; when?: string; body: string };

// Named to sort before the badges' triggers on the same tables (PostgreSQL fires them by
// name): an image's rows are written before its owner's counts, in a vote as in an account's
// deletion, so the two never wait for each other the other way round.
const TRIGGERS: Trigger[] = [
  {
    name: 'votes_group_ai',
    event: 'after insert',
    table: 'community_image_votes',
    body: voteIn('new'),
  },
  {
    name: 'votes_group_ad',
    event: 'after delete',
    table: 'community_image_votes',
    body: voteOut('old'),
  },
  {
    name: 'votes_group_au',
    event: 'after update of image_id, user_id',
    table: 'community_image_votes',
    when: 'old.image_id <> new.image_id or old.user_id <> new.user_id',
    body: voteOut('old') + voteIn('new'),
  },
  {
    name: 'users_group_au',
    event: 'after update of email_verified, restriction, signup_cluster',
    table: 'users',
    when: `(${ELIGIBLE('old')}) is distinct from (${ELIGIBLE('new')}) or ${GROUP('old')} <> ${GROUP('new')}`,
    body: MEMBER_OUT + MEMBER_IN,
  },
  {
    name: 'users_group_bd',
    event: 'before delete',
    table: 'users',
    body: MEMBER_OUT,
  },
  {
    name: 'image_groups_ai',
    event: 'after insert',
    table: 'image_vote_groups',
    when: 'new.voters > 0',
    body: `update community_images set kept_votes = kept_votes + 1 where id = new.image_id;`,
  },
  {
    name: 'image_groups_au',
    event: 'after update of voters',
    table: 'image_vote_groups',
    when: '(old.voters > 0) <> (new.voters > 0)',
    body: `update community_images set kept_votes = kept_votes +
      (case when new.voters > 0 then 1 else -1 end) where id = new.image_id;`,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // nothing committed by servers still running the release before falls between the
  // backfill and the triggers
  if (pg)
    await sql`lock table community_image_votes, community_images, users in share row exclusive mode`.execute(
      db,
    );
  await db.schema
    .createTable('image_vote_groups')
    .addColumn('image_id', 'integer', (c) =>
      c.notNull().references('community_images.id').onDelete('cascade'),
    )
    .addColumn('grp', 'integer', (c) => c.notNull())
    .addColumn('voters', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('image_vote_groups_pk', ['image_id', 'grp'])
    .execute();
  await db.schema
    .alterTable('community_images')
    .addColumn('kept_votes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // an ink's page in its order, read from the top
  await db.schema
    .createIndex('community_images_page_idx')
    .on('community_images')
    .columns(['ink_id', 'is_official', 'kept_votes', 'created_at', 'id'])
    .execute();
  // the voters still too new to count, found from the newest accounts
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();

  await sql`insert into image_vote_groups (image_id, grp, voters)
    select v.image_id, ${sql.raw(GROUP('u'))}, count(*) from community_image_votes v
      join users u on u.id = v.user_id
    where ${sql.raw(ELIGIBLE('u'))}
    group by v.image_id, ${sql.raw(GROUP('u'))}`.execute(db);
  await sql`update community_images set kept_votes = (select count(*) from image_vote_groups g
    where g.image_id = community_images.id and g.voters > 0)`.execute(db);

  const spelt = (body: string) =>
    body.replace(
      /\{\{lock-voter:([^}]*)\}\}/g,
      pg ? 'perform 1 from users where id = $1 for share;' : '',
    );
  for (const t of TRIGGERS) {
    const body = spelt(t.body);
    if (pg) {
      const before = t.event.startsWith('before');
      const result = !before ? 'null' : t.event.includes('delete') ? 'old' : 'new';
      await sql`create function ${sql.raw(`${t.name}_fn`)}() returns trigger language plpgsql as $$
        begin ${sql.raw(body)} return ${sql.raw(result)}; end $$`.execute(db);
      await sql`create trigger ${sql.raw(t.name)} ${sql.raw(t.event)} on ${sql.raw(t.table)}
        for each row ${sql.raw(t.when ? `when (${t.when})` : '')}
        execute function ${sql.raw(`${t.name}_fn`)}()`.execute(db);
    } else {
      const when = t.when?.replaceAll('is distinct from', 'is not');
      await sql`create trigger ${sql.raw(t.name)} ${sql.raw(t.event)} on ${sql.raw(t.table)}
        ${sql.raw(when ? `when ${when}` : '')} begin ${sql.raw(body)} end`.execute(db);
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
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropIndex('community_images_page_idx').execute();
  await db.schema.alterTable('community_images').dropColumn('kept_votes').execute();
  await db.schema.dropTable('image_vote_groups').execute();
}
