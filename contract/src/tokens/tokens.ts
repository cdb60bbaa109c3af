import { z } from 'zod';
import { nameProblem } from '../shared/text.rules.ts';
import { TOKEN_EXPIRY_DAYS, TOKEN_LIMITS, TOKEN_SCOPES } from './tokens.rules.ts';

/**
 * Personal access tokens (ADR 029): GET, POST /api/tokens and
 * DELETE /api/tokens/{id}. The secret is in the answer to POST alone; the server keeps only
 * its SHA-256.
 */

export const TokenScopeSchema = z.enum(TOKEN_SCOPES, {
  error: 'Choose what the token may do: read, or read and write.',
});

const tokenName = z
  .string({ error: 'Give the token a name, such as the tool that will use it.' })
  .trim()
  .min(1, 'Give the token a name, such as the tool that will use it.')
  .max(
    TOKEN_LIMITS.nameMaxLength,
    `A token name has at most ${String(TOKEN_LIMITS.nameMaxLength)} characters.`,
  )
  .refine((s) => nameProblem(s) === null, 'Use visible characters only in the name.');

const expiryMessage = `Choose when the token expires: after ${TOKEN_EXPIRY_DAYS.join(', ')} days, or never.`;

/** POST /api/tokens {name, scope, expiresInDays?}: no expiresInDays (or null) is no expiry. */
export const AccessTokenBody = z
  .object({
    name: tokenName,
    scope: TokenScopeSchema,
    expiresInDays: z
      .number({ error: expiryMessage })
      .refine((n) => (TOKEN_EXPIRY_DAYS as readonly number[]).includes(n), expiryMessage)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .strict();
export type AccessTokenBody = z.input<typeof AccessTokenBody>;

/** A token as its owner sees it in the list: never the secret. */
export const AccessToken = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scope: TokenScopeSchema,
    createdAt: z.string(),
    /** Null: never expires. */
    expiresAt: z.string().nullable(),
    /** Null: never used. Written at most once a minute. */
    lastUsedAt: z.string().nullable(),
    expired: z.boolean(),
  })
  .meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof AccessToken>;

export const AccessTokenList = z
  .object({
    tokens: z.array(AccessToken),
    /** How many tokens that have not expired a member may hold. */
    limit: z.number().int(),
  })
  .meta({ id: 'AccessTokenList' });
export type AccessTokenList = z.infer<typeof AccessTokenList>;

/** The answer to POST /api/tokens: the token and, this once, its secret. */
export const CreatedAccessToken = AccessToken.extend({
  /** `ink_` and 43 characters; shown once, never stored. */
  secret: z.string(),
}).meta({ id: 'CreatedAccessToken' });
export type CreatedAccessToken = z.infer<typeof CreatedAccessToken>;
