import type { Kysely } from 'kysely';
import type { DbKind } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { Database } from '#src/db/schema.ts';
import { inkColumns } from './members.queries.ts';

/*
 * Sample requests and their messages (ADR 059): one member asking another for one ink, with
 * a short plain-text thread that only those two read (and staff, only a reported one's).
 */

/** A request with its ink, both members and its newest message. */
function selectRequests(db: Kysely<Database>) {
  return db
    .selectFrom('sample_requests as r')
    .innerJoin('inks as i', 'i.id', 'r.ink_id')
    .leftJoin('users as rq', 'rq.id', 'r.requester_id')
    .leftJoin('users as ow', 'ow.id', 'r.owner_id')
    .select((eb) => [
      'r.id',
      'r.requester_id',
      'r.owner_id',
      'r.state',
      'r.message_count',
      'r.created_at',
      'r.answered_at',
      ...inkColumns,
      'rq.username as rq_username',
      'rq.display_name as rq_display_name',
      'rq.custom_profile_image as rq_custom_profile_image',
      'rq.profile_image_url as rq_profile_image_url',
      'ow.username as ow_username',
      'ow.display_name as ow_display_name',
      'ow.custom_profile_image as ow_custom_profile_image',
      'ow.profile_image_url as ow_profile_image_url',
      eb
        .selectFrom('sample_messages as m')
        .select('m.body')
        .whereRef('m.request_id', '=', 'r.id')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_message'),
    ]);
}

