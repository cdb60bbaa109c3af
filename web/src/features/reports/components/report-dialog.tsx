import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@inklore/contract/shared/members.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog, DialogCloseSlot } from '#src/components/ui/dialog.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { cn } from '#src/lib/cn.ts';
import { reportReasonWord } from '#src/lib/report-words.ts';
import { toast } from '#src/lib/toast.ts';
import { useSubmitReport } from '../api/report-mutations.ts';
import { reportFailure } from '../report-text.ts';
import type { ReportTarget } from '#src/lib/report-target.ts';

/**
 * The report dialog (spec §5, §8): a reason is required, a description optional. On success
 * it says 'Report Submitted', resets and closes.
 */
export default function ReportDialog({
  target,
  onClose,
}: {
  target: ReportTarget;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const submit = useSubmitReport();
  const sending = submit.isPending;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  // Said in the dialog as well as in a toast: a modal dialog hides the rest of the page
  // (the toasts included) from screen readers.
  const [problem, setProblem] = useState<{ title: string; description: string } | null>(null);
  const descriptionId = useId();
  const tooLong = description.trim().length > REPORT_DESCRIPTION_MAX_LENGTH;
  const title = target.title;
  // as typed, without a thousands separator
  const length = String(description.length);
  const max = String(REPORT_DESCRIPTION_MAX_LENGTH);

  const send = () => {
    if (reason === null) {
      const missing = {
        title: t`Missing Information`,
        description: t`Please select a reason for reporting.`,
      };
      setProblem(missing);
      toast({ ...missing, variant: 'error' });
      return;
    }
    if (tooLong || sending) return;
    submit.mutate(
      {
        reportType: target.reportType,
        targetId: target.targetId,
        targetUserId: target.targetUserId,
        reason,
        description: description.trim(),
      },
      {
        onSuccess: () => {
          setReason(null);
          setDescription('');
          setProblem(null);
          onClose();
        },
        onError: (err) => {
          const failure = reportFailure(err);
          setProblem({ title: failure.title, description: failure.description });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      width="md"
      title={t`Report ${title}`}
      closeButton
      busy={sending}
      description={t`Tell the moderators what is wrong. They see who reported it; the author does not.`}
      descriptionClassName="mt-2 text-sm text-muted"
      content={{ onCloseAutoFocus: (e) => e.preventDefault() }}
    >
      <form
        className="mt-5 flex flex-col gap-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium">
            <Trans>Reason</Trans>
          </legend>
          <div className="flex flex-col gap-1.5">
            {REPORT_REASONS.map((r) => (
              <label
                key={r}
                className={cn(
                  'flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-[0.95rem]',
                  reason === r
                    ? 'border-primary bg-primary/10'
                    : 'border-rule hover:border-primary',
                )}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setProblem(null);
                  }}
                  className="accent-[var(--color-primary)]"
                />
                {reportReasonWord(r)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={descriptionId} className="text-sm font-medium">
            <Trans>
              Description <span className="font-normal text-muted">(optional)</span>
            </Trans>
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            value={description}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${descriptionId}-count`}
            onChange={(e) => setDescription(e.target.value)}
            className={cn(inputClass, 'h-auto min-h-[80px] resize-y py-2.5 leading-relaxed')}
          />
          <p
            id={`${descriptionId}-count`}
            className={cn('text-right font-mono text-xs', tooLong ? 'text-oxblood' : 'text-muted')}
          >
            <Trans>
              {length}/{max} characters
            </Trans>
          </p>
        </div>
        {problem && (
          <div role="alert" className="rounded-xl border border-oxblood/40 bg-oxblood/5 px-4 py-3">
            <p className="font-medium text-oxblood">{problem.title}</p>
            <p className="text-sm">{problem.description}</p>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogCloseSlot>
            <Button variant="secondary" size="sm" disabled={sending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogCloseSlot>
          <Button type="submit" size="sm" disabled={sending || tooLong}>
            {sending && <Spinner className="size-4" />}
            <Trans>Submit Report</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
