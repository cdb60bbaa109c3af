import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { buttonClass } from '#src/components/ui/button.tsx';
import { siteOrigin } from '#src/lib/site.ts';
import { canShareNatively, copyLink, shareDescription } from '../share.ts';
import { clientLazy } from '#src/lib/client-lazy.ts';

const loadMenu = () => import('./share-menu.tsx');
const ShareMenu = clientLazy(loadMenu);

function PlainShareButton({ onClick, onIntent }: { onClick?: () => void; onIntent?: () => void }) {
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-haspopup={onIntent ? 'menu' : undefined}
    >
      <Share2 className="size-4" aria-hidden="true" />
      <Trans>Share</Trans>
    </button>
  );
}

/** Spec §2 Share button: native share where offered, else a menu of four ways. */
export function ShareButton({ ink }: { ink: Ink }) {
  const [menu, setMenu] = useState(false);
  const { t } = useLingui();
  const { name, brand } = ink;
  const url = `${siteOrigin()}/ink/${ink.id}`;
  const title = t`${name} by ${brand}`;
  const description = shareDescription(ink);
  const data: ShareData = { title, text: description, url };

  if (canShareNatively(data)) {
    return (
      <PlainShareButton
        onClick={() => {
          navigator.share(data).catch((err: unknown) => {
            if (err instanceof DOMException && err.name === 'AbortError') return; // the sheet was closed
            void copyLink(url);
          });
        }}
      />
    );
  }

  if (!menu) {
    return <PlainShareButton onClick={() => setMenu(true)} onIntent={() => void loadMenu()} />;
  }
  return (
    <Suspense fallback={<PlainShareButton />}>
      <ShareMenu url={url} title={title} description={description} />
    </Suspense>
  );
}
