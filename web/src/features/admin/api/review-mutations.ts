import type { InkSubmission, ProfileImageSubmission } from '@inklore/contract';
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
function useOnFailure(fallback: string) {
  const qc = useQueryClient();
  const fail = useActionFailure();
  return (err: unknown) => {
    if (!fail(err, { fallback }).signedOut) afterReview(qc);
  };
}

/** POST /api/admin/submissions/{id}/approve or /reject {reason}. */
export function useReviewInkSubmission() {
  const qc = useQueryClient();
  const onError = useOnFailure('The submission could not be reviewed. Please try again.');
  return useMutation({
    mutationFn: ({ submission, reason }: Review<InkSubmission>) =>
      reason === undefined
        ? api.post<InkSubmission>(`/api/admin/submissions/${submission.id}/approve`)
        : api.post<InkSubmission>(`/api/admin/submissions/${submission.id}/reject`, { reason }),
    onSuccess: (done) => {
      const title = `${done.brand} ${done.name}`;
      toast(
        done.status === 'approved'
          ? {
              title: 'Discovery approved',
              description: `${title} is in the catalogue now.`,
              variant: 'success',
            }
          : {
              title: 'Discovery rejected',
              description: `${done.username ?? 'The member'} will see your reason.`,
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
  const onError = useOnFailure('The image could not be reviewed. Please try again.');
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
      toast(
        done.status === 'approved'
          ? {
              title: 'Image approved',
              description: `It is the main image of ${done.inkBrand} ${done.inkName} now.`,
              variant: 'success',
            }
          : {
              title: 'Image rejected',
              description: `${done.username ?? 'The member'} will see your reason.`,
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
