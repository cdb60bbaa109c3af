import { IdParams, positiveId } from '@inklore/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { noSharedCacheWithCookie, sendPreview } from '#src/lib/card-render.ts';
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
 * The sitemap and robots.txt keep 10 minutes: crawlers see a new ink soon enough (a card's
 * caching is lib/card-render.ts's).
 */
const DOCUMENT_CACHE = 'public, max-age=600';

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
