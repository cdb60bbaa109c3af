import type { InkSubmission, InkSubmissionBody } from '@inklore/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { ApiError, api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { isSignedOut } from '#src/lib/failure.ts';
import { submissionKeys } from './submissions.ts';

/** The server's answer when the catalogue may hold the ink already and nobody confirmed. */
export function isDuplicateConflict(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409;
}

/**
 * POST /api/submissions. The form answers a failure inline (and a likely duplicate with its
 * question); a 401 means the session ended, told and handled in the one place.
 */
export function useSubmitInk() {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return useMutation({
    mutationFn: (body: InkSubmissionBody) => api.post<InkSubmission>('/api/submissions', body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: submissionKeys.all });
      // a moderator sharing one sees their own count move
      void qc.invalidateQueries({ queryKey: sharedKeys.admin.notifications() });
    },
    onError: (err) => {
      if (isSignedOut(err)) fail(err, { fallback: '' });
    },
  });
}
