import {
  ErrorBody,
  ExportData,
  IMPORT_CONFIRM_MAX_BYTES,
  IMPORT_CONFIRM_TOO_LARGE,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  ImportConfirmBody,
  ImportConfirmEnvelope,
  ImportPreview,
  ImportPreviewBody,
  ImportResult,
  IdParams,
  KeepUnmatchedBody,
  MatchRowBody,
  OfferDiscoveriesBody,
  OfferResult,
  PenImportConfirmBody,
  PenImportPreview,
  PenImportResult,
  UnmatchedRows,
} from '@inklore/contract';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import { Slices } from '#src/lib/slices.ts';
import { penCsv } from './pens-export.ts';
import {
  confirmPenImport,
  previewPenImport,
  type PenImportPorts,
} from './pens-transfer.service.ts';
import { previewJson } from './transfer.present.ts';
import {
  confirmImport,
  exportCsv,
  exportData,
  exportFpc,
  previewImport,
  type ExportMembers,
  type ExportPens,
  type ExportSocial,
  type ImportPorts,
} from './transfer.service.ts';
import {
  dismissRow,
  keepUnmatched,
  matchRow,
  offerDiscoveries,
  unmatchedRows,
  type DiscoveryPorts,
} from './unmatched.service.ts';

/** Moving in from Fountain Pen Companion, and taking one's data out. */
export function transferRoutes(
  app: AppInstance,
  ports: ImportPorts & {
    discoveries: DiscoveryPorts;
    exportPens: ExportPens;
    exportSocial: ExportSocial;
    exportMembers: ExportMembers;
    pens: PenImportPorts;
  },
): void {
  const db = app.db;
  const deps = { db, config: app.config };

  app.post(
    '/api/auth/import/fpc/preview',
    {
      config: { access: 'verified', tooLarge: IMPORT_TOO_LARGE },
      // JSON escapes can make the text of a 3 MB file longer in transit
      bodyLimit: IMPORT_MAX_BYTES * 2 + 1024,
      schema: {
        tags: ['import and export'],
        summary: 'Read a Fountain Pen Companion CSV export and match it (writes nothing)',
        body: ImportPreviewBody,
        response: { 200: ImportPreview, ...writeErrors, 413: ErrorBody },
      },
    },
    async (req, reply) => {
      const preview = await previewImport(deps, requestActor(req), req.body.csv);
      // written in slices and sent as it is (transfer.present.ts)
      const body = await previewJson(preview, new Slices());
      // the JSON text of an ImportPreview: Fastify sends a string with a JSON type as it is
      return reply.type('application/json; charset=utf-8').send(body as unknown as ImportPreview);
    },
  );

  app.post(
    '/api/auth/import/fpc/confirm',
    {
      config: { access: 'verified', tooLarge: IMPORT_CONFIRM_TOO_LARGE },
      bodyLimit: IMPORT_CONFIRM_MAX_BYTES,
      // the body's shape here; each item by ImportConfirmItem in the service, in slices
      // (ImportConfirmBody still describes the call in the OpenAPI document)
      validatorCompiler: (route) => validatorCompiler({ ...route, schema: ImportConfirmEnvelope }),
      schema: {
        tags: ['import and export'],
        summary:
          'Import the confirmed rows into your ink-ventory (all checked first, then written in short transactions)',
        body: ImportConfirmBody,
        response: { 200: ImportResult, ...writeErrors, 413: ErrorBody },
      },
    },
    (req) =>
      confirmImport(
        { ...deps, ports },
        requestActor(req),
        // what ImportConfirmEnvelope let through; the service reads each item
        req.body as unknown as z.output<typeof ImportConfirmEnvelope>,
      ),
  );

  app.get(
    '/api/auth/export.json',
    {
      config: { access: 'user', personal: true, token: 'read' },
      schema: {
        tags: ['import and export'],
        summary:
          'Your data: ink-ventory, collections, comments and images list, pens, pairings and diary, sample offers, requests, your messages and blocks, as JSON',
        response: { 200: ExportData, 401: ErrorBody },
      },
    },
    async (req, reply) => {
      const data = await exportData(db, requestActor(req), ports);
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

  app.get(
    '/api/auth/export.fpc.csv',
    {
      config: { access: 'user', personal: true, token: 'read' },
      schema: {
        tags: ['import and export'],
        summary:
          "Your ink-ventory in Fountain Pen Companion's CSV columns (with Inklore Status and Inklore Rating); the import reads it back",
        produces: ['text/csv'],
        response: { 200: z.string(), 401: ErrorBody },
      },
    },
    async (req, reply) => {
      const csv = await exportFpc(db, requestActor(req));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="inklore-fountain-pen-companion.csv"')
        .send(csv);
    },
  );

  // --- Pens, currently inked and usage (ADR 058) ---------------------------------------

  app.post(
    '/api/auth/import/fpc/pens/preview',
    {
      config: { access: 'user', token: 'write', tooLarge: IMPORT_TOO_LARGE },
      bodyLimit: IMPORT_MAX_BYTES * 2 + 1024,
      schema: {
        tags: ['import and export'],
        summary:
          "Read Fountain Pen Companion's pens, currently inked or usage CSV and match it to your pens and the catalogue (writes nothing)",
        body: ImportPreviewBody,
        response: { 200: PenImportPreview, ...writeErrors, 413: ErrorBody },
      },
    },
    (req) => previewPenImport(deps, requestActor(req), req.body.csv),
  );

  app.post(
    '/api/auth/import/fpc/pens/confirm',
    {
      config: { access: 'user', token: 'write', tooLarge: IMPORT_CONFIRM_TOO_LARGE },
      bodyLimit: IMPORT_CONFIRM_MAX_BYTES,
      schema: {
        tags: ['import and export'],
        summary:
          'Import the confirmed pens, pairings and diary days (a row that breaks a rule is skipped, with why)',
        body: PenImportConfirmBody,
        response: { 200: PenImportResult, ...writeErrors, 413: ErrorBody },
      },
    },
    (req) =>
      confirmPenImport(
        { ...deps, ports: { pens: ports.pens, inventory: ports.inventory } },
        requestActor(req),
        req.body,
      ),
  );

  for (const file of ['pens', 'inkings', 'uses'] as const) {
    const named = { pens: 'pens', inkings: 'currently-inked', uses: 'usage' }[file];
    app.get(
      `/api/auth/export/${named}.csv`,
      {
        config: { access: 'user', personal: true, token: 'read' },
        schema: {
          tags: ['import and export'],
          summary: `Your ${file === 'pens' ? 'pens' : file === 'inkings' ? 'pairings (currently inked and past)' : 'diary'} as CSV in Fountain Pen Companion's columns; the import reads it back`,
          produces: ['text/csv'],
          response: { 200: z.string(), 401: ErrorBody },
        },
      },
      async (req, reply) => {
        const text = await penCsv(db, requestActor(req).id, file);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="inklore-${named}.csv"`)
          .send(text);
      },
    );
  }

  // --- Rows that matched no ink (ADR 051) ---------------------------------------------

  app.get(
    '/api/auth/import/unmatched',
    {
      config: { access: 'user', personal: true },
      schema: {
        tags: ['import and export'],
        summary:
          'Your imported rows that match no ink yet: open, or offered as discoveries and waiting for staff',
        response: { 200: UnmatchedRows, 401: ErrorBody },
      },
    },
    (req) => unmatchedRows(db, requestActor(req)),
  );

  app.post(
    '/api/auth/import/unmatched',
    {
      config: { access: 'verified', tooLarge: IMPORT_CONFIRM_TOO_LARGE },
      bodyLimit: IMPORT_CONFIRM_MAX_BYTES,
      schema: {
        tags: ['import and export'],
        summary:
          'Keep the rows of an import that matched nothing, until you offer, match or dismiss them',
        body: KeepUnmatchedBody,
        response: { 200: UnmatchedRows, ...writeErrors, 413: ErrorBody },
      },
    },
    (req) => keepUnmatched(db, requestActor(req), req.body),
  );

  app.post(
    '/api/auth/import/unmatched/discoveries',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['import and export'],
        summary:
          'Offer kept rows as your discoveries (the rules of POST /api/submissions); on approval each becomes your ink-ventory entry',
        body: OfferDiscoveriesBody,
        response: { 200: OfferResult, ...writeErrors },
      },
    },
    (req) => offerDiscoveries({ db, ports }, requestActor(req), req.body),
  );

  app.post(
    '/api/auth/import/unmatched/:id/match',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['import and export'],
        summary: 'Say which catalogue ink a kept row is: your ink-ventory entry is made from it',
        params: IdParams,
        body: MatchRowBody,
        response: { 200: UnmatchedRows, ...writeErrors },
      },
    },
    (req) => matchRow({ db, ports }, requestActor(req), req.params.id, req.body.inkId),
  );

  app.delete(
    '/api/auth/import/unmatched/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['import and export'],
        summary: 'Dismiss a kept row: it leaves the list',
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await dismissRow(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
