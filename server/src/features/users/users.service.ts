import type { AdminUser, PublicUser, Role } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { notFound } from '#src/lib/errors.ts';
import { presentAdminUser, presentPublicUser } from './users.present.ts';
import {
  assertNotLastAdmin,
  findUserById,
  findUserByUsername,
  searchUsers,
  setUserRole,
} from './users.queries.ts';

/** A public profile (never the email). */
export async function publicProfile(db: Db, username: string): Promise<PublicUser> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound('No member has this username.');
  return presentPublicUser(user);
}

/** An admin changes someone's role (the route demands the capability); audited. */
export async function changeRole(
  db: Db,
  actor: RequestActor,
  id: number,
  role: Role,
): Promise<PublicUser> {
  const updated = await db.transaction().execute(async (trx) => {
    const target = await findUserById(trx, id);
    if (!target) throw notFound('No user has this id.');
    if (target.role === 'admin' && role !== 'admin') {
      await assertNotLastAdmin(trx, db.kind, 'other');
    }
    const row = await setUserRole(trx, id, role, nowIso());
    await recordAudit(trx, actor.id, 'user.role', 'user', id, { from: target.role, to: role });
    return row;
  });
  return presentPublicUser(updated);
}

/** The staff console's users tab (admins; the route demands the capability). */
export async function findUsers(db: Db, search: string): Promise<AdminUser[]> {
  return (await searchUsers(db, search)).map(presentAdminUser);
}
