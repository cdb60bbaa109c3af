import { createHash } from 'node:crypto';
import {
  AdminNewsListQuery,
  ErrorBody,
  FeaturedNewsResponse,
  IdParams,
  NEWS_FEED_PATH,
  NEWS_LIMITS,
  NewsArticle,
  NewsListQuery,
  NewsListResponse,
  NewsPreview,
  NewsPreviewBody,
  NewsStoryBody,
  NewsStoryUpdate,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import {
  browseNews,
  createStory,
  deleteStory,
  featuredNews,
  getNews,
  newsFeed,
  previewStory,
  storiesForStaff,
  updateStory,
} from './news.service.ts';

/** A story's body with a cover image as a data URL: the image's limit plus the text's. */
const STORY_BODY_LIMIT = Math.ceil((NEWS_LIMITS.coverMaxBytes * 4) / 3) + 256 * 1024;
const storyErrors = { ...writeErrors, 413: ErrorBody, 415: ErrorBody, 503: ErrorBody };

/**
 * Spec §7: GET /api/news, /api/news/featured; decisions.md "Calls beyond the spec's table":
 * GET /api/news/{id}, and POST, PUT, DELETE for moderators and admins, who also list drafts
 * (GET /api/admin/news) and preview the editor's Markdown (POST /api/admin/news/preview).
 * The Atom feed of published stories is /news/feed.xml.
 */
export function newsRoutes(app: AppInstance): void {
  const deps = { db: app.db, config: app.config, media: app.media };

  app.get(
    '/api/news',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['news'],
        summary: 'Published news stories, newest first',
        querystring: NewsListQuery,
        response: { 200: NewsListResponse, 400: ErrorBody },
      },
    },
    (req) => browseNews(app.db, req.query),
  );
  app.get(
    '/api/news/featured',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['news'],
        summary: 'Up to two featured stories',
        response: { 200: FeaturedNewsResponse },
      },
    },
    () => featuredNews(app.db),
  );
  app.get(
    '/api/news/:id',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['news'],
        summary: 'One story, with its Markdown and that Markdown as safe HTML (drafts: staff only)',
        params: IdParams,
        response: { 200: NewsArticle, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => getNews(deps, req.actor, req.params.id),
  );

  app.get(
    '/api/admin/news',
    {
      config: { access: { capability: 'manageNews' } },
      schema: {
        tags: ['admin'],
        summary: 'Every story, drafts too, newest first (moderators and admins)',
        querystring: AdminNewsListQuery,
        response: { 200: NewsListResponse, ...writeErrors },
      },
    },
    (req) => storiesForStaff(app.db, req.query),
  );

  app.post(
    '/api/admin/news/preview',
    {
      config: { access: { capability: 'manageNews' } },
      schema: {
        tags: ['admin'],
        summary: "The editor's live preview: Markdown rendered as readers will see it",
        body: NewsPreviewBody,
        response: { 200: NewsPreview, ...writeErrors },
      },
    },
    (req) => previewStory(req.body.body),
  );

  app.post(
    '/api/news',
    {
      config: { access: { capability: 'manageNews' } },
      bodyLimit: STORY_BODY_LIMIT,
      schema: {
        tags: ['news'],
        summary: 'Write a story, a draft unless published is true (moderators and admins)',
        body: NewsStoryBody,
        response: { 201: NewsArticle, ...storyErrors },
      },
    },
    async (req, reply) => {
      const story = await createStory(deps, requestActor(req), req.body);
      return reply.code(201).send(story);
    },
  );

  app.put(
    '/api/news/:id',
    {
      config: { access: { capability: 'manageNews' } },
      bodyLimit: STORY_BODY_LIMIT,
      schema: {
        tags: ['news'],
        summary:
          'Change a story: the fields sent change; publish, unpublish, feature (moderators and admins)',
        params: IdParams,
        body: NewsStoryUpdate,
        response: { 200: NewsArticle, ...storyErrors },
      },
    },
    (req) => updateStory(deps, requestActor(req), req.params.id, req.body),
  );

  app.delete(
    '/api/news/:id',
    {
      config: { access: { capability: 'manageNews' } },
      schema: {
        tags: ['news'],
        summary: 'Delete a story (moderators and admins)',
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await deleteStory(deps, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  // Not an API call: a document for feed readers, linked from every page's head (web/index.html).
  // `access` still makes the request guards treat it as a route of ours (plugins/request-target.ts).
  app.get(
    NEWS_FEED_PATH,
    {
      config: { access: 'public', token: 'read' },
      // Feed readers may add parameters of their own (cache busters): accepted and ignored.
      schema: { hide: true, querystring: z.object({}) },
    },
    async (req, reply) => {
      const xml = await newsFeed(app.db, app.config.publicUrl.replace(/\/+$/, ''));
      const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
      void reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(xml);
    },
  );
}
