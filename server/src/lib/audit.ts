import type { Kysely } from 'kysely';
import { nowIso } from '#src/db/dialect.ts';
import type { Database } from '#src/db/schema.ts';

/** Keeps a staff action in the audit log: who, what, to what, when. */
export async function recordAudit(
  db: Kysely<Database>,
  actorId: number | null,
  action: string,
  targetType: string,
  targetId: number,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      action,
      target_type: targetType,
      target_id: targetId,
      details: JSON.stringify(details),
      created_at: nowIso(),
    })
    .execute();
}
