import { SITE, siteDescription, siteTagline } from './site.ts';

/**
 * schema.org objects for search engines (spec §2 "Other shared screens"): the site's own and
 * breadcrumbs here; each feature describes its things beside them (an ink as a Product in
 * features/inks/product-ld.ts, a story as an Article in features/news/article-ld.ts, a member
 * as a Person in features/users/person-ld.ts).
 */
export type Thing = Record<string, unknown>;

export const CONTEXT = 'https://schema.org';

export function organizationLd(origin: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    slogan: siteTagline(),
  };
}

export function websiteLd(origin: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SITE.name,
    url: `${origin}/`,
    description: siteDescription(),
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/browse?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}
