import { IdParams, positiveId } from '@inklore/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import type { Preview } from '#src/lib/card-render.ts';
import { varyOnEncoding } from '#src/lib/compression.ts';
import { notFound } from '#src/lib/errors.ts';
import {
  encodedDocument,
  inkPreview,
  robotsDocument,
  siteOf,
  sitemapDocument,
  storyPreview,
} from './seo.service.ts';

/**
 * for search engines and link previews; documents at the site's root, not API
 * calls (hidden from the OpenAPI document, as the news feed is). Each declares
 * `config.access: 'public'`, so the request guards treat it as a route of ours
 * (plugins/request-target.ts: the flood guard counts it, the input rules apply).
 * - GET /preview/ink/{id}.png, /preview/news/{id}.png: 1200 x 630 cards for og:image and
 *   twitter:image, drawn on the server (seo.card.ts);
 * - GET /sitemap.xml (an index of /sitemap-N.xml past 50,000 addresses);
 * - GET /robots.txt.
 */

/** Link previewers and crawlers may add parameters of their own: accepted and ignored. */
const anyQuery = z.object({});

/**
 * A card is the same for everyone and changes only with what it draws (a new ETag), so
 * browsers and shared caches keep it an hour and then revalidate (a 304 costs no render).
 * The sitemap and robots.txt keep 10 minutes: crawlers see a new ink soon enough.
 */
const PREVIEW_CACHE = 'public, max-age=3600';
const DOCUMENT_CACHE = 'public, max-age=600';

/**
 * A response that sets a cookie (an expired session cleared by plugins/sessions.ts) is never
 * kept by a shared cache.
 */
function noSharedCacheWithCookie(
  _req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
): void {
  if (reply.hasHeader('set-cookie')) void reply.header('cache-control', 'no-store');
  done(null, payload);
}

function sendPreview(reply: FastifyReply, preview: Preview) {
  void reply.header('etag', preview.etag).header('cache-control', PREVIEW_CACHE);
  if (!preview.png) return reply.code(304).send();
  return reply.type('image/png').send(preview.png);
}

export function seoRoutes(app: AppInstance): void {
  const site = siteOf(app.config.publicUrl);
  const common = { onSend: noSharedCacheWithCookie } as const;

  app.get(
    '/preview/ink/:id.png',
    {
      ...common,
      config: { access: 'public', token: 'read' },
      schema: { hide: true, params: IdParams, querystring: anyQuery },
    },
    async (req, reply) =>
      sendPreview(
        reply,
        await inkPreview(app.db, site, req.params.id, req.headers['if-none-match']),
      ),
  );

  app.get(
    '/preview/news/:id.png',
    {
      ...common,
      config: { access: 'public', token: 'read' },
      schema: { hide: true, params: IdParams, querystring: anyQuery },
    },
    async (req, reply) =>
      sendPreview(
        reply,
        await storyPreview(app.db, site, req.params.id, req.headers['if-none-match']),
      ),
  );

  const sendXml = async (req: FastifyRequest, reply: FastifyReply, xml: string | null) => {
    if (xml === null) throw notFound('There is no sitemap with this number.');
    const { body, encoding } = await encodedDocument(xml, req.headers['accept-encoding']);
    void reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', DOCUMENT_CACHE)
      .header('vary', varyOnEncoding(reply.getHeader('vary')));
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  app.get(
    '/sitemap.xml',
    {
      ...common,
      config: { access: 'public', token: 'read' },
      schema: { hide: true, querystring: anyQuery },
    },
    async (req, reply) => sendXml(req, reply, await sitemapDocument(app.db, site, null)),
  );

  app.get(
    '/sitemap-:page.xml',
    {
      ...common,
      config: { access: 'public', token: 'read' },
      schema: {
        hide: true,
        params: z.object({ page: positiveId('page') }),
        querystring: anyQuery,
      },
    },
    async (req, reply) => sendXml(req, reply, await sitemapDocument(app.db, site, req.params.page)),
  );

  app.get(
    '/robots.txt',
    {
      ...common,
      config: { access: 'public', token: 'read' },
      schema: { hide: true, querystring: anyQuery },
    },
    (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', DOCUMENT_CACHE)
        .send(robotsDocument(site)),
  );
}
