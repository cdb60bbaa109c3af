import type { AuditEntry } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { AuditRow } from './audit.queries.ts';

/** One entry, its target not yet named (the service names a page's targets in one go). */
export function presentAuditEntry(row: AuditRow): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.details);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      details = parsed as Record<string, unknown>;
    }
  } catch {
    // an entry whose details are not JSON shows none
  }
  return {
    id: row.id,
    actor: row.username,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: null,
    details,
    createdAt: toIso(row.created_at),
  };
}
