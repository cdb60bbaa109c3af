import type { Role } from '../shared/roles.rules.ts';

/**
 * Trust levels (decisions.md "Trust and shared data", ADR 041): who may do what to
 * what other people see, and whose votes count. One module, zod-free, read by the server's
 * access plugin and services and by the web app before it shows an action. docs/security.md
 * "Trust levels" is the ACTION_TRUST table in words.
 *
 * - visitor: not signed in; reads.
 * - new: signed up, email not verified; keeps private things (ink-ventory, private
 *   collections, settings) and reports.
 * - member: verified email; writes what others see (comments, images, votes, discoveries,
 *   imports, public collections). Their votes are recorded at once and COUNT once the
 *   account is `voteAgeHours` old.
 * - trusted: a member whose account is `trustedAgeDays` old with `trustedContributions`
 *   accepted contributions (approved discoveries, accepted corrections, community images
 *   kept, comments not removed): only trusted voters bring a property into an ink's filters;
 *   their corrections may apply at once (ADR 053).
 * - staff: moderators and admins.
 *
 * A staff limit ('limited': no public writes) or suspension ('suspended': reading only, and
 * the appeal) lowers what an account may do whatever its level.
 */
export const TRUST_LEVELS = ['visitor', 'new', 'member', 'trusted', 'staff'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

export const RESTRICTIONS = ['limited', 'suspended'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];

/** The thresholds: server settings (TRUST_* variables) with these defaults. */
export type TrustSettings = {
  /** A verified member's votes count once the account is this many hours old. */
  voteAgeHours: number;
  /** Trusted: the account is at least this many days old... */
  trustedAgeDays: number;
  /** ...with at least this many accepted contributions. */
  trustedContributions: number;
  /** A crowd property joins an ink's filters only with this many agreeing trusted voters. */
  crowdTrustedVoters: number;
};
export const DEFAULT_TRUST_SETTINGS: TrustSettings = {
  voteAgeHours: 24,
  trustedAgeDays: 14,
  trustedContributions: 3,
  crowdTrustedVoters: 2,
};

/** Accounts signed up from one network within this long of each other count as one voter. */
export const SIGNUP_CLUSTER_MINUTES = 60;

/** What decides an account's level. */
export type TrustFacts = {
  role: Role;
  emailVerified: boolean;
  /** ISO 8601 */
  createdAt: string;
  /** Accepted contributions (approved discoveries and corrections, images kept, comments not removed). */
  contributions: number;
  restriction: Restriction | null;
};

const RANK: Record<TrustLevel, number> = { visitor: 0, new: 1, member: 2, trusted: 3, staff: 4 };

/** Whether `level` is `least` or above. */
export function atLeast(level: TrustLevel, least: TrustLevel): boolean {
  return RANK[level] >= RANK[least];
}

const HOUR = 3_600_000;

/** The account's level now (a restricted account is never trusted). */
export function trustLevel(
  facts: TrustFacts | null,
  settings: TrustSettings,
  now = Date.now(),
): TrustLevel {
  if (facts === null) return 'visitor';
  if (facts.role === 'moderator' || facts.role === 'admin') return 'staff';
  if (!facts.emailVerified) return 'new';
  const ageHours = (now - Date.parse(facts.createdAt)) / HOUR;
  return facts.restriction === null &&
    ageHours >= settings.trustedAgeDays * 24 &&
    facts.contributions >= settings.trustedContributions
    ? 'trusted'
    : 'member';
}

/** When an account's votes start to count (ISO 8601), or null while its email is unverified. */
export function votesCountFrom(
  account: { emailVerified: boolean; createdAt: string },
  settings: Pick<TrustSettings, 'voteAgeHours'>,
): string | null {
  if (!account.emailVerified) return null;
  return new Date(Date.parse(account.createdAt) + settings.voteAgeHours * HOUR).toISOString();
}

/**
 * The actions that need more than reading, and the least level each needs. Request-time
 * rules need at most 'member': 'trusted' only weighs votes (counted on the server).
 */
export const ACTION_TRUST = {
  keepInventory: 'new',
  keepPrivateCollections: 'new',
  keepPens: 'new',
  report: 'new',
  comment: 'member',
  voteOnImages: 'member',
  voteOnProperties: 'member',
  shareImages: 'member',
  proposeProfileImages: 'member',
  shareDiscoveries: 'member',
  importLists: 'member',
  publishCollections: 'member',
  publishPens: 'member',
  shareYear: 'member',
  offerSamples: 'member',
  requestSamples: 'member',
  follow: 'member',
  block: 'new',
  suggestCorrections: 'member',
  createAccessTokens: 'member',
  countVotes: 'member',
  grantProperties: 'trusted',
  review: 'staff',
} as const satisfies Record<string, TrustLevel>;
export type TrustedAction = keyof typeof ACTION_TRUST;

/** The actor as the request-time rules see it (the contract's Actor has these fields). */
type TrustActor = {
  role: Role;
  emailVerified: boolean;
  restriction: Restriction | null;
} | null;

/** The level a request can tell without counting anything: visitor, new, member or staff. */
export function requestLevel(actor: TrustActor): TrustLevel {
  if (actor === null) return 'visitor';
  if (actor.role === 'moderator' || actor.role === 'admin') return 'staff';
  return actor.emailVerified ? 'member' : 'new';
}

/**
 * Why the actor may not do `action` now, or null when they may: 'sign_in', 'verify',
 * 'limited' or 'suspended'. A limit stops what others see (actions of 'member' and above); a
 * suspension stops every action.
 */
export function trustRefusal(
  actor: TrustActor,
  action: TrustedAction,
): 'sign_in' | 'verify' | 'limited' | 'suspended' | null {
  if (actor === null) return 'sign_in';
  if (actor.restriction === 'suspended') return 'suspended';
  const least = ACTION_TRUST[action];
  if (!atLeast(requestLevel(actor), least)) return 'verify';
  if (actor.restriction === 'limited' && atLeast(least, 'member')) return 'limited';
  return null;
}

/** Whether the actor may do `action` now. */
export function mayAct(actor: TrustActor, action: TrustedAction): boolean {
  return trustRefusal(actor, action) === null;
}

/**
 * What the web app says where an unverified member meets the action, in the words of the
 * comment form's note ("Please verify your email address to ...").
 */
export const VERIFY_TO: Record<TrustedAction, string> = {
  keepInventory: 'Please verify your email address to keep your ink-ventory',
  keepPrivateCollections: 'Please verify your email address to keep collections',
  keepPens: 'Please verify your email address to keep your pens and diary',
  report: 'Please verify your email address to report content',
  comment: 'Please verify your email address to comment on ink profiles',
  voteOnImages: 'Please verify your email address to vote on images',
  voteOnProperties: "Please verify your email address to vote on an ink's properties",
  shareImages: 'Please verify your email address to share images',
  proposeProfileImages: 'Please verify your email address to propose a main image',
  shareDiscoveries: 'Please verify your email address to share a discovery',
  importLists: 'Please verify your email address to import your inks',
  publishCollections: 'Please verify your email address to make a collection public',
  publishPens: 'Please verify your email address to make a pen public',
  shareYear: 'Please verify your email address to share your Year in Ink',
  offerSamples: 'Please verify your email address to offer samples',
  requestSamples: 'Please verify your email address to ask for samples and write messages',
  follow: 'Please verify your email address to follow members and brands',
  block: 'Please verify your email address first',
  suggestCorrections: 'Please verify your email address to suggest a correction',
  createAccessTokens: 'Please verify your email address to create access tokens',
  countVotes: 'Please verify your email address so that your votes count',
  grantProperties: 'Please verify your email address so that your votes count',
  review: 'Please verify your email address first',
};

/** The refusal's words for a limited or suspended account (the reason is shown beside it). */
export const RESTRICTION_TEXT: Record<Restriction, string> = {
  limited:
    'Your account is limited: you can keep your ink-ventory and private collections, but not post what others see.',
  suspended: 'Your account is suspended: you can read, but not change anything.',
};

/** Bounds of the staff's reason and the member's appeal. */
export const RESTRICTION_LIMITS = { reasonMax: 500, appealMax: 2000 } as const;
