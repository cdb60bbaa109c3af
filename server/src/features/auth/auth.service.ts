import type { LoginBody, ProfileUpdateBody, SignupBody } from '@inklore/contract';
import { localePath, type Locale } from '@inklore/contract/pages/locales.rules';
import { lockInksOfMember } from '#src/shared/ink-records/ink-records.queries.ts';
import { removeUnreferenced } from '#src/media/references.ts';
import type { MediaStore } from '#src/media/storage.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, lockMemberFor, nowIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';
import { AppError } from '#src/lib/errors.ts';
import { hit, RateLimited, resetLimit } from '#src/lib/rate-limit.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import { mailLocale } from '#src/mail/mail-words.ts';
import { resetMail, signupAttemptMail, verificationMail } from '#src/mail/templates.ts';
import {
  assertNotLastAdmin,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  insertUser,
} from '#src/shared/user-records/user-records.queries.ts';
import {
  consumeToken,
  deletePendingLogins,
  deleteUserRow,
  issueToken,
  markEmailVerified,
  type ProfileChanges,
  setPasswordHash,
  updateUserProfile,
} from './auth.queries.ts';
import { normEmail, normUsername } from '#src/shared/user-records/user-names.ts';
import { noteSignup } from '#src/shared/vote-counting/vote-counting.service.ts';
import { endAllSessions, startPendingLogin } from '#src/shared/sessions/sessions.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const VERIFY_TTL_MS = 24 * 3_600_000;
export const RESET_TTL_MS = 3_600_000;

/**
 * What an account's end asks of the features that keep a member's things, each inside the
 * caller's transaction (app.ts passes them in: ADR 042).
 */
export type AccountPorts = {
  /**
   * Removes the member's community images and their votes, each ink's count following
   * (gallery.service.ts removeImagesOfUser); answers the files to remove after the commit.
   */
  removeImagesOf: (trx: Conn, userId: number) => Promise<string[]>;
  /**
   * Removes the member's ink-ventory and recounts the ratings of the inks they rated
   * (inventory.service.ts removeEntriesOfUser).
   */
  removeInventoryOf: (trx: Conn, userId: number) => Promise<void>;
  /**
   * Closes the sample requests waiting on the member and removes the words they wrote on any
   * (members feature, requests.queries.ts settleRequestsOfLeaver; ADR 059).
   */
  settleRequestsOf: (trx: Conn, userId: number, at: string) => Promise<void>;
  /** Revokes every personal access token of the member, audited (tokens.service.ts revokeAllTokens). */
  revokeTokensOf: (trx: Conn, userId: number) => Promise<number>;
};

export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  media: MediaStore;
} & AccountPorts;
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

/**
 * The verification mail again, in the member's language, else `asked` (the language of the
 * page that asked for it; ADR 081).
 */
export async function sendVerification(
  deps: MailDeps,
  user: UserRow,
  asked?: Locale,
): Promise<void> {
  await hit(deps.db, `mail:${normEmail(user.email)}`, deps.config.rateLimits.MAIL_ADDRESS);
  sendLater(deps, await verificationMailFor(deps, user, asked));
}

async function verificationMailFor(deps: MailDeps, user: UserRow, asked?: Locale) {
  const locale = mailLocale(user.locale, asked);
  const token = await issueToken(deps.db, user.id, 'verify_email', VERIFY_TTL_MS);
  const url = `${deps.config.publicUrl}${localePath(locale, '/verify-email')}?token=${encodeURIComponent(token)}`;
  return verificationMail(locale, user.email, user.username, url);
}

/**
 * Work done after an answer mails only within the address's limit (RATE_LIMIT_MAIL_ADDRESS),
 * and says nothing when past it: the answer is gone already and must not differ anyway.
 */
async function mayMail(deps: MailDeps, email: string): Promise<boolean> {
  try {
    await hit(deps.db, `mail:${normEmail(email)}`, deps.config.rateLimits.MAIL_ADDRESS);
    return true;
  } catch (err) {
    if (err instanceof RateLimited) {
      deps.log.info('mail not sent: the address has had its mails for now');
      return false;
    }
    throw err;
  }
}

/** The owner of an email someone tried to sign up with hears of it (ADR 040). */
async function mailSignupAttempt(deps: MailDeps, owner: UserRow, asked: Locale): Promise<void> {
  if (!(await mayMail(deps, owner.email))) return;
  const locale = mailLocale(owner.locale, asked);
  const login = `${deps.config.publicUrl}${localePath(locale, '/login')}`;
  await deps.mailer.send(
    signupAttemptMail(locale, owner.email, owner.username, login, `${login}?step=forgot`),
  );
}

