import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { pageAt, type PageName } from '@inklore/contract/pages/pages.rules';
import { Layout } from '#src/app/layout.tsx';
import { loadFooter } from '#src/app/deferred-footer.tsx';
import { pages } from '#src/app/page-table.ts';
import { ApiError, setTransport } from '#src/lib/api-client.ts';
import { canonicalPath } from '#src/lib/canonical-path.ts';
import { HeadSink, HeadSinkContext } from '#src/lib/head.ts';
import { encodePageState } from '#src/lib/page-state.ts';
import { DEFAULT_CACHE_MS } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import { i18n, type Catalogue } from '#src/lib/i18n.ts';
import {
  LOCALES,
  localePath,
  splitLocale,
  type Locale,
} from '@inklore/contract/pages/locales.rules';

/** Open Graph's names of the languages. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ja: 'ja_JP', de: 'de_DE' };
import { SITE, siteDescription, siteTagline } from '#src/lib/site.ts';
import { organizationLd, websiteLd } from '#src/lib/structured-data.ts';

/**
 * The server's rendering of the shareable pages (ADR 027): the same components the browser
 * runs, drawn to HTML with their data, so the first bytes carry the page (its name, its swatch),
 * its head (title, description, canonical address, Open Graph and Twitter tags, JSON-LD) and
 * the data (src/lib/page-state.ts) the app then hydrates with instead of asking again.
 *
 * The data comes from the server's own API, asked in-process and without the visitor's cookies
 * (server/src/plugins/web-app.ts), so a rendered page holds only what anybody may see. The
 * page is drawn, the queries it started are answered, and it is drawn again, until it asks
 * nothing new. Queries for a member's own things (/api/auth/...) are never asked here: they
 * stay pending, as they are in the browser's first render, so hydration matches.
 */

/** The pages drawn on the server: the public, shareable ones. Members' pages stay client-rendered. */
export const SERVER_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'home',
  'browse',
  'ink',
  'inkHistory',
  'news',
  'story',
  'user',
  'userYear',
  'collection',
  'faq',
  'terms',
  'privacy',
  'contact',
  'openData',
  'badgeShowcase',
  'notFound',
]);

/** The server's answer to one API GET. */
export type ApiAnswer = { status: number; body: string; contentType: string };
export type AskApi = (url: string) => Promise<ApiAnswer>;

export type RenderedPage = {
  page: PageName;
  /** The page's language: the server writes it on <html lang>. */
  locale: Locale;
  /** 404 when the page, or the thing it shows, does not exist (usePageStatus). */
  status: number;
  /** The markup that goes inside #root. */
  html: string;
  /** The tags that go in <head>. */
  head: string;
  /** The <script type="application/json"> content: the page's data. */
  state: string;
};

/** Addresses a server rendering never asks: a member's own things, staff's, and writes. */
const PERSONAL = /^\/api\/(?:auth|admin|csrf)(?:\/|$|\?)/;

class NotOnServer extends Error {}

const requestApi = new AsyncLocalStorage<AskApi>();

setTransport(async (url, init) => {
  const ask = requestApi.getStore();
  if (!ask || (init.method ?? 'GET') !== 'GET' || PERSONAL.test(url)) throw new NotOnServer(url);
  const answer = await ask(url);
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType },
  });
});

function enabled(query: Query): boolean {
  const option: unknown = Reflect.get(query.options, 'enabled');
  if (typeof option === 'function') return (option as (q: Query) => boolean)(query); // TanStack's own option type
  return option !== false;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's head: `canonical` is the page's own address (no language prefix), written in
 * `locale`, with the same page in every language as an alternate (hreflang; x-default is
 * English, which is also what a browser asking for none of the three gets).
 */
function headTags(sink: HeadSink, origin: string, locale: Locale, path: string): string {
  const canonical = origin + localePath(locale, path);
  const head = sink.head ?? {
    title: `${SITE.name}: ${siteTagline()}`,
    description: siteDescription(),
    image: null,
  };
  const image = head.image ? sink.origin + head.image : null;
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    `<link rel="canonical" href="${escapeAttr(canonical)}" />`,
    ...LOCALES.map(
      (l) =>
        `<link rel="alternate" hreflang="${l}" href="${escapeAttr(origin + localePath(l, path))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(origin + path)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(canonical)}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeAttr(image)}" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttr(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(head.description)}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeAttr(image)}" />`] : []),
  ];
  // the site's own (every page drawn here), then the page's: the browser never changes the
  // site's, so its code stays out of the app's first load
  const blocks: [string, object][] = [
    ['organization', organizationLd(sink.origin)],
    ['website', websiteLd(sink.origin)],
    ...sink.jsonLd,
  ];
  for (const [id, data] of blocks) {
    // a data block: never executed; `<` escaped so no text can close the element
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json" data-ld="${escapeAttr(id)}">${json}</script>`);
  }
  return tags.join('\n    ');
}

let catalogues: Partial<Record<Locale, Catalogue>> = {};

/**
 * The languages' whole catalogues (ADR 078), which the server reads from the build
 * (<webDist>/.ssr/catalogues.json, web/build/messages.ts) and gives here before the first page.
 */
export function setCatalogues(all: Partial<Record<Locale, Catalogue>>): void {
  catalogues = all;
}

/** How often a page may ask for more data before it is drawn as it is. */
const MAX_ROUNDS = 4;

/**
 * Draws the page at `url` (path and query), or null when it is not one the server draws.
 * `origin` is the site's public address (PUBLIC_URL).
 */
export async function renderPage(
  url: string,
  origin: string,
  ask: AskApi,
): Promise<RenderedPage | null> {
  const at = new URL(url, 'http://localhost');
  // the language is the address's (ADR 079): /ja/browse is browse in Japanese
  const { locale, path } = splitLocale(at.pathname);
  const match = pageAt(path);
  if (!SERVER_PAGES.has(match.page)) return null;
  await Promise.all([pages[match.page].load(), loadFooter()]);
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: DEFAULT_CACHE_MS, gcTime: Infinity },
    },
  });
  const asked = new Set<string>();
  const sink = new HeadSink(origin);
  const draw = () => {
    sink.reset();
    // each drawing is synchronous, so the language set here is this page's throughout
    i18n.activate(locale, catalogues[locale] ?? {});
    return renderToString(
      <HeadSinkContext value={sink}>
        <QueryClientProvider client={client}>
          <BrowserRouter location={`${path}${at.search}`} locale={locale}>
            <Layout />
          </BrowserRouter>
        </QueryClientProvider>
      </HeadSinkContext>,
    );
  };
  let html = draw();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash) && enabled(q));
    if (!wanted.length) break;
    for (const q of wanted) asked.add(q.queryHash);
    await requestApi.run(ask, () =>
      Promise.all(wanted.map((q) => q.fetch().catch(() => undefined))),
    );
    // an address not asked here (a member's own things) stays as the browser first draws it
    for (const q of wanted) {
      if (q.state.error instanceof NotOnServer) q.reset();
    }
    html = draw();
  }
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.error instanceof ApiError,
  });
  const canonical = canonicalPath(path, at.search);
  return {
    page: match.page,
    locale,
    status: sink.status,
    html,
    head: headTags(sink, origin, locale, canonical),
    state: encodePageState(state),
  };
}
