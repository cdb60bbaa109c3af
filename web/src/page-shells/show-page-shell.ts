// Runs before the first paint, as /page-shell.js (bundled on its own by vite.config.ts): puts
// the page shell for this address on screen (render-page-shells.tsx draws them), applies a
// remembered theme, and, once the shell has been painted, starts the app (its script and the
// page's code), so the first paint never waits for the app. Which shell an address gets is
// the route table's answer (contract/src/web-paths.ts), the same as the router's. Small on
// purpose: no React, nothing but the path table.
import { matchPath, recoveryRedirect } from '@inklore/contract/web-paths';

const doc = document;
const root = doc.getElementById('root');

try {
  // features/preferences/theme.ts keeps the choice under this key
  const theme = localStorage.getItem('inklore-theme') ?? sessionStorage.getItem('inklore-theme');
  if (theme === 'light' || theme === 'dark') doc.documentElement.setAttribute('data-theme', theme);
} catch {
  // storage may be blocked; the system theme applies
}

/** The shell for this address, and the data its page needs first (an ink, a story). */
function shellFor(pathname: string): { key: string; data: string | null } {
  let match;
  try {
    match = matchPath(pathname);
  } catch {
    return { key: 'default', data: null };
  }
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
const { key, data } = rendered ? { key: '', data: null } : shellFor(location.pathname);
const shell = rendered
  ? null
  : ((doc.getElementById(`shell-${key}`) ??
      doc.getElementById('shell-default')) as HTMLTemplateElement | null);
if (root && !root.firstElementChild && shell?.content) {
  root.appendChild(shell.content.cloneNode(true));
  root.setAttribute('data-shell', shell.id.slice(6));
}

function preload(list: string | null): void {
  for (const href of (list ?? '').split(' ')) {
    if (!href) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}

// An ink or a story page needs its data before it can show much: ask for it now, in parallel
// with the app's code (src/lib/early-data.ts hands it to the app).
function fetchEarly(): void {
  if (!data || !('fetch' in window)) return;
  const early: Record<string, Promise<Response>> = {};
  early[data] = fetch(data, { credentials: 'include', headers: { Accept: 'application/json' } });
  window.__inkloreEarly = early;
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  const app = doc.querySelector('meta[name="inklore-app"]');
  if (!app) return;
  fetchEarly();
  preload(app.getAttribute('data-preload'));
  if (shell) preload(shell.getAttribute('data-preload'));
  if (rendered) preload(root?.getAttribute('data-preload') ?? null);
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = app.getAttribute('content') ?? '';
  doc.head.appendChild(script);
}

// Start once the shell has been painted (first contentful paint); where paint timing is not
// reported, after the next frame; a hidden tab paints nothing, so a timer backs both up.
try {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      setTimeout(start, 0);
    }
  });
  observer.observe({ type: 'paint', buffered: true });
} catch {
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });
}
setTimeout(start, 1500);
