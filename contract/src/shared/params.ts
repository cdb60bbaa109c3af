import { z } from 'zod';
import { MAX_ID } from './text.rules.ts';

/**
 * Query strings and paths arrive as text. These helpers turn them into numbers strictly:
 * "abc", "1.5", "" or "-1" are rejected with a clear message instead of being defaulted.
 */
export const wholeNumber = (what: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `${what} must be a whole number`)
    .transform((s) => Number(s));

/**
 * Ids: the one rule for every id a request names, in a path, a query or a body (ADR
 * 037): a whole number from 1 to MAX_ID, the largest a 32-bit integer column
 * holds. Anything else is a 400 naming the field, never a query PostgreSQL cannot run.
 * `positiveId` reads the text of a path or query parameter; `idNumber` is the same rule
 * for a JSON number. A test walks every route's parameters and bodies for ids without it
 * (server/test/ids.test.ts).
 */
const idMessages = (what: string) => ({
  whole: `${what} must be a whole number`,
  min: `${what} must be 1 or more`,
  max: `${what} must be ${MAX_ID} or less`,
});

export const positiveId = (what = 'id') =>
  wholeNumber(what)
    .refine((n) => n >= 1, idMessages(what).min)
    .refine((n) => n <= MAX_ID, idMessages(what).max);

export const idNumber = (what = 'id') => {
  const m = idMessages(what);
  return z.number({ error: m.whole }).int(m.whole).min(1, m.min).max(MAX_ID, m.max);
};

export const IdParams = z.object({ id: positiveId('id') });

/** A query parameter given once or repeated (?brand=A&brand=B) becomes an array. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]),
    z.array(item).max(50, 'at most 50 values'),
  );

export const pageParam = wholeNumber('page')
  .refine((n) => n >= 1, 'page must be 1 or more')
  .refine((n) => n <= 100_000, 'page must be 100000 or less');

export const limitParam = (max: number) =>
  wholeNumber('limit')
    .refine((n) => n >= 1, 'limit must be 1 or more')
    .refine((n) => n <= max, `limit must be ${max} or less`);
