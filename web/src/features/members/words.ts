import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SAMPLE_LIMITS, type MEMBER_MESSAGES } from '@inklore/contract/members/members.rules';

const most = SAMPLE_LIMITS.messagesPerRequest;

/**
 * The contract's MEMBER_MESSAGES that the web app says itself (before asking, or on a page of
 * its own), in the page's language (ADR 078). The server's errors carry the contract's
 * English; these are the web's, the same English word for word (words.test.ts).
 */
export const MEMBER_WORDS = {
  userNotFound: msg`That member was not found.`,
  requestNotFound: msg`That sample request was not found.`,
  tooManyMessages: msg`This request has ${most} messages, the most it can hold.`,
  closedForMessages: msg`This request is closed: no more messages can be written on it.`,
  blocked: msg`You cannot do this: one of you has blocked the other.`,
  emptyMessage: msg`Write a message (at most 500 characters).`,
} satisfies Partial<Record<keyof typeof MEMBER_MESSAGES, MessageDescriptor>>;
