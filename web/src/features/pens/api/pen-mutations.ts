import type {
  Diary,
  DirectUseBody,
  InkingBody,
  InkingCreated,
  Pen,
  PenBody,
  PenPatch,
  PenSettings,
  Use,
  UseBody,
} from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { isSignedOut, type FailureWords } from '#src/lib/failure.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { penKeys } from './pens.ts';

/**
 * Every change to pens, pairings and the diary. Afterwards the member's pens, pairings and
 * diary are asked again, with their public pens (their profile) and the ink's counts (its
 * page); a pairing that added an ink to the ink-ventory refreshes that too.
 */
function refresh(qc: QueryClient, inkId: number | null = null): void {
  void qc.invalidateQueries({ queryKey: penKeys.mine() });
  void qc.invalidateQueries({ queryKey: [...penKeys.all, 'public'] });
  if (inkId !== null) void qc.invalidateQueries({ queryKey: penKeys.usage(inkId) });
  // Year in Ink counts the diary: its figures are asked again too
  void qc.invalidateQueries({ queryKey: sharedKeys.yearInInk.all });
}

/** What a failed change says (its words read when it fails, in the page's language). */
const failure = (): FailureWords => ({ fallback: t`That could not be saved. Please try again.` });

/** A button's action: its failure is told in a toast, and the lists are asked again. */
function useFailure() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return (err: unknown) => {
    if (!fail(err, failure()).signedOut) refresh(qc);
  };
}

/** A dialog shows its own failures inline; only an ended session is told here. */
function useSignedOutFailure() {
  const fail = useActionFailure();
  return (err: unknown) => {
    if (isSignedOut(err)) fail(err, failure());
  };
}

/** POST /api/auth/pens, or PATCH /api/auth/pens/{penId} for a pen that exists. */
export function useSavePen(penId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PenBody | PenPatch) =>
      penId === null
        ? api.post<Pen>('/api/auth/pens', body)
        : api.patch<Pen>(`/api/auth/pens/${penId}`, body),
    onSuccess: () => refresh(qc),
    onError: useSignedOutFailure(),
  });
}

/** PATCH /api/auth/pens/{penId} {archived}: put away, or back (409 while inked). */
export function useArchivePen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ penId, archived }: { penId: number; archived: boolean }) =>
      api.patch<Pen>(`/api/auth/pens/${penId}`, { archived }),
    onSuccess: () => refresh(qc),
    onError: useFailure(),
  });
}

/** POST /api/auth/inkings: ink a pen (the ink may join the ink-ventory in the same step). */
export function useInkPen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InkingBody) => api.post<InkingCreated>('/api/auth/inkings', body),
    onSuccess: (created) => {
      refresh(qc, created.inking.ink.id);
      if (created.addedToInventory !== null) {
        void qc.invalidateQueries({ queryKey: sharedKeys.inventory.all });
        void qc.invalidateQueries({ queryKey: sharedKeys.users.all });
        void qc.invalidateQueries({ queryKey: sharedKeys.badges.all });
      }
    },
    onError: useSignedOutFailure(),
  });
}

/** POST /api/auth/inkings/{id}/refill {day}: one more fill of the same ink. */
export function useRefill() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ inkingId, day }: { inkingId: number; day: string }) =>
      api.post<unknown>(`/api/auth/inkings/${inkingId}/refill`, { day }),
    onSuccess: () => refresh(qc),
    onError: useFailure(),
  });
}

/** POST /api/auth/inkings/{id}/clean {day}: the pairing ends. */
export function useClean() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ inkingId, day }: { inkingId: number; day: string; inkId: number }) =>
      api.post<unknown>(`/api/auth/inkings/${inkingId}/clean`, { day }),
    onSuccess: (_, { inkId }) => refresh(qc, inkId),
    onError: useSignedOutFailure(),
  });
}

/** DELETE /api/auth/inkings/{id}: a pairing recorded by mistake, with its days. */
export function useRemoveInking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ inkingId }: { inkingId: number; inkId: number }) =>
      api.delete<undefined>(`/api/auth/inkings/${inkingId}`),
    onSuccess: (_, { inkId }) => refresh(qc, inkId),
    onError: useFailure(),
  });
}

/** Puts a new mark into the cached diary of its day at once, before the lists are asked again. */
function addToDiary(qc: QueryClient, use: Use): void {
  qc.setQueryData<Diary>(penKeys.diary(use.day, use.day, null, null), (old) =>
    old ? { ...old, uses: [...old.uses.filter((u) => u.id !== use.id), use] } : old,
  );
}

export type Mark = { inkingId: number; body: UseBody } | { penId: number; body: DirectUseBody };

/**
 * "Used today" (or another day): POST /api/auth/inkings/{id}/uses for an inked pen, or
 * POST /api/auth/pens/{penId}/uses naming the ink for a dip pen or a brush.
 */
export function useMarkUse({ inline = false }: { inline?: boolean } = {}) {
  const qc = useQueryClient();
  const buttonFailure = useFailure();
  const dialogFailure = useSignedOutFailure();
  return useMutation({
    mutationFn: (mark: Mark) =>
      'inkingId' in mark
        ? api.post<Use>(`/api/auth/inkings/${mark.inkingId}/uses`, mark.body)
        : api.post<Use>(`/api/auth/pens/${mark.penId}/uses`, mark.body),
    onSuccess: (use) => {
      addToDiary(qc, use);
      refresh(qc, use.ink.id);
    },
    onError: inline ? dialogFailure : buttonFailure,
  });
}

/** PATCH /api/auth/uses/{id} {note}: a day's note. */
export function useUpdateUse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ useId, note }: { useId: number; note: string | null }) =>
      api.patch<Use>(`/api/auth/uses/${useId}`, { note }),
    onSuccess: () => refresh(qc),
    onError: useSignedOutFailure(),
  });
}

/** DELETE /api/auth/uses/{id}: the mark goes (Undo, or Remove in the diary). */
export function useRemoveUse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (use: Pick<Use, 'id' | 'day'> & { inkId: number }) =>
      api.delete<undefined>(`/api/auth/uses/${use.id}`),
    onSuccess: (_, use) => {
      qc.setQueryData<Diary>(penKeys.diary(use.day, use.day, null, null), (old) =>
        old ? { ...old, uses: old.uses.filter((u) => u.id !== use.id) } : old,
      );
      refresh(qc, use.inkId);
    },
    onError: useFailure(),
  });
}

/** PUT /api/auth/pens/settings. */
export function useSavePenSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PenSettings) => api.put<PenSettings>('/api/auth/pens/settings', body),
    onSuccess: (saved) => {
      qc.setQueryData(penKeys.settings(), saved);
      // "clean soon" is worked out with the days chosen
      void qc.invalidateQueries({ queryKey: penKeys.mine() });
    },
    onError: useSignedOutFailure(),
  });
}
