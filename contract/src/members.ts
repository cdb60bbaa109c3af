/**
 * Limits and lists of what members write and keep (comments, the ink-ventory). No zod here,
 * and apart from catalogue.ts, so the web app's first load carries none of it.
 */

/** Spec §5 and §9: a comment has at most 1000 characters. */
export const COMMENT_MAX_LENGTH = 1000;

/** Notes on an ink-ventory entry. */
export const INVENTORY_NOTES_MAX_LENGTH = 1000;

/**
 * Ink-ventory statuses (decisions.md: one model). The add-to-collection dialog's
 * 'wishlisted' is the label of `wishlist`.
 */
export const INVENTORY_STATUSES = ['owned', 'tried', 'want_to_try', 'wishlist'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];
export const INVENTORY_STATUS_LABELS: Record<InventoryStatus, string> = {
  owned: 'Owned',
  tried: 'Tried',
  want_to_try: 'Want to try',
  wishlist: 'Wishlist',
};
/** Spec §4: a rating only for owned or tried inks; an acquired date only for owned ones. */
export const RATED_STATUSES: readonly InventoryStatus[] = ['owned', 'tried'];
