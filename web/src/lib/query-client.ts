import { QueryClient } from '@tanstack/react-query';

/** Spec §9: data is kept 10 minutes, failures are not retried, focus refetches stale data. */
export const DEFAULT_CACHE_MS = 10 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_CACHE_MS,
        gcTime: DEFAULT_CACHE_MS,
        retry: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
