import type { Kysely } from 'kysely';
import type { Conn } from '#src/db/database.ts';
import { isPostgres, lockMemberFor } from '#src/db/dialect.ts';
import type { BadgeMeasure, FeedKind, NotificationKind } from '@inklore/contract';

/**
 * What ties one member to another, read by several features (ADR 059, 060): blocks, and the
 * one way a notification is written. Between members (members), follows and the feed
 * (social), and the features that tell a member something (submissions, profile images,
 * reports, gallery, comments, badges) all come here, so that a block and a member's choices
 * are kept in one place.
 */

/** Whether either member blocked the other. */
export async function eitherBlocked(db: Conn, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The members `userId` blocked and those who blocked `userId`: neither sees the other. */
export async function blockedEitherWay(db: Conn, userId: number): Promise<Set<number>> {
  const [mine, theirs] = await Promise.all([
    db.selectFrom('blocks').select('blocked_id as id').where('blocker_id', '=', userId).execute(),
    db.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', userId).execute(),
  ]);
  return new Set([...mine, ...theirs].map((r) => r.id));
}

/**
 * Kinds that never name their actor (a vote is not public, ADR 060). Their rows store no actor:
 * the block is checked when they are written, and a block made later must not change what the
 * member sees (hiding a row whose actor was blocked would tell who did it).
 */
export const ANONYMOUS_KINDS: readonly NotificationKind[] = ['image_vote'];

/**
 * Collapsed kinds that count members, not repeats: a vote taken back and given again is the
 * same voter. Their unread row keeps the ids counted (details.actors, never presented).
 */
const COUNTED_ONCE: readonly NotificationKind[] = ['image_vote'];

/** The first details of a collapsed row: a count of one (and who, when counted once). */
function firstDetails(n: NewNotification): Record<string, unknown> {
  const counted = COUNTED_ONCE.includes(n.kind) && n.actorId != null;
  return { ...n.details, count: 1, ...(counted ? { actors: [n.actorId] } : {}) };
}

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  /** Who did it; none for staff decisions told without a name, and badges. */
  actorId?: number | null;
  inkId?: number | null;
  targetId?: number | null;
  /** What the sentence needs (a reason, a badge's id); stored as JSON. */
  details?: Record<string, string | number | boolean | null>;
  /**
   * Repeats kept in one row (ADR 060): while the member has an unread row of this kind for the
   * same target ('target') or ink ('ink'), a repeat adds one to its details.count, names the
   * latest actor and is news for the digest again, instead of a new row.
   */
  collapse?: 'target' | 'ink';
};

/**
 * Tells a member something: nothing when they turned the kind off, when it is their own
 * doing, or when either of them blocked the other. Call it inside the transaction of the
 * change it tells of, so a change that rolls back tells nothing. Answers whether a row was
 * written.
 */
export async function notify(db: Conn, n: NewNotification): Promise<boolean> {
  const actorId = n.actorId ?? null;
  if (actorId === n.userId) return false;
  const settings = await db
    .selectFrom('notification_settings')
    .select('off_kinds')
    .where('user_id', '=', n.userId)
    .executeTakeFirst();
  if (settings !== undefined && (JSON.parse(settings.off_kinds) as string[]).includes(n.kind)) {
    return false;
  }
  if (actorId !== null && (await eitherBlocked(db, n.userId, actorId))) return false;
  const stored = ANONYMOUS_KINDS.includes(n.kind) ? null : actorId;
  if (n.collapse !== undefined) {
    // the recipient's collapsed rows one writer at a time, so repeats sent at once all count;
    // taken last in any transaction, and in ascending member id by a change telling many
    await lockMemberFor(
      db,
      isPostgres(db as Kysely<unknown>) ? 'postgres' : 'sqlite',
      'notify',
      n.userId,
    );
    if (await addToUnread(db, n, stored)) return true;
  }
  await db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      kind: n.kind,
      actor_id: stored,
      ink_id: n.inkId ?? null,
      target_id: n.targetId ?? null,
      details: JSON.stringify(n.collapse === undefined ? (n.details ?? {}) : firstDetails(n)),
      created_at: new Date().toISOString(),
    })
    .execute();
  return true;
}

