import type { Ink, InkListResponse } from '@inklore/contract';
import { LIMITS } from '@inklore/contract/catalogue/catalogue.rules';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { earlyJson } from '#src/lib/early-data.ts';
import { toBrowseParams, type BrowseFilters } from '../browse-params.ts';

/** Spec §9: browse page size 50. */
export const BROWSE_PAGE_SIZE = LIMITS.browsePageSize;

export const inkKeys = {
  // lib/query-keys.ts's sharedKeys.inks.all (the other features invalidate by it), written out:
  // this file is on every first load, and the shared keys are not (inks.test.ts checks they agree)
  all: ['inks'] as const,
  lists: () => [...inkKeys.all, 'list'] as const,
  list: (f: BrowseFilters) => [...inkKeys.lists(), toBrowseParams(f).toString()] as const,
  featured: () => [...inkKeys.all, 'featured'] as const,
  detail: (id: number) => [...inkKeys.all, 'detail', id] as const,
};

export function inkListOptions(f: BrowseFilters) {
  return infiniteQueryOptions({
    queryKey: inkKeys.list(f),
    queryFn: ({ pageParam, signal }) =>
      api.get<InkListResponse>(
        '/api/inks',
        {
          search: f.near ? undefined : f.search || undefined,
          near: f.near || undefined,
          brand: f.brands,
          color: f.colors,
          properties: f.properties,
          sort: toBrowseParams(f).get('sort') ?? undefined,
          page: pageParam,
          limit: BROWSE_PAGE_SIZE,
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export function featuredInksOptions() {
  return queryOptions({
    queryKey: inkKeys.featured(),
    queryFn: ({ signal }) => api.get<Ink[]>('/api/inks/featured', undefined, signal),
  });
}

export function inkOptions(id: number) {
  return queryOptions({
    queryKey: inkKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await earlyJson<Ink>(`/api/inks/${id}`)) ??
      api.get<Ink>(`/api/inks/${id}`, undefined, signal),
  });
}

export function useInk(id: number | null) {
  return useQuery({ ...inkOptions(id ?? 0), enabled: id !== null });
}
