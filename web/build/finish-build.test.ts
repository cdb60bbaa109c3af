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
      /<meta name="inklore-app" content="\/assets\/index-[\w-]+\.js" data-preload="[^"]+" data-messages="[\w-]{10}" \/>/,
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

  it('writes index.html in every language, its title, description and note without script in it', () => {
    const en = read('index.html');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>Inklore: where every ink tells its story</title>');
    for (const [file, lang, words] of [
      ['index.ja.html', 'ja', /[\u3040-\u30ff\u4e00-\u9fff]/],
      ['index.de.html', 'de', /\b(?:und|der|die|das|Tinten?)\b/],
    ] as const) {
      const html = read(file);
      expect(html, file).toContain(`<html lang="${lang}">`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1] ?? '';
      const noscript = /<noscript>\s*<p[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
      for (const [what, text] of [
        ['title', title],
        ['description', description],
        ['noscript', noscript],
      ]) {
        expect(text, `${file} ${what}`).toMatch(words);
        expect(en, `${file} ${what}`).not.toContain(text);
      }
      expect(html, file).toContain('<template id="shell-browse"');
    }
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

  it("writes each page's words in each language, under the hash index.html names (ADR 078)", () => {
    const build = /data-messages="([\w-]+)"/.exec(read('index.html'))?.[1] ?? '';
    for (const locale of ['en', 'ja', 'de'])
      for (const page of Object.keys(PAGE_PATHS)) {
        const words = JSON.parse(read(`assets/messages/${build}/${locale}/${page}.json`)) as Record<
          string,
          string
        >;
        // the header's, on every page (the core's words are in each page's file)
        const values = Object.values(words);
        expect(values, `${locale} ${page}`).toContain(
          { en: 'Browse Inks', ja: 'インクを探す', de: 'Tinten entdecken' }[locale],
        );
      }
    // the browser's code calls them by short ids (build/messages.ts, shortIds)
    const en = JSON.parse(read(`assets/messages/${build}/en/browse.json`)) as Record<
      string,
      string
    >;
    for (const id of Object.keys(en)) expect(id).toMatch(/^[0-9a-z]{1,3}$/);
  });

  it("builds the server's renderer, which draws the not-found page with a 404, in each language", async () => {
    const mod = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(outDir, '.ssr', 'entry-server.js')).href
    )) as {
      setCatalogues: (all: unknown) => void;
      renderPage: (
        url: string,
        origin: string,
        ask: (url: string) => Promise<unknown>,
      ) => Promise<{ page: string; status: number; html: string } | null>;
    };
    mod.setCatalogues(JSON.parse(read('.ssr/catalogues.json')));
    const ask = () => Promise.resolve({ status: 404, body: '{}', contentType: 'application/json' });
    const page = await mod.renderPage('/nowhere/at/all', 'https://inklore.test', ask);
    expect(page).toMatchObject({ page: 'notFound', status: 404 });
    expect(page?.html).toContain('<main');
    expect(page?.html).toContain('Browse Inks');
    const ja = await mod.renderPage('/ja/nowhere/at/all', 'https://inklore.test', ask);
    expect(ja?.html).toContain('インクを探す');
    expect(ja?.html).toContain('aria-label="Inklore ホーム"');
    expect(ja?.html).not.toContain('Inklore home');
  });
});
