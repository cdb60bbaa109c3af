import { Suspense, useEffect, useState } from 'react';
import { CONSENT_BANNER_DELAY_MS, OPEN_CONSENT_EVENT, readConsent } from '../consent.ts';
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
    return () => {
      clearTimeout(timer);
      window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
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
