import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@inklore/contract/pages/locales.rules';
import { standaloneScript } from './first-paint-scripts.ts';
import { indexFile } from './messages.ts';

/**
 * The service worker's build (ADR 089): src/service-worker/sw.ts bundled on its own into
 * /sw.js, with the list of files it precaches written where `self.__WB_MANIFEST` stands (as
 * Workbox's own build tools do).
 */

/** Where the list goes in the worker's code. */
export const MANIFEST_MARK = 'self.__WB_MANIFEST';

/**
 * The pages whose words are precached in every language: those that must open offline
 * without a visit first. Every other page's words are kept once it has been opened.
 */
export const OFFLINE_PAGES = ['ownCheck', 'home', 'browse', 'ink', 'profile', 'notFound'];

/** Workbox's precache entry: a file with a hashed name needs no revision. */
export type PrecacheEntry = { url: string; revision: string | null };

const revision = (file: string) =>
  createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

/**
 * What the worker precaches, from the built files in `outDir` (`messages` is the words' build
 * hash): all the app's code and its stylesheet, the offline pages' words, index.html in every
 * language, the first-paint scripts, the manifest and the icons. Not the fonts (the system's
 * stand in until a page has loaded them) nor any data: nothing personal, nothing staff-only.
 */
export function precacheEntries(outDir: string, messages: string): PrecacheEntry[] {
  const entries: PrecacheEntry[] = [];
  const assets = path.join(outDir, 'assets');
  for (const name of fs.readdirSync(assets).sort())
    if (/\.(?:js|css)$/.test(name)) entries.push({ url: `/assets/${name}`, revision: null });
  for (const locale of LOCALES)
    for (const page of OFFLINE_PAGES) {
      const rel = `assets/messages/${messages}/${locale}/${page}.json`;
      if (!fs.existsSync(path.join(outDir, rel)))
        throw new Error(`the offline page ${page} has no words in ${locale} (${rel})`);
      entries.push({ url: `/${rel}`, revision: null });
    }
  const plain = [
    ...LOCALES.map(indexFile),
    'page-shell.js',
    'page-start.js',
    'manifest.webmanifest',
    'favicon.svg',
    ...fs
      .readdirSync(path.join(outDir, 'icons'))
      .filter((n) => n.endsWith('.png'))
      .sort()
      .map((n) => `icons/${n}`),
  ];
  for (const rel of plain) {
    const file = path.join(outDir, rel);
    if (!fs.existsSync(file)) throw new Error(`the service worker's precache needs ${rel}`);
    entries.push({ url: `/${rel}`, revision: revision(file) });
  }
  return entries;
}

/** The worker's code with the list in place of the mark (which must appear exactly once). */
export function withManifest(code: string, entries: PrecacheEntry[]): string {
  const parts = code.split(MANIFEST_MARK);
  if (parts.length !== 2)
    throw new Error(`${MANIFEST_MARK} appears ${parts.length - 1} times in the worker's code`);
  return parts.join(JSON.stringify(entries));
}

/** Writes /sw.js into the build. */
export async function writeServiceWorker(
  root: string,
  outDir: string,
  messages: string,
): Promise<void> {
  const code = await standaloneScript(root, 'src/service-worker/sw.ts');
  fs.writeFileSync(
    path.join(outDir, 'sw.js'),
    withManifest(code, precacheEntries(outDir, messages)),
  );
}
