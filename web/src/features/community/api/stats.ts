import type { CommunityStats } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export function communityStatsOptions() {
  return queryOptions({
    queryKey: ['community', 'stats'] as const,
    queryFn: ({ signal }) => api.get<CommunityStats>('/api/community/stats', undefined, signal),
  });
}
