import { z } from 'zod';
import { DRY_TIMES, FLOWS } from './property-votes.rules.ts';

export {
  crowdGrants,
  DRY_TIMES,
  FLOWS,
  VOTE_FACET,
  YES_NO_PROPERTIES,
} from './property-votes.rules.ts';

/** PUT /api/inks/{id}/property-votes: a partial object; null withdraws that vote. */
export const PropertyVotesBody = z
  .object({
    shading: z.boolean().nullable().optional(),
    sheen: z.boolean().nullable().optional(),
    shimmer: z.boolean().nullable().optional(),
    waterResistance: z.boolean().nullable().optional(),
    scent: z.boolean().nullable().optional(),
    dryTime: z.enum(DRY_TIMES, { error: 'dryTime is fast, average or slow' }).nullable().optional(),
    flow: z.enum(FLOWS, { error: 'flow is dry, balanced or wet' }).nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Vote on at least one property.');
export type PropertyVotesBody = z.input<typeof PropertyVotesBody>;

const yesNo = z.object({ yes: z.number().int(), no: z.number().int() });

/** The member's own votes (null where they have not voted). */
export const MyPropertyVotes = z.object({
  shading: z.boolean().nullable(),
  sheen: z.boolean().nullable(),
  shimmer: z.boolean().nullable(),
  waterResistance: z.boolean().nullable(),
  scent: z.boolean().nullable(),
  dryTime: z.enum(DRY_TIMES).nullable(),
  flow: z.enum(FLOWS).nullable(),
});
export type MyPropertyVotes = z.infer<typeof MyPropertyVotes>;

export const PropertyVotes = z
  .object({
    voters: z.number().int().describe('Members who voted on anything for this ink'),
    shading: yesNo,
    sheen: yesNo,
    shimmer: yesNo,
    waterResistance: yesNo,
    scent: yesNo,
    dryTime: z.object({
      fast: z.number().int(),
      average: z.number().int(),
      slow: z.number().int(),
    }),
    flow: z.object({ dry: z.number().int(), balanced: z.number().int(), wet: z.number().int() }),
    mine: MyPropertyVotes.nullable().describe('Your votes; null when signed out'),
    mayVote: z.boolean().describe('Whether you may vote: you own or tried the ink'),
  })
  .meta({ id: 'PropertyVotes' });
export type PropertyVotes = z.infer<typeof PropertyVotes>;
