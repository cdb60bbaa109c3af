// Runs before the first paint: puts the page shell for this address on screen (see
// src/shell/render-shell.tsx), applies a remembered theme, and, once the shell has been
// painted, starts the app (its script and the page's code), so the first paint never waits
// for JavaScript. Plain and tiny on purpose.
/* global document, window, location, requestAnimationFrame */
(function () {
  var doc = document;
  var root = doc.getElementById('root');
  try {
    var theme = localStorage.getItem('inklore-theme') || sessionStorage.getItem('inklore-theme');
    if (theme === 'light' || theme === 'dark')
      doc.documentElement.setAttribute('data-theme', theme);
  } catch {
    // storage may be blocked; the system theme applies
  }

  var path = location.pathname.replace(/\/+$/, '') || '/';
  var recovery = /[?&#]type=recovery/.test(location.search + location.hash);
  var key =
    path === '/' && !recovery
      ? 'home'
      : path === '/browse'
        ? 'browse'
        : path === '/news'
          ? 'news'
          : /^\/inks?\/\d+$/.test(path)
            ? 'ink'
            : /^\/news\/\d+$/.test(path)
              ? 'story'
              : 'default';
  var shell = doc.getElementById('shell-' + key) || doc.getElementById('shell-default');
  if (root && !root.firstElementChild && shell && shell.content) {
    root.appendChild(shell.content.cloneNode(true));
    root.setAttribute('data-shell', shell.id.slice(6));
  }

  function preload(list) {
    (list || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    });
  }

  // An ink or a story page needs its data before it can show much: ask for it now, in
  // parallel with the app's code (src/lib/early-data.ts hands it to the app).
  var early = {};
  function fetchEarly() {
    var m = /^\/(?:inks?|news)\/(\d+)$/.exec(path);
    if (!m || !window.fetch) return;
    var url = (path.indexOf('/news/') === 0 ? '/api/news/' : '/api/inks/') + m[1];
    early[url] = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    window.__inkloreEarly = early;
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = doc.querySelector('meta[name="inklore-app"]');
    if (!app) return;
    fetchEarly();
    preload(app.getAttribute('data-preload'));
    if (shell) preload(shell.getAttribute('data-preload'));
    var script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.getAttribute('content');
    doc.head.appendChild(script);
  }
  // Start once the shell has been painted (first contentful paint); where paint timing is not
  // reported, after the next frame; a hidden tab paints nothing, so a timer backs both up.
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 1500);
})();
