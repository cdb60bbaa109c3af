import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { OPEN_DATA_PATHS, OpenDataIndex, OpenDataJson } from '@inklore/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { pickEncoding, varyOnEncoding } from '#src/lib/compression.ts';
import { noneMatch } from '#src/lib/conditional.ts';
import { openData, type FileName, type StoredFile } from './open-data.service.ts';

/**
 * ADR 031: the public catalogue as files at stable addresses. Public, and a
 * personal access token may read them too (`config.token: 'read'`); nothing personal in them.
 * Cache-Control is the public catalogue's (no-cache: revalidate, a 304 costs nothing).
 */
const NOT_MODIFIED = z.null().describe('Not modified: the ETag you sent is the current one');

function sendFile(req: FastifyRequest, reply: FastifyReply, file: StoredFile) {
  const gzip = pickEncoding(req.headers['accept-encoding']) === 'gzip';
  const etag = gzip ? file.gzipEtag : file.etag;
  void reply
    .header('etag', etag)
    .header('vary', varyOnEncoding(reply.getHeader('vary')))
    .header('content-disposition', `attachment; filename="${file.filename}"`);
  // Answered here, before a plain answer's unzipping starts (ADR 030's rule, its helper).
  if (noneMatch(req.headers['if-none-match'], etag)) return reply.code(304).send();
  void reply.type(file.mediaType);
  if (gzip) return reply.header('content-encoding', 'gzip').send(file.gzip);
  // Kept compressed only: unzipped as it is sent, off the event loop (zlib's thread pool).
  return reply.send(Readable.from([file.gzip]).pipe(zlib.createGunzip()));
}

export function openDataRoutes(app: AppInstance): void {
  const download = (name: FileName) => async (req: FastifyRequest, reply: FastifyReply) =>
    sendFile(req, reply, (await openData(app.db, app.config.publicUrl)).files[name]);

  app.get(
    OPEN_DATA_PATHS.index,
    {
      config: { access: 'public', token: 'read', etag: true },
      schema: {
        tags: ['open data'],
        summary:
          'The open data files: their addresses and sizes, the catalogue version, the licence and credits',
        response: { 200: OpenDataIndex },
      },
    },
    async () => (await openData(app.db, app.config.publicUrl)).index,
  );

  app.get(
    OPEN_DATA_PATHS.json,
    {
      config: { access: 'public', token: 'read', etag: true },
      schema: {
        tags: ['open data'],
        summary:
          'Every live ink as JSON: an "about" header (licence, credits, version), then "inks"',
        response: { 200: OpenDataJson, 304: NOT_MODIFIED },
      },
    },
    download('inks.json'),
  );

  app.get(
    OPEN_DATA_PATHS.csv,
    {
      config: { access: 'public', token: 'read', etag: true },
      schema: {
        tags: ['open data'],
        summary: 'Every live ink as CSV (RFC 4180, UTF-8, a header row); licence in LICENSE.txt',
        produces: ['text/csv'],
        response: { 200: z.string(), 304: NOT_MODIFIED },
      },
    },
    download('inks.csv'),
  );

  app.get(
    OPEN_DATA_PATHS.licence,
    {
      config: { access: 'public', token: 'read', etag: true },
      schema: {
        tags: ['open data'],
        summary: "The files' licence, their sources' credits and the licence's full text",
        produces: ['text/plain'],
        response: { 200: z.string(), 304: NOT_MODIFIED },
      },
    },
    download('LICENSE.txt'),
  );
}
