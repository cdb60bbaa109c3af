import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { errorBody } from '#src/lib/errors.ts';
import { pageAt } from '@inklore/contract/pages/pages.rules';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  localePath,
  preferredLocale,
  splitLocale,
  type Locale,
} from '@inklore/contract/pages/locales.rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compress, pickEncoding } from '#src/lib/compression.ts';
import { setLanguageCookie } from '#src/lib/languages.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached without a
 * check, text files as the build's Brotli or gzip copies when the browser accepts them.
 *
 * Every path that is not an API call or a file is a page. The shareable public pages (ADR
 * 027: home, browse, an ink, news, a story, a member, a collection, the info pages, the 404
 * page) are drawn here with React by the web app's own renderer (web/src/ssr/entry-server.tsx,
 * built into <webDist>/.ssr/), with their data asked from this server's API in-process and
 * without the visitor's cookies, so the HTML holds only what anybody may see; the status is
 * the page's own (404 for a missing ink or story). Other paths get index.html, with 200 when
 * the page table's paths (contract/src/pages/pages.rules.ts, ADR 044) know the path, else 404. Unknown
 * /api/* paths get a JSON 404.
 */

/** What the renderer answers for one page (web/src/ssr/entry-server.tsx's RenderedPage). */
type RenderedPage = {
  page: string;
  locale: Locale;
  status: number;
  html: string;
  head: string;
  state: string;
};
type ApiAnswer = { status: number; body: string; contentType: string };
type RenderPage = (
  url: string,
  origin: string,
  ask: (url: string) => Promise<ApiAnswer>,
) => Promise<RenderedPage | null>;

export type WebAppOptions = {
  /** The site's public address (PUBLIC_URL): canonical URLs, og:url and og:image. */
  publicUrl: string;
};

