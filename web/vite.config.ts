import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const CORE_MODULES = new RegExp(
  [
    // TanStack Query's mutation hooks stay out: only the pages where members change things use them.
    String.raw`node_modules[\/](?:react|react-dom|scheduler|@tanstack[\/]query-core|@tanstack[\/]react-query)[\/](?!.*[\/](?:useMutation|mutationObserver)\.js$)`,
    String.raw`[\/]src[\/]components[\/]lucide-icon\.ts$`,
    // the two icons of the main pages' own code (the ink cards' star, every close button's X)
    String.raw`lucide-react[\/]dist[\/]esm[\/]icons[\/](?:x|star)\.mjs$`,
    String.raw`rolldown[\/]runtime`,
    String.raw`[\/]contract[\/]src[\/]catalogue\.ts$`,
    String.raw`[\/]src[\/](?:features[\/]inks[\/](?:api[\/]inks|browse-params)\.ts|lib[\/]early-data\.ts)$`,
    String.raw`[\/]src[\/](?:lib[\/](?:cn|format)\.ts|components[\/](?:swatch|section-error)\.tsx|features[\/]inks[\/](?:last-browse\.ts|components[\/]color-dot\.tsx))$`,
  ].join('|'),
);

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * Vite wraps every dynamic import in its preload helper (which fetches the imported chunk's
 * own imports and CSS beside it). With build.modulePreload off there is nothing for it to
 * preload (one CSS file, loaded by index.html), so the helper becomes a plain call: about
 * 0.8 KB gzip less on every first load.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'inklore-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (/vite[\\/]preload-helper/.test(id))
        return 'export const __vitePreload = (load) => load();';
      return null;
    },
  };
}

/**
 * lucide-react's icons are built by src/components/lucide-icon.ts instead of the library's
 * general Icon component (the same markup; 1.5 KB gzip less on every first load). In every
 * build that draws the app (the browser's, the server renderer's, the page shells'), so the
 * server's HTML and the browser's first render agree.
 */
function lucideIcons(): Plugin {
  return {
    name: 'inklore-lucide-icons',
    enforce: 'pre',
    // Each path of an icon carries a React key (random letters, which gzip cannot shrink);
    // lucide-icon.ts passes the paths as separate children, so no key is needed
    transform(code, id) {
      if (!/lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id)) return null;
      // (nor the size, always 24, nor the bare `__iconData.node;` line lucide's build leaves)
      return {
        code: code
          .replace(/,\s*key: "[^"]*"/g, '')
          .replace(/^\s*size: 24,$/m, '')
          .replace(/^__iconData\.node;$/m, ''),
        map: null,
      };
    },
    resolveId(source, importer) {
      if (
        source === '../createLucideIcon.mjs' &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
      )
        return fileURLToPath(new URL('./src/components/lucide-icon.ts', import.meta.url));
      return null;
    },
  };
}

/**
 * Each page's module, read from the page table's component list (src/app/page-table.ts, where
 * every page is `name: page(() => import('...'))`): a page shell starts fetching its page's
 * code at once.
 */
