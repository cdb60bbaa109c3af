import {
  MEMBER_MESSAGES,
  mayWrite,
  SAMPLE_LIMITS,
  type RequestAnswer,
  type SampleMessage,
  type SampleRequest,
  type SampleRequestDetail,
  type SampleRequestList,
} from '@inklore/contract';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, lockMemberFor, nowIso } from '#src/db/dialect.ts';
import { assertMayAct, type RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, badRequest, notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { eitherBlocked, notify } from '#src/shared/member-links/member-links.queries.ts';
import { assertMayAnswer, assertMayAsk, assertNotBlocked, sideOf } from './members.policy.ts';
import { presentMessage, presentRequest } from './members.present.ts';
import { memberNamed } from './members.service.ts';
import {
  answerPending,
  countPendingAsked,
  countRequestsOf,
  deleteMessage,
  insertMessage,
  insertRequest,
  lockRequest,
  messageById,
  messagesOf,
  pendingRequestOf,
  requestById,
  requestsOf,
  type RequestRow,
} from './requests.queries.ts';
import { hasValidOffer } from './samples.queries.ts';

export type MemberDeps = { db: Db; config: Config };

const NO_REQUEST = MEMBER_MESSAGES.requestNotFound;
const NO_MESSAGE = 'Message not found. It may have been deleted.';

/**
 * What passes between the request's two members, one change at a time (the pair's lock,
 * ADR 059): taken before the request's row, as block() takes it before the requests it closes.
 */
async function lockPair(trx: Conn, kind: Db['kind'], request: RequestRow): Promise<void> {
  if (request.requester_id === null || request.owner_id === null) return;
  await lockMemberFor(trx, kind, 'memberPair', Math.min(request.requester_id, request.owner_id));
}

/** A request as one of its two members sees it, with its messages; anyone else gets 404. */
async function detailFor(db: Conn, id: number, viewerId: number): Promise<SampleRequestDetail> {
  const row = await requestById(db, id);
  if (!row) throw notFound(NO_REQUEST);
  sideOf(row, viewerId);
  return detailOf(db, row, viewerId);
}

async function detailOf(db: Conn, row: RequestRow, viewerId: number): Promise<SampleRequestDetail> {
  const other = row.owner_id === viewerId ? row.requester_id : row.owner_id;
  const messages = await messagesOf(db, row.id);
  const blocked = other === null ? true : await eitherBlocked(db, viewerId, other);
  return {
    ...presentRequest(row, viewerId),
    messages: messages.map((m) => presentMessage(m, viewerId)),
    canWrite:
      mayWrite(row.state) && !blocked && row.message_count < SAMPLE_LIMITS.messagesPerRequest,
  };
}

/**
 * Asks a member who offers the ink for a sample (trust rule requestSamples): not oneself, not
 * across a block, only of a valid offer, one waiting request per asker, owner and ink (the
 * partial unique index keeps it so when requests race), at most SAMPLE_LIMITS.pendingPerMember
 * waiting, SAMPLE_REQUEST_USER a day. The message is the request's first; the owner is told.
 */
export async function createRequest(
  deps: MemberDeps,
  actor: RequestActor,
  body: { username: string; inkId: number; message: string },
): Promise<SampleRequestDetail> {
  const { db } = deps;
  assertMayAsk(actor);
  const owner = await memberNamed(db, body.username);
  if (owner.id === actor.id) throw badRequest(MEMBER_MESSAGES.ownRequest);
  assertNotBlocked(await eitherBlocked(db, actor.id, owner.id));
  if (!(await hasValidOffer(db, owner.id, body.inkId))) {
    throw new AppError(409, 'conflict', MEMBER_MESSAGES.noOffer);
  }
  await hit(db, `sample-request:user:${actor.id}`, deps.config.rateLimits.SAMPLE_REQUEST_USER);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      await lockMemberFor(trx, db.kind, 'sampleRequests', actor.id);
      await lockMemberFor(trx, db.kind, 'memberPair', Math.min(actor.id, owner.id));
      assertNotBlocked(await eitherBlocked(trx, actor.id, owner.id));
      if (await pendingRequestOf(trx, actor.id, owner.id, body.inkId)) {
        throw new AppError(409, 'conflict', MEMBER_MESSAGES.alreadyAsked);
      }
      if ((await countPendingAsked(trx, actor.id)) >= SAMPLE_LIMITS.pendingPerMember) {
        // A count, not a window: 409 as the other count limits (a 429 would promise a retry time).
        throw new AppError(409, 'conflict', MEMBER_MESSAGES.tooManyPending);
      }
      const at = nowIso();
      const requestId = await insertRequest(trx, {
        requesterId: actor.id,
        ownerId: owner.id,
        inkId: body.inkId,
        at,
      });
      await insertMessage(trx, { requestId, senderId: actor.id, body: body.message, at });
      await notify(trx, {
        userId: owner.id,
        kind: 'sample_request',
        actorId: actor.id,
        inkId: body.inkId,
        targetId: requestId,
      });
      return requestId;
    });
  } catch (err) {
    // Two requests racing: the partial unique index let the first in.
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', MEMBER_MESSAGES.alreadyAsked);
    throw err;
  }
  return detailFor(db, id, actor.id);
}

/** My requests, received or sent (both without `box`), newest first, a page at a time. */
export async function listRequests(
  db: Db,
  actor: RequestActor,
  query: { box?: 'received' | 'sent' | undefined; page?: number | undefined },
): Promise<SampleRequestList> {
  const box = query.box ?? 'both';
  const pageSize = SAMPLE_LIMITS.pageSize;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const [rows, total] = await Promise.all([
    requestsOf(db, actor.id, box, { limit: pageSize, offset }),
    countRequestsOf(db, actor.id, box),
  ]);
  return {
    items: rows.map((r): SampleRequest => presentRequest(r, actor.id)),
    total,
    pageSize,
  };
}

