import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types as Kysely sees them. snake_case here, camelCase in the API (presenters map).
 * Portable column choices (see docs/decisions/004-dialect-differences.md):
 * - booleans are integers 0/1 on both databases;
 * - timestamps are `timestamptz` (PostgreSQL returns Date, SQLite a string): read them
 *   through `toIso` from dialect.ts, write ISO strings;
 * - lists are JSON text.
 */
type Timestamp = ColumnType<Date | string, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_norm: string;
  email: string;
  email_norm: string;
  password_hash: string | null;
  role: Generated<'user' | 'moderator' | 'admin'>;
  email_verified: Generated<number>;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  bio: string | null;
  profile_image_url: string | null;
  custom_profile_image: string | null;
  last_active_at: Timestamp | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: Generated<number>;
  /** JSON array of SHA-256 hashes of unused recovery codes. */
  totp_recovery_codes: Generated<string>;
  /** The last accepted TOTP time step (a code is never accepted twice). */
  totp_last_step: number | null;
  /** 1: the public palette shows the owned inks too, not only public collections' (ADR 039). */
  show_ink_colors: Generated<number>;
  /** The member's language, 'en' | 'ja' | 'de' (ADR 079); null: none chosen. */
  locale: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The sign-up address's network ('203.0.113.0/24'), never the address. */
  signup_network: string | null;
  /** The first account of those signed up from that network within an hour; null: its own id. */
  signup_cluster: number | null;
  restriction: 'limited' | 'suspended' | null;
  restriction_reason: string | null;
  restricted_at: Timestamp | null;
  restricted_by: number | null;
  appeal_text: string | null;
  appealed_at: Timestamp | null;
  appeal_state: 'pending' | 'upheld' | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token in the cookie. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  /** 1 when this session proved a second factor. */
  mfa: Generated<number>;
}

export interface PendingLoginsTable {
  id: string;
  user_id: number;
  attempts: Generated<number>;
  expires_at: Timestamp;
}

/** Personal access tokens (ADR 029): only the SHA-256 of the secret. */
export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** SHA-256 (hex) of the secret (`ink_...`). */
  token_hash: string;
  scope: 'read' | 'write';
  created_at: Timestamp;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
}

export interface AuthTokensTable {
  id: string;
  user_id: number;
  purpose: 'verify_email' | 'reset_password';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends. */
  expires_at: number;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: Timestamp;
}

export interface OidcStatesTable {
  state: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
  /** SHA-256 (hex) of the random value in the starting browser's cookie. */
  browser_hash: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number;
  details: Generated<string>;
  created_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  ink_id: number;
  user_id: number;
  /** Plain text, 1 to 1000 characters after trimming; never rendered as HTML. */
  content: string;
  created_at: Timestamp;
  /** Equal to created_at until the author changes the text ('(edited)' otherwise). */
  updated_at: Timestamp;
}

