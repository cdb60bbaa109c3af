import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestState } from '@inklore/contract/members/members.rules';
import { i18n } from '#src/lib/i18n.ts';

/**
 * A sample request's state (ADR 059) in the page's language (ADR 078). The contract keeps its
 * English (REQUEST_STATE_LABELS); the web shows these instead, the contract's English word for
 * word (request-words.test.ts). Shared: the members' requests and the staff console's reports.
 */
export const REQUEST_STATE_WORDS: Record<RequestState, MessageDescriptor> = {
  pending: msg({ message: 'Waiting for an answer', context: 'sample request state' }),
  accepted: msg({ message: 'Accepted', context: 'sample request state' }),
  declined: msg({ message: 'Declined', context: 'sample request state' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'sample request state' }),
};

/** A sample request's state as the page's language says it. */
export function requestStateWord(state: RequestState): string {
  return i18n._(REQUEST_STATE_WORDS[state]);
}
