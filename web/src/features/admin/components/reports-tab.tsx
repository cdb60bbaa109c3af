import type { Actor } from '@inklore/contract/shared/policies.rules';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { SectionError } from '#src/components/section-error.tsx';
import { useSearchParams } from '#src/lib/router.tsx';
import { reportsOptions } from '../api/admin.ts';
import { Choices, Empty, Loading } from './console-parts.tsx';
import { ReportCard } from './report-card.tsx';

const STATUSES = [
  { value: 'open', label: msg`Open` },
  { value: 'resolved', label: msg`Resolved` },
] as const;

/** tab=reports: the open reports (or the resolved ones), each with its resolution. */
export function ReportsTab({ actor }: { actor: Actor }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const query = useQuery(reportsOptions(status));
  const title = status === 'open' ? t`Open reports` : t`Resolved reports`;

  return (
    <section aria-labelledby="reports-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-title" className="text-2xl">
          {title}
        </h2>
        <Choices
          label={t`Which reports`}
          options={STATUSES}
          value={status}
          onChange={(s) => {
            const next = new URLSearchParams(params);
            next.set('tab', 'reports');
            if (s === 'open') next.delete('status');
            else next.set('status', s);
            setParams(next, { replace: true });
          }}
        />
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <Loading>
            <Trans>Loading reports...</Trans>
          </Loading>
        ) : query.isError ? (
          <SectionError
            what={t`Reports`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Empty icon={Flag}>
            {status === 'open' ? (
              <Trans>No open reports. All clear.</Trans>
            ) : (
              <Trans>No resolved reports yet.</Trans>
            )}
          </Empty>
        ) : (
          <ul className="flex flex-col gap-4" aria-label={title}>
            {query.data.map((r) => (
              <ReportCard key={r.id} report={r} actor={actor} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
