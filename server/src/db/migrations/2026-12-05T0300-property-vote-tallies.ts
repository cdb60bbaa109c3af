import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> (see the
   initial migration). */

/**
 * ADR 066, an ink's property votes kept: the ink page's distribution of property votes counts
 * the votes that count (ADR 041: verified voters, not restricted, old enough; accounts made
 * together from one network as one voter). Counted when asked, it read every vote of the ink
 * joined to its voter, twice, and the most voted inks of a large community have thousands.
 *
 * Kept here, by triggers in the change's own transaction, as ADR 064 keeps the image votes, is
 * all of that rule but the voter's age:
 * - `property_vote_groups`: per ink, property, value and voter group, how many verified,
 *   unrestricted voters of the group gave that vote; the rows with property and value '*'
 *   count the votes the group gave on the ink at all (how many voted);
 * - `property_vote_tallies`: per ink, property and value ('*' for any), the groups with at
 *   least one such voter.
 * The read takes off the groups that only voters still too new made (features/property-votes).
 *
 * The writers lock the ink before any of this, as for the image votes (ADR 064 gives the
 * order); on PostgreSQL the trigger of a vote holds the voter's row in share mode, so it and a
 * change to the voter run one after the other.
 */

const lockVoter = (user: string) => `{{lock-voter:${user}}}`;

const ELIGIBLE = (u: string) => `${u}.email_verified = 1 and ${u}.restriction is null`;
const GROUP = (u: string) => `coalesce(${u}.signup_cluster, ${u}.id)`;
const KEY = 'ink_id, property, value, grp';

/** The vote `row` adds its voter to its value's group and to the ink's '*' group. */
function voteIn(row: 'new' | 'old'): string {
  const add = (property: string, value: string) => `
    insert into property_vote_groups (${KEY}, voters)
      select ${row}.ink_id, ${property}, ${value}, ${GROUP('u')}, 1 from users u
      where u.id = ${row}.user_id and ${ELIGIBLE('u')}
      on conflict (${KEY}) do update set voters = property_vote_groups.voters + 1;`;
  return lockVoter(`${row}.user_id`) + add(`${row}.property`, `${row}.value`) + add(`'*'`, `'*'`);
}

/** The vote `row` takes its voter out of both groups (when it counted). */
function voteOut(row: 'new' | 'old'): string {
  const take = (property: string, value: string) => `
    update property_vote_groups set voters = voters - 1
      where ink_id = ${row}.ink_id and property = ${property} and value = ${value}
        and grp = (select ${GROUP('u')} from users u where u.id = ${row}.user_id and ${ELIGIBLE('u')});`;
  return lockVoter(`${row}.user_id`) + take(`${row}.property`, `${row}.value`) + take(`'*'`, `'*'`);
}

/** Every property vote of the member as the row was (old) leaves its groups. */
const MEMBER_OUT = `
  update property_vote_groups set voters = voters - 1
    where grp = ${GROUP('old')} and ${ELIGIBLE('old')} and property <> '*'
      and (ink_id, property, value) in
        (select v.ink_id, v.property, v.value from ink_property_votes v where v.user_id = old.id);
  update property_vote_groups set voters = voters - (select count(*) from ink_property_votes v
      where v.user_id = old.id and v.ink_id = property_vote_groups.ink_id)
    where grp = ${GROUP('old')} and ${ELIGIBLE('old')} and property = '*'
      and ink_id in (select v.ink_id from ink_property_votes v where v.user_id = old.id);`;

/** Every property vote of the member as the row is (new) joins its groups. */
const MEMBER_IN = `
  insert into property_vote_groups (${KEY}, voters)
    select v.ink_id, v.property, v.value, ${GROUP('new')}, 1 from ink_property_votes v
    where v.user_id = new.id and ${ELIGIBLE('new')}
    on conflict (${KEY}) do update set voters = property_vote_groups.voters + 1;
  insert into property_vote_groups (${KEY}, voters)
    select v.ink_id, '*', '*', ${GROUP('new')}, count(*) from ink_property_votes v
    where v.user_id = new.id and ${ELIGIBLE('new')} group by v.ink_id
    on conflict (${KEY}) do update set voters = property_vote_groups.voters + excluded.voters;`;

