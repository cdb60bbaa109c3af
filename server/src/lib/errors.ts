import { appendFileSync } from 'node:fs';
import { ErrorBody, type ErrorCode } from '@inklore/contract';
import { findSentence } from '@inklore/contract/sentences/match';

/** The one way the server refuses a request: status, code and a message for people. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation_failed', message, fields);

/** The 4xx answers a member's write can get, for a route's response schema. */
export const writeErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/**
 * The one error shape: the English `message`, and the catalogue's key for it with the values
 * in its placeholders (ADR 084), so that a client writes it in its reader's language. The
 * server suite names the file SENTENCE_AUDIT: every message sent that the catalogue lacks is
 * written there, and the suite fails on it (test/global-setup.ts).
 */
export function errorBody(
  message: string,
  code: ErrorCode,
  fields?: Record<string, string>,
): ErrorBody {
  const body: ErrorBody = { message, code };
  if (fields) body.fields = fields;
  const found = findSentence(message);
  if (found) {
    body.key = found.key;
    if (Object.keys(found.values).length > 0) body.values = found.values;
  }
  const audit = process.env.SENTENCE_AUDIT;
  if (audit)
    for (const text of [message, ...Object.values(fields ?? {})])
      if (!findSentence(text)) appendFileSync(audit, `${JSON.stringify(text)}\n`);
  return body;
}
