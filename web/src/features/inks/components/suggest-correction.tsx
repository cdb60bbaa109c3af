import type { Ink } from '@inklore/contract';
import { Trans } from '@lingui/react/macro';
import { PencilLine } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { clientLazy } from '#src/lib/client-lazy.ts';
import { Link } from '#src/lib/router.tsx';

const SuggestCorrectionDialog = clientLazy(() => import('./suggest-correction-dialog.tsx'));

/**
 * "Suggest a correction" beside the ink's History (ADR 053): a visitor is asked to sign in
 * first; for a member the dialog and its code load on the first press, and focus comes back
 * here when it closes.
 */
export function SuggestCorrection({ ink }: { ink: Ink }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const look = 'link inline-flex items-center gap-1 cursor-pointer';
  if (!user) {
    return (
      <Link to={`/login?next=${encodeURIComponent(`/ink/${ink.id}`)}`} className={look}>
        <PencilLine className="size-3.5" aria-hidden="true" />
        <Trans>Sign in to suggest a correction</Trans>
      </Link>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={look}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PencilLine className="size-3.5" aria-hidden="true" />
        <Trans>Suggest a correction</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SuggestCorrectionDialog
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
