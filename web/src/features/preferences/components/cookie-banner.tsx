import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '#src/lib/router.tsx';
import { Button } from '#src/components/ui/button.tsx';
import {
  ACCEPT_ALL,
  ESSENTIAL_ONLY,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '../consent.ts';

// The three switches load when the visitor asks to customize (most choose a button at once).
const CookieToggles = lazy(() => import('./cookie-toggles.tsx'));

/**
 * The cookie banner (spec §4): Accept All, Essential Only, or Customize then Save
 * Preferences. Essential is always on. Shown by CookieBannerHost (1 s after a first visit,
 * or from the footer's Cookie settings button); its code loads only then.
 */
export default function CookieBanner({
  customize = false,
  onDone,
}: {
  customize?: boolean;
  onDone: () => void;
}) {
  const [customizing, setCustomizing] = useState(customize);
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const current = readConsent();
    return current
      ? { analytics: current.analytics, preferences: current.preferences }
      : ESSENTIAL_ONLY;
  });
  const titleId = useId();

  const decide = (c: ConsentChoice) => {
    saveConsent(c);
    onDone();
  };

  return (
    <section
      role="region"
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
      data-testid="cookie-banner"
    >
      <div className="mx-auto max-w-3xl rounded-2xl border border-rule bg-surface p-5 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.35)]">
        <h2 id={titleId} className="text-lg">
          <Trans>Cookies on Inklore</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>Only what the site needs, unless you allow more.</Trans>
        </p>
        <Link to="/privacy" className="link mt-1 inline-block text-sm">
          <Trans>Privacy Policy</Trans>
        </Link>

        {customizing && (
          <Suspense fallback={null}>
            <CookieToggles choice={choice} onChange={setChoice} />
          </Suspense>
        )}

        <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
          {customizing ? (
            <Button size="sm" onClick={() => decide(choice)}>
              <Trans>Save Preferences</Trans>
            </Button>
          ) : (
            <Button size="sm" variant="quiet" onClick={() => setCustomizing(true)}>
              <Trans>Customize</Trans>
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => decide(ESSENTIAL_ONLY)}>
            <Trans>Essential Only</Trans>
          </Button>
          <Button size="sm" onClick={() => decide(ACCEPT_ALL)}>
            <Trans>Accept All</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
