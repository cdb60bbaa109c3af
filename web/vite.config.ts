import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { finishBuild } from './build/finish-build.ts';
import { lucideIcons } from './build/lucide-icons.ts';
import { lazyMutations } from './build/lazy-mutations.ts';
import { collectMessageIds, linguiMacros, type IdsByFile } from './build/messages.ts';
import { plainDynamicImports } from './build/plain-dynamic-imports.ts';

// the message ids of each output file, from the bundle to the messages' files (ADR 078)
const messageIds: IdsByFile = new Map();

// The web app's build: the plugins are in build/, one file each (ADR 044).
export default defineConfig({
  plugins: [
    linguiMacros(import.meta.dirname),
    plainDynamicImports(),
    lucideIcons(),
    lazyMutations(),
    react(),
    tailwindcss(),
    collectMessageIds(messageIds, import.meta.dirname),
    finishBuild(messageIds),
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
    // preloaded by page-shell.js from lists written at build time (build/page-files.ts); a
    // page fetched later brings its imports one round trip after it, usually already on hover.
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
      // The JSON-LD builders are the server's alone (ADR 027; the browser's calls pass null):
      // said to have no side effects, their shared module leaves no empty chunk for the pages
      // that import it to fetch (ADR 082)
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/]lib[\\/]structured-data\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  test: {
    // at least two workers: Vitest's default (one fewer than the cores) is one on a 2-core
    // machine, and the suite then took 168 s instead of 108 s
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    // jsdom renders of whole pages take seconds on a busy 2-core machine (CI runs three Node lines)
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          // test/: tests of features composed together, as the app's pages compose them (ADR 046)
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      // the build's plugins, in Node
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] },
      },
    ],
  },
});
