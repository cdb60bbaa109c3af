import { Trans } from '@lingui/react/macro';
import { Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './button.tsx';
import { dangerSolidClass } from './danger-button.ts';
import { Dialog, DialogClose } from './dialog.tsx';
import { Spinner } from './spinner.tsx';

/**
 * The question asked before something is destroyed (spec §5): a modal alert dialog with
 * Cancel and a confirming button; focus starts on Cancel, Escape cancels. While `busy` the
 * dialog stays open and both buttons wait. A question that destroys nothing (lifting a
 * member's limit) asks with the primary colour and its own icon.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  question,
  confirmLabel,
  busy,
  onConfirm,
  tone = 'danger',
  icon: Icon = Trash2,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
  icon?: LucideIcon;
}) {
  return (
    <Dialog
      alert
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      trigger={trigger}
      title={title}
      description={question}
      descriptionClassName="mt-3 text-[0.98rem]"
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose alert className={buttonClass('secondary', 'sm')} disabled={busy}>
          <Trans>Cancel</Trans>
        </DialogClose>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={tone === 'danger' ? dangerSolidClass('sm') : buttonClass('primary', 'sm')}
        >
          {busy ? <Spinner className="size-4" /> : <Icon className="size-4" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
