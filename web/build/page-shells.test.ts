import { describe, expect, it } from 'vitest';
import type { PageFiles } from './page-files.ts';
import { putShellsInIndex } from './page-shells.ts';

/** index.html as Vite writes it, cut down. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Inklore</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-S.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const files: PageFiles = {
  entryImports: ['/assets/core-C.js', '/assets/rolldown-runtime-R.js'],
  pages: { home: ['/assets/home-H.js', '/assets/news-N.js'], faq: ['/assets/faq-F.js'], news: [] },
};

describe('page shells in index.html', () => {
  const index = putShellsInIndex(
    INDEX,
    { home: '<header>home $& $1</header>', news: '<main>news</main>', default: '<p>x</p>' },
    files,
    'M5',
  );

  it('puts each shell after the empty #root as a template naming its own files, then page-shell.js', () => {
    expect(index).toContain(`<div id="root"></div>
    <template id="shell-home" data-preload="/assets/home-H.js /assets/news-N.js"><header>home $& $1</header></template>
    <template id="shell-news"><main>news</main></template>
    <template id="shell-default"><p>x</p></template>
    <script src="/page-shell.js"></script>
  </body>`);
  });

  it("moves the entry script into a <meta> with the entry's imports and the build's messages, for page-shell.js to start", () => {
    expect(index).not.toContain('<script type="module"');
    expect(index).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/index-S.css">
    <meta name="inklore-app" content="/assets/index-A.js" data-preload="/assets/core-C.js /assets/rolldown-runtime-R.js" data-messages="M5" />
  </head>`,
    );
  });

  it('stops the build when a shell has no page, or index.html is not as Vite writes it', () => {
    expect(() => putShellsInIndex(INDEX, { nowhere: '' }, files, 'M5')).toThrow(
      'no page module for the nowhere shell',
    );
    expect(() =>
      putShellsInIndex(INDEX.replace('<div id="root"></div>', ''), {}, files, 'M5'),
    ).toThrow('no empty #root');
    expect(() =>
      putShellsInIndex(INDEX.replace(/<script[^\n]*\n/, ''), { default: '' }, files, 'M5'),
    ).toThrow('no entry script');
  });
});
