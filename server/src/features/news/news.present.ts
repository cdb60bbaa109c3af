import type { NewsArticle, NewsSummary } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import { renderMarkdown as renderStoryMarkdown } from '#src/lib/markdown.ts';
import type { NewsSummaryRow } from './news.queries.ts';

export function presentNewsSummary(row: NewsSummaryRow): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    coverImageUrl: row.cover_image_url,
    featured: row.featured === 1,
    published: row.published === 1,
    author: row.username ? { username: row.username, displayName: row.display_name } : null,
    brand: row.brand ?? row.brand_norm,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A story with its Markdown source and that source rendered as safe HTML (lib/markdown.ts). */
export function presentNewsArticle(row: NewsSummaryRow & { body: string }): NewsArticle {
  return { ...presentNewsSummary(row), body: row.body, bodyHtml: renderStoryMarkdown(row.body) };
}
