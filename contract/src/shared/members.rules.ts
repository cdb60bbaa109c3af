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
/**
 * ADR 051: what an ink-ventory entry is (Fountain Pen Companion's Type). A member holds at
 * most one entry per ink and kind: a bottle and a sample of one ink are two entries.
 */
export const INVENTORY_KINDS = ['bottle', 'sample', 'cartridge', 'swab'] as const;
export type InventoryKind = (typeof INVENTORY_KINDS)[number];
export const INVENTORY_KIND_LABELS: Record<InventoryKind, string> = {
  bottle: 'Bottle',
  sample: 'Sample',
  cartridge: 'Cartridge',
  swab: 'Swab',
};
/** The kind of an entry when none is given (and of every entry made before kinds). */
export const DEFAULT_INVENTORY_KIND: InventoryKind = 'bottle';

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
export const REPORT_TYPES = [
  'ink_profile',
  'community_image',
  'comment',
  'sample_message',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;

// --- Community images and profile image submissions (spec §3, §5, §9) ------------------

/** Spec §3: what a community image shows. */
export const IMAGE_CATEGORIES = ['Swatch', 'Handwriting', 'Illustration', 'Other'] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];
/** Spec §5: the category defaults to Other. */
export const DEFAULT_IMAGE_CATEGORY: ImageCategory = 'Other';

export const GALLERY_LIMITS = {
  /** Spec §5 and §9. */
  paperTypeMaxLength: 30,
  penNibMaxLength: 50,
  /** Ours (the spec sets none): a caption is a line, not an essay. */
  captionMaxLength: 200,
  /** Spec §9: the web app fits a community image in 800 px, JPEG quality 0.8. */
  communityImageSize: 800,
  communityImageQuality: 0.8,
  /** The server's thumbnail of a community image fits in this many pixels. */
  thumbnailSize: 320,
  /** What the server takes for a community image (the web app's resize makes far less). */
  communityImageMaxBytes: 4 * 1024 * 1024,
  /** Spec §5 and §9: a profile image file is at most 5 MB; sent fitted in 1200 x 1200 at 0.9. */
  profileImageMaxBytes: 5 * 1024 * 1024,
  profileImageSize: 1200,
  profileImageQuality: 0.9,
  /** Why a profile image was turned down, as moderators write it. */
  rejectionReasonMaxLength: 500,
  /**
   * Ours (the spec says only "list"): an ink's community images come a page at a time, so a
   * popular ink's page costs the same as any other (ADR 032).
   */
  communityPageSize: 24,
  communityPageMax: 100,
} as const;

/** The largest data URL holding `bytes` of base64 image data (4/3, plus the prefix). */
export function dataUrlMaxLength(bytes: number): number {
  return Math.ceil((bytes * 4) / 3) + 100;
}

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

// --- Named collections (decisions.md "Collections: one model"; ADR 018) -----------------

export const COLLECTION_LIMITS = {
  nameMaxLength: 80,
  descriptionMaxLength: 1000,
  notesMaxLength: 1000,
  /** Collections per member, and inks per collection: far above what people keep. */
  perMember: 200,
  inksPerCollection: 2000,
} as const;

/** Spec §8: adding an ink a collection holds already. */
export const ALREADY_IN_COLLECTION = 'This ink might already be in that collection.';

/** The add-to-collection dialog's statuses (spec §4); 'wishlisted' is the label of wishlist. */
export const DIALOG_STATUSES = ['owned', 'tried', 'wishlist'] as const;
