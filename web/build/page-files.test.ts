import { describe, expect, it } from 'vitest';
import { pageFiles, type Manifest } from './page-files.ts';

/** A build's manifest, cut down: the entry, the core it shares, two pages and their imports. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_core-C.js'] },
  '_core-C.js': { file: 'assets/core-C.js', imports: ['_runtime-R.js'] },
  '_runtime-R.js': { file: 'assets/rolldown-runtime-R.js' },
  'src/app/pages/home.tsx': {
    file: 'assets/home-H.js',
    imports: ['_core-C.js', '_ink-list-L.js', '_news-N.js'],
  },
  '_ink-list-L.js': { file: 'assets/ink-list-L.js', imports: ['_core-C.js', '_check-K.js'] },
  '_check-K.js': { file: 'assets/check-K.js' },
  '_news-N.js': { file: 'assets/news-N.js', imports: ['_check-K.js'] },
  'src/app/pages/browse.tsx': {
    file: 'assets/browse-B.js',
    imports: ['_ink-list-L.js'],
  },
};

describe('page files', () => {
  it("lists the entry's imports, for the first load to preload beside it", () => {
    const files = pageFiles(manifest, {});
    expect(files.entryImports).toEqual(['/assets/core-C.js', '/assets/rolldown-runtime-R.js']);
    expect(files.pages).toEqual({});
  });

  it("lists each page's module and its imports, once each, less what the entry brings", () => {
    const files = pageFiles(manifest, {
      home: 'src/app/pages/home.tsx',
      browse: 'src/app/pages/browse.tsx',
    });
    expect(files.pages).toEqual({
      home: [
        '/assets/home-H.js',
        '/assets/ink-list-L.js',
        '/assets/check-K.js',
        '/assets/news-N.js',
      ],
      browse: ['/assets/browse-B.js', '/assets/ink-list-L.js', '/assets/check-K.js'],
    });
  });
});
