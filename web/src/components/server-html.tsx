import { cn } from '#src/lib/cn.ts';

/**
 * Markdown as the server rendered it: a news story's body (NewsArticle.bodyHtml, or the
 * editor's preview) or an ink's description (Ink.descriptionHtml).
 *
 * The one place the app inserts HTML it did not build itself, and why that is safe: the HTML
 * comes only from the server's renderer (server/src/lib/markdown.ts), which parses the
 * Markdown with markdown-it and raw HTML turned off (any tag in the source is escaped and
 * shows as text), escapes every text and attribute, and lets through only http(s), mailto and
 * on-site links (rel="noopener nofollow" off the site) and images from our /media/ or https.
 * No component passes anything else here; the server's tests run a hostile corpus through it
 * (script tags, on* attributes, javascript: and data: URLs, raw HTML blocks) and check the
 * output against that allow-list (docs/decisions/023-news-markdown-on-the-server.md).
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  // eslint-disable-next-line no-restricted-syntax -- server-rendered, allow-listed HTML (see above)
  return <div className={cn('prose-ink', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
