import {
  AliasSuggestion,
  AliasSuggestionList,
  AliasSuggestionQuery,
  ErrorBody,
  IdParams,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { aliasSuggestions, decideAliasSuggestion } from './alias-suggestions.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Other names of inks suggested by members' imports (issue 30): the staff console's review
 * (moderators and admins, as ink editing). Accepting or rejecting is audited.
 */
export function aliasSuggestionRoutes(app: AppInstance): void {
  app.get(
    '/api/admin/alias-suggestions',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary:
          "Spellings members' imports suggest as other names of inks, most suggested first (moderator, admin)",
        querystring: AliasSuggestionQuery,
        response: { 200: AliasSuggestionList, ...errors },
      },
    },
    (req) => aliasSuggestions(app.db, req.query.status),
  );

  app.post(
    '/api/admin/alias-suggestions/:id/accept',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary:
          "Accept a suggested spelling: it becomes the ink's other name (moderator, admin); audited",
        params: IdParams,
        response: { 200: AliasSuggestion, ...errors },
      },
    },
    (req) => decideAliasSuggestion(app.db, requestActor(req), req.params.id, 'accepted'),
  );

  app.post(
    '/api/admin/alias-suggestions/:id/reject',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Reject a suggested spelling (moderator, admin); audited',
        params: IdParams,
        response: { 200: AliasSuggestion, ...errors },
      },
    },
    (req) => decideAliasSuggestion(app.db, requestActor(req), req.params.id, 'rejected'),
  );
}
