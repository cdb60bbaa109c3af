import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, NotificationsTable } from '#src/db/schema.ts';

/*
 * Follows, notifications and their settings (ADR 060). The feed's reads are in
 * feed.queries.ts; the one writer of a notification is shared/member-links' notify().
 */

// ---- members ---------------------------------------------------------------------------------

/** A member by username (normalised), with what the rules ask of them. */
export function memberByUsername(db: Kysely<Database>, usernameNorm: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'restriction'])
    .where('username_norm', '=', usernameNorm)
    .executeTakeFirst();
}

/** The catalogue's spelling of a brand (normalised), when a live ink has it. */
export async function liveBrand(
  db: Kysely<Database>,
  brandNorm: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('inks')
    .select('brand')
    .where('brand_norm', '=', brandNorm)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row?.brand;
}

// ---- follows ---------------------------------------------------------------------------------

export async function follows(
  db: Kysely<Database>,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('followee_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function followsBrand(
  db: Kysely<Database>,
  userId: number,
  brandNorm: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('brand_follows')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('brand_norm', '=', brandNorm)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countFollowing(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('follower_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function countFollowers(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('followee_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function countBrandFollows(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('brand_follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Whether a row was written (two requests at once: the primary key lets one in). */
export async function insertFollow(
  db: Kysely<Database>,
  followerId: number,
  followeeId: number,
  at: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: at })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .returning('followee_id')
    .execute();
  return rows.length > 0;
}

export async function deleteFollow(
  db: Kysely<Database>,
  followerId: number,
  followeeId: number,
): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .execute();
}

export async function insertBrandFollow(
  db: Kysely<Database>,
  userId: number,
  brandNorm: string,
  at: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('brand_follows')
    .values({ user_id: userId, brand_norm: brandNorm, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'brand_norm']).doNothing())
    .returning('brand_norm')
    .execute();
  return rows.length > 0;
}

export async function deleteBrandFollow(
  db: Kysely<Database>,
  userId: number,
  brandNorm: string,
): Promise<void> {
  await db
    .deleteFrom('brand_follows')
    .where('user_id', '=', userId)
    .where('brand_norm', '=', brandNorm)
    .execute();
}

/** The members I follow, newest follow first, with what a brief of them shows. */
export function followedMembers(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', 'f.followee_id')
    .select([
      'f.created_at',
      'u.username',
      'u.display_name',
      'u.custom_profile_image',
      'u.profile_image_url',
    ])
    .where('f.follower_id', '=', userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('u.username_norm')
    .execute();
}

/**
 * The brands I follow, newest first, each with the catalogue's spelling while a live ink has
 * it (null once none does).
 */
export function followedBrands(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('brand_follows as b')
    .select((eb) => [
      'b.brand_norm',
      'b.created_at',
      eb
        .selectFrom('inks')
        .select('inks.brand')
        .whereRef('inks.brand_norm', '=', 'b.brand_norm')
        .where('inks.deleted_at', 'is', null)
        .limit(1)
        .as('brand'),
    ])
    .where('b.user_id', '=', userId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.brand_norm')
    .execute();
}

// ---- notifications -----------------------------------------------------------------------------

/**
 * A notification of no one, or of a member neither blocked by `userId` nor blocking them: a
 * block hides what was told before it too.
 */
function notBlocked(
  eb: ExpressionBuilder<Database & { n: NotificationsTable }, 'n'>,
  userId: number,
) {
  return eb.or([
    eb('n.actor_id', 'is', null),
    eb.and([
      eb(
        'n.actor_id',
        'not in',
        eb.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', userId),
      ),
      eb(
        'n.actor_id',
        'not in',
        eb.selectFrom('blocks').select('blocker_id').where('blocked_id', '=', userId),
      ),
    ]),
  ]);
}

/** Notifications with their actor and ink. */
function selectNotifications(db: Kysely<Database>) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('inks as i', 'i.id', 'n.ink_id')
    .select([
      'n.id',
      'n.kind',
      'n.actor_id',
      'n.ink_id',
      'n.target_id',
      'n.details',
      'n.read_at',
      'n.created_at',
      'a.username',
      'a.display_name',
      'a.custom_profile_image',
      'a.profile_image_url',
      'i.name as ink_name',
      'i.brand as ink_brand',
      'i.color_hex',
      'i.color_family',
      'i.deleted_at as ink_deleted_at',
    ]);
}

/**
 * A page of my notifications below `before` (id), newest first: `limit` rows, each with its
 * actor and ink. Those whose actor is in `hidden` (blocked either way) are left out.
 */
export function notificationsOf(
  db: Kysely<Database>,
  userId: number,
  opts: { before: number | undefined; limit: number },
) {
  let q = selectNotifications(db)
    .where('n.user_id', '=', userId)
    .where((eb) => notBlocked(eb, userId))
    .orderBy('n.id', 'desc')
    .limit(opts.limit);
  if (opts.before !== undefined) q = q.where('n.id', '<', opts.before);
  return q.execute();
}

/** A member's unread notifications not in a digest yet, newest first (at most `limit`). */
export function undigested(db: Kysely<Database>, userId: number, limit: number) {
  return selectNotifications(db)
    .where('n.user_id', '=', userId)
    .where('n.read_at', 'is', null)
    .where('n.digested_at', 'is', null)
    .where((eb) => notBlocked(eb, userId))
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}
export type NotificationRow = Awaited<ReturnType<typeof notificationsOf>>[number];

/**
 * The bell: my unread notifications, counted up to `max` rows (the partial index on unread
 * ones: notifications_unread_idx), leaving out those of a member blocked either way.
 */
export async function countUnread(
  db: Kysely<Database>,
  userId: number,
  max: number,
): Promise<number> {
  const inner = db
    .selectFrom('notifications as n')
    .select('n.id')
    .where('n.user_id', '=', userId)
    .where('n.read_at', 'is', null)
    .where((eb) => notBlocked(eb, userId))
    .limit(max);
  const row = await db
    .selectFrom(inner.as('u'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Marks my notifications read: the ids given (others' ids change nothing), or all. */
export async function markRead(
  db: Kysely<Database>,
  userId: number,
  ids: number[] | 'all',
  at: string,
): Promise<void> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  await q.execute();
}

// ---- settings ----------------------------------------------------------------------------------

export function settingsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('notification_settings')
    .select(['off_kinds', 'digest', 'digest_sent_at', 'unsubscribe_key'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSettings(
  db: Kysely<Database>,
  userId: number,
  values: { off_kinds: string; digest: 'off' | 'daily' | 'weekly'; unsubscribe_key: string | null },
  at: string,
): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...values, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

/** One-click unsubscribe: the digest off for the key's member. Whether the key was known. */
export async function digestOffByKey(
  db: Kysely<Database>,
  key: string,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('notification_settings')
    .set({ digest: 'off', updated_at: at })
    .where('unsubscribe_key', '=', key)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

// ---- the digest --------------------------------------------------------------------------------

/**
 * Members due a digest at `now`: the digest on, daily ones mailed last a day ago or more,
 * weekly ones a week, a verified email, and unread notifications not in a digest yet that
 * the digest would list (none of a member blocked either way, as undigested() reads them).
 * A batch of `limit` by user id, after `after`.
 */
export function digestCandidates(
  db: Kysely<Database>,
  dayAgo: string,
  weekAgo: string,
  page: { after: number; limit: number },
) {
  return db
    .selectFrom('notification_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id',
      's.digest',
      's.digest_sent_at',
      's.unsubscribe_key',
      'u.email',
      'u.username',
      'u.locale',
    ])
    .where('s.digest', '!=', 'off')
    .where('s.unsubscribe_key', 'is not', null)
    .where('u.email_verified', '=', 1)
    .where((eb) =>
      eb.or([
        eb('s.digest_sent_at', 'is', null),
        eb.and([eb('s.digest', '=', 'daily'), eb('s.digest_sent_at', '<=', dayAgo)]),
        eb.and([eb('s.digest', '=', 'weekly'), eb('s.digest_sent_at', '<=', weekAgo)]),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('notifications as n')
          .select(sql.lit(1).as('one'))
          .whereRef('n.user_id', '=', 's.user_id')
          .where('n.read_at', 'is', null)
          .where('n.digested_at', 'is', null)
          .where((inner) =>
            inner.or([
              inner('n.actor_id', 'is', null),
              inner.not(
                inner.exists(
                  inner
                    .selectFrom('blocks as b')
                    .select(sql.lit(1).as('one'))
                    .where((bb) =>
                      bb.or([
                        bb.and([
                          bb('b.blocker_id', '=', bb.ref('s.user_id')),
                          bb('b.blocked_id', '=', bb.ref('n.actor_id')),
                        ]),
                        bb.and([
                          bb('b.blocker_id', '=', bb.ref('n.actor_id')),
                          bb('b.blocked_id', '=', bb.ref('s.user_id')),
                        ]),
                      ]),
                    ),
                ),
              ),
            ]),
          ),
      ),
    )
    .where('s.user_id', '>', page.after)
    .orderBy('s.user_id')
    .limit(page.limit)
    .execute();
}

/**
 * Takes a member's digest for this run: only when no other server's run took it since
 * `was` (digest_sent_at as read). Whether this run took it.
 */
export async function claimDigest(
  db: Kysely<Database>,
  userId: number,
  was: string | null,
  at: string,
): Promise<boolean> {
  let q = db
    .updateTable('notification_settings')
    .set({ digest_sent_at: at })
    .where('user_id', '=', userId)
    .where('digest', '!=', 'off');
  q = was === null ? q.where('digest_sent_at', 'is', null) : q.where('digest_sent_at', '=', was);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Gives a claim back when its mail could not be sent, for the next run. */
export async function releaseDigest(
  db: Kysely<Database>,
  userId: number,
  was: string | null,
  at: string,
): Promise<void> {
  await db
    .updateTable('notification_settings')
    .set({ digest_sent_at: was })
    .where('user_id', '=', userId)
    .where('digest_sent_at', '=', at)
    .execute();
}

/** A member's unread notifications up to `upToId` are in a digest now. */
export async function markDigested(
  db: Kysely<Database>,
  userId: number,
  upToId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ digested_at: at })
    .where('user_id', '=', userId)
    .where('id', '<=', upToId)
    .where('read_at', 'is', null)
    .where('digested_at', 'is', null)
    .execute();
}
