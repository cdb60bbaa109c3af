import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '#src/lib/router.tsx';
import { CookieBannerHost } from '#src/features/preferences/components/cookie-banner-host.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { PrefetchContext } from '#src/lib/prefetch-context.ts';
import { PageErrorBoundary } from './error-boundary.tsx';
import { DeferredFooter } from './deferred-footer.tsx';
import { Header } from './header.tsx';
import { CurrentPage } from './current-page.tsx';
import { ToastHost } from './toast-host.tsx';

/** Moves focus to the page after a navigation, so screen readers start at the new content. */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * The frame of every page: skip link, header, the current page, footer, cookie banner and
 * toasts. `children` replaces the routed page (the generic page shell draws a spinner there).
 */
export function Layout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const qc = useQueryClient();
  // what a hover prefetches (each page's first query) loads with the first hover, not with the page
  const prefetch = useCallback(
    (href: string) =>
      void import('./prefetch.ts').then(
        (m) => m.prefetchPage(href, qc),
        () => undefined,
      ),
    [qc],
  );
  useFocusOnNavigate();
  useEffect(() => {
    // the app has taken over from the static page shell (tests wait for this)
    document.documentElement.dataset.app = 'ready';
  }, []);

  return (
    <PrefetchContext value={prefetch}>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="grain" aria-hidden="true" />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="relative z-[1] min-h-[calc(100svh-4rem)] outline-none"
      >
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>{children ?? <CurrentPage />}</Suspense>
        </PageErrorBoundary>
      </main>
      <DeferredFooter />
      <CookieBannerHost />
      <ToastHost />
    </PrefetchContext>
  );
}
