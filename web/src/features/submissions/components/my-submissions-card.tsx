import type { CurrentUser, InkSubmission } from '@inklore/contract';
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
            Sent <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>
          </span>
        </p>
        {s.status === 'approved' && s.inkId !== null && (
          <p className="mt-1">It is in the catalogue now, credited to you.</p>
        )}
        {s.status === 'rejected' && (
          <p className="mt-1 break-words">
            <span className="font-medium">Reason:</span>{' '}
            {s.rejectionReason ?? 'No reason was given.'}
          </p>
        )}
      </div>
    </li>
  );
}

/** /profile: the discoveries the member shared and where each stands (ADR 021). */
export function MySubmissionsCard({ user }: { user: CurrentUser }) {
  const query = useQuery(mySubmissionsOptions(user.id));
  return (
    <Card
      title="My submissions"
      id="my-submissions"
      action={
        <Link to="/submit" className={buttonClass('secondary', 'sm')}>
          Share Discovery
        </Link>
      }
    >
      {query.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <Spinner className="size-4 text-primary" /> Loading your submissions...
        </p>
      ) : query.isError ? (
        <SectionError
          what="Your submissions"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Compass className="size-4 shrink-0" aria-hidden="true" />
          You have not shared a discovery yet. Found an ink the catalogue lacks? Share it.
        </p>
      ) : (
        <ul aria-label="My submissions">
          {query.data.map((s) => (
            <Item key={s.id} s={s} />
          ))}
        </ul>
      )}
    </Card>
  );
}
