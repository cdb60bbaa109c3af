import { pathOf } from '@inklore/contract/pages/pages.rules';
import { LOCALES, localePath } from '@inklore/contract/pages/locales.rules';
import { toIso } from '#src/db/dialect.ts';
import { xmlEscape } from '#src/lib/xml.ts';
import type { SitemapKind, SitemapRow } from './seo.queries.ts';

/**
 * The documents for search engines: the sitemap (sitemaps.org 0.9), the sitemap index when
 * the site has more pages than one sitemap may hold, and robots.txt.
 */

/** A page of the sitemap: its path (English's), and, where known, when it last changed. */
export type SitemapUrl = { path: string; lastmod?: string };

/** The address of a page of each kind, from the page table's paths (contract/src/pages/pages.rules.ts). */
export function sitemapUrl(kind: SitemapKind, row: SitemapRow): SitemapUrl {
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
  return { path, lastmod: toIso(row.updated_at) };
}

/**
 * The sitemap: each page at its address in every language, each listing all of them (itself
 * included) as alternates: Google's form for hreflang in sitemaps (ADR 079), x-default being
 * English.
 */
export function sitemapXml(origin: string, urls: SitemapUrl[]): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  parts.push(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  );
  const link = (lang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`;
  for (const u of urls) {
    const lastmod = u.lastmod ? `<lastmod>${xmlEscape(u.lastmod)}</lastmod>` : '';
    const alternates =
      LOCALES.map((l) => link(l, origin + localePath(l, u.path))).join('') +
      link('x-default', origin + u.path);
    for (const l of LOCALES) {
      parts.push(
        `<url><loc>${xmlEscape(origin + localePath(l, u.path))}</loc>${lastmod}${alternates}</url>\n`,
      );
    }
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
  // the same pages in each language (ADR 079: /ja/profile is the profile in Japanese)
  const paths = LOCALES.flatMap((l) =>
    DISALLOWED.filter((p) => l === 'en' || p !== '/api/').map((p) => localePath(l, p)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...paths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
