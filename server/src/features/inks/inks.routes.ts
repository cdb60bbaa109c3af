import {
  ErrorBody,
  FeaturedInksResponse,
  HistoryQuery,
  HistoryResponse,
  IdParams,
  Ink,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { inkHistory } from './history.service.ts';
import { getFeaturedInks, getInk } from './inks.service.ts';

/** The ink record's public routes: the featured inks, one ink and its history (browsing: features/browse). */
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

  app.get(
    '/api/inks/:id/history',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['inks'],
        summary:
          "An ink's revisions, newest first: who (by username; null for a catalogue import), when, which fields, before and after",
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: HistoryResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => inkHistory(app.db, req.params.id, req.query),
  );
}