export function requestDetail(
  db: Db,
  actor: RequestActor,
  id: number,
): Promise<SampleRequestDetail> {
  return detailFor(db, id, actor.id);
}

/**
 * Accept or decline (the owner) or withdraw (the one who asked) a waiting request
 * (answerProblem()). Accepting is a member-level act (requestSamples); declining and
 * withdrawing are open to any signed-in member. The one who asked is told of an answer.
 */
export async function answerRequest(
  db: Db,
  actor: RequestActor,
  id: number,
  answer: RequestAnswer,
): Promise<SampleRequestDetail> {
  const found = await requestById(db, id);
  if (!found) throw notFound(NO_REQUEST);
  sideOf(found, actor.id);
  await db.transaction().execute(async (trx) => {
    // The pair first, then the row: the order block() takes them in (no deadlock).
    await lockPair(trx, db.kind, found);
    const request = await lockRequest(trx, db.kind, id);
    if (!request) throw notFound(NO_REQUEST);
    const by = sideOf(request, actor.id);
    assertMayAnswer(request.state, answer, by);
    if (answer === 'accept') {
      assertMayAct(actor, 'requestSamples');
      if (request.requester_id === null) {
        throw new AppError(409, 'conflict', MEMBER_MESSAGES.requesterGone);
      }
      assertNotBlocked(await eitherBlocked(trx, request.requester_id, actor.id));
    }
    const state =
      answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'withdrawn';
    if (!(await answerPending(trx, id, state, nowIso()))) {
      throw new AppError(409, 'conflict', MEMBER_MESSAGES.requestClosed);
    }
    if (answer !== 'withdraw' && request.requester_id !== null) {
      await notify(trx, {
        userId: request.requester_id,
        kind: 'sample_answer',
        actorId: actor.id,
        inkId: request.ink_id,
        targetId: id,
        details: { answer: state },
      });
    }
  });
  return detailFor(db, id, actor.id);
}

/**
 * A message on a request (trust rule requestSamples; SAMPLE_MESSAGE_USER a day): plain text,
 * while the request is pending or accepted, nobody blocked, the other member still there and
 * fewer than SAMPLE_LIMITS.messagesPerRequest on it. The other member is told.
 */
export async function writeMessage(
  deps: MemberDeps,
  actor: RequestActor,
  id: number,
  body: string,
): Promise<SampleMessage> {
  const { db } = deps;
  assertMayAsk(actor);
  const found = await requestById(db, id);
  if (!found) throw notFound(NO_REQUEST);
  sideOf(found, actor.id);
  await hit(db, `sample-message:user:${actor.id}`, deps.config.rateLimits.SAMPLE_MESSAGE_USER);
  const messageId = await db.transaction().execute(async (trx) => {
    // The pair first, then the row: the order block() takes them in (no deadlock).
    await lockPair(trx, db.kind, found);
    const request = await lockRequest(trx, db.kind, id);
    if (!request) throw notFound(NO_REQUEST);
    const other = sideOf(request, actor.id) === 'owner' ? request.requester_id : request.owner_id;
    if (!mayWrite(request.state) || other === null) {
      throw new AppError(409, 'conflict', MEMBER_MESSAGES.closedForMessages);
    }
    assertNotBlocked(await eitherBlocked(trx, actor.id, other));
    if (request.message_count >= SAMPLE_LIMITS.messagesPerRequest) {
      throw new AppError(409, 'conflict', MEMBER_MESSAGES.tooManyMessages);
    }
    const at = nowIso();
    const newId = await insertMessage(trx, { requestId: id, senderId: actor.id, body, at });
    await notify(trx, {
      userId: other,
      kind: 'sample_message',
      actorId: actor.id,
      inkId: request.ink_id,
      targetId: id,
    });
    return newId;
  });
  const row = await messageById(db, messageId);
  if (!row) throw notFound(NO_MESSAGE);
  return presentMessage(row, actor.id);
}

// ---- for the reports feature (through app.ts) -----------------------------------------------

/**
 * The thread of a reported message, told from the reporter's side, for staff (reports
 * feature, ADR 059): the request and its messages. The caller writes the audit entry in the
 * same transaction. 404 when the message is gone.
 */
export async function threadOfMessage(
  trx: Conn,
  messageId: number,
  reporterId: number | null,
): Promise<{ request: SampleRequest; messages: SampleMessage[] }> {
  const message = await messageById(trx, messageId);
  if (!message) throw notFound(NO_MESSAGE);
  const row = await requestById(trx, message.request_id);
  if (!row) throw notFound(NO_MESSAGE);
  const messages = await messagesOf(trx, row.id);
  // A reporter who has since left: the side that did not write the reported message.
  const side =
    reporterId ?? (message.sender_id === row.owner_id ? row.requester_id : row.owner_id) ?? 0;
  return {
    request: presentRequest(row, side),
    messages: messages.map((m) => presentMessage(m, side)),
  };
}

/**
 * A report's removal of a message (reports.service.ts ContentRemoval): it goes, its request's
 * count follows, and the audit log keeps who wrote it, not its words. 404 when it is gone.
 */
export async function removeReportedMessage(
  trx: Conn,
  moderatorId: number,
  messageId: number,
): Promise<void> {
  const message = await messageById(trx, messageId);
  if (!message) throw notFound(NO_MESSAGE);
  if (!(await deleteMessage(trx, messageId, message.request_id, nowIso()))) {
    throw notFound(NO_MESSAGE);
  }
  await recordAudit(trx, moderatorId, 'sample_message.remove', 'sample_message', messageId, {
    requestId: message.request_id,
    senderId: message.sender_id,
  });
}
