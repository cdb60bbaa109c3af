/**
 * `npm run bench`: the catalogue benchmark (issue 2, section 6). Figures, not a timed test.
 *
 * 1. Seeds 100,000 synthetic inks once into server/.cache/bench-100k (reseeded when the
 *    seed, the schema or the derived columns change).
 * 2. Starts the production server (src/main.ts, SEED=none, LOG_LEVEL=warn) and a bare
 *    Fastify hello-world, both pinned to core 0; autocannon runs pinned to core 1.
 * 3. For each scenario: a warm-up, then a measured run at 32 connections.
 * 4. The floor: the same queries through the queries module, in process, on the same file.
 * 5. Prints the table and PASS/MISS per goal; writes the figures as JSON beside the cache.
 *
 * Options: --seconds N (10), --warmup N (3), --connections N (32), --only TEXT (scenarios
 * whose name contains TEXT, plus the baseline), --reseed. Loopback only; stops by itself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InkListQuery } from '@inklore/contract';
import { createDb } from '#src/db/database.ts';
import { searchTerms } from '#src/db/dialect.ts';
import { inksInOrder, listInks } from '#src/features/inks/inks.queries.ts';
import { searchInks } from '#src/features/search/search.service.ts';
import type { LoadJob, LoadResult } from './load.ts';
import { scenarios, toPath, type Query, type Scenario } from './scenarios.ts';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = path.resolve(SERVER_DIR, '..');
const CACHE_DIR = path.join(SERVER_DIR, '.cache', 'bench-100k');
const DB_FILE = path.join(CACHE_DIR, 'inklore.sqlite');
const RESULTS_DIR = path.join(SERVER_DIR, '.cache', 'bench-results');
const INKS = 100_000;

const GOALS = { browseP99: 15, browseRatio: 0.35, searchP50: 10, searchP99: 50 };

type Options = {
  seconds: number;
  warmup: number;
  connections: number;
  only: string | undefined;
  reseed: boolean;
};

function parseOptions(argv: string[]): Options {
  const o: Options = { seconds: 10, warmup: 3, connections: 32, only: undefined, reseed: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = (min: number, max: number) => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < min || v > max) {
        throw new Error(`${a} needs a whole number from ${min} to ${max}`);
      }
      return v;
    };
    if (a === '--seconds') o.seconds = num(1, 120);
    else if (a === '--warmup') o.warmup = num(0, 60);
    else if (a === '--connections') o.connections = num(1, 512);
    else if (a === '--only') o.only = argv[++i];
    else if (a === '--reseed') o.reseed = true;
    else throw new Error(`unknown option ${a}; see the top of bench/catalogue.bench.ts`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------
// Processes

const children = new Set<ChildProcess>();

function killChildren(): void {
  for (const c of children) {
    if (c.exitCode === null && c.pid !== undefined) c.kill('SIGKILL');
  }
}
process.on('exit', killChildren);

const hasTaskset = spawnSync('taskset', ['--version']).status === 0 && os.cpus().length >= 2;

/** Node's own type stripping needs its flag on Node 22.12-22.17 only (scripts/runtime.mjs). */
const STRIP_TYPES = process.features.typescript ? [] : ['--experimental-strip-types'];

/** node <script>, pinned to a core when taskset is available. */
function nodeCommand(core: number, script: string, args: string[] = []): [string, string[]] {
  const node = [process.execPath, ...STRIP_TYPES, script, ...args];
  return hasTaskset
    ? ['taskset', ['-c', String(core), ...node]]
    : [node[0] ?? 'node', node.slice(1)];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

function startServer(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const [cmd, args] = nodeCommand(0, script);
  const child = spawn(cmd, args, { cwd: SERVER_DIR, env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess, seconds = 60): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited early`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url} within ${seconds} s`);
}

function runLoad(job: LoadJob): Promise<LoadResult> {
  const [cmd, args] = nodeCommand(1, path.join(SERVER_DIR, 'bench', 'load.ts'));
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: SERVER_DIR, stdio: ['pipe', 'pipe', 'inherit'] });
    children.add(child);
    // The job on stdin: thousands of paths are too long for the command line.
    child.stdin.end(JSON.stringify(job));
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const limit = setTimeout(
      () => child.kill('SIGKILL'),
      (job.warmupSeconds + job.seconds + 30) * 1000,
    );
    child.on('exit', (code) => {
      clearTimeout(limit);
      children.delete(child);
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line) reject(new Error(`autocannon failed (exit ${code})`));
      else resolve(JSON.parse(line) as LoadResult);
    });
  });
}

