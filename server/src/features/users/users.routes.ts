import {
  AdminUserList,
  ProfileOverview,
  ErrorBody,
  IdParams,
  PublicUser,
  RoleBody,
  UsernameParams,
  UserSearchQuery,
} from '@inklore/contract';
import type { AppInstance } from '#src/app-instance.ts';
import { requestActor } from '#src/lib/access.ts';
import {
  changeRole,
  findUsers,
  profileOverview,
  publicProfile,
  type UserPorts,
} from './users.service.ts';

export function userRoutes(app: AppInstance, ports: UserPorts): void {
  app.get(
    '/api/users/:username',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['users'],
        summary: 'A public profile (never the email)',
        params: UsernameParams,
        response: { 200: PublicUser, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => publicProfile(app.db, req.params.username),
  );

  app.get(
    '/api/users/:username/overview',
    {
      config: { access: 'public', token: 'read' },
      schema: {
        tags: ['users'],
        summary: 'A public profile page: badges, counts, palette, public collections, images',
        params: UsernameParams,
        response: { 200: ProfileOverview, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => profileOverview(app.db, req.params.username, app.config.trust, ports.profileSections),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: { capability: 'changeRoles' } },
      schema: {
        tags: ['admin'],
        summary: "Change a user's role (admin); the last admin cannot be demoted",
        params: IdParams,
        body: RoleBody,
        response: {
          200: PublicUser,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    (req) => changeRole(app.db, requestActor(req), req.params.id, req.body.role),
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: { capability: 'manageUsers' } },
      schema: {
        tags: ['admin'],
        summary: 'Find members by username, display name or email (admin)',
        querystring: UserSearchQuery,
        response: { 200: AdminUserList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (req) => findUsers(app.db, req.query.search),
  );
}
