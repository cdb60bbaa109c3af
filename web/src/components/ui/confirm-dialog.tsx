import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button.tsx';
import { dangerSolidClass } from './danger-button.ts';
import { Spinner } from './spinner.tsx';

/**
 * The question asked before something is destroyed (spec §5): a modal alert dialog with
 * Cancel and a confirming button; focus starts on Cancel, Escape cancels. While `busy` the
 * dialog stays open and both buttons wait.
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
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-[rgb(10_12_16/0.55)]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-rule bg-page p-6 shadow-2xl">
          <AlertDialog.Title className="font-serif text-xl">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-[0.98rem]">
            {question}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary', 'sm')} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className={dangerSolidClass('sm')}
            >
              {busy ? (
                <Spinner className="size-4" />
              ) : (
                <Trash2 className="size-4" aria-hidden="true" />
              )}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
