import {
  CatalogueReview,
  CatalogueReviewAnswer,
  CatalogueReviewList,
  CatalogueReviewQuery,
  ErrorBody,
  IdParams,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { answerReview, listReviews } from './catalogue-reviews.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The catalogue import's questions for staff (ADR 048): the ink editor's roles; audited. */
export function catalogueRoutes(app: AppInstance): void {
  app.get(
    '/api/admin/catalogue-reviews',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary:
          "The catalogue import's questions (moderator, admin): doubtful colours with every candidate and the reasons, fields the file would change back",
        querystring: CatalogueReviewQuery,
        response: { 200: CatalogueReviewList, ...errors },
      },
    },
    (req) => listReviews(app.db, req.query),
  );

  app.post(
    '/api/admin/catalogue-reviews/:id/answer',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary:
          'Answer a catalogue question (moderator, admin): pick a value (a revision), keep the stored one, or dismiss; audited',
        params: IdParams,
        body: CatalogueReviewAnswer,
        response: { 200: CatalogueReview, ...errors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    (req) => answerReview(app.db, requestActor(req).id, req.params.id, req.body),
  );
}
