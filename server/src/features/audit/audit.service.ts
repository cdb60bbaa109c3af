import type { AuditEntry, AuditPage } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { presentAuditEntry } from './audit.present.ts';
import { AUDIT_PAGE, auditEntries, targetNames } from './audit.queries.ts';

/** Kinds of target that belong to an ink, named by it when they are gone. */
const ON_AN_INK = new Set(['profile_image_submission', 'community_image', 'comment']);

/** The audit log for the staff console: who did what, when; newest first, by pages. */
export async function auditLog(
  db: Db,
  filter: { actor?: string | undefined; action?: string | undefined; before?: number | undefined },
): Promise<AuditPage> {
  const rows = await auditEntries(db, filter);
  const page = rows.slice(0, AUDIT_PAGE);
  const entries = page.map(presentAuditEntry);
  const idsOf = (type: string) => [
    ...new Set(entries.filter((e) => e.targetType === type).map((e) => e.targetId)),
  ];
  // what is gone (a removed comment, image) is named by the ink its details name
  const inkOf = (e: AuditEntry) => (typeof e.details.inkId === 'number' ? e.details.inkId : null);
  const detailInks = entries.map(inkOf).filter((id): id is number => id !== null);
  const names = await targetNames(db, {
    ink: [...new Set([...idsOf('ink'), ...detailInks])],
    ink_submission: idsOf('ink_submission'),
    profile_image_submission: idsOf('profile_image_submission'),
    community_image: idsOf('community_image'),
    comment: idsOf('comment'),
    user: idsOf('user'),
    news: idsOf('news'),
  });
  return {
    entries: entries.map((e) => {
      const own = names.get(`${e.targetType}:${e.targetId}`);
      const ink = inkOf(e);
      const byInk =
        ink !== null && ON_AN_INK.has(e.targetType) ? names.get(`ink:${ink}`) : undefined;
      return { ...e, targetName: own ?? byInk ?? null };
    }),
    nextBefore: rows.length > AUDIT_PAGE ? (page[page.length - 1]?.id ?? null) : null,
  };
}
