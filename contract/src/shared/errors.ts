import { z } from 'zod';

/**
 * Machine-readable error codes. The web client decides on `code` and shows `message`, written
 * in its reader's language through `key` (ADR 084).
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'precondition_failed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'csrf_failed',
  'mfa_required',
  'email_unverified',
  'account_limited',
  'account_suspended',
  'invalid_credentials',
  'invalid_token',
  'token_not_allowed',
  'insufficient_scope',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape every 4xx and 5xx response carries. */
export const ErrorBody = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    fields: z.record(z.string(), z.string()).optional(),
    key: z
      .string()
      .optional()
      .describe(
        "The sentence's key in the catalogue of server sentences (contract/src/sentences), for a client that writes it in its reader's language; `message` stays English",
      ),
    values: z
      .record(z.string(), z.string())
      .optional()
      .describe("What fills the sentence's {placeholders}, by name"),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;
