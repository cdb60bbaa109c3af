import {
  Correction,
  CorrectionBody,
  CorrectionList,
  CorrectionQuery,
  CorrectionRejectBody,
  CorrectionSettings,
  ErrorBody,
  IdParams,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { writeErrors } from '#src/lib/errors.ts';
import {
  acceptCorrection,
  correctionSettings,
  listCorrections,
  myCorrections,
  rejectCorrection,
  suggestCorrection,
  updateCorrectionSettings,
  withdrawCorrection,
} from './corrections.service.ts';

const staffErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** Members' corrections and the staff's review of them (ADR 053). */
export function correctionRoutes(app: AppInstance): void {
  const deps = { db: app.db, config: app.config };

  app.post(
    '/api/inks/:id/corrections',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['inks'],
        summary:
          'Suggest a correction to one field of an ink (verified email): it waits for staff, or applies at once for staff, and for a trusted member where staff chose so for the field; one waiting per member, ink and field',
        params: IdParams,
        body: CorrectionBody,
        response: { 201: Correction, ...writeErrors },
      },
    },
    async (req, reply) => {
      const c = await suggestCorrection(deps, requestActor(req), req.params.id, req.body);
      return reply.code(201).send(c);
    },
  );

  app.get(
    '/api/inks/:id/corrections/mine',
    {
      config: { access: 'user' },
      schema: {
        tags: ['inks'],
        summary: "Your corrections of an ink, newest first, with staff's answers",
        params: IdParams,
        response: { 200: CorrectionList, ...staffErrors },
      },
    },
    (req) => myCorrections(deps, requestActor(req), req.params.id),
  );

  app.delete(
    '/api/corrections/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['inks'],
        summary: 'Withdraw your correction while it waits for review',
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await withdrawCorrection(deps, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/corrections',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary:
          "Members' corrections (moderator, admin): waiting ones oldest first, or the reviewed newest first",
        querystring: CorrectionQuery,
        response: { 200: CorrectionList, ...staffErrors },
      },
    },
    (req) => listCorrections(deps, req.query),
  );

  app.post(
    '/api/admin/corrections/:id/accept',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary:
          "Accept a correction (moderator, admin): the value becomes the ink's, a revision by the member; audited",
        params: IdParams,
        response: { 200: Correction, ...staffErrors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    (req) => acceptCorrection(deps, requestActor(req).id, req.params.id),
  );

  app.post(
    '/api/admin/corrections/:id/reject',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary: 'Reject a correction with a reason the member sees (moderator, admin); audited',
        params: IdParams,
        body: CorrectionRejectBody,
        response: { 200: Correction, ...staffErrors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    (req) => rejectCorrection(deps, requestActor(req).id, req.params.id, req.body.reason),
  );

  app.get(
    '/api/admin/correction-settings',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary: "Which fields a trusted member's correction applies at once (moderator, admin)",
        response: { 200: CorrectionSettings, ...staffErrors },
      },
    },
    () => correctionSettings(deps),
  );

  app.put(
    '/api/admin/correction-settings',
    {
      config: { access: { capability: 'editInk' } },
      schema: {
        tags: ['inks'],
        summary:
          "Choose which fields a trusted member's correction applies at once (moderator, admin); audited",
        body: CorrectionSettings,
        response: { 200: CorrectionSettings, ...staffErrors },
      },
    },
    (req) => updateCorrectionSettings(deps, requestActor(req).id, req.body),
  );
}