export interface InventoryEntriesTable {
  id: Generated<number>;
  user_id: number;
  ink_id: number;
  status: 'owned' | 'tried' | 'want_to_try' | 'wishlist';
  /** 1 to 5, only for owned or tried. */
  rating: number | null;
  notes: string | null;
  /** YYYY-MM-DD, only for owned. */
  acquired_date: string | null;
  /** ADR 051: one entry per member, ink and kind. */
  kind: Generated<'bottle' | 'sample' | 'cartridge' | 'swab'>;
  /** 1 when the member made a swab of it, else 0. */
  swabbed: Generated<number>;
  /** YYYY-MM-DD: the day the member last used it. */
  last_used_date: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** ADR 051: an import's row that matched no ink, kept until resolved. */
export interface ImportRowsTable {
  id: Generated<number>;
  user_id: number;
  /** Brand, line, name and kind, normalised: one row per member and key. */
  row_key: string;
  brand: string;
  line: string | null;
  name: string;
  /** #RRGGBB from the file's Color, when it had one. */
  color_hex: string | null;
  kind: InventoryRow['kind'];
  status: InventoryRow['status'];
  rating: number | null;
  notes: string | null;
  acquired_date: string | null;
  swabbed: Generated<number>;
  last_used_date: string | null;
  state: Generated<'open' | 'submitted' | 'linked' | 'rejected' | 'dismissed'>;
  /** The discovery it was offered as. */
  submission_id: number | null;
  /** The ink it was linked to (an approved discovery, or matched by the member). */
  ink_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number | null;
  target_type: 'ink_profile' | 'community_image' | 'comment' | 'sample_message';
  target_id: number;
  /** Whose content it is, worked out by the server. */
  target_user_id: number | null;
  reason: 'spam' | 'inappropriate' | 'copyright' | 'harassment' | 'misinformation' | 'other';
  description: string | null;
  status: Generated<'open' | 'resolved'>;
  resolution: 'dismissed' | 'removed' | null;
  resolved_by: number | null;
  resolved_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CommunityImagesTable {
  id: Generated<number>;
  ink_id: number;
  user_id: number;
  /** Public media URLs (MediaStore): the image fitted in 800 px, and its thumbnail. */
  image_url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  caption: string | null;
  category: 'Swatch' | 'Handwriting' | 'Illustration' | 'Other';
  paper_type: string | null;
  pen_nib: string | null;
  is_official: Generated<number>;
  /** The ink's colour read from a swatch photo (CIELAB); null for other categories. */
  photo_l: number | null;
  photo_a: number | null;
  photo_b: number | null;
  /** ADR 087: 1 when read on the swatch card (found and corrected), 0 for a plain photo. */
  photo_calibrated: Generated<number>;
  /** ADR 087: how far the reading can be trusted, 0..1; null when nothing was read. */
  photo_confidence: number | null;
  /** ADR 087: 1 when the uploader was trusted (or staff) at the time: it may move answers. */
  photo_trusted: Generated<number>;
  /** ADR 087: JSON SwatchDetail (spread, light and dark ends, sheen, checks). */
  photo_detail: string | null;
  created_at: Timestamp;
  /** ADR 064: the voter groups of its votes that count, but for the voters' age (kept). */
  kept_votes: Generated<number>;
}

/** One vote per member per ink; an image's votes are counted from these rows. */
export interface CommunityImageVotesTable {
  user_id: number;
  ink_id: number;
  image_id: number;
  created_at: Timestamp;
}

export interface ProfileImageSubmissionsTable {
  id: Generated<number>;
  ink_id: number;
  user_id: number | null;
  image_url: string;
  caption: string | null;
  is_official: Generated<number>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  rejection_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface InkSubmissionsTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  brand: string;
  line: string | null;
  color_family: string;
  color_hex: string;
  description: string | null;
  property_mask: Generated<number>;
  image_url: string | null;
  /** normalised brand + '|' + normalised name, spaces removed: likely duplicates match it. */
  duplicate_key: string;
  flagged_duplicate: Generated<number>;
  /** JSON array of other names the member gave, added to the ink when approved. */
  aliases: Generated<string>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  rejection_reason: string | null;
  ink_id: number | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  created_at: Timestamp;
}

/** Other spellings of a brand ("J. Herbin" for Jacques Herbin): search reads them. */
export interface BrandAliasesTable {
  id: Generated<number>;
  /** The brand as the catalogue writes it. */
  brand: string;
  brand_norm: string;
  alias: string;
  /** Unique: a spelling names one brand. */
  alias_norm: string;
  created_by: number | null;
  created_at: Timestamp;
}

export type InkAliasSource = 'staff' | 'discovery' | 'import' | 'catalogue';

/** Other names of an ink (original script, transliterations): search reads them. */
export interface InkAliasesTable {
  id: Generated<number>;
  ink_id: number;
  alias: string;
  alias_norm: string;
  source: InkAliasSource;
  created_at: Timestamp;
}

/** A spelling from an import, for staff to accept as the ink's other name or reject. */
export interface AliasSuggestionsTable {
  id: Generated<number>;
  ink_id: number;
  spelling: string;
  spelling_norm: string;
  status: Generated<'pending' | 'accepted' | 'rejected'>;
  suggested_by: number | null;
  created_at: Timestamp;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
}

/** Who suggested a spelling, each member once. */
export interface AliasSuggestersTable {
  suggestion_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** A revision of an ink's catalogue fields (ADR 049): who, when, which fields, before and after. */
export interface InkRevisionsTable {
  id: Generated<number>;
  ink_id: number;
  /** null: a catalogue import. */
  author_id: number | null;
  kind: 'staff' | 'import' | 'correction' | 'revert';
  /** For a revert: the revision it undid. */
  reverts_id: number | null;
  /** 1: the import added the ink with these values (nothing before). */
  adds_ink: Generated<number>;
  /** For an import: the source and the record's id in it. */
  source: string | null;
  source_id: string | null;
  /** JSON array of { field, before, after }. */
  changes: string;
  created_at: Timestamp;
}

/** A member's correction to one field of an ink (ADR 053). */
export interface InkCorrectionsTable {
  id: Generated<number>;
  ink_id: number;
  /** null: the account was deleted. */
  user_id: number | null;
  field: 'description' | 'colorHex' | 'color' | 'properties' | 'line' | 'aliases';
  /** JSON: the value when suggested, and the suggested one. */
  before: string;
  after: string;
  note: string | null;
  status: Generated<'pending' | 'accepted' | 'rejected' | 'withdrawn'>;
  /** 1: applied without review. */
  applied_at_once: Generated<number>;
  created_at: Timestamp;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  reason: string | null;
  revision_id: number | null;
}

/** A member's pen (ADR 056): private unless is_public; archived instead of deleted. */
export interface PensTable {
  id: Generated<number>;
  user_id: number;
  kind: 'fountain' | 'dip' | 'brush';
  brand: string;
  model: string | null;
  nib_size: string | null;
  nib_grind: string | null;
  filling_system: string | null;
  color: string | null;
  material: string | null;
  notes: string | null;
  is_public: Generated<number>;
  archived_at: Timestamp | null;
  /** Distinct days of its diary, kept by triggers (migration 2026-12-02T0300). */
  days_used: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A pen inked with an ink from inked_on to cleaned_on (null: still inked). Days 'YYYY-MM-DD'. */
export interface InkingsTable {
  id: Generated<number>;
  user_id: number;
  pen_id: number;
  ink_id: number;
  inked_on: string;
  cleaned_on: string | null;
  refills: Generated<number>;
  last_refilled_on: string | null;
  note: string | null;
  /** When the "clean soon" mail went out for this pairing (once). */
  clean_soon_mailed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The diary: a day a pen was used with an ink (inking_id null: a dip pen's direct use). */
export interface PenUsesTable {
  id: Generated<number>;
  user_id: number;
  pen_id: number;
  ink_id: number;
  inking_id: number | null;
  day: string;
  note: string | null;
  created_at: Timestamp;
}

export interface PenSettingsTable {
  user_id: number;
  clean_soon_days: Generated<number>;
  clean_soon_mail: Generated<number>;
  updated_at: Timestamp;
}

/** A year of the diary the member chose to show publicly (Year in Ink). */
export interface YearSharesTable {
  user_id: number;
  year: number;
  shared_at: Timestamp;
}

/** Staff's choice per field: a trusted member's correction applies at once (ADR 053). */
export interface CorrectionSettingsTable {
  field: string;
  apply_at_once: Generated<number>;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** Where an ink's field came from in a catalogue import, and the value it set (ADR 048). */
export interface InkProvenanceTable {
  ink_id: number;
  field: string;
  source: string;
  source_id: string;
  /** JSON of the value the import last set. */
  value: string;
  imported_at: Timestamp;
}

/** What a catalogue import asks staff to decide (ADR 048). */
export interface CatalogueReviewsTable {
  id: Generated<number>;
  ink_id: number;
  kind: 'color' | 'difference';
  field: string;
  /** JSON of the ink's value when queued. */
  stored: string;
  /** JSON array of { value, source, sourceId, note }. */
  candidates: string;
  /** JSON array of strings. */
  reasons: string;
  source_id: string;
  signature: string;
  status: Generated<'pending' | 'picked' | 'kept' | 'dismissed'>;
  created_at: Timestamp;
  resolved_by: number | null;
  resolved_at: Timestamp | null;
  revision_id: number | null;
}

export interface CollectionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string | null;
  is_public: Generated<number>;
  /** ADR 061: the live inks in it, kept by the database */
  live_inks: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An ink in a named collection: at most once (the primary key), in the owner's order. */
export interface CollectionInksTable {
  collection_id: number;
  ink_id: number;
  position: number;
  notes: string | null;
  added_at: Timestamp;
}

/** One member's vote on one property of one ink (changeable; withdrawn by deleting). */
export interface InkPropertyVotesTable {
  user_id: number;
  ink_id: number;
  property: string;
  value: string;
  updated_at: Timestamp;
}

export interface InksTable {
  id: Generated<number>;
  name: string;
  brand: string;
  line: string | null;
  color_family: string;
  color_hex: string;
  lab_l: number;
  lab_a: number;
  lab_b: number;
  /**
   * ADR 087: the colour the colour answers use instead of lab_* when enough trusted
   * calibrated swatches agree, and how many; null otherwise.
   */
  consensus_l: number | null;
  consensus_a: number | null;
  consensus_b: number | null;
  consensus_swatches: number | null;
  description: string | null;
  /** JSON array of image URLs. */
  images: string;
  /**
   * Bit set of INK_PROPERTIES (bit i = INK_PROPERTIES[i]): what the facets read, the
   * catalogue's or staff's (source_property_mask) together with the crowd's.
   */
  property_mask: number;
  /** The properties the catalogue data or staff set. */
  source_property_mask: number;
  /** The properties members' votes grant (at least 3 voters, two thirds agreeing). */
  crowd_property_mask: number;
  featured: number;
  is_official: number;
  rating_sum: number;
  rating_count: number;
  community_image_count: number;
  /** Members with the ink in their ink-ventory as owned (database triggers, ADR 050). */
  owner_count: Generated<number>;
  /**
   * Moves whenever the ink is added or a column the catalogue's orders read or an ink is
   * presented from is written (database triggers, ADR 055 and 070): the orders and the
   * presented-ink cache read only the inks changed since their last read.
   */
  sort_seq: Generated<number>;
  source: string | null;
  source_id: string | null;
  submitted_by: number | null;
  /** Normalised name: exact-match ranking and sort order. */
  name_norm: string;
  /** Normalised brand: brand filter and sort order. */
  brand_norm: string;
  /** Search documents (normalised words, hyphenated words also joined). */
  search_name: string;
  search_meta: string;
  search_desc: string;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  excerpt: string;
  body: string;
  cover_image_url: string | null;
  featured: number;
  published: number;
  author_id: number | null;
  /** ADR 060: news about a brand (normalised as inks.brand_norm) reaches its followers. */
  brand_norm: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  inks: InksTable;
  news: NewsTable;
  sessions: SessionsTable;
  pending_logins: PendingLoginsTable;
  auth_tokens: AuthTokensTable;
  access_tokens: AccessTokensTable;
  rate_limits: RateLimitsTable;
  user_identities: UserIdentitiesTable;
  oidc_states: OidcStatesTable;
  audit_log: AuditLogTable;
  comments: CommentsTable;
  inventory_entries: InventoryEntriesTable;
  import_rows: ImportRowsTable;
  reports: ReportsTable;
  community_images: CommunityImagesTable;
  community_image_votes: CommunityImageVotesTable;
  profile_image_submissions: ProfileImageSubmissionsTable;
  ink_submissions: InkSubmissionsTable;
  collections: CollectionsTable;
  collection_inks: CollectionInksTable;
  ink_property_votes: InkPropertyVotesTable;
  brand_aliases: BrandAliasesTable;
  ink_aliases: InkAliasesTable;
  alias_suggestions: AliasSuggestionsTable;
  alias_suggesters: AliasSuggestersTable;
  ink_revisions: InkRevisionsTable;
  ink_provenance: InkProvenanceTable;
  catalogue_reviews: CatalogueReviewsTable;
  ink_corrections: InkCorrectionsTable;
  correction_settings: CorrectionSettingsTable;
  pens: PensTable;
  inkings: InkingsTable;
  pen_uses: PenUsesTable;
  pen_settings: PenSettingsTable;
  year_shares: YearSharesTable;
  sample_offers: SampleOffersTable;
  sample_requests: SampleRequestsTable;
  sample_messages: SampleMessagesTable;
  sample_offer_news: SampleOfferNewsTable;
  blocks: BlocksTable;
  follows: FollowsTable;
  brand_follows: BrandFollowsTable;
  feed_events: FeedEventsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  badge_awards: BadgeAwardsTable;
  ink_entry_counts: InkEntryCountsTable;
  brand_counts: BrandCountsTable;
  active_member_days: ActiveMemberDaysTable;
  member_counts: MemberCountsTable;
  badge_targets: BadgeTargetsTable;
  badge_target_deltas: BadgeTargetDeltasTable;
  staff_queue_deltas: StaffQueueDeltasTable;
  member_family_inks: MemberFamilyInksTable;
  image_vote_groups: ImageVoteGroupsTable;
  property_vote_groups: PropertyVoteGroupsTable;
  property_vote_tallies: PropertyVoteTalliesTable;
}

export type InkRow = Selectable<InksTable>;
export type NewInk = Insertable<InksTable>;
export type UserRow = Selectable<UsersTable>;
export type InventoryRow = Selectable<InventoryEntriesTable>;
export type ImportRowRow = Selectable<ImportRowsTable>;
export type ReportRow = Selectable<ReportsTable>;
export type NewReport = Insertable<ReportsTable>;
export type NewUser = Insertable<UsersTable>;
export type NewSession = Insertable<SessionsTable>;

/** ADR 059: "I can share samples of this", per member and ink; counted only while owned. */
export interface SampleOffersTable {
  user_id: number;
  ink_id: number;
  note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** ADR 059: when an offer was last told to those who wish for the ink (once a week at most). */
export interface SampleOfferNewsTable {
  user_id: number;
  ink_id: number;
  told_at: Timestamp;
}

/** ADR 059: one member asking another for a sample of one ink. */
export interface SampleRequestsTable {
  id: Generated<number>;
  requester_id: number | null;
  owner_id: number | null;
  ink_id: number;
  state: Generated<'pending' | 'accepted' | 'declined' | 'withdrawn'>;
  message_count: Generated<number>;
  created_at: Timestamp;
  answered_at: Timestamp | null;
  updated_at: Timestamp;
}

/** ADR 059: a request's plain-text messages (the first is the request's own). */
export interface SampleMessagesTable {
  id: Generated<number>;
  request_id: number;
  sender_id: number | null;
  body: string;
  created_at: Timestamp;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: Timestamp;
}

export interface BrandFollowsTable {
  user_id: number;
  brand_norm: string;
  created_at: Timestamp;
}

/** ADR 060: what a member or a brand did in public; re-checked as still public when read. */
export interface FeedEventsTable {
  id: Generated<number>;
  kind: 'image' | 'discovery' | 'collection' | 'inking' | 'news' | 'brand_ink';
  actor_id: number | null;
  brand_norm: string | null;
  ink_id: number | null;
  target_id: number;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  actor_id: number | null;
  ink_id: number | null;
  target_id: number | null;
  /** JSON: what the sentence needs. */
  details: Generated<string>;
  read_at: Timestamp | null;
  digested_at: Timestamp | null;
  created_at: Timestamp;
}

export interface NotificationSettingsTable {
  user_id: number;
  /** JSON array of kinds turned off. */
  off_kinds: Generated<string>;
  digest: Generated<'off' | 'daily' | 'weekly'>;
  digest_sent_at: Timestamp | null;
  unsubscribe_key: string | null;
  updated_at: Timestamp;
}

export interface BadgeAwardsTable {
  user_id: number;
  badge_id: string;
  awarded_at: Timestamp;
}

/** ADR 061: counts kept by the database's triggers (never written by the app). */
export interface InkEntryCountsTable {
  ink_id: number;
  /** members with any ink-ventory entry for the ink */
  members: number;
  owned: number;
  tried: number;
  wishlist: number;
  want_to_try: number;
}

export interface BrandCountsTable {
  brand_norm: string;
  live_inks: number;
  /** community images of the brand's live inks (bigint: a string from PostgreSQL) */
  images: number | string;
}

export interface ActiveMemberDaysTable {
  /** YYYY-MM-DD, UTC */
  day: string;
  members: number;
}

/** ADR 061: a member's count of one badge measure (contract BADGE_MEASURES). */
export interface MemberCountsTable {
  user_id: number;
  measure: string;
  n: number;
}

/** ADR 061: how many members reach each badge's target. */
export interface BadgeTargetsTable {
  measure: string;
  target: number;
  holders: number;
}

/** ADR 061: members crossing a target since its holders were last folded in (+1 or -1 each). */
export interface BadgeTargetDeltasTable {
  measure: string;
  target: number;
  delta: number;
}

/**
 * ADR 074: what waits for the staff, as changes of +1 or -1 (kept by triggers) and, now and
 * then, one row folding the others in. The queues are the rows' sums.
 */
export interface StaffQueueDeltasTable {
  reports: number;
  profile_images: number;
  submissions: number;
}

/**
 * ADR 064: per community image and voter group (a signup cluster, or one member), how many
 * verified, unrestricted voters of the group voted for it (kept by triggers).
 */
export interface ImageVoteGroupsTable {
  image_id: number;
  grp: number;
  voters: number;
}

/**
 * ADR 066: per ink, property, value and voter group, how many verified, unrestricted voters of
 * the group gave that vote; property and value '*': how many such votes the group gave on the
 * ink's properties (kept by triggers).
 */
export interface PropertyVoteGroupsTable {
  ink_id: number;
  property: string;
  value: string;
  grp: number;
  voters: number;
}

/** ADR 066: per ink, property and value ('*' for any), the groups with at least one voter. */
export interface PropertyVoteTalliesTable {
  ink_id: number;
  property: string;
  value: string;
  groups: number;
}

/** ADR 061: per member and colour family, the live inks of it the member owns or tried. */
export interface MemberFamilyInksTable {
  user_id: number;
  family: string;
  inks: number;
}
