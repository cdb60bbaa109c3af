import type { SubmissionStatus } from '@inklore/contract/shared/members.rules';
import {
  mayReviewProfileImages,
  mayReviewSubmissions,
  type Actor,
} from '@inklore/contract/shared/policies.rules';
import { useQuery } from '@tanstack/react-query';
import { ImageIcon, Inbox } from 'lucide-react';
import { SectionError } from '#src/components/section-error.tsx';
import { useSearchParams } from '#src/lib/router.tsx';
import { imageSubmissionsOptions, inkSubmissionsOptions } from '../api/admin.ts';
import { Choices, Empty, Loading } from './console-parts.tsx';
import { ImageSubmissionCard } from './image-submission-card.tsx';
import { InkSubmissionCard } from './ink-submission-card.tsx';

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly { value: SubmissionStatus; label: string }[];

const HEADINGS: Record<SubmissionStatus, { inks: string; images: string }> = {
  pending: { inks: 'Discoveries to review', images: 'Profile images to review' },
  approved: { inks: 'Approved discoveries', images: 'Approved profile images' },
  rejected: { inks: 'Rejected discoveries', images: 'Rejected profile images' },
};

export function statusOf(raw: string | null): SubmissionStatus {
  return raw === 'approved' || raw === 'rejected' ? raw : 'pending';
}

function InkSubmissions({ status, actor }: { status: SubmissionStatus; actor: Actor }) {
  const query = useQuery(inkSubmissionsOptions(status));
  const title = HEADINGS[status].inks;
  return (
    <section aria-labelledby="ink-submissions-title" className="min-w-0">
      <h3 id="ink-submissions-title" className="text-xl">
        {title}
        {query.data && (
          <span className="ml-2 font-mono text-base text-muted">{query.data.length}</span>
        )}
      </h3>
      <p className="mt-1 text-sm text-muted">New inks shared by members, oldest first.</p>
      <div className="mt-4">
        {query.isPending ? (
          <Loading>Loading discoveries...</Loading>
        ) : query.isError ? (
          <SectionError
            what="Discoveries"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Empty icon={Inbox}>
            {status === 'pending' ? 'No discoveries waiting. All clear.' : 'None yet.'}
          </Empty>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={title}>
            {query.data.map((s) => (
              <InkSubmissionCard key={s.id} submission={s} actor={actor} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ImageSubmissions({ status, actor }: { status: SubmissionStatus; actor: Actor }) {
  const query = useQuery(imageSubmissionsOptions(status));
  const title = HEADINGS[status].images;
  return (
    <section aria-labelledby="image-submissions-title" className="min-w-0">
      <h3 id="image-submissions-title" className="text-xl">
        {title}
        {query.data && (
          <span className="ml-2 font-mono text-base text-muted">{query.data.length}</span>
        )}
      </h3>
      <p className="mt-1 text-sm text-muted">New main images proposed for inks.</p>
      <div className="mt-4">
        {query.isPending ? (
          <Loading>Loading profile images...</Loading>
        ) : query.isError ? (
          <SectionError
            what="Profile images"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Empty icon={ImageIcon}>
            {status === 'pending' ? 'No images waiting. All clear.' : 'None yet.'}
          </Empty>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={title}>
            {query.data.map((s) => (
              <ImageSubmissionCard key={s.id} submission={s} actor={actor} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * tab=submissions: members' discoveries (with the inks they may duplicate) beside the proposed
 * profile images; pending ones first, the decided ones a click away.
 */
export function SubmissionsTab({ actor }: { actor: Actor }) {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const inks = mayReviewSubmissions(actor);
  const images = mayReviewProfileImages(actor);
  return (
    <section aria-labelledby="submissions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="submissions-title" className="text-2xl">
          Submissions
        </h2>
        <Choices
          label="Which submissions"
          options={STATUSES}
          value={status}
          onChange={(s) => {
            const next = new URLSearchParams(params);
            next.set('tab', 'submissions');
            if (s === 'pending') next.delete('status');
            else next.set('status', s);
            setParams(next, { replace: true });
          }}
        />
      </div>
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-8">
        {inks && <InkSubmissions status={status} actor={actor} />}
        {images && <ImageSubmissions status={status} actor={actor} />}
      </div>
    </section>
  );
}