// ---------------------------------------------------------------------------------------
// The cached database

/** Changes whenever what the seed writes could change: then the cache is rebuilt. */
function fingerprint(): string {
  const h = createHash('sha256');
  const files = [
    'server/src/seed/synthetic.ts',
    'server/src/features/inks/inks.write.ts',
    'server/src/db/text.ts',
    'contract/src/color.ts',
    'contract/src/catalogue.ts',
    ...fs
      .readdirSync(path.join(REPO_DIR, 'server/src/db/migrations'))
      .sort()
      .map((f) => `server/src/db/migrations/${f}`),
  ];
  for (const f of files) h.update(f).update(fs.readFileSync(path.join(REPO_DIR, f)));
  return `${INKS}:${h.digest('hex')}`;
}

function ensureSeeded(reseed: boolean): void {
  const stamp = path.join(CACHE_DIR, 'fingerprint');
  const want = fingerprint();
  const have = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  if (!reseed && have === want && fs.existsSync(DB_FILE)) {
    console.log(`Using the cached ${INKS.toLocaleString('en-GB')}-ink database in ${CACHE_DIR}`);
    return;
  }
  console.log(`Seeding ${INKS.toLocaleString('en-GB')} synthetic inks into ${CACHE_DIR} (once)`);
  fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: CACHE_DIR };
  delete env.DATABASE_URL;
  const r = spawnSync(
    process.execPath,
    [...STRIP_TYPES, 'src/seed/synthetic.ts', '--inks', String(INKS)],
    { cwd: SERVER_DIR, env, stdio: 'inherit', timeout: 300_000 },
  );
  if (r.status !== 0) throw new Error('seeding the benchmark database failed');
  fs.writeFileSync(stamp, want);
}

// ---------------------------------------------------------------------------------------
// The floor: the same queries through the queries module, in process

type Floor = { mean: number; p99: number; iterations: number; minTotal: number; maxTotal: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? NaN;
}

