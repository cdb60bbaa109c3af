import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/**
 * A script bundled on its own: a classic script, no imports, minified. `entry` is its file
 * under `root` (a first-paint script in src/page-shells, the service worker).
 */
export async function standaloneScript(root: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    // a library build leaves process.env alone; Workbox reads NODE_ENV to drop its dev logging
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: path.join(root, entry),
        formats: ['iife'],
        name: 'inkloreShell',
        fileName: () => 'script.js',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs) {
    if (!('output' in out)) continue;
    for (const file of out.output) if (file.type === 'chunk') return file.code;
  }
  throw new Error(`${entry} was not built`);
}

/**
 * Writes the two first-paint scripts into the build: /page-shell.js (show-page-shell.ts, with
 * the page table's paths it asks, contract/src/pages/pages.rules.ts), which index.html runs, and
 * /page-start.js (start-rendered-page.ts), which the server puts in a page it drew instead.
 */
export async function writeFirstPaintScripts(root: string, outDir: string): Promise<void> {
  fs.writeFileSync(
    path.join(outDir, 'page-shell.js'),
    await standaloneScript(root, 'src/page-shells/show-page-shell.ts'),
  );
  fs.writeFileSync(
    path.join(outDir, 'page-start.js'),
    await standaloneScript(root, 'src/page-shells/start-rendered-page.ts'),
  );
}
