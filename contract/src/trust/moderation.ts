import { z } from 'zod';
import { positiveId } from '../shared/params.ts';
import { textProblem } from '../shared/text.rules.ts';
import { RESTRICTION_LIMITS, RESTRICTIONS } from './trust.rules.ts';

/**
 * Moderation of members and of crowd data: a staff limit or suspension with a
 * reason, the member's one appeal, and an ink's votes with who cast them.
 */

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write ${what}.`)
    .max(max, `Keep ${what} to ${max} characters.`)
    .refine((s) => textProblem(s) === null, { message: 'Remove the control characters.' });

export const RestrictBody = z
  .object({
    restriction: z.enum(RESTRICTIONS),
    reason: text('the reason the member will read', RESTRICTION_LIMITS.reasonMax),
  })
  .strict();
export type RestrictBody = z.infer<typeof RestrictBody>;

export const AppealBody = z
  .object({ text: text('your appeal', RESTRICTION_LIMITS.appealMax) })
  .strict();
export type AppealBody = z.infer<typeof AppealBody>;

export const RestrictedMember = z
  .object({
    id: z.number().int(),
    username: z.string(),
    restriction: z.enum(RESTRICTIONS),
    reason: z.string(),
    since: z.string(),
    restrictedBy: z.string().nullable().describe('Username of the staff member; null when gone'),
    appeal: z.enum(['open', 'pending', 'upheld']),
    appealText: z.string().nullable(),
    appealedAt: z.string().nullable(),
  })
  .meta({ id: 'RestrictedMember' });
export type RestrictedMember = z.infer<typeof RestrictedMember>;
export const RestrictedMemberList = z.array(RestrictedMember);

const Voter = {
  userId: z.number().int(),
  username: z.string(),
  emailVerified: z.boolean(),
  joinedAt: z.string(),
  restricted: z.boolean(),
  group: z
    .number()
    .int()
    .describe('Accounts signed up from one network within an hour share a group: one voter'),
  counted: z.boolean().describe('Whether this vote counts now'),
  at: z.string(),
};

export const CrowdData = z
  .object({
    inkId: z.number().int(),
    propertyVotes: z.array(
      z.object({
        ...Voter,
        trusted: z.boolean(),
        property: z.string(),
        value: z.string(),
      }),
    ),
    imageVotes: z.array(z.object({ ...Voter, imageId: z.number().int() })),
  })
  .meta({ id: 'CrowdData' });
export type CrowdData = z.infer<typeof CrowdData>;

export const ResetVotesQuery = z
  .object({
    kind: z.enum(['property', 'image']),
    userId: positiveId('userId').optional(),
  })
  .strict();
