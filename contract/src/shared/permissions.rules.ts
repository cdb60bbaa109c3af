import type { Role } from '../auth/auth.ts';

/**
 * Who may do what (spec §6). The server enforces it on every route; the web app reads the
 * same table to decide which buttons to show.
 */
export const CAPABILITIES = {
  /** Admin link, dashboard, notifications, mark image official. */
  viewAdmin: ['moderator', 'admin'],
  editInk: ['moderator', 'admin'],
  deleteInk: ['admin'],
  restoreInk: ['admin'],
  changeRoles: ['admin'],
  /** Remove others' comments and community images (for reports). */
  moderateContent: ['moderator', 'admin'],
  /** Mark a community image official; approve or reject profile image submissions. */
  curateImages: ['moderator', 'admin'],
  /** Approve or reject members' ink submissions. */
  reviewSubmissions: ['moderator', 'admin'],
  /** Read the audit log (who did what, when). */
  readAuditLog: ['moderator', 'admin'],
  /** Find members by name or email (the staff console's users tab). */
  manageUsers: ['admin'],
  /** Write, edit, publish, feature and delete news stories; read drafts. */
  manageNews: ['moderator', 'admin'],
  /** Limit or suspend members, read their appeals, lift or keep the restriction. */
  moderateMembers: ['moderator', 'admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}
