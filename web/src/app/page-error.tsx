import { Trans } from '@lingui/react/macro';
import { localePath, splitLocale } from '@inklore/contract/pages/locales.rules';
import { buttonClass } from '#src/components/ui/button.tsx';

/**
 * The page-level fallback (spec §2): 'Page Error', Reload Page and Go Home. Loaded when a page
 * first fails (error-boundary.tsx), not with every page: the service worker keeps it for
 * offline use like all the app's code (ADR 089).
 */
export default function PageErrorFallback() {
  const { locale } = splitLocale(typeof window === 'undefined' ? '/' : window.location.pathname);
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <p className="font-mono text-sm tracking-widest text-oxblood uppercase">
        <Trans>Blot</Trans>
      </p>
      <h1 className="mt-2 text-3xl">
        <Trans>Page Error</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans>This page encountered an error and cannot be displayed.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          <Trans>Reload Page</Trans>
        </button>
        <a href={localePath(locale, '/')} className={buttonClass('secondary')}>
          <Trans>Go Home</Trans>
        </a>
      </div>
    </div>
  );
}
