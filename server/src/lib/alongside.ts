import type { FastifyRequest } from 'fastify';
import type { Db } from '#src/db/database.ts';

/** A read whose answer is the same whoever asks (ADR 074). */
export type ReadAlongside<T> = (db: Db) => Promise<T>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read the route's answer needs whoever asks, started as the request arrives, beside
     * the session lookup, so that on PostgreSQL the two wait for the database at once, not
     * one after the other (the staff notifications, asked every 30 s by every staff page:
     * ADR 074). The handler takes its result with `readAlongside` once access is granted; a
     * refused request lets it go unread, having cost that read. So only for a cheap read that
     * shows nothing before access is granted, on a GET whose access is declared (checked at
     * start-up: plugins/read-alongside.ts).
     */
    readAlongside?: ReadAlongside<unknown>;
  }
  interface FastifyRequest {
    alongside: { read: ReadAlongside<unknown>; result: Promise<unknown> } | null;
  }
}

/**
 * The result of `read`: the one started as the request arrived when the matched route
 * declares this very read (always on the app's database, so never inside the caller's
 * transaction), else `read(db)` now.
 */
export function readAlongside<T>(req: FastifyRequest, db: Db, read: ReadAlongside<T>): Promise<T> {
  const started = req.alongside;
  return started?.read === read ? (started.result as Promise<T>) : read(db);
}
