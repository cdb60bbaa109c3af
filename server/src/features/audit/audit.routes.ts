import { AuditPage, AuditQuery, ErrorBody } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { auditLog } from './audit.service.ts';

/** GET /api/admin/audit: the staff console's audit log (moderators and admins). */
export function auditRoutes(app: AppInstance): void {
  app.get(
    '/api/admin/audit',
    {
      config: { access: { capability: 'readAuditLog' } },
      schema: {
        tags: ['admin'],
        summary: 'Who did what, when: newest first, by actor (username) and action',
        querystring: AuditQuery,
        response: { 200: AuditPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (req) => auditLog(app.db, req.query),
  );
}
