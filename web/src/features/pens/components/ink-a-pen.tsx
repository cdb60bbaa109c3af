import { Trans, useLingui } from '@lingui/react/macro';
import { Droplet } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import type { InkChoice } from '../api/pens.ts';

const InkPenDialog = lazy(() => import('./ink-pen-dialog.tsx'));

/**
 * "Ink a pen with this" (the ink page, an owned ink in the ink-ventory): the dialog and its
 * code load on the first press, and focus comes back here when it closes. The page that shows
 * the ink says whether the member owns it (ADR 043: what another feature knows comes in props).
 */
export default function InkAPen({
  ink,
  compact = false,
}: {
  ink: InkChoice;
  /** In a list of inks: "Ink a pen", the ink named for screen readers. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = ink.name;
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClass(compact ? 'ghost' : 'secondary', 'sm')}
        aria-haspopup="dialog"
        aria-label={compact ? t`Ink a pen with ${name}` : undefined}
        onClick={() => setOpen(true)}
      >
        <Droplet className="size-4" aria-hidden="true" />
        {compact ? <Trans>Ink a pen</Trans> : <Trans>Ink a pen with this</Trans>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <InkPenDialog
            ink={ink}
            onClose={() => {
              setOpen(false);
              setTimeout(() => button.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