async function measureFloor(queries: Query[]): Promise<Floor> {
  const db = createDb({ kind: 'sqlite', file: DB_FILE });
  try {
    const calls = queries.map((q) => {
      const parsed = InkListQuery.parse(q);
      const limit = parsed.limit ?? 50;
      const offset = ((parsed.page ?? 1) - 1) * limit;
      const facets = { brands: parsed.brand, colors: parsed.color, properties: parsed.properties };
      const text = parsed.search ?? '';
      if (searchTerms(text).length === 0) return () => listInks(db, facets, offset, limit);
      // a text search: the in-process index (issue 20), then the page's rows from SQLite
      return async () => {
        const found = await searchInks(db, text, facets, offset, limit);
        await inksInOrder(db, found.ids);
        return { total: found.total };
      };
    });
    // Warm the page cache and the statement paths first.
    for (let i = 0; i < Math.min(calls.length, 50); i++) await calls[i % calls.length]?.();
    const times: number[] = [];
    let minTotal = Infinity;
    let maxTotal = -Infinity;
    const started = performance.now();
    for (let i = 0; ; i++) {
      const call = calls[i % calls.length];
      if (!call) break;
      const t0 = performance.now();
      const { total } = await call();
      times.push(performance.now() - t0);
      minTotal = Math.min(minTotal, total);
      maxTotal = Math.max(maxTotal, total);
      const elapsed = performance.now() - started;
      if ((i >= 200 && elapsed > 2000) || i >= 5000 || elapsed > 20_000) break;
    }
    times.sort((a, b) => a - b);
    return {
      mean: times.reduce((s, t) => s + t, 0) / times.length,
      p99: percentile(times, 99),
      iterations: times.length,
      minTotal,
      maxTotal,
    };
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------
// Report

type Row = {
  scenario: Scenario;
  load: LoadResult;
  floor: Floor | undefined;
  matches: string;
};

const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '-');

function table(rows: Row[], baseline: LoadResult): string {
  const head = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs base', 'SQL mean', 'SQL p99', 'total'];
  const body = rows.map((r) => [
    r.scenario.name,
    Math.round(r.load.requestsPerSecond).toString(),
    String(r.load.p50),
    String(r.load.p99),
    `${((r.load.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`,
    r.floor ? ms(r.floor.mean) : '-',
    r.floor ? ms(r.floor.p99) : '-',
    r.matches,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

type Verdict = { goal: string; pass: boolean; detail: string };

function verdicts(rows: Row[], baseline: LoadResult): Verdict[] {
  const out: Verdict[] = [];
  const over = (v: number, limit: number) =>
    v <= limit
      ? `${v} ms`
      : `${v} ms, ${Math.round(v - limit)} ms (${Math.round((v / limit - 1) * 100)}%) over`;
  for (const r of rows) {
    if (!r.scenario.goal) continue;
    const name = r.scenario.name;
    if (r.scenario.kind === 'browse') {
      const ratio = r.load.requestsPerSecond / baseline.requestsPerSecond;
      out.push({
        goal: `${name}: p99 <= ${GOALS.browseP99} ms`,
        pass: r.load.p99 <= GOALS.browseP99,
        detail: over(r.load.p99, GOALS.browseP99),
      });
      out.push({
        goal: `${name}: >= ${GOALS.browseRatio * 100}% of baseline req/s`,
        pass: ratio >= GOALS.browseRatio,
        detail: `${(ratio * 100).toFixed(1)}%${ratio >= GOALS.browseRatio ? '' : `, ${((GOALS.browseRatio - ratio) * 100).toFixed(1)} points short`}`,
      });
    } else if (r.scenario.kind === 'search') {
      out.push({
        goal: `${name}: p50 <= ${GOALS.searchP50} ms`,
        pass: r.load.p50 <= GOALS.searchP50,
        detail: over(r.load.p50, GOALS.searchP50),
      });
      out.push({
        goal: `${name}: p99 <= ${GOALS.searchP99} ms`,
        pass: r.load.p99 <= GOALS.searchP99,
        detail: over(r.load.p99, GOALS.searchP99),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------

const loadavg = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Inklore catalogue benchmark: ${os.cpus().length} cores (${cpu}), Node ${process.version}, ` +
      `${opts.connections} connections, ${opts.warmup} s warm-up + ${opts.seconds} s per scenario`,
  );
  console.log(`Load average before: ${loadBefore} (other work on the machine skews the figures)`);
  if (!hasTaskset) {
    console.log(
      'taskset or a second core is missing: processes run unpinned (figures are noisier).',
    );
  }
  ensureSeeded(opts.reseed);

  const all = scenarios().filter(
    (s) => s.kind === 'baseline' || !opts.only || s.name.includes(opts.only),
  );

  const helloPort = await freePort();
  const appPort = await freePort();
  const hello = startServer(path.join(SERVER_DIR, 'bench', 'hello.ts'), {
    ...process.env,
    PORT: String(helloPort),
  });
  const appEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED: 'none',
    DATA_DIR: CACHE_DIR,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    // All the load comes from one address: keep the per-IP flood guard running (its cost
    // is part of the figures) but far above what the benchmark sends.
    RATE_LIMIT_REQUESTS_IP: '999999999/1m',
  };
  delete appEnv.DATABASE_URL;
  const app = startServer(path.join(SERVER_DIR, 'src', 'main.ts'), appEnv);
  const base = `http://127.0.0.1:${appPort}`;
  await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
  await waitFor(`${base}/api/health`, app);
  console.log(
    `Servers up (pinned: ${hasTaskset ? 'servers core 0, autocannon core 1' : 'no'}): ` +
      `app ${base}, baseline http://127.0.0.1:${helloPort}`,
  );

  // Check each scenario's first path answers 200 before loading it (only the first: a
  // request now would put the others in the response cache before their run).
  for (const s of all) {
    const first = s.queries[0];
    if (s.kind === 'baseline' || !first) continue;
    const res = await fetch(base + toPath(first));
    if (res.status !== 200) {
      throw new Error(`${toPath(first)} answered ${res.status}: ${await res.text()}`);
    }
  }

  // The baseline runs first and again last: the ratios use the mean of the two, and a gap
  // between them says the machine was busier at one end of the run than at the other.
  const [first] = all;
  const sequence = first ? [...all, { ...first, name: 'baseline, again' }] : all;
  const rows: Row[] = [];
  for (const s of sequence) {
    const job: LoadJob =
      s.kind === 'baseline'
        ? {
            url: `http://127.0.0.1:${helloPort}`,
            paths: ['/'],
            connections: opts.connections,
            warmupSeconds: opts.warmup,
            seconds: opts.seconds,
          }
        : {
            url: base,
            paths: s.queries.map(toPath),
            connections: opts.connections,
            warmupSeconds: opts.warmup,
            seconds: opts.seconds,
          };
    process.stdout.write(`  ${s.name.padEnd(20)} `);
    const load = await runLoad(job);
    if (load.non2xx > 0 || load.errors > 0) {
      console.log(`(${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts)`);
    }
    console.log(
      `${Math.round(load.requestsPerSecond)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms`,
    );
    rows.push({ scenario: s, load, floor: undefined, matches: '' });
  }

  for (const c of [app, hello]) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  killChildren();

  // The floor runs on the server's core, now idle.
  if (hasTaskset) spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  console.log('Measuring the SQL floor in process (the queries module on the same file)...');
  for (const r of rows) {
    if (r.scenario.kind === 'baseline') continue;
    r.floor = await measureFloor(r.scenario.queries);
    const { minTotal: lo, maxTotal: hi } = r.floor;
    r.matches = lo === hi ? String(lo) : `${lo}-${hi}`;
  }

  const baselines = rows.filter((r) => r.scenario.kind === 'baseline').map((r) => r.load);
  const [b0, b1] = baselines;
  if (!b0) throw new Error('no baseline');
  const baseline: LoadResult = {
    ...b0,
    requestsPerSecond: b1
      ? (b0.requestsPerSecond + b1.requestsPerSecond) / 2
      : b0.requestsPerSecond,
  };
  const drift = b1
    ? Math.abs(b0.requestsPerSecond - b1.requestsPerSecond) / baseline.requestsPerSecond
    : 0;
  console.log('');
  console.log(table(rows, baseline));
  console.log('');
  console.log(
    'req/s, p50 and p99 from autocannon; "vs base" is req/s against the hello-world (mean of its two runs); SQL mean/p99\n' +
      'is listInks() (page query and count), or for a text search the search index and the page\'s rows, called in process on the same file; "total" is the\n' +
      'number of inks the query matches (a range for scenarios of several queries).',
  );
  console.log('');
  const loadAfter = loadavg();
  console.log(`Load average before ${loadBefore}, after ${loadAfter}.`);
  console.log(
    `Baseline at the start ${Math.round(b0.requestsPerSecond)} req/s, at the end ${Math.round(b1?.requestsPerSecond ?? NaN)} req/s` +
      (drift > 0.15
        ? `: ${Math.round(drift * 100)}% apart, the machine was busy; run again for steadier figures.`
        : '; ratios use their mean.'),
  );
  console.log('');
  const v = verdicts(rows, baseline);
  for (const x of v) console.log(`${x.pass ? 'PASS' : 'MISS'}  ${x.goal}  (${x.detail})`);

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cores: os.cpus().length, cpu, node: process.version, pinned: hasTaskset },
        loadAverage: { before: loadBefore, after: loadAfter },
        baselineDrift: drift,
        options: opts,
        rows: rows.map((r) => ({
          scenario: r.scenario.name,
          what: r.scenario.what,
          load: r.load,
          floor: r.floor,
          total: r.matches,
        })),
        verdicts: v,
      },
      null,
      2,
    ),
  );
  console.log(`\nFigures written to ${path.relative(REPO_DIR, file)}`);
}

const opts = parseOptions(process.argv.slice(2));
// A hard stop: seeding, every scenario and the floor, with room to spare.
const budgetMs = (60 + 15 * (opts.seconds + opts.warmup + 15)) * 1000 + 5 * 60_000;
const deadline = setTimeout(() => {
  console.error(
    `The benchmark ran past its ${Math.round(budgetMs / 60000)}-minute limit; stopping.`,
  );
  killChildren();
  process.exit(3);
}, budgetMs);

try {
  await main();
} catch (err) {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  killChildren();
  clearTimeout(deadline);
}
