// Runs before the first paint of a page the server drew (server/src/plugins/web-app.ts puts
// it, as /page-start.js, where index.html has /page-shell.js): the page and its data are in
// the HTML already, so no shell and no paths, only the theme and the fonts (applyStored) and the app's start with the
// page's own files (named on #root). Bundled on its own by web/build/first-paint-scripts.ts.
import { applyStored, noteEarlyTaps, startAppAfterPaint } from './start-app.ts';

applyStored();
noteEarlyTaps();
const root = document.getElementById('root');
startAppAfterPaint([root?.getAttribute('data-preload')], root?.getAttribute('data-ssr'));
