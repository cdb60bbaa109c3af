import { z } from 'zod';
import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TYPES,
} from '../shared/members.rules.ts';
import { idNumber } from '../shared/params.ts';

/** POST /api/reports (spec §7). The server works out whose content it is itself. */
export const ReportBody = z
  .object({
    reportType: z.enum(REPORT_TYPES, {
      error: 'reportType must be ink_profile, community_image, comment or sample_message.',
    }),
    targetId: idNumber('targetId'),
    targetUserId: idNumber('targetUserId').nullable().optional(),
    reason: z.enum(REPORT_REASONS, { error: 'Please select a reason for reporting.' }),
    description: z
      .string()
      .trim()
      .max(
        REPORT_DESCRIPTION_MAX_LENGTH,
        `The description has at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters.`,
      )
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  })
  .strict();
export type ReportBody = z.input<typeof ReportBody>;

export const ReportCreated = z.object({ id: z.number().int(), status: z.literal('open') });

/** A report as moderators see it. */
export const Report = z
  .object({
    id: z.number().int(),
    reportType: z.enum(REPORT_TYPES),
    targetId: z.number().int(),
    target: z
      .object({
        title: z.string().describe('The ink name, or the start of the comment'),
        inkId: z.number().int().nullable().describe('The ink page the content is on'),
        username: z.string().nullable().describe("The content's author"),
        thumbnailUrl: z
          .string()
          .nullable()
          .describe("A reported community image's thumbnail; null for other content"),
      })
      .nullable()
      .describe('null when the content is gone'),
    reason: z.enum(REPORT_REASONS),
    description: z.string().nullable(),
    reporter: z.string().nullable().describe('Username; null when the account was deleted'),
    status: z.enum(['open', 'resolved']),
    resolution: z.enum(['dismissed', 'removed']).nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof Report>;

export const ReportListQuery = z
  .object({
    status: z.enum(['open', 'resolved'], { error: 'status must be open or resolved' }).optional(),
  })
  .strict();

export const ResolveReportBody = z
  .object({
    action: z.enum(['dismiss', 'remove_content'], {
      error: 'action must be dismiss or remove_content',
    }),
  })
  .strict();

/** Spec §3 "Admin notifications". */
export const AdminNotifications = z
  .object({
    hasNotifications: z.boolean(),
    pendingSubmissions: z.number().int(),
    pendingReports: z.number().int(),
  })
  .meta({ id: 'AdminNotifications' });
export type AdminNotifications = z.infer<typeof AdminNotifications>;
