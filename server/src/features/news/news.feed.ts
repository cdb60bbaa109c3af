import { NEWS_FEED_PATH, usableImage, type NewsArticle } from '@inklore/contract';
import { xmlEscape } from '#src/lib/xml.ts';

/**
 * The Atom feed (RFC 4287) of published stories at /news/feed.xml. Each entry carries the
 * excerpt as its summary and the story as HTML, rendered by the same renderer as the story
 * API (lib/markdown.ts), with this site's links and images made absolute.
 */

export type FeedStory = Pick<
  NewsArticle,
  'id' | 'title' | 'excerpt' | 'author' | 'createdAt' | 'updatedAt' | 'coverImageUrl'
> & { html: string };

export function atomFeed(
  origin: string,
  site: { name: string; title: string; subtitle: string },
  stories: FeedStory[],
): string {
  const e = xmlEscape;
  const newsUrl = `${origin}/news`;
  const updated =
    stories.map((s) => s.updatedAt).reduce((a, b) => (b > a ? b : a), '') ||
    new Date(0).toISOString();
  const entries = stories.map((s) => {
    const url = `${newsUrl}/${s.id}`;
    const cover = usableImage(s.coverImageUrl);
    const coverHtml = cover
      ? `<p><img src="${e(cover.startsWith('/') ? `${origin}${cover}` : cover)}" alt="" /></p>\n`
      : '';
    const author = s.author
      ? `<author><name>${e(s.author.displayName ?? s.author.username)}</name><uri>${e(
          `${origin}/user/${encodeURIComponent(s.author.username)}`,
        )}</uri></author>`
      : `<author><name>${e(site.name)}</name></author>`;
    return [
      '  <entry>',
      `    <id>${e(url)}</id>`,
      `    <title type="text">${e(s.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(url)}"/>`,
      `    <published>${e(s.createdAt)}</published>`,
      `    <updated>${e(s.updatedAt)}</updated>`,
      `    ${author}`,
      `    <summary type="text">${e(s.excerpt)}</summary>`,
      `    <content type="html">${e(coverHtml + s.html)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${e(newsUrl)}</id>`,
    `  <title type="text">${e(site.title)}</title>`,
    `  <subtitle type="text">${e(site.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${e(origin + NEWS_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(newsUrl)}"/>`,
    `  <updated>${e(updated)}</updated>`,
    `  <author><name>${e(site.name)}</name></author>`,
    `  <icon>${e(`${origin}/favicon.svg`)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
