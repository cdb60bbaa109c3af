import type { NewsArticle } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { articleLd } from './article-ld.ts';

describe('structured data of a news story', () => {
  it('describes a news story as an Article', () => {
    const story: NewsArticle = {
      id: 5,
      title: 'Welcome',
      excerpt: 'Hello',
      body: 'Text',
      bodyHtml: '<p>Text</p>\n',
      coverImageUrl: null,
      featured: true,
      published: true,
      author: null,
      brand: null,
      createdAt: '2026-11-21T00:00:00.000Z',
      updatedAt: '2026-11-21T00:00:00.000Z',
    };
    expect(articleLd('https://x.test', story)).toMatchObject({
      '@type': 'Article',
      headline: 'Welcome',
      datePublished: story.createdAt,
      url: 'https://x.test/news/5',
    });
  });
});
