import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';
import { publicInksOf } from '#src/shared/user-records/public-inks.queries.ts';

/*
 * Between members (ADR 059): a member as others see them, comparing inks, blocks and one
 * member's standing with another, and the export's part. Offers are in samples.queries.ts,
 * requests and their messages in requests.queries.ts.
 */

/** The columns of a member as others see them (MemberBrief), from `users` as `u`. */
export const memberColumns = [
  'u.username',
  'u.display_name',
  'u.custom_profile_image',
  'u.profile_image_url',
] as const;

/** The columns of an ink brief (InkBrief), from `inks` under `i`. */
export const inkColumns = [
  'i.id as ink_id',
  'i.name as ink_name',
  'i.brand as ink_brand',
  'i.color_hex as ink_color_hex',
  'i.color_family as ink_color_family',
] as const;

/** The most inks either side of a comparison (far above any real collection). */
const COMPARE_MAX = 10_000;

/** The live inks a member made public, as briefs, by brand and name. */
export function publicInkBriefs(db: Kysely<Database>, userId: number, withOwned: boolean) {
  return publicInksOf(db, userId, withOwned)
    .select([
      'inks.id as ink_id',
      'inks.name as ink_name',
      'inks.brand as ink_brand',
      'inks.color_hex as ink_color_hex',
      'inks.color_family as ink_color_family',
    ])
    .orderBy('inks.brand_norm')
    .orderBy('inks.name_norm')
    .orderBy('inks.id')
    .limit(COMPARE_MAX)
    .execute();
}
export type InkBriefRow = Awaited<ReturnType<typeof publicInkBriefs>>[number];

/** Members `userId` blocked, or who blocked `userId`, as a subquery of ids. */
export function blockedEitherWayIds<DB extends Database, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  userId: number,
) {
  const e = eb as unknown as ExpressionBuilder<Database, never>;
  return e
    .selectFrom('blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', userId)
    .union(e.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', userId));
}

// ---- blocks --------------------------------------------------------------------------------

export async function isBlocking(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countBlocksOf(db: Kysely<Database>, blockerId: number): Promise<number> {
  const r = await db
    .selectFrom('blocks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('blocker_id', '=', blockerId)
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function insertBlock(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function deleteBlock(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
): Promise<void> {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** The members `blockerId` blocked, the latest first. */
export function blocksOf(db: Kysely<Database>, blockerId: number) {
  return db
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select([...memberColumns, 'b.created_at'])
    .where('b.blocker_id', '=', blockerId)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.username_norm')
    .execute();
}

/** A block ends follows both ways (the social feature's table). */
export async function deleteFollowsBetween(
  db: Kysely<Database>,
  a: number,
  b: number,
): Promise<void> {
  await db
    .deleteFrom('follows')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', a), eb('followee_id', '=', b)]),
        eb.and([eb('follower_id', '=', b), eb('followee_id', '=', a)]),
      ]),
    )
    .execute();
}

/** Whether `follower` follows `followee`. */
export async function follows(
  db: Kysely<Database>,
  follower: number,
  followee: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', follower)
    .where('followee_id', '=', followee)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- the export ----------------------------------------------------------------------------

/** A member's offers (of live inks or not: they are the member's own), by brand and name. */
export function offersForExport(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sample_offers as o')
    .innerJoin('inks as i', 'i.id', 'o.ink_id')
    .select(['o.ink_id', 'i.brand', 'i.name', 'o.note', 'o.created_at'])
    .where('o.user_id', '=', userId)
    .orderBy('i.brand_norm')
    .orderBy('i.name_norm')
    .orderBy('o.ink_id')
    .execute();
}

/** The requests a member asked or was asked, with the other member's username. */
export function requestsForExport(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sample_requests as r')
    .leftJoin('users as rq', 'rq.id', 'r.requester_id')
    .leftJoin('users as ow', 'ow.id', 'r.owner_id')
    .select([
      'r.id',
      'r.ink_id',
      'r.requester_id',
      'r.state',
      'r.created_at',
      'r.answered_at',
      'rq.username as requester',
      'ow.username as owner',
    ])
    .where((eb) => eb.or([eb('r.requester_id', '=', userId), eb('r.owner_id', '=', userId)]))
    .orderBy('r.id')
    .execute();
}

/** The messages a member wrote (never the other member's). */
export function messagesForExport(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sample_messages')
    .select(['request_id', 'body', 'created_at'])
    .where('sender_id', '=', userId)
    .orderBy('id')
    .execute();
}