/** A repeat of an unread collapsed notification: its count grows. Whether there was one. */
async function addToUnread(db: Conn, n: NewNotification, actorId: number | null): Promise<boolean> {
  const on = n.collapse === 'ink' ? 'ink_id' : 'target_id';
  const key = n.collapse === 'ink' ? n.inkId : n.targetId;
  if (key === undefined || key === null) return false;
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'details'])
    .where('user_id', '=', n.userId)
    .where('kind', '=', n.kind)
    .where(on, '=', key)
    .where('read_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (row === undefined) return false;
  const was = JSON.parse(row.details) as Record<string, unknown>;
  const count = typeof was.count === 'number' ? was.count : 1;
  let actors: Record<string, unknown> = {};
  if (COUNTED_ONCE.includes(n.kind) && n.actorId != null) {
    const seen = Array.isArray(was.actors) ? (was.actors as unknown[]) : [];
    // counted already: nothing new to tell
    if (seen.includes(n.actorId)) return true;
    actors = { actors: [...seen, n.actorId] };
  }
  await db
    .updateTable('notifications')
    .set({
      details: JSON.stringify({ ...was, ...n.details, ...actors, count: count + 1 }),
      actor_id: actorId,
      digested_at: null,
    })
    .where('id', '=', row.id)
    .execute();
  return true;
}

export type NewFeedEvent = {
  kind: FeedKind;
  /** The member who did it; none for a brand's news and new inks. */
  actorId?: number | null;
  /** The brand's followers see it (normalised as inks.brand_norm). */
  brandNorm?: string | null;
  inkId?: number | null;
  /** The image, ink, collection, pairing or story. */
  targetId: number;
};

/**
 * Records what a member (or a brand) did in public, for the feed of their followers (ADR 060).
 * Call it inside the transaction of the public change, so a change that rolls back records
 * nothing. `once`: 'ever' records at most one event of this kind and target (and brand: a story
 * moved to another brand reaches that brand's followers too), 'day' at most one a day (a
 * collection made public again and again). The feed checks when it is read that the
 * thing is still public. Answers whether a row was written.
 */
export async function recordFeedEvent(
  db: Conn,
  e: NewFeedEvent,
  once?: 'ever' | 'day',
): Promise<boolean> {
  const now = new Date();
  if (once !== undefined) {
    let q = db
      .selectFrom('feed_events')
      .select('id')
      .where('kind', '=', e.kind)
      .where('target_id', '=', e.targetId);
    if (e.brandNorm != null) q = q.where('brand_norm', '=', e.brandNorm);
    if (once === 'day')
      q = q.where('created_at', '>', new Date(now.getTime() - 86_400_000).toISOString());
    if ((await q.executeTakeFirst()) !== undefined) return false;
  }
  await db.insertInto('feed_events').values(feedRow(e, now.toISOString())).execute();
  return true;
}

/** Many events at once (a catalogue import's new inks), in chunks SQLite's parameter limit allows. */
export async function recordFeedEvents(db: Conn, events: NewFeedEvent[]): Promise<void> {
  const at = new Date().toISOString();
  for (let i = 0; i < events.length; i += 500) {
    await db
      .insertInto('feed_events')
      .values(events.slice(i, i + 500).map((e) => feedRow(e, at)))
      .execute();
  }
}

const feedRow = (e: NewFeedEvent, at: string) => ({
  kind: e.kind,
  actor_id: e.actorId ?? null,
  brand_norm: e.brandNorm ?? null,
  ink_id: e.inkId ?? null,
  target_id: e.targetId,
  created_at: at,
});

/**
 * Badges told once (ADR 060): after a member's own change that may earn one, the badges
 * feature compares what they hold now, in the measures the change can move, with the badges
 * already told of, and tells each new one. app.ts passes the badges feature's check to the
 * features whose changes count (ADR 042).
 */
export type BadgeCheck = (
  db: Conn,
  userId: number,
  measures: readonly BadgeMeasure[],
) => Promise<void>;
