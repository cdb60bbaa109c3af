import type { Report } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { ReportListRow, Target } from './reports.queries.ts';

/** A report as the moderation queue shows it: the reporter's name, never their email. */
export function presentReport(row: ReportListRow, target: Target | undefined): Report {
  return {
    id: row.id,
    reportType: row.target_type,
    targetId: row.target_id,
    target: target
      ? {
          title: target.title,
          inkId: target.inkId,
          username: target.username,
          thumbnailUrl: target.thumbnailUrl,
        }
      : null,
    reason: row.reason,
    description: row.description,
    reporter: row.reporter,
    status: row.status,
    resolution: row.resolution,
    createdAt: toIso(row.created_at),
    resolvedAt: row.resolved_at === null ? null : toIso(row.resolved_at),
  };
}
