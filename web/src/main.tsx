import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pages } from '#src/app/pages.ts';
import { matchPath } from '#src/app/route-table.ts';
import { AppShell } from '#src/app/shell.tsx';
import { BrowserRouter } from '#src/lib/router.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { initTheme } from '#src/lib/theme.ts';
import './styles.css';

initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function start(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const root = createRoot(container);
  // As a transition, the first render works in short slices and the shell stays on screen
  // meanwhile, so the page never stops answering for long.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppShell />
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

// The page shell (see shell.js) is on screen; fetch this page's code first so React's first
// drawing is the page itself, not a spinner over the shell.
void pages[matchPath(window.location.pathname).page]
  .load()
  .catch(() => undefined)
  .then(() => start(root));
