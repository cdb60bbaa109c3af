import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

/**
 * A first-paint script (src/page-shells), bundled on its own: a classic script, no imports,
 * minified. `entry` is its file in src/page-shells.
 */
export async function firstPaintScript(root: string, entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: path.join(root, 'src/page-shells', entry),
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
    await firstPaintScript(root, 'show-page-shell.ts'),
  );
  fs.writeFileSync(
    path.join(outDir, 'page-start.js'),
    await firstPaintScript(root, 'start-rendered-page.ts'),
  );
}
