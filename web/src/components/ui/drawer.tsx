import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '#src/lib/cn.ts';

/**
 * A side drawer on the native <dialog> element: the browser gives it the top layer, a focus
 * trap, Escape to close and an inert page behind, with no library code.
 */
export function Drawer({
  open,
  onClose,
  title,
  side = 'left',
  children,
  id,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  id?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={title}
      onClose={onClose}
      onCancel={onClose}
      onClick={(e) => {
        // a click on the backdrop (the dialog box itself, outside the panel) closes it
        if (e.target === e.currentTarget) onClose();
      }}
      className={cn(
        'm-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-page p-0 shadow-2xl',
        side === 'left' ? 'mr-auto' : 'ml-auto',
      )}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-rule px-5 py-3">
          <h2 className="text-lg">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close`}
            className="grid size-10 cursor-pointer place-items-center rounded-full hover:bg-sunken"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
