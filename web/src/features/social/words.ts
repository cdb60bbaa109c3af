import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKind, SOCIAL_MESSAGES } from '@inklore/contract/social/social.rules';

/**
 * Follows' and notifications' words in the page's language (ADR 078). The contract keeps its
 * English (NOTIFICATION_KIND_LABELS, SOCIAL_MESSAGES, which the server sends); the web shows
 * these instead, the contract's English word for word (words.test.ts).
 */
export const NOTIFICATION_KIND_WORDS: Record<NotificationKind, MessageDescriptor> = {
  discovery_reviewed: msg`My discovery was approved or rejected`,
  profile_image_reviewed: msg`My profile image was approved or rejected`,
  report_handled: msg`A report I made was handled`,
  badge_earned: msg`I earned a badge`,
  image_vote: msg`Someone voted on my image`,
  image_comment: msg`Someone commented on an ink where my image is`,
  sample_request: msg`Someone asked me for a sample`,
  sample_answer: msg`My sample request was answered`,
  sample_message: msg`A new message on a sample request`,
  wishlist_offered: msg`An ink on my wishlist is newly offered as a sample`,
  new_follower: msg`Someone followed me`,
  mention: msg`Someone mentioned me (@username) in a comment`,
};

/** The contract's SOCIAL_MESSAGES that the web app says itself. */
export const SOCIAL_WORDS = {
  badUnsubscribeLink: msg`This unsubscribe link is not valid. Turn the digest off in your notification settings instead.`,
} satisfies Partial<Record<keyof typeof SOCIAL_MESSAGES, MessageDescriptor>>;
