import type { ProfileImageSubmission } from '@inklore/contract';
import { OWN_IMAGE_REVIEW } from '@inklore/contract/shared/messages.rules';
import { mayReviewProfileImage, type Actor } from '@inklore/contract/shared/policies.rules';
import { BadgeCheck, Check } from 'lucide-react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { SubmissionStatusBadge } from '#src/components/submission-status.tsx';
import { formatLongDate } from '#src/lib/format.ts';
import { Link } from '#src/lib/router.tsx';
import { useReviewImageSubmission } from '../api/review-mutations.ts';
import { OwnSubmission } from './ink-submission-card.tsx';
import { RejectDialog } from './reject-dialog.tsx';

/**
 * A proposed main image for an ink: the image, the ink, the caption, the official tick;
 * Approve and Reject, never on the reviewer's own image (ADR 039).
 */
export function ImageSubmissionCard({
  submission: s,
  actor,
}: {
  submission: ProfileImageSubmission;
  actor: Actor;
}) {
  const review = useReviewImageSubmission();
  const busy = review.isPending;
  const ink = `${s.inkBrand} ${s.inkName}`;
  const headingId = `image-submission-${s.id}`;
  return (
    <li className="rounded-2xl border border-rule bg-surface p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-2">
          <SubmissionStatusBadge status={s.status} />
          {s.isOfficial && (
            <Badge tone="primary">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Official image
            </Badge>
          )}
        </div>
        <h3 id={headingId} className="mt-3 text-lg break-words">
          <span className="sr-only">New main image for </span>
          <Link to={`/ink/${s.inkId}`} className="link">
            {ink}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          Proposed by {s.username ?? 'a deleted account'} on{' '}
          <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>
        </p>
        <a href={s.imageUrl} target="_blank" rel="noopener" className="mt-3 block w-fit">
          <img
            src={s.imageUrl}
            alt={`The proposed image of ${ink}${s.caption ? `: ${s.caption}` : ''} (opens in a new tab)`}
            loading="lazy"
            className="swab-ground max-h-64 w-auto max-w-full rounded-xl border border-rule"
          />
        </a>
        {s.caption && <p className="mt-2 text-[0.95rem] break-words">{s.caption}</p>}
        {s.isOfficial && (
          <p className="mt-1 text-sm text-muted">
            The member says it comes from the ink's manufacturer.
          </p>
        )}
        {s.status === 'rejected' && s.rejectionReason && (
          <p className="mt-3 text-sm break-words">
            <span className="font-medium">Reason:</span> {s.rejectionReason}
          </p>
        )}
        {s.status === 'pending' && !mayReviewProfileImage(actor, s) && (
          <OwnSubmission>{OWN_IMAGE_REVIEW}</OwnSubmission>
        )}
        {s.status === 'pending' && mayReviewProfileImage(actor, s) && (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => review.mutate({ submission: s })}>
              {busy && review.variables.reason === undefined ? (
                <Spinner className="size-4" />
              ) : (
                <Check className="size-4" aria-hidden="true" />
              )}
              Approve
            </Button>
            <RejectDialog
              what="this image"
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