export function requestById(db: Kysely<Database>, id: number) {
  return selectRequests(db).where('r.id', '=', id).executeTakeFirst();
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof requestById>>>;

/** The member's requests, received (asked of them), sent (they asked) or both; newest first. */
export function requestsOf(
  db: Kysely<Database>,
  userId: number,
  box: 'received' | 'sent' | 'both',
  page: { limit: number; offset: number },
) {
  return selectRequests(db)
    .where((eb) =>
      box === 'received'
        ? eb('r.owner_id', '=', userId)
        : box === 'sent'
          ? eb('r.requester_id', '=', userId)
          : eb.or([eb('r.owner_id', '=', userId), eb('r.requester_id', '=', userId)]),
    )
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRequestsOf(
  db: Kysely<Database>,
  userId: number,
  box: 'received' | 'sent' | 'both',
): Promise<number> {
  const r = await db
    .selectFrom('sample_requests as r')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      box === 'received'
        ? eb('r.owner_id', '=', userId)
        : box === 'sent'
          ? eb('r.requester_id', '=', userId)
          : eb.or([eb('r.owner_id', '=', userId), eb('r.requester_id', '=', userId)]),
    )
    .executeTakeFirstOrThrow();
  return r.n;
}

/** The request's row, locked until the transaction ends on PostgreSQL. */
export function lockRequest(db: Kysely<Database>, kind: DbKind, id: number) {
  const q = db
    .selectFrom('sample_requests')
    .select(['id', 'requester_id', 'owner_id', 'ink_id', 'state', 'message_count'])
    .where('id', '=', id);
  return lockedForUpdate(q, kind).executeTakeFirst();
}

/** Requests the member asked that wait for an answer. */
export async function countPendingAsked(db: Kysely<Database>, userId: number): Promise<number> {
  const r = await db
    .selectFrom('sample_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('requester_id', '=', userId)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function pendingRequestOf(
  db: Kysely<Database>,
  requesterId: number,
  ownerId: number,
  inkId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('sample_requests')
    .select('id')
    .where('requester_id', '=', requesterId)
    .where('owner_id', '=', ownerId)
    .where('ink_id', '=', inkId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRequest(
  db: Kysely<Database>,
  values: { requesterId: number; ownerId: number; inkId: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto('sample_requests')
    .values({
      requester_id: values.requesterId,
      owner_id: values.ownerId,
      ink_id: values.inkId,
      state: 'pending',
      message_count: 0,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a pending request to `state`; false when it was no longer pending. */
export async function answerPending(
  db: Kysely<Database>,
  id: number,
  state: 'accepted' | 'declined' | 'withdrawn',
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('sample_requests')
    .set({ state, answered_at: at, updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/**
 * Closes what waits on `userId` (with `otherId` only, when given): their own requests are
 * withdrawn, those asked of them declined.
 */
async function closePendingOf(
  db: Kysely<Database>,
  userId: number,
  otherId: number | null,
  at: string,
): Promise<void> {
  for (const [mine, theirs, state] of [
    ['requester_id', 'owner_id', 'withdrawn'],
    ['owner_id', 'requester_id', 'declined'],
  ] as const) {
    let q = db
      .updateTable('sample_requests')
      .set({ state, answered_at: at, updated_at: at })
      .where(mine, '=', userId)
      .where('state', '=', 'pending');
    if (otherId !== null) q = q.where(theirs, '=', otherId);
    await q.execute();
  }
}

/**
 * A block closes what waits between the two: the blocker's own requests are withdrawn, those
 * asked of the blocker declined.
 */
export function closePendingBetween(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
  at: string,
): Promise<void> {
  return closePendingOf(db, blockerId, blockedId, at);
}

/**
 * A member leaves (account deletion, in its transaction): what waits on them closes (their
 * requests withdrawn, those asked of them declined) and the words they wrote go, with each
 * request's message count following. The other member keeps the request and their own words.
 */
export async function settleRequestsOfLeaver(
  db: Kysely<Database>,
  userId: number,
  at: string,
): Promise<void> {
  await closePendingOf(db, userId, null, at);
  const touched = db
    .selectFrom('sample_messages')
    .select('request_id')
    .where('sender_id', '=', userId);
  await db
    .updateTable('sample_requests')
    .set((eb) => ({
      message_count: eb
        .selectFrom('sample_messages')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('sample_messages.request_id', '=', 'sample_requests.id')
        .where('sample_messages.sender_id', '<>', userId),
    }))
    .where('id', 'in', touched)
    .execute();
  await db.deleteFrom('sample_messages').where('sender_id', '=', userId).execute();
}

// ---- messages ------------------------------------------------------------------------------

function selectMessages(db: Kysely<Database>) {
  return db
    .selectFrom('sample_messages as m')
    .leftJoin('users as snd', 'snd.id', 'm.sender_id')
    .select([
      'm.id',
      'm.request_id',
      'm.sender_id',
      'm.body',
      'm.created_at',
      'snd.username',
      'snd.display_name',
      'snd.custom_profile_image',
      'snd.profile_image_url',
    ]);
}

/** A request's messages, oldest first. */
export function messagesOf(db: Kysely<Database>, requestId: number) {
  return selectMessages(db).where('m.request_id', '=', requestId).orderBy('m.id').execute();
}
export type MessageRow = Awaited<ReturnType<typeof messagesOf>>[number];

export function messageById(db: Kysely<Database>, id: number) {
  return selectMessages(db).where('m.id', '=', id).executeTakeFirst();
}

/** Adds a message and counts it on its request. */
export async function insertMessage(
  db: Kysely<Database>,
  values: { requestId: number; senderId: number; body: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('sample_messages')
    .values({
      request_id: values.requestId,
      sender_id: values.senderId,
      body: values.body,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('sample_requests')
    .set((eb) => ({ message_count: eb('message_count', '+', 1), updated_at: values.at }))
    .where('id', '=', values.requestId)
    .execute();
  return row.id;
}

/** Removes a message and counts its request's messages again; false when it was gone. */
export async function deleteMessage(
  db: Kysely<Database>,
  id: number,
  requestId: number,
  at: string,
): Promise<boolean> {
  const r = await db.deleteFrom('sample_messages').where('id', '=', id).executeTakeFirst();
  if (r.numDeletedRows === 0n) return false;
  await db
    .updateTable('sample_requests')
    .set((eb) => ({
      message_count: eb
        .selectFrom('sample_messages as m')
        .select((c) => c.fn.countAll<number>().as('n'))
        .where('m.request_id', '=', requestId),
      updated_at: at,
    }))
    .where('id', '=', requestId)
    .execute();
  return true;
}
