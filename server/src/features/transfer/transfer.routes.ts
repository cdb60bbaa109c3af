import {
  ErrorBody,
  ExportData,
  IMPORT_CONFIRM_MAX_BYTES,
  IMPORT_CONFIRM_TOO_LARGE,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  ImportConfirmBody,
  ImportPreview,
  ImportPreviewBody,
  ImportResult,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/plugins/access.ts';
import { confirmImport, exportCsv, exportData, previewImport } from './transfer.service.ts';

/** Moving in from Fountain Pen Companion, and taking one's data out (issue 13). */
export function transferRoutes(app: AppInstance): void {
  const db = app.db;
  const deps = { db, config: app.config };

  app.post(
    '/api/auth/import/fpc/preview',
    {
      config: { access: 'user', tooLarge: IMPORT_TOO_LARGE },
      // JSON escapes can make the text of a 3 MB file longer in transit
      bodyLimit: IMPORT_MAX_BYTES * 2 + 1024,
      schema: {
        tags: ['import and export'],
        summary: 'Read a Fountain Pen Companion CSV export and match it (writes nothing)',
        body: ImportPreviewBody,
        response: { 200: ImportPreview, ...writeErrors, 413: ErrorBody },
      },
    },
    (req) => previewImport(deps, requestActor(req), req.body.csv),
  );

  app.post(
    '/api/auth/import/fpc/confirm',
    {
      config: { access: 'user', tooLarge: IMPORT_CONFIRM_TOO_LARGE },
      bodyLimit: IMPORT_CONFIRM_MAX_BYTES,
      schema: {
        tags: ['import and export'],
        summary:
          'Import the confirmed rows into your ink-ventory (all checked first, then written in short transactions)',
        body: ImportConfirmBody,
        response: { 200: ImportResult, ...writeErrors, 413: ErrorBody },
      },
    },
    (req) => confirmImport(deps, requestActor(req), req.body),
  );

  app.get(
    '/api/auth/export.json',
    {
      config: { access: 'user', personal: true, token: 'read' },
      schema: {
        tags: ['import and export'],
        summary: 'Your data: ink-ventory, collections, comments and images list, as JSON',
        response: { 200: ExportData, 401: ErrorBody },
      },
    },
    async (req, reply) => {
      const data = await exportData(db, requestActor(req));
      void reply.header('content-disposition', 'attachment; filename="inklore-export.json"');
      return data;
    },
  );

  app.get(
    '/api/auth/export.csv',
    {
      config: { access: 'user', personal: true, token: 'read' },
      schema: {
        tags: ['import and export'],
        summary: 'Your ink-ventory as CSV, with the collections each ink is in',
        produces: ['text/csv'],
        response: { 200: z.string(), 401: ErrorBody },
      },
    },
    async (req, reply) => {
      const csv = await exportCsv(db, requestActor(req));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="inklore-ink-ventory.csv"')
        .send(csv);
    },
  );
}
