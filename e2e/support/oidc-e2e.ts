/**
 * The local OpenID Connect provider for the browser journeys (a Playwright webServer, started
 * before the app): the default user plus one per project, so the phone and desktop journeys
 * never race to create the same account.
 */
import { LOCAL_OIDC_USER, startLocalOidc } from './oidc-provider.ts';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, oidcUserFor } from './oidc-users.ts';

const port = Number(process.env['OIDC_PORT'] ?? 3211);
const redirectUri =
  process.env['REDIRECT_URI'] ?? 'http://127.0.0.1:3210/api/auth/oidc/local/callback';
const oidc = await startLocalOidc({
  port,
  redirectUri,
  clientId: OIDC_CLIENT_ID,
  clientSecret: OIDC_CLIENT_SECRET,
  users: [LOCAL_OIDC_USER, oidcUserFor('phone'), oidcUserFor('desktop')],
});
console.log(`Local OIDC provider for the journeys at ${oidc.issuer}`);
const stop = () => void oidc.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
