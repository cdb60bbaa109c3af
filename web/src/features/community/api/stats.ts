import type { CommunityStats } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const communityKeys = {
  all: ['community'] as const,
  stats: () => [...communityKeys.all, 'stats'] as const,
};

export function communityStatsOptions() {
  return queryOptions({
    queryKey: communityKeys.stats(),
    queryFn: ({ signal }) => api.get<CommunityStats>('/api/community/stats', undefined, signal),
  });
}
