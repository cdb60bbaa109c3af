import { OFFLINE_INDEX_PATH, OfflineIndex } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { MIN_COMPRESSED_BYTES, pickEncoding } from '#src/lib/compression.ts';
import { offlineIndexBody } from './offline-index.service.ts';

/**
 * ADR 089: the compact catalogue the offline app keeps and searches. Public and the same for
 * everyone (no session read; a token may read it), with a strong ETag of the bytes sent and
 * 304 for a matching If-None-Match (plugins/conditional-requests.ts), so a client that holds
 * the index asks again for the cost of a 304.
 */
export function offlineIndexRoutes(app: AppInstance): void {
  app.get(
    OFFLINE_INDEX_PATH,
    {
      config: { access: 'public', token: 'read', session: false, etag: true },
      schema: {
        tags: ['open data'],
        summary:
          'The compact catalogue for offline use: [id, brand, name, hex] per ink, the most owned when there are more than the cap',
        response: { 200: OfflineIndex },
      },
    },
    // Sent as the JSON text kept with the index (made from OfflineIndex's type, so the route's
    // serializer has nothing to add), compressed once per encoding, with the ETag of what is
    // sent, as the catalogue's browse answers are (browse.routes.ts).
    async (req, reply) => {
      const body = await offlineIndexBody(app.db);
      const encoding = pickEncoding(req.headers['accept-encoding']);
      void reply.type('application/json; charset=utf-8');
      if (encoding && body.bytes >= MIN_COMPRESSED_BYTES) {
        void reply.header('content-encoding', encoding).header('etag', body.etag(encoding));
        return reply.send(body.encoded(encoding) as unknown as OfflineIndex);
      }
      void reply.header('etag', body.etag(null));
      return reply.send(body.json as unknown as OfflineIndex);
    },
  );
}
