import type { InkSubmission, ProfileImageSubmission } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActionFailure } from '#src/lib/use-action-failure.ts';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';
import { toast } from '#src/lib/toast.ts';
import { adminKeys } from './admin.ts';

/*
 * The staff's reviews (decisions.md "Submissions and moderation"): approve or reject an ink
 * submission or a profile image submission. After one, the queues and the counts follow; an
 * approved discovery is in the catalogue (lists, facets, stats), an approved image is the
 * ink's main image.
 */

export type Review<T> = { submission: T; reason?: string };

function afterReview(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: adminKeys.submissions() });
  void qc.invalidateQueries({ queryKey: adminKeys.notifications() });
  void qc.invalidateQueries({ queryKey: adminKeys.audit() });
  // the reviewer may have sent it: their own list on /profile
  void qc.invalidateQueries({ queryKey: sharedKeys.submissions.all });
}

/** A failure is told (a 401 through the one handler); the queue may be out of date (409). */
function useOnFailure(fallback: () => string) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return (err: unknown) => {
    if (!fail(err, { fallback: fallback() }).signedOut) afterReview(qc);
  };
}

/** POST /api/admin/submissions/{id}/approve or /reject {reason}. */
export function useReviewInkSubmission() {
  const qc = useQueryClient();
  const onError = useOnFailure(() => t`The submission could not be reviewed. Please try again.`);
  return useMutation({
    mutationFn: ({ submission, reason }: Review<InkSubmission>) =>
      reason === undefined
        ? api.post<InkSubmission>(`/api/admin/submissions/${submission.id}/approve`)
        : api.post<InkSubmission>(`/api/admin/submissions/${submission.id}/reject`, { reason }),
    onSuccess: (done) => {
      const title = `${done.brand} ${done.name}`;
      const member = done.username ?? t`The member`;
      toast(
        done.status === 'approved'
          ? {
              title: t`Discovery approved`,
              description: t`${title} is in the catalogue now.`,
              variant: 'success',
            }
          : {
              title: t`Discovery rejected`,
              description: t`${member} will see your reason.`,
              variant: 'success',
            },
      );
      afterReview(qc);
      if (done.status === 'approved') {
        void qc.invalidateQueries({ queryKey: sharedKeys.inks.all });
        void qc.invalidateQueries({ queryKey: sharedKeys.community.all });
      }
    },
    onError,
  });
}

/** POST /api/admin/profile-image-submissions/{id}/approve or /reject {reason}. */
export function useReviewImageSubmission() {
  const qc = useQueryClient();
  const onError = useOnFailure(() => t`The image could not be reviewed. Please try again.`);
  return useMutation({
    mutationFn: ({ submission, reason }: Review<ProfileImageSubmission>) =>
      reason === undefined
        ? api.post<ProfileImageSubmission>(
            `/api/admin/profile-image-submissions/${submission.id}/approve`,
          )
        : api.post<ProfileImageSubmission>(
            `/api/admin/profile-image-submissions/${submission.id}/reject`,
            { reason },
          ),
    onSuccess: (done) => {
      const ink = `${done.inkBrand} ${done.inkName}`;
      const member = done.username ?? t`The member`;
      toast(
        done.status === 'approved'
          ? {
              title: t`Image approved`,
              description: t`It is the main image of ${ink} now.`,
              variant: 'success',
            }
          : {
              title: t`Image rejected`,
              description: t`${member} will see your reason.`,
              variant: 'success',
            },
      );
      afterReview(qc);
      void qc.invalidateQueries({ queryKey: sharedKeys.gallery.submissions(done.inkId) });
      if (done.status === 'approved') {
        void qc.invalidateQueries({ queryKey: sharedKeys.inks.all });
        void qc.invalidateQueries({ queryKey: sharedKeys.gallery.images(done.inkId) });
      }
    },
    onError,
  });
}
