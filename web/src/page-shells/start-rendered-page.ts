// Runs before the first paint of a page the server drew (server/src/plugins/web-app.ts puts
// it, as /page-start.js, where index.html has /page-shell.js): the page and its data are in
// the HTML already, so no shell and no path table, only the theme and the app's start with
// the page's own files (named on #root). Bundled on its own by vite.config.ts.
import { applyTheme, startAppAfterPaint } from './start-app.ts';

applyTheme();
startAppAfterPaint(
  () => undefined,
  [document.getElementById('root')?.getAttribute('data-preload')],
);
