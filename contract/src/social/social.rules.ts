/**
 * Follows, the feed and notifications (ADR 060): limits, kinds and words the server enforces
 * and the web app shows. No zod here.
 */

export const FOLLOW_LIMITS = {
  /** Members and brands one member may follow, each. */
  membersPerMember: 2000,
  brandsPerMember: 500,
  /** New follows per rolling day (the trust rules: no follows in bulk). */
  followsPerDay: 100,
  /** Feed items per page. */
  feedPageSize: 20,
  /** Notifications per page. */
  notificationsPageSize: 30,
  /** The bell counts up to this and then says "99+". */
  bellMax: 99,
} as const;

/** What the feed shows of the members and brands one follows, all of it public. */
export const FEED_KINDS = [
  /** A community image shared on an ink. */
  'image',
  /** A discovery (a submitted ink) approved into the catalogue. */
  'discovery',
  /** A collection made public (or a public one created). */
  'collection',
  /** A pen made public with an ink in it, or a public pen inked. */
  'inking',
  /** News about a followed brand. */
  'news',
  /** A new ink of a followed brand in the catalogue. */
  'brand_ink',
] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** What a member can be told of. Each kind can be turned off. */
export const NOTIFICATION_KINDS = [
  'discovery_reviewed',
  'profile_image_reviewed',
  'report_handled',
  'badge_earned',
  'image_vote',
  'image_comment',
  'sample_request',
  'sample_answer',
  'sample_message',
  'wishlist_offered',
  'new_follower',
  'mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The settings page's words for each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  discovery_reviewed: 'My discovery was approved or rejected',
  profile_image_reviewed: 'My profile image was approved or rejected',
  report_handled: 'A report I made was handled',
  badge_earned: 'I earned a badge',
  image_vote: 'Someone voted on my image',
  image_comment: 'Someone commented on an ink where my image is',
  sample_request: 'Someone asked me for a sample',
  sample_answer: 'My sample request was answered',
  sample_message: 'A new message on a sample request',
  wishlist_offered: 'An ink on my wishlist is newly offered as a sample',
  new_follower: 'Someone followed me',
  mention: 'Someone mentioned me (@username) in a comment',
};

/** The mail digest: off by default. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** "99+" past the bell's most. */
export function bellLabel(count: number): string {
  return count > FOLLOW_LIMITS.bellMax ? `${FOLLOW_LIMITS.bellMax}+` : String(count);
}

export const SOCIAL_MESSAGES = {
  followSelf: 'You cannot follow yourself.',
  tooManyFollows: `You follow ${FOLLOW_LIMITS.membersPerMember} members, the most you can. Unfollow one first.`,
  tooManyBrands: `You follow ${FOLLOW_LIMITS.brandsPerMember} brands, the most you can. Unfollow one first.`,
  brandNotFound: 'No ink in the catalogue has that brand.',
  notificationNotFound: 'That notification was not found.',
  unsubscribed:
    'You will get no more digest mails. You can turn them on again in your notification settings.',
  badUnsubscribeLink:
    'This unsubscribe link is not valid. Turn the digest off in your notification settings instead.',
} as const;

/** At most this many members are told of the mentions in one comment. */
export const MENTIONS_PER_COMMENT = 5;

/**
 * The usernames a text mentions as "@username" (a username's characters: letters, digits, dots,
 * dashes, underscores; a full stop after it ends the sentence, not the name), each once in the
 * order written, lower-cased, at most MENTIONS_PER_COMMENT. An address such as ada@example.com
 * mentions no one.
 */
export function mentionsIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_.-]{3,30})/g)) {
    const name = (m[1] ?? '').replace(/\.+$/, '').toLowerCase();
    if (name.length < 3 || found.includes(name)) continue;
    found.push(name);
    if (found.length === MENTIONS_PER_COMMENT) break;
  }
  return found;
}
