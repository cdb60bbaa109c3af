import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { lucideIcons } from './lucide-icons.ts';
import { linguiMacros, type Catalogues } from './messages.ts';

/**
 * The server's renderer (src/ssr/entry-server.tsx, ADR 027), built for Node into
 * <outDir>/.ssr/entry-server.js, beside pages.json: each page's files beyond the entry's, which
 * a page the server drew names on #root for page-start.js to preload. The server loads both at
 * start (server/src/plugins/web-app.ts) and never serves that folder.
 */
export async function buildServerRenderer(
  root: string,
  outDir: string,
  pageFiles: Record<string, string[]>,
  catalogues: Catalogues,
): Promise<void> {
  const ssrDir = path.join(outDir, '.ssr');
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [linguiMacros(root), react(), lucideIcons()],
    // one self-contained file set: the build may live outside the repository (WEB_DIST)
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: path.join(root, 'src/ssr/entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node22',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  });
  const lists = Object.fromEntries(
    Object.entries(pageFiles).map(([name, files]) => [name, files.join(' ')]),
  );
  fs.writeFileSync(path.join(ssrDir, 'pages.json'), JSON.stringify(lists));
  // every language's whole catalogue, for the server's drawing (ADR 078)
  fs.writeFileSync(path.join(ssrDir, 'catalogues.json'), JSON.stringify(catalogues));
}
