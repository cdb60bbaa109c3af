import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The two text fonts' latin subsets, as the build names them. */
const WANTED = [
  /inter-latin-wght-normal-[\w-]+\.woff2$/,
  /fraunces-latin-wght-normal-[\w-]+\.woff2$/,
];

/** The <link rel="preload"> tags for the wanted fonts among the build's files. */
export function fontPreloads(files: string[]): HtmlTagDescriptor[] {
  return WANTED.flatMap((re) => {
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
}

/**
 * Preloads the two text fonts (latin subsets) so they arrive while the JavaScript is still
 * loading: the first paint then uses them and nothing shifts when they swap in.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'inklore-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      return fontPreloads(Object.keys(ctx.bundle ?? {}));
    },
  };
}
