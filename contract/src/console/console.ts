import { z } from 'zod';
import { ROLES } from '../auth/auth.ts';
import { positiveId } from '../shared/params.ts';

/** The staff console's users tab and audit log (admins and staff). */

/** GET /api/admin/users?search= (admins): by username, display name or email. */
export const UserSearchQuery = z
  .object({
    search: z.string().trim().max(200, 'search has at most 200 characters').optional().default(''),
  })
  .strict();

export const AdminUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string().nullable(),
    email: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    totpEnabled: z.boolean(),
    createdAt: z.string(),
    lastActiveAt: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserList = z.array(AdminUser);

/** GET /api/admin/audit?actor=&action= (moderators and admins), newest first. */
export const AuditQuery = z
  .object({
    actor: z.string().trim().max(100).optional().describe('A username'),
    action: z
      .string()
      .trim()
      .max(64)
      .regex(/^[a-z_.]*$/, 'action is a name like ink.edit')
      .optional(),
    before: positiveId('before').optional().describe('Entries older than this id (the next page)'),
  })
  .strict();

export const AuditEntry = z
  .object({
    id: z.number().int(),
    actor: z.string().nullable().describe('Username; null for the system or a deleted account'),
    action: z.string(),
    targetType: z.string(),
    targetId: z.number().int(),
    targetName: z
      .string()
      .nullable()
      .describe(
        "What the target is called now: an ink's or discovery's brand and name (the ink's, for its images and comments), a member's username, a story's title; null when unknown",
      ),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;
