import { describe, expect, it } from 'vitest';
import { breadcrumbLd, websiteLd } from './structured-data.ts';

describe('structured data', () => {
  it('gives the WebSite a search action on /browse?search=', () => {
    const w = websiteLd('https://inklore.test');
    expect(w.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://inklore.test/browse?search={search_term_string}' },
    });
  });

  it('numbers breadcrumb items from 1 with absolute addresses', () => {
    expect(
      breadcrumbLd('https://x.test', [
        { name: 'Home', path: '/' },
        { name: 'Browse Inks', path: '/browse' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
        { '@type': 'ListItem', position: 2, name: 'Browse Inks', item: 'https://x.test/browse' },
      ],
    });
  });
});
