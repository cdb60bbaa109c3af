/** Query parameters that carry a secret: never written to a log as they are. */
const SECRET_PARAMS =
  /([?&#](?:token|code|state|access_token|id_token|refresh_token|password)=)[^&#\s]*/gi;

/**
 * A URL (or a path with a query) with the values of secret-bearing parameters masked:
 * verification and reset tokens, OpenID Connect codes and states. For logs only.
 */
export function maskSecrets(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[masked]');
}
