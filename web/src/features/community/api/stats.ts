import type { CommunityStats } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export const communityKeys = {
  all: sharedKeys.community.all,
  stats: sharedKeys.community.stats,
};

export function communityStatsOptions() {
  return queryOptions({
    queryKey: communityKeys.stats(),
    queryFn: ({ signal }) => api.get<CommunityStats>('/api/community/stats', undefined, signal),
  });
}
