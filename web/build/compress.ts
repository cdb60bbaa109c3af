import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a gzip (level 9) and a Brotli (quality 11) copy beside every text file of the build
 * worth compressing (1 KB or more), in every folder but .vite. The server sends them to
 * browsers that accept them (@fastify/static's preCompressed), so the strongest compression
 * costs nothing per request.
 */
export function compressAll(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') compressAll(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
  }
}
