import { BrandAlias, BrandAliasBody, BrandAliasList, ErrorBody, IdParams } from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { addBrandAlias, brandAliases, removeBrandAlias } from './brand-aliases.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The brand alias list of the staff console (moderators and admins, as ink editing). */
export function brandAliasRoutes(app: AppInstance): void {
  app.get(
    '/api/admin/brand-aliases',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Other spellings of brands that search reads as the brand (moderator, admin)',
        response: { 200: BrandAliasList, ...errors },
      },
    },
    () => brandAliases(app.db),
  );

  app.post(
    '/api/admin/brand-aliases',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Add another spelling of a catalogue brand (moderator, admin); audited',
        body: BrandAliasBody,
        response: { 201: BrandAlias, ...errors },
      },
    },
    async (req, reply) => {
      const created = await addBrandAlias(app.db, requestActor(req).id, req.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/admin/brand-aliases/:id',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Remove a brand alias (moderator, admin); audited',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeBrandAlias(app.db, requestActor(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  );
}
