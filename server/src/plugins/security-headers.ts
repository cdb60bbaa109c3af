import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser features the site never uses, turned off for it and anything it might embed (file
 * pickers, the clipboard and the camera of `<input type=file>` need none of them).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()';

/** Security headers on every response: CSP without inline scripts, nosniff, no framing. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  await app.register(helmet, {
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
}
