import type { CollectionStats, InventoryEntry } from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export type EntryBody = { status: string; rating?: number; notes?: string; acquiredDate?: string };

export const inventoryKeys = {
  all: ['inventory'] as const,
  entry: (inkId: number) => [...inventoryKeys.all, 'entry', inkId] as const,
  stats: (inkId: number) => [...inventoryKeys.all, 'stats', inkId] as const,
};

/** The signed-in member's entry for an ink, or null (GET /api/inks/{id}/collection). */
export function entryOptions(inkId: number) {
  return queryOptions({
    queryKey: inventoryKeys.entry(inkId),
    queryFn: ({ signal }) =>
      api.get<InventoryEntry | null>(`/api/inks/${inkId}/collection`, undefined, signal),
  });
}

/** In Collections, Owned, Tried, Wishlisted (GET /api/inks/{id}/collection-stats). */
export function statsOptions(inkId: number) {
  return queryOptions({
    queryKey: inventoryKeys.stats(inkId),
    queryFn: ({ signal }) =>
      api.get<CollectionStats>(`/api/inks/${inkId}/collection-stats`, undefined, signal),
  });
}
