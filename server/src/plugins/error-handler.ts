import type { ErrorBody, ErrorCode } from '@inklore/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '#src/lib/errors.ts';
import { noteLimit, RateLimited } from '#src/lib/rate-limit.ts';
import { securityHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 says on this route: its limit and what to do (e.g. the import's). */
    tooLarge?: string;
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  412: 'precondition_failed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Please try again; if it keeps happening, contact us and mention the request id.';

type IssueLike = {
  instancePath?: string;
  message?: string;
  params?: { keys?: unknown };
};

/** Turns schema validation issues into `fields` (name -> message) and a one-line message. */
function validationBody(issues: readonly IssueLike[], where: string | undefined): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const unknownKeys = issue.params?.keys;
    if (Array.isArray(unknownKeys)) {
      for (const key of unknownKeys)
        fields[String(key)] ??= `${String(key)} is not a known parameter`;
      continue;
    }
    const name =
      (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || where || 'request';
    fields[name] ??= issue.message ?? 'is invalid';
  }
  const [first] = Object.entries(fields);
  const message = first ? `Invalid ${first[0]}: ${first[1]}` : 'The request is not valid.';
  return errorBody(message, 'validation_failed', fields);
}

/**
 * The single error handler: `{ message, code, fields? }` for every refusal, nothing internal
 * in a 5xx (it is logged with the request id instead).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof RateLimited) {
      void reply.header('retry-after', String(err.retryAfterSeconds));
      // the refusing limit in the RateLimit headers (plugins/rate-limit-headers.ts), also
      // when it refused before the request's limits were being noted (the flood guard)
      if (err.limit) noteLimit(req, err.limit);
    }
    if (err instanceof AppError) {
      return reply.code(err.status).send(errorBody(err.message, err.code, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send(validationBody(err.validation, err.validationContext));
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 415) {
      return reply
        .code(415)
        .send(
          errorBody(
            'Send the request body as JSON (content-type: application/json).',
            'unsupported_media_type',
          ),
        );
    }
    if (status === 413) {
      const message =
        req.routeOptions.config.tooLarge ??
        'This request is too large. Choose a smaller image, or send less text.';
      return reply.code(413).send(errorBody(message, 'payload_too_large'));
    }
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'bad_request';
      return reply.code(status).send(errorBody(err.message, code));
    }
    req.log.error({ err, reqId: req.id }, 'request failed');
    return reply
      .code(status === 503 ? 503 : 500)
      .send(errorBody(INTERNAL_MESSAGE, status === 503 ? 'service_unavailable' : 'internal_error'));
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook or route runs (a path
 * not UTF-8 once decoded, a path parameter over the router's length limit) answered in the
 * one error shape, with the headers every other answer carries (the hooks that set them do
 * not run for these).
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .headers(securityHeaders(req.server.config.publicUrl))
    .header('x-request-id', req.id)
    .header('cache-control', 'no-store')
    .code(400)
    .send(
      errorBody(
        tooLong
          ? 'This address is too long: check the link and try again.'
          : 'This address is not valid: check the link and try again.',
        'bad_request',
      ),
    );
}
