import {
  TOKEN_LIMITS,
  TOKEN_PREFIX,
  type AccessTokenList,
  type CreatedAccessToken,
  type TokenScope,
} from '@inklore/contract';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { lockedForUpdate } from '#src/db/dialect.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { recordAudit } from '#src/lib/audit.ts';
import { notFound } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';
import { assertMayHoldAnother, assertOwnToken, NO_TOKEN } from './tokens.policy.ts';
import { presentToken } from './tokens.present.ts';
import {
  countLiveTokens,
  deleteToken,
  insertToken,
  lockMember,
  tokenById,
  tokensOfUser,
} from './tokens.queries.ts';

export type TokenDeps = { db: Db; config: Config };

/** The member's tokens, newest first, expired ones included (marked), never a secret. */
export async function listTokens(db: Db, actor: RequestActor): Promise<AccessTokenList> {
  const now = Date.now();
  const rows = await tokensOfUser(db, actor.id);
  return { tokens: rows.map((r) => presentToken(r, now)), limit: TOKEN_LIMITS.perMember };
}

/**
 * A new token: `ink_` + 32 random bytes, of which only the SHA-256 is stored. The secret is
 * in this answer and nowhere else. Creation is limited per account and audited.
 */
export async function createToken(
  deps: TokenDeps,
  actor: RequestActor,
  input: { name: string; scope: TokenScope; expiresInDays: number | null },
): Promise<CreatedAccessToken> {
  const { db } = deps;
  await hit(db, `token:create:user:${String(actor.id)}`, deps.config.rateLimits.TOKEN_USER);
  const secret = `${TOKEN_PREFIX}${randomToken()}`;
  const now = Date.now();
  const at = new Date(now).toISOString();
  const expiresAt =
    input.expiresInDays === null
      ? null
      : new Date(now + input.expiresInDays * 86_400_000).toISOString();
  const id = await db.transaction().execute(async (trx) => {
    // One creation at a time per member, so two at once cannot pass the limit together.
    await lockedForUpdate(lockMember(trx, actor.id), db.kind).execute();
    assertMayHoldAnother(await countLiveTokens(trx, actor.id, at));
    const newId = await insertToken(trx, {
      userId: actor.id,
      name: input.name,
      hash: sha256(secret),
      scope: input.scope,
      at,
      expiresAt,
    });
    await recordAudit(trx, actor.id, 'token.create', 'access_token', newId, {
      name: input.name,
      scope: input.scope,
      expiresAt,
    });
    return newId;
  });
  const row = await tokenById(db, id);
  if (!row) throw notFound(NO_TOKEN);
  return { ...presentToken(row, now), secret };
}

/**
 * Revokes every token of a member whose password was reset (inside the reset's transaction):
 * a reset is how an account is taken back, so a token someone made while they held it must
 * not outlive it. Each revocation is audited, by the member.
 */
export async function revokeAllTokens(trx: Conn, userId: number): Promise<number> {
  const rows = await tokensOfUser(trx, userId);
  for (const row of rows) {
    if (!(await deleteToken(trx, row.id))) continue;
    await recordAudit(trx, userId, 'token.revoke', 'access_token', row.id, {
      name: row.name,
      scope: row.scope,
      reason: 'password reset',
    });
  }
  return rows.length;
}

/** Revokes one of the member's tokens (its row goes); the audit log keeps that it existed. */
export async function revokeToken(deps: TokenDeps, actor: RequestActor, id: number): Promise<void> {
  const { db } = deps;
  await db.transaction().execute(async (trx) => {
    const row = await tokenById(trx, id);
    assertOwnToken(actor, row);
    if (!row || !(await deleteToken(trx, id))) throw notFound(NO_TOKEN);
    await recordAudit(trx, actor.id, 'token.revoke', 'access_token', id, {
      name: row.name,
      scope: row.scope,
    });
  });
}
