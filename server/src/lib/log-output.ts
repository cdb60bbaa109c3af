import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '#src/config.ts';
import { maskSecrets } from './redact.ts';

/**
 * One line a request, when it is answered: method, address (secrets masked), status and time,
 * at debug (LOG_LEVEL=debug shows them), or at info with LOG_REQUESTS=true. Fastify's own two
 * lines a request (received, completed) are not written; its error lines are.
 */
export class RequestLines extends LogController {
  private readonly atInfo: boolean;

  constructor(atInfo: boolean) {
    super();
    this.atInfo = atInfo;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const level = error ? 'error' : this.atInfo ? 'info' : 'debug';
    // the line is made only when it is written (at warn, the usual level, it is not)
    if (!enabled(reply.log, level)) return;
    const ms = reply.elapsedTime;
    const line = `${req.method} ${maskSecrets(req.url)} ${reply.statusCode} ${ms.toFixed(1)} ms`;
    const fields = { req, res: reply, responseTime: ms };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log[level](fields, line);
  }
}

/** Whether a logger writes lines of `level` (pino's loggers say; any other: yes). */
function enabled(log: FastifyBaseLogger, level: 'error' | 'info' | 'debug'): boolean {
  const test = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return typeof test === 'function' ? test.call(log, level) : true;
}

/**
 * Where the server's log lines go when no stream is given: JSON lines (pino's own output, for
 * log collectors and pipes), or readable lines when a person reads them in a terminal
 * (LOG_FORMAT=pretty, or `auto` with stdout a terminal). Undefined means pino's stdout.
 */
export function logDestination(
  format: Config['logFormat'],
  terminal = process.stdout.isTTY,
  /** Where readable lines go: stdout, or a stream of the caller's (tests). */
  destination?: NodeJS.WritableStream,
): NodeJS.WritableStream | undefined {
  if (format === 'json' || (format === 'auto' && !terminal)) return undefined;
  return pretty({
    sync: true,
    colorize: terminal,
    translateTime: 'SYS:HH:MM:ss',
    // a request's line says its method, address, status and time in its message
    ignore: 'pid,hostname,reqId,req,res,responseTime,applied,address',
    singleLine: true,
    ...(destination ? { destination } : {}),
  });
}
