import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { AfterAnswer } from './lib/after-answer.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStore } from './media/storage.ts';

/**
 * The application's type, and what buildApp (app.ts) decorates it with. Routes and plugins
 * import this module, never app.ts, so nothing imports the module that imports it.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    media: MediaStore;
    /** Work started once an answer is sent (lib/after-answer.ts). */
    afterAnswer: AfterAnswer;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
