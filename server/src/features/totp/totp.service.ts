import { randomInt } from 'node:crypto';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';
import { AppError } from '#src/lib/errors.ts';
import { hit } from '#src/lib/rate-limit.ts';
import { sha256 } from '#src/lib/tokens.ts';
import { findUserById } from '#src/shared/user-records/user-records.queries.ts';
import { generateSecret, otpauthUrl, TOTP_DIGITS, verifyTotp } from './totp.ts';
import {
  activateTotp,
  claimStep,
  clearTotp,
  countPendingAttempt,
  deletePending,
  replaceRecoveryCodes,
  setPendingSecret,
} from './totp.queries.ts';

export type TotpDeps = { db: Db; config: Config };

/** Codes one pending sign-in may try before the password is needed again. */
export const MAX_PENDING_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: easy to read back from paper. 31 symbols, 10 per code: about 50 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

export const PENDING_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';

const conflict = (message: string) => new AppError(409, 'conflict', message);
const wrongCode = (message: string) =>
  new AppError(400, 'validation_failed', message, { code: message });

/** 'xxxx-xxxx-xx': shown once, stored only as SHA-256 of the normalised form. */
export function generateRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) raw += RECOVERY_ALPHABET.charAt(randomInt(31));
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** What is hashed: lower case without dashes or spaces; null when it cannot be a code. */
export function normalizeRecoveryCode(code: string): string | null {
  const raw = code.toLowerCase().replace(/[\s-]/g, '');
  if (raw.length !== RECOVERY_LENGTH) return null;
  for (const ch of raw) if (!RECOVERY_ALPHABET.includes(ch)) return null;
  return raw;
}

export function hashRecoveryCode(code: string): string | null {
  const n = normalizeRecoveryCode(code);
  return n === null ? null : sha256(n);
}

function parseHashes(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

type FactorCheck = 'ok' | 'wrong' | 'replayed';

/** A six-digit code from the app, at most once per time step. */
async function checkTotpCode(
  db: Db,
  user: UserRow,
  code: string,
  nowMs: number,
): Promise<FactorCheck> {
  const secret = user.totp_secret;
  if (!secret) return 'wrong';
  const step = verifyTotp(secret, code, { nowMs, lastStep: user.totp_last_step });
  if (step !== null && (await claimStep(db, user.id, step))) return 'ok';
  // Right code, but already used (or a newer one was): say so, it is the common mistake of
  // signing in twice within 30 seconds.
  return verifyTotp(secret, code, { nowMs }) !== null ? 'replayed' : 'wrong';
}

/** A recovery code, once: removed from the list by a compare-and-swap update. */
async function checkRecoveryCode(db: Db, userId: number, code: string): Promise<FactorCheck> {
  const hash = hashRecoveryCode(code);
  if (hash === null) return 'wrong';
  for (let tries = 0; tries < 3; tries++) {
    const user = await findUserById(db, userId);
    if (user?.totp_enabled !== 1) return 'wrong';
    const hashes = parseHashes(user.totp_recovery_codes);
    if (!hashes.includes(hash)) return 'wrong';
    const rest = JSON.stringify(hashes.filter((h) => h !== hash));
    if (await replaceRecoveryCodes(db, userId, user.totp_recovery_codes, rest)) return 'ok';
    // Another recovery code was used at the same moment: read the list again.
  }
  return 'wrong';
}

/** The second factor: a current app code or an unused recovery code. */
async function checkSecondFactor(
  db: Db,
  user: UserRow,
  code: string,
  nowMs: number,
): Promise<FactorCheck> {
  const compact = code.replace(/\s/g, '');
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) {
    return checkTotpCode(db, user, compact, nowMs);
  }
  return checkRecoveryCode(db, user.id, code);
}

const REPLAYED_MESSAGE = 'This code was used already. Wait for the next code in your app.';

export async function setupTotp(
  deps: TotpDeps,
  user: UserRow,
): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.totp_enabled === 1) {
    throw conflict('Two-factor sign-in is already on. Turn it off first to set it up again.');
  }
  const secret = generateSecret();
  if (!(await setPendingSecret(deps.db, user.id, secret, nowIso()))) {
    throw conflict('Two-factor sign-in is already on. Turn it off first to set it up again.');
  }
  return { secret, otpauthUrl: otpauthUrl(secret, user.username) };
}

