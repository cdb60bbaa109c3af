import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LOCALES } from '@inklore/contract/pages/locales.rules';
import type { Db } from '#src/db/database.ts';
import { toIso } from '#src/db/dialect.ts';
import { MIN_COMPRESSED_BYTES, pickEncoding, type Encoding } from '#src/lib/compression.ts';
import { notFound } from '#src/lib/errors.ts';
import { preview, type Preview } from '#src/lib/card-render.ts';
import { inkCardSvg, newsCardSvg, CARD_DESIGN_VERSION } from './seo.card.ts';
import {
  robotsTxt,
  sitemapIndexXml,
  sitemapUrl,
  sitemapXml,
  type SitemapUrl,
} from './seo.present.ts';
import {
  countSitemapRows,
  liveInkForCard,
  publishedStoryForCard,
  sitemapRows,
  type SitemapKind,
} from './seo.queries.ts';

const SITE_NAME = 'Inklore';

/** The site's address without a trailing slash, and its host name for the cards. */
export type Site = { origin: string; host: string };

export function siteOf(publicUrl: string): Site {
  const origin = publicUrl.replace(/\/+$/, '');
  return { origin, host: new URL(origin).host };
}

// ---------------------------------------------------------------------------------------
// Link-preview images (drawn by lib/card-drawing.ts and lib/card-render.ts)

/** The preview card of a live ink; 404 for a missing or deleted one. */
export async function inkPreview(
  db: Db,
  site: Site,
  id: number,
  ifNoneMatch?: string,
): Promise<Preview> {
  const ink = await liveInkForCard(db, id);
  if (!ink) throw notFound('No ink has this id.');
  const card = {
    name: ink.name,
    brand: ink.brand,
    line: ink.line,
    colorHex: ink.color_hex,
    site: SITE_NAME,
    host: site.host,
  };
  return preview(
    [CARD_DESIGN_VERSION, 'ink', ink.id, card, toIso(ink.updated_at)],
    () => inkCardSvg(card),
    ifNoneMatch,
  );
}

const STORY_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The preview card of a published story; 404 for a missing one or a draft. */
export async function storyPreview(
  db: Db,
  site: Site,
  id: number,
  ifNoneMatch?: string,
): Promise<Preview> {
  const story = await publishedStoryForCard(db, id);
  if (!story) throw notFound('No story has this id.');
  const card = {
    title: story.title,
    date: STORY_DATE.format(new Date(toIso(story.created_at))),
    site: SITE_NAME,
    host: site.host,
  };
  return preview(
    [CARD_DESIGN_VERSION, 'story', story.id, card, toIso(story.updated_at)],
    () => newsCardSvg(card),
    ifNoneMatch,
  );
}

// ---------------------------------------------------------------------------------------
// Sitemap and robots.txt

/** The sitemaps.org limit of addresses in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

/** The public pages that are not a record (spec §2); /compare is a view of a query, left out. */
export const STATIC_PAGES = [
  '/',
  '/browse',
  '/news',
  '/badge-showcase',
  '/faq',
  '/terms',
  '/privacy',
  '/contact',
  '/open-data',
];

/** Every kind of page, in the order the sitemap lists them. */
const KINDS: SitemapKind[] = ['ink', 'story', 'member', 'collection', 'year'];

/**
 * /sitemap.xml (page null) and /sitemap-N.xml: one sitemap while the site's pages in every
 * language make at most `perFile` addresses, else an index of sitemaps of at most `perFile`
 * addresses each. A page of the split
 * reads only its slice of each kind (offset and limit over a stable order), so no request
 * holds more than `perFile` rows. Returns null for a sitemap that does not exist.
 */
export async function sitemapDocument(
  db: Db,
  site: Site,
  page: number | null,
  perFile = URLS_PER_SITEMAP,
): Promise<string | null> {
  const counts = await Promise.all(KINDS.map((kind) => countSitemapRows(db, kind)));
  const total = STATIC_PAGES.length + counts.reduce((a, b) => a + b, 0);
  // each page is listed once in every language (ADR 079)
  const pagesPerFile = Math.max(1, Math.floor(perFile / LOCALES.length));
  const files = Math.max(1, Math.ceil(total / pagesPerFile));
  if (page === null && files > 1) return sitemapIndexXml(site.origin, files);
  if (page !== null && (files === 1 || page > files)) return null;
  const start = page === null ? 0 : (page - 1) * pagesPerFile;
  const end = Math.min(total, start + pagesPerFile);

  const urls: SitemapUrl[] = [];
  let at = 0; // where the current kind begins in the whole list
  for (const [i, path] of STATIC_PAGES.entries()) {
    if (i >= start && i < end) urls.push({ path });
  }
  at += STATIC_PAGES.length;
  for (const [k, kind] of KINDS.entries()) {
    const count = counts[k] ?? 0;
    const from = Math.max(start, at);
    const to = Math.min(end, at + count);
    if (from < to) {
      for (const row of await sitemapRows(db, kind, from - at, to - from)) {
        urls.push(sitemapUrl(kind, row));
      }
    }
    at += count;
  }
  return sitemapXml(site.origin, urls);
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * A sitemap as the client accepts it: gzip or Brotli at their fastest settings, as the API's
 * JSON (lib/compression.ts), but off the event loop: a part of 50,000 addresses is ~4.8 MB
 * of XML, ~150 KB gzipped, ~20 ms of work.
 */
export async function encodedDocument(
  text: string,
  acceptEncoding: string | string[] | undefined,
): Promise<{ body: string | Buffer; encoding: Encoding | null }> {
  const encoding = text.length >= MIN_COMPRESSED_BYTES ? pickEncoding(acceptEncoding) : null;
  if (!encoding) return { body: text, encoding: null };
  const bytes = Buffer.from(text);
  const body =
    encoding === 'gzip'
      ? await gzip(bytes, { level: 1 })
      : await brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
  return { body, encoding };
}

export function robotsDocument(site: Site): string {
  return robotsTxt(site.origin);
}
