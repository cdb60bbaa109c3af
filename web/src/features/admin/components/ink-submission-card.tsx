import type { InkSubmission } from '@inklore/contract';
import { mayReviewSubmission, type Actor } from '@inklore/contract/shared/policies.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { Swatch } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { DuplicateItems } from '#src/components/duplicate-items.tsx';
import { inkPropertyWord } from '#src/lib/catalogue-words.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { useReviewInkSubmission } from '../api/review-mutations.ts';
import { OWN_DISCOVERY_REVIEW_WORDS } from '../words.ts';
import { SubmissionReview } from './submission-review.tsx';

/**
 * A member's discovery in the staff's queue: what they wrote, the catalogue inks it may
 * duplicate (linking to them; "flagged" when the member sent it although they were shown);
 * the review itself is SubmissionReview's.
 */
export function InkSubmissionCard({
  submission: s,
  actor,
}: {
  submission: InkSubmission;
  actor: Actor;
}) {
  const { t, i18n } = useLingui();
  const title = `${s.brand} ${s.name}`;
  const by = s.username ?? t`a deleted account`;
  const names = s.aliases.join(' · ');
  const date = <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>;
  const headingId = `ink-submission-${s.id}`;
  const review = useReviewInkSubmission();
  return (
    <SubmissionReview
      submission={s}
      headingId={headingId}
      badges={
        s.flaggedDuplicate && (
          <Badge tone="featured">
            <TriangleAlert className="size-3.5" aria-hidden="true" />
            <Trans>Flagged: sent as a possible duplicate</Trans>
          </Badge>
        )
      }
      review={review}
      mayReview={mayReviewSubmission(actor, s)}
      ownText={i18n._(OWN_DISCOVERY_REVIEW_WORDS)}
      rejectTitle={t`Reject ${title}`}
    >
      <div className="mt-3 grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <Swatch hex={s.colorHex} family={s.color} seed={s.id} className="w-32" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg break-words">
            {s.status === 'approved' && s.inkId !== null ? (
              <Link to={`/ink/${s.inkId}`} className="link">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          {s.line && <p className="text-sm text-muted">{s.line}</p>}
          {s.aliases.length > 0 && (
            <p className="mt-1 text-sm break-words">
              <Trans>
                <span className="font-medium">Other names:</span> {names}
              </Trans>
            </p>
          )}
          <p className="mt-1 text-sm text-muted">
            <Trans>
              Shared by {by} on {date}
            </Trans>
          </p>
          {s.properties.length > 0 && (
            <p className="mt-2 flex flex-wrap gap-1.5">
              {s.properties.map((p) => (
                <Badge key={p}>{inkPropertyWord(p)}</Badge>
              ))}
            </p>
          )}
        </div>
      </div>
      {s.description && (
        <p className="mt-3 line-clamp-6 text-[0.95rem] break-words whitespace-pre-line">
          {s.description}
        </p>
      )}
      {s.imageUrl && (
        <img
          src={s.imageUrl}
          alt={t`The member's picture of ${title}`}
          loading="lazy"
          className="swab-ground mt-3 max-h-48 w-auto rounded-xl border border-rule"
        />
      )}
      {s.status === 'pending' && (
        <div className="mt-4 rounded-xl bg-sunken px-3.5 py-3">
          {s.duplicates.length > 0 ? (
            <>
              <p className="flex items-center gap-2 text-sm font-medium">
                <Copy className="size-4 text-ochre" aria-hidden="true" />
                <Trans>May duplicate</Trans>
              </p>
              <div className="mt-2 text-sm">
                <DuplicateItems candidates={s.duplicates} label={t`Inks ${title} may duplicate`} />
              </div>
            </>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Check className="size-4 text-verdigris" aria-hidden="true" />
              <Trans>Nothing like it in the catalogue.</Trans>
            </p>
          )}
        </div>
      )}
    </SubmissionReview>
  );
}
