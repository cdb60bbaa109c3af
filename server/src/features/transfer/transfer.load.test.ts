import type { ImportPreview, ImportResult } from '@inklore/contract';
import { IMPORT_MAX_ROWS } from '@inklore/contract';
import { PerformanceObserver } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSyntheticInks,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

/**
 * a large import (near the row limit) must not hold anyone else's request. Wall
 * clock waits on a shared 2-core machine are not a test's to judge (another process may have
 * the core), so this measures what the import itself does to the event loop: the main
 * thread's CPU time between two ticks of a 1 ms timer, i.e. the longest stretch of work that
 * ran without letting others in (thread CPU excludes time the process was not scheduled).
 * The budget is 50 ms and slices are 8 ms (ADR 038). No timing figure gates the test (a busy
 * CI machine stretches every one of them; `npm run bench`'s rule): what it asserts is that
 * other requests are answered WHILE the import runs, a health call at a time with a 5 ms pause
 * between: an import that held the thread (as before seconds of one transaction or
 * one parse) lets one or two through; a sliced one, dozens. Every figure is printed.
 */

const ROWS = IMPORT_MAX_ROWS - 10;
/** The longest block of the event loop a large import may cause, in ms of thread CPU (printed). */
const BLOCK_BUDGET_MS = 50;
/**
 * Health calls answered while the import runs, at the least: ten, and one for every 100 ms it
 * took (a ratio, so a slow machine slows both alike). Measured here: sliced, one every 14 ms
 * (preview 112 in 1.6 s, confirm 596 in 8.5 s); with the slices turned off, the preview let 2
 * through and the confirm one every 238 ms.
 */
const answeredMeanwhile = (tookMs: number) => Math.max(10, Math.floor(tookMs / 100));

