import type { NewsArticle } from '@inklore/contract';
import { usableImage } from '@inklore/contract/shared/images.rules';
import { SITE } from '#src/lib/site.ts';
import { CONTEXT, type Thing } from '#src/lib/structured-data.ts';

/** A news story for search engines. */
export function articleLd(origin: string, story: NewsArticle): Thing {
  const url = `${origin}/news/${story.id}`;
  const cover = usableImage(story.coverImageUrl);
  const article: Thing = {
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': url,
    headline: story.title,
    description: story.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: story.createdAt,
    dateModified: story.updatedAt,
    author: story.author
      ? {
          '@type': 'Person',
          name: story.author.displayName ?? story.author.username,
          url: `${origin}/user/${encodeURIComponent(story.author.username)}`,
        }
      : { '@type': 'Organization', name: SITE.name, url: `${origin}/` },
    publisher: { '@id': `${origin}/#organization` },
  };
  if (cover) article.image = [new URL(cover, origin).toString()];
  return article;
}