/**
 * Sign-up, before its answer: what may be told at once, the same whether or not the email
 * has an account (the IP's limit; a taken username, which profiles show anyway). The rest is
 * `completeSignup`, after the answer (decisions.md, "Calls beyond the spec's table"; ADR 040).
 */
export async function acceptSignup(deps: AuthDeps, body: SignupBody, ip: string): Promise<void> {
  await hit(deps.db, `signup:ip:${ip}`, deps.config.rateLimits.SIGNUP_IP);
  if (await findUserByUsername(deps.db, body.username)) {
    const taken = 'This username is taken. Try another.';
    throw new AppError(409, 'conflict', taken, { username: taken });
  }
}

/**
 * Sign-up, after its answer: a new email gets its account and the verification mail; a taken
 * one, a mail to its owner. The password is hashed either way, so the server's work (and what
 * it costs other requests) is the same. `asked` is the sign-up page's language: Japanese or
 * German is kept as the new member's language (ADR 081), English leaves it to each browser.
 */
export async function completeSignup(
  deps: AuthDeps,
  body: SignupBody,
  ip: string,
  asked: Locale = 'en',
): Promise<void> {
  const { db } = deps;
  const passwordHash = await hashPassword(body.password);
  const owner = await findUserByEmail(db, body.email);
  if (owner) return mailSignupAttempt(deps, owner, asked);
  const now = nowIso();
  const user = await insertUser(db, {
    username: body.username,
    username_norm: normUsername(body.username),
    email: body.email,
    email_norm: normEmail(body.email),
    password_hash: passwordHash,
    role: 'user',
    email_verified: 0,
    locale: asked === 'en' ? null : asked,
    created_at: now,
    updated_at: now,
  }).catch((err: unknown) => {
    // Two sign-ups racing for one email or username: the unique indexes decide.
    if (isUniqueViolation(err)) return undefined;
    throw err;
  });
  if (!user) {
    const winner = await findUserByEmail(db, body.email);
    if (winner) return mailSignupAttempt(deps, winner, asked);
    deps.log.info('sign-up dropped: its username was taken meanwhile');
    return;
  }
  await noteSignup(db, user, ip);
  if (!(await mayMail(deps, user.email))) return;
  await deps.mailer.send(await verificationMailFor(deps, user));
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
    return { kind: 'totp', pendingToken: await startPendingLogin(db, user.id) };
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

/**
 * Forgot-password, before its answer: only the address's mail limit, which counts known and
 * unknown addresses alike. Whether the account exists is asked after the answer
 * (`completeForgotPassword`), so the answer takes as long either way (ADR 040).
 */
export async function acceptForgotPassword(deps: AuthDeps, email: string): Promise<void> {
  await hit(deps.db, `mail:${normEmail(email)}`, deps.config.rateLimits.MAIL_ADDRESS);
}

export async function completeForgotPassword(
  deps: AuthDeps,
  email: string,
  asked: Locale = 'en',
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const locale = mailLocale(user.locale, asked);
  const token = await issueToken(deps.db, user.id, 'reset_password', RESET_TTL_MS);
  const url = `${deps.config.publicUrl}${localePath(locale, '/reset-password')}#access_token=${encodeURIComponent(token)}&type=recovery`;
  await deps.mailer.send(resetMail(locale, user.email, user.username, url));
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
    await deps.revokeTokensOf(trx, userId);
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
  if (body.showInkColors !== undefined) set.show_ink_colors = body.showInkColors ? 1 : 0;
  if (body.locale !== undefined) set.locale = body.locale;
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
    // The account's community images and ink-ventory go first (each ink's image count and
    // ratings follow), then the row; their inks are locked first, in id order (ADR 061), after
    // the member's vote lock (no vote of theirs lands on an ink not locked: ADR 064) and before
    // the admins' rows (a vote holds its ink, then its voter's row).
    await lockMemberFor(trx, deps.db.kind, 'imageVote', user.id);
    await lockInksOfMember(trx, deps.db.kind, user.id);
    if (user.role === 'admin') await assertNotLastAdmin(trx, deps.db.kind);
    const images = await deps.removeImagesOf(trx, user.id);
    await deps.removeInventoryOf(trx, user.id);
    await deps.settleRequestsOf(trx, user.id, nowIso());
    await deleteUserRow(trx, user.id);
    return [...images, user.custom_profile_image];
  });
  await removeUnreferenced(deps.db, deps.media, files);
}
