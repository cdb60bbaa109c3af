import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '#src/app/shell.tsx';
import { BrowserRouter } from '#src/lib/router.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { initTheme } from '#src/lib/theme.ts';
import './styles.css';

initTheme();

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
