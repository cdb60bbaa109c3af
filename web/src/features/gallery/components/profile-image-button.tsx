import type { Ink } from '@inklore/contract';
import { Trans } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { trustNotice } from '#src/components/trust-note.tsx';
import { clientLazy } from '#src/lib/client-lazy.ts';
import { toast } from '#src/lib/toast.ts';

const ProfileImageDialog = clientLazy(() => import('./profile-image-dialog.tsx'));

/**
 * 'Submit profile image' in the ink's header (spec §2, signed-in members). The dialog and its
 * code load on the first press; focus comes back here when it closes. A member who may not
 * propose images yet (unverified, limited: trust levels) is told why on pressing.
 */
export function ProfileImageButton({ ink }: { ink: Ink }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-haspopup="dialog"
        onClick={() => {
          const refused = trustNotice(user, 'proposeProfileImages');
          if (refused) toast({ ...refused, variant: 'error' });
          else setOpen(true);
        }}
      >
        <ImageUp className="size-4" aria-hidden="true" />
        <Trans>Submit profile image</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfileImageDialog
            ink={ink}
            onClose={() => {
              setOpen(false);
              // once the dialog is gone: while it is open it keeps focus inside itself
              setTimeout(() => button.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
