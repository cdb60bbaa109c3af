import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin, PluginOption } from 'vite';
import { LOCALES, type Locale } from '@inklore/contract/pages/locales.rules';

/**
 * The messages' build (ADR 078): the macros turned into calls of src/lib/i18n.ts with each
 * message's id, the catalogues (src/locales/{locale}.po) compiled, and for each page and
 * language one JSON file of the messages its code can show, the core's included:
 * assets/messages/<build>/<locale>/<page>.json. <build> is a hash of every such file, written
 * into index.html (the app meta's data-messages), so the files are cached for a year and a new
 * build is never read with an old one's words.
 */

export { LOCALES, type Locale };

/** The page the server sends for a page the browser draws, in a language: index.ja.html. */
export const indexFile = (locale: Locale): string =>
  locale === 'en' ? 'index.html' : `index.${locale}.html`;
type Compiled = string | unknown[];
export type Catalogues = Record<Locale, Record<string, Compiled>>;

/** Lingui's macros compiled by its native transform, for every build of the app's code. */
export function linguiMacros(root: string): PluginOption {
  const configPath = path.join(root, 'lingui.config.ts');
  // (the build's own tests build small apps of their own, without messages)
  return fs.existsSync(configPath) ? lingui({ macroTransform: true, configPath }) : [];
}

/** Plain text stays a string; anything with a placeholder is Lingui's compiled array. */
function compile(text: string): Compiled {
  const parts = compileMessage(text) as unknown[];
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

/**
 * Every language's catalogue, compiled, from src/locales. A message a language lacks is an
 * error: the catalogues' test names it first (src/locales/catalogues.test.ts).
 */
export async function readCatalogues(root: string): Promise<Catalogues> {
  const config = getConfig({ configPath: path.join(root, 'lingui.config.ts') });
  const out = {} as Catalogues;
  for (const locale of LOCALES) {
    const merged: Record<string, Compiled> = {};
    for (const catalog of await getCatalogs(config)) {
      const { messages, missing } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
        missingBehavior: 'resolved',
      });
      if (missing.length)
        throw new Error(
          `${missing.length} message(s) have no ${locale} text, e.g. ${missing[0]?.id}: run \`npm run i18n:extract\` and translate them`,
        );
      for (const [id, text] of Object.entries(messages)) merged[id] = compile(text);
    }
    out[locale] = merged;
  }
  return out;
}

const MACRO_ID = /\/\*i18n\*\/\s*\{\s*id:\s*"([^"]+)"/g;

/**
 * The message ids each output file's code uses, keyed by its path in the build, and the short
 * id the browser's code and files call each message by.
 */
export type IdsByFile = Map<string, Set<string>> & { short?: Map<string, string> };

/**
 * Short ids for the browser: Lingui's are six random characters, which gzip cannot shrink (a
 * page's first load names about a hundred messages); here each message is numbered, in base
 * 36, in the order of its id.
 */
export function shortIds(catalogue: Record<string, unknown>): Map<string, string> {
  return new Map(
    Object.keys(catalogue)
      .sort()
      .map((id, n) => [id, n.toString(36)]),
  );
}

/**
 * Gives each message of the browser's code its short id (shortIds), notes which messages each
 * module uses (from the macros' output, marked `/*i18n*\/`), and after bundling which each
 * output file holds.
 */
export function collectMessageIds(ids: IdsByFile, root: string): Plugin {
  const byModule = new Map<string, string[]>();
  let short = new Map<string, string>();
  return {
    name: 'inklore-message-ids',
    apply: 'build',
    // right after Lingui's transform (also 'pre', and before this in the plugin list), while
    // its /*i18n*/ marks are still there
    enforce: 'pre',
    async buildStart() {
      short = shortIds((await readCatalogues(root)).en);
      ids.short = short;
    },
    transform: {
      handler(code, id) {
        const found: string[] = [];
        const out = code.replace(MACRO_ID, (whole, messageId: string) => {
          const to = short.get(messageId) ?? messageId;
          found.push(to);
          return whole.replace(`"${messageId}"`, `"${to}"`);
        });
        if (!found.length) return null;
        byModule.set(id, found);
        return { code: out, map: null };
      },
    },
    generateBundle(_options, bundle) {
      ids.clear();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const set = new Set<string>();
        for (const m of file.moduleIds) for (const id of byModule.get(m) ?? []) set.add(id);
        ids.set(file.fileName, set);
      }
    },
  };
}

/** The parts of .vite/manifest.json read here. */
type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** `from` and every chunk it imports, statically or on demand, short of the pages' own. */
function reach(manifest: Manifest, from: string, pages: Set<string>, seen: Set<string>): void {
  if (seen.has(from)) return;
  seen.add(from);
  const chunk = manifest[from];
  for (const dep of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
    if (!pages.has(dep)) reach(manifest, dep, pages, seen);
}

/**
 * Writes each page's messages in each language (see the top of this file) and answers the
 * build's hash. `modules` is each page's module by name (build/page-modules.ts).
 */
export function writeMessages(
  outDir: string,
  manifest: Manifest,
  modules: Record<string, string>,
  ids: IdsByFile,
  catalogues: Catalogues,
): string {
  const pages = new Set(Object.values(modules));
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
  const core = new Set<string>();
  reach(manifest, entry, pages, core);
  const files: [string, string][] = [];
  for (const [name, module] of Object.entries(modules)) {
    const chunks = new Set(core);
    reach(manifest, module, new Set([...pages].filter((p) => p !== module)), chunks);
    const wanted = new Set<string>();
    for (const key of chunks)
      for (const id of ids.get(manifest[key]?.file ?? '') ?? []) wanted.add(id);
    for (const locale of LOCALES) {
      const messages = Object.fromEntries(
        [...(ids.short ?? [])]
          .filter(([, to]) => wanted.has(to))
          .map(([id, to]) => [to, catalogues[locale][id]]),
      );
      files.push([`${locale}/${name}.json`, JSON.stringify(messages)]);
    }
  }
  const hash = createHash('sha256');
  for (const [file, json] of files) hash.update(file).update('\0').update(json).update('\0');
  const build = hash.digest('base64url').slice(0, 10);
  const dir = path.join(outDir, 'assets', 'messages', build);
  for (const [file, json] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), json);
  }
  return build;
}
