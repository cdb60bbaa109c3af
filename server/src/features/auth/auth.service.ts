import type { LoginBody, ProfileUpdateBody, SignupBody } from '@inklore/contract';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import { removeImagesOfUser } from '../gallery/gallery.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { nowIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';
import { AppError } from '#src/lib/errors.ts';
import { hit, resetLimit } from '#src/lib/rate-limit.ts';
import { randomToken, sha256 } from '#src/lib/tokens.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import { resetMail, verificationMail } from '#src/mail/templates.ts';
import {
  assertNotLastAdmin,
  deleteUserRow,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  insertUser,
  markEmailVerified,
  normEmail,
  normUsername,
  setPasswordHash,
  updateUserProfile,
  type ProfileChanges,
} from '../users/users.queries.ts';
import {
  consumeToken,
  deletePendingLogins,
  insertPendingLogin,
  issueToken,
} from './auth.queries.ts';
import { revokeAllTokens } from '../tokens/tokens.service.ts';
import { endAllSessions } from './sessions.queries.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ratedInksOf, recountRatings } from '../inventory/inventory.queries.ts';

export const VERIFY_TTL_MS = 24 * 3_600_000;
export const RESET_TTL_MS = 3_600_000;
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;

export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  media: MediaStore;
};
/** What sending a mail needs (the OpenID Connect sign-up sends one too). */
export type MailDeps = Pick<AuthDeps, 'db' | 'config' | 'mailer' | 'log'>;

const INVALID_LOGIN = new AppError(
  401,
  'invalid_credentials',
  'That email, username or password is not right. Check them and try again.',
);

/** Sends in the background: the answer does not wait for (or reveal) the mail server. */
function sendLater(deps: MailDeps, mail: Parameters<Mailer['send']>[0]): void {
  deps.mailer.send(mail).catch((err: unknown) => {
    deps.log.error({ err, to: mail.to, subject: mail.subject }, 'could not send mail');
  });
}

export async function sendVerification(deps: MailDeps, user: UserRow): Promise<void> {
  await hit(deps.db, `mail:${normEmail(user.email)}`, deps.config.rateLimits.MAIL_ADDRESS);
  const token = await issueToken(deps.db, user.id, 'verify_email', VERIFY_TTL_MS);
  const url = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  sendLater(deps, verificationMail(user.email, user.username, url));
}

export async function signup(deps: AuthDeps, body: SignupBody, ip: string): Promise<UserRow> {
  const { db } = deps;
  await hit(db, `signup:ip:${ip}`, deps.config.rateLimits.SIGNUP_IP);
  const fields: Record<string, string> = {};
  if (await findUserByEmail(db, body.email))
    fields['email'] = 'An account with this email already exists. Sign in, or reset your password.';
  if (await findUserByUsername(db, body.username))
    fields['username'] = 'This username is taken. Try another.';
  if (Object.keys(fields).length > 0) {
    throw new AppError(409, 'conflict', Object.values(fields)[0] ?? 'Already taken.', fields);
  }
  const now = nowIso();
  const user = await insertUser(db, {
    username: body.username,
    username_norm: normUsername(body.username),
    email: body.email,
    email_norm: normEmail(body.email),
    password_hash: await hashPassword(body.password),
    role: 'user',
    email_verified: 0,
    created_at: now,
    updated_at: now,
  }).catch((err: unknown) => {
    // Two sign-ups racing for the same name: the unique index decides.
    if (String(err).toLowerCase().includes('unique')) {
      throw new AppError(409, 'conflict', 'This email or username was just taken. Try another.');
    }
    throw err;
  });
  await sendVerification(deps, user).catch((err: unknown) => {
    deps.log.error({ err }, 'verification mail not sent at sign-up');
  });
  return user;
}

export type LoginResult =
  { kind: 'signed_in'; user: UserRow } | { kind: 'totp'; pendingToken: string };

/**
 * The per-account password limit's key: by account id, so the email and the username share
 * one count, and so do sign-in, password change and account deletion (each checks the
 * password). Unknown logins are counted by what was typed.
 */
const passwordKey = (user: { id: number } | undefined, login: string) =>
  user ? `password:account:${user.id}` : `password:unknown:${login.trim().toLowerCase()}`;

/** Counts one password check against the account's limit (RATE_LIMIT_LOGIN_ACCOUNT). */
async function countPasswordAttempt(deps: AuthDeps, user: UserRow): Promise<void> {
  await hit(deps.db, passwordKey(user, ''), deps.config.rateLimits.LOGIN_ACCOUNT);
}

