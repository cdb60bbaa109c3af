import { z } from 'zod';
import { textProblem } from '../shared/text.rules.ts';
import { idNumber, pageParam, positiveId } from '../shared/params.ts';
import { InkBrief } from '../pens/pens.ts';
import {
  MEMBER_MESSAGES,
  REQUEST_ANSWERS,
  REQUEST_STATES,
  SAMPLE_LIMITS,
} from './members.rules.ts';

/**
 * Between members (ADR 059): compare inks with a member, sample offers, the wishlist match,
 * sample requests with their messages, and blocks. Everything another member sees needs a
 * verified email (decisions.md "Trust and shared data"); offers are opt-in per ink.
 */

/** A member as another member sees them on these pages. */
export const MemberBrief = z
  .object({
    username: z.string(),
    displayName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'MemberBrief' });
export type MemberBrief = z.infer<typeof MemberBrief>;

/**
 * GET /api/users/{username}/compare (signed in): what we both have, what only they have and
 * what only I have, counting only what each of us made public (public collections, and owned
 * inks when "Show my ink colours on my profile" is on: ADR 039). Never another member's
 * private ink.
 */
export const Comparison = z
  .object({
    them: MemberBrief,
    both: z.array(InkBrief),
    onlyThem: z.array(InkBrief),
    onlyMe: z.array(InkBrief),
    /** Whether my side counts nothing because I made nothing public (the page says how). */
    minePublicEmpty: z.boolean(),
  })
  .meta({ id: 'Comparison' });
export type Comparison = z.infer<typeof Comparison>;

const plainText = (max: number, what: string) =>
  z
    .string({ error: `${what} is text.` })
    .trim()
    .max(max, `${what} has at most ${max} characters.`)
    .refine(
      (s) => textProblem(s) === null,
      `Remove the control characters from ${what.toLowerCase()}.`,
    );

