import type { CurrentUser, InkSubmission } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Compass } from 'lucide-react';
import { Card } from '#src/components/card.tsx';
import { SectionError } from '#src/components/section-error.tsx';
import { Swab } from '#src/components/swatch.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { mySubmissionsOptions } from '../api/submissions.ts';
import { SubmissionStatusBadge } from '#src/components/submission-status.tsx';

function Item({ s }: { s: InkSubmission }) {
  const title = `${s.brand} ${s.name}`;
  const sent = <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>;
  const reason = s.rejectionReason;
  return (
    <li className="flex gap-3 border-t border-rule py-3 first:border-t-0 first:pt-0 last:pb-0">
      <Swab hex={s.colorHex} seed={s.id} className="mt-1 h-8 w-12 shrink-0" />
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words">
          {s.status === 'approved' && s.inkId !== null ? (
            <Link to={`/ink/${s.inkId}`} className="link">
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <SubmissionStatusBadge status={s.status} />
          <span>
            <Trans>Sent {sent}</Trans>
          </span>
        </p>
        {s.status === 'approved' && s.inkId !== null && (
          <p className="mt-1">
            <Trans>It is in the catalogue now, credited to you.</Trans>
          </p>
        )}
        {s.status === 'rejected' && (
          <p className="mt-1 break-words">
            {reason === null ? (
              <Trans>
                <span className="font-medium">Reason:</span> No reason was given.
              </Trans>
            ) : (
              <Trans>
                <span className="font-medium">Reason:</span> {reason}
              </Trans>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** /profile: the discoveries the member shared and where each stands (ADR 021). */
export function MySubmissionsCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const query = useQuery(mySubmissionsOptions(user.id));
  return (
    <Card
      title={t`My submissions`}
      id="my-submissions"
      action={
        <Link to="/submit" className={buttonClass('secondary', 'sm')}>
          <Trans>Share Discovery</Trans>
        </Link>
      }
    >
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Loading your submissions...</Trans>
        </p>
      ) : query.isError ? (
        <SectionError
          what={t`Your submissions`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Compass className="size-4 shrink-0" aria-hidden="true" />
          <Trans>
            You have not shared a discovery yet. Found an ink the catalogue lacks? Share it.
          </Trans>
        </p>
      ) : (
        <ul aria-label={t`My submissions`}>
          {query.data.map((s) => (
            <Item key={s.id} s={s} />
          ))}
        </ul>
      )}
    </Card>
  );
}
