import type { LocalOidcUser } from './oidc-provider.ts';

/** The local provider's client and users (e2e/support/oidc-e2e.ts starts it). */
export const OIDC_CLIENT_ID = 'inklore-local';
export const OIDC_CLIENT_SECRET = 'local-oidc-secret';

/** The provider's user for a Playwright project. */
export function oidcUserFor(project: string): LocalOidcUser {
  const name = project.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'default';
  return {
    username: `ink.${name}`,
    password: `local-${name}-password`,
    email: `ink.${name}@oidc.example`,
    emailVerified: true,
    name: `Ink ${name.charAt(0).toUpperCase()}${name.slice(1)}`,
  };
}
