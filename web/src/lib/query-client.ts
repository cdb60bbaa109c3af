import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §9: data is kept 10 minutes, failures are not retried, focus refetches stale data. A
 * failed answer stays until it is asked again on purpose (a Retry button, a change), also when
 * a page showing it is drawn again: so a page the server drew as "not found" hydrates as the
 * same "not found" (src/lib/page-state.ts).
 */
export const DEFAULT_CACHE_MS = 10 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_CACHE_MS,
        gcTime: DEFAULT_CACHE_MS,
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
