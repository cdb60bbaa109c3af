import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerRenderer } from './server-renderer.ts';

/** A web app of one renderer (fixtures/app/src/ssr/entry-server.tsx). */
const root = fileURLToPath(new URL('fixtures/app', import.meta.url));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-ssr-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe("the server's renderer", () => {
  it("is built for Node into .ssr/, self-contained, beside each page's files", async () => {
    await buildServerRenderer(
      root,
      outDir,
      {
        home: ['/assets/home-H.js', '/assets/news-N.js'],
        faq: [],
      },
      { en: { a: 'Browse Inks' }, ja: { a: 'インクを探す' }, de: { a: 'Tinten entdecken' } },
    );
    const entry = path.join(outDir, '.ssr', 'entry-server.js');
    // React is in it, so it runs wherever the build is put (WEB_DIST)
    const code = fs.readFileSync(entry, 'utf8');
    expect(code).not.toMatch(/from ["']react/);
    // the icons are built as in the browser's build (web/build/lucide-icons.ts): no keys
    expect(code).not.toContain('r04s7s');
    const { renderPage } = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as {
      renderPage: (url: string) => string;
    };
    expect(renderPage('/ink/1')).toMatch(/^<p>\/ink\/1<svg[^>]* class="lucide lucide-star"/);
    // every language's catalogue, for the server to give the renderer (ADR 078)
    expect(
      JSON.parse(fs.readFileSync(path.join(outDir, '.ssr', 'catalogues.json'), 'utf8')),
    ).toMatchObject({ ja: { a: 'インクを探す' } });
    expect(JSON.parse(fs.readFileSync(path.join(outDir, '.ssr', 'pages.json'), 'utf8'))).toEqual({
      home: '/assets/home-H.js /assets/news-N.js',
      faq: '',
    });
  }, 60_000);
});
