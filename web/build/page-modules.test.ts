import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withAppInNode } from './finish-build.ts';
import { pageModules } from './page-modules.ts';

// A web app of its own: a page table whose names differ from its files on purpose, so only the
// loading can tell which file is whose, and one whose page loads no module.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-page-modules-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const files = {
  'page-table.ts': `export const pages = {
    first: { load: () => import('./pages/second-page.ts') },
    second: { load: () => import('./pages/first-page.ts') },
  };`,
  'pages/first-page.ts': 'export default function FirstPage() { return null; }',
  'pages/second-page.ts': 'export default function SecondPage() { return null; }',
  'lost-page-table.ts': 'export const pages = { lost: { load: () => Promise.resolve({}) } };',
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe("each page's module", () => {
  it('is the file the page table loads for it, named from the root', async () => {
    const modules = await withAppInNode(root, (runner) =>
      pageModules(runner, root, '/page-table.ts'),
    );
    expect(modules).toEqual({ first: 'pages/second-page.ts', second: 'pages/first-page.ts' });
  }, 60_000);

  it('stops the build when a page loads no module', async () => {
    await expect(
      withAppInNode(root, (runner) => pageModules(runner, root, '/lost-page-table.ts')),
    ).rejects.toThrow("the lost page's module was not found");
  }, 60_000);
});
