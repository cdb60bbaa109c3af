import {
  BellCount,
  BrandParams,
  ErrorBody,
  FeedPage,
  FeedQuery,
  FollowCounts,
  Follows,
  MarkReadBody,
  NotificationPage,
  NotificationSettings,
  NotificationsQuery,
  Unsubscribed,
  UnsubscribeQuery,
  UsernameParams,
} from '@inklore/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { requestLocale } from '#src/lib/languages.ts';
import { requestActor } from '#src/lib/access.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { startDigests } from './digest.service.ts';
import { feed } from './feed.service.ts';
import {
  bellCount,
  changeNotificationSettings,
  followBrand,
  followCounts,
  followMember,
  markNotificationsRead,
  myFollows,
  myNotifications,
  notificationSettings,
  unfollowBrand,
  unfollowMember,
  unsubscribe,
} from './social.service.ts';

const tags = ['follows and notifications'];
const readErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * Follows, the feed and notifications (ADR 060): the member's own under /api/auth/ (a
 * session, or a personal access token: read for GETs, write for changes); follow counts for
 * everyone; the digest's one-click unsubscribe with no session. Starts the hourly digest.
 */
export function socialRoutes(app: AppInstance): void {
  followRoutes(app);
  notificationRoutes(app);
  unsubscribeRoute(app);
  startDigests(app);
}

function followRoutes(app: AppInstance): void {
  const deps = { db: app.db, config: app.config };
  const db = app.db;

  app.put(
    '/api/auth/follows/members/:username',
    {
      config: { access: 'verified', token: 'write' },
      schema: {
        tags,
        summary:
          'Follow a member (verified email; not yourself, nobody blocked; at most 2,000; 100 new follows a day); following again changes nothing',
        params: UsernameParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await followMember(deps, requestActor(req), req.params.username);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/auth/follows/members/:username',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Stop following a member (204 also when you did not follow them)',
        params: UsernameParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await unfollowMember(db, requestActor(req), req.params.username);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/auth/follows/brands/:brand',
    {
      config: { access: 'verified', token: 'write' },
      schema: {
        tags,
        summary:
          'Follow a brand of the catalogue (verified email; at most 500): its news and new inks in your feed',
        params: BrandParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await followBrand(deps, requestActor(req), req.params.brand);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/auth/follows/brands/:brand',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Stop following a brand (204 also when you did not follow it)',
        params: BrandParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await unfollowBrand(db, requestActor(req), req.params.brand);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/follows',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'The members and brands you follow, newest first',
        response: { 200: Follows, ...readErrors },
      },
    },
    (req) => myFollows(db, requestActor(req)),
  );

  app.get(
    '/api/users/:username/follow-counts',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags,
        summary: "A member's followers and how many members they follow",
        params: UsernameParams,
        response: { 200: FollowCounts, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => followCounts(db, req.params.username),
  );

  app.get(
    '/api/auth/feed',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary:
          "What the members and brands you follow did in public, newest first, 20 a page (?before= the last page's nextBefore)",
        querystring: FeedQuery,
        response: { 200: FeedPage, ...readErrors },
      },
    },
    (req) => feed(db, requestActor(req), req.query.before),
  );
}

function notificationRoutes(app: AppInstance): void {
  const db = app.db;

  app.get(
    '/api/auth/notifications',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary:
          "Your notifications, newest first, 30 a page (?before= the last page's nextBefore)",
        querystring: NotificationsQuery,
        response: { 200: NotificationPage, ...readErrors },
      },
    },
    // in the asking page's language (ADR 081)
    (req) => myNotifications(db, requestActor(req), req.query.before, requestLocale(req)),
  );

  app.get(
    '/api/auth/notifications/count',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'How many of your notifications are unread (counted up to 100: the bell says 99+)',
        response: { 200: BellCount, ...readErrors },
      },
    },
    (req) => bellCount(db, requestActor(req)),
  );

  app.post(
    '/api/auth/notifications/read',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary:
          'Mark notifications read: {"ids": [...]} (ids not yours change nothing) or {"all": true}',
        body: MarkReadBody,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await markNotificationsRead(db, requestActor(req), req.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/notifications/settings',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags,
        summary: 'Which kinds of notification you turned off, and the mail digest (off by default)',
        response: { 200: NotificationSettings, ...readErrors },
      },
    },
    (req) => notificationSettings(db, requestActor(req)),
  );

  app.put(
    '/api/auth/notifications/settings',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags,
        summary: 'Turn kinds of notification off or on, and the digest off, daily or weekly',
        body: NotificationSettings,
        response: { 200: NotificationSettings, ...writeErrors },
      },
    },
    (req) => changeNotificationSettings(db, requestActor(req), req.body),
  );
}

/** A one-click unsubscribe's body is no one's input: read and dropped (at most 1 KB). */
const ONE_CLICK_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * POST /api/unsubscribe?token= (RFC 8058): a mail client's one-click unsubscribe, with no
 * session and no CSRF token. The route's own config exempts it from the CSRF guard
 * (`csrf: false`, plugins/csrf.ts): the random key is the whole authority, and it can only
 * turn the digest off. Its own scope reads the form bodies mail clients send, for this route
 * alone. A GET never unsubscribes (mail scanners follow links): the web page /unsubscribe
 * shows a button that sends this POST.
 */
function unsubscribeRoute(app: AppInstance): void {
  void app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      ONE_CLICK_TYPES,
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, parsed) => {
        parsed(null, undefined);
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/unsubscribe',
      {
        config: { access: 'public', csrf: false },
        schema: {
          tags,
          summary:
            'One-click unsubscribe from the digest mails (RFC 8058): the key of the mail, no session needed',
          querystring: UnsubscribeQuery,
          response: { 200: Unsubscribed, 400: ErrorBody, 413: ErrorBody, 415: ErrorBody },
        },
      },
      (req) => unsubscribe(app.db, req.query.token),
    );
    done();
  });
}