function pageModules(root: string): Record<string, string> {
  const source = fs.readFileSync(path.join(root, 'src/app/page-table.ts'), 'utf8');
  const modules: Record<string, string> = {};
  for (const m of source.matchAll(/(\w+): page\(\(\) => import\('([^']+)'\)\)/g)) {
    const [, name = '', spec = ''] = m;
    modules[name] = spec.replace(/^#src\//, 'src/').replace(/^\.\//, 'src/app/');
  }
  return modules;
}

/**
 * A first-paint script (src/page-shells): show-page-shell.ts (/page-shell.js, with the route
 * table it asks, contract/src/web-paths.ts) or start-rendered-page.ts (/page-start.js, for the
 * pages the server drew), each bundled on its own: a classic script, no imports.
 */
async function firstPaintScript(root: string, entry: string): Promise<string> {
  const { build } = await import('vite');
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
 * The server's renderer (src/ssr/entry-server.tsx, issue 15), built for Node into
 * <outDir>/.ssr/ beside the page list it preloads; the server loads it at start
 * (server/src/plugins/web-app.ts) and never serves that folder.
 */
async function buildServerRenderer(
  root: string,
  outDir: string,
  pageFiles: Record<string, string>,
): Promise<void> {
  const { build } = await import('vite');
  const ssrDir = path.join(outDir, '.ssr');
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react(), lucideIcons()],
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
  fs.writeFileSync(path.join(ssrDir, 'pages.json'), JSON.stringify(pageFiles));
}

function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * After the build: draws the page shells (src/page-shells/render-page-shells.tsx) with the real
 * components and writes them into index.html as <template>s, with /page-shell.js to show the
 * right one before the JavaScript arrives.
 */
function pageShells(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'inklore-page-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react(), lucideIcons()],
      });
      try {
        // the module's own types are checked where it is written; here it is called by name
        const mod = (await server.ssrLoadModule('/src/page-shells/render-page-shells.tsx')) as {
          renderShells: () => Promise<Record<string, string>>;
        };
        const shells = await mod.renderShells();
        const manifest = JSON.parse(
          fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Record<string, ManifestChunk>; // written by this build
        const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
        const preloaded = closure(manifest, entry);
        const modules = pageModules(root);
        const templates = [
          ...Object.entries(shells).map(([key, html]) => {
            // a shell is named after its page (or is the default one)
            const code = modules[key];
            if (key !== 'default' && !code) throw new Error(`no page module for the ${key} shell`);
            const keys = new Set<string>();
            if (code) closure(manifest, code, keys);
            const files = [...keys]
              .filter((k) => !preloaded.has(k))
              .map((k) => `/${manifest[k]?.file ?? ''}`);
            const preload = files.length ? ` data-preload="${files.join(' ')}"` : '';
            return `<template id="shell-${key}"${preload}>${html}</template>`;
          }),
        ].join('\n    ');
        const indexPath = path.join(outDir, 'index.html');
        let index = fs.readFileSync(indexPath, 'utf8');
        const marker = '<div id="root"></div>';
        if (!index.includes(marker))
          throw new Error('index.html has no empty #root to put the shells after');
        // The app's code is started by page-shell.js once the shell is on screen, so the first paint
        // never waits for it: the entry script and its preloads move into a <meta>.
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(
          index,
        );
        if (!entryTag?.[1]) throw new Error('index.html has no entry script');
        // Vite writes no modulepreload links (build.modulePreload is off): the entry's static
        // imports come from the manifest, and page-shell.js preloads them.
        const entryPreloads = [...preloaded]
          .filter((k) => k !== entry)
          .map((k) => `/${manifest[k]?.file ?? ''}`);
        index = index.replace(entryTag[0], '');
        const appMeta = `<meta name="inklore-app" content="${entryTag[1]}" data-preload="${entryPreloads.join(' ')}" />`;
        index = index.replace('</head>', `  ${appMeta}\n  </head>`);
        index = index.replace(
          marker,
          `${marker}\n    ${templates}\n    <script src="/page-shell.js"></script>`,
        );
        fs.writeFileSync(indexPath, index);
        fs.writeFileSync(
          path.join(outDir, 'page-shell.js'),
          await firstPaintScript(root, 'show-page-shell.ts'),
        );
        // the server puts this one in a page it drew, instead of page-shell.js
        fs.writeFileSync(
          path.join(outDir, 'page-start.js'),
          await firstPaintScript(root, 'start-rendered-page.ts'),
        );
        compressAll(outDir);
        // Every page's own code beyond what the entry preloads: a server-rendered page names
        // its list on #root and page-shell.js preloads it (the shells carry theirs above).
        const pageFiles: Record<string, string> = {};
        for (const [name, code] of Object.entries(modules)) {
          const keys = new Set<string>();
          closure(manifest, code, keys);
          pageFiles[name] = [...keys]
            .filter((k) => !preloaded.has(k))
            .map((k) => `/${manifest[k]?.file ?? ''}`)
            .join(' ');
        }
        await buildServerRenderer(root, outDir, pageFiles);
      } finally {
        await server.close();
      }
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a gzip (level 9) and a Brotli (quality 11) copy beside every text file of the build
 * worth compressing. The server sends them to browsers that accept them (@fastify/static's
 * preCompressed), so the strongest compression costs nothing per request.
 */
function compressAll(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') compressAll(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
  }
}

/**
 * Preloads the two text fonts (latin subsets) so they arrive while the JavaScript is still
 * loading: the first paint then uses them and nothing shifts when they swap in.
 */
function preloadFonts(): Plugin {
  const wanted = [
    /inter-latin-wght-normal-[\w-]+\.woff2$/,
    /fraunces-latin-wght-normal-[\w-]+\.woff2$/,
  ];
  return {
    name: 'inklore-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const files = Object.keys(ctx.bundle ?? {});
      return wanted.flatMap((re) => {
        const file = files.find((f) => re.test(f));
        return file
          ? [
              {
                tag: 'link',
                attrs: {
                  rel: 'preload',
                  as: 'font',
                  type: 'font/woff2',
                  href: `/${file}`,
                  crossorigin: '',
                },
                injectTo: 'head' as const,
              },
            ]
          : [];
      });
    },
  };
}

