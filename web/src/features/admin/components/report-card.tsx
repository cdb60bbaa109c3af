import type { Report } from '@inklore/contract';
import { REPORT_REASON_LABELS } from '@inklore/contract/shared/members.rules';
import { mayRemoveReported, type Actor } from '@inklore/contract/shared/policies.rules';
import { Check, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { Link } from '#src/lib/router.tsx';
import { useReopenReport, useResolveReport, type Resolution } from '../api/admin-mutations.ts';
import { ReportThreadReader } from './report-thread.tsx';

const TYPE_LABELS: Record<Report['reportType'], string> = {
  ink_profile: 'Ink profile',
  comment: 'Comment',
  community_image: 'Community image',
  sample_message: 'Sample request message',
};

/** What removing the content means for each kind of report. */
const REMOVE_LABELS: Record<Report['reportType'], string> = {
  ink_profile: 'Delete Ink',
  comment: 'Remove Comment',
  community_image: 'Remove Image',
  sample_message: 'Remove Message',
};

function targetHref(r: Report): string | null {
  if (!r.target?.inkId) return null;
  if (r.reportType === 'comment') return `/ink/${r.target.inkId}#comments`;
  return r.reportType === 'community_image'
    ? `/ink/${r.target.inkId}#gallery`
    : `/ink/${r.target.inkId}`;
}

/** One report in the moderators' queue, with Dismiss and the removal its kind allows. */
export function ReportCard({ report, actor }: { report: Report; actor: Actor }) {
  const resolution = useResolveReport();
  const reopen = useReopenReport();
  const busy = resolution.isPending ? resolution.variables.action : null;
  const [confirming, setConfirming] = useState(false);
  const href = targetHref(report);
  // Deleting an ink is for admins (spec §6); the server asks the same policy.
  const mayRemove = report.target !== null && mayRemoveReported(actor, report.reportType);

  const resolve = (action: Resolution) => {
    resolution.mutate({ report, action }, { onSuccess: () => setConfirming(false) });
  };

  return (
    <li className="rounded-2xl border border-rule bg-surface p-5">
      <article aria-labelledby={`report-${report.id}`}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{TYPE_LABELS[report.reportType]}</Badge>
          <Badge tone="featured">{REPORT_REASON_LABELS[report.reason]}</Badge>
          {report.resolution && (
            <Badge tone="primary">
              {report.resolution === 'removed' ? 'Removed' : 'Dismissed'}
            </Badge>
          )}
          <span className="text-sm text-muted">
            Reported {formatLongDate(report.createdAt)}
            {report.reporter ? ` by ${report.reporter}` : ' (reporter’s account deleted)'}
          </span>
        </div>
        <h3 id={`report-${report.id}`} className="mt-3 font-sans text-base font-semibold">
          {report.target === null ? (
            <span className="text-muted">The content is gone</span>
          ) : href ? (
            <Link to={href} className="link">
              {report.target.title}
            </Link>
          ) : (
            report.target.title
          )}
        </h3>
        {report.target?.username && (
          <p className="text-sm text-muted">by {report.target.username}</p>
        )}
        {report.target?.thumbnailUrl && (
          <img
            src={report.target.thumbnailUrl}
            alt={`The reported image: ${report.target.title}`}
            loading="lazy"
            className="mt-3 max-h-48 w-auto rounded-xl border border-rule"
          />
        )}
        {report.reportType === 'sample_message' && report.target !== null && (
          <ReportThreadReader reportId={report.id} />
        )}
        {report.description && (
          <p className="mt-3 rounded-xl bg-sunken px-3 py-2 text-[0.95rem] break-words whitespace-pre-line">
            {report.description}
          </p>
        )}
        {report.resolution === 'dismissed' && (
          <div className="mt-4">
            <Button
              variant="secondary"
              size="sm"
              disabled={reopen.isPending}
              onClick={() => reopen.mutate(report)}
            >
              {reopen.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <RotateCcw className="size-4" aria-hidden="true" />
              )}
              Reopen
            </Button>
          </div>
        )}
        {report.status === 'open' && (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={busy !== null}
              onClick={() => resolve('dismiss')}
            >
              {busy === 'dismiss' ? (
                <Spinner className="size-4" />
              ) : (
                <Check className="size-4" aria-hidden="true" />
              )}
              Dismiss
            </Button>
            {mayRemove && (
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                trigger={
                  <button type="button" className={dangerClass('sm')} disabled={busy !== null}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    {REMOVE_LABELS[report.reportType]}
                  </button>
                }
                title={REMOVE_LABELS[report.reportType]}
                question={
                  report.reportType === 'ink_profile'
                    ? `Are you sure you want to delete "${report.target?.title ?? ''}"? It disappears everywhere; an admin can restore it.`
                    : 'Are you sure you want to remove this content? This action cannot be undone.'
                }
                confirmLabel="Remove"
                busy={busy === 'remove_content'}
                onConfirm={() => resolve('remove_content')}
              />
            )}
          </div>
        )}
      </article>
    </li>
  );
}
