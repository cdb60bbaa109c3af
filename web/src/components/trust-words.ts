import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Restriction, TrustedAction } from '@inklore/contract/trust/trust.rules';

/**
 * The trust rules' words (ADR 041) in the page's language (ADR 078). The contract keeps its
 * English (VERIFY_TO, RESTRICTION_TEXT); the web shows these instead, the same English word for
 * word (trust-words.test.ts). Shared: the trust note and the profile's standing card.
 */

/** Where an unverified member meets the action, in the words of the comment form's note. */
export const VERIFY_TO_WORDS: Record<TrustedAction, MessageDescriptor> = {
  keepInventory: msg`Please verify your email address to keep your ink-ventory`,
  keepPrivateCollections: msg`Please verify your email address to keep collections`,
  keepPens: msg`Please verify your email address to keep your pens and diary`,
  report: msg`Please verify your email address to report content`,
  comment: msg`Please verify your email address to comment on ink profiles`,
  voteOnImages: msg`Please verify your email address to vote on images`,
  voteOnProperties: msg`Please verify your email address to vote on an ink's properties`,
  shareImages: msg`Please verify your email address to share images`,
  proposeProfileImages: msg`Please verify your email address to propose a main image`,
  shareDiscoveries: msg`Please verify your email address to share a discovery`,
  importLists: msg`Please verify your email address to import your inks`,
  publishCollections: msg`Please verify your email address to make a collection public`,
  publishPens: msg`Please verify your email address to make a pen public`,
  shareYear: msg`Please verify your email address to share your Year in Ink`,
  offerSamples: msg`Please verify your email address to offer samples`,
  requestSamples: msg`Please verify your email address to ask for samples and write messages`,
  follow: msg`Please verify your email address to follow members and brands`,
  block: msg`Please verify your email address first`,
  suggestCorrections: msg`Please verify your email address to suggest a correction`,
  createAccessTokens: msg`Please verify your email address to create access tokens`,
  countVotes: msg`Please verify your email address so that your votes count`,
  grantProperties: msg`Please verify your email address so that your votes count`,
  review: msg`Please verify your email address first`,
};

/** The refusal's words for a limited or suspended account (the reason is shown beside it). */
export const RESTRICTION_WORDS: Record<Restriction, MessageDescriptor> = {
  limited: msg`Your account is limited: you can keep your ink-ventory and private collections, but not post what others see.`,
  suspended: msg`Your account is suspended: you can read, but not change anything.`,
};
