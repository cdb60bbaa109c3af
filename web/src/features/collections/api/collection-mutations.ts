import type {
  Collection,
  CollectionBody,
  CollectionDetail,
  CollectionItem,
  CollectionPatch,
} from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { isSignedOut, type FailureWords } from '#src/lib/failure.ts';
import { i18n } from '#src/lib/i18n.ts';
import { toast } from '#src/lib/toast.ts';
import { ALREADY_IN_COLLECTION_WORDS } from '../words.ts';
import { collectionKeys } from './collections.ts';

/**
 * Every change to named collections. Afterwards what it touches is asked again: the member's
 * collections, the collection's page, and, when an ink went in, the ink's ink-ventory entry
 * and collection stats; their public profile (public collections, counts) and badges (Curator)
 * follow too.
 */
function refresh(qc: QueryClient, collectionId: number | null, inkId: number | null): void {
  void qc.invalidateQueries({ queryKey: collectionKeys.mine() });
  if (collectionId !== null)
    void qc.invalidateQueries({ queryKey: collectionKeys.detail(collectionId) });
  if (inkId !== null) {
    void qc.invalidateQueries({ queryKey: sharedKeys.inventory.entry(inkId) });
    void qc.invalidateQueries({ queryKey: sharedKeys.inventory.stats(inkId) });
  }
  void qc.invalidateQueries({ queryKey: sharedKeys.inventory.mine() });
  void qc.invalidateQueries({ queryKey: sharedKeys.users.all });
  void qc.invalidateQueries({ queryKey: sharedKeys.badges.all });
}

/** Spec §8: collection changes fail with 'Error' and the server's message. */
function changeFailure(): FailureWords {
  return { fallback: t`Your collection could not be changed. Please try again.` };
}

function useFailure(collectionId: number | null) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return (err: unknown) => {
    if (!fail(err, changeFailure()).signedOut) refresh(qc, collectionId, null);
  };
}

/** The form dialog shows its own failures inline; only an ended session is told here. */
function useSignedOutFailure() {
  const fail = useActionFailure();
  return (err: unknown) => {
    if (isSignedOut(err)) fail(err, changeFailure());
  };
}

function success(description: string) {
  toast({ title: t`Success`, description, variant: 'success' });
}

/** POST /api/auth/collections {name, description?, isPublic?}. */
export function useCreateCollection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionBody) => api.post<Collection>('/api/auth/collections', body),
    onSuccess: (created) => {
      refresh(qc, null, null);
      const name = created.name;
      success(t`${name} is ready. Add inks to it from any ink's page.`);
    },
    onError: useSignedOutFailure(),
  });
}

/** PATCH /api/auth/collections/{id}: name, description, public or private. */
export function useUpdateCollection(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionPatch) =>
      api.patch<Collection>(`/api/auth/collections/${id}`, body),
    onSuccess: (updated) => {
      qc.setQueryData<CollectionDetail>(collectionKeys.detail(id), (old) =>
        old ? { ...old, ...updated, inks: old.inks } : old,
      );
      refresh(qc, id, null);
      const name = updated.name;
      success(t`${name} saved.`);
    },
    onError: useSignedOutFailure(),
  });
}

/** DELETE /api/auth/collections/{id}: the ink-ventory stays as it is. */
export function useDeleteCollection(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (_name: string) => api.delete<undefined>(`/api/auth/collections/${id}`),
    onSuccess: (_, name) => {
      qc.removeQueries({ queryKey: collectionKeys.detail(id) });
      refresh(qc, null, null);
      success(t`${name} deleted. The inks stay in your ink-ventory.`);
    },
    onError: useFailure(id),
  });
}

export type AddInkVariables = {
  collectionId: number;
  collectionName: string;
  status: string;
  notes: string;
};

/**
 * Spec §7, §8: POST /api/auth/collections/{collectionId}/inks/{inkId} {status, notes}, from
 * the Add to Collection dialog. Success says 'Ink added to collection!'; a failure 'Failed
 * to add ink to collection' with the server's message, else that the ink might be there already.
 */
export function useAddInkToCollection(inkId: number, inkName: string) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: ({ collectionId, status, notes }: AddInkVariables) =>
      api.post<CollectionItem>(`/api/auth/collections/${collectionId}/inks/${inkId}`, {
        status,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      }),
    onSuccess: (_, { collectionId, collectionName }) => {
      refresh(qc, collectionId, inkId);
      toast({
        title: t`Ink added to collection!`,
        description: t`${inkName} is in ${collectionName} now.`,
        variant: 'success',
      });
    },
    onError: (err, { collectionId }) => {
      const failure = fail(err, {
        title: t`Failed to add ink to collection`,
        fallback: i18n._(ALREADY_IN_COLLECTION_WORDS),
      });
      if (!failure.signedOut) refresh(qc, collectionId, inkId);
    },
  });
}

/** DELETE /api/auth/collections/{id}/inks/{inkId}: the ink-ventory entry stays. */
export function useRemoveFromCollection(collectionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ inkId }: { inkId: number; name: string }) =>
      api.delete<undefined>(`/api/auth/collections/${collectionId}/inks/${inkId}`),
    onSuccess: (_, { inkId, name }) => {
      qc.setQueryData<CollectionDetail>(collectionKeys.detail(collectionId), (old) =>
        old
          ? {
              ...old,
              inkCount: Math.max(0, old.inkCount - 1),
              inks: old.inks.filter((i) => i.ink.id !== inkId),
            }
          : old,
      );
      refresh(qc, collectionId, inkId);
      success(t`${name} removed from this collection.`);
    },
    onError: useFailure(collectionId),
  });
}

/**
 * PUT /api/auth/collections/{id}/order {inkIds}: the new order shows at once and is the
 * server's answer afterwards; a failure puts the server's order back.
 */
export function useReorderCollection(collectionId: number) {
  const qc = useQueryClient();
  const key = collectionKeys.detail(collectionId);
  const mutationKey = [...key, 'order'];
  const onFailure = useFailure(collectionId);
  return useMutation({
    mutationKey,
    // one move after the other, in the order they were made
    scope: { id: `collection-order-${collectionId}` },
    mutationFn: (items: CollectionItem[]) =>
      api.put<CollectionDetail>(`/api/auth/collections/${collectionId}/order`, {
        inkIds: items.map((i) => i.ink.id),
      }),
    onMutate: async (items) => {
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<CollectionDetail>(key, (old) => (old ? { ...old, inks: items } : old));
    },
    onSuccess: (detail) => {
      // a later move is on its way: its order is the one to keep showing
      if (qc.isMutating({ mutationKey }) <= 1) qc.setQueryData(key, detail);
      void qc.invalidateQueries({ queryKey: collectionKeys.mine() });
      void qc.invalidateQueries({ queryKey: sharedKeys.users.all });
    },
    onError: onFailure,
  });
}
