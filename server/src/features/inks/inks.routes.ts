import {
  ErrorBody,
  FeaturedInksResponse,
  IdParams,
  Ink,
  InkListQuery,
  InkListResponse,
} from '@inklore/contract';
import type { AppInstance } from '#src/app.ts';
import { browseInks, getFeaturedInks, getInk } from './inks.service.ts';

export function inkRoutes(app: AppInstance): void {
  app.get(
    '/api/inks',
    {
      config: { access: 'public' },
      schema: {
        tags: ['inks'],
        summary: 'Browse and search the catalogue',
        querystring: InkListQuery,
        response: { 200: InkListResponse, 400: ErrorBody },
      },
    },
    (req) => browseInks(app.db, req.query),
  );

  app.get(
    '/api/inks/featured',
    {
      config: { access: 'public' },
      schema: {
        tags: ['inks'],
        summary: 'Featured inks',
        response: { 200: FeaturedInksResponse },
      },
    },
    () => getFeaturedInks(app.db),
  );

  app.get(
    '/api/inks/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['inks'],
        summary: 'One ink',
        params: IdParams,
        response: { 200: Ink, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => getInk(app.db, req.params.id),
  );
}
