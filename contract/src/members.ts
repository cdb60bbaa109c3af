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

/** Spec §5: why something is reported. */
export const REPORT_REASONS = [
  'spam',
  'inappropriate',
  'copyright',
  'harassment',
  'misinformation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate content',
  copyright: 'Copyright violation',
  harassment: 'Harassment',
  misinformation: 'Misinformation',
  other: 'Other',
};

/** Spec §3: what can be reported. */
export const REPORT_TYPES = ['ink_profile', 'community_image', 'comment'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;
