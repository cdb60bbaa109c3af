// The service worker (ADR 089), bundled on its own into /sw.js by web/build/service-worker.ts,
// which puts the build's file list where `self.__WB_MANIFEST` stands. Workbox does the work:
// the app's files are precached, pages anybody may read and the public catalogue's answers
// are kept as they are visited (rules.ts says which), and an address never seen offline gets
// the app's shell, whose page then says it needs the network. It has its own tsconfig: the
// worker's globals are not the window's.
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
  PAGES_CACHE,
  PAGES_MAX,
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
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

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
const unsavedPages = new NetworkOnly();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async (options) => {
    const { url } = options;
    const rule = navigationRule(url.pathname);
    try {
      return await (rule.keep ? savedPages : unsavedPages).handle(options);
    } catch {
      // offline, and no copy of this page: the app's shell in its language, which draws the
      // page and says what needs the network
      const shell = await matchPrecache(
        rule.locale === 'en' ? 'index.html' : `index.${rule.locale}.html`,
      );
      return shell ?? Response.error();
    }
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
