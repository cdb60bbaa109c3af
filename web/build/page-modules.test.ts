import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withAppInNode } from './finish-build.ts';
import { pageModules } from './page-modules.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe("each page's module", () => {
  it('is the file the page table loads for it, named from the root', async () => {
    const modules = await withAppInNode(root, (runner) =>
      pageModules(runner, root, '/build/fixtures/pages/page-table.ts'),
    );
    expect(modules).toEqual({
      first: 'build/fixtures/pages/second-page.ts',
      second: 'build/fixtures/pages/first-page.ts',
    });
  }, 60_000);

  it('stops the build when a page loads no module', async () => {
    await expect(
      withAppInNode(root, (runner) =>
        pageModules(runner, root, '/build/fixtures/pages/lost-page-table.ts'),
      ),
    ).rejects.toThrow("the lost page's module was not found");
  }, 60_000);
});
