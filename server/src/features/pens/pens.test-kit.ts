import {
  addDays,
  utcDay,
  type ErrorBody,
  type InkingCreated,
  type Pen,
  type Use,
} from '@inklore/contract';
import { expect } from 'vitest';
import { json, type Browser } from '../../../test/helpers.ts';

/** What the pens tests share (pens.test.ts, inkings.test.ts, clean-soon.test.ts). */

/** A day `n` days from today (UTC): negative for the past. */
export const day = (n = 0): string => addDays(utcDay(), n);

type Answer = { statusCode: number; body: string };

/** A refusal in the one error shape, with its status (and code, and message when given). */
export function expectError(
  res: Answer,
  status: number,
  code?: string,
  message?: string | RegExp,
): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  const body = json<ErrorBody>(res);
  expect(body.message).toMatch(/\S/);
  if (code !== undefined) expect(body.code).toBe(code);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

/** POST /api/auth/pens (201 expected). */
export async function addPen(b: Browser, body: Record<string, unknown> = {}): Promise<Pen> {
  const res = await b.post('/api/auth/pens', { brand: 'Pilot', model: 'Custom 74', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return json<Pen>(res);
}

/** POST /api/auth/inkings (201 expected). */
export async function inkPen(
  b: Browser,
  penId: number,
  inkId: number,
  body: Record<string, unknown> = {},
): Promise<InkingCreated> {
  const res = await b.post('/api/auth/inkings', { penId, inkId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return json<InkingCreated>(res);
}

/** POST /api/auth/inkings/{id}/uses (201 expected). */
export async function markUsed(
  b: Browser,
  inkingId: number,
  body: Record<string, unknown> = {},
): Promise<Use> {
  const res = await b.post(`/api/auth/inkings/${inkingId}/uses`, body);
  expect(res.statusCode, res.body).toBe(201);
  return json<Use>(res);
}