/** A group of the row starts or stops counting: its tally moves by `delta`. */
const tallyMoves = (delta: string) => `
  insert into property_vote_tallies (ink_id, property, value, groups)
    values (new.ink_id, new.property, new.value, ${delta})
    on conflict (ink_id, property, value) do update
      set groups = property_vote_tallies.groups + excluded.groups;`;

type Trigger = { name: string; event: string; table: string; when?: string; body: string };

const PROPERTY_VOTE_TRIGGERS: Trigger[] = [
  {
    name: 'pvotes_group_ai',
    event: 'after insert',
    table: 'ink_property_votes',
    body: voteIn('new'),
  },
  {
    name: 'pvotes_group_ad',
    event: 'after delete',
    table: 'ink_property_votes',
    body: voteOut('old'),
  },
  {
    name: 'pvotes_group_au',
    event: 'after update of ink_id, user_id, property, value',
    table: 'ink_property_votes',
    when: 'old.ink_id <> new.ink_id or old.user_id <> new.user_id or old.property <> new.property or old.value <> new.value',
    body: voteOut('old') + voteIn('new'),
  },
  {
    name: 'users_group_pv_au',
    event: 'after update of email_verified, restriction, signup_cluster',
    table: 'users',
    when: `(${ELIGIBLE('old')}) is distinct from (${ELIGIBLE('new')}) or ${GROUP('old')} <> ${GROUP('new')}`,
    body: MEMBER_OUT + MEMBER_IN,
  },
  { name: 'users_group_pv_bd', event: 'before delete', table: 'users', body: MEMBER_OUT },
  {
    name: 'pvote_groups_ai',
    event: 'after insert',
    table: 'property_vote_groups',
    when: 'new.voters > 0',
    body: tallyMoves('1'),
  },
  {
    name: 'pvote_groups_au',
    event: 'after update of voters',
    table: 'property_vote_groups',
    when: '(old.voters > 0) <> (new.voters > 0)',
    body: tallyMoves('case when new.voters > 0 then 1 else -1 end'),
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) await sql`lock table ink_property_votes, users in share row exclusive mode`.execute(db);
  await db.schema
    .createTable('property_vote_groups')
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('property', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('grp', 'integer', (c) => c.notNull())
    .addColumn('voters', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_vote_groups_pk', ['ink_id', 'property', 'value', 'grp'])
    .execute();
  await db.schema
    .createTable('property_vote_tallies')
    .addColumn('ink_id', 'integer', (c) => c.notNull().references('inks.id').onDelete('cascade'))
    .addColumn('property', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('groups', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_vote_tallies_pk', ['ink_id', 'property', 'value'])
    .execute();

  await sql`insert into property_vote_groups (${sql.raw(KEY)}, voters)
    select v.ink_id, v.property, v.value, ${sql.raw(GROUP('u'))}, count(*)
      from ink_property_votes v join users u on u.id = v.user_id
    where ${sql.raw(ELIGIBLE('u'))}
    group by v.ink_id, v.property, v.value, ${sql.raw(GROUP('u'))}
    union all
    select v.ink_id, '*', '*', ${sql.raw(GROUP('u'))}, count(*)
      from ink_property_votes v join users u on u.id = v.user_id
    where ${sql.raw(ELIGIBLE('u'))}
    group by v.ink_id, ${sql.raw(GROUP('u'))}`.execute(db);
  await sql`insert into property_vote_tallies (ink_id, property, value, groups)
    select ink_id, property, value, count(*) from property_vote_groups where voters > 0
    group by ink_id, property, value`.execute(db);

  const spelt = (body: string) =>
    body.replace(
      /\{\{lock-voter:([^}]*)\}\}/g,
      pg ? 'perform 1 from users where id = $1 for share;' : '',
    );
  for (const t of PROPERTY_VOTE_TRIGGERS) {
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
  for (const t of PROPERTY_VOTE_TRIGGERS) {
    if (pg) {
      await sql`drop trigger ${sql.raw(t.name)} on ${sql.raw(t.table)}`.execute(db);
      await sql`drop function ${sql.raw(`${t.name}_fn`)}()`.execute(db);
    } else {
      await sql`drop trigger ${sql.raw(t.name)}`.execute(db);
    }
  }
  await db.schema.dropTable('property_vote_tallies').execute();
  await db.schema.dropTable('property_vote_groups').execute();
}
