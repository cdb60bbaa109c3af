import {
  CommunityColour,
  ErrorBody,
  IdParams,
  SimilarQuery,
  SimilarResponse,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { communityColour, similarInks } from './colour.service.ts';

/** Colour answers: GET /api/inks/{id}/similar. */
export function colourRoutes(app: AppInstance): void {
  app.get(
    '/api/inks/:id/similar',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['colour'],
        summary: 'The nearest inks by CIEDE2000 (within 10), nearest first, each with its deltaE',
        params: IdParams,
        querystring: SimilarQuery,
        response: { 200: SimilarResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => similarInks(app.db, req.params.id, req.query),
  );

  app.get(
    '/api/inks/:id/community-colour',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['colour'],
        summary: "The median colour of the ink's swatch photos, beside the catalogue colour",
        params: IdParams,
        response: { 200: CommunityColour, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => communityColour(app.db, req.params.id),
  );
}
