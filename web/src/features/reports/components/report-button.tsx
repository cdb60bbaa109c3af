import { Flag } from 'lucide-react';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { clientLazy } from '#src/lib/client-lazy.ts';
import type { ReportTarget } from '#src/lib/report-target.ts';

const ReportDialog = clientLazy(() => import('./report-dialog.tsx'));

/**
 * The Report button (spec §2, §6: signed-in members, others' content). The dialog and its
 * code load on the first press; focus comes back here when it closes.
 */
export function ReportButton({
  target,
  className,
  children,
}: {
  target: ReportTarget;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Flag className="size-3.5" aria-hidden="true" />
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            target={target}
            onClose={() => {
              setOpen(false);
              // after the dialog is gone: an open Radix dialog keeps focus inside itself
              setTimeout(() => button.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
