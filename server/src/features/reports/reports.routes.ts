import {
  AdminNotifications,
  IdParams,
  Report,
  ReportBody,
  ReportCreated,
  ReportListQuery,
  ReportThread,
  ResolveReportBody,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { readAlongside } from '#src/lib/alongside.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import {
  adminNotifications,
  readStaffQueues,
  createReport,
  reportsFor,
  reopenReport,
  reportThread,
  resolveReport,
  type ReportPorts,
} from './reports.service.ts';

export function reportRoutes(app: AppInstance, ports: ReportPorts): void {
  const deps = { db: app.db, config: app.config, media: app.media, ...ports };

  app.post(
    '/api/reports',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reports'],
        summary:
          "Report an ink, a comment, a community image or a message on your sample request (not one's own)",
        body: ReportBody,
        response: { 201: ReportCreated, ...writeErrors },
      },
    },
    async (req, reply) => {
      const created = await createReport(deps, requestActor(req), req.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/admin/reports',
    {
      config: { access: { capability: 'moderateContent' } },
      schema: {
        tags: ['admin'],
        summary: 'Reports for the moderators: open ones oldest first, or resolved ones',
        querystring: ReportListQuery,
        response: { 200: z.array(Report), ...writeErrors },
      },
    },
    (req) => reportsFor(app.db, req.query.status ?? 'open'),
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      config: { access: { capability: 'moderateContent' } },
      schema: {
        tags: ['admin'],
        summary: 'Dismiss a report or remove the content (inks: admins only)',
        params: IdParams,
        body: ResolveReportBody,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await resolveReport(deps, requestActor(req), req.params.id, req.body.action);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/reports/:id/thread',
    {
      config: { access: { capability: 'moderateContent' } },
      schema: {
        tags: ['admin'],
        summary:
          "A reported message's sample request and its messages (each read is in the audit log)",
        params: IdParams,
        response: { 200: ReportThread, ...writeErrors },
      },
    },
    (req) => reportThread(deps, requestActor(req), req.params.id),
  );

  app.post(
    '/api/admin/reports/:id/reopen',
    {
      config: { access: { capability: 'moderateContent' } },
      schema: {
        tags: ['admin'],
        summary: 'Undo a dismissal: the report (and those dismissed with it) open again',
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await reopenReport(app.db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/notifications',
    {
      // the queues are read beside the session: one round trip (ADR 074)
      config: { access: { capability: 'viewAdmin' }, readAlongside: readStaffQueues },
      schema: {
        tags: ['admin'],
        summary: 'Pending submissions and open reports, for the staff (polled every 30 s)',
        response: { 200: AdminNotifications, ...writeErrors },
      },
    },
    async (req) => adminNotifications(app.db, await readAlongside(req, app.db, readStaffQueues)),
  );
}
