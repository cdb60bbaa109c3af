/**
 * Between members (ADR 059): comparing inks, sample offers, sample requests with their short
 * messages, and blocks. The limits, states and words the server enforces and the web app
 * shows before it asks. No zod here.
 */

export const SAMPLE_LIMITS = {
  /** An offer's note ("I can send within the EU"). */
  offerNoteMaxLength: 300,
  /** One message on a request (the request's own and each answer). */
  messageMaxLength: 500,
  /** Messages on one request, the first included. */
  messagesPerRequest: 20,
  /** Requests a member has waiting for an answer at once (as the one asking). */
  pendingPerMember: 20,
  /** Offers a member may keep. */
  offersPerMember: 500,
  /** Members one member may block. */
  blocksPerMember: 1000,
  /** Offers, requests and matches listed per page. */
  pageSize: 50,
} as const;

/**
 * Per-account rate limits (the trust rules: fresh accounts cannot message or follow in bulk):
 * hits per rolling day. The server counts them with its rate-limit counters.
 */
export const SAMPLE_RATE = {
  /** New offers (each may tell up to 100 members who wish for the ink). */
  offersPerDay: 30,
  requestsPerDay: 10,
  messagesPerDay: 100,
} as const;

/**
 * A request's life: pending until the owner accepts or declines (ignoring leaves it pending);
 * the one asking may withdraw a pending request. Accepted and declined are final; after
 * accepting, both may still write on it (to agree how to send), no addresses required.
 */
export const REQUEST_STATES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export const REQUEST_STATE_LABELS: Record<RequestState, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** What an answer may do to a request, by who answers. */
export const REQUEST_ANSWERS = ['accept', 'decline', 'withdraw'] as const;
export type RequestAnswer = (typeof REQUEST_ANSWERS)[number];

/** Whether `answer` by the owner (or the one asking) may move a request in `state`. */
export function answerProblem(
  state: RequestState,
  answer: RequestAnswer,
  by: 'owner' | 'requester',
): string | null {
  if (state !== 'pending') return MEMBER_MESSAGES.requestClosed;
  if (answer === 'withdraw') return by === 'requester' ? null : MEMBER_MESSAGES.notYours;
  return by === 'owner' ? null : MEMBER_MESSAGES.notYours;
}

/** Who may write on a request in `state` (the request's own message is written on creation). */
export function mayWrite(state: RequestState): boolean {
  return state === 'accepted' || state === 'pending';
}

export const MEMBER_MESSAGES = {
  userNotFound: 'That member was not found.',
  requestNotFound: 'That sample request was not found.',
  offerNotOwned:
    'You can offer samples only of an ink you own. Add it to your ink-ventory as owned first.',
  noOffer: 'That member does not offer samples of this ink.',
  ownRequest: 'You cannot ask yourself for a sample.',
  alreadyAsked: 'You already asked this member for this ink. Wait for their answer or withdraw it.',
  tooManyPending: `You have ${SAMPLE_LIMITS.pendingPerMember} requests waiting for an answer. Withdraw one or wait for answers before asking again.`,
  tooManyMessages: `This request has ${SAMPLE_LIMITS.messagesPerRequest} messages, the most it can hold.`,
  tooManyOffers: `You offer samples of ${SAMPLE_LIMITS.offersPerMember} inks, the most you can. Stop offering one first.`,
  requesterGone: 'The member who asked has left Inklore: the request cannot be accepted.',
  requestClosed: 'This request was already answered or withdrawn.',
  notYours:
    'Only the member who was asked can accept or decline; only the one who asked can withdraw.',
  closedForMessages: 'This request is closed: no more messages can be written on it.',
  blocked: 'You cannot do this: one of you has blocked the other.',
  blockSelf: 'You cannot block yourself.',
  tooManyBlocks: `You have blocked ${SAMPLE_LIMITS.blocksPerMember} members, the most you can.`,
  emptyMessage: 'Write a message (at most 500 characters).',
} as const;
