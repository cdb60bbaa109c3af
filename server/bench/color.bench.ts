/**
 * `npm run bench` (third part): the colour answers (ADR 024) at 100,000 inks, on one
 * core, in process (the Lab index and the page's rows from SQLite, as the routes run them):
 *
 * - similar inks (GET /api/inks/{id}/similar): 2,000 distinct inks; goal p99 <= 20 ms;
 * - search by colour (GET /api/inks?near=): 500 distinct colours, first page of 50;
 * - the baseline, measured in the same run: the same similar-ink queries as a full scan
 *   (CIEDE2000 against every ink), which the pre-filter exists to avoid;
 * - similar inks under each colour vision (ADR 087), the same 2,000 inks: goal p99 within
 *   1.5x of the plain answer's p99 (the simulated index is built before the timing, as the
 *   first such question of a catalogue version builds it once).
 *
 * Uses the 100,000-ink database the catalogue benchmark seeds (server/.cache/bench-100k);
 * run `npm run bench` (or the catalogue part) first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIMILAR_MAX_DELTA_E } from '@inklore/contract';
import { createDb } from '#src/db/database.ts';
import { colorIndex, nearPage, similarInks } from '#src/features/color/color.service.ts';
import { prng } from '#src/seed/synthetic.ts';
import { runOnOneCore } from './one-core.ts';

const GOAL_P99_MS = 20;
const DB_FILE = path.join(
  fileURLToPath(new URL('..', import.meta.url)),
  '.cache',
  'bench-100k',
  'inklore.sqlite',
);

runOnOneCore();

if (!fs.existsSync(DB_FILE)) {
  console.error(
    `No 100,000-ink database at ${DB_FILE}: run the catalogue benchmark first (npm run bench).`,
  );
  process.exit(1);
}

const db = createDb({ kind: 'sqlite', file: DB_FILE });
const pct = (v: number[], p: number) =>
  v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? NaN;

async function time(runs: (() => Promise<unknown>)[]): Promise<number[]> {
  const out: number[] = [];
  for (const run of runs) {
    const t0 = performance.now();
    await run();
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}

const t0 = performance.now();
const index = await colorIndex(db);
console.log(
  `\nColor answers at ${index.size.toLocaleString('en')} inks, one core (index built in ${(performance.now() - t0).toFixed(0)} ms)`,
);

const ids = (
  await db.selectFrom('inks').select('id').where('deleted_at', 'is', null).execute()
).map((r) => r.id);
const rand = prng(2024);
const pick = () => ids[Math.floor(rand() * ids.length)] ?? 1;
const sample = Array.from({ length: 2000 }, pick);
const hexes = Array.from({ length: 500 }, () =>
  Array.from({ length: 3 }, () =>
    Math.floor(rand() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join(''),
);

for (const id of sample.slice(0, 50)) await similarInks(db, id, { brand: [], properties: [] }); // warm-up

const similar = await time(
  sample.map((id) => () => similarInks(db, id, { brand: [], properties: [] })),
);
const near = await time(
  hexes.map((hex) => () => nearPage(db, hex, { brands: [], colors: [], properties: [] }, 0, 50)),
);
const full = await time(
  sample.slice(0, 200).map((id) => () => {
    const self = index.ink(id);
    if (self) index.near(self, SIMILAR_MAX_DELTA_E, () => true, 12, true);
    return Promise.resolve();
  }),
);
const VISION_GOAL_RATIO = 1.5;
const VISIONS = ['protanopia', 'deuteranopia', 'tritanopia'] as const;
for (const vision of VISIONS) {
  const tv = performance.now();
  await similarInks(db, sample[0] ?? 1, { brand: [], properties: [], vision });
  console.log(`${vision} index built in ${(performance.now() - tv).toFixed(0)} ms`);
}
// plain and each vision in turn for every ink, so that no kind is timed colder than another
const interleaved = {
  none: [] as number[],
  ...Object.fromEntries(VISIONS.map((v) => [v, [] as number[]])),
} as Record<'none' | (typeof VISIONS)[number], number[]>;
for (const id of sample) {
  for (const vision of ['none', ...VISIONS] as const) {
    const t1 = performance.now();
    await similarInks(db, id, { brand: [], properties: [], vision });
    interleaved[vision].push(performance.now() - t1);
  }
}
for (const v of Object.values(interleaved)) v.sort((a, b) => a - b);
const visions = VISIONS.map((vision) => ({ vision, v: interleaved[vision] }));
const row = (name: string, v: number[]) =>
  `${name.padEnd(40)} p50 ${pct(v, 50).toFixed(2).padStart(7)} ms   p99 ${pct(v, 99).toFixed(2).padStart(7)} ms`;
console.log(row('similar inks (2,000 distinct)', similar));
console.log(row('search by colour, page 1 (500 colours)', near));
console.log(row('baseline: full CIEDE2000 scan (200)', full));
console.log(
  `ratio of similar p99 to the full scan's p99: ${(pct(similar, 99) / pct(full, 99)).toFixed(3)}`,
);
console.log(row('similar inks, interleaved: typical (2,000)', interleaved.none));
for (const { vision, v } of visions) {
  console.log(row(`similar inks, interleaved: ${vision}`, v));
}
for (const { vision, v } of visions) {
  const ratio = pct(v, 99) / pct(interleaved.none, 99);
  console.log(
    `${ratio <= VISION_GOAL_RATIO ? 'PASS' : 'MISS'}  similar inks under ${vision} p99 within ${VISION_GOAL_RATIO}x of the plain answer's  (${ratio.toFixed(2)}x)`,
  );
}
const p99 = pct(similar, 99);
console.log(
  `${p99 <= GOAL_P99_MS ? 'PASS' : 'MISS'}  similar inks p99 <= ${GOAL_P99_MS} ms at 100,000 inks  (${p99.toFixed(2)} ms)`,
);
await db.destroy();
