import type { Collection, CollectionDetail } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

/**
 * Named collections (ADR 018, 022): the member's own under /api/auth/collections, anyone's
 * public ones under /api/collections.
 */
export const collectionKeys = {
  all: sharedKeys.collections.all,
  mine: () => [...collectionKeys.all, 'mine'] as const,
  /** With an ink: each collection says whether it holds that ink (hasInk). */
  mineFor: (inkId: number | null) => [...collectionKeys.mine(), inkId ?? 'any'] as const,
  detail: (id: number) => [...collectionKeys.all, 'detail', id] as const,
};

/** GET /api/auth/collections?inkId=: the member's collections, private ones too. */
export function myCollectionsOptions(inkId: number | null = null) {
  return queryOptions({
    queryKey: collectionKeys.mineFor(inkId),
    queryFn: ({ signal }) =>
      api.get<Collection[]>('/api/auth/collections', { inkId: inkId ?? undefined }, signal),
  });
}

/** GET /api/collections/{id}: a collection with its inks (a private one: its owner's alone). */
export function collectionOptions(id: number) {
  return queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: ({ signal }) => api.get<CollectionDetail>(`/api/collections/${id}`, undefined, signal),
  });
}
