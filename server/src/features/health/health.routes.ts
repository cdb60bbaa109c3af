import { Health } from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { pingDatabase } from './health.queries.ts';

const VERSION = process.env['npm_package_version'] ?? '0.1.0';

export function healthRoutes(app: AppInstance): void {
  app.get(
    '/api/health',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: Health, 503: Health },
      },
    },
    async (_req, reply) => {
      let reachable = true;
      try {
        await pingDatabase(app.db);
      } catch (err) {
        reachable = false;
        app.log.error({ err }, 'health check: database unreachable');
      }
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'unavailable',
        database: app.db.kind,
        databaseReachable: reachable,
        version: VERSION,
      });
    },
  );
}
