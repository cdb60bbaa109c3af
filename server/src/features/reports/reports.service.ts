import type {
  AdminNotifications,
  Report,
  ReportBody,
  ReportThread,
  SampleMessage,
  SampleRequest,
} from '@inklore/contract';
import type { z } from 'zod';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso } from '#src/db/dialect.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { notify } from '#src/shared/member-links/member-links.queries.ts';
import { assertMayRemoveReported, assertMayReport, reporterSees } from './reports.policy.ts';
import { presentReport } from './reports.present.ts';
import {
  findTarget,
  findTargets,
  foldStaffQueues,
  listReports,
  insertReport,
  openReportOf,
  reopenDismissed,
  reportById,
  settleOpenReports,
  staffQueueCounts,
} from './reports.queries.ts';

type Body = z.output<typeof ReportBody>;

/**
 * How reported content is removed: by the feature that keeps it, with its own rules and audit
 * entry, inside the report's transaction (app.ts passes them in: ADR 042). Each answers 404
 * when the content is gone already.
 */
export type ContentRemoval = {
  /** A comment, as a moderator (comments.service.ts removeReportedComment). */
  comment: (trx: Conn, moderatorId: number, commentId: number) => Promise<void>;
  /**
   * A community image and its votes, as a moderator (gallery.service.ts removeReportedImage);
   * answers its files, removed once the transaction commits.
   */
  communityImage: (trx: Conn, moderatorId: number, imageId: number) => Promise<string[]>;
  /** An ink, soft-deleted (inks.service.ts softDeleteInk). */
  inkProfile: (trx: Conn, moderatorId: number, inkId: number) => Promise<void>;
  /** A message on a sample request (members' requests.service.ts removeReportedMessage). */
  sampleMessage: (trx: Conn, moderatorId: number, messageId: number) => Promise<void>;
};

/**
 * A reported message's request and its messages, told from the reporter's side (members'
 * requests.service.ts threadOfMessage); 404 when the message is gone.
 */
export type SampleThread = (
  trx: Conn,
  messageId: number,
  reporterId: number | null,
) => Promise<{ request: SampleRequest; messages: SampleMessage[] }>;

/** What reports ask of other features, passed in by app.ts (ADR 042). */
export type ReportPorts = { removeContent: ContentRemoval; sampleThread: SampleThread };

const NO_TARGET: Record<Body['reportType'], string> = {
  ink_profile: 'Ink not found. It may have been removed.',
  comment: 'Comment not found. It may have been deleted.',
  community_image: 'Community image not found. It may have been deleted.',
  sample_message: 'Message not found. It may have been deleted.',
};
const ALREADY_REPORTED = 'You have reported this already. The moderators will look at it.';

/**
 * A member reports an ink, a comment, a community image or a message on a sample request
 * (decisions.md, ADR 059): the content must exist (a message: only for the other member of its
 * request, 404 to anyone else), must not be their own, and one open report per member per
 * target.
 */
export async function createReport(
  deps: { db: Db; config: Config },
  reporter: RequestActor,
  body: Body,
): Promise<{ id: number; status: 'open' }> {
  const { db } = deps;
  await hit(db, `report:user:${reporter.id}`, deps.config.rateLimits.REPORT_USER);
  const target = await findTarget(db, body.reportType, body.targetId);
  if (!target || !reporterSees(reporter, target)) throw notFound(NO_TARGET[body.reportType]);
  assertMayReport(reporter, target);
  if (await openReportOf(db, reporter.id, body.reportType, body.targetId)) {
    throw new AppError(409, 'conflict', ALREADY_REPORTED);
  }
  try {
    const id = await insertReport(db, {
      reporter_id: reporter.id,
      target_type: body.reportType,
      target_id: body.targetId,
      target_user_id: target.ownerId,
      reason: body.reason,
      description: body.description ?? null,
      created_at: nowIso(),
    });
    return { id, status: 'open' };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'conflict', ALREADY_REPORTED);
    throw err;
  }
}

/** Open reports oldest first (a queue), or resolved ones newest first; at most 200. */
export async function reportsFor(db: Db, status: 'open' | 'resolved'): Promise<Report[]> {
  const rows = await listReports(db, status);
  const targets = await findTargets(
    db,
    rows.map((r) => ({ type: r.target_type, id: r.target_id })),
  );
  return rows.map((r) => presentReport(r, targets.get(`${r.target_type}:${r.target_id}`)));
}

/**
 * A moderator settles a report: dismiss it, or remove the content (a comment; an ink only
 * by an admin: reports.policy.ts). Every open report on the same content is settled with
 * it, and the audit log keeps the decision.
 */
