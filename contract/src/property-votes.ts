import { z } from 'zod';
import type { InkProperty } from './catalogue.ts';

/**
 * Crowd-voted properties (issue 14): members who own or tried an ink vote on whether it
 * shades, sheens, shimmers, resists water and is scented, and on its dry time and flow.
 */
export const YES_NO_PROPERTIES = [
  'shading',
  'sheen',
  'shimmer',
  'waterResistance',
  'scent',
] as const;
export type YesNoProperty = (typeof YES_NO_PROPERTIES)[number];
export const DRY_TIMES = ['fast', 'average', 'slow'] as const;
export const FLOWS = ['dry', 'balanced', 'wet'] as const;

/** The catalogue facet each yes/no vote stands for. */
export const VOTE_FACET: Record<YesNoProperty, InkProperty> = {
  shading: 'Shading',
  sheen: 'Sheening',
  shimmer: 'Shimmering',
  waterResistance: 'Water-Resistant',
  scent: 'Scented',
};

/** An ink gains a facet from votes with at least this many voters on it... */
export const CROWD_MIN_VOTERS = 3;
/** ...and at least this share of them saying yes. */
export const CROWD_MAJORITY = 2 / 3;

/** Whether votes grant the facet (documented rule; tested at its thresholds). */
export function crowdGrants(yes: number, no: number): boolean {
  const voters = yes + no;
  return voters >= CROWD_MIN_VOTERS && yes >= CROWD_MAJORITY * voters;
}

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
