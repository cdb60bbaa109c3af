import { z } from 'zod';
import { LIMITS } from '../catalogue/catalogue.rules.ts';
import { NEWS_LIMITS } from './news.rules.ts';
import { limitParam, pageParam } from '../shared/params.ts';
import { textProblem } from '../shared/text.rules.ts';

export * from './news.rules.ts';

export const NewsAuthor = z.object({ username: z.string(), displayName: z.string().nullable() });

export const NewsSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    coverImageUrl: z.string().nullable(),
    featured: z.boolean(),
    published: z.boolean().describe('false: a draft, seen by moderators and admins only'),
    author: NewsAuthor.nullable(),
    /** ADR 060: the catalogue brand the story is about; its followers see it in their feed. */
    brand: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'NewsSummary' });
export type NewsSummary = z.infer<typeof NewsSummary>;

export const NewsArticle = NewsSummary.extend({
  body: z.string().describe('The Markdown source, for editing'),
  bodyHtml: z
    .string()
    .describe(
      'The body rendered by the server (CommonMark, raw HTML off, links and images allow-listed): safe to insert as HTML',
    ),
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

/** The staff's list (GET /api/admin/news): drafts and published stories, newest first. */
export const AdminNewsListQuery = z
  .object({
    page: pageParam.optional(),
    limit: limitParam(LIMITS.newsMaxLimit).optional(),
    status: z
      .enum(['all', 'draft', 'published'], { error: 'status must be all, draft or published' })
      .optional(),
  })
  .strict();

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} has at most ${max} characters.`)
    .refine((s) => textProblem(s) === null, `${what}: remove the control characters.`);

const title = text('The title', NEWS_LIMITS.titleMax).refine(
  (s) => !/[\r\n]/.test(s),
  'The title is one line: remove the line breaks.',
);

/**
 * A brand of the catalogue the story is about (ADR 060), as the catalogue spells it; the server
 * checks that a live ink has it.
 */
const brand = z
  .string({ error: 'The brand must be text.' })
  .trim()
  .min(1, 'The brand is empty: leave it out, or name a brand of the catalogue.')
  .max(100, 'The brand has at most 100 characters.')
  .describe("A brand of the catalogue: the story reaches that brand's followers");

/**
 * A new cover image as a data URL (JPEG, PNG or WebP); the server decodes and re-encodes it.
 * Its size is refused with 413 by the server, not here.
 */
const coverImage = z
  .string({ error: 'Send the cover image as a data URL.' })
  .min(1, 'Send the cover image as a data URL.')
  .describe('data:image/...;base64,... (JPEG, PNG or WebP, at most 5 MB)');

/** POST /api/news (moderators and admins). */
export const NewsStoryBody = z
  .object({
    title,
    excerpt: text('The excerpt', NEWS_LIMITS.excerptMax),
    body: text('The story', NEWS_LIMITS.bodyMax).describe('Markdown'),
    featured: z.boolean().optional().default(false),
    published: z.boolean().optional().default(false).describe('false keeps it a draft'),
    coverImage: coverImage.optional(),
    brand: brand.optional(),
  })
  .strict();
export type NewsStoryBody = z.input<typeof NewsStoryBody>;

/**
 * PUT /api/news/{id} (moderators and admins): the fields sent change, the others stay.
 * coverImage: a data URL replaces the cover, null removes it.
 */
export const NewsStoryUpdate = z
  .object({
    title: title.optional(),
    excerpt: text('The excerpt', NEWS_LIMITS.excerptMax).optional(),
    body: text('The story', NEWS_LIMITS.bodyMax).describe('Markdown').optional(),
    featured: z.boolean().optional(),
    published: z.boolean().optional(),
    coverImage: coverImage.nullable().optional(),
    /** null: about no brand. */
    brand: brand.nullable().optional(),
  })
  .strict();
export type NewsStoryUpdate = z.input<typeof NewsStoryUpdate>;

/** POST /api/admin/news/preview: the editor's live preview, rendered as readers will see it. */
export const NewsPreviewBody = z
  .object({
    body: z
      .string({ error: 'The story must be text.' })
      .max(NEWS_LIMITS.bodyMax, `The story has at most ${NEWS_LIMITS.bodyMax} characters.`),
  })
  .strict();
export const NewsPreview = z.object({ html: z.string() }).meta({ id: 'NewsPreview' });
export type NewsPreview = z.infer<typeof NewsPreview>;