export async function resolveReport(
  deps: { db: Db; config: Config; media: MediaStore } & ReportPorts,
  moderator: RequestActor,
  id: number,
  action: 'dismiss' | 'remove_content',
): Promise<void> {
  const { db } = deps;
  const report = await reportById(db, id);
  if (!report) throw notFound('No report has this id.');
  if (report.status !== 'open')
    throw new AppError(409, 'conflict', 'This report is resolved already.');
  if (action === 'remove_content') {
    assertMayRemoveReported(moderator, report.target_type, deps.config.staffMfa);
  }
  const files: string[] = [];
  await db.transaction().execute(async (trx) => {
    if (action === 'remove_content') {
      const remove = deps.removeContent;
      if (report.target_type === 'community_image') {
        files.push(...(await remove.communityImage(trx, moderator.id, report.target_id)));
      } else if (report.target_type === 'comment') {
        await remove.comment(trx, moderator.id, report.target_id);
      } else if (report.target_type === 'sample_message') {
        await remove.sampleMessage(trx, moderator.id, report.target_id);
      } else {
        await remove.inkProfile(trx, moderator.id, report.target_id);
      }
    }
    const settled = await settleOpenReports(trx, report, {
      resolution: action === 'dismiss' ? 'dismissed' : 'removed',
      resolvedBy: moderator.id,
      at: nowIso(),
    });
    if (!settled.some((r) => r.id === id)) {
      throw new AppError(409, 'conflict', 'This report is resolved already.');
    }
    await recordAudit(trx, moderator.id, 'report.resolve', 'report', id, {
      action,
      targetType: report.target_type,
      targetId: report.target_id,
      reports: settled.map((r) => r.id),
    });
    // ADR 060: each reporter is told the outcome, never whose content it was nor who decided
    for (const r of settled) {
      if (r.reporter_id === null) continue;
      await notify(trx, {
        userId: r.reporter_id,
        kind: 'report_handled',
        targetId: r.id,
        details: {
          outcome: action === 'dismiss' ? 'dismissed' : 'removed',
          targetType: report.target_type,
        },
      });
    }
  });
  await removeUnreferenced(db, deps.media, files);
}

/**
 * The thread of a reported message, for staff (ADR 059): the only way staff read a sample
 * request, and only for a report of kind sample_message (404 for other kinds, and once the
 * message is gone). Every read is written to the audit log ('sample_thread.read').
 */
export async function reportThread(
  deps: { db: Db } & ReportPorts,
  moderator: RequestActor,
  id: number,
): Promise<ReportThread> {
  const report = await reportById(deps.db, id);
  if (!report || report.target_type !== 'sample_message') {
    throw notFound('No report of a message has this id.');
  }
  return deps.db.transaction().execute(async (trx) => {
    const thread = await deps.sampleThread(trx, report.target_id, report.reporter_id);
    await recordAudit(trx, moderator.id, 'sample_thread.read', 'report', id, {
      messageId: report.target_id,
      requestId: thread.request.id,
    });
    return { ...thread, reportedMessageId: report.target_id };
  });
}

/**
 * Undoes a dismissal (a moderator's one click): the report, and those dismissed with it, are
 * open again. A removal is not undone here (the content is gone; an admin restores an ink).
 */
export async function reopenReport(db: Db, moderator: RequestActor, id: number): Promise<void> {
  const report = await reportById(db, id);
  if (!report) throw notFound('No report has this id.');
  if (report.status === 'open') throw new AppError(409, 'conflict', 'This report is open already.');
  if (report.resolution !== 'dismissed') {
    throw new AppError(
      409,
      'conflict',
      'Only a dismissed report can be reopened: this one had its content removed.',
    );
  }
  await db.transaction().execute(async (trx) => {
    const reopened = await reopenDismissed(trx, report);
    if (!reopened.some((r) => r.id === id)) {
      throw new AppError(
        409,
        'conflict',
        'This report cannot be reopened: its reporter has a newer open report on the same content.',
      );
    }
    await recordAudit(trx, moderator.id, 'report.reopen', 'report', id, {
      targetType: report.target_type,
      targetId: report.target_id,
      reports: reopened.map((r) => r.id),
    });
  });
}

/** Changes to the staff's queues kept before a reader folds them into one (ADR 074). */
const FOLD_STAFF_QUEUES_AT = 100;

type StaffQueues = Awaited<ReturnType<typeof staffQueueCounts>>;

/**
 * What waits for the staff, as the database keeps it (ADR 074): the same for every staff
 * member, so the route reads it beside the session (lib/alongside.ts).
 */
export const readStaffQueues = (db: Db): Promise<StaffQueues> => staffQueueCounts(db);

/**
 * Spec §3 admin notifications (decisions.md): pending submissions are ink submissions and
 * profile image submissions; pending reports are open reports.
 */
export async function adminNotifications(db: Db, counts: StaffQueues): Promise<AdminNotifications> {
  if (counts.rows >= FOLD_STAFF_QUEUES_AT) {
    await db.transaction().execute((trx) => foldStaffQueues(trx));
  }
  const pendingReports = counts.reports;
  const pendingSubmissions = counts.profileImages + counts.submissions;
  return {
    hasNotifications: pendingReports + pendingSubmissions > 0,
    pendingSubmissions,
    pendingReports,
  };
}
