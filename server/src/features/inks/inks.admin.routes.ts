import { ErrorBody, IdParams, Ink, InkEditBody, Revision } from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { revertRevision } from './history.service.ts';
import { deleteInk, editInk, listDeletedInks, restoreInk } from './inks.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Staff actions on inks: edit and revert a revision (moderators, admins); soft delete and restore (admins). */
export function inkAdminRoutes(app: AppInstance): void {
  app.put(
    '/api/inks/:id',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Edit every field of an ink (moderator, admin); audited',
        params: IdParams,
        body: InkEditBody,
        response: { 200: Ink, ...errors },
      },
    },
    (req) =>
      editInk({ db: app.db, media: app.media }, requestActor(req).id, req.params.id, req.body),
  );

  app.get(
    '/api/admin/inks/deleted',
    {
      config: { access: { capability: 'restoreInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Deleted inks, most recently deleted first (admin): the Restore list',
        response: { 200: z.array(Ink), ...errors },
      },
    },
    () => listDeletedInks(app.db),
  );

  app.delete(
    '/api/inks/:id',
    {
      config: { access: { capability: 'deleteInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Delete an ink (admin): hidden everywhere, kept for restore',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteInk(app.db, requestActor(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/inks/:id/restore',
    {
      config: { access: { capability: 'restoreInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Restore a deleted ink (admin)',
        params: IdParams,
        response: { 200: Ink, ...errors },
      },
    },
    (req) => restoreInk(app.db, requestActor(req).id, req.params.id),
  );

  app.post(
    '/api/admin/revisions/:id/revert',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary:
          'Revert a revision of an ink (moderator, admin): its fields go back, as a new revision; audited. 409 when a field changed again since',
        params: IdParams,
        response: { 200: Revision, ...errors, 409: ErrorBody },
      },
    },
    (req) => revertRevision(app.db, requestActor(req).id, req.params.id),
  );
}
