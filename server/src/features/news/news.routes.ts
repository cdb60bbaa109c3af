import {
  ErrorBody,
  FeaturedNewsResponse,
  IdParams,
  NewsArticle,
  NewsListQuery,
  NewsListResponse,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { browseNews, featuredNews, getNews } from './news.service.ts';

export function newsRoutes(app: AppInstance): void {
  app.get(
    '/api/news',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'Published news stories, newest first',
        querystring: NewsListQuery,
        response: { 200: NewsListResponse, 400: ErrorBody },
      },
    },
    (req) => browseNews(app.db, req.query),
  );
  app.get(
    '/api/news/featured',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'Up to two featured stories',
        response: { 200: FeaturedNewsResponse },
      },
    },
    () => featuredNews(app.db),
  );
  app.get(
    '/api/news/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['news'],
        summary: 'One story',
        params: IdParams,
        response: { 200: NewsArticle, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => getNews(app.db, req.params.id),
  );
}
