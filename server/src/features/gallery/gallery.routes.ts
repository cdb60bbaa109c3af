import {
  CommunityImage,
  CommunityImageBody,
  CommunityImageList,
  CommunityImageListQuery,
  dataUrlMaxLength,
  ErrorBody,
  GALLERY_LIMITS,
  IdParams,
  OfficialBody,
  UserVote,
  VoteResult,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import type { BadgeCheck } from '#src/shared/member-links/member-links.queries.ts';
import {
  deleteImage,
  listImages,
  markOfficial,
  uploadImage,
  userVote,
  vote,
} from './gallery.service.ts';

const uploadErrors = { ...writeErrors, 413: ErrorBody, 415: ErrorBody, 503: ErrorBody };

/**
 * The community gallery (spec §7): GET, POST /api/inks/{id}/community-images;
 * DELETE /api/community-images/{id}; POST /api/community-images/{id}/vote;
 * GET /api/inks/{id}/user-vote; and PUT /api/community-images/{id}/official (staff).
 */
export function galleryRoutes(app: AppInstance, ports: { badges: BadgeCheck }): void {
  const deps = { db: app.db, config: app.config, media: app.media, badges: ports.badges };

  app.get(
    '/api/inks/:id/community-images',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['gallery'],
        summary: "A page of an ink's community images: official first, then by votes, then newest",
        description:
          "The ink's communityImageCount says how many there are; a page shorter than the limit is the last.",
        params: IdParams,
        querystring: CommunityImageListQuery,
        response: { 200: CommunityImageList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => listImages(app.db, req.params.id, req.query, app.config.trust),
  );

  app.post(
    '/api/inks/:id/community-images',
    {
      config: { access: 'verified' },
      // The image's data URL and a little room for the other fields.
      bodyLimit: dataUrlMaxLength(GALLERY_LIMITS.communityImageMaxBytes) + 8192,
      schema: {
        tags: ['gallery'],
        summary: 'Share an image of an ink (one per member per ink; re-encoded by the server)',
        params: IdParams,
        body: CommunityImageBody,
        response: { 201: CommunityImage, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const image = await uploadImage(deps, requestActor(req), req.params.id, req.body);
      return reply.code(201).send(image);
    },
  );

  app.delete(
    '/api/community-images/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['gallery'],
        summary: 'Delete your own image; moderators and admins delete any',
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await deleteImage(deps, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/community-images/:id/vote',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['gallery'],
        summary: 'Vote for an image (toggles; moves your vote from another image of the ink)',
        params: IdParams,
        response: { 200: VoteResult, ...writeErrors },
      },
    },
    (req) => vote(deps, requestActor(req), req.params.id),
  );

  app.get(
    '/api/inks/:id/user-vote',
    {
      config: { access: 'user', personal: true },
      schema: {
        tags: ['gallery'],
        summary: 'Which image of this ink you voted for (vote.imageId), or null',
        params: IdParams,
        response: { 200: UserVote, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => userVote(app.db, requestActor(req), req.params.id),
  );

  app.put(
    '/api/community-images/:id/official',
    {
      config: { access: { capability: 'curateImages' } },
      schema: {
        tags: ['gallery'],
        summary: 'Mark an image official, or take the mark back (moderators and admins)',
        params: IdParams,
        body: OfficialBody,
        response: { 200: CommunityImage, ...writeErrors },
      },
    },
    (req) => markOfficial(deps, requestActor(req), req.params.id, req.body.isOfficial),
  );
}
