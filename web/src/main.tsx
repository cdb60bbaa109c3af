import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pages } from '#src/app/pages.ts';
import { pageAt } from '#src/app/routes.tsx';
import { Layout } from '#src/app/layout.tsx';
import { BrowserRouter } from '#src/lib/router.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { initTheme } from '#src/features/preferences/theme.ts';
import './styles.css';

initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The page shell put on screen by show-page-shell.ts is the server-style rendering of this very page (before its
 * data), so React hydrates it: it attaches to the elements already there instead of building
 * them again. The generic shell (a spinner) and a browse page opened with filters in its
 * address differ from the first render, so those are drawn afresh.
 */
function canHydrate(container: HTMLElement): boolean {
  const shell = container.dataset.shell;
  if (!shell || shell === 'default') return false;
  return !(shell === 'browse' && window.location.search);
}

function start(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Layout />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  if (canHydrate(container)) {
    hydrateRoot(container, app);
    return;
  }
  const root = createRoot(container);
  // As a transition, the first render works in short slices and the shell stays on screen
  // meanwhile, so the page never stops answering for long.
  startTransition(() => {
    root.render(app);
  });
}

// The page shell (src/page-shells) is on screen; fetch this page's code first so React's first
// drawing is the page itself, not a spinner over the shell.
void pages[pageAt(window.location.pathname).page]
  .load()
  .catch(() => undefined)
  .then(() => start(root));
