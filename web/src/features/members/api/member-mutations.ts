import type {
  MyOffer,
  RequestAnswer,
  SampleMessage,
  SampleRequestBody,
  SampleRequestDetail,
} from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { isSignedOut, type FailureWords } from '#src/lib/failure.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { memberKeys } from './members.ts';

function saveFailure(): FailureWords {
  return { fallback: t`That could not be saved. Please try again.` };
}

/** A form shows its own failures inline; only an ended session is told (and acted on) here. */
function useSignedOutFailure() {
  const fail = useActionFailure();
  return (err: unknown) => {
    if (isSignedOut(err)) fail(err, saveFailure());
  };
}

/** A button's failure: told in a toast with the server's words (read when it fails). */
function useToastFailure(words: () => FailureWords = saveFailure) {
  const fail = useActionFailure();
  return (err: unknown) => void fail(err, words());
}

const offerPath = (inkId: number) => `/api/auth/samples/offers/${inkId}`;

/** My offers as they are now (the answer, or the offer gone), and the ink's count asked again. */
function offersChanged(qc: QueryClient, inkId: number, now: MyOffer | null): void {
  qc.setQueryData<MyOffer[]>(memberKeys.offers(), (list) => {
    if (!list) return list;
    const others = list.filter((o) => o.ink.id !== inkId);
    return now ? [now, ...others] : others;
  });
  void qc.invalidateQueries({ queryKey: memberKeys.inkSamples(inkId) });
}

/** PUT /api/auth/samples/offers/{inkId} {note}: "I can share samples of this" (or a new note). */
export function useSaveOffer(inkId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.put<MyOffer>(offerPath(inkId), { note }),
    onSuccess: (offer) => offersChanged(qc, inkId, offer),
    onError: useSignedOutFailure(),
  });
}

/** DELETE /api/auth/samples/offers/{inkId}: no more samples of this ink. */
export function useStopOffer(inkId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<undefined>(offerPath(inkId)),
    onSuccess: () => offersChanged(qc, inkId, null),
    onError: useSignedOutFailure(),
  });
}

/** POST /api/auth/sample-requests: ask a member who offers an ink for a sample. */
export function useAskSample() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SampleRequestBody) =>
      api.post<SampleRequestDetail>('/api/auth/sample-requests', body),
    onSuccess: (detail) => {
      qc.setQueryData(memberKeys.request(detail.id), detail);
      void qc.invalidateQueries({ queryKey: [...memberKeys.requests(), 'list'] });
    },
    onError: useSignedOutFailure(),
  });
}

function answerWords(answer: RequestAnswer): string {
  switch (answer) {
    case 'accept':
      return t`You accepted the request. Agree here on what to send and how.`;
    case 'decline':
      return t`You declined the request.`;
    case 'withdraw':
      return t`You withdrew your request.`;
  }
}

/** POST /api/auth/sample-requests/{id}/answer: accept, decline (the owner) or withdraw (the asker). */
export function useAnswerRequest(id: number) {
  const qc = useQueryClient();
  const failed = useToastFailure(() => ({
    fallback: t`The answer could not be saved. Please try again.`,
  }));
  return useMutation({
    mutationFn: (answer: RequestAnswer) =>
      api.post<SampleRequestDetail>(`/api/auth/sample-requests/${id}/answer`, { answer }),
    onSuccess: (detail, answer) => {
      qc.setQueryData(memberKeys.request(id), detail);
      void qc.invalidateQueries({ queryKey: [...memberKeys.requests(), 'list'] });
      toast({ title: t`Saved`, description: answerWords(answer), variant: 'success' });
    },
    onError: (err) => {
      failed(err);
      // closed meanwhile (the other answered first): show it as it is now
      void qc.invalidateQueries({ queryKey: memberKeys.request(id) });
    },
  });
}

/** POST /api/auth/sample-requests/{id}/messages {body}. */
export function useWriteMessage(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<SampleMessage>(`/api/auth/sample-requests/${id}/messages`, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: memberKeys.requests() }),
    onError: useSignedOutFailure(),
  });
}

/**
 * A block ends follows both ways and closes pending requests between us (ADR 059): what this
 * feature shows, and the follows, feed and counts of the social feature, are asked again.
 */
function blocksChanged(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: memberKeys.all });
  void qc.invalidateQueries({ queryKey: sharedKeys.social.all });
}

/** PUT /api/auth/blocks/{username}. */
export function useBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      api.put<undefined>(`/api/auth/blocks/${encodeURIComponent(username)}`),
    onSuccess: () => blocksChanged(qc),
    onError: useToastFailure(() => ({
      fallback: t`The member could not be blocked. Please try again.`,
    })),
  });
}

/** DELETE /api/auth/blocks/{username}. */
export function useUnblock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      api.delete<undefined>(`/api/auth/blocks/${encodeURIComponent(username)}`),
    onSuccess: () => blocksChanged(qc),
    onError: useToastFailure(() => ({
      fallback: t`The member could not be unblocked. Please try again.`,
    })),
  });
}
