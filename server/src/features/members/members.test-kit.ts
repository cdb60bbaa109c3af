import type { ErrorBody, SampleRequestDetail } from '@inklore/contract';
import { expect } from 'vitest';
import {
  expectErrorShape,
  json,
  withSession,
  type Browser,
  type TestContext,
} from '../../../test/helpers.ts';

/** What the members tests share (compare, samples, requests, blocks, reports, privacy). */

type Answer = { statusCode: number; body: string };
export type Member = Awaited<ReturnType<typeof withSession>>;

/** A refusal in the one error shape, with its status (and code, and message when given). */
export function expectError(
  res: Answer,
  status: number,
  code?: string,
  message?: string | RegExp,
): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  const body = json<ErrorBody>(res);
  expectErrorShape(body);
  if (code !== undefined) expect(body.code).toBe(code);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

/** Puts an ink in the member's ink-ventory through the API (owned, as a bottle, by default). */
export async function keep(
  b: Browser,
  inkId: number,
  status: 'owned' | 'tried' | 'want_to_try' | 'wishlist' = 'owned',
  kind?: 'bottle' | 'sample' | 'cartridge' | 'swab',
): Promise<void> {
  const res = await b.post(`/api/inks/${inkId}/collection`, { status, ...(kind ? { kind } : {}) });
  expect(res.statusCode, res.body).toBe(201);
}

/** "I can share samples of this" for an ink the member already owns (201 expected). */
export async function offer(b: Browser, inkId: number, note?: string): Promise<void> {
  const res = await b.send('PUT', `/api/auth/samples/offers/${inkId}`, note ? { note } : {});
  expect(res.statusCode, res.body).toBe(201);
}

/** Owns the ink and offers it. */
export async function ownAndOffer(b: Browser, inkId: number, note?: string): Promise<void> {
  await keep(b, inkId);
  await offer(b, inkId, note);
}

/** Asks `username` for a sample of the ink (201 expected). */
export async function ask(
  b: Browser,
  username: string,
  inkId: number,
  message = 'Could I have a sample? I can pay the postage.',
): Promise<SampleRequestDetail> {
  const res = await b.post('/api/auth/sample-requests', { username, inkId, message });
  expect(res.statusCode, res.body).toBe(201);
  return json<SampleRequestDetail>(res);
}

/** A public collection of the member's holding these inks. */
export async function publicCollection(b: Browser, name: string, inkIds: number[]): Promise<void> {
  await collection(b, name, inkIds, true);
}

export async function collection(
  b: Browser,
  name: string,
  inkIds: number[],
  isPublic: boolean,
): Promise<void> {
  const made = await b.post('/api/auth/collections', { name, isPublic });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = json<{ id: number }>(made);
  for (const inkId of inkIds) {
    const res = await b.post(`/api/auth/collections/${id}/inks/${inkId}`, {});
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

/** A member limited or suspended by a moderator, through the staff's API. */
export async function restrict(
  t: TestContext,
  userId: number,
  restriction: 'limited' | 'suspended',
): Promise<void> {
  const staff = await withSession(t, { role: 'moderator', totp: true });
  const res = await staff.browser.send('PUT', `/api/admin/users/${userId}/restriction`, {
    restriction,
    reason: 'Testing the rules between members.',
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/**
 * `count` live inks whose names are found in no other ink's name or brand (and are at least 6
 * letters long), from `offset` in id order: a body that holds such a name holds that ink.
 */
export {
  countOf,
  distinctInks,
  memberTables,
  notificationsOf,
} from './members.test-kit.queries.ts';
