import type { InkProperty } from '../catalogue/catalogue.rules.ts';

/**
 * Crowd-voted properties: members who own or tried an ink vote on whether it
 * shades, sheens, shimmers, resists water and is scented, and on its dry time and flow. The rules without
 * the request schemas (property-votes.ts, which re-exports them), so the web app's ink page
 * does not load zod for a list of names.
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
