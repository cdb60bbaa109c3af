import { ErrorBody, InkListQuery, InkListResponse } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { MIN_COMPRESSED_BYTES, pickEncoding } from '#src/lib/compression.ts';
import { browseInksJson, browseRequest, type BrowsePorts } from './browse.service.ts';

/** Browsing the catalogue: by facets (ADR 026), by text (ADR 025), by colour (ADR 024). */
export function browseRoutes(app: AppInstance, ports: BrowsePorts): void {
  app.get(
    '/api/inks',
    {
      config: { access: 'public', token: 'read', etag: true },
      schema: {
        tags: ['inks'],
        summary: 'Browse and search the catalogue',
        querystring: InkListQuery,
        response: { 200: InkListResponse, 400: ErrorBody },
      },
    },
    // The body comes pre-serialized (and already checked against InkListResponse) from the
    // response cache: JSON bytes with a JSON content type skip the route serializer. When
    // the client accepts compression, the cache's compressed copy is sent (made once), and
    // the ETag of what is sent comes with the entry too (plugins/conditional-requests.ts
    // answers a matching If-None-Match).
    async (req, reply) => {
      const body = await browseInksJson(app.db, browseRequest(req.query), ports);
      const encoding = pickEncoding(req.headers['accept-encoding']);
      void reply.type('application/json; charset=utf-8');
      if (encoding && body.bytes >= MIN_COMPRESSED_BYTES) {
        void reply.header('content-encoding', encoding).header('etag', body.etag(encoding));
        return reply.send(body.encoded(encoding) as unknown as InkListResponse);
      }
      void reply.header('etag', body.etag(null));
      return reply.send(body.json as unknown as InkListResponse);
    },
  );
}
