import type {
  CommunityImage,
  ErrorBody,
  FeedPage,
  NotificationPage,
  NotificationSettings,
} from '@inklore/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import { json, type Browser } from '../../../test/helpers.ts';

/** What the social tests share (follows, feed, notifications, digest). */

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

export function expectStatus(res: Answer | undefined, status: number): void {
  expect(res?.statusCode, res?.body).toBe(status);
}

/** PUT /api/auth/follows/members/{username} (204 expected). */
export async function follow(b: Browser, username: string): Promise<void> {
  expectStatus(await b.send('PUT', `/api/auth/follows/members/${username}`), 204);
}

/** PUT /api/auth/follows/brands/{brand} (204 expected). */
export async function followBrand(b: Browser, brand: string): Promise<void> {
  expectStatus(await b.send('PUT', `/api/auth/follows/brands/${encodeURIComponent(brand)}`), 204);
}

export async function feedOf(b: Browser, before?: number): Promise<FeedPage> {
  const res = await b.get(`/api/auth/feed${before === undefined ? '' : `?before=${before}`}`);
  expectStatus(res, 200);
  return json<FeedPage>(res);
}

/** Every page of a member's feed, following nextBefore (at most 50 pages). */
export async function wholeFeed(b: Browser): Promise<{ pages: FeedPage[]; body: string }> {
  const pages: FeedPage[] = [];
  let before: number | undefined;
  let body = '';
  for (let i = 0; i < 50; i++) {
    const res = await b.get(`/api/auth/feed${before === undefined ? '' : `?before=${before}`}`);
    expectStatus(res, 200);
    body += res.body;
    const page = json<FeedPage>(res);
    pages.push(page);
    if (page.nextBefore === null) break;
    before = page.nextBefore;
  }
  return { pages, body };
}

export async function notificationsOf(b: Browser): Promise<NotificationPage> {
  const res = await b.get('/api/auth/notifications');
  expectStatus(res, 200);
  return json<NotificationPage>(res);
}

export async function unread(b: Browser): Promise<number> {
  const res = await b.get('/api/auth/notifications/count');
  expectStatus(res, 200);
  return json<{ unread: number }>(res).unread;
}

export async function setSettings(
  b: Browser,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const res = await b.send('PUT', '/api/auth/notifications/settings', settings);
  expectStatus(res, 200);
  return json<NotificationSettings>(res);
}

let shade = 0;
/** A small distinct JPEG as a data URL. */
export async function photo(): Promise<string> {
  shade += 1;
  const buf = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: shade % 256, g: 60, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

/** POST /api/inks/{id}/community-images (201 expected). */
export async function shareImage(
  b: Browser,
  inkId: number,
  caption = 'Swatch on Tomoe River',
): Promise<CommunityImage> {
  const res = await b.post(`/api/inks/${inkId}/community-images`, {
    imageUrl: await photo(),
    caption,
    category: 'Swatch',
    ownershipConfirmed: true,
    appropriatenessConfirmed: true,
  });
  expectStatus(res, 201);
  return json<CommunityImage>(res);
}
export { block, rowsOf } from './social.test-kit.queries.ts';
