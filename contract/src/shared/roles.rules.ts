/**
 * The account roles, zod-free: auth.ts (the account schemas) and trust.ts (the trust levels)
 * both read them, and auth.ts exports them again for its importers.
 */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
