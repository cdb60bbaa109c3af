import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '#src/media/storage.ts';

/** Serves uploaded media from DATA_DIR/media under /media/ (names are random: cached long). */
export async function registerMedia(app: FastifyInstance, root: string): Promise<void> {
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
      void reply.header('x-content-type-options', 'nosniff');
    },
  });
}
