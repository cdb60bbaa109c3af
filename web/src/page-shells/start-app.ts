// What both first-paint scripts share (show-page-shell.ts for the pages the browser draws,
// start-rendered-page.ts for those the server drew): the remembered theme and the site's fonts
// (ADR 067) before the first paint, the taps on buttons until the app takes over (ADR 062), and the app's start once that
// paint is done, so it never waits for the app's code.
// Bundled into each of them (web/build/first-paint-scripts.ts); no React, no imports beyond
// this file.

const doc = document;
const root = doc.documentElement;

/**
 * What earlier pages left in storage, applied before the first paint: a theme chosen with the
 * theme button (features/preferences/theme.ts keeps it), and the site's fonts (ADR 067), never
 * asked for before the first paint. Once an earlier page has fetched them into the cache (the
 * mark 'inklore-fonts'), <html> has the class `fonts` from the first paint (styles.css). This
 * script comes after the page's HTML: where the browser painted that before running it (the
 * script asked again on a slow link), the faces on screen stay, and the next page load has the
 * fonts. Else the system's faces draw this page, and fetchFonts fetches them six seconds on,
 * once the page's own code and data are in.
 */
export function applyStored(): void {
  try {
    const theme = localStorage.getItem('inklore-theme') ?? sessionStorage.getItem('inklore-theme');
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
    if (localStorage.getItem('inklore-fonts')) {
      // text drawn already (a background alone is no paint of text: the shell pages)
      if (!performance.getEntriesByName('first-contentful-paint').length)
        root.classList.add('fonts');
      return;
    }
  } catch {
    // storage may be blocked: the system's theme, and the fonts fetched on each visit
  }
  setTimeout(fetchFonts, 6000);
}

/**
 * Fetches the fonts' latin files into the cache (one family list, the three faces) and keeps
 * the mark: the next page load draws with them from its first paint. The page on screen, and
 * the pages the app shows after it, keep the faces they were drawn in (nothing changes face).
 */
function fetchFonts(): void {
  doc.fonts
    .load('1em "Inter Variable","Fraunces Variable","JetBrains Mono"')
    .then(() => localStorage.setItem('inklore-fonts', '1'))
    .catch(() => undefined); // offline, or storage blocked: nothing breaks
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

/**
 * The modulepreload links added in one task. Each costs a phone 12-15 ms (a trace at 4x: four
 * made tasks of 52-68 ms, each over the 50 ms that counts as blocking).
 */
const PRELOADS_A_TASK = 2;

/**
 * Asks for the listed modules (space-separated paths) in parallel with the app's script, a few
 * in each task: the ink page lists 25, and adding them all at once made one task of about
 * 120 ms on a phone while the page was becoming live.
 */
export function preload(lists: (string | null | undefined)[]): void {
  const hrefs = lists.flatMap((list) => (list ?? '').split(' ')).filter(Boolean);
  const add = (from: number) => {
    for (const href of hrefs.slice(from, from + PRELOADS_A_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    if (from + PRELOADS_A_TASK < hrefs.length) setTimeout(() => add(from + PRELOADS_A_TASK));
  };
  add(0);
}

/**
 * Once the page has been painted (first contentful paint; a hidden tab paints nothing, so a
 * timer backs it up): runs `before`,
 * preloads the app's files (the <meta name="inklore-app"> list and `more`) and the words of
 * `page` (its page table name), and adds the app's script.
 */
export function startAppAfterPaint(
  more: (string | null | undefined)[],
  page: string | null | undefined,
  before?: () => void,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const app = doc.querySelector<HTMLMetaElement>('meta[name="inklore-app"]');
    if (!app) return;
    before?.();
    // the page's words (ADR 078), which src/lib/page-messages.ts fetches the same way
    const build = app.getAttribute('data-messages');
    if (build && page) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = `/assets/messages/${build}/${root.lang || 'en'}/${page}.json`;
      doc.head.appendChild(link);
    }
    preload([app.getAttribute('data-preload'), ...more]);
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.content;
    doc.head.appendChild(script);
  };
  // paint timing is in every browser the build targets (es2022); a hidden tab paints nothing
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      setTimeout(start);
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 1500);
}
