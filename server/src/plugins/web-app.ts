import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@inklore/contract';
import { matchPath } from '@inklore/contract/web-paths';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, text
 * files as the build's Brotli or gzip copies when the browser accepts them, and
 * every path that is not an API call or a file gets index.html (the web app's routes): with
 * 200 when the web app's path table (contract/src/web-paths.ts) knows the path, else with
 * 404, where the app shows its not-found page. Unknown /api/* paths get a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz copies beside each text file (web/vite.config.ts)
      preCompressed: true,
      setHeaders(reply, file) {
        void reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      !hasWeb ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.code(404).send({
        message: `Nothing here: ${req.method} ${url} is not a known address.`,
        code: 'not_found',
      } satisfies ErrorBody);
    }
    const known = matchPath(url).page !== 'notFound';
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
