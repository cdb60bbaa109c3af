import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

const PAGE = 100;

/** Audit entries newest first, optionally by one actor (username) and action; 100 a page. */
export function auditEntries(
  db: Kysely<Database>,
  filter: { actor?: string | undefined; action?: string | undefined; before?: number | undefined },
) {
  let q = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .selectAll('audit_log')
    .select('users.username');
  if (filter.actor) q = q.where('users.username_norm', '=', filter.actor.toLowerCase());
  if (filter.action) q = q.where('audit_log.action', '=', filter.action);
  if (filter.before !== undefined) q = q.where('audit_log.id', '<', filter.before);
  return q
    .orderBy('audit_log.id', 'desc')
    .limit(PAGE + 1)
    .execute();
}
export type AuditRow = Awaited<ReturnType<typeof auditEntries>>[number];
export const AUDIT_PAGE = PAGE;
