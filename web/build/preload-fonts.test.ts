import { describe, expect, it } from 'vitest';
import { callHook } from './call-hook.ts';
import { preloadFonts } from './preload-fonts.ts';

/** The fonts of a build, named as Vite names them. */
const bundle = Object.fromEntries(
  [
    'assets/fraunces-latin-ext-wght-normal-Ca2vKHc0.woff2',
    'assets/fraunces-latin-wght-normal-ukD16Tqj.woff2',
    'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
    'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    'assets/jetbrains-mono-latin-400-normal-V6pRDFza.woff2',
    'assets/index-CCLmuNLh.js',
  ].map((file) => [file, {}]),
);

describe('preload fonts', () => {
  it('preloads the two text fonts (latin), Inter first, and no other file', () => {
    const tags = callHook(preloadFonts(), 'transformIndexHtml', '<html></html>', { bundle });
    expect(tags).toEqual(
      [
        '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
        '/assets/fraunces-latin-wght-normal-ukD16Tqj.woff2',
      ].map((href) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
        injectTo: 'head',
      })),
    );
  });

  it('adds nothing when the build has no such font', () => {
    expect(callHook(preloadFonts(), 'transformIndexHtml', '', { bundle: {} })).toEqual([]);
    expect(callHook(preloadFonts(), 'transformIndexHtml', '', {})).toEqual([]);
  });
});
