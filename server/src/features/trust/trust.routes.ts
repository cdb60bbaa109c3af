import {
  AppealBody,
  CrowdData,
  ErrorBody,
  IdParams,
  RestrictBody,
  RestrictedMember,
  RestrictedMemberList,
  ResetVotesQuery,
} from '@inklore/contract';
import { z } from 'zod';
import type { AppInstance } from '#src/app-instance.ts';
import { writeErrors } from '#src/lib/errors.ts';
import { requestActor } from '#src/lib/access.ts';
import {
  appeal,
  crowdData,
  liftRestriction,
  listRestricted,
  resetVotes,
  restrictMember,
  upholdAfterAppeal,
  type TrustPorts,
} from './trust.service.ts';

/**
 * Moderation of members and of crowd data (issue 30, ADR 041): staff limit or suspend a
 * member with a reason, read the member's one appeal, lift or keep the restriction; staff see
 * an ink's votes with who cast them and reset them. Every change is in the audit log.
 */
export function trustRoutes(app: AppInstance, ports: TrustPorts): void {
  const deps = { db: app.db, config: app.config, ...ports };

  app.get(
    '/api/admin/restrictions',
    {
      config: { access: { capability: 'moderateMembers' } },
      schema: {
        tags: ['moderation'],
        summary: 'Limited and suspended members, those with an appeal waiting first',
        response: { 200: RestrictedMemberList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    () => listRestricted(app.db),
  );

  app.put(
    '/api/admin/users/:id/restriction',
    {
      config: { access: { capability: 'moderateMembers' } },
      schema: {
        tags: ['moderation'],
        summary:
          'Limit (no public writes) or suspend (reading only) a member, with a reason they see',
        params: IdParams,
        body: RestrictBody,
        response: { 200: RestrictedMember, ...writeErrors },
      },
    },
    (req) => restrictMember(deps, requestActor(req), req.params.id, req.body),
  );

  app.delete(
    '/api/admin/users/:id/restriction',
    {
      config: { access: { capability: 'moderateMembers' } },
      schema: {
        tags: ['moderation'],
        summary: "Lift a member's limit or suspension",
        params: IdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await liftRestriction(deps, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/users/:id/restriction/uphold',
    {
      config: { access: { capability: 'moderateMembers' } },
      schema: {
        tags: ['moderation'],
        summary:
          "Keep a member's restriction after reading their appeal (they cannot appeal again)",
        params: IdParams,
        response: { 200: RestrictedMember, ...writeErrors },
      },
    },
    (req) => upholdAfterAppeal(deps, requestActor(req), req.params.id),
  );

  app.post(
    '/api/auth/appeal',
    {
      config: { access: 'user', whileSuspended: true },
      schema: {
        tags: ['moderation'],
        summary: 'Appeal your limit or suspension, once',
        body: AppealBody,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      await appeal(deps, requestActor(req), req.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/inks/:id/crowd-data',
    {
      config: { access: { capability: 'moderateContent' } },
      schema: {
        tags: ['moderation'],
        summary: "An ink's property and image votes, who cast them and whether each counts",
        params: IdParams,
        response: {
          200: CrowdData,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    (req) => crowdData(deps, requestActor(req), req.params.id),
  );

  app.delete(
    '/api/admin/inks/:id/votes',
    {
      config: { access: { capability: 'moderateContent' } },
      schema: {
        tags: ['moderation'],
        summary: "Reset an ink's property or image votes: one voter's (userId) or everyone's",
        params: IdParams,
        querystring: ResetVotesQuery,
        response: { 200: CrowdData, ...writeErrors },
      },
    },
    (req) =>
      resetVotes(deps, requestActor(req), req.params.id, {
        kind: req.query.kind,
        userId: req.query.userId,
      }),
  );
}
