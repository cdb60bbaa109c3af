import type { Report } from '@inklore/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { mayRemoveReported, type Actor } from '@inklore/contract/shared/policies.rules';
import { Check, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { dangerClass } from '#src/components/ui/danger-button.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { formatLongDate } from '#src/lib/dates.ts';
import { reportReasonWord } from '#src/lib/report-words.ts';
import { Link } from '#src/lib/router.tsx';
import { useReopenReport, useResolveReport, type Resolution } from '../api/admin-mutations.ts';
import { ReportThreadReader } from './report-thread.tsx';

const TYPE_LABELS: Record<Report['reportType'], MessageDescriptor> = {
  ink_profile: msg`Ink profile`,
  comment: msg({ message: 'Comment', context: 'noun' }),
  community_image: msg`Community image`,
  sample_message: msg`Sample request message`,
};

/** What removing the content means for each kind of report. */
const REMOVE_LABELS: Record<Report['reportType'], MessageDescriptor> = {
  ink_profile: msg`Delete Ink`,
  comment: msg`Remove Comment`,
  community_image: msg`Remove Image`,
  sample_message: msg`Remove Message`,
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
  const { t, i18n } = useLingui();
  const resolution = useResolveReport();
  const reopen = useReopenReport();
  const busy = resolution.isPending ? resolution.variables.action : null;
  const [confirming, setConfirming] = useState(false);
  const href = targetHref(report);
  // Deleting an ink is for admins (spec §6); the server asks the same policy.
  const mayRemove = report.target !== null && mayRemoveReported(actor, report.reportType);

  const removeLabel = i18n._(REMOVE_LABELS[report.reportType]);
  const reported = formatLongDate(report.createdAt);
  const reporter = report.reporter;
  const title = report.target?.title ?? '';
  const author = report.target?.username;

  const resolve = (action: Resolution) => {
    resolution.mutate({ report, action }, { onSuccess: () => setConfirming(false) });
  };

  return (
    <li className="rounded-2xl border border-rule bg-surface p-5">
      <article aria-labelledby={`report-${report.id}`}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{i18n._(TYPE_LABELS[report.reportType])}</Badge>
          <Badge tone="featured">{reportReasonWord(report.reason)}</Badge>
          {report.resolution && (
            <Badge tone="primary">
              {report.resolution === 'removed' ? <Trans>Removed</Trans> : <Trans>Dismissed</Trans>}
            </Badge>
          )}
          <span className="text-sm text-muted">
            {reporter ? (
              <Trans>
                Reported {reported} by {reporter}
              </Trans>
            ) : (
              <Trans>Reported {reported} (reporter’s account deleted)</Trans>
            )}
          </span>
        </div>
        <h3 id={`report-${report.id}`} className="mt-3 font-sans text-base font-semibold">
          {report.target === null ? (
            <span className="text-muted">
              <Trans>The content is gone</Trans>
            </span>
          ) : href ? (
            <Link to={href} className="link">
              {report.target.title}
            </Link>
          ) : (
            report.target.title
          )}
        </h3>
        {author && (
          <p className="text-sm text-muted">
            <Trans>by {author}</Trans>
          </p>
        )}
        {report.target?.thumbnailUrl && (
          <img
            src={report.target.thumbnailUrl}
            alt={t`The reported image: ${title}`}
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
              <Trans>Reopen</Trans>
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
              <Trans>Dismiss</Trans>
            </Button>
            {mayRemove && (
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                trigger={
                  <button type="button" className={dangerClass('sm')} disabled={busy !== null}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    {removeLabel}
                  </button>
                }
                title={removeLabel}
                question={
                  report.reportType === 'ink_profile'
                    ? t`Are you sure you want to delete "${title}"? It disappears everywhere; an admin can restore it.`
                    : t`Are you sure you want to remove this content? This action cannot be undone.`
                }
                confirmLabel={t`Remove`}
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