const cpuMs = (): number => {
  // Node 23.9 and later: this thread's CPU; on Node 22, the process's (a little more)
  const u =
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- missing on Node 22
    process.threadCpuUsage ? process.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Watches the event loop while `work` runs; health is asked every few ms meanwhile. */
async function watched<T>(t: TestContext, work: () => Promise<T>) {
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  let worstCpu = 0;
  let worstWall = 0;
  const state = { running: true };
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = cpuMs();
    worstCpu = Math.max(worstCpu, cpu - lastCpu);
    // the garbage collector's pauses in this stretch are counted apart
    let paused = 0;
    for (const g of gcs) {
      paused += Math.max(0, Math.min(wall, g.end) - Math.max(lastWall, g.start));
    }
    const work = cpu - lastCpu - paused;
    worstWork = Math.max(worstWork, work);
    if (work > 20) blocks.push(Math.round(work));
    worstWall = Math.max(worstWall, wall - lastWall);
    lastWall = wall;
    lastCpu = cpu;
  }, 1);
  let worstGc = 0;
  let worstWork = 0;
  const gcs: { start: number; end: number }[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      worstGc = Math.max(worstGc, e.duration);
      gcs.push({ start: e.startTime, end: e.startTime + e.duration });
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  const blocks: number[] = [];
  const waits: number[] = [];
  const health = (async () => {
    while (state.running) {
      const t0 = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      waits.push(performance.now() - t0);
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    state.running = false;
    clearInterval(timer);
    gc.disconnect();
    await health;
  }
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    result,
    figures: {
      tookMs: Math.round(performance.now() - started),
      loopWorstWorkMs: Number(worstWork.toFixed(1)),
      loopWorstCpuMs: Number(worstCpu.toFixed(1)),
      loopWorstWallMs: Number(worstWall.toFixed(1)),
      gcWorstMs: Number(worstGc.toFixed(1)),
      blocksOver20Ms: blocks,
      healthCalls: waits.length,
      healthP50Ms: Number(at(0.5).toFixed(1)),
      healthP99Ms: Number(at(0.99).toFixed(1)),
      healthMaxMs: Number((sorted.at(-1) ?? 0).toFixed(1)),
    },
  };
}

let t: TestContext;
let inks: { id: number; brand: string; line: string | null; name: string }[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REQUESTS_IP: 'off' });
  inks = await addSyntheticInks(t.db, ROWS, 30);
  // search's index of the catalogue is built once per change of the catalogue (ADR 025),
  // whoever searches first; built here, so the figures are the import's own
  await t.app.inject({ method: 'GET', url: '/api/inks?search=blue' });
  // and the code an import runs is compiled once per process (V8 compiles a function when
  // it first runs, zod its object parsers when they first parse): a small import first
  const { browser } = await withSession(t);
  const few = inks.slice(0, 20);
  const warm = await browser.post('/api/auth/import/fpc/preview', {
    csv: [
      'Brand,Line,Name,Tags',
      ...few.map((i) => [i.brand, i.line ?? '', i.name, 'Warm'].map(quote).join(',')),
    ].join('\n'),
  });
  expect(warm.statusCode, warm.body).toBe(200);
  const done = await browser.post('/api/auth/import/fpc/confirm', {
    items: few.map((i) => ({
      inkId: i.id,
      status: 'owned',
      tags: ['Warm'],
      spelling: `${i.name} x`,
    })),
    tagsAsCollections: true,
  });
  expect(done.statusCode, done.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

describe(`an import of ${ROWS} rows`, () => {
  it(`lets other requests through while it runs, in slices well under ${BLOCK_BUDGET_MS} ms, preview or confirm (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, async () => {
    expect(inks.length).toBe(ROWS);
    const { browser, user } = await withSession(t);
    const csv = [
      'Brand,Line,Name,Comment,Tags,Date Added',
      ...inks.map((ink, i) =>
        [
          ink.brand,
          ink.line ?? '',
          ink.name,
          `A comment on row ${i}`,
          i % 3 === 0 ? `Shelf ${i % 7}, Daily` : `Shelf ${i % 7}`,
          '2022-05-06',
        ]
          .map(quote)
          .join(','),
      ),
    ].join('\n');

    const preview = await watched(t, () => browser.post('/api/auth/import/fpc/preview', { csv }));
    expect(preview.result.statusCode, preview.result.body.slice(0, 300)).toBe(200);
    const p = json<ImportPreview>(preview.result);
    expect(p.rows).toHaveLength(ROWS);
    expect(p.counts.matched).toBeGreaterThan(ROWS * 0.9);

    const items = p.rows
      .filter((r) => r.outcome === 'matched')
      .map((r) => ({
        inkId: r.candidates[0]?.inkId ?? 0,
        status: r.status,
        notes: r.notes,
        acquiredDate: r.acquiredDate,
        tags: r.tags,
        spelling: r.name,
      }));
    const unique = [...new Map(items.map((i) => [i.inkId, i])).values()];
    // the body as text before the watch starts: turning 5,000 items into JSON is the test's
    // own work (inject runs on this thread), not the server's
    const payload = JSON.stringify({ items: unique, tagsAsCollections: true });
    const headers = {
      'content-type': 'application/json',
      'x-csrf-token': browser.csrf ?? '',
      cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const confirm = await watched(t, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/import/fpc/confirm',
        headers,
        payload,
        remoteAddress: browser.ip,
      }),
    );
    expect(confirm.result.statusCode, confirm.result.body.slice(0, 300)).toBe(200);
    expect(json<ImportResult>(confirm.result)).toMatchObject({
      created: unique.length,
      collectionsCreated: 8,
    });
    const entries = await t.db
      .selectFrom('inventory_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(entries.n).toBe(unique.length);

    console.log(
      `import of ${ROWS} rows on ${t.db.kind}:`,
      JSON.stringify({ preview: preview.figures, confirm: confirm.figures }),
    );
    for (const f of [preview.figures, confirm.figures]) {
      expect(f.healthCalls).toBeGreaterThanOrEqual(answeredMeanwhile(f.tookMs));
    }
  }, 180_000);
});
