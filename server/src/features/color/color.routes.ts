import {
  CommunityColor,
  ErrorBody,
  IdParams,
  SimilarQuery,
  SimilarResponse,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { communityColor, similarInks } from './color.service.ts';

/** Colour answers: GET /api/inks/{id}/similar. */
export function colorRoutes(app: AppInstance): void {
  app.get(
    '/api/inks/:id/similar',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['color'],
        summary: 'The nearest inks by CIEDE2000 (within 10), nearest first, each with its deltaE',
        params: IdParams,
        querystring: SimilarQuery,
        response: { 200: SimilarResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => similarInks(app.db, req.params.id, req.query),
  );

  app.get(
    '/api/inks/:id/community-color',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['color'],
        summary: "The median colour of the ink's swatch photos, beside the catalogue colour",
        params: IdParams,
        response: { 200: CommunityColor, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => communityColor(app.db, req.params.id),
  );
}
