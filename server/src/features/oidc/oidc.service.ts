import { ACCOUNT_LIMITS, cleanName, Email, type OidcCallbackError } from '@inklore/contract';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Config, OidcProviderConfig } from '#src/config.ts';
import type { Conn, Db } from '#src/db/database.ts';
import { isUniqueViolation, nowIso, toIso } from '#src/db/dialect.ts';
import type { UserRow } from '#src/db/schema.ts';
import { randomToken, safeEqual, sha256 } from '#src/lib/tokens.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import { startPendingLogin } from '#src/shared/sessions/sessions.service.ts';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
} from '#src/shared/user-records/user-records.queries.ts';
import { normEmail, normUsername } from '#src/shared/user-records/user-names.ts';
import {
  deleteExpiredStates,
  findUserByIdentity,
  insertIdentity,
  saveState,
  takeState,
} from './oidc.queries.ts';

/** How long a started sign-in may take at the provider. */
export const OIDC_STATE_TTL_MS = 10 * 60_000;
export const OIDC_SCOPE = 'openid email profile';
/** How long a discovered provider configuration is reused before it is fetched again. */
const DISCOVERY_TTL_MS = 24 * 3_600_000;
/** Seconds allowed for each request to a provider. */
const PROVIDER_TIMEOUT_S = 10;

