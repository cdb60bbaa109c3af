/**
 * The query keys that cross a feature's wall (ADR 043). Each feature's key factory
 * (features/<name>/api/<name>.ts) starts from its root here, and builds these shared keys from
 * the same functions (the inks' and the community's, on a first load, write theirs out, and a
 * test checks they agree); a feature whose action changes another feature's data (an approved
 * submission adds an ink, a collection changes the ink-ventory) invalidates through this file,
 * never through the other feature's factory.
 */

const root = <const K extends string>(name: K) => [name] as const;

export const sharedKeys = {
  admin: {
    all: root('admin'),
    /** The staff's pending counts (the header's bell, the console's tabs). */
    notifications: () => [...sharedKeys.admin.all, 'notifications'] as const,
    /** Every page of the audit log, whatever its filter. */
    audit: () => [...sharedKeys.admin.all, 'audit'] as const,
  },
  badges: { all: root('badges') },
  collections: { all: root('collections') },
  color: {
    all: root('color'),
    /** An ink's community colour (the median of its swatch photos): a new photo changes it. */
    communityColor: (inkId: number) => [...sharedKeys.color.all, 'community-color', inkId] as const,
  },
  comments: { all: root('comments') },
  community: {
    all: root('community'),
    stats: () => [...sharedKeys.community.all, 'stats'] as const,
  },
  gallery: {
    all: root('gallery'),
    /** An ink's community images. */
    images: (inkId: number) => [...sharedKeys.gallery.all, 'images', inkId] as const,
    /** An ink's profile image submissions. */
    submissions: (inkId: number) => [...sharedKeys.gallery.all, 'submissions', inkId] as const,
  },
  inks: { all: root('inks') },
  inventory: {
    all: root('inventory'),
    /** The member's entry for an ink. */
    entry: (inkId: number) => [...sharedKeys.inventory.all, 'entry', inkId] as const,
    /** An ink's In Collections, Owned, Tried and Wishlisted counts. */
    stats: (inkId: number) => [...sharedKeys.inventory.all, 'stats', inkId] as const,
    /** The member's whole ink-ventory (/profile), every filter of it. */
    mine: () => [...sharedKeys.inventory.all, 'mine'] as const,
  },
  /** Between members: compare, sample offers and requests, blocks (ADR 059). */
  members: {
    all: root('members'),
    /** My standing with a member (following, blocked): a follow or a block changes it. */
    relation: (username: string) =>
      [...sharedKeys.members.all, 'relation', username.toLowerCase()] as const,
  },
  /** Pens, their pairings and the diary. */
  pens: { all: root('pens') },
  /** Follows, the feed and notifications (ADR 060): a block ends follows both ways. */
  social: { all: root('social') },
  submissions: { all: root('submissions') },
  users: { all: root('users') },
  /** Year in Ink: a diary change (the pens feature) makes every year's figures stale. */
  yearInInk: { all: root('year-in-ink') },
};

/** The key of the member's ink-ventory entry for an ink (what the Add to Collection dialog reads). */
export type InventoryEntryKey = ReturnType<typeof sharedKeys.inventory.entry>;
