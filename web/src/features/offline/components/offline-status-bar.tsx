import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, RefreshCw } from 'lucide-react';
import { splitLocale } from '@inklore/contract/pages/locales.rules';
import { buttonClass } from '#src/components/ui/button.tsx';
import { inLocale } from '#src/lib/router.tsx';
import { useOfflineStatus } from '../status.ts';

/** The address of "Do I own this?" in the page's language. */
export function ownCheckHref(): string {
  return inLocale(splitLocale(window.location.pathname).locale, '/do-i-own-this');
}

/**
 * Honest states (ADR 089), drawn in a root of its own below the page: offline, what still
 * works; changes sent when the network came back; a new version of the app, offered and
 * never forced. Nothing when there is nothing to say.
 */
export function OfflineStatusBar() {
  const { online, update, justSent } = useOfflineStatus();
  const { t } = useLingui();
  const quiet = online && !update && justSent === 0;
  // the live region is always there, so what appears in it is read out
  return (
    <div role="status">
      {quiet ? null : (
        <aside
          aria-label={t`Connection`}
          className="fixed inset-x-3 bottom-3 z-[55] mx-auto max-w-xl rounded-2xl border border-rule bg-surface p-3 text-sm shadow-lg sm:inset-x-6"
        >
          <div className="flex flex-col gap-2">
            {!online && (
              <p className="flex items-start gap-2">
                <CloudOff className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <Trans>
                    You are offline. Pages you have opened on this device and your saved inks still
                    work; anything else waits for the network.
                  </Trans>{' '}
                  <a href={ownCheckHref()} className="font-medium text-primary underline">
                    <Trans>Do I own this?</Trans>
                  </a>
                </span>
              </p>
            )}
            {online && justSent > 0 && (
              <p>
                {justSent === 1 ? (
                  <Trans>Back online: 1 change made offline was sent.</Trans>
                ) : (
                  <Trans>Back online: {justSent} changes made offline were sent.</Trans>
                )}
              </p>
            )}
            {update && (
              <p className="flex flex-wrap items-center gap-2">
                <Trans>A new version of Inklore is ready.</Trans>
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={update}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  <Trans>Reload now</Trans>
                </button>
              </p>
            )}
          </div>
        </aside>
      )}
    </div>
  );
}
