import { sql, type Kysely } from 'kysely';
import type { Db, DbKind } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { Database } from '#src/db/schema.ts';
import { counted, trusted, voterGroup } from '#src/shared/vote-counting/vote-counting.queries.ts';
import { type VoteCounting } from '#src/shared/vote-counting/vote-counting.ts';

/**
 * Votes on an ink that count, per property and value: counted voters only, and
 * accounts made together from one network as one voter.
 */
export function tally(db: Kysely<Database>, inkId: number, c: VoteCounting) {
  return db
    .selectFrom('ink_property_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.property', 'v.value', sql<number>`count(distinct ${voterGroup('u')})`.as('n')])
    .where('v.ink_id', '=', inkId)
    .where(counted('u', c))
    .groupBy(['v.property', 'v.value'])
    .execute();
}

/**
 * The ink's votes that count, per property and value, and how many voted (property and value
 * '*'), from the tallies the database keeps (ADR 066) less the groups that only voters still
 * too new to count made: those are found from the newest accounts, which are few however large
 * the community (SQLite is told to start there). Both reads see one snapshot.
 */
export async function keptTally(
  db: Db,
  inkId: number,
  c: VoteCounting,
): Promise<{ property: string; value: string; n: number }[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const kept = await trx
        .selectFrom('property_vote_tallies')
        .select(['property', 'value', 'groups'])
        .where('ink_id', '=', inkId)
        .where('groups', '>', 0)
        .execute();
      if (kept.length === 0) return [];
      const group = voterGroup('u');
      // SQLite without statistics (no ANALYZE yet) would walk every vote of the ink and look
      // for each in the new accounts: told to start from them, and to keep the order
      const hint = sql.raw(db.kind === 'sqlite' ? 'indexed by users_created_idx' : '');
      const join = sql.raw(db.kind === 'sqlite' ? 'cross join' : 'join');
      // the too new voters' votes on the ink, per value and group, and per group ('*')
      const { rows } = await sql<{ property: string; value: string; lost: number | string }>`
        with fresh as (
          select v.property, v.value, ${group} as grp from users u ${hint}
            ${join} ink_property_votes v on v.user_id = u.id and v.ink_id = ${inkId}
          where u.created_at > ${c.countedBefore} and u.email_verified = 1
            and u.restriction is null),
        y as (
          select property, value, grp, count(*) as n from fresh group by property, value, grp
          union all
          select '*', '*', grp, count(*) from fresh group by grp)
        select y.property, y.value, count(*) as lost from y
          ${join} property_vote_groups g on g.ink_id = ${inkId} and g.property = y.property
            and g.value = y.value and g.grp = y.grp
        where g.voters = y.n
        group by y.property, y.value`.execute(trx);
      const lost = new Map(rows.map((r) => [`${r.property}/${r.value}`, Number(r.lost)]));
      return kept.map((k) => ({
        property: k.property,
        value: k.value,
        n: k.groups - (lost.get(`${k.property}/${k.value}`) ?? 0),
      }));
    });
}

/** Per property, how many trusted voters (as groups) say yes: a facet needs enough of them. */
export function trustedYes(db: Kysely<Database>, inkId: number, c: VoteCounting) {
  return db
    .selectFrom('ink_property_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.property', sql<number>`count(distinct ${voterGroup('u')})`.as('n')])
    .where('v.ink_id', '=', inkId)
    .where('v.value', '=', 'yes')
    .where(trusted('u', c))
    .groupBy('v.property')
    .execute();
}

export function votesOf(db: Kysely<Database>, userId: number, inkId: number) {
  return db
    .selectFrom('ink_property_votes')
    .select(['property', 'value'])
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .execute();
}

export async function setVote(
  db: Kysely<Database>,
  v: { userId: number; inkId: number; property: string; value: string | null; at: string },
): Promise<void> {
  await db
    .deleteFrom('ink_property_votes')
    .where('user_id', '=', v.userId)
    .where('ink_id', '=', v.inkId)
    .where('property', '=', v.property)
    .execute();
  if (v.value === null) return;
  await db
    .insertInto('ink_property_votes')
    .values({
      user_id: v.userId,
      ink_id: v.inkId,
      property: v.property,
      value: v.value,
      updated_at: v.at,
    })
    .execute();
}

/** The ink's property masks, read under a row lock on PostgreSQL (votes recount one by one). */
export function inkMasksForUpdate(db: Kysely<Database>, kind: DbKind, inkId: number) {
  const q = db
    .selectFrom('inks')
    .select(['source_property_mask', 'crowd_property_mask', 'property_mask'])
    .where('id', '=', inkId)
    .where('deleted_at', 'is', null);
  return lockedForUpdate(q, kind).executeTakeFirst();
}

export async function setCrowdMask(
  db: Kysely<Database>,
  inkId: number,
  crowd: number,
  combined: number,
): Promise<void> {
  await db
    .updateTable('inks')
    .set({ crowd_property_mask: crowd, property_mask: combined })
    .where('id', '=', inkId)
    .execute();
}

/**
 * The member's ink-ventory status for the ink, if they have an entry (who may vote): owned
 * or tried first when they hold several kinds of it (ADR 051).
 */
export function inventoryStatusOf(db: Kysely<Database>, userId: number, inkId: number) {
  return db
    .selectFrom('inventory_entries')
    .select('status')
    .where('user_id', '=', userId)
    .where('ink_id', '=', inkId)
    .orderBy(sql`case when status in ('owned', 'tried') then 0 else 1 end`)
    .executeTakeFirst();
}

/** Inks with property votes (the periodic recount of crowd facets walks them). */
export async function inksWithPropertyVotes(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('ink_property_votes').select('ink_id').distinct().execute();
  return rows.map((r) => r.ink_id);
}
