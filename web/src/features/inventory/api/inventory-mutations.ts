import { t } from '@lingui/core/macro';
import type { InventoryEntry } from '@inklore/contract';
import type { InventoryKind } from '@inklore/contract/shared/members.rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { inventoryKeys, type EntryBody } from './inventory.ts';

/** What a failed change says (its words read when it fails, in the page's language). */
const failure = () => ({ fallback: t`Your ink-ventory could not be changed. Please try again.` });

/**
 * After a change: the entry is what the server answered, the ink's counts follow (and the
 * member's ink-ventory list, profile counts and badges are asked again when next shown), and
 * `onChanged` lets the page showing the ink refresh what depends on it (its average rating).
 */
function useAfterChange(inkId: number, onChanged: (() => void) | undefined) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return {
    onSuccess: () => {
      // the entry shown without a kind and the list of kinds (ADR 051) are asked again
      void qc.invalidateQueries({ queryKey: inventoryKeys.entry(inkId) });
      void qc.invalidateQueries({ queryKey: inventoryKeys.stats(inkId) });
      // the member's lists and figures elsewhere: /profile, their public profile, badges
      void qc.invalidateQueries({ queryKey: inventoryKeys.mine() });
      void qc.invalidateQueries({ queryKey: sharedKeys.users.all });
      void qc.invalidateQueries({ queryKey: sharedKeys.badges.all });
      onChanged?.();
    },
    onError: (err: unknown) => {
      if (!fail(err, failure()).signedOut)
        void qc.invalidateQueries({ queryKey: inventoryKeys.entry(inkId) });
    },
  };
}

/**
 * POST (a new entry of the kind) or PUT (the member's entry of that kind, ADR 051)
 * /api/inks/{id}/collection.
 */
export function useSaveEntry(inkId: number, onChanged?: () => void) {
  const after = useAfterChange(inkId, onChanged);
  return useMutation({
    mutationFn: ({
      body,
      kind,
      exists,
    }: {
      body: EntryBody;
      kind: InventoryKind;
      exists: boolean;
    }) =>
      exists
        ? api.put<InventoryEntry>(`/api/inks/${inkId}/collection?kind=${kind}`, body)
        : api.post<InventoryEntry>(`/api/inks/${inkId}/collection`, { ...body, kind }),
    onSuccess: after.onSuccess,
    onError: after.onError,
  });
}

/** DELETE /api/inks/{id}/collection?kind=. */
export function useRemoveEntry(inkId: number, onChanged?: () => void) {
  const after = useAfterChange(inkId, onChanged);
  return useMutation({
    mutationFn: (kind: InventoryKind) =>
      api.delete<undefined>(`/api/inks/${inkId}/collection?kind=${kind}`),
    onSuccess: after.onSuccess,
    onError: after.onError,
  });
}
