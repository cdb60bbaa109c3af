import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressAll } from './compress.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-compress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const big = 'console.log("an ink");\n'.repeat(100);
function put(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

describe('compressed copies', () => {
  put('index.html', `<!doctype html>${big}`);
  put('assets/app-abc.js', big);
  put('assets/small-abc.js', 'console.log(1);');
  put('assets/font-abc.woff2', big);
  put('.vite/manifest.json', `{"x":"${big}"}`);
  compressAll(dir);

  it('writes a gzip and a Brotli copy beside each text file of 1 KB or more, the same text', () => {
    for (const file of ['index.html', 'assets/app-abc.js']) {
      const raw = fs.readFileSync(path.join(dir, file));
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`)))).toEqual(raw);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`)))).toEqual(raw);
      expect(fs.statSync(path.join(dir, `${file}.br`)).size).toBeLessThan(raw.length / 10);
    }
  });

  it('leaves small files, fonts and the manifest folder without copies', () => {
    for (const file of ['assets/small-abc.js', 'assets/font-abc.woff2', '.vite/manifest.json']) {
      expect(fs.existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
      expect(fs.existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
    }
  });
});
