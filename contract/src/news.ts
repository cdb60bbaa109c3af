import { z } from 'zod';
import { LIMITS } from './catalogue.ts';
import { limitParam, pageParam } from './params.ts';

export const NewsAuthor = z.object({ username: z.string(), displayName: z.string().nullable() });

export const NewsSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    coverImageUrl: z.string().nullable(),
    featured: z.boolean(),
    author: NewsAuthor.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'NewsSummary' });
export type NewsSummary = z.infer<typeof NewsSummary>;

export const NewsArticle = NewsSummary.extend({
  body: z.string().describe('Markdown; render as text-safe Markdown, never raw HTML'),
}).meta({ id: 'NewsArticle' });
export type NewsArticle = z.infer<typeof NewsArticle>;

export const NewsListQuery = z
  .object({
    page: pageParam.optional(),
    limit: limitParam(LIMITS.newsMaxLimit).optional(),
    featured: z
      .enum(['true', 'false'], { error: 'featured must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();

export const NewsListResponse = z
  .object({
    data: z.array(NewsSummary),
    page: z.number().int(),
    hasMore: z.boolean(),
    total: z.number().int(),
  })
  .meta({ id: 'NewsList' });
export type NewsListResponse = z.infer<typeof NewsListResponse>;

export const FeaturedNewsResponse = z.array(NewsSummary);
