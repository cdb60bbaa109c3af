/**
 * `npm run bench [-- OPTIONS]`: the catalogue benchmark with OPTIONS (see
 * catalogue.bench.ts: --pg, --gzip, --only, --seconds...), then search, colour and uploads,
 * which run in process on the SQLite copy of the same 100,000 inks, the swatch card's reading
 * (generated photos, no database), then the diary (a member's
 * pens and four years of diary) and the feed (a member following 500 members with 1,000 events
 * each, and the bell), on SQLite or with --pg PostgreSQL, and the community at scale
 * (community.bench.ts: 100,000 members, 10,000,000 entries...). Stops at the first that fails.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const STRIP_TYPES = process.features.typescript ? [] : ['--experimental-strip-types'];
const dir = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const pgArgs = args.filter(
  (a, i) => a === '--pg' || (args[i - 1] === '--pg' && /^postgres/.test(a)),
);
const parts: [string, string[]][] = [
  ['catalogue.bench.ts', args],
  ['search.bench.ts', []],
  ['color.bench.ts', []],
  ['uploads.bench.ts', []],
  // reading a swatch photo on the calibrated card (generated photos; no database)
  ['swatch-card.bench.ts', []],
  // the diary and the feed on the database the catalogue ran on (--pg [URL] passed on)
  ['diary.bench.ts', pgArgs],
  ['feed.bench.ts', pgArgs],
  // the community at scale (seed:community's cached database at 100%)
  ['community.bench.ts', pgArgs],
];
for (const [file, extra] of parts) {
  const r = spawnSync(process.execPath, [...STRIP_TYPES, `${dir}${file}`, ...extra], {
    stdio: 'inherit',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
