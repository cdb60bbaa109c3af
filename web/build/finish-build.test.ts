import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@inklore/contract/pages/pages.rules';

// The whole build of the web app (web/vite.config.ts) into a folder of its own: what
// finishBuild (finish-build.ts) adds after the browser's build.
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-web-build-'));
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

beforeAll(async () => {
  // as `npm run build` runs it (Vitest's 'test' would make React's development build)
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 300_000);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('after the browser build', () => {
  it('index.html holds the page shells, each naming its files, and starts the app from page-shell.js', () => {
    const index = read('index.html');
    expect(index).not.toContain('<script type="module"');
    expect(index).toMatch(
      /<meta name="inklore-app" content="\/assets\/index-[\w-]+\.js" data-preload="[^"]+" \/>/,
    );
    for (const page of ['home', 'browse', 'news', 'ink', 'story'])
      expect(index, page).toMatch(
        new RegExp(
          `<template id="shell-${page}" data-preload="/assets/[^"]+\\.js[^"]*"><a href="#main"`,
        ),
      );
    expect(index).toContain('<template id="shell-default"><a href="#main"');
    expect(index).toMatch(/<\/template>\n {4}<script src="\/page-shell\.js"><\/script>/);
  });

  it("names every page of the page table, with the files its first load needs, for the server's pages", () => {
    const lists = JSON.parse(read('.ssr/pages.json')) as Record<string, string>;
    expect(Object.keys(lists).sort()).toEqual(Object.keys(PAGE_PATHS).sort());
    for (const [page, list] of Object.entries(lists)) {
      const files = list.split(' ');
      expect(files.length, page).toBeGreaterThan(0);
      for (const file of files) expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
    }
    expect(lists.ink?.split(' ')[0]).toMatch(/^\/assets\/ink-profile-[\w-]+\.js$/);
  });

  it('writes the first-paint scripts, and compressed copies of the text files but not of .ssr', () => {
    expect(read('page-shell.js')).toContain('shell-default');
    expect(read('page-start.js')).toContain('inklore-app');
    for (const file of ['index.html', 'page-shell.js'])
      for (const ext of ['gz', 'br'])
        expect(fs.existsSync(path.join(outDir, `${file}.${ext}`))).toBe(true);
    expect(fs.readdirSync(path.join(outDir, '.ssr')).some((f) => /\.(?:gz|br)$/.test(f))).toBe(
      false,
    );
  });

  it("builds the server's renderer, which draws the not-found page with a 404", async () => {
    const { renderPage } = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(outDir, '.ssr', 'entry-server.js')).href
    )) as {
      renderPage: (
        url: string,
        origin: string,
        ask: (url: string) => Promise<unknown>,
      ) => Promise<{ page: string; status: number; html: string } | null>;
    };
    const page = await renderPage('/nowhere/at/all', 'https://inklore.test', () =>
      Promise.resolve({ status: 404, body: '{}', contentType: 'application/json' }),
    );
    expect(page).toMatchObject({ page: 'notFound', status: 404 });
    expect(page?.html).toContain('<main');
  });
});
