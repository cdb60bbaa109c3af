import {
  CommunityColor,
  ErrorBody,
  IdParams,
  SimilarQuery,
  SimilarResponse,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { swatchCardPdf } from '#src/media/swatch-card/card-pdf.ts';
import { communityColor, similarInks } from './color.service.ts';

/** The card is the same for everyone and every version of this build: written once. */
let cardPdf: Buffer | null = null;

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

  app.get(
    '/api/swatch-card.pdf',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['color'],
        summary:
          'The printable swatch card (A4 PDF): white, three greys and marks around the ink, for calibrated swatch photos',
        produces: ['application/pdf'],
        response: { 200: z.any() },
      },
    },
    (_req, reply) => {
      cardPdf ??= Buffer.from(swatchCardPdf());
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="inklore-swatch-card.pdf"')
        .header('cache-control', 'public, max-age=86400')
        .send(cardPdf);
    },
  );
}
