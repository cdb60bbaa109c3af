import type { ProfileImageSubmission } from '@inklore/contract';
import { mayReviewProfileImage, type Actor } from '@inklore/contract/shared/policies.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import { Badge } from '#src/components/ui/badge.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { useReviewImageSubmission } from '../api/review-mutations.ts';
import { OWN_IMAGE_REVIEW_WORDS } from '../words.ts';
import { SubmissionReview } from './submission-review.tsx';

/**
 * A proposed main image for an ink: the image, the ink, the caption, the official tick;
 * the review itself is SubmissionReview's.
 */
export function ImageSubmissionCard({
  submission: s,
  actor,
}: {
  submission: ProfileImageSubmission;
  actor: Actor;
}) {
  const { t, i18n } = useLingui();
  const ink = `${s.inkBrand} ${s.inkName}`;
  const by = s.username ?? t`a deleted account`;
  const caption = s.caption;
  const date = <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>;
  const headingId = `image-submission-${s.id}`;
  const review = useReviewImageSubmission();
  return (
    <SubmissionReview
      submission={s}
      headingId={headingId}
      badges={
        s.isOfficial && (
          <Badge tone="primary">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            <Trans>Official image</Trans>
          </Badge>
        )
      }
      review={review}
      mayReview={mayReviewProfileImage(actor, s)}
      ownText={i18n._(OWN_IMAGE_REVIEW_WORDS)}
      rejectTitle={t`Reject this image`}
    >
      <h3 id={headingId} className="mt-3 text-lg break-words">
        <Trans>
          <span className="sr-only">New main image for </span>
          <Link to={`/ink/${s.inkId}`} className="link">
            {ink}
          </Link>
        </Trans>
      </h3>
      <p className="text-sm text-muted">
        <Trans>
          Proposed by {by} on {date}
        </Trans>
      </p>
      <a href={s.imageUrl} target="_blank" rel="noopener" className="mt-3 block w-fit">
        <img
          src={s.imageUrl}
          alt={
            caption
              ? t`The proposed image of ${ink}: ${caption} (opens in a new tab)`
              : t`The proposed image of ${ink} (opens in a new tab)`
          }
          loading="lazy"
          className="swab-ground max-h-64 w-auto max-w-full rounded-xl border border-rule"
        />
      </a>
      {s.caption && <p className="mt-2 text-[0.95rem] break-words">{s.caption}</p>}
      {s.isOfficial && (
        <p className="mt-1 text-sm text-muted">
          <Trans>The member says it comes from the ink's manufacturer.</Trans>
        </p>
      )}
    </SubmissionReview>
  );
}
