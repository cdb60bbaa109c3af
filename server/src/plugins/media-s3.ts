import type { FastifyInstance } from 'fastify';
import { MEDIA_CACHE_CONTROL, type S3MediaStore } from '#src/media/s3-storage.ts';
import { MEDIA_PREFIX } from '#src/media/storage.ts';

/**
 * /media/<folder>/<name> when media lives on S3 (MEDIA_STORE=s3): the URLs the API gives
 * (and the database keeps) are the local store's, and every app server answers them.
 *
 * - Without `publicUrl` the object is streamed from the bucket through this server, with the
 *   local route's headers (a year's immutable cache, nosniff, the type of its extension).
 * - With `publicUrl` (MEDIA_PUBLIC_URL, e.g. a CDN in front of the bucket) the answer is a
 *   302 to `<publicUrl>/<folder>/<name>`, cached for a day, without asking the bucket.
 *
 * Like the static files of the local store, it is no API route (no session, no flood-guard
 * count). Only names a store makes are looked up (media/s3-storage.ts mediaKey): anything
 * else under /media/, and a missing object, gets the site's 404 (the not-found handler).
 */
export function registerS3Media(
  app: FastifyInstance,
  store: S3MediaStore,
  publicUrl: string | undefined,
): void {
  const base = publicUrl?.replace(/\/+$/, '');
  app.route<{ Params: { folder: string; name: string } }>({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}:folder/:name`,
    schema: { hide: true },
    handler: async (req, reply) => {
      const key = store.keyOf(`${MEDIA_PREFIX}${req.params.folder}/${req.params.name}`);
      if (!key) return reply.callNotFound();
      if (base) {
        return reply
          .code(302)
          .header('location', `${base}/${key}`)
          .header('cache-control', 'public, max-age=86400')
          .send();
      }
      // The name is the content's hash: the same name is the same bytes.
      const etag = `"${key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'))}"`;
      void reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag);
      const asked = req.headers['if-none-match'];
      if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      const object = await store.open(`${MEDIA_PREFIX}${key}`, { head: req.method === 'HEAD' });
      if (!object) {
        reply.removeHeader('cache-control');
        reply.removeHeader('etag');
        return reply.callNotFound();
      }
      void reply.type(object.contentType);
      if (object.length !== undefined) void reply.header('content-length', object.length);
      if (object.lastModified)
        void reply.header('last-modified', object.lastModified.toUTCString());
      return reply.send(object.body ?? undefined);
    },
  });
}