/** What mailing a new account's verification link needs. */
export type MailDeps = { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Mails a new account its email verification link (auth.service.ts sendVerification); app.ts
 * passes it in (ADR 042).
 */
export type SendVerification = (deps: MailDeps, user: UserRow) => Promise<void>;

/** What oidc asks of other features, passed in by app.ts (ADR 042). */
export type OidcPorts = { sendVerification: SendVerification };

export type OidcDeps = MailDeps & OidcPorts & { discovery: ProviderDiscovery };

/**
 * A sign-in that cannot go on: `code` goes to /oauth-callback?error=<code>; `reason` and
 * `details` go to the log only (never a secret in them: no code, token or verifier).
 */
export class OidcFailure extends Error {
  readonly code: OidcCallbackError;
  readonly reason: string;
  readonly details: Record<string, unknown>;

  constructor(code: OidcCallbackError, reason: string, details: Record<string, unknown> = {}) {
    super(reason);
    this.code = code;
    this.reason = reason;
    this.details = details;
    this.name = 'OidcFailure';
  }
}

/** What is safe to log of an error from openid-client: no response body beyond the OAuth error. */
export function describeError(err: unknown): Record<string, unknown> {
  if (err instanceof client.ResponseBodyError) {
    return {
      name: err.name,
      message: err.message,
      status: err.status,
      error: err.error,
      error_description: err.error_description,
    };
  }
  if (err instanceof client.AuthorizationResponseError) {
    return {
      name: err.name,
      message: err.message,
      error: err.error,
      error_description: err.error_description,
    };
  }
  if (err instanceof Error) {
    const code = 'code' in err ? err.code : undefined;
    return { name: err.name, message: err.message, ...(code === undefined ? {} : { code }) };
  }
  return { message: String(err) };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Lets openid-client speak plain HTTP: only ever for an issuer on loopback (see discover).
 * discovery() looks for this very function in `execute`, so it cannot be wrapped.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- "deprecated" only to flag it as for local use, which is how it is used
const allowHttp: (configuration: client.Configuration) => void = client.allowInsecureRequests;

/** The claims Inklore reads, from the ID token and, when it lacks the email, UserInfo. */
export type OidcClaims = {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  preferredUsername: string | undefined;
  name: string | undefined;
};

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
/** Some providers send email_verified as the string "true". */
const isTrue = (v: unknown): boolean => v === true || v === 'true';

/**
 * A username from what the provider says, within the contract's Username rules: letters,
 * digits, dots, dashes and underscores, 3 to 30 characters. Accents are dropped (Zoë: Zoe),
 * other characters become underscores.
 */
export function usernameBase(preferred: string | undefined, email: string | undefined): string {
  const clean = (raw: string | undefined) =>
    (raw ?? '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_.-]+/g, '_')
      .replace(/^[._-]+/, '')
      .slice(0, ACCOUNT_LIMITS.usernameMax)
      .replace(/[._-]+$/, '');
  const candidates = [clean(preferred), clean(email?.split('@')[0])];
  const good = candidates.find((c) => c.length >= ACCOUNT_LIMITS.usernameMin);
  if (good) return good;
  const short = candidates.find((c) => c.length > 0);
  return short ? `${short}_member` : 'member';
}

/** base, base2, base3, ... (cut to fit 30 characters), the first one nobody has. */
async function uniqueUsername(db: Conn, base: string): Promise<string> {
  for (let n = 1; n <= 200; n++) {
    const suffix = n === 1 ? '' : String(n);
    const candidate = `${base.slice(0, ACCOUNT_LIMITS.usernameMax - suffix.length)}${suffix}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  const suffix = String(Math.floor(100_000 + Math.random() * 900_000));
  return `${base.slice(0, ACCOUNT_LIMITS.usernameMax - suffix.length)}${suffix}`;
}

export type OidcSignIn =
  | { kind: 'signed_in'; user: UserRow; how: 'identity' | 'linked' | 'created' }
  | { kind: 'totp'; user: UserRow; how: 'identity' | 'linked' | 'created'; pendingToken: string };

/*
 * Sign-in with OpenID Connect providers (decisions.md, "Accounts"): authorization code flow
 * with PKCE (S256), state and nonce, for every provider of OIDC_PROVIDERS. beginSignIn sends
 * the browser to the provider; completeSignIn checks its answer and finds or makes the account.
 */

/** The configured provider with this id. */
export function findProvider(config: Config, id: string): OidcProviderConfig | undefined {
  return config.oidcProviders.find((p) => p.id === id);
}

const redirectUri = (config: Config, p: OidcProviderConfig) =>
  `${config.publicUrl}/api/auth/oidc/${p.id}/callback`;

/** A provider's configuration from its discovery document. */
async function discover(p: OidcProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(p.issuer);
  const insecure = issuer.protocol === 'http:';
  if (insecure && !LOOPBACK.has(issuer.hostname)) {
    throw new OidcFailure('provider', 'an http issuer is accepted on loopback only', {
      provider: p.id,
      issuer: p.issuer,
    });
  }
  const execute = insecure ? [allowHttp] : [];
  let configuration = await client.discovery(
    issuer,
    p.clientId,
    p.clientSecret || undefined,
    p.clientSecret ? undefined : client.None(),
    { execute, timeout: PROVIDER_TIMEOUT_S },
  );
  // discovery() authenticates with client_secret_post; OpenID Connect's default (and the
  // method every provider must support when it lists none) is client_secret_basic.
  const methods = configuration.serverMetadata().token_endpoint_auth_methods_supported;
  if (p.clientSecret && (!methods || methods.includes('client_secret_basic'))) {
    configuration = new client.Configuration(
      configuration.serverMetadata(),
      p.clientId,
      p.clientSecret,
      client.ClientSecretBasic(p.clientSecret),
    );
    if (insecure) allowHttp(configuration);
    configuration.timeout = PROVIDER_TIMEOUT_S;
  }
  return configuration;
}

/**
 * Each provider's discovered configuration, reused for a day; a failed discovery is tried
 * again by the next sign-in. One per app (oidc.routes.ts makes it).
 */
export class ProviderDiscovery {
  readonly #found = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

  async configurationOf(p: OidcProviderConfig): Promise<client.Configuration> {
    let entry = this.#found.get(p.id);
    if (!entry || Date.now() - entry.at >= DISCOVERY_TTL_MS) {
      entry = { at: Date.now(), configuration: discover(p) };
      this.#found.set(p.id, entry);
    }
    try {
      return await entry.configuration;
    } catch (err) {
      if (this.#found.get(p.id) === entry) this.#found.delete(p.id);
      if (err instanceof OidcFailure) throw err;
      throw new OidcFailure('provider', 'discovery failed', {
        provider: p.id,
        issuer: p.issuer,
        err: describeError(err),
      });
    }
  }
}

/**
 * Starts a sign-in: remembers state, nonce and PKCE verifier, bound to the browser that
 * starts it. Returns where to send the browser and the random value for its cookie (only
 * the value's SHA-256 is stored).
 */
export async function beginSignIn(
  deps: Pick<OidcDeps, 'db' | 'config' | 'discovery'>,
  p: OidcProviderConfig,
): Promise<{ url: URL; browserToken: string }> {
  const { db } = deps;
  // Sign-ins started and never finished go first, whether or not this provider answers.
  await deleteExpiredStates(db, nowIso());
  const configuration = await deps.discovery.configurationOf(p);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browserToken = randomToken();
  await saveState(db, {
    state,
    provider: p.id,
    nonce,
    code_verifier: codeVerifier,
    expires_at: new Date(Date.now() + OIDC_STATE_TTL_MS).toISOString(),
    browser_hash: sha256(browserToken),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(deps.config, p),
    scope: OIDC_SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, browserToken };
}

/**
 * The sign-in the callback's state stands for, taken out of the table first, so it is used
 * once whatever the outcome. `browserToken` is the value of the cookie beginSignIn gave the
 * browser: a callback reached in any other browser (login CSRF: a callback URL from someone
 * else's sign-in) stops here, before the code is exchanged.
 */
async function takeSignIn(
  db: Db,
  p: OidcProviderConfig,
  params: URLSearchParams,
  browserToken: string | undefined,
) {
  const state = params.get('state');
  if (!state) throw new OidcFailure('state', 'callback without state', { provider: p.id });
  const row = await takeState(db, state);
  if (!row) throw new OidcFailure('state', 'unknown or already used state', { provider: p.id });
  if (!browserToken) {
    throw new OidcFailure('state', 'callback in a browser without the sign-in cookie', {
      provider: p.id,
    });
  }
  if (!safeEqual(sha256(browserToken), row.browser_hash)) {
    throw new OidcFailure('state', 'callback in another browser than the one that started', {
      provider: p.id,
    });
  }
  if (row.provider !== p.id) {
    throw new OidcFailure('state', 'state of another provider', {
      provider: p.id,
      stateProvider: row.provider,
    });
  }
  if (Date.parse(toIso(row.expires_at)) <= Date.now()) {
    throw new OidcFailure('state', 'expired state', { provider: p.id });
  }
  const error = params.get('error');
  if (error) {
    throw new OidcFailure(
      error === 'access_denied' ? 'denied' : 'provider',
      'the provider answered with an error',
      { provider: p.id, error, error_description: params.get('error_description') ?? undefined },
    );
  }
  return row;
}

/**
 * Checks the provider's answer (takeSignIn), exchanges the code and reads who signed in.
 */
async function claimsFromCallback(
  deps: Pick<OidcDeps, 'db' | 'config' | 'discovery'>,
  p: OidcProviderConfig,
  search: string,
  browserToken: string | undefined,
): Promise<OidcClaims> {
  const params = new URLSearchParams(search);
  const row = await takeSignIn(deps.db, p, params, browserToken);
  const configuration = await deps.discovery.configurationOf(p);
  const currentUrl = new URL(redirectUri(deps.config, p));
  currentUrl.search = params.toString();
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: row.state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
  } catch (err) {
    throw new OidcFailure('provider', 'code exchange or ID token check failed', {
      provider: p.id,
      err: describeError(err),
    });
  }
  const id = tokens.claims();
  if (!id) throw new OidcFailure('provider', 'no ID token', { provider: p.id });

  // Providers may keep the email out of the ID token (scope claims go to UserInfo).
  let source: Record<string, unknown> = id;
  let extra: Record<string, unknown> = {};
  if (text(id['email']) === undefined && configuration.serverMetadata().userinfo_endpoint) {
    try {
      extra = await client.fetchUserInfo(configuration, tokens.access_token, id.sub);
      source = extra;
    } catch (err) {
      throw new OidcFailure('provider', 'UserInfo request failed', {
        provider: p.id,
        err: describeError(err),
      });
    }
  }
  return {
    sub: id.sub,
    email: text(source['email']),
    emailVerified: isTrue(source['email_verified']),
    preferredUsername: text(id['preferred_username']) ?? text(extra['preferred_username']),
    name: text(id['name']) ?? text(extra['name']),
  };
}

/**
 * The account for these claims: the one linked to (provider, sub); else, when the provider
 * vouches for the email, the account with that (verified) email, linked now; else a new
 * account. Never takes over an account on an unproven email.
 */
async function accountFor(
  db: Db,
  p: OidcProviderConfig,
  claims: OidcClaims,
): Promise<{ user: UserRow; how: 'identity' | 'linked' | 'created' }> {
  return db.transaction().execute(async (trx) => {
    const known = await findUserByIdentity(trx, p.id, claims.sub);
    if (known) return { user: known, how: 'identity' as const };

    if (claims.email === undefined) {
      throw new OidcFailure('email', 'no email claim', { provider: p.id });
    }
    const parsed = Email.safeParse(claims.email);
    if (!parsed.success) {
      throw new OidcFailure('email', 'the email claim is not a valid address', {
        provider: p.id,
      });
    }
    const email = parsed.data;

    const holder = await findUserByEmail(trx, email);
    if (holder) {
      if (!claims.emailVerified) {
        throw new OidcFailure('email_in_use', 'the provider does not vouch for this email', {
          provider: p.id,
          userId: holder.id,
        });
      }
      if (holder.email_verified !== 1) {
        // Whoever made that account never proved the address: linking would hand the
        // provider's user an account someone else may hold the password of.
        throw new OidcFailure('email_in_use', 'the account with this email is not verified', {
          provider: p.id,
          userId: holder.id,
        });
      }
      await insertIdentity(trx, {
        user_id: holder.id,
        provider: p.id,
        subject: claims.sub,
        email,
      });
      return { user: holder, how: 'linked' as const };
    }

    const username = await uniqueUsername(trx, usernameBase(claims.preferredUsername, email));
    const now = nowIso();
    const user = await insertUser(trx, {
      username,
      username_norm: normUsername(username),
      email,
      email_norm: normEmail(email),
      password_hash: null,
      role: 'user',
      email_verified: claims.emailVerified ? 1 : 0,
      display_name: cleanName(claims.name ?? '')?.slice(0, ACCOUNT_LIMITS.displayNameMax) ?? null,
      created_at: now,
      updated_at: now,
    });
    await insertIdentity(trx, { user_id: user.id, provider: p.id, subject: claims.sub, email });
    return { user, how: 'created' as const };
  });
}

/**
 * Finishes a sign-in from the provider's redirect (the raw query string), in the browser
 * holding `browserToken` (its sign-in cookie, if it has one).
 */
export async function completeSignIn(
  deps: OidcDeps,
  p: OidcProviderConfig,
  search: string,
  browserToken: string | undefined,
): Promise<OidcSignIn> {
  const { db } = deps;
  const claims = await claimsFromCallback(deps, p, search, browserToken);
  let account: Awaited<ReturnType<typeof accountFor>>;
  try {
    account = await accountFor(db, p, claims);
  } catch (err) {
    // Two sign-ins racing for the same identity, email or username: the second look sees
    // what the first one wrote.
    if (!isUniqueViolation(err)) throw err;
    account = await accountFor(db, p, claims);
  }
  const { user, how } = account;
  if (how === 'created' && user.email_verified !== 1) {
    await deps.sendVerification(deps, user).catch((err: unknown) => {
      deps.log.error({ err }, 'verification mail not sent after a provider sign-up');
    });
  }
  if (user.totp_enabled === 1) {
    return { kind: 'totp', user, how, pendingToken: await startPendingLogin(db, user.id) };
  }
  return { kind: 'signed_in', user, how };
}
