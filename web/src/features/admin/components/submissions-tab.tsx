import type { SubmissionStatus } from '@inklore/contract/shared/members.rules';
import {
  mayReviewProfileImages,
  mayReviewSubmissions,
  type Actor,
} from '@inklore/contract/shared/policies.rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ImageIcon, Inbox } from 'lucide-react';
import { SectionError } from '#src/components/section-error.tsx';
import { useSearchParams } from '#src/lib/router.tsx';
import { imageSubmissionsOptions, inkSubmissionsOptions } from '../api/admin.ts';
import { Choices, Empty, Loading } from './console-parts.tsx';
import { ImageSubmissionCard } from './image-submission-card.tsx';
import { InkSubmissionCard } from './ink-submission-card.tsx';

const STATUSES: readonly { value: SubmissionStatus; label: MessageDescriptor }[] = [
  { value: 'pending', label: msg`Pending` },
  { value: 'approved', label: msg`Approved` },
  { value: 'rejected', label: msg`Rejected` },
];

const HEADINGS: Record<SubmissionStatus, { inks: MessageDescriptor; images: MessageDescriptor }> = {
  pending: { inks: msg`Discoveries to review`, images: msg`Profile images to review` },
  approved: { inks: msg`Approved discoveries`, images: msg`Approved profile images` },
  rejected: { inks: msg`Rejected discoveries`, images: msg`Rejected profile images` },
};

export function statusOf(raw: string | null): SubmissionStatus {
  return raw === 'approved' || raw === 'rejected' ? raw : 'pending';
}

function InkSubmissions({ status, actor }: { status: SubmissionStatus; actor: Actor }) {
  const { t, i18n } = useLingui();
  const query = useQuery(inkSubmissionsOptions(status));
  const title = i18n._(HEADINGS[status].inks);
  return (
    <section aria-labelledby="ink-submissions-title" className="min-w-0">
      <h3 id="ink-submissions-title" className="text-xl">
        {title}
        {query.data && (
          <span className="ml-2 font-mono text-base text-muted">{query.data.length}</span>
        )}
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>New inks shared by members, oldest first.</Trans>
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Loading>
            <Trans>Loading discoveries...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Discoveries`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Empty icon={Inbox}>
            {status === 'pending' ? (
              <Trans>No discoveries waiting. All clear.</Trans>
            ) : (
              <Trans>None yet.</Trans>
            )}
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
  const { t, i18n } = useLingui();
  const query = useQuery(imageSubmissionsOptions(status));
  const title = i18n._(HEADINGS[status].images);
  return (
    <section aria-labelledby="image-submissions-title" className="min-w-0">
      <h3 id="image-submissions-title" className="text-xl">
        {title}
        {query.data && (
          <span className="ml-2 font-mono text-base text-muted">{query.data.length}</span>
        )}
      </h3>
      <p className="mt-1 text-sm text-muted">
        <Trans>New main images proposed for inks.</Trans>
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Loading>
            <Trans>Loading profile images...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Profile images`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Empty icon={ImageIcon}>
            {status === 'pending' ? (
              <Trans>No images waiting. All clear.</Trans>
            ) : (
              <Trans>None yet.</Trans>
            )}
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
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const inks = mayReviewSubmissions(actor);
  const images = mayReviewProfileImages(actor);
  return (
    <section aria-labelledby="submissions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="submissions-title" className="text-2xl">
          <Trans>Submissions</Trans>
        </h2>
        <Choices
          label={t`Which submissions`}
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
