import type { FastifyInstance } from 'fastify';
import type { Db } from '#src/db/database.ts';
import '#src/lib/alongside.ts';

/**
 * Starts the matched route's `config.readAlongside` (lib/alongside.ts, ADR 074) as each request
 * arrives. Registered after the flood guard (a refused flood reads nothing) and before the
 * sessions, whose lookup it runs beside. Only a GET whose access is declared may have one:
 * anything else fails at start-up.
 */
export function registerReadAlongside(app: FastifyInstance, db: Db): void {
  app.decorateRequest('alongside', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.readAlongside === undefined) return;
    const methods = [route.method].flat();
    if (
      typeof route.config.readAlongside !== 'function' ||
      route.config.access === undefined ||
      methods.some((m) => m !== 'GET' && m !== 'HEAD')
    ) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} reads alongside the session: only a GET with its access declared may`,
      );
    }
  });

  app.addHook('onRequest', (req, _reply, done) => {
    const read = req.routeOptions.config.readAlongside;
    if (read) {
      const result = read(db);
      // a refused request never takes it (its failure is noted, not thrown); a handler that
      // takes it sees the failure
      result.catch((err: unknown) => req.log.debug({ err }, 'a read alongside failed'));
      req.alongside = { read, result };
    }
    done();
  });
}
