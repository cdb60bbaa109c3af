import type {
  Ink,
  CommunityColor,
  InkProperty,
  PropertyVotes,
  SimilarResponse,
} from '@inklore/contract';
import type { Vision } from '@inklore/contract/color/visions.rules';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export type SimilarFilters = { brands: string[]; properties: InkProperty[] };

export const colorKeys = {
  all: sharedKeys.color.all,
  similar: (inkId: number, f: SimilarFilters, vision: Vision = 'none') =>
    [
      ...colorKeys.all,
      'similar',
      inkId,
      f.brands.join('|'),
      f.properties.join('|'),
      vision,
    ] as const,
  communityColor: sharedKeys.color.communityColor,
  votes: (inkId: number) => [...colorKeys.all, 'votes', inkId] as const,
};

/** GET /api/inks/{id}/similar: the nearest inks within ΔE2000 10, nearest first. */
export function similarOptions(inkId: number, f: SimilarFilters, vision: Vision = 'none') {
  return queryOptions({
    queryKey: colorKeys.similar(inkId, f, vision),
    queryFn: ({ signal }) =>
      api.get<SimilarResponse>(
        `/api/inks/${inkId}/similar`,
        {
          limit: 30,
          brand: f.brands,
          properties: f.properties,
          ...(vision === 'none' ? {} : { vision }),
        },
        signal,
      ),
  });
}

/** GET /api/inks/{id}/community-color: the median of the ink's swatch photos. */
export function communityColorOptions(inkId: number) {
  return queryOptions({
    queryKey: colorKeys.communityColor(inkId),
    queryFn: ({ signal }) =>
      api.get<CommunityColor>(`/api/inks/${inkId}/community-color`, undefined, signal),
  });
}

/** GET /api/inks/{id}/property-votes: the distribution, and the member's own votes. */
export function propertyVotesOptions(inkId: number) {
  return queryOptions({
    queryKey: colorKeys.votes(inkId),
    queryFn: ({ signal }) =>
      api.get<PropertyVotes>(`/api/inks/${inkId}/property-votes`, undefined, signal),
  });
}

/** The inks of a comparison in one query (2 to 4): those that answered, and how many did not. */
export function comparedInksOptions(ids: number[]) {
  return queryOptions({
    queryKey: ['compare', ...ids] as const,
    queryFn: async ({ signal }) => {
      const answers = await Promise.allSettled(
        ids.map((id) => api.get<Ink>(`/api/inks/${id}`, undefined, signal)),
      );
      const inks = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
      return { inks, missing: answers.length - inks.length };
    },
  });
}
