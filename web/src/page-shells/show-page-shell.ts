// Runs before the first paint, as /page-shell.js (bundled on its own by
// web/build/first-paint-scripts.ts): puts the page shell for this address on screen
// (render-page-shells.tsx draws them), applies a remembered theme, and, once the shell has
// been painted, starts the app (its script and the page's code), so the first paint never
// waits for the app (start-app.ts). A page the server drew gets the smaller /page-start.js
// (start-rendered-page.ts) instead. Which shell an address gets is the page table's answer
// (its paths, contract/src/pages/pages.rules.ts), the same as the router's. Small on purpose: no
// React, nothing but the paths.
import { pageAt, recoveryRedirect } from '@inklore/contract/pages/pages.rules';
import { splitLocale } from '@inklore/contract/pages/locales.rules';
import { applyStored, noteEarlyTaps, startAppAfterPaint } from './start-app.ts';

const doc = document;
const root = doc.getElementById('root');

applyStored();
noteEarlyTaps();

/** The shell for this address, and the data its page needs first (an ink, a story). */
function shellFor(pathname: string): { key: string; data: string | null } {
  const match = pageAt(pathname);
  if (match.page === 'home' && recoveryRedirect(location.search, location.hash))
    return { key: 'default', data: null };
  if (match.page === 'ink' || match.page === 'story') {
    // the shell draws the page as it looks while a real id loads
    if (!/^\d+$/.test(match.id)) return { key: 'default', data: null };
    return {
      key: match.page,
      data: `${match.page === 'ink' ? '/api/inks/' : '/api/news/'}${match.id}`,
    };
  }
  return { key: match.page, data: null };
}

// A page the server drew (server/src/plugins/web-app.ts) is on screen already, with its data
// in the HTML: no shell, nothing asked early; its code is named on #root.
const rendered = root?.hasAttribute('data-ssr') ?? false;
// the page's own path, without its language's prefix (ADR 079)
const path = splitLocale(location.pathname).path;
const { key, data } = rendered ? { key: '', data: null } : shellFor(path);
const shell = rendered
  ? null
  : ((doc.getElementById(`shell-${key}`) ??
      doc.getElementById('shell-default')) as HTMLTemplateElement | null);
if (root && !root.firstElementChild && shell?.content) {
  root.appendChild(shell.content.cloneNode(true));
  root.setAttribute('data-shell', shell.id.slice(6));
}

// An ink or a story page needs its data before it can show much: ask for it now, in parallel
// with the app's code (src/lib/early-data.ts hands it to the app).
function fetchEarly(): void {
  if (!data || !('fetch' in window)) return;
  const early: Record<string, Promise<Response>> = {};
  early[data] = fetch(data, { credentials: 'include', headers: { Accept: 'application/json' } });
  window.__inkloreEarly = early;
}

startAppAfterPaint(
  [shell?.getAttribute('data-preload'), rendered ? root?.getAttribute('data-preload') : null],
  rendered ? root?.getAttribute('data-ssr') : pageAt(path).page,
  fetchEarly,
);