/** Checks the first code against the pending secret; returns the recovery codes (once). */
export async function enableTotp(
  deps: TotpDeps,
  user: UserRow,
  code: string,
  ip: string,
  nowMs = Date.now(),
): Promise<string[]> {
  await hit(deps.db, `totp:ip:${ip}`, deps.config.rateLimits.TOTP_IP);
  if (user.totp_enabled === 1) throw conflict('Two-factor sign-in is already on.');
  const pending = user.totp_pending_secret;
  if (!pending) {
    throw conflict('Start the set-up first: there is no two-factor secret waiting for a code.');
  }
  const step = verifyTotp(pending, code.replace(/\s/g, ''), { nowMs });
  if (step === null) {
    throw wrongCode(
      'That code is not right. Enter the current 6-digit code from your authenticator app, and check that the time on your phone is correct.',
    );
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  const hashes = codes.map((c) => sha256(normalizeRecoveryCode(c) ?? c));
  if (!(await activateTotp(deps.db, user.id, pending, step, hashes, nowIso()))) {
    throw conflict('Two-factor sign-in changed in the meantime. Reload the page and start again.');
  }
  return codes;
}

/** Turns two-factor off with a current code or a recovery code. */
export async function disableTotp(
  deps: TotpDeps,
  user: UserRow,
  code: string,
  ip: string,
  nowMs = Date.now(),
): Promise<void> {
  await hit(deps.db, `totp:ip:${ip}`, deps.config.rateLimits.TOTP_IP);
  if (user.totp_enabled !== 1) throw conflict('Two-factor sign-in is not on.');
  const result = await checkSecondFactor(deps.db, user, code, nowMs);
  if (result === 'replayed') throw wrongCode(REPLAYED_MESSAGE);
  if (result === 'wrong') {
    throw wrongCode(
      'That code is not right. Enter the current code from your authenticator app or one of your recovery codes.',
    );
  }
  await clearTotp(deps.db, user.id, nowIso());
}

const expired = () => new AppError(401, 'unauthorized', PENDING_EXPIRED_MESSAGE);

/**
 * The second step of signing in: the pending sign-in (from the password step) plus a code.
 * Each pending sign-in allows MAX_PENDING_ATTEMPTS codes; the last wrong one ends it.
 * Returns the user to start a session for.
 */
export async function completeTotpLogin(
  deps: TotpDeps,
  pendingToken: string | undefined,
  code: string,
  ip: string,
  nowMs = Date.now(),
): Promise<UserRow> {
  const { db } = deps;
  await hit(db, `totp:ip:${ip}`, deps.config.rateLimits.TOTP_IP);
  if (!pendingToken) throw expired();
  const id = sha256(pendingToken);
  const pending = await countPendingAttempt(
    db,
    id,
    new Date(nowMs).toISOString(),
    MAX_PENDING_ATTEMPTS,
  );
  if (!pending) {
    await deletePending(db, id);
    throw expired();
  }
  const user = await findUserById(db, pending.user_id);
  if (user?.totp_enabled !== 1) {
    await deletePending(db, id);
    throw expired();
  }
  const result = await checkSecondFactor(db, user, code, nowMs);
  if (result === 'ok') {
    // Only one request may turn this pending sign-in into a session.
    if (!(await deletePending(db, id))) throw expired();
    return user;
  }
  const left = MAX_PENDING_ATTEMPTS - pending.attempts;
  if (left <= 0) {
    await deletePending(db, id);
    throw new AppError(
      401,
      'unauthorized',
      'That code is not right, and that was the last try. Please sign in again.',
    );
  }
  const tries = `${left} ${left === 1 ? 'try' : 'tries'} left.`;
  throw wrongCode(
    result === 'replayed'
      ? `${REPLAYED_MESSAGE} ${tries}`
      : `That code is not right. Enter the current code from your authenticator app or one of your recovery codes. ${tries}`,
  );
}
