import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '#src/db/schema.ts';
import type { VoteCounting } from './vote-counting.ts';

/**
 * Whose votes count, as SQL on the users row under `alias` (ADR 041): the property
 * votes, the community images' votes and the staff's crowd data all count by these.
 */

/** A voter (the users row under `alias`) whose vote counts: verified, old enough, not restricted. */
export function counted(alias: string, c: VoteCounting): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.email_verified`)} = 1 and ${sql.ref(
    `${alias}.restriction`,
  )} is null and ${sql.ref(`${alias}.created_at`)} <= ${c.countedBefore})`;
}

/**
 * The voter's group: accounts signed up from one network within an hour of each other share
 * one (users.signup_cluster), and count as one voter.
 */
export function voterGroup(alias: string): RawBuilder<number> {
  return sql<number>`coalesce(${sql.ref(`${alias}.signup_cluster`)}, ${sql.ref(`${alias}.id`)})`;
}

/**
 * The accepted contributions of the users row under `alias`: approved discoveries, community
 * images kept, comments not removed (a removed comment or image is deleted) and accepted
 * corrections (ADR 053).
 */
export function contributions(alias: string): RawBuilder<number> {
  const id = sql.ref(`${alias}.id`);
  return sql<number>`((select count(*) from ink_submissions s where s.user_id = ${id} and s.status = 'approved') + (select count(*) from community_images ci where ci.user_id = ${id}) + (select count(*) from comments co where co.user_id = ${id}) + (select count(*) from ink_corrections ic where ic.user_id = ${id} and ic.status = 'accepted'))`;
}

/** A counted voter who is also trusted: old enough, with enough accepted contributions. */
export function trusted(alias: string, c: VoteCounting): RawBuilder<boolean> {
  return sql<boolean>`(${counted(alias, c)} and ${sql.ref(`${alias}.created_at`)} <= ${
    c.trustedBefore
  } and ${contributions(alias)} >= ${c.trustedContributions})`;
}

/** Whether the member is trusted now (verified, not restricted, old enough, contributions). */
export async function isTrusted(
  db: Kysely<Database>,
  userId: number,
  c: VoteCounting,
): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select(sql<number | boolean>`${trusted('u', c)}`.as('trusted'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.trusted === true || row?.trusted === 1;
}

/**
 * Keeps where a new account signed up from (the network) and joins it to the group of
 * accounts made from that network within `minutes` before it: the group of the earliest of
 * them, so that a chain of sign-ups stays one group.
 */
export async function recordSignupNetwork(
  db: Kysely<Database>,
  userId: number,
  network: string,
  createdAt: string,
  minutes: number,
): Promise<void> {
  const since = new Date(Date.parse(createdAt) - minutes * 60_000).toISOString();
  const earliest = await db
    .selectFrom('users')
    .select(['id', 'signup_cluster'])
    .where('signup_network', '=', network)
    .where('created_at', '>=', since)
    .where('id', '!=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  await db
    .updateTable('users')
    .set({
      signup_network: network,
      signup_cluster: earliest ? (earliest.signup_cluster ?? earliest.id) : null,
    })
    .where('id', '=', userId)
    .execute();
}