export default defineConfig({
  plugins: [
    plainDynamicImports(),
    lucideIcons(),
    react(),
    tailwindcss(),
    preloadFonts(),
    pageShells(),
  ],
  server: {
    // `npm run dev -w @inklore/web` beside `npm start`: the API checks Origin against its
    // PUBLIC_URL (http://127.0.0.1:3000 by default), so the proxy presents the server's own.
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:3000',
        configure: (proxy) =>
          proxy.on('proxyReq', (req) => {
            if (req.getHeader('origin')) req.setHeader('origin', 'http://127.0.0.1:3000');
          }),
      },
    },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // one stylesheet for every page (index.html links it): no chunk asks for CSS of its own
    cssCodeSplit: false,
    reportCompressedSize: true,
    // No preload helper around each dynamic import (ADR 011): its code and the table of every
    // lazy chunk's imports cost the first load 1.8 KB gzip. The first load's files are
    // preloaded by page-shell.js from lists written at build time (below); a page fetched
    // later brings its imports one round trip after it, usually already on hover.
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs (React, TanStack Query, the icon base and the small
              // helpers the routes share) in one file instead of a dozen small ones: fewer
              // requests, and gzip compresses one file better than many.
              name: 'core',
              test: CORE_MODULES,
              priority: 2,
            },
            {
              // The ink cards (grid, card, Add to compare and its icons) in one file for home
              // and browse instead of six small ones. Their own imports stay where they are
              // (the core, the entry), so the ink page, which has no cards, does not load this.
              name: 'ink-list',
              test: new RegExp(
                [
                  String.raw`[\/]src[\/]features[\/]inks[\/]components[\/](?:ink-grid|ink-card|marked-text)\.tsx$`,
                  String.raw`[\/]src[\/]features[\/]colour[\/](?:compare-store\.ts|components[\/]add-to-compare\.tsx)$`,
                  String.raw`[\/]src[\/]components[\/]ui[\/]input-class\.ts$`,
                  String.raw`lucide-react[\/]dist[\/]esm[\/]icons[\/](?:check|plus)\.mjs$`,
                ].join('|'),
              ),
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // at least two workers: Vitest's default (one fewer than the cores) is one on a 2-core
    // machine, and the suite then took 168 s instead of 108 s
    maxWorkers: Math.max(2, availableParallelism() - 1),
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // jsdom renders of whole pages take seconds on a busy 2-core machine (CI runs three Node lines)
    testTimeout: 15_000,
  },
});
