import {
  dataUrlMaxLength,
  DuplicateList,
  DuplicateQuery,
  ErrorBody,
  GALLERY_LIMITS,
  IdParams,
  InkSubmission,
  InkSubmissionBody,
  InkSubmissionList,
  RejectBody,
  SubmissionListQuery,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import {
  approveSubmission,
  findDuplicates,
  mySubmissions,
  rejectSubmission,
  submissionsForReview,
  submitInk,
  type SubmissionPorts,
} from './submissions.service.ts';

const uploadErrors = { ...writeErrors, 413: ErrorBody, 415: ErrorBody, 503: ErrorBody };

/**
 * Share a discovery and its review (decisions.md "Calls beyond the spec's table"):
 * POST /api/submissions, GET /api/submissions/mine, GET /api/submissions/duplicates,
 * GET /api/admin/submissions, POST /api/admin/submissions/{id}/approve and /reject.
 */
export function submissionRoutes(app: AppInstance, ports: SubmissionPorts): void {
  const deps = { db: app.db, config: app.config, media: app.media };

  app.post(
    '/api/submissions',
    {
      config: { access: 'verified' },
      bodyLimit: dataUrlMaxLength(GALLERY_LIMITS.profileImageMaxBytes) + 16_384,
      schema: {
        tags: ['submissions'],
        summary: 'Share a discovery: a new ink, pending until a moderator reviews it',
        body: InkSubmissionBody,
        response: { 201: InkSubmission, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const sent = await submitInk(deps, requestActor(req), req.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/api/submissions/mine',
    {
      config: { access: 'user', personal: true },
      schema: {
        tags: ['submissions'],
        summary: 'Your submissions and their status, newest first',
        response: { 200: InkSubmissionList, 401: ErrorBody },
      },
    },
    (req) => mySubmissions(app.db, requestActor(req)),
  );

  app.get(
    '/api/submissions/duplicates',
    {
      config: { access: 'user' },
      schema: {
        tags: ['submissions'],
        summary: 'Catalogue inks that a new ink of this brand and name may duplicate',
        querystring: DuplicateQuery,
        response: { 200: DuplicateList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    (req) => findDuplicates(app.db, req.query.brand, req.query.name),
  );

  app.get(
    '/api/admin/submissions',
    {
      config: { access: { capability: 'reviewSubmissions' } },
      schema: {
        tags: ['submissions'],
        summary: 'Ink submissions to review: pending oldest first (or decided ones)',
        querystring: SubmissionListQuery,
        response: { 200: InkSubmissionList, ...writeErrors },
      },
    },
    (req) => submissionsForReview(deps, requestActor(req), req.query.status ?? 'pending'),
  );

  app.post(
    '/api/admin/submissions/:id/approve',
    {
      config: { access: { capability: 'reviewSubmissions' } },
      schema: {
        tags: ['submissions'],
        summary: 'Approve: the submission becomes a catalogue ink',
        params: IdParams,
        response: { 200: InkSubmission, ...writeErrors },
      },
    },
    (req) => approveSubmission({ ...deps, ports }, requestActor(req), req.params.id),
  );

  app.post(
    '/api/admin/submissions/:id/reject',
    {
      config: { access: { capability: 'reviewSubmissions' } },
      schema: {
        tags: ['submissions'],
        summary: 'Reject with a reason the member sees',
        params: IdParams,
        body: RejectBody,
        response: { 200: InkSubmission, ...writeErrors },
      },
    },
    (req) =>
      rejectSubmission({ ...deps, ports }, requestActor(req), req.params.id, req.body.reason),
  );
}
