import type { AuditPage } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { presentAuditEntry } from './audit.present.ts';
import { AUDIT_PAGE, auditEntries } from './audit.queries.ts';

/** The audit log for the staff console: who did what, when; newest first, by pages. */
export async function auditLog(
  db: Db,
  filter: { actor?: string | undefined; action?: string | undefined; before?: number | undefined },
): Promise<AuditPage> {
  const rows = await auditEntries(db, filter);
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    entries: page.map(presentAuditEntry),
    nextBefore: rows.length > AUDIT_PAGE ? (page[page.length - 1]?.id ?? null) : null,
  };
}
