import { LOCALE_COOKIE, preferredLocale, type Locale } from '@inklore/contract/pages/locales.rules';
import type { FastifyReply, FastifyRequest } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The language cookie (ADR 079): the switcher's `?hl=`, a member's saved language and each
 * sign-in of a member who has one set it; null removes it (the browser's languages decide).
 * Read only by the server, as the privacy page says of every cookie of the site.
 */
export function setLanguageCookie(
  reply: FastifyReply,
  locale: Locale | null,
  secure: boolean,
): void {
  const options = { path: '/', sameSite: 'lax' as const, httpOnly: true, secure };
  if (locale === null) void reply.clearCookie(LOCALE_COOKIE, options);
  else void reply.setCookie(LOCALE_COOKIE, locale, { ...options, maxAge: YEAR_SECONDS });
}

/**
 * The language a request asks to be answered in (ADR 081): its Accept-Language, which the web
 * app sets to the language of the page it runs in; English when it names none of the site's.
 * What mails a request sends out are in it unless the member saved a language.
 */
export function requestLocale(req: FastifyRequest): Locale {
  return preferredLocale(undefined, req.headers['accept-language']);
}
