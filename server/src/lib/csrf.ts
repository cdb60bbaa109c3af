import { CSRF_HEADER } from '@inklore/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '#src/app-instance.ts';
import { randomToken } from './tokens.ts';

/** The HttpOnly cookie the X-CSRF-Token header must equal (plugins/csrf.ts checks it). */
export const CSRF_COOKIE = 'inklore_csrf';

/** Sets a new anti-forgery token as the cookie; returns it. */
export function setCsrf(app: AppInstance, reply: FastifyReply): string {
  const token = randomToken();
  void reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.session.secureCookie,
  });
  return token;
}

/** A new token after sign-in or sign-out, sent back in the X-CSRF-Token response header. */
export function rotateCsrf(app: AppInstance, _req: FastifyRequest, reply: FastifyReply): void {
  const token = setCsrf(app, reply);
  void reply.header(CSRF_HEADER, token);
}
