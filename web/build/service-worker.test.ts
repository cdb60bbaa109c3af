import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_MARK, OFFLINE_PAGES, precacheEntries, withManifest } from './service-worker.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-sw-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text = rel): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

/** A small build: code, a stylesheet, fonts, words, the pages and icons. */
function smallBuild(): void {
  write('assets/core-A1.js');
  write('assets/ink-B2.js');
  write('assets/styles-C3.css');
  write('assets/noto-sans-jp-0-wght-normal-D4.woff2');
  for (const locale of ['en', 'ja', 'de'])
    for (const page of [...OFFLINE_PAGES, 'admin'])
      write(`assets/messages/h1/${locale}/${page}.json`, '{}');
  for (const f of [
    'index.html',
    'index.ja.html',
    'index.de.html',
    'page-shell.js',
    'page-start.js',
    'manifest.webmanifest',
    'favicon.svg',
  ])
    write(f);
  write('icons/icon-192.png');
  write('icons/icon-512.png');
}

describe("the service worker's precache", () => {
  it('lists the code, the offline pages words and the shells; not fonts, not other words', () => {
    smallBuild();
    const entries = precacheEntries(dir, 'h1');
    const urls = entries.map((e) => e.url);
    expect(urls).toContain('/assets/core-A1.js');
    expect(urls).toContain('/assets/styles-C3.css');
    expect(urls).toContain('/assets/messages/h1/ja/ownCheck.json');
    expect(urls).toContain('/index.de.html');
    expect(urls).toContain('/icons/icon-512.png');
    expect(urls.some((u) => u.endsWith('.woff2'))).toBe(false);
    expect(urls.some((u) => u.includes('/admin.json'))).toBe(false);
    // hashed names need no revision; the rest carry their content's
    expect(entries.find((e) => e.url === '/assets/core-A1.js')?.revision).toBeNull();
    const index = entries.find((e) => e.url === '/index.html')?.revision;
    expect(index).toMatch(/^[0-9a-f]{16}$/);
    write('index.html', 'changed');
    expect(precacheEntries(dir, 'h1').find((e) => e.url === '/index.html')?.revision).not.toBe(
      index,
    );
  });

  it('refuses a build missing an offline page in a language', () => {
    smallBuild();
    fs.rmSync(path.join(dir, 'assets/messages/h1/de/ownCheck.json'));
    expect(() => precacheEntries(dir, 'h1')).toThrow(/ownCheck has no words in de/);
  });

  it('puts the list where the mark stands, once', () => {
    const list = [{ url: '/a.js', revision: null }];
    expect(withManifest(`precache(${MANIFEST_MARK});`, list)).toBe(
      `precache(${JSON.stringify(list)});`,
    );
    expect(() => withManifest('precache([]);', list)).toThrow(/appears 0 times/);
    expect(() => withManifest(`${MANIFEST_MARK};${MANIFEST_MARK}`, list)).toThrow(
      /appears 2 times/,
    );
  });
});
