import { pathOf } from '@inklore/contract/pages/pages.rules';
import { toIso } from '#src/db/dialect.ts';
import { xmlEscape } from '#src/lib/xml.ts';
import type { SitemapKind, SitemapRow } from './seo.queries.ts';

/**
 * The documents for search engines: the sitemap (sitemaps.org 0.9), the sitemap index when
 * the site has more pages than one sitemap may hold, and robots.txt.
 */

/** A page of the sitemap: its address and, where known, when it last changed. */
export type SitemapUrl = { loc: string; lastmod?: string };

/** The address of a page of each kind, from the page table's paths (contract/src/pages/pages.rules.ts). */
export function sitemapUrl(origin: string, kind: SitemapKind, row: SitemapRow): SitemapUrl {
  const key = String(row.key);
  const path = pathOf(
    kind === 'ink'
      ? { page: 'ink', id: key }
      : kind === 'story'
        ? { page: 'story', id: key }
        : kind === 'member'
          ? { page: 'user', username: key }
          : kind === 'year'
            ? { page: 'userYear', username: key, year: String(row.year) }
            : { page: 'collection', id: key },
  );
  return { loc: `${origin}${path}`, lastmod: toIso(row.updated_at) };
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  parts.push('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
  for (const u of urls) {
    parts.push(
      u.lastmod
        ? `<url><loc>${xmlEscape(u.loc)}</loc><lastmod>${xmlEscape(u.lastmod)}</lastmod></url>\n`
        : `<url><loc>${xmlEscape(u.loc)}</loc></url>\n`,
    );
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The sitemap index: /sitemap-1.xml ... /sitemap-N.xml. */
export function sitemapIndexXml(origin: string, pages: number): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  parts.push('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
  for (let n = 1; n <= pages; n++) {
    parts.push(`<sitemap><loc>${xmlEscape(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>\n`);
  }
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

/**
 * Pages only a member or staff sees (spec §2), and the API: not for crawlers. The preview
 * images (/preview/) and /media/ stay allowed: link-preview crawlers obey robots.txt too.
 * /ink/{id}/edit and the /inks/ spelling of it use the `*` that the major crawlers read
 * (RFC 9309 section 2.2.3).
 */
export const DISALLOWED = [
  '/api/',
  '/admin', // and /admin/news
  '/manage-news',
  '/profile',
  '/year', // the member's own Year in Ink (a shared year is under /user/)
  '/submit',
  '/login',
  '/signup',
  '/verify-email',
  '/reset-password',
  '/oauth-callback',
  '/ink/*/edit',
  '/inks/*/edit',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
