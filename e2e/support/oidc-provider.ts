// oidc-provider ships no types: the ambient declaration has to come along wherever this
// file is compiled (e2e, and the server tests that import it), which only a reference does.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider-types.d.ts" />
/**
 * A real OpenID Connect provider on loopback (oidc-provider), for the browser journeys and
 * the server's OIDC tests: one confidential client, a few users with passwords, and a plain
 * login page (labelled Username and Password fields, a "Sign in" button, a "Cancel" button
 * that answers access_denied). Consent is granted with the login, for the scopes
 * openid, email and profile.
 *
 * As a script: `node scripts/run.mjs e2e/support/oidc-provider.ts` starts one on OIDC_PORT (default 4455)
 * for REDIRECT_URI (default http://127.0.0.1:3000/api/auth/oidc/local/callback) and prints
 * the OIDC_* variables that point Inklore at it.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type Account } from 'oidc-provider';

export type LocalOidcUser = {
  username: string;
  password: string;
  /** The stable subject identifier; `sub-<username>` when not given. */
  sub?: string;
  /** Left out: the provider has no email claim for this user. */
  email?: string;
  emailVerified?: boolean;
  name?: string;
};

export type LocalOidcOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Where the client may be sent back to (the app's /api/auth/oidc/<id>/callback). */
  redirectUri: string | string[];
  clientId?: string;
  clientSecret?: string;
  users?: LocalOidcUser[];
  /**
   * Put the email and profile claims in the ID token too. By default (as many providers do)
   * they come from the UserInfo endpoint only.
   */
  claimsInIdToken?: boolean;
};

export type LocalOidc = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  users: LocalOidcUser[];
  /** Method and path of every request the provider received, in order (for tests). */
  requests: string[];
  close: () => Promise<void>;
};

/** The user a browser journey signs in as: a verified email that no demo account uses. */
export const LOCAL_OIDC_USER: LocalOidcUser = {
  username: 'ink.lover',
  password: 'local-oidc-password',
  email: 'ink.lover@oidc.example',
  emailVerified: true,
  name: 'Ink Lover',
};

const subject = (u: LocalOidcUser) => u.sub ?? `sub-${u.username}`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function loginPage(uid: string, clientId: string, error?: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Local ID: sign in</title></head>
<body>
<main>
<h1>Local ID</h1>
<p>Sign in to continue to ${escapeHtml(clientId)}.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login">
<p><label for="username">Username</label><br><input id="username" name="username" autocomplete="username" required></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>
<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>
</main>
</body>
</html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(buf);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

/** Starts the provider; resolves once it listens. */
export async function startLocalOidc(options: LocalOidcOptions): Promise<LocalOidc> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? 'inklore-local';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const users = options.users ?? [LOCAL_OIDC_USER];
  const redirectUris = Array.isArray(options.redirectUri)
    ? options.redirectUri
    : [options.redirectUri];

  // Listen first: the issuer URL needs the port, and the provider needs the issuer.
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo; // a TCP server's address is an AddressInfo
  const issuer = `http://${host}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    findAccount: (_ctx, id): Account | undefined => {
      const user = users.find((u) => subject(u) === id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          preferred_username: user.username,
          ...(user.name === undefined ? {} : { name: user.name }),
          ...(user.email === undefined
            ? {}
            : { email: user.email, email_verified: user.emailVerified ?? false }),
        }),
      };
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    conformIdTokenClaims: !options.claimsInIdToken,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  provider.on('server_error', (_ctx, err) => {
    console.error('local OIDC provider error:', err);
  });
  const providerCallback = provider.callback();

  const finish = async (req: IncomingMessage, res: ServerResponse, accountId: string) => {
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse, action: string) => {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET' && action === '') {
      const accountId = details.session?.accountId;
      // Already signed in here and only consent is asked: grant it.
      if (details.prompt.name === 'consent' && accountId) return finish(req, res, accountId);
      return send(res, 200, loginPage(details.uid, clientId));
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const user = users.find(
        (u) => u.username === form.get('username') && u.password === form.get('password'),
      );
      if (!user) {
        return send(res, 401, loginPage(details.uid, clientId, 'Wrong username or password.'));
      }
      return finish(req, res, subject(user));
    }
    if (req.method === 'POST' && action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    }
    send(res, 404, 'Not found');
  };

  const requests: string[] = [];
  handle = (req, res) => {
    requests.push(`${req.method ?? ''} ${(req.url ?? '').split('?')[0] ?? ''}`);
    const m = /^\/interaction\/([\w-]+)(?:\/(login|abort))?\/?(?:\?.*)?$/.exec(req.url ?? '');
    if (!m) {
      providerCallback(req, res);
      return;
    }
    interaction(req, res, m[2] ?? '').catch((err: unknown) => {
      console.error('local OIDC provider interaction failed:', err);
      if (!res.headersSent) send(res, 400, 'This sign-in has expired or is not valid.');
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    users,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// Run directly: a provider for a local browser session or a Playwright webServer.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env['OIDC_PORT'] ?? 4455);
  const redirectUri =
    process.env['REDIRECT_URI'] ?? 'http://127.0.0.1:3000/api/auth/oidc/local/callback';
  const oidc = await startLocalOidc({
    port,
    redirectUri,
    clientId: process.env['OIDC_CLIENT_ID'] ?? 'inklore-local',
    clientSecret: process.env['OIDC_CLIENT_SECRET'] ?? 'local-oidc-secret',
  });
  console.log(
    [
      `Local OIDC provider at ${oidc.issuer} (user ${LOCAL_OIDC_USER.username} / ${LOCAL_OIDC_USER.password})`,
      'OIDC_PROVIDERS=local',
      `OIDC_LOCAL_ISSUER=${oidc.issuer}`,
      `OIDC_LOCAL_CLIENT_ID=${oidc.clientId}`,
      `OIDC_LOCAL_CLIENT_SECRET=${oidc.clientSecret}`,
      'OIDC_LOCAL_LABEL=Local ID',
    ].join('\n'),
  );
  const stop = () => void oidc.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
