import type { Kysely } from 'kysely';
import type { Database } from '#src/db/schema.ts';

/**
 * Two-factor state on `users` and the halfway sign-ins in `pending_logins`. Every change is a
 * conditional update, so two requests racing (the same code twice, the same recovery code
 * twice, enable twice) cannot both win.
 */

/** Stores a new secret awaiting its first code; false when two-factor is already on. */
export async function setPendingSecret(
  db: Kysely<Database>,
  userId: number,
  secret: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ totp_pending_secret: secret, updated_at: at })
    .where('id', '=', userId)
    .where('totp_enabled', '=', 0)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Turns the pending secret into the active one; false when it changed or is already on. */
export async function activateTotp(
  db: Kysely<Database>,
  userId: number,
  pendingSecret: string,
  step: number,
  recoveryHashes: string[],
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({
      totp_secret: pendingSecret,
      totp_pending_secret: null,
      totp_enabled: 1,
      totp_recovery_codes: JSON.stringify(recoveryHashes),
      totp_last_step: step,
      updated_at: at,
    })
    .where('id', '=', userId)
    .where('totp_enabled', '=', 0)
    .where('totp_pending_secret', '=', pendingSecret)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Records `step` as the last accepted one; false when it (or a later one) was taken already. */
export async function claimStep(
  db: Kysely<Database>,
  userId: number,
  step: number,
): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_enabled', '=', 1)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Replaces the recovery code list only if it is still `before` (compare and swap). */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: number,
  before: string,
  after: string,
): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ totp_recovery_codes: after })
    .where('id', '=', userId)
    .where('totp_enabled', '=', 1)
    .where('totp_recovery_codes', '=', before)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Turns two-factor off: secret, pending secret and recovery codes are gone. */
export async function clearTotp(db: Kysely<Database>, userId: number, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled: 0,
      totp_recovery_codes: '[]',
      totp_last_step: null,
      updated_at: at,
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('pending_logins').where('user_id', '=', userId).execute();
}

/**
 * Counts one attempt on a live pending sign-in and returns its user and attempt number, or
 * undefined when it is unknown, expired or out of attempts.
 */
export async function countPendingAttempt(
  db: Kysely<Database>,
  id: string,
  now: string,
  maxAttempts: number,
): Promise<{ user_id: number; attempts: number } | undefined> {
  return db
    .updateTable('pending_logins')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['user_id', 'attempts'])
    .executeTakeFirst();
}

/** Deletes a pending sign-in; true when this call removed it. */
export async function deletePending(db: Kysely<Database>, id: string): Promise<boolean> {
  const r = await db.deleteFrom('pending_logins').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}
