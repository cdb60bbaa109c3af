import { ErrorBody, IdParams, Ink } from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/plugins/access.ts';
import { deleteInk, restoreInk } from './inks.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Staff actions on inks: soft delete and restore (admins). */
export function inkAdminRoutes(app: AppInstance): void {
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
}
