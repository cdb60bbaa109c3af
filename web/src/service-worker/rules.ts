import { pageAt, type PageName } from '@inklore/contract/pages/pages.rules';
import { splitLocale, type Locale } from '@inklore/contract/pages/locales.rules';

/**
 * What the service worker (sw.ts) may keep, as plain functions of an address (ADR 089;
 * docs/security.md "The service worker"). Nothing personal is kept in its caches: a member's
 * own data lives in IndexedDB (features/offline), keyed to them and removed at sign-out.
 */

/**
 * The caches the worker fills as people browse, all named inklore-… and all emptied at
 * sign-out with the member's IndexedDB data; the precache (the app's files) is Workbox's own.
 * Kept pages name the build's files, so each build keeps them in a cache of its own
 * (`pagesCache`) and drops the last one's.
 */
export const RUNTIME_CACHE_PREFIX = 'inklore-';
export const PAGES_CACHE_PREFIX = 'inklore-pages-';
export const pagesCache = (build: string): string => `${PAGES_CACHE_PREFIX}${build}`;
export const CATALOGUE_CACHE = 'inklore-catalogue';
export const ASSETS_CACHE = 'inklore-assets';
/** The page's language, for the worker's offline answer to an English address (ADR 079). */
export const PREFS_CACHE = 'inklore-prefs';
export const LOCALE_KEY = '/offline-locale';

/** How many pages, catalogue answers and files are kept, and for how long. */
export const PAGES_MAX = 40;
export const CATALOGUE_MAX = 120;
export const ASSETS_MAX = 200;
export const KEEP_SECONDS = 14 * 24 * 60 * 60;
/** A slow network gets this long before a saved copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** Staff pages: never kept, and offline they get the app's bare shell like any unsaved page. */
const STAFF_PAGES: ReadonlySet<PageName> = new Set(['admin', 'manageNews']);

/**
 * Pages drawn for nobody in particular (the server renders them anonymously, ADR 027), so
 * their HTML may be kept for reading offline. A member's own pages are drawn by the browser
 * from the shell (nothing personal in their HTML) and need their data: offline they say so.
 */
const SAVED_PAGES: ReadonlySet<PageName> = new Set([
  'home',
  'browse',
  'ink',
  'inkHistory',
  'news',
  'story',
  'faq',
  'terms',
  'privacy',
  'contact',
  'openData',
  'compare',
  'ownCheck',
]);

export type NavigationRule = { keep: boolean; locale: Locale; staff: boolean };

/** Whether a page's HTML may be kept, and the language of the shell to show offline. */
export function navigationRule(pathname: string): NavigationRule {
  const { locale, path } = splitLocale(pathname);
  const page = pageAt(path).page;
  const staff = STAFF_PAGES.has(page);
  return { keep: !staff && SAVED_PAGES.has(page), locale, staff };
}

/**
 * The public catalogue's answers that may be kept (GET only): lists and searches of inks, an
 * ink with its similar inks, community colour, pictures and comments, the news. The server marks every answer to a signed-in
 * caller `no-store`, and `keepable` refuses those, so only what anybody may read is kept.
 */
const CATALOGUE_API = [
  /^\/api\/inks(?:\/featured)?$/,
  /^\/api\/inks\/\d+$/,
  /^\/api\/inks\/\d+\/(?:similar|community-color|community-images|comments|collection-stats)$/,
  /^\/api\/news(?:\/featured|\/\d+)?$/,
];

export function isCatalogueApi(pathname: string): boolean {
  return CATALOGUE_API.some((p) => p.test(pathname));
}

/** The build's own files (hashed names, never changed): kept once fetched. */
export function isAppFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || pathname.startsWith('/icons/');
}

/** Uploaded pictures (random names): kept once seen, with the pages that show them. */
export function isMedia(pathname: string): boolean {
  return pathname.startsWith('/media/');
}

/**
 * Whether an answer may go into a cache: a whole 200, same origin, and not marked personal.
 * `no-store` and `private` are the server's word that it is about the caller (cache-control.ts).
 */
export function keepable(status: number, type: string, cacheControl: string | null): boolean {
  if (status !== 200 || type === 'opaque' || type === 'opaqueredirect') return false;
  return !/(?:^|,)\s*(?:no-store|private)\b/i.test(cacheControl ?? '');
}
