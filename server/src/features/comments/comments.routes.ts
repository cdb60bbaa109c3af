import {
  Comment,
  CommentBody,
  CommentList,
  CommentPage,
  CommentPageQuery,
  ErrorBody,
  IdParams,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor, signedInUser } from '#src/lib/access.ts';
import type { BadgeCheck } from '#src/shared/member-links/member-links.queries.ts';
import {
  commentPage,
  editComment,
  listComments,
  postComment,
  removeComment,
} from './comments.service.ts';

/** Spec §7: GET, POST /api/inks/{id}/comments; PUT, DELETE /api/comments/{commentId}. */
export function commentRoutes(app: AppInstance, ports: { badges: BadgeCheck }): void {
  const deps = { db: app.db, config: app.config, badges: ports.badges };

  app.get(
    '/api/inks/:id/comments',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['comments'],
        summary: "An ink's comments, newest first",
        params: IdParams,
        response: { 200: CommentList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => listComments(app.db, req.params.id),
  );

  app.get(
    '/api/inks/:id/comments/page',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['comments'],
        summary: "A page of an ink's comments, newest first, with their number and your own",
        description:
          'What the ink page reads. The first page (no `before`) and every later one say how many comments the ink has and, to a signed-in member, their own comment wherever it falls. Ask the next page with `before` = `nextBefore`; null means there is none.',
        params: IdParams,
        querystring: CommentPageQuery,
        response: { 200: CommentPage, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => commentPage(app.db, req.params.id, req.user?.id ?? null, req.query.before),
  );

  app.post(
    '/api/inks/:id/comments',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['comments'],
        summary: 'Comment on an ink (verified email; one comment per member per ink)',
        params: IdParams,
        body: CommentBody,
        response: { 201: Comment, ...writeErrors },
      },
    },
    async (req, reply) => {
      const comment = await postComment(deps, signedInUser(req), req.params.id, req.body.content);
      return reply.code(201).send(comment);
    },
  );

  app.put(
    '/api/comments/:id',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['comments'],
        summary: 'Change the text of your own comment',
        params: IdParams,
        body: CommentBody,
        response: { 200: Comment, ...writeErrors },
      },
    },
    (req) => editComment(deps, requestActor(req), req.params.id, req.body.content),
  );

  app.delete(
    '/api/comments/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['comments'],
        summary: 'Delete your own comment; moderators and admins remove any',
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await removeComment(deps, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
