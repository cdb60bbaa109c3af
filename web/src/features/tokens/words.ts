import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TokenScope } from '@inklore/contract/tokens/tokens.rules';

/**
 * What a token may do, in the page's language (ADR 078). The contract keeps its English
 * (TOKEN_SCOPE_LABELS); the web shows these instead, the same English word for word
 * (words.test.ts).
 */
export const TOKEN_SCOPE_WORDS: Record<TokenScope, MessageDescriptor> = {
  read: msg({ message: 'Read', context: 'access token scope' }),
  write: msg({ message: 'Read and write', context: 'access token scope' }),
};
