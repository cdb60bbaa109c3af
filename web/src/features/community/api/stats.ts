import type { CommunityStats } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const communityKeys = {
  // lib/query-keys.ts's sharedKeys.community (the other features invalidate by it), written
  // out: the home page loads this file first, and the shared keys are not on its first load
  // (stats.test.ts checks they agree)
  all: ['community'] as const,
  stats: () => [...communityKeys.all, 'stats'] as const,
};

export function communityStatsOptions() {
  return queryOptions({
    queryKey: communityKeys.stats(),
    queryFn: ({ signal }) => api.get<CommunityStats>('/api/community/stats', undefined, signal),
  });
}
