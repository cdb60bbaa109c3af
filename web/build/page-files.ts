import fs from 'node:fs';
import path from 'node:path';

/** What the build's .vite/manifest.json says of one chunk (the parts read here). */
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The manifest the browser's build wrote into `outDir`. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest; // written by this build
}

/** `key` and every chunk it imports, directly or not, in the order first met. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The files the first load fetches, and each page's beyond them (paths from the site's root). */
export type PageFiles = {
  /** The entry's static imports (not the entry itself), preloaded beside it. */
  entryImports: string[];
  /** Each page's module and its static imports, less what the entry brings. */
  pages: Record<string, string[]>;
};

/**
 * From the manifest and each page's module (its manifest key, web/build/page-modules.ts): what
 * a first load preloads (page-shell.js and page-start.js put it in <link rel="modulepreload">,
 * since Vite writes none with build.modulePreload off).
 */
export function pageFiles(manifest: Manifest, modules: Record<string, string>): PageFiles {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
  const preloaded = closure(manifest, entry);
  const fileOf = (key: string) => `/${manifest[key]?.file ?? ''}`;
  const pages: Record<string, string[]> = {};
  for (const [name, module] of Object.entries(modules)) {
    pages[name] = [...closure(manifest, module)].filter((k) => !preloaded.has(k)).map(fileOf);
  }
  return { entryImports: [...preloaded].filter((k) => k !== entry).map(fileOf), pages };
}
