import type { InventoryEntry } from '@inklore/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { inventoryKeys, type EntryBody } from './inventory.ts';

const FAILURE = { fallback: 'Your ink-ventory could not be changed. Please try again.' };

/**
 * After a change: the entry is what the server answered, the ink's counts follow (and the
 * member's ink-ventory list, profile counts and badges are asked again when next shown), and
 * `onChanged` lets the page showing the ink refresh what depends on it (its average rating).
 */
function useAfterChange(inkId: number, onChanged: (() => void) | undefined) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return {
    onSuccess: (next: InventoryEntry | null) => {
      qc.setQueryData(inventoryKeys.entry(inkId), next);
      void qc.invalidateQueries({ queryKey: inventoryKeys.stats(inkId) });
      // the member's lists and figures elsewhere: /profile, their public profile, badges
      void qc.invalidateQueries({ queryKey: inventoryKeys.mine() });
      void qc.invalidateQueries({ queryKey: sharedKeys.users.all });
      void qc.invalidateQueries({ queryKey: sharedKeys.badges.all });
      onChanged?.();
    },
    onError: (err: unknown) => {
      if (!fail(err, FAILURE).signedOut)
        void qc.invalidateQueries({ queryKey: inventoryKeys.entry(inkId) });
    },
  };
}

/** POST (a new entry) or PUT (a changed one) /api/inks/{id}/collection. */
export function useSaveEntry(inkId: number, onChanged?: () => void) {
  const after = useAfterChange(inkId, onChanged);
  return useMutation({
    mutationFn: ({ body, exists }: { body: EntryBody; exists: boolean }) =>
      exists
        ? api.put<InventoryEntry>(`/api/inks/${inkId}/collection`, body)
        : api.post<InventoryEntry>(`/api/inks/${inkId}/collection`, body),
    onSuccess: (saved) => after.onSuccess(saved),
    onError: after.onError,
  });
}

/** DELETE /api/inks/{id}/collection. */
export function useRemoveEntry(inkId: number, onChanged?: () => void) {
  const after = useAfterChange(inkId, onChanged);
  return useMutation({
    mutationFn: () => api.delete<undefined>(`/api/inks/${inkId}/collection`),
    onSuccess: () => after.onSuccess(null),
    onError: after.onError,
  });
}
