import type { Palette } from '@inklore/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { inventoryKeys } from './inventory.ts';

/**
 * A member's palette: their owned inks by hue and lightness, and the colours they own none of
 * (GET /api/users/{username}/palette; docs/api.md "A member's palette"). Under the member's
 * ink-ventory key, so a change to the ink-ventory asks it again.
 */
export function paletteOptions(username: string) {
  return queryOptions({
    queryKey: [...inventoryKeys.mine(), 'palette', username.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      api.get<Palette>(`/api/users/${encodeURIComponent(username)}/palette`, undefined, signal),
  });
}

export function usePalette(username: string) {
  return useQuery(paletteOptions(username));
}
