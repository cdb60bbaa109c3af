// The service worker (ADR 089), bundled on its own into /sw.js by web/build/service-worker.ts,
// which puts the build's file list where `self.__WB_MANIFEST` stands. Workbox does the work:
// the app's files are precached, pages anybody may read and the public catalogue's answers
// are kept as they are visited (rules.ts says which), and an address never seen offline gets
// the app's shell, whose page then says it needs the network. It has its own tsconfig: the
// worker's globals are not the window's.
import { isLocale, localePath } from '@inklore/contract/pages/locales.rules';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  ASSETS_CACHE,
  ASSETS_MAX,
  CATALOGUE_CACHE,
  CATALOGUE_MAX,
  isAppFile,
  isCatalogueApi,
  isMedia,
  KEEP_SECONDS,
  keepable,
  navigationRule,
  NETWORK_TIMEOUT_SECONDS,
  LOCALE_KEY,
  PAGES_CACHE_PREFIX,
  PAGES_MAX,
  pagesCache,
  PREFS_CACHE,
} from './rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Only answers the rules allow into a cache: a whole 200 not marked personal. */
const onlyKeepable: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      keepable(response.status, response.type, response.headers.get('cache-control'))
        ? response
        : null,
    ),
};

const expiry = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: KEEP_SECONDS, purgeOnQuotaError: true });

// Not for navigations: '/' is the server's home page, not the precached index.html (an empty
// directoryIndex turns that matching off); the navigation route below falls back to it.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** This build, named by its index.html's revision: kept pages name its files. */
const build = manifest.find((e) => typeof e !== 'string' && e.url === '/index.html');
const PAGES_CACHE = pagesCache(typeof build === 'string' ? 'any' : (build?.revision ?? 'any'));

// the last build's kept pages name files this one no longer has: they go when it takes over
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith(PAGES_CACHE_PREFIX) && n !== PAGES_CACHE)
            .map((n) => caches.delete(n)),
        ),
      ),
  );
});

// The first worker takes the open page at once, so it works offline without a reload; a
// newer one waits until the member accepts the update the page offers (features/offline).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const savedPages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // a page's HTML varies by Cookie and Accept-Language, headers a worker's request never shows
  matchOptions: { ignoreVary: true },
  plugins: [onlyKeepable, expiry(PAGES_MAX)],
});
const unsavedPages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });

/** Null once the network's time is up (a kept page's strategy has answered from its copy by then). */
const giveUp = () =>
  new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), (NETWORK_TIMEOUT_SECONDS + 1) * 1000),
  );

/** The language the member last read in (the page tells the worker: start-offline.ts). */
async function preferredLocale(): Promise<string | null> {
  const answer = await (await caches.open(PREFS_CACHE)).match(LOCALE_KEY);
  return answer ? (await answer.text()).trim() : null;
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async (options) => {
    const { url } = options;
    const rule = navigationRule(url.pathname);
    const answer = await Promise.race([
      (rule.keep ? savedPages : unsavedPages).handle(options).catch(() => null),
      giveUp(),
    ]);
    if (answer) return answer;
    // Offline (or no answer in time), and no copy: an English address goes on to the member's
    // language, as the server does by its cookie; then the app's shell in its language, which
    // draws the page and says what needs the network.
    const wanted = rule.locale === 'en' ? await preferredLocale() : null;
    if (wanted && wanted !== 'en' && isLocale(wanted))
      return Response.redirect(localePath(wanted, url.pathname) + url.search, 302);
    const shell = await matchPrecache(
      rule.locale === 'en' ? 'index.html' : `index.${rule.locale}.html`,
    );
    return shell ?? Response.error();
  },
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isCatalogueApi(url.pathname),
  new NetworkFirst({
    cacheName: CATALOGUE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyKeepable, expiry(CATALOGUE_MAX)],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (isAppFile(url.pathname) || isMedia(url.pathname)),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [onlyKeepable, expiry(ASSETS_MAX)] }),
);

// A kept route that fails with nothing kept fails as the network did. Anything no route
// matches (a member's answers, staff's, every change) goes to the network untouched.
setCatchHandler(() => Promise.resolve(Response.error()));
