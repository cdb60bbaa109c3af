/**
 * `npm run bench:open-data -w @inklore/server`: building the open data files
 * (ADR 031) at 100,000 inks, in process, as the first download after a change does: the time,
 * the longest the event loop waited meanwhile, the files' sizes and the memory they keep.
 *
 * Uses the 100,000-ink database the catalogue benchmark seeds (server/.cache/bench-100k);
 * run `npm run bench` (or the catalogue part) first. Reads only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '#src/db/database.ts';
import { buildFiles } from '#src/features/open-data/open-data.service.ts';

/** Goals: the event loop never waits longer than this for the build (a slice's work). */
const GOAL_MAX_BLOCK_MS = 100;

const DB_FILE = path.join(
  fileURLToPath(new URL('..', import.meta.url)),
  '.cache',
  'bench-100k',
  'inklore.sqlite',
);
if (!fs.existsSync(DB_FILE)) {
  console.error(
    `No 100,000-ink database at ${DB_FILE}: run the catalogue benchmark first (npm run bench).`,
  );
  process.exit(1);
}

const db = createDb({ kind: 'sqlite', file: DB_FILE });
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * The longest gap between ticks of a 1 ms timer while `work` runs (how long the loop was
 * held), and the most memory (heap and buffers) seen at those ticks, above where it started.
 */
async function longestBlock<T>(
  work: () => Promise<T>,
): Promise<{ result: T; maxMs: number; peakBytes: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = used();
  let peak = base;
  let last = performance.now();
  let maxMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxMs = Math.max(maxMs, now - last);
    last = now;
    peak = Math.max(peak, used());
  }, 1);
  try {
    const result = await work();
    return { result, maxMs, peakBytes: peak - base };
  } finally {
    clearInterval(timer);
  }
}

// The same measure with nothing to do: what this machine's scheduler alone costs.
const idle = await longestBlock(() => new Promise((resolve) => setTimeout(resolve, 2000)));
console.log(`idle: the event loop waited at most ${idle.maxMs.toFixed(0)} ms with no work`);

const runs = [];
for (let i = 0; i < 3; i++) {
  const { result, maxMs, peakBytes } = await longestBlock(() =>
    buildFiles(db, 'https://inklore.example', 1),
  );
  const kept = Object.values(result.files).reduce((n, f) => n + f.gzip.length, 0);
  runs.push({ ms: result.buildMs, maxMs });
  console.log(
    `build ${String(i + 1)}: ${result.index.count.toLocaleString('en')} inks in ${result.buildMs.toFixed(0)} ms; event loop held at most ${maxMs.toFixed(0)} ms; memory at most +${mb(peakBytes)} meanwhile`,
  );
  if (i === 0) {
    for (const f of Object.values(result.files)) {
      console.log(`  ${f.name}: ${mb(f.bytes)}, gzip ${mb(f.gzip.length)}`);
    }
    console.log(`  kept in memory (gzip copies): ${mb(kept)}`);
  }
}
await db.destroy();

const worst = Math.max(...runs.map((r) => r.maxMs));
const ok = worst <= GOAL_MAX_BLOCK_MS;
console.log(
  `${ok ? 'PASS' : 'FAIL'}: longest wait of the event loop ${worst.toFixed(0)} ms (goal <= ${String(GOAL_MAX_BLOCK_MS)} ms)`,
);
process.exitCode = ok ? 0 : 1;
