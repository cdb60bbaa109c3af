import type { Conn } from '#src/db/database.ts';
import type { NotificationKind } from '@inklore/contract';

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

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  /** Who did it; none for staff decisions told without a name, and badges. */
  actorId?: number | null;
  inkId?: number | null;
  targetId?: number | null;
  /** What the sentence needs (a reason, a badge's id); stored as JSON. */
  details?: Record<string, string | number | boolean | null>;
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
  await db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      kind: n.kind,
      actor_id: actorId,
      ink_id: n.inkId ?? null,
      target_id: n.targetId ?? null,
      details: JSON.stringify(n.details ?? {}),
      created_at: new Date().toISOString(),
    })
    .execute();
  return true;
}
