import {
  answerProblem,
  MEMBER_MESSAGES,
  type RequestAnswer,
  type RequestState,
} from '@inklore/contract';
import { assertMayAct, forbidden, type RequestActor } from '#src/lib/actor.ts';
import { AppError, notFound } from '#src/lib/errors.ts';

/**
 * The rules between members (ADR 059, contract/src/members/members.rules.ts and the trust
 * actions offerSamples, requestSamples and block) as the server's refusals.
 */

export const assertMayOffer = (actor: RequestActor): void => assertMayAct(actor, 'offerSamples');
export const assertMayAsk = (actor: RequestActor): void => assertMayAct(actor, 'requestSamples');
export const assertMayBlock = (actor: RequestActor): void => assertMayAct(actor, 'block');

/** Nothing passes between two members when either blocked the other (403, in one wording). */
export function assertNotBlocked(blocked: boolean): void {
  if (blocked) throw forbidden(MEMBER_MESSAGES.blocked);
}

/**
 * Which side of a request the member is on: only its two members see it; to anyone else,
 * staff included, it does not exist (404).
 */
export function sideOf(
  request: { requester_id: number | null; owner_id: number | null },
  userId: number,
): 'owner' | 'requester' {
  if (request.owner_id === userId) return 'owner';
  if (request.requester_id === userId) return 'requester';
  throw notFound(MEMBER_MESSAGES.requestNotFound);
}

/** The owner accepts or declines, the one who asked withdraws, and only while pending (409). */
export function assertMayAnswer(
  state: RequestState,
  answer: RequestAnswer,
  by: 'owner' | 'requester',
): void {
  const problem = answerProblem(state, answer, by);
  if (problem !== null) throw new AppError(409, 'conflict', problem);
}
