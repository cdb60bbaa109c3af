import type { AccessToken } from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { TokenRow } from './tokens.queries.ts';

/** A token as its owner sees it: never the secret, never its hash. */
export function presentToken(row: TokenRow, now = Date.now()): AccessToken {
  const expiresAt = row.expires_at === null ? null : toIso(row.expires_at);
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: toIso(row.created_at),
    expiresAt,
    lastUsedAt: row.last_used_at === null ? null : toIso(row.last_used_at),
    expired: expiresAt !== null && Date.parse(expiresAt) <= now,
  };
}
