import type { ModuleRunner } from 'vite/module-runner';
import type { PageFiles } from './page-files.ts';

/** What src/page-shells/render-page-shells.tsx exports (its types are checked there). */
type ShellModule = {
  renderShells: (
    locale: string,
    catalogue: Record<string, unknown>,
  ) => Promise<Record<string, string>>;
  indexWords: (
    locale: string,
    catalogue: Record<string, unknown>,
  ) => { title: string; description: string; noscript: string };
};

/**
 * Every page shell (src/page-shells/render-page-shells.tsx), drawn in Node with the real
 * components: the HTML of each, keyed by its page's name or 'default'.
 */
export async function drawShells(
  runner: ModuleRunner,
  locale: string,
  catalogue: Record<string, unknown>,
): Promise<Record<string, string>> {
  const mod = await runner.import<ShellModule>('/src/page-shells/render-page-shells.tsx');
  return mod.renderShells(locale, catalogue);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with its title, description and <noscript> note in `locale`'s words (the
 * English ones are index.html's own).
 */
export async function indexInLanguage(
  runner: ModuleRunner,
  index: string,
  locale: string,
  catalogue: Record<string, unknown>,
): Promise<string> {
  const mod = await runner.import<ShellModule>('/src/page-shells/render-page-shells.tsx');
  const words = mod.indexWords(locale, catalogue);
  const swap = (html: string, pattern: RegExp, text: string) => {
    if (!pattern.test(html)) throw new Error(`index.html lacks ${String(pattern)}`);
    return html.replace(pattern, (_, open: string, close: string) => open + text + close);
  };
  let html = index.replace('<html lang="en">', `<html lang="${locale}">`);
  html = swap(html, /(<title>)[^<]*(<\/title>)/, escapeHtml(words.title));
  html = swap(
    html,
    /(<meta\s+name="description"\s+content=")[^"]*(")/,
    escapeHtml(words.description),
  );
  html = swap(html, /(<noscript>\s*<p[^>]*>)[^<]*(<\/p>)/, escapeHtml(words.noscript));
  return html;
}

const ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * The built index.html with the page shells in it, as <template>s after the empty #root, each
 * naming the files of its page beyond the entry's (data-preload), and /page-shell.js to show
 * the right one before the JavaScript arrives. The app's code is started by page-shell.js
 * once the shell is on screen, so the first paint never waits for it: the entry script and
 * its preloads move into a <meta name="inklore-app">.
 */
export function putShellsInIndex(
  index: string,
  shells: Record<string, string>,
  files: PageFiles,
  messages: string,
): string {
  const templates = Object.entries(shells)
    .map(([key, html]) => {
      // a shell is named after its page (or is the default one)
      const own = files.pages[key];
      if (key !== 'default' && !own) throw new Error(`no page module for the ${key} shell`);
      const preload = own?.length ? ` data-preload="${own.join(' ')}"` : '';
      return `<template id="shell-${key}"${preload}>${html}</template>`;
    })
    .join('\n    ');
  if (!index.includes(ROOT))
    throw new Error('index.html has no empty #root to put the shells after');
  const entryTag = ENTRY_SCRIPT.exec(index);
  if (!entryTag?.[1]) throw new Error('index.html has no entry script');
  const appMeta = `<meta name="inklore-app" content="${entryTag[1]}" data-preload="${files.entryImports.join(' ')}" data-messages="${messages}" />`;
  // (replaced by functions: the shells' text is put in as it is, `$` and all)
  return index
    .replace(entryTag[0], '')
    .replace('</head>', () => `  ${appMeta}\n  </head>`)
    .replace(ROOT, () => `${ROOT}\n    ${templates}\n    <script src="/page-shell.js"></script>`);
}
