import { Suspense, useEffect, useState } from 'react';
import {
  CONSENT_BANNER_DELAY_MS,
  OPEN_CONSENT_EVENT,
  OPEN_CONSENT_SELECTOR,
  readConsent,
} from '../consent.ts';
import { clientLazy } from '#src/lib/client-lazy.ts';

const CookieBanner = clientLazy(() => import('./cookie-banner.tsx'));

type State = { open: boolean; customize: boolean; round: number };

/**
 * Decides when the cookie banner shows: 1 second after a visit with no stored choice (spec
 * §4, §9), and whenever someone asks for the cookie settings again.
 */
export function CookieBannerHost() {
  const [state, setState] = useState<State>({ open: false, customize: false, round: 0 });

  useEffect(() => {
    const timer = readConsent()
      ? undefined
      : setTimeout(() => {
          if (!readConsent())
            setState((s) => ({ open: true, customize: false, round: s.round + 1 }));
        }, CONSENT_BANNER_DELAY_MS);
    const reopen = () => setState((s) => ({ open: true, customize: true, round: s.round + 1 }));
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    // the footer's Cookie settings button, answered here for the whole page so that it works
    // while the footer's own code has not loaded (app/deferred-footer.tsx); in the capture
    // phase, as React stops a click on a part it has not hydrated yet at the root
    const clicked = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest(OPEN_CONSENT_SELECTOR)) reopen();
    };
    document.addEventListener('click', clicked, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
      document.removeEventListener('click', clicked, true);
    };
  }, []);

  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner
        key={state.round}
        customize={state.customize}
        onDone={() => setState((s) => ({ ...s, open: false }))}
      />
    </Suspense>
  );
}
