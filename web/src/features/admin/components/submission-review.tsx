import type { SubmissionStatus } from '@inklore/contract/shared/members.rules';
import { Trans } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { Check, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { SubmissionStatusBadge } from '#src/components/submission-status.tsx';
import type { Review } from '../api/review-mutations.ts';
import { RejectDialog } from './reject-dialog.tsx';

type Reviewable = { status: SubmissionStatus; rejectionReason: string | null };

/**
 * A submission in the staff's queue (decisions.md "Submissions and moderation"): its status
 * and badges, the card's own summary, the reason of a rejection, then Approve and Reject with
 * a reason while it waits; never on the reviewer's own submission, which another moderator
 * reviews (ADR 039). A failure is told by the review's mutation.
 */
export function SubmissionReview<T extends Reviewable>({
  submission,
  headingId,
  badges,
  review,
  mayReview,
  ownText,
  rejectTitle,
  children,
}: {
  submission: T;
  headingId: string;
  /** Beside the status badge. */
  badges?: ReactNode;
  review: UseMutationResult<T, unknown, Review<T>>;
  mayReview: boolean;
  /** In place of the buttons on the reviewer's own submission. */
  ownText: string;
  /** The reject dialog's title, saying what is rejected ("Reject Brand Name"). */
  rejectTitle: string;
  children: ReactNode;
}) {
  const busy = review.isPending;
  const s = submission;
  const reason = s.rejectionReason;
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-2">
          <SubmissionStatusBadge status={s.status} />
          {badges}
        </div>
        {children}
        {s.status === 'rejected' && s.rejectionReason && (
          <p className="mt-3 text-sm break-words">
            <Trans>
              <span className="font-medium">Reason:</span> {reason}
            </Trans>
          </p>
        )}
        {s.status === 'pending' && !mayReview && (
          <p className="mt-4 flex items-center gap-2 text-sm text-muted">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            {ownText}
          </p>
        )}
        {s.status === 'pending' && mayReview && (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => review.mutate({ submission: s })}>
              {busy && review.variables.reason === undefined ? (
                <Spinner className="size-4" />
              ) : (
                <Check className="size-4" aria-hidden="true" />
              )}
              <Trans>Approve</Trans>
            </Button>
            <RejectDialog
              title={rejectTitle}
              busy={busy}
              onReject={(reason, done) =>
                review.mutate({ submission: s, reason }, { onSuccess: done })
              }
            />
          </div>
        )}
      </article>
    </li>
  );
}
