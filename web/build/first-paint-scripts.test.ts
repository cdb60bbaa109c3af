import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFirstPaintScripts } from './first-paint-scripts.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-first-paint-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('first-paint scripts', () => {
  it('writes page-shell.js and page-start.js: classic scripts, minified, no imports', async () => {
    await writeFirstPaintScripts(root, outDir);
    for (const name of ['page-shell.js', 'page-start.js']) {
      const code = fs.readFileSync(path.join(outDir, name), 'utf8');
      // a classic script parses as one (an import or export would not)
      expect(() => new vm.Script(code), name).not.toThrow();
      expect(code, name).not.toMatch(/\bimport\s*[({'"`]|\bexport\s/);
      expect(code.split('\n').length, name).toBeLessThanOrEqual(2);
      expect(code, name).toContain('inklore-app');
    }
    const shell = fs.readFileSync(path.join(outDir, 'page-shell.js'), 'utf8');
    // page-shell.js carries the page table's paths; page-start.js none of them
    expect(shell).toContain('shell-default');
    expect(shell).toContain('/badge-showcase');
    expect(fs.readFileSync(path.join(outDir, 'page-start.js'), 'utf8')).not.toContain('/badge');
  }, 60_000);
});
