import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SectionError } from '#src/components/section-error.tsx';
import { formatNumber } from '#src/lib/format.ts';
import { statsOptions } from '../api/inventory.ts';

const COLLECTION_STATS = [
  [msg`In Collections`, 'inCollections'],
  [msg`Owned`, 'owned'],
  [msg`Tried`, 'tried'],
  [msg`Wishlisted`, 'wishlisted'],
] as const;

function StatsGrid({ values }: { values: Record<string, number> | undefined }) {
  const { i18n } = useLingui();
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2" aria-busy={values === undefined}>
      {COLLECTION_STATS.map(([label, key]) => (
        <div key={key} className="rounded-lg bg-sunken px-3 py-2">
          <dt className="text-xs text-muted">{i18n._(label)}</dt>
          <dd className="font-mono text-lg">
            {values ? formatNumber(values[key] ?? 0) : <span className="text-muted">…</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The four counts' places before they are asked for (the ink page draws them after paint). */
export const CollectionStatsPlaceholder = () => <StatsGrid values={undefined} />;

/** An ink's In Collections, Owned, Tried and Wishlisted counts (the ink page's Profile Details). */
export function CollectionStats({ inkId }: { inkId: number }) {
  const { t } = useLingui();
  const query = useQuery(statsOptions(inkId));
  if (query.isError) {
    return (
      <div className="mt-3">
        <SectionError
          what={t`Collection Stats`}
          title={t`Collection Stats could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  return <StatsGrid values={query.data} />;
}

/** How many members own an ink (/compare's columns): '…' until the counts are in. */
export function OwnerCount({ inkId }: { inkId: number }) {
  const stats = useQuery(statsOptions(inkId));
  return <>{stats.data ? formatNumber(stats.data.owned) : '…'}</>;
}
