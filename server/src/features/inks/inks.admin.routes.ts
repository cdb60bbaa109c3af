import { ErrorBody, IdParams, Ink } from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app.ts';
import { nowIso } from '#src/db/dialect.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { notFound } from '#src/lib/errors.ts';
import { getInk, softDeleteInk } from './inks.service.ts';

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
      const { id } = req.params;
      await app.db.transaction().execute((trx) => softDeleteInk(trx, req.user?.id ?? null, id));
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
    async (req) => {
      const { id } = req.params;
      await app.db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('inks')
          .set({ deleted_at: null, updated_at: nowIso() })
          .where('id', '=', id)
          .where('deleted_at', 'is not', null)
          .executeTakeFirst();
        if (r.numUpdatedRows === 0n) throw notFound('No deleted ink has this id.');
        await recordAudit(trx, req.user?.id ?? null, 'ink.restore', 'ink', id);
      });
      return getInk(app.db, id);
    },
  );
}
