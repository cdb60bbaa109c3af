import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { pageAt, type PageName } from '@inklore/contract/pages/pages.rules';
import { Layout } from '#src/app/layout.tsx';
import { loadFooter } from '#src/app/deferred-footer.tsx';
import { pages } from '#src/app/page-table.ts';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { BrowserRouter } from '#src/lib/router.tsx';
import { i18n, type Catalogue, type Locale } from '#src/lib/i18n.ts';
import { SITE, siteDescription, siteTagline } from '#src/lib/site.ts';
import { t } from '@lingui/core/macro';

/**
 * Page shells, drawn at build time from the real components: what each page looks like before
 * its data arrives (header, headings, skeletons, footer). index.html carries them as
 * <template>s and /page-shell.js (show-page-shell.ts) puts the right one on screen before the
 * JavaScript has loaded,
 * so the first paint does not wait for React. React then hydrates it (attaches to the same
 * elements) where the first render is known to match, and draws over it elsewhere.
 */
export const SHELLS = {
  home: '/',
  browse: '/browse',
  news: '/news',
  ink: '/ink/1',
  story: '/news/1',
  default: null,
} as const satisfies Partial<Record<PageName, string>> & { default: null };

/** A page's name (the page table's), or 'default' for every other page. */
export type ShellKey = keyof typeof SHELLS;

async function render(path: string | null, locale: Locale): Promise<string> {
  // the page's code first, so it draws at once instead of suspending
  if (path !== null) await pages[pageAt(path).page].load();
  await loadFooter();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <BrowserRouter location={path ?? '/'} locale={locale}>
        {path === null ? <Layout>{<PageSpinner />}</Layout> : <Layout />}
      </BrowserRouter>
    </QueryClientProvider>
  );
  return renderToString(tree);
}

/** Each page's shell, whole (header, main, footer), keyed like SHELLS, in `locale`. */
export async function renderShells(
  locale: Locale,
  catalogue: Catalogue,
): Promise<Record<ShellKey, string>> {
  i18n.activate(locale, catalogue);
  const out: Partial<Record<ShellKey, string>> = {};
  for (const [key, path] of Object.entries(SHELLS) as [ShellKey, string | null][]) {
    out[key] = await render(path, locale);
  }
  return out as Record<ShellKey, string>; // every key was filled just above
}

/** index.html's own words in `locale`: its title, description and the note without script. */
export function indexWords(
  locale: Locale,
  catalogue: Catalogue,
): { title: string; description: string; noscript: string } {
  i18n.activate(locale, catalogue);
  return {
    title: `${SITE.name}: ${siteTagline()}`,
    description: siteDescription(),
    noscript: t`Inklore needs JavaScript to show its catalogue of inks. Please turn it on and reload the page.`,
  };
}