async function loadRenderer(webDist: string): Promise<RenderPage | null> {
  const entry = path.join(webDist, '.ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const mod: unknown = await import(pathToFileURL(entry).href);
  const render: unknown =
    typeof mod === 'object' && mod !== null ? Reflect.get(mod, 'renderPage') : undefined;
  if (typeof render !== 'function') throw new Error(`${entry} exports no renderPage function`);
  // every language's catalogue (ADR 078), written beside the renderer by the same build
  const setCatalogues: unknown =
    typeof mod === 'object' && mod !== null ? Reflect.get(mod, 'setCatalogues') : undefined;
  const catalogues = path.join(webDist, '.ssr', 'catalogues.json');
  if (typeof setCatalogues === 'function' && fs.existsSync(catalogues))
    (setCatalogues as (all: unknown) => void)(JSON.parse(fs.readFileSync(catalogues, 'utf8')));
  return render as RenderPage; // the build's own renderer, typed by the contract above
}

/** index.html split where a rendered page goes: its head tags, and #root's content. */
type Template = { before: string; afterHead: string; afterRoot: string };

const ROOT = '<div id="root"></div>';

const PAGE_SHELL_SCRIPT = '<script src="/page-shell.js"></script>';
const PAGE_START_SCRIPT = '<script src="/page-start.js"></script>';

/**
 * `pageStart`: the build has /page-start.js (web/src/page-shells/start-rendered-page.ts), the
 * small script that only starts the app, which a drawn page takes instead of /page-shell.js
 * (the shells and their path table are for pages the browser draws).
 */
function splitTemplate(index: string, pageStart: boolean): Template {
  const plain = index
    .replace(PAGE_SHELL_SCRIPT, pageStart ? PAGE_START_SCRIPT : PAGE_SHELL_SCRIPT)
    // the rendered page brings its own title and description
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    // the page shells are for pages drawn in the browser
    .replace(/<template id="shell-[^"]*"[^>]*>[\s\S]*?<\/template>\s*/g, '');
  const head = plain.indexOf('</head>');
  const root = plain.indexOf(ROOT);
  if (head < 0 || root < head) throw new Error('index.html has no </head> before an empty #root');
  return {
    before: plain.slice(0, head),
    afterHead: plain.slice(head, root),
    afterRoot: plain.slice(root + ROOT.length),
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function assemble(t: Template, page: RenderedPage, preload: string): string {
  return `${t.before.replace('<html lang="en">', `<html lang="${page.locale}">`)}  ${page.head}\n  ${t.afterHead}<div id="root" data-ssr="${escapeAttr(page.page)}" data-preload="${escapeAttr(preload)}">${page.html}</div>
    <script type="application/json" id="inklore-state">${page.state}</script>${t.afterRoot}`;
}

/**
 * Whether the request was made from a page of this site: the browser's Sec-Fetch-Site (which
 * follows a whole redirect chain), else the Referer's host against the request's.
 */
function fromThisSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const referer = req.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return false;
  }
}

/** A redirect the language choice asks for (ADR 079), with the cookie it sets. */
type LanguageRedirect = { send: (reply: FastifyReply) => FastifyReply };

/**
 * Which language a page request is answered in (ADR 079). A prefixed address (/ja/browse) is
 * always its language. `?hl=ja` on any page is the switcher's choice: kept a year in a cookie,
 * then the same page in that language without the parameter. An English address is sent on to
 * the visitor's language when the cookie, else the browser's Accept-Language, asks for another
 * (a crawler asks for none and reads English, with every language linked from the page's head
 * and the sitemap).
 */
function languageRedirect(req: FastifyRequest): LanguageRedirect | null {
  const at = new URL(req.url, 'http://localhost');
  const { locale, path: own } = splitLocale(at.pathname);
  // one slash in front: `//host` would be another site's address
  const path = `/${own.replace(/^[/\\]+/, '')}`;
  const asked = at.searchParams.get(LOCALE_PARAM);
  if (asked !== null) {
    at.searchParams.delete(LOCALE_PARAM);
    const to = isLocale(asked) ? asked : locale;
    const target = localePath(to, path) + at.search;
    return {
      send: (reply) => {
        if (isLocale(asked)) setLanguageCookie(reply, asked, req.protocol === 'https');
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      },
    };
  }
  // a path that shows no page (a missing file among them) is answered where it was asked
  if (locale !== 'en' || pageAt(path).page === 'notFound') return null;
  // The browser's languages choose only for a visitor arriving from elsewhere: one who came
  // from a page of this site (its links, the switcher's ?hl=en) keeps reading English, even
  // when the browser keeps no cookie.
  const accepted = fromThisSite(req) ? undefined : req.headers['accept-language'];
  const wanted = preferredLocale(req.cookies[LOCALE_COOKIE], accepted);
  if (wanted === 'en') return null;
  return {
    send: (reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .redirect(localePath(wanted, path) + at.search, 302),
  };
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  options: WebAppOptions,
): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  let render: RenderPage | null = null;
  let template: Template | null = null;
  let preloads: Record<string, string> = {};
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // robots.txt is the server's (features/seo); a build made before that holds a copy
      globIgnore: ['robots.txt'],
      // the renderer and the build's manifest are the server's, never served
      allowedPath: (pathname) => !/(?:^|\/)\.(?:ssr|vite)(?:\/|$)/.test(pathname),
      // the build writes .br and .gz copies beside each text file (web/build/compress.ts)
      preCompressed: true,
      setHeaders(reply, file) {
        void reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    render = await loadRenderer(webDist);
    if (render) {
      template = splitTemplate(
        fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
        fs.existsSync(path.join(webDist, 'page-start.js')),
      );
      const list = path.join(webDist, '.ssr', 'pages.json');
      preloads = JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, string>; // written by the same build
    }
  }
  const origin = options.publicUrl.replace(/\/+$/, '');

  /** The page drawn on the server, or null when the browser draws it (index.html). */
  async function rendered(req: FastifyRequest): Promise<RenderedPage | null> {
    if (!render) return null;
    const ask = async (url: string): Promise<ApiAnswer> => {
      // in-process, as an anonymous visitor; counted against the visitor's address by the flood guard
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
        remoteAddress: req.ip,
      });
      return {
        status: res.statusCode,
        body: res.body,
        contentType: res.headers['content-type'] ?? 'application/json',
      };
    };
    try {
      const page = await render(req.url, origin, ask);
      // A thing missing for an anonymous visitor may be there for a member (their private
      // collection, a deleted ink for staff): a signed-in visitor's browser asks for itself.
      if (page && page.status === 404 && page.page !== 'notFound' && req.cookies[SESSION_COOKIE])
        return null;
      return page;
    } catch (err) {
      req.log.error({ err }, 'server rendering failed; the browser will draw the page');
      return null;
    }
  }

  function sendPage(req: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    if (!template) throw new Error('no template');
    const html = assemble(template, page, preloads[page.page] ?? '');
    // the same page drawn again differs only in when its data was read: the tag leaves that out
    const content = html.replace(/"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '');
    const etag = `W/"${createHash('sha1').update(content).digest('base64url')}"`;
    void reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header(
        'vary',
        page.locale === 'en'
          ? 'Cookie, Accept-Encoding, Accept-Language'
          : 'Cookie, Accept-Encoding',
      )
      .header('etag', etag)
      .type('text/html; charset=utf-8');
    if (page.status === 200 && req.headers['if-none-match'] === etag) return reply.code(304).send();
    // a page is 15-60 KB of HTML: compressed at the fastest setting (about 0.2 ms), a tenth of that
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding || req.method === 'HEAD') return reply.send(html);
    return reply.header('content-encoding', encoding).send(compress(Buffer.from(html), encoding));
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      !hasWeb ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply
        .code(404)
        .send(errorBody(`Nothing here: ${req.method} ${url} is not a known address.`, 'not_found'));
    }
    const chosen = languageRedirect(req);
    if (chosen) return chosen.send(reply);
    const { locale, path } = splitLocale(url);
    const page = await rendered(req);
    if (page) return sendPage(req, reply, page);
    const known = pageAt(path).page !== 'notFound';
    if (locale === 'en') void reply.header('vary', 'Cookie, Accept-Language');
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile(locale === 'en' ? 'index.html' : `index.${locale}.html`);
  });
}
