import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Browser features the site never uses, turned off for it and anything it might embed (file
 * pickers, the clipboard and the camera of `<input type=file>` need none of them).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()';

/** Helmet's middleware: the values of the security headers come from it. */
const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline style attributes come from the component library (positions of popovers).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
});

/**
 * The headers a middleware sets, recorded by running it once against a stand-in response.
 * Helmet's headers do not depend on the request (no nonces here), so they are worked out
 * once at start: @fastify/helmet built them again on every request, about a tenth of the
 * server's time on a cached catalogue answer (docs/performance.md).
 */
export function recordHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  const state = { finished: false };
  middleware(new IncomingMessage(new Socket()), res as unknown as ServerResponse, (err) => {
    if (err !== undefined) {
      throw err instanceof Error ? err : new Error('the security headers middleware failed');
    }
    state.finished = true;
  });
  if (!state.finished) throw new Error('the security headers middleware did not finish at once');
  return Object.fromEntries(headers);
}

/** Every security header, lower-case names: CSP without inline scripts, nosniff, no framing. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...recordHeaders(helmetMiddleware),
  'permissions-policy': PERMISSIONS_POLICY,
});

/**
 * Strict-Transport-Security as helmet words it (a year, subdomains included): browsers then
 * use only https for the site. Sent when PUBLIC_URL is https, never for a plain-http site
 * (a browser ignores it over http, and a site reached by http only must not promise it).
 */
export const HSTS = recordHeaders(
  helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true }),
)['strict-transport-security'];

/** The security headers of a site at `publicUrl`: SECURITY_HEADERS, and HSTS over https. */
export function securityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  if (!publicUrl.startsWith('https:') || HSTS === undefined) return SECURITY_HEADERS;
  return Object.freeze({ ...SECURITY_HEADERS, 'strict-transport-security': HSTS });
}

/** Security headers on every response (a route may replace one, e.g. a looser CSP). */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const headers = securityHeaders(publicUrl);
  const names = Object.keys(headers);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const name of names) void reply.header(name, headers[name]);
    done();
  });
}
