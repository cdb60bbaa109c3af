import type { AuditEntry } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionError } from '#src/components/section-error.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { auditOptions, type AuditFilter } from '../api/admin.ts';
import { actionText, auditActionOptions, auditDetails, auditTarget } from '../audit-text.ts';
import { Empty, Loading } from './console-parts.tsx';

let dateTime: Intl.DateTimeFormat | undefined;
function when(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateTime.format(d);
}

function Entry({ entry: e }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const target = auditTarget(e);
  const lines = auditDetails(e);
  const actor = e.actor ?? t`The system`;
  const action = actionText(e.action);
  const label = target.label;
  return (
    <li className="border-t border-rule py-3 first:border-t-0">
      <p className="text-[0.95rem]">
        {target.href ? (
          <Trans>
            <span className="font-semibold">{actor}</span> {action}:{' '}
            <Link to={target.href} className="link">
              {label}
            </Link>
          </Trans>
        ) : (
          <Trans>
            <span className="font-semibold">{actor}</span> {action}: {label}
          </Trans>
        )}
      </p>
      <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-muted">
        <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
        <span aria-hidden="true">·</span>
        <span className="font-mono">{e.action}</span>
      </p>
      {lines.length > 0 && (
        <div className="mt-1.5 flex flex-col gap-0.5 text-sm break-words text-muted">
          {lines.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
        </div>
      )}
    </li>
  );
}

/** tab=audit: who did what, when; newest first, by actor and action, a page at a time. */
export function AuditTab() {
  const { t } = useLingui();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    actor: params.get('actor')?.trim() ?? '',
    action: params.get('action') ?? '',
  };
  const [actor, setActor] = useState(filter.actor);
  const query = useInfiniteQuery({ ...auditOptions(filter), placeholderData: keepPreviousData });
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];

  const apply = (next: AuditFilter) => {
    const p = new URLSearchParams(params);
    p.set('tab', 'audit');
    for (const key of ['actor', 'action'] as const) {
      if (next[key]) p.set(key, next[key]);
      else p.delete(key);
    }
    setParams(p, { replace: true });
  };

  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-2xl">
        <Trans>Audit log</Trans>
      </h2>
      <p className="mt-1 text-muted">
        <Trans>Every staff decision, newest first.</Trans>
      </p>
      <form
        role="search"
        aria-label={t`Filter the audit log`}
        className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...filter, actor: actor.trim() });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-actor`} className="text-sm font-medium">
            <Trans>By (username)</Trans>
          </label>
          <input
            id={`${id}-actor`}
            type="search"
            value={actor}
            onChange={(e) => setActor(e.target.value)}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            placeholder={t`Anyone`}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-action`} className="text-sm font-medium">
            <Trans>Action</Trans>
          </label>
          <select
            id={`${id}-action`}
            value={filter.action}
            onChange={(e) => apply({ actor: actor.trim(), action: e.target.value })}
            className={cn(inputClass, 'cursor-pointer')}
          >
            <option value="">{t`All actions`}</option>
            {auditActionOptions().map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          <Trans>Filter</Trans>
        </Button>
      </form>
      <div className="mt-5">
        {query.isPending ? (
          <Loading>
            <Trans>Loading the audit log...</Trans>
          </Loading>
        ) : query.isError && entries.length === 0 ? (
          <SectionError
            what={t`The audit log`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : entries.length === 0 ? (
          <Empty icon={History}>
            {filter.actor || filter.action ? (
              <Trans>Nothing matches this filter.</Trans>
            ) : (
              <Trans>Nothing recorded yet.</Trans>
            )}
          </Empty>
        ) : (
          <div className="rounded-2xl border border-rule bg-surface px-4 py-1 sm:px-5">
            <ul aria-label={t`Audit entries`} aria-busy={query.isFetching || undefined}>
              {entries.map((e) => (
                <Entry key={e.id} entry={e} />
              ))}
            </ul>
          </div>
        )}
        {query.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-4"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage && <Spinner className="size-4" />}
            <Trans>Load more</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
