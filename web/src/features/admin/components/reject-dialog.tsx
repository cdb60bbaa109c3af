import { RejectBody } from '@inklore/contract/gallery/gallery';
import { GALLERY_LIMITS } from '@inklore/contract/shared/members.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { dangerClass, dangerSolidClass } from '#src/components/ui/danger-button.ts';
import { Dialog, DialogClose } from '#src/components/ui/dialog.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FieldError } from '#src/components/ui/fields.tsx';
import { check } from '#src/lib/form.ts';
import { cn } from '#src/lib/cn.ts';

export const REASON_MAX = GALLERY_LIMITS.rejectionReasonMaxLength;

/** The reason's problem in the contract's words ('Give a reason.'), or undefined. */
export function reasonProblem(reason: string): string | undefined {
  return check(RejectBody.shape.reason, reason);
}

/**
 * Reject with a reason (required): the member sees it. The dialog stays open while the call
 * runs and closes when it succeeds.
 */
export function RejectDialog({
  title,
  busy,
  onReject,
}: {
  /** The dialog's title, saying what is rejected: "Reject Brand Name", "Reject this image". */
  title: string;
  busy: boolean;
  onReject: (reason: string, done: () => void) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = reasonProblem(reason);
  const shown = tried ? problem : undefined;
  const over = reason.length > REASON_MAX;
  // as typed, without a thousands separator
  const length = String(reason.length);
  const max = String(REASON_MAX);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) setTried(false);
      }}
      trigger={
        <button type="button" className={dangerClass('sm')} disabled={busy}>
          <X className="size-4" aria-hidden="true" />
          <Trans>Reject</Trans>
        </button>
      }
      width="md"
      title={title}
      description={t`Say why, kindly and plainly: the member sees your reason.`}
      descriptionClassName="mt-2 text-sm text-muted"
    >
      <form
        noValidate
        className="mt-4 flex flex-col gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (problem) {
            document.getElementById(id)?.focus();
            return;
          }
          onReject(reason.trim(), () => {
            setOpen(false);
            setReason('');
            setTried(false);
          });
        }}
      >
        <label htmlFor={id} className="text-sm font-medium">
          <Trans>Reason</Trans>
        </label>
        <textarea
          id={id}
          rows={4}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={shown || over ? true : undefined}
          aria-describedby={`${id}-count${shown ? ` ${id}-error` : ''}`}
          className={cn(inputClass, 'h-auto min-h-24 resize-y py-2.5 leading-relaxed')}
        />
        <p
          id={`${id}-count`}
          className={cn('text-right font-mono text-xs', over ? 'text-oxblood' : 'text-muted')}
        >
          <Trans>
            {length}/{max} characters
          </Trans>
        </p>
        {shown && <FieldError id={`${id}-error`}>{shown}</FieldError>}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DialogClose className={buttonClass('secondary', 'sm')} disabled={busy}>
            <Trans>Cancel</Trans>
          </DialogClose>
          <button type="submit" className={dangerSolidClass('sm')} disabled={busy}>
            {busy ? <Spinner className="size-4" /> : <X className="size-4" aria-hidden="true" />}
            <Trans>Reject</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
