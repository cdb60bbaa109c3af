import {
  dataUrlMaxLength,
  ErrorBody,
  GALLERY_LIMITS,
  IdParams,
  ProfileImageSubmission,
  ProfileImageSubmissionBody,
  ProfileImageSubmissionList,
  RejectBody,
  SubmissionListQuery,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import {
  approveSubmission,
  mySubmissions,
  rejectSubmission,
  submissionsForReview,
  submitProfileImage,
} from './profile-images.service.ts';

const uploadErrors = { ...writeErrors, 413: ErrorBody, 415: ErrorBody, 503: ErrorBody };

/**
 * Profile image submissions (spec §7; decisions.md "Calls beyond the spec's table"): members
 * send one, see their own; moderators and admins list, approve and reject.
 */
export function profileImageRoutes(app: AppInstance): void {
  const deps = { db: app.db, config: app.config, media: app.media };

  app.post(
    '/api/inks/:id/profile-image-submission',
    {
      config: { access: 'verified' },
      bodyLimit: dataUrlMaxLength(GALLERY_LIMITS.profileImageMaxBytes) + 8192,
      schema: {
        tags: ['profile images'],
        summary: "Propose a new main image for an ink (pending until a moderator's review)",
        params: IdParams,
        body: ProfileImageSubmissionBody,
        response: { 201: ProfileImageSubmission, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const sent = await submitProfileImage(deps, requestActor(req), req.params.id, req.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/inks/:id/profile-image-submissions',
    {
      config: { access: 'user', personal: true },
      schema: {
        tags: ['profile images'],
        summary: 'Your profile image submissions for this ink, newest first',
        params: IdParams,
        response: {
          200: ProfileImageSubmissionList,
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    (req) => mySubmissions(app.db, requestActor(req), req.params.id),
  );

  app.get(
    '/api/admin/profile-image-submissions',
    {
      config: { access: { capability: 'curateImages' } },
      schema: {
        tags: ['profile images'],
        summary: 'Profile image submissions to review: pending oldest first (or decided ones)',
        querystring: SubmissionListQuery,
        response: { 200: ProfileImageSubmissionList, ...writeErrors },
      },
    },
    (req) => submissionsForReview(deps, requestActor(req), req.query.status ?? 'pending'),
  );

  app.post(
    '/api/admin/profile-image-submissions/:id/approve',
    {
      config: { access: { capability: 'curateImages' } },
      schema: {
        tags: ['profile images'],
        summary: "Approve: the image becomes the ink's main image; the old ones stay",
        params: IdParams,
        response: { 200: ProfileImageSubmission, ...writeErrors },
      },
    },
    (req) => approveSubmission(deps, requestActor(req), req.params.id),
  );

  app.post(
    '/api/admin/profile-image-submissions/:id/reject',
    {
      config: { access: { capability: 'curateImages' } },
      schema: {
        tags: ['profile images'],
        summary: 'Reject with a reason the member sees',
        params: IdParams,
        body: RejectBody,
        response: { 200: ProfileImageSubmission, ...writeErrors },
      },
    },
    (req) => rejectSubmission(deps, requestActor(req), req.params.id, req.body.reason),
  );
}
