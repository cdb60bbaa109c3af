import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { callHook } from './call-hook.ts';
import { plainDynamicImports } from './plain-dynamic-imports.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-build-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds an entry that imports a module lazily, as the app does its pages; returns the entry chunk. */
async function buildLazyImport(plugins: ReturnType<typeof plainDynamicImports>[]): Promise<string> {
  fs.writeFileSync(path.join(dir, 'page.js'), 'export default "page";\n');
  fs.writeFileSync(path.join(dir, 'main.js'), 'export const load = () => import("./page.js");\n');
  const result = (await build({
    configFile: false,
    root: dir,
    logLevel: 'error',
    plugins,
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: path.join(dir, 'main.js'), preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput;
  const entry = result.output.find((o) => o.type === 'chunk' && o.isEntry);
  return entry?.type === 'chunk' ? entry.code : '';
}

describe('plain dynamic imports', () => {
  it("stands in for Vite's preload helper with a plain call", async () => {
    const code = callHook(plainDynamicImports(), 'load', '\0vite/preload-helper.js');
    expect(code).toBe('export const __vitePreload = (load) => load();');
    const url = `data:text/javascript,${encodeURIComponent(String(code))}`;
    const { __vitePreload } = (await import(/* @vite-ignore */ url)) as {
      __vitePreload: (load: () => Promise<string>) => Promise<string>;
    };
    await expect(__vitePreload(() => Promise.resolve('page'))).resolves.toBe('page');
  });

  it('leaves every other module alone', () => {
    expect(callHook(plainDynamicImports(), 'load', '/src/main.tsx')).toBeNull();
  });

  it('takes the helper out of a build: no preloading code around a lazy import', async () => {
    const plain = await buildLazyImport([plainDynamicImports()]);
    const helped = await buildLazyImport([]);
    // without the plugin, Vite's helper (which adds <link> elements) is in the entry
    expect(helped).toContain('createElement');
    expect(plain).not.toContain('createElement');
    expect(plain.length).toBeLessThan(helped.length);
  });

  it('leaves a plain lazy import as the import alone, without the wrapper', async () => {
    const plain = await buildLazyImport([plainDynamicImports()]);
    expect(plain).toMatch(/(?:var|const) load = \(\) => import\("\.\/page-[\w-]+\.js"\)/);
    expect(plain).not.toContain('__vitePreload(');
    // an import with more after it keeps the wrapper (its marker pairs with it)
    const chained =
      'x(() => __vitePreload(() => import("./a.js").then((m) => m), __VITE_PRELOAD__))';
    const hook = plainDynamicImports().renderChunk as { handler: (code: string) => unknown };
    expect(hook.handler(chained)).toBeNull();
    expect(hook.handler('__vitePreload(() => import("./a.js"), __VITE_PRELOAD__)')).toEqual({
      code: 'import("./a.js")',
      map: null,
    });
  });
});
