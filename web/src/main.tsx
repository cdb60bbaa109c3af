import { hashKey, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageAt, recoveryRedirect } from '@inklore/contract/pages/pages.rules';
import { splitLocale } from '@inklore/contract/pages/locales.rules';
import { pages } from '#src/app/page-table.ts';
import { Layout } from '#src/app/layout.tsx';
import { deferFooter } from '#src/app/deferred-footer.tsx';
import { BrowserRouter, inLocale } from '#src/lib/router.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { hydratePageState, PAGE_STATE_ID } from '#src/lib/page-state.ts';
import { CURRENT_USER_KEY, type CurrentUser } from '#src/lib/current-user.ts';
import { initTheme } from '#src/features/preferences/theme.ts';
import { captureEarlyInput } from '#src/lib/early-input.ts';
import { watchForJapanese } from '#src/lib/cjk-fonts.ts';
import './styles.css';

/**
 * The page shell put on screen by show-page-shell.ts is the server-style rendering of this very page (before its
 * data), so React hydrates it: it attaches to the elements already there instead of building
 * them again. The generic shell (a spinner) and a browse page opened with filters in its
 * address differ from the first render, so those are drawn afresh.
 */
function canHydrate(container: HTMLElement): boolean {
  if (container.hasAttribute('data-ssr')) return true; // drawn by the server
  const shell = container.dataset.shell;
  if (!shell || shell === 'default') return false;
  return !(shell === 'browse' && window.location.search);
}

/**
 * A page the server drew carries the data it was drawn with: the cache starts with it, so the
 * first render matches the HTML and nothing is asked again. That data is what anybody may
 * see; once the visitor turns out to be signed in, it is asked again with their cookie (their
 * private collection, their own view of a profile).
 */
function loadPageState(queryClient: ReturnType<typeof createQueryClient>): void {
  const el = document.getElementById(PAGE_STATE_ID);
  if (!el?.textContent) return;
  let filled: Set<string>;
  try {
    filled = hydratePageState(queryClient, el.textContent);
  } catch {
    return; // unreadable: the page asks for its data itself
  }
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hashKey(CURRENT_USER_KEY)) return;
    if (event.query.state.status !== 'success') return;
    stop();
    if ((event.query.state.data as CurrentUser | null) === null) return; // the current-user query's own type
    void queryClient.invalidateQueries({ predicate: (q) => filled.has(q.queryHash) });
  });
}

/** When the offline app loads after the app starts (ADR 089). */
const OFFLINE_START_MS = 2000;

function start(container: HTMLElement): void {
  const queryClient = createQueryClient();
  loadPageState(queryClient);
  // the offline app (ADR 089): its worker, status bar and the member's copy, loaded once the
  // page has settled (a timer: requestIdleCallback and its fallback cost the first load more);
  // it registers the worker when the browser is next idle
  setTimeout(
    () =>
      void import('#src/features/offline/start-offline.ts').then((m) =>
        m.startOffline(queryClient),
      ),
    OFFLINE_START_MS,
  );
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Layout />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  // what the person typed, ticked and tapped before now is taken over once live (ADR 062)
  captureEarlyInput(container);
  if (canHydrate(container)) {
    deferFooter();
    // As a transition too: hydration then works in short slices instead of one long task (the
    // page is on screen already; a tap meanwhile hydrates its part first).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  // As a transition, the first render works in short slices and the shell stays on screen
  // meanwhile, so the page never stops answering for long.
  startTransition(() => {
    root.render(app);
  });
}

/**
 * Starts the app; src/entry.ts calls it. It is a function, not this module's top level, so
 * that this module and everything it imports go in the core chunk (web/build/chunk-groups.ts,
 * ADR 054) and the entry file is one call.
 */
export function startApp(): void {
  initTheme();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // Spec §2 Home: a password-recovery link goes to /reset-password. Taken before the first
  // render: the server drew the home page (it never sees the #fragment that makes the link one),
  // so the page is drawn afresh at its new address rather than hydrated as the home page.
  // the page's own path, without its language's prefix (ADR 079)
  const pageHere = () => pageAt(splitLocale(window.location.pathname).path).page;
  const recovery =
    pageHere() === 'home' ? recoveryRedirect(window.location.search, window.location.hash) : null;
  if (recovery) {
    const { locale } = splitLocale(window.location.pathname);
    window.history.replaceState(window.history.state, '', inLocale(locale, recovery));
    root.removeAttribute('data-ssr');
    delete root.dataset.shell;
  }

  // The page shell (src/page-shells) is on screen; fetch this page's code first so React's first
  // drawing is the page itself, not a spinner over the shell (the address as it is now: a
  // recovery link's is /reset-password's).
  void pages[pageHere()]
    .load(canHydrate(root))
    .catch(() => undefined)
    .then(() => start(root));
  // a Japanese face for a system without one, once the page shows Japanese (ADR 080); in the
  // core, as a chunk of its own cost the first load more than its code (ADR 082)
  watchForJapanese();
}
