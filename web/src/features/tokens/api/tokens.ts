import type { AccessTokenList } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/**
 * The member's personal access tokens (ADR 029), keyed by who asks, so a
 * later sign-in never sees another member's list.
 */
export const tokenKeys = {
  all: ['access-tokens'] as const,
  mine: (userId: number) => [...tokenKeys.all, 'mine', userId] as const,
};

/** GET /api/tokens: name, scope and dates of each token, newest first; never a secret. */
export function myTokensOptions(userId: number) {
  return queryOptions({
    queryKey: tokenKeys.mine(userId),
    queryFn: ({ signal }) => api.get<AccessTokenList>('/api/tokens', undefined, signal),
  });
}
