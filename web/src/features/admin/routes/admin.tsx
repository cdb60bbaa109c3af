import { actorOf, actsAsStaff, type Actor } from '@inklore/contract/policies';
import { useQuery } from '@tanstack/react-query';
import { Flag, Inbox } from 'lucide-react';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/features/auth/api/current-user.ts';
import { cn } from '#src/lib/cn.ts';
import { formatNumber } from '#src/lib/format.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { notificationsOptions, reportsOptions } from '../api/admin.ts';
import { ReportCard } from '../components/report-card.tsx';

type Tab = 'reports' | 'submissions';

function Tabs({ tab, counts }: { tab: Tab; counts: { reports?: number; submissions?: number } }) {
  const item = (value: Tab, label: string, count: number | undefined) => (
    <Link
      to={`/admin?tab=${value}`}
      replace
      aria-current={tab === value ? 'page' : undefined}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium',
        tab === value ? 'bg-primary text-on-primary' : 'text-ink hover:bg-sunken',
      )}
    >
      {label}
      {count !== undefined && (
        <span className="font-mono text-xs" aria-label={`(${count} pending)`}>
          {formatNumber(count)}
        </span>
      )}
    </Link>
  );
  return (
    <nav aria-label="Dashboard sections" className="mt-6 flex flex-wrap gap-2">
      {item('reports', 'Reports', counts.reports)}
      {item('submissions', 'Submissions', counts.submissions)}
    </nav>
  );
}

function ReportsTab({ actor }: { actor: Actor }) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const query = useQuery(reportsOptions(status));

  return (
    <section aria-labelledby="reports-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-title" className="text-2xl">
          {status === 'open' ? 'Open reports' : 'Resolved reports'}
        </h2>
        <div className="flex gap-1" role="group" aria-label="Which reports">
          {(['open', 'resolved'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => {
                const next = new URLSearchParams(params);
                next.set('tab', 'reports');
                if (s === 'open') next.delete('status');
                else next.set('status', s);
                setParams(next, { replace: true });
              }}
              className={cn(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm',
                status === s ? 'bg-sunken font-medium' : 'text-muted hover:text-ink',
              )}
            >
              {s === 'open' ? 'Open' : 'Resolved'}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <p role="status" className="inline-flex items-center gap-2 text-muted">
            <Spinner className="size-4 text-primary" /> Loading reports...
          </p>
        ) : query.isError ? (
          <SectionError what="Reports" error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed border-rule px-4 py-6 text-muted">
            <Flag className="size-4" aria-hidden="true" />
            {status === 'open' ? 'No open reports. All clear.' : 'No resolved reports yet.'}
          </p>
        ) : (
          <ul
            className="flex flex-col gap-4"
            aria-label={status === 'open' ? 'Open reports' : 'Resolved reports'}
          >
            {query.data.map((r) => (
              <ReportCard key={r.id} report={r} actor={actor} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function SubmissionsTab() {
  return (
    <section aria-labelledby="submissions-title" className="mt-8">
      <h2 id="submissions-title" className="text-2xl">
        Submissions
      </h2>
      <p className="mt-4 flex items-center gap-2 rounded-xl border border-dashed border-rule px-4 py-6 text-muted">
        <Inbox className="size-4 shrink-0" aria-hidden="true" />
        Nothing to review. Members cannot share discoveries or profile images yet; their submissions
        will wait here when they can.
      </p>
    </section>
  );
}

/** /admin (spec §2): the moderators' dashboard, tab=reports or tab=submissions. */
export default function AdminPage() {
  useHead('Admin Dashboard', 'Reports and submissions waiting for the moderators.');
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const actor = actorOf(user);
  const staff = actsAsStaff(actor);
  const notifications = useQuery({ ...notificationsOptions(), enabled: staff });
  const tab: Tab = params.get('tab') === 'submissions' ? 'submissions' : 'reports';

  if (isPending) return <PageSpinner />;
  if (!user || !staff) {
    return (
      <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
        <h1 className="text-3xl">Admin Dashboard</h1>
        <p className="mt-4 text-muted">
          {user
            ? 'This page is for moderators and admins.'
            : 'Sign in with a moderator or admin account to see this page.'}
        </p>
        <Link
          to={user ? '/' : `/login?next=${encodeURIComponent('/admin')}`}
          className={buttonClass('primary', 'md', 'mt-6')}
        >
          {user ? 'Go Home' : 'Sign In'}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-[900px] px-4 pt-8 pb-12 sm:px-6">
      <h1 className="text-[2.2rem] leading-tight">Admin Dashboard</h1>
      <p className="mt-2 text-muted">
        What the community flagged and what waits for review. Every decision is kept in the audit
        log.
      </p>
      {notifications.isError && (
        <div className="mt-6">
          <SectionError
            what="Notifications"
            error={notifications.error}
            onRetry={() => void notifications.refetch()}
          />
        </div>
      )}
      <Tabs
        tab={tab}
        counts={{
          reports: notifications.data?.pendingReports,
          submissions: notifications.data?.pendingSubmissions,
        }}
      />
      {tab === 'reports' ? <ReportsTab actor={actor} /> : <SubmissionsTab />}
    </div>
  );
}
