import { z } from 'zod';

/**
 * The badges (decisions.md "Badges"; docs/badges.md): a fixed set, each earned from real
 * activity counted in the database, so a badge can never drift from what a member did.
 * `measure` names what is counted; `target` is the count that earns it.
 */
export const BADGE_MEASURES = [
  'communityImages',
  'inventoryEntries',
  'comments',
  'approvedDiscoveries',
  'upvotesReceived',
  'colorFamilies',
  'largestPublicCollection',
  'staffRole',
] as const;
export type BadgeMeasure = (typeof BADGE_MEASURES)[number];

export type BadgeRule = {
  id: string;
  name: string;
  /** The rule, as people read it. */
  rule: string;
  measure: BadgeMeasure;
  target: number;
};

/** Every badge, in the showcase's order. staffRole: 1 moderator or admin, 2 admin. */
export const BADGES: readonly BadgeRule[] = [
  {
    id: 'first-image',
    name: 'First Swatch',
    rule: 'Share your first community image.',
    measure: 'communityImages',
    target: 1,
  },
  {
    id: 'gallery-regular',
    name: 'Gallery Regular',
    rule: 'Share 10 community images.',
    measure: 'communityImages',
    target: 10,
  },
  {
    id: 'sampler',
    name: 'Sampler',
    rule: 'Keep 10 inks in your ink-ventory.',
    measure: 'inventoryEntries',
    target: 10,
  },
  {
    id: 'collector',
    name: 'Collector',
    rule: 'Keep 50 inks in your ink-ventory.',
    measure: 'inventoryEntries',
    target: 50,
  },
  {
    id: 'archivist',
    name: 'Archivist',
    rule: 'Keep 200 inks in your ink-ventory.',
    measure: 'inventoryEntries',
    target: 200,
  },
  {
    id: 'first-words',
    name: 'First Words',
    rule: 'Comment on an ink.',
    measure: 'comments',
    target: 1,
  },
  {
    id: 'conversationalist',
    name: 'Conversationalist',
    rule: 'Comment on 25 inks.',
    measure: 'comments',
    target: 25,
  },
  {
    id: 'discoverer',
    name: 'Discoverer',
    rule: 'Have a discovery approved into the catalogue.',
    measure: 'approvedDiscoveries',
    target: 1,
  },
  {
    id: 'explorer',
    name: 'Explorer',
    rule: 'Have 5 discoveries approved.',
    measure: 'approvedDiscoveries',
    target: 5,
  },
  {
    id: 'crowd-pleaser',
    name: 'Crowd Pleaser',
    rule: 'Receive 10 votes on your community images.',
    measure: 'upvotesReceived',
    target: 10,
  },
  {
    id: 'gallery-star',
    name: 'Gallery Star',
    rule: 'Receive 50 votes on your community images.',
    measure: 'upvotesReceived',
    target: 50,
  },
  {
    id: 'full-spectrum',
    name: 'Full Spectrum',
    rule: 'Own or have tried inks of 10 colour families.',
    measure: 'colorFamilies',
    target: 10,
  },
  {
    id: 'curator',
    name: 'Curator',
    rule: 'Keep a public collection of 10 inks or more.',
    measure: 'largestPublicCollection',
    target: 10,
  },
  {
    id: 'moderator',
    name: 'Keeper of the Nib',
    rule: 'Serve the community as a moderator or admin.',
    measure: 'staffRole',
    target: 1,
  },
  {
    id: 'admin',
    name: 'Master Inker',
    rule: 'Serve the community as an admin.',
    measure: 'staffRole',
    target: 2,
  },
];

/** A member's counts, one per measure. */
export type BadgeCounts = Record<BadgeMeasure, number>;

/** The badges these counts earn. */
export function earnedBadges(counts: BadgeCounts): string[] {
  return BADGES.filter((b) => counts[b.measure] >= b.target).map((b) => b.id);
}

export const Badge = z
  .object({
    id: z.string(),
    name: z.string(),
    rule: z.string(),
    measure: z.enum(BADGE_MEASURES),
    target: z.number().int(),
    holders: z.number().int().describe('How many members hold it'),
    held: z.boolean().nullable().describe('Whether you hold it; null when signed out'),
    progress: z.number().int().nullable().describe('Your count towards it; null when signed out'),
  })
  .meta({ id: 'Badge' });
export type Badge = z.infer<typeof Badge>;
export const BadgeShowcase = z.array(Badge).meta({ id: 'BadgeShowcase' });
