import {
  LIMITS,
  type NewsArticle,
  type NewsListResponse,
  type NewsSummary,
} from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { notFound } from '#src/lib/errors.ts';
import { findNews, listNews } from './news.queries.ts';
import { presentNewsArticle, presentNewsSummary } from './news.present.ts';

/** How many featured stories the home page shows (spec §2 Home: up to 2). */
export const FEATURED_NEWS_COUNT = 2;

export async function browseNews(
  db: Db,
  q: { page?: number | undefined; limit?: number | undefined; featured?: boolean | undefined },
): Promise<NewsListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? LIMITS.newsPageSize;
  const { rows, total } = await listNews(db, {
    offset: (page - 1) * limit,
    limit,
    featured: q.featured,
  });
  return { data: rows.map(presentNewsSummary), page, hasMore: page * limit < total, total };
}

export async function featuredNews(db: Db): Promise<NewsSummary[]> {
  const { rows } = await listNews(db, { offset: 0, limit: FEATURED_NEWS_COUNT, featured: true });
  return rows.map(presentNewsSummary);
}

export async function getNews(db: Db, id: number): Promise<NewsArticle> {
  const row = await findNews(db, id);
  if (!row) throw notFound('News story not found. It may have been removed.');
  return presentNewsArticle(row);
}
