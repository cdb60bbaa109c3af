import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, isRunnableDevEnvironment, type Plugin } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { compressAll } from './compress.ts';
import { writeServiceWorker } from './service-worker.ts';
import { writeFirstPaintScripts } from './first-paint-scripts.ts';
import { lucideIcons } from './lucide-icons.ts';
import {
  indexFile,
  linguiMacros,
  LOCALES,
  readCatalogues,
  writeMessages,
  type IdsByFile,
  type Locale,
} from './messages.ts';
import { pageFiles, readManifest } from './page-files.ts';
import { pageModules } from './page-modules.ts';
import { drawShells, indexInLanguage, putShellsInIndex } from './page-shells.ts';
import { buildServerRenderer } from './server-renderer.ts';

/**
 * Runs `work` with the web app's modules loadable in Node (a Vite server in middleware mode,
 * with the plugins that draw the app as the browser's build does), then closes it.
 */
export async function withAppInNode<T>(
  root: string,
  work: (runner: ModuleRunner) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [linguiMacros(root), react(), lucideIcons()],
  });
  try {
    const ssr = server.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error('no module runner for Node');
    return await work(ssr.runner);
  } finally {
    await server.close();
  }
}

/**
 * After the browser's build, in this order: the page shells drawn into index.html
 * (page-shells.ts), the first-paint scripts page-shell.js and page-start.js
 * (first-paint-scripts.ts), the service worker /sw.js (service-worker.ts), a gzip and a Brotli copy of every text file (compress.ts), and
 * the server's renderer with each page's file list (server-renderer.ts), which is not
 * compressed: the server reads it from disk.
 */
export function finishBuild(ids: IdsByFile): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'inklore-finish-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const catalogues = await readCatalogues(root);
      const built = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const { shells, modules, indexes } = await withAppInNode(root, async (runner) => {
        const drawn: Partial<Record<Locale, Record<string, string>>> = {};
        const inLanguage: Partial<Record<Locale, string>> = {};
        for (const locale of LOCALES) {
          drawn[locale] = await drawShells(runner, locale, catalogues[locale]);
          inLanguage[locale] = await indexInLanguage(runner, built, locale, catalogues[locale]);
        }
        return { shells: drawn, modules: await pageModules(runner, root), indexes: inLanguage };
      });
      const manifest = readManifest(outDir);
      const files = pageFiles(manifest, modules);
      const messages = writeMessages(outDir, manifest, modules, ids, catalogues);
      // index.html in each language (ADR 079): its words, its shells, and <html lang>
      for (const locale of LOCALES) {
        const html = putShellsInIndex(
          indexes[locale] ?? built,
          shells[locale] ?? {},
          files,
          messages,
        );
        fs.writeFileSync(path.join(outDir, indexFile(locale)), html);
      }
      await writeFirstPaintScripts(root, outDir);
      await writeServiceWorker(root, outDir, messages);
      compressAll(outDir);
      await buildServerRenderer(root, outDir, files.pages, catalogues);
    },
  };
}
