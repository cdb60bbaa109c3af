import { createHash } from 'node:crypto';
import os from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { createSlots } from './slots.ts';

/**
 * Link-preview cards (lib/card-drawing.ts) turned from SVG into PNG, for every feature that
 * draws one (features/seo: an ink, a story; features/year-in-ink: a year): an ETag from what a
 * card draws, an LRU of rendered cards, two renders at once.
 */

/**
 * Rendered cards kept in memory, least recently used first out. Keyed by everything a card
 * draws (so an edit of the name or colour is a new key, and the old entry simply ages out);
 * 200 cards of 40-80 KB is at most ~16 MB. Renders of one key in progress are shared, so a
 * burst of crawlers for a link just shared renders it once.
 */
const CACHE_SIZE = 200;
const cache = new Map<string, Buffer>();
const rendering = new Map<string, Promise<Buffer>>();

function remember(key: string, png: Buffer): void {
  cache.set(key, png);
  if (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/**
 * sharp works on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise),
 * which file reads, password hashing and uploads share: at most two cards are drawn at once,
 * the rest wait their turn (a card takes ~20 ms), and past 256 waiting a request is told
 * to come back shortly rather than pile up.
 */
const MAX_RENDERING = Math.max(1, Math.min(2, os.availableParallelism()));
const renderSlots = createSlots(
  MAX_RENDERING,
  256,
  'Many preview images are being drawn right now. Please try again in a few seconds.',
);
const withRenderSlot = <T>(work: () => Promise<T>): Promise<T> => renderSlots.run(work);

/** SVG to PNG through sharp (librsvg), in a render slot; one render per key at a time. */
async function renderPng(key: string, svg: string): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // refreshed as the most recently used
    cache.set(key, hit);
    return hit;
  }
  let job = rendering.get(key);
  if (!job) {
    job = withRenderSlot(() => sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer())
      .then((png) => {
        remember(key, png);
        return png;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, job);
  }
  return job;
}

/** A card: its ETag (from what it draws) and, unless the caller holds it already, the PNG. */
export type Preview = { etag: string; png: Buffer | null };

/** Whether an If-None-Match header names this ETag (a list, weak or `*` included). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

export async function preview(
  parts: unknown[],
  svg: () => string,
  ifNoneMatch: string | undefined,
): Promise<Preview> {
  const key = JSON.stringify(parts);
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  if (etagMatches(ifNoneMatch, etag)) return { etag, png: null };
  return { etag, png: await renderPng(key, svg()) };
}

/**
 * A card is the same for everyone and changes only with what it draws (a new ETag), so
 * browsers and shared caches keep it an hour and then revalidate (a 304 costs no render).
 */
const PREVIEW_CACHE = 'public, max-age=3600';

/**
 * A card a member may take back (a shared year) is asked again every time (a 304 while it
 * stands), so that it is gone at once when sharing stops.
 */
const REVOCABLE_CACHE = 'public, no-cache';

/** A card's answer: its ETag and caching, then the PNG, or 304 when the caller holds it. */
export function sendPreview(reply: FastifyReply, card: Preview, revocable = false) {
  void reply
    .header('etag', card.etag)
    .header('cache-control', revocable ? REVOCABLE_CACHE : PREVIEW_CACHE);
  if (!card.png) return reply.code(304).send();
  return reply.type('image/png').send(card.png);
}

/**
 * A response that sets a cookie (an expired session cleared by plugins/sessions.ts) is never
 * kept by a shared cache: an onSend hook for the documents served at the site's root.
 */
export function noSharedCacheWithCookie(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
): void {
  if (reply.hasHeader('set-cookie')) void reply.header('cache-control', 'no-store');
  done(null, payload);
}