/** PUT /api/auth/samples/offers/{inkId}: "I can share samples of this" (the note optional). */
export const SampleOfferBody = z
  .object({
    note: plainText(SAMPLE_LIMITS.offerNoteMaxLength, 'The note')
      .transform((s) => (s === '' ? null : s))
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .strict();
export type SampleOfferBody = z.input<typeof SampleOfferBody>;
export const InkIdParams = z.object({ inkId: positiveId('inkId') });

/** One of my offers (GET /api/auth/samples/offers). */
export const MyOffer = z
  .object({ ink: InkBrief, note: z.string().nullable(), createdAt: z.string() })
  .meta({ id: 'MyOffer' });
export type MyOffer = z.infer<typeof MyOffer>;
export const MyOffers = z.array(MyOffer).meta({ id: 'MyOffers' });

/** A member who offers samples of an ink. */
export const Offerer = z
  .object({ member: MemberBrief, note: z.string().nullable(), since: z.string() })
  .meta({ id: 'Offerer' });
export type Offerer = z.infer<typeof Offerer>;

/**
 * GET /api/inks/{id}/samples: how many members offer samples of the ink; who, only to a
 * signed-in member (null to visitors), never a member either side blocked.
 */
export const InkSamples = z
  .object({ count: z.number().int(), offerers: z.array(Offerer).nullable() })
  .meta({ id: 'InkSamples' });
export type InkSamples = z.infer<typeof InkSamples>;

/** GET /api/auth/samples/matches: for each ink on my wishlist, who offers it. */
export const WishlistMatch = z
  .object({ ink: InkBrief, offerers: z.array(Offerer) })
  .meta({ id: 'WishlistMatch' });
export type WishlistMatch = z.infer<typeof WishlistMatch>;
export const WishlistMatches = z
  .object({
    /** Inks on my wishlist that someone offers, first; then how many have no offer yet. */
    matches: z.array(WishlistMatch),
    unmatched: z.number().int(),
  })
  .meta({ id: 'WishlistMatches' });
export type WishlistMatches = z.infer<typeof WishlistMatches>;

const messageText = plainText(SAMPLE_LIMITS.messageMaxLength, 'The message').refine(
  (s) => s.length > 0,
  MEMBER_MESSAGES.emptyMessage,
);

/** POST /api/auth/sample-requests: ask a member who offers the ink for a sample. */
export const SampleRequestBody = z
  .object({
    username: z.string({ error: 'username is required' }).min(1).max(100),
    inkId: idNumber('inkId'),
    message: messageText,
  })
  .strict();
export type SampleRequestBody = z.input<typeof SampleRequestBody>;

export const RequestParams = z.object({ requestId: positiveId('requestId') });

/** POST /api/auth/sample-requests/{requestId}/answer */
export const RequestAnswerBody = z
  .object({
    answer: z.enum(REQUEST_ANSWERS, { error: 'answer must be accept, decline or withdraw' }),
  })
  .strict();
export type RequestAnswerBody = z.input<typeof RequestAnswerBody>;

/** POST /api/auth/sample-requests/{requestId}/messages */
export const RequestMessageBody = z.object({ body: messageText }).strict();
export type RequestMessageBody = z.input<typeof RequestMessageBody>;

export const SampleMessage = z
  .object({
    id: z.number().int(),
    from: MemberBrief.nullable().describe('null when the account was deleted'),
    mine: z.boolean(),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SampleMessage' });
export type SampleMessage = z.infer<typeof SampleMessage>;

export const SampleRequest = z
  .object({
    id: z.number().int(),
    ink: InkBrief,
    /** The member who asked and the member asked. */
    requester: MemberBrief.nullable(),
    owner: MemberBrief.nullable(),
    /** Which side I am on. */
    role: z.enum(['requester', 'owner']),
    state: z.enum(REQUEST_STATES),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    messageCount: z.number().int(),
    /** The newest message's first words, for lists. */
    lastMessage: z.string().nullable(),
  })
  .meta({ id: 'SampleRequest' });
export type SampleRequest = z.infer<typeof SampleRequest>;

export const SampleRequestDetail = SampleRequest.extend({
  messages: z.array(SampleMessage),
  /** Whether I may still write on it (not closed, nobody blocked, under the limit). */
  canWrite: z.boolean(),
}).meta({ id: 'SampleRequestDetail' });
export type SampleRequestDetail = z.infer<typeof SampleRequestDetail>;

/** GET /api/auth/sample-requests?box=received|sent&page= (newest first). */
export const SampleRequestListQuery = z
  .object({
    box: z.enum(['received', 'sent'], { error: 'box must be received or sent' }).optional(),
    page: pageParam.optional(),
  })
  .strict();
export const SampleRequestList = z
  .object({ items: z.array(SampleRequest), total: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'SampleRequestList' });
export type SampleRequestList = z.infer<typeof SampleRequestList>;

/** GET /api/auth/blocks: the members I blocked. */
export const BlockedMember = z
  .object({ member: MemberBrief, since: z.string() })
  .meta({ id: 'BlockedMember' });
export type BlockedMember = z.infer<typeof BlockedMember>;
export const BlockList = z.array(BlockedMember).meta({ id: 'BlockList' });

/**
 * GET /api/auth/relations/{username}: my standing with a member, for their profile's buttons.
 * Whether they blocked me is not told (only that an action is refused).
 */
export const Relation = z
  .object({
    following: z.boolean(),
    followsMe: z.boolean(),
    blocked: z.boolean(),
  })
  .meta({ id: 'Relation' });
export type Relation = z.infer<typeof Relation>;

/**
 * GET /api/admin/reports/{id}/thread (staff, only for a report of kind sample_message): the
 * reported message's request and its messages, told from the reporter's side (`role` is the
 * reporter's, `mine` marks the reporter's messages). Each read is written to the audit log
 * ('sample_thread.read'); staff have no other way to read requests or messages.
 */
export const ReportThread = z
  .object({
    request: SampleRequest,
    messages: z.array(SampleMessage),
    reportedMessageId: z.number().int(),
  })
  .meta({ id: 'ReportThread' });
export type ReportThread = z.infer<typeof ReportThread>;

/**
 * The export's part (GET /api/auth/export.json): my offers, my requests (both sides), the
 * messages I wrote (never the other member's words) and the members I blocked.
 */
export const MembersExport = z.object({
  sampleOffers: z.array(
    z.object({
      inkId: z.number().int(),
      brand: z.string(),
      name: z.string(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  sampleRequests: z.array(
    z.object({
      id: z.number().int(),
      inkId: z.number().int(),
      role: z.enum(['requester', 'owner']),
      otherMember: z.string().nullable().describe("The other member's username; null when gone"),
      state: z.enum(REQUEST_STATES),
      createdAt: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
  sampleMessages: z.array(
    z.object({ requestId: z.number().int(), body: z.string(), createdAt: z.string() }),
  ),
  blocks: z.array(z.object({ username: z.string(), since: z.string() })),
});
export type MembersExport = z.infer<typeof MembersExport>;
