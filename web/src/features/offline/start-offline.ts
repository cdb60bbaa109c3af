import { hashKey, type QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_PATHS, pageAt } from '@inklore/contract/pages/pages.rules';
import { splitLocale } from '@inklore/contract/pages/locales.rules';
import { CURRENT_USER_KEY, currentUserOptions, type CurrentUser } from '#src/lib/current-user.ts';
import { LOCALE_KEY, PREFS_CACHE } from '#src/service-worker/rules.ts';
import { OfflineStatusBar } from './components/offline-status-bar.tsx';
import { flushQueue } from './queue.ts';
import { setStatus } from './status.ts';
import { clearOfflineData, holdsAnything, readMine, readQueue } from './store.ts';
import { refreshIndex, refreshMine } from './sync.ts';

/**
 * The offline app's start (ADR 089), loaded by main.tsx once the page is idle, so none of it
 * is in the first load: the service worker registered, the connection watched, the status
 * bar drawn, and the member's copy kept in step with who is signed in.
 */
export function startOffline(qc: QueryClient): void {
  mountStatusBar();
  watchMember(qc);
  // the worker's install fetches the app's files: not while the page is still busy
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void registerWorker());
  else setTimeout(() => void registerWorker(), 1);
}

/** How long "N changes sent" stays on screen. */
const SENT_NOTE_MS = 8000;

async function registerWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  // a newer app waits until the member says so: never swapped under them mid-use
  wb.addEventListener('waiting', () =>
    setStatus({
      update: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    }),
  );
  const registration = await wb.register().catch(() => undefined);
  // no worker: the site works as before, online
  if (!registration) return;
  await navigator.serviceWorker.ready;
  await rememberLocale().catch(() => undefined);
  await keepWords();
}

/**
 * Every page's words in the page's language, fetched once the worker is in place so that it
 * keeps them (its cache of the build's files): offline, a page never opened still reads in
 * words, saying what it needs the network for. The worker precaches only the offline pages'.
 */
async function keepWords(): Promise<void> {
  const build = document.querySelector<HTMLMetaElement>('meta[name="inklore-app"]')?.dataset
    .messages;
  if (!build || !navigator.onLine) return;
  const { locale } = splitLocale(window.location.pathname);
  for (const page of Object.keys(PAGE_PATHS))
    await fetch(`/assets/messages/${build}/${locale}/${page}.json`).catch(() => undefined);
}

/**
 * The page's language, for the worker: offline, an English address (the installed app's
 * start, /) is sent on to this language's, as the server does by the language cookie.
 */
async function rememberLocale(): Promise<void> {
  if (!('caches' in window)) return;
  const { locale } = splitLocale(window.location.pathname);
  const prefs = await caches.open(PREFS_CACHE);
  await prefs.put(LOCALE_KEY, new Response(locale, { headers: { 'content-type': 'text/plain' } }));
}

function mountStatusBar(): void {
  const host = document.createElement('div');
  host.id = 'offline-status';
  document.body.appendChild(host);
  createRoot(host).render(createElement(OfflineStatusBar));
}

/** The member now signed in (null: nobody); undefined until known. */
let member: CurrentUser | null | undefined;

async function forget(): Promise<void> {
  if (await holdsAnything()) await clearOfflineData();
}

/** Waiting changes that could not go (no answer, a busy server) are tried again this often. */
const RETRY_MS = 30_000;
let retry: ReturnType<typeof setTimeout> | null = null;

/** Sends what waits, then fetches the member's copy and the index again. */
async function refresh(user: CurrentUser, force = false): Promise<void> {
  const sent = await flushQueue(user.id).catch(() => 0);
  if (sent > 0) {
    setStatus({ justSent: sent });
    setTimeout(() => setStatus({ justSent: 0 }), SENT_NOTE_MS);
  }
  const left = (await readQueue()).some((c) => c.userId === user.id && c.state === 'waiting');
  if (retry) clearTimeout(retry);
  retry = left
    ? setTimeout(() => {
        if (member?.id === user.id) void refresh(user).catch(() => undefined);
      }, RETRY_MS)
    : null;
  if (!navigator.onLine || !(await copyWanted(force))) return;
  await refreshMine(user).catch(() => undefined);
  await refreshIndex().catch(() => undefined);
}

/** A copy at most this old is not fetched again on another page's load. */
const COPY_FRESH_MS = 5 * 60 * 1000;

/**
 * Whether to fetch the member's copy now: only where it can serve offline (a worker controls
 * the page, or this is Do I own this?), and not again within minutes as they move from page
 * to page; always after sign-in or when the network came back (`force`).
 */
async function copyWanted(force: boolean): Promise<boolean> {
  const here = pageAt(splitLocale(window.location.pathname).path).page;
  if (!('serviceWorker' in navigator && navigator.serviceWorker.controller) && here !== 'ownCheck')
    return false;
  if (force) return true;
  const mine = await readMine();
  return !mine || Date.now() - Date.parse(mine.savedAt) > COPY_FRESH_MS;
}

async function changedMember(user: CurrentUser | null): Promise<void> {
  // signed out (here, elsewhere, the session ended): nothing of theirs stays on the device,
  // their waiting changes included
  if (user === null) return forget();
  const [mine, queue] = await Promise.all([readMine(), readQueue()]);
  // another member on the same device: the last one's copy and waiting changes go first
  const another =
    (mine !== undefined && mine.userId !== user.id) || queue.some((c) => c.userId !== user.id);
  if (another) await clearOfflineData();
  await refresh(user, another);
}

/** One member change at a time, in the order they were seen. */
let changes: Promise<void> = Promise.resolve();

function watchMember(qc: QueryClient): void {
  const who = (user: CurrentUser | null | undefined) =>
    user === undefined ? 'unknown' : (user?.id ?? 'nobody');
  const seen = (user: CurrentUser | null | undefined) => {
    if (user === undefined || who(user) === who(member)) return;
    member = user;
    changes = changes.then(() => changedMember(user)).catch(() => undefined);
  };
  seen(qc.getQueryData<CurrentUser | null>(CURRENT_USER_KEY));
  const hash = hashKey(CURRENT_USER_KEY);
  qc.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash || event.query.state.status !== 'success') return;
    seen(event.query.state.data as CurrentUser | null); // the current-user query's own type
  });
  window.addEventListener('online', () => {
    setStatus({ online: true });
    // who is signed in is asked again first (a page opened offline never knew): the waiting
    // changes go only with their own member's session
    void qc
      .query({ ...currentUserOptions(), staleTime: 0 })
      .then((user) => {
        if (user && who(user) === who(member)) void refresh(user, true).catch(() => undefined);
        else seen(user);
      })
      .catch(() => undefined);
  });
  window.addEventListener('offline', () => setStatus({ online: false }));
}
