/**
 * Personal access tokens (ADR 029): their scopes, lifetimes and limits, and
 * the secret's shape. No zod here, so the web app's profile card imports it alone.
 */

/** What a token may do: read (the member's own data and everything public) or also write. */
export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  read: 'Read',
  write: 'Read and write',
};

/** The lifetimes a member chooses from, in days; no expiry is the other choice. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export const TOKEN_LIMITS = {
  nameMaxLength: 60,
  /** Tokens a member may hold at once (expired ones do not count). */
  perMember: 20,
} as const;

/**
 * A secret is `ink_` and 32 random bytes in base64url (43 characters): the prefix lets
 * secret scanners find a leaked one.
 */
export const TOKEN_PREFIX = 'ink_';
export const TOKEN_SECRET_PATTERN = /^ink_[A-Za-z0-9_-]{43}$/;
