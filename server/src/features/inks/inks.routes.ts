import { ErrorBody, FeaturedInksResponse, IdParams, Ink } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { getFeaturedInks, getInk } from './inks.service.ts';

/** The ink record's public routes: the featured inks and one ink (browsing: features/browse). */
export function inkRoutes(app: AppInstance): void {
  app.get(
    '/api/inks/featured',
    {
      config: { access: 'public', token: 'read', etag: true },
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
      config: { access: 'public', token: 'read', etag: true },
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
