import {
  ErrorBody,
  PublicYearParams,
  YearInInk,
  YearParams,
  YearShareBody,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import { noSharedCacheWithCookie, sendPreview } from '#src/lib/card-render.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { myYear, publicYear, shareYear, yearPreview } from './year-in-ink.service.ts';

/**
 * Year in Ink (ADR 057):
 * - GET /api/auth/year/{year}: the member's own year (a session, or a token of either scope);
 * - PUT /api/auth/year/{year}/share {shared}: share the year publicly (verified email), or not;
 * - GET /api/users/{username}/year/{year}: a shared year, for anyone (404 unless shared);
 * - GET /preview/year/{username}/{year}.png: its link-preview card, at the site's root like
 *   the ink's (hidden from the OpenAPI document; 404 unless shared).
 */
export function yearInInkRoutes(app: AppInstance): void {
  const db = app.db;
  const host = new URL(app.config.publicUrl).host;

  app.get(
    '/api/auth/year/:year',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        tags: ['year in ink'],
        summary: 'Your Year in Ink: a year of your diary (this year: so far)',
        params: YearParams,
        response: { 200: YearInInk, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (req) => myYear(db, requestActor(req), req.params.year),
  );

  app.put(
    '/api/auth/year/:year/share',
    {
      config: { access: 'user', token: 'write' },
      schema: {
        tags: ['year in ink'],
        summary:
          'Share your Year in Ink publicly {shared: true} (verified email), or stop sharing it',
        params: YearParams,
        body: YearShareBody,
        response: { 200: YearInInk, ...writeErrors },
      },
    },
    (req) => shareYear(db, requestActor(req), req.params.year, req.body.shared),
  );

  app.get(
    '/api/users/:username/year/:year',
    {
      config: { access: 'public', token: 'read', etag: true },
      schema: {
        tags: ['year in ink'],
        summary: "A member's shared Year in Ink (404 unless they shared that year)",
        params: PublicYearParams,
        response: { 200: YearInInk, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => publicYear(db, req.params.username, req.params.year),
  );

  app.get(
    '/preview/year/:username/:year.png',
    {
      onSend: noSharedCacheWithCookie,
      config: { access: 'public', token: 'read' },
      // link previewers may add parameters of their own: accepted and ignored
      schema: { hide: true, params: PublicYearParams, querystring: z.object({}) },
    },
    async (req, reply) =>
      sendPreview(
        reply,
        await yearPreview(
          db,
          host,
          req.params.username,
          req.params.year,
          req.headers['if-none-match'],
        ),
        // taken back at once when the member stops sharing (ADR 057)
        true,
      ),
  );
}