export async function login(deps: AuthDeps, body: LoginBody, ip: string): Promise<LoginResult> {
  const { db, config } = deps;
  await hit(db, `login:ip:${ip}`, config.rateLimits.LOGIN_IP);
  const user = await findUserByLogin(db, body.login);
  const accountKey = passwordKey(user, body.login);
  await hit(db, accountKey, config.rateLimits.LOGIN_ACCOUNT);
  const ok = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !ok) throw INVALID_LOGIN;
  await resetLimit(db, accountKey);
  if (user.totp_enabled === 1) {
    const pendingToken = randomToken();
    await insertPendingLogin(
      db,
      sha256(pendingToken),
      user.id,
      new Date(Date.now() + PENDING_LOGIN_TTL_MS).toISOString(),
    );
    return { kind: 'totp', pendingToken };
  }
  return { kind: 'signed_in', user };
}

export async function verifyEmail(deps: AuthDeps, token: string): Promise<UserRow> {
  const userId = await consumeToken(deps.db, token, 'verify_email');
  if (userId === undefined) {
    throw new AppError(
      400,
      'invalid_token',
      'This verification link is not valid any more: it was used already or has expired. Sign in and ask for a new one.',
    );
  }
  await markEmailVerified(deps.db, userId, nowIso());
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(404, 'not_found', 'This account no longer exists.');
  return user;
}

export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // The same answer whether or not the account exists; the limit counts per address either way.
  await hit(deps.db, `mail:${normEmail(email)}`, deps.config.rateLimits.MAIL_ADDRESS);
  if (!user) return;
  const token = await issueToken(deps.db, user.id, 'reset_password', RESET_TTL_MS);
  const url = `${deps.config.publicUrl}/reset-password#access_token=${encodeURIComponent(token)}&type=recovery`;
  sendLater(deps, resetMail(user.email, user.username, url));
}

/** Sets a new password from a mailed token and signs the user out everywhere. */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeToken(trx, token, 'reset_password');
    if (userId === undefined) {
      throw new AppError(
        400,
        'invalid_token',
        'This reset link is not valid any more: it was used already or has expired. Ask for a new one.',
      );
    }
    await setPasswordHash(trx, userId, passwordHash, nowIso());
    await endAllSessions(trx, userId);
    await deletePendingLogins(trx, userId);
    await revokeAllTokens(trx, userId);
  });
}

export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  current: string,
  next: string,
  keepSession: string | null,
): Promise<void> {
  if (user.password_hash !== null) await countPasswordAttempt(deps, user);
  if (user.password_hash !== null && !(await verifyPassword(user.password_hash, current))) {
    throw new AppError(400, 'validation_failed', 'Your current password is not right.', {
      currentPassword: 'Your current password is not right.',
    });
  }
  const passwordHash = await hashPassword(next);
  await deps.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, nowIso());
    await endAllSessions(trx, user.id, keepSession);
  });
}

export async function updateProfile(
  deps: AuthDeps,
  user: UserRow,
  body: ProfileUpdateBody,
): Promise<UserRow> {
  const set: ProfileChanges = {};
  if (body.displayName !== undefined) set.display_name = body.displayName;
  if (body.firstName !== undefined) set.first_name = body.firstName;
  if (body.lastName !== undefined) set.last_name = body.lastName;
  if (body.bio !== undefined) set.bio = body.bio;
  if (body.showInkColours !== undefined) set.show_ink_colours = body.showInkColours ? 1 : 0;
  return updateUserProfile(deps.db, user.id, set, nowIso());
}

/**
 * Deletes an account and everything that is only theirs (sessions, tokens, identities,
 * comments, ink-ventory, community images and votes, their picture's file).
 * What they contributed to the catalogue stays, without their name (submitted_by, news
 * author set to null). The last admin cannot delete their account.
 */
export async function deleteAccount(
  deps: AuthDeps,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (user.password_hash !== null) await countPasswordAttempt(deps, user);
  if (user.password_hash !== null && !(await verifyPassword(user.password_hash, password ?? ''))) {
    throw new AppError(400, 'validation_failed', 'Your password is not right.', {
      password: 'Your password is not right.',
    });
  }
  const files = await deps.db.transaction().execute(async (trx) => {
    if (user.role === 'admin') await assertNotLastAdmin(trx, deps.db.kind);
    // The account's community images go first (each ink's count follows), then the row.
    const images = await removeImagesOfUser(trx, user.id);
    // The account's ink-ventory goes with it (cascade); the inks it rated are recounted.
    const rated = await ratedInksOf(trx, user.id);
    await deleteUserRow(trx, user.id);
    for (const inkId of rated) await recountRatings(trx, inkId);
    return [...images, user.custom_profile_image];
  });
  await removeUnreferenced(deps.db, deps.media, files);
}
