/**
 * The site's languages and their addresses (ADR 079): English at every page's own path, Japanese
 * and German under /ja and /de (/ja/browse, /de/ink/12). Plain TypeScript: the first-paint
 * script, the web app and the server read it.
 */

export const LOCALES = ['en', 'ja', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ja: '日本語', de: 'Deutsch' };

/** The cookie that keeps a visitor's choice of language (a year; read by the server). */
export const LOCALE_COOKIE = 'inklore-lang';

/** The query parameter that chooses a language: `?hl=ja` on any page (the switcher's links). */
export const LOCALE_PARAM = 'hl';

export const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);

const PREFIX = /^\/(ja|de)(?=\/|$)/;

/** The language an address is in, and the page's own path (what the page table reads). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = PREFIX.exec(pathname);
  if (!m) return { locale: 'en', path: pathname };
  return { locale: m[1] as Locale, path: pathname.slice(m[0].length) || '/' }; // the pattern's own two
}

/** A page's path (`/browse`, `/`) in a language: `/ja/browse`, `/ja`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The language a visitor reading an English address is sent to (null: English): their choice on
 * this browser (the cookie), else the first of the site's languages their browser asks for
 * (Accept-Language, by its q-values; `ja-JP` is Japanese, `*` and unknown ones are passed over).
 */
export function preferredLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  if (isLocale(cookie)) return cookie;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, order };
    })
    .filter((a) => a.q > 0 && isLocale(a.lang))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const first = asked[0]?.lang;
  return isLocale(first) ? first : 'en';
}
