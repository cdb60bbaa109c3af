import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
  plugins: [react(), tailwindcss(), preloadFonts()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
