import { msg } from '@lingui/core/macro';

/**
 * A moderator's own discovery or image is reviewed by someone else: the console's words in the
 * page's language (ADR 078). The server answers 403 with the contract's English
 * (OWN_DISCOVERY_REVIEW, OWN_IMAGE_REVIEW); these are the same English word for word
 * (words.test.ts).
 */
export const OWN_DISCOVERY_REVIEW_WORDS = msg`Another moderator reviews your own discovery.`;
export const OWN_IMAGE_REVIEW_WORDS = msg`Another moderator reviews your own image.`;
