import { ErrorBody, IdParams, PublicUser, RoleBody, UsernameParams } from '@inklore/contract';
import type { AppInstance } from '#src/app.ts';
import { nowIso } from '#src/db/dialect.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { countAdminsForChange, findUserById, findUserByUsername } from './users.queries.ts';
import { presentPublicUser } from './users.present.ts';

export function userRoutes(app: AppInstance): void {
  app.get(
    '/api/users/:username',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'A public profile (never the email)',
        params: UsernameParams,
        response: { 200: PublicUser, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const user = await findUserByUsername(app.db, req.params.username);
      if (!user) throw notFound('No member has this username.');
      return presentPublicUser(user);
    },
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
    async (req) => {
      const actor = req.user;
      const { id } = req.params;
      const { role } = req.body;
      const updated = await app.db.transaction().execute(async (trx) => {
        const target = await findUserById(trx, id);
        if (!target) throw notFound('No user has this id.');
        if (target.role === 'admin' && role !== 'admin') {
          if ((await countAdminsForChange(trx, app.db.kind)) <= 1) {
            throw new AppError(
              409,
              'conflict',
              'This is the last admin. Make someone else an admin first.',
            );
          }
        }
        const row = await trx
          .updateTable('users')
          .set({ role, updated_at: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor?.id ?? null, 'user.role', 'user', id, {
          from: target.role,
          to: role,
        });
        return row;
      });
      return presentPublicUser(updated);
    },
  );
}
