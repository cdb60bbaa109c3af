import path from 'node:path';
import type { ModuleRunner } from 'vite/module-runner';

/** The page table's module, from the web app's root (web/src/app/page-table.ts). */
export const PAGE_TABLE = '/src/app/page-table.ts';

type PageTable = { pages: Record<string, { load: () => Promise<unknown> }> };

/**
 * Each page's module, as the build's manifest names it (its path from the web app's root):
 * the page table is imported through Vite's module runner (the same loading the page shells
 * are drawn with), each page's `load` is called, and the runner says which file the module it
 * loaded came from. Nothing reads the table's text (ADR 044).
 */
export async function pageModules(
  runner: ModuleRunner,
  root: string,
  table = PAGE_TABLE,
): Promise<Record<string, string>> {
  const { pages } = await runner.import<PageTable>(table);
  const modules: Record<string, string> = {};
  for (const [name, page] of Object.entries(pages)) {
    const loaded = await page.load();
    const node = [...runner.evaluatedModules.idToModuleMap.values()].find(
      (m) => m.exports === loaded,
    );
    if (!node) throw new Error(`the ${name} page's module was not found among the loaded ones`);
    modules[name] = path.relative(root, node.file).split(path.sep).join('/');
  }
  return modules;
}
