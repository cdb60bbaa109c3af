import type { CollectionStats, InventoryEntry, MyInventoryItem } from '@inklore/contract';
import type { InventoryKind, InventoryStatus } from '@inklore/contract/shared/members.rules';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

export type EntryBody = {
  status: string;
  rating?: number;
  notes?: string;
  acquiredDate?: string;
  swabbed?: boolean;
  lastUsed?: string;
};

export const inventoryKeys = {
  all: sharedKeys.inventory.all,
  entry: sharedKeys.inventory.entry,
  stats: sharedKeys.inventory.stats,
  /** The member's whole ink-ventory (/profile), one entry per filter, search and sort. */
  mine: sharedKeys.inventory.mine,
  mineWith: (q: MyInventoryFilter) =>
    [...inventoryKeys.mine(), q.status ?? 'all', q.kind ?? 'all', q.search, q.sort] as const,
};

export const MY_INVENTORY_SORTS = ['added', 'name', 'brand', 'hue', 'rating'] as const;
export type MyInventorySort = (typeof MY_INVENTORY_SORTS)[number];
export type MyInventoryFilter = {
  status: InventoryStatus | null;
  kind?: InventoryKind | null;
  search: string;
  sort: MyInventorySort;
};

/** The signed-in member's entry for an ink, or null (GET /api/inks/{id}/collection). */
export function entryOptions(inkId: number) {
  return queryOptions({
    queryKey: inventoryKeys.entry(inkId),
    queryFn: ({ signal }) =>
      api.get<InventoryEntry | null>(`/api/inks/${inkId}/collection`, undefined, signal),
  });
}

/**
 * All the member's entries for an ink, one per kind (GET /api/inks/{id}/collection/entries).
 * Under the entry's key, so whatever refreshes the entry refreshes these too.
 */
export function entriesOptions(inkId: number) {
  return queryOptions({
    queryKey: [...inventoryKeys.entry(inkId), 'all'] as const,
    queryFn: ({ signal }) =>
      api.get<InventoryEntry[]>(`/api/inks/${inkId}/collection/entries`, undefined, signal),
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

/** GET /api/auth/inventory?status=&search=&sort=: the member's ink-ventory on /profile. */
export function myInventoryOptions(q: MyInventoryFilter) {
  return queryOptions({
    queryKey: inventoryKeys.mineWith(q),
    queryFn: ({ signal }) =>
      api.get<MyInventoryItem[]>(
        '/api/auth/inventory',
        {
          status: q.status ?? undefined,
          kind: q.kind ?? undefined,
          search: q.search.trim() || undefined,
          sort: q.sort,
        },
        signal,
      ),
  });
}
