import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { pages } from '#src/app/pages.ts';
import { matchPath } from '#src/app/route-table.ts';
import { AppShell } from '#src/app/shell.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { BrowserRouter } from '#src/lib/router.tsx';

/**
 * Page shells, drawn at build time from the real components: what each page looks like before
 * its data arrives (header, headings, skeletons, footer). index.html carries them as
 * <template>s and /shell.js puts the right one on screen before the JavaScript has loaded,
 * so the first paint does not wait for React. React then draws the same thing over it.
 */
export const SHELLS = {
  home: '/',
  browse: '/browse',
  news: '/news',
  ink: '/ink/1',
  story: '/news/1',
  default: null,
} as const;

export type ShellKey = keyof typeof SHELLS;

async function render(path: string | null): Promise<string> {
  // the page's code first, so it draws at once instead of suspending
  if (path !== null) await pages[matchPath(path).page].load();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <BrowserRouter location={path ?? '/'}>
        {path === null ? <AppShell>{<PageSpinner />}</AppShell> : <AppShell />}
      </BrowserRouter>
    </QueryClientProvider>
  );
  return renderToStaticMarkup(tree);
}

export type Shells = {
  /** Everything before <main> (skip link, header), the same on every page. */
  top: string;
  /** Everything after </main> (footer). */
  bottom: string;
  /** Each page's <main> element, drawn as it looks before its data arrives. */
  mains: Record<ShellKey, string>;
};

function split(html: string): { top: string; main: string; bottom: string } {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < 0) throw new Error('the page shell has no <main>');
  return {
    top: html.slice(0, start),
    main: html.slice(start, end + 7),
    bottom: html.slice(end + 7),
  };
}

export async function renderShells(): Promise<Shells> {
  const frame = split(await render(null));
  const mains: Partial<Record<ShellKey, string>> = {};
  for (const [key, path] of Object.entries(SHELLS) as [ShellKey, string | null][]) {
    mains[key] = path === null ? frame.main : split(await render(path)).main;
  }
  // every key was filled just above
  return { top: frame.top, bottom: frame.bottom, mains: mains as Record<ShellKey, string> };
}
