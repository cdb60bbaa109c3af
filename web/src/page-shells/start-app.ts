// What both first-paint scripts share (show-page-shell.ts for the pages the browser draws,
// start-rendered-page.ts for those the server drew): the remembered theme before the first
// paint, the taps on buttons until the app takes over (ADR 062), and the app's start once that
// paint is done, so it never waits for the app's code.
// Bundled into each of them (web/build/first-paint-scripts.ts); no React, no imports beyond
// this file.

const doc = document;
const root = doc.documentElement;

/** Applies a theme chosen earlier (features/preferences/theme.ts keeps it under this key). */
export function applyTheme(): void {
  try {
    const theme = localStorage.getItem('inklore-theme') ?? sessionStorage.getItem('inklore-theme');
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  } catch {
    // storage may be blocked; the system theme applies
  }
}

/**
 * The site's fonts with no font request before the first paint (ADR 067): once an earlier page
 * has fetched them into the cache (the mark 'inklore-fonts'), <html> has the class `fonts`
 * from the first paint (styles.css), and `data-fonts` says they are there. This script comes
 * after the page's HTML, so where the browser painted that before running it (the script
 * asked again on a slow link), the faces on screen stay and the app uses the fonts from its
 * next page (`data-fonts` without the class). Else the system's faces draw this page, and
 * fetchFontsLater fetches them.
 */
export function applyFonts(): void {
  try {
    if (localStorage.getItem('inklore-fonts')) {
      root.dataset.fonts = '1';
      if (!performance.getEntriesByType('paint').length) root.classList.add('fonts');
    }
  } catch {
    // storage may be blocked: fetched on each visit, used from its second page
  }
}

/**
 * Past the first paint (startAppAfterPaint calls it), on a page drawn in the system's faces:
 * five seconds on, when the page's own requests are done, fetches the fonts into the cache,
 * sets `data-fonts` so that the app uses them from the next page it shows (app/layout.tsx;
 * nothing on screen changes face) and keeps the mark.
 */
function fetchFontsLater(): void {
  if (root.dataset.fonts) return; // in the cache already
  setTimeout(() => {
    // one family list: the latin face of each of the three
    doc.fonts
      .load('1em "Inter Variable","Fraunces Variable","JetBrains Mono"')
      .then(() => {
        root.dataset.fonts = '1';
        localStorage.setItem('inklore-fonts', '1');
      })
      .catch(() => undefined); // offline, or storage blocked: nothing breaks
  }, 5000);
}

/**
 * Notes the buttons tapped before the app takes over (window.__inkloreTaps; the app reads the
 * list and clears it, src/lib/early-input.ts, and taps them again once live, ADR 062). A
 * form's submit button needs no more: without script the browser submits the form itself,
 * and the page it leaves forgets the list.
 */
export function noteEarlyTaps(): void {
  const taps: Element[] = (window.__inkloreTaps = []);
  doc.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element).closest('button'); // a click's target is an element
      if (window.__inkloreTaps === taps && button) taps.push(button);
    },
    true,
  );
}

/** Asks for the listed modules (space-separated paths) in parallel with the app's script. */
export function preload(list: string | null | undefined): void {
  for (const href of (list ?? '').split(' ')) {
    if (!href) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * Once the page has been painted (first contentful paint; where paint timing is not reported,
 * after the next frame; a hidden tab paints nothing, so a timer backs both up): sees to the
 * fonts (fetchFontsLater), runs `before`,
 * preloads the app's files (the <meta name="inklore-app"> list and `more`), and adds the app's
 * script.
 */
export function startAppAfterPaint(before: () => void, more: (string | null | undefined)[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    fetchFontsLater();
    const app = doc.querySelector('meta[name="inklore-app"]');
    if (!app) return;
    before();
    preload(app.getAttribute('data-preload'));
    for (const list of more) preload(list);
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.getAttribute('content') ?? '';
    doc.head.appendChild(script);
  };
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
}
