import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#src/db/database.ts';

/** A read whose answer is the same whoever asks (ADR 074). */
export type ReadAlongside<T> = (db: Db) => Promise<T>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read the route's answer needs whoever asks, started as the request arrives, beside
     * the session lookup, so that the two take one round trip to the database instead of two
     * (the staff notifications, asked every 30 s by every staff page: ADR 074). The handler
     * takes its result with `readAlongside` once access is granted; a refused request lets
     * it go unread. Only for a cheap read that shows nothing before access is granted.
     */
    readAlongside?: ReadAlongside<unknown>;
  }
  interface FastifyRequest {
    alongside: { read: ReadAlongside<unknown>; result: Promise<unknown> } | null;
  }
}

/**
 * Starts the matched route's `readAlongside` as each request arrives: registered after the
 * flood guard (a refused flood reads nothing) and before the sessions.
 */
export function registerReadAlongside(app: FastifyInstance, db: Db): void {
  app.decorateRequest('alongside', null);
  app.addHook('onRequest', (req, _reply, done) => {
    const read = req.routeOptions.config.readAlongside;
    if (read) {
      const result = read(db);
      // a refused request never takes it; a handler that does sees the failure
      result.catch(() => undefined);
      req.alongside = { read, result };
    }
    done();
  });
}

/** The result of `read`, started as the request arrived if the route declares it, else now. */
export function readAlongside<T>(req: FastifyRequest, db: Db, read: ReadAlongside<T>): Promise<T> {
  const started = req.alongside;
  return started?.read === read ? (started.result as Promise<T>) : read(db);
}
