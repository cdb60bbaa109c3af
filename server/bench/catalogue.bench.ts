/**
 * `npm run bench`: the catalogue benchmark (docs/performance.md). Figures, not a timed test.
 *
 * 1. Seeds 100,000 synthetic inks once into server/.cache/bench-100k (reseeded when the
 *    seed, the schema or the derived columns change); with --pg, into the PostgreSQL database
 *    inklore_bench_100k (created on the server of --pg URL, BENCH_DATABASE_URL,
 *    TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres; its fingerprint is the
 *    database's comment).
 * 2. Starts the production server (src/main.ts, SEED=none, LOG_LEVEL=warn), a bare Fastify
 *    hello-world and a bare Fastify server sending from memory the very bytes the real server
 *    answered to the cached pages' paths (the baseline of their minBytesRatio goal), all
 *    pinned to core 0; autocannon runs pinned to core 1.
 * 3. For each scenario: a warm-up, then a measured run at 32 connections (the single typist:
 *    one), every connection taking the next path of the scenario's one list in turn.
 * 4. The floor: the same queries through the queries module, in process, on the same file.
 * 5. Prints the table and PASS/MISS per goal; writes the figures as JSON beside the cache.
 *
 * Options: --seconds N (10), --warmup N (3), --connections N (32), --only TEXT (scenarios
 * whose name contains TEXT, plus the baseline), --reseed, --pg [URL], --gzip (every request
 * says accept-encoding: gzip, br, as browsers do), --nginx N (N app servers on the
 * same database behind nginx from Debian, two workers, the load sent to nginx; nothing pinned,
 * so the servers may use both cores). Loopback only; stops by itself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InkListQuery } from '@inklore/contract';
import { sql } from 'kysely';
import { createDb, type Db } from '#src/db/database.ts';
import { browseInks, browseRequest } from '#src/features/browse/browse.service.ts';
import { nearPage } from '#src/features/color/color.service.ts';
import { searchPage } from '#src/features/search/search.service.ts';
import type { LoadJob, LoadResult } from './load.ts';
import { scenarios, toPath, type Query, type Scenario } from './scenarios.ts';
import { nginxConfig } from '../cluster/cluster.ts';
import { freePort } from '../cluster/processes.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/runtime.mjs';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = path.resolve(SERVER_DIR, '..');
const CACHE_DIR = path.join(SERVER_DIR, '.cache', 'bench-100k');
const DB_FILE = path.join(CACHE_DIR, 'inklore.sqlite');
const RESULTS_DIR = path.join(SERVER_DIR, '.cache', 'bench-results');
const INKS = 100_000;
const PG_DATABASE = 'inklore_bench_100k';

type Options = {
  seconds: number;
  warmup: number;
  connections: number;
  only: string | undefined;
  reseed: boolean;
  /** The PostgreSQL server to run on (a URL of any database on it), or undefined: SQLite. */
  pg: string | undefined;
  gzip: boolean;
  /** App servers behind nginx (0: the load goes straight to one app server). */
  nginx: number;
};

function parseOptions(argv: string[]): Options {
  const o: Options = {
    seconds: 10,
    warmup: 3,
    connections: 32,
    only: undefined,
    reseed: false,
    pg: undefined,
    gzip: false,
    nginx: 0,
  };
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
    else if (a === '--gzip') o.gzip = true;
    else if (a === '--nginx') o.nginx = num(1, 4);
    else if (a === '--pg') {
      const next = argv[i + 1];
      o.pg =
        next !== undefined && /^postgres(ql)?:\/\//.test(next)
          ? (argv[++i] ?? '')
          : (process.env.BENCH_DATABASE_URL ??
            process.env.TEST_DATABASE_URL ??
            'postgres://postgres@127.0.0.1:5432/postgres');
    } else throw new Error(`unknown option ${a}; see the top of bench/catalogue.bench.ts`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------
// Processes

const children = new Set<ChildProcess>();

/** nginx is stopped with SIGTERM: killed, its master would leave its workers running. */
const nginxes = new Set<ChildProcess>();

function killChildren(): void {
  for (const c of nginxes) if (c.exitCode === null) c.kill('SIGTERM');
  for (const c of children) {
    if (nginxes.has(c)) continue;
    if (c.exitCode === null && c.pid !== undefined) c.kill('SIGKILL');
  }
}
process.on('exit', killChildren);
// Ctrl+C or a SIGTERM: the servers, nginx and autocannon stop with the benchmark.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

const hasTaskset = spawnSync('taskset', ['--version']).status === 0 && os.cpus().length >= 2;
/** Servers on core 0 and autocannon on core 1, except behind nginx (several servers). */
const pinned = () => hasTaskset && opts.nginx === 0;

/** Node's own type stripping needs its flag on Node 22.12-22.17 only (scripts/runtime.mjs). */
const STRIP_TYPES = process.features.typescript ? [] : ['--experimental-strip-types'];

/** node <script>, pinned to a core when taskset is available. */
function nodeCommand(
  core: number,
  script: string,
  args: string[] = [],
  flags: string[] = [],
): [string, string[]] {
  const node = [process.execPath, ...STRIP_TYPES, ...flags, script, ...args];
  return pinned() ? ['taskset', ['-c', String(core), ...node]] : [node[0] ?? 'node', node.slice(1)];
}

function startServer(script: string, env: NodeJS.ProcessEnv, flags: string[] = []): ChildProcess {
  const [cmd, args] = nodeCommand(0, script, [], flags);
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

/** nginx (Debian's) in front of the app servers on `ports`; answers its address. */
async function startNginx(ports: number[]): Promise<string> {
  if (spawnSync('nginx', ['-v']).error) {
    throw new Error('--nginx needs nginx: apt-get install -y nginx');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-bench-nginx-'));
  fs.chmodSync(dir, 0o755);
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(dir, port, ports, 2));
  const nginx = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  nginxes.add(nginx);
  children.add(nginx);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, nginx);
  return url;
}

/** CPU seconds (user and system) a process has used, from /proc; NaN where there is none. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the name), in ticks
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** A GET's status, body as sent (not decoded) and content coding. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          const encoding = res.headers['content-encoding'];
          resolve({ body: Buffer.concat(chunks), encoding: encoding ?? null });
        });
      })
      .on('error', reject);
  });
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
    'server/src/shared/ink-records/ink-row.ts',
    'server/src/shared/ink-records/facets.ts',
    'server/src/db/text.ts',
    'contract/src/color/color.rules.ts',
    'contract/src/catalogue/catalogue.rules.ts',
    ...fs
      .readdirSync(path.join(REPO_DIR, 'server/src/db/migrations'))
      .sort()
      .map((f) => `server/src/db/migrations/${f}`),
  ];
  for (const f of files) h.update(f).update(fs.readFileSync(path.join(REPO_DIR, f)));
  return `${INKS}:${h.digest('hex')}`;
}

/** The benchmark's PostgreSQL database on the server of `serverUrl`. */
function pgUrl(serverUrl: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${PG_DATABASE}`;
  return u.toString();
}

/** Seeds inklore_bench_100k once; its comment holds the fingerprint of what was seeded. */
async function ensureSeededPg(serverUrl: string, reseed: boolean): Promise<void> {
  const want = fingerprint();
  const admin = createDb({ kind: 'postgres', url: serverUrl });
  try {
    const { rows } = await sql<{
      comment: string | null;
    }>`select shobj_description(oid, 'pg_database') as comment from pg_database where datname = ${PG_DATABASE}`.execute(
      admin,
    );
    if (!reseed && rows[0]?.comment === want) {
      console.log(`Using the cached ${INKS.toLocaleString('en-GB')}-ink database ${PG_DATABASE}`);
      return;
    }
    console.log(
      `Seeding ${INKS.toLocaleString('en-GB')} synthetic inks into ${PG_DATABASE} (once)`,
    );
    await sql`drop database if exists ${sql.id(PG_DATABASE)} with (force)`.execute(admin);
    await sql`create database ${sql.id(PG_DATABASE)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: pgUrl(serverUrl) };
  const r = spawnSync(
    process.execPath,
    [...STRIP_TYPES, 'src/seed/synthetic.ts', '--inks', String(INKS)],
    { cwd: SERVER_DIR, env, stdio: 'inherit', timeout: 600_000 },
  );
  if (r.status !== 0) throw new Error('seeding the benchmark database failed');
  const db = createDb({ kind: 'postgres', url: pgUrl(serverUrl) });
  try {
    await sql`vacuum analyze`.execute(db);
    await sql`comment on database ${sql.id(PG_DATABASE)} is ${sql.lit(want)}`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** The benchmark's database, as the in-process parts open it. */
function openBenchDb(): Db {
  return opts.pg
    ? createDb({ kind: 'postgres', url: pgUrl(opts.pg) })
    : createDb({ kind: 'sqlite', file: DB_FILE });
}

/** [brand, name] of every live ink, for the typed searches. */
async function inkNames(): Promise<[string, string][]> {
  const db = openBenchDb();
  try {
    const rows = await db
      .selectFrom('inks')
      .select(['brand', 'name'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => [r.brand, r.name]);
  } finally {
    await db.destroy();
  }
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
  const db = openBenchDb();
  try {
    // What the route runs under the response cache: browseInks, the response as objects.
    const ports = { nearInks: nearPage, searchInks: searchPage };
    const calls = queries.map((q) => {
      const parsed = InkListQuery.parse(q);
      return () => browseInks(db, browseRequest(parsed), ports);
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
  /** CPU time the server process spent per request (warm-up and measured run), ms */
  cpuMs: number;
  load: LoadResult;
  floor: Floor | undefined;
  matches: string;
};

const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '-');

function table(rows: Row[], baseline: LoadResult, bytes: LoadResult | undefined): string {
  const head = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs base',
    'vs bytes',
    'CPU ms/req',
    'floor mean',
    'floor p99',
    'total',
  ];
  const body = rows.map((r) => [
    r.scenario.name,
    Math.round(r.load.requestsPerSecond).toString(),
    String(r.load.p50),
    String(r.load.p99),
    `${((r.load.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`,
    bytes && r.scenario.goals?.minBytesRatio !== undefined
      ? `${((r.load.requestsPerSecond / bytes.requestsPerSecond) * 100).toFixed(1)}%`
      : '-',
    r.cpuMs.toFixed(3),
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

function verdicts(rows: Row[], baseline: LoadResult, bytes: LoadResult | undefined): Verdict[] {
  const out: Verdict[] = [];
  const over = (v: number, limit: number) =>
    v <= limit
      ? `${v} ms`
      : `${v} ms, ${Math.round(v - limit)} ms (${Math.round((v / limit - 1) * 100)}%) over`;
  for (const r of rows) {
    const g = r.scenario.goals;
    if (!g) continue;
    const name = r.scenario.name;
    const rps = r.load.requestsPerSecond;
    const ratio = rps / baseline.requestsPerSecond;
    if (g.minRps !== undefined) {
      out.push({
        goal: `${name}: >= ${g.minRps.toLocaleString('en')} req/s`,
        pass: rps >= g.minRps,
        detail: `${Math.round(rps)} req/s, ${(ratio * 100).toFixed(1)}% of baseline${rps >= g.minRps ? '' : `, ${Math.round((1 - rps / g.minRps) * 100)}% short`}`,
      });
    }
    if (g.minRatio !== undefined) {
      out.push({
        goal: `${name}: >= ${g.minRatio * 100}% of baseline req/s`,
        pass: ratio >= g.minRatio,
        detail: `${(ratio * 100).toFixed(1)}%${ratio >= g.minRatio ? '' : `, ${((g.minRatio - ratio) * 100).toFixed(1)} points short`}`,
      });
    }
    if (g.minBytesRatio !== undefined && bytes) {
      const share = rps / bytes.requestsPerSecond;
      out.push({
        goal: `${name}: >= ${g.minBytesRatio * 100}% of the req/s of a bare server sending the same bytes`,
        pass: share >= g.minBytesRatio,
        detail: `${(share * 100).toFixed(1)}% (${Math.round(rps)} against ${Math.round(bytes.requestsPerSecond)} req/s)${share >= g.minBytesRatio ? '' : `, ${((g.minBytesRatio - share) * 100).toFixed(1)} points short`}`,
      });
    }
    if (g.maxP50 !== undefined) {
      out.push({
        goal: `${name}: p50 <= ${g.maxP50} ms`,
        pass: r.load.p50 <= g.maxP50,
        detail: over(r.load.p50, g.maxP50),
      });
    }
    if (g.maxP99 !== undefined) {
      out.push({
        goal: `${name}: p99 <= ${g.maxP99} ms`,
        pass: r.load.p99 <= g.maxP99,
        detail: over(r.load.p99, g.maxP99),
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
  if (!pinned()) {
    console.log(
      opts.nginx > 0
        ? `${opts.nginx} app server(s) behind nginx: processes run unpinned (figures are noisier).`
        : 'taskset or a second core is missing: processes run unpinned (figures are noisier).',
    );
  }
  if (opts.pg) await ensureSeededPg(opts.pg, opts.reseed);
  else ensureSeeded(opts.reseed);
  console.log(
    `Database: ${opts.pg ? `PostgreSQL ${PG_DATABASE}` : 'SQLite'}; requests ${opts.gzip ? 'accept gzip and br' : 'accept no compression'}`,
  );

  const all = scenarios(await inkNames()).filter(
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
  if (opts.pg) appEnv.DATABASE_URL = pgUrl(opts.pg);
  else delete appEnv.DATABASE_URL;
  // The app server runs with the Node flags `npm start` gives it (SERVER_NODE_FLAGS, ADR 075), and
  // BENCH_APP_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") to look inside it.
  const flags = [
    ...SERVER_NODE_FLAGS,
    ...(process.env.BENCH_APP_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  const app = startServer(path.join(SERVER_DIR, 'src', 'main.ts'), appEnv, flags);
  const apps = [app];
  let base = `http://127.0.0.1:${appPort}`;
  await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
  await waitFor(`${base}/api/health`, app);
  const ports = [appPort];
  if (opts.nginx > 0) {
    // More app servers on the same database (migrated, SEED=none), then nginx in front.
    for (let i = 1; i < opts.nginx; i++) {
      const port = await freePort();
      const more = startServer(
        path.join(SERVER_DIR, 'src', 'main.ts'),
        { ...appEnv, PORT: String(port) },
        flags,
      );
      await waitFor(`http://127.0.0.1:${port}/api/health`, more);
      apps.push(more);
      ports.push(port);
    }
    base = await startNginx(ports);
  }
  console.log(
    `Servers up (pinned: ${pinned() ? 'servers core 0, autocannon core 1' : 'no'}): ` +
      `app ${base}${opts.nginx > 0 ? ` (nginx, ${opts.nginx} app server${opts.nginx > 1 ? 's' : ''})` : ''}, ` +
      `baseline http://127.0.0.1:${helloPort}`,
  );

  // Check each scenario's first path answers 200 before loading it (only the first: a
  // request now would put the others in the response cache before their run). Behind nginx
  // each app server is asked directly, so each has built its indexes before the runs.
  for (const s of all) {
    const first = s.queries[0];
    if (s.kind === 'baseline' || !first) continue;
    const targets = opts.nginx > 0 ? ports.map((p) => `http://127.0.0.1:${p}`) : [base];
    for (const target of targets) {
      const res = await fetch(target + toPath(first));
      if (res.status !== 200) {
        throw new Error(`${toPath(first)} answered ${res.status}: ${await res.text()}`);
      }
    }
  }

  // The bytes of the cached pages (scenarios with minBytesRatio), as this server sends them,
  // for a bare server to send from memory: their baseline. Only these paths are asked here
  // (a cached page is asked again in its warm-up anyway).
  const samePaths = all
    .filter((s) => s.goals?.minBytesRatio !== undefined)
    .flatMap((s) => s.queries.map(toPath));
  let bytesServer: ChildProcess | undefined;
  let bytesPort = 0;
  if (samePaths.length > 0) {
    const bodies: Record<string, { body: string; encoding: string | null }> = {};
    for (const p of samePaths) {
      const res = await rawGet(
        `http://127.0.0.1:${ports[0]}${p}`,
        opts.gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {},
      );
      bodies[p] = { body: res.body.toString('base64'), encoding: res.encoding };
    }
    const file = path.join(os.tmpdir(), `inklore-bench-bytes-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(bodies));
    process.on('exit', () => fs.rmSync(file, { force: true }));
    bytesPort = await freePort();
    bytesServer = startServer(path.join(SERVER_DIR, 'bench', 'hello.ts'), {
      ...process.env,
      PORT: String(bytesPort),
      BASELINE_BYTES: file,
    });
    await waitFor(`http://127.0.0.1:${bytesPort}${samePaths[0] ?? '/'}`, bytesServer);
  }
  const bytesScenario: Scenario = {
    name: 'baseline, same bytes',
    kind: 'bytes',
    what: 'bare Fastify sending the cached pages bytes from memory',
    queries: [],
  };

  // The baselines run first and again last: the ratios use the mean of the two, and a gap
  // between them says the machine was busier at one end of the run than at the other.
  const [first, ...rest] = all;
  const bytesRuns = bytesServer ? [bytesScenario] : [];
  const sequence = first
    ? [
        first,
        ...bytesRuns,
        ...rest,
        { ...first, name: 'baseline, again' },
        ...bytesRuns.map((b) => ({ ...b, name: 'same bytes, again' })),
      ]
    : all;
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
        : s.kind === 'bytes'
          ? {
              url: `http://127.0.0.1:${bytesPort}`,
              paths: samePaths,
              connections: opts.connections,
              warmupSeconds: opts.warmup,
              seconds: opts.seconds,
              ...(opts.gzip ? { headers: { 'accept-encoding': 'gzip, deflate, br' } } : {}),
            }
          : {
              url: base,
              paths: s.queries.map(toPath),
              connections: s.connections ?? opts.connections,
              warmupSeconds: opts.warmup,
              seconds: opts.seconds,
              ...(opts.gzip ? { headers: { 'accept-encoding': 'gzip, deflate, br' } } : {}),
            };
    process.stdout.write(`  ${s.name.padEnd(20)} `);
    const servers =
      s.kind === 'baseline' ? [hello] : s.kind === 'bytes' && bytesServer ? [bytesServer] : apps;
    const cpu = () => servers.reduce((sum, c) => sum + cpuSeconds(c.pid), 0);
    const cpuBefore = cpu();
    const load = await runLoad(job);
    const cpuMs = ((cpu() - cpuBefore) * 1000) / Math.max(1, load.sent);
    if (load.non2xx > 0 || load.errors > 0) {
      console.log(`(${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts)`);
    }
    const repeats =
      s.kind === 'baseline' || s.kind === 'bytes' || s.queries.length < 2
        ? ''
        : load.sent <= load.paths
          ? `; ${load.sent.toLocaleString('en')} requests, each path once`
          : `; ${load.sent.toLocaleString('en')} requests over ${load.paths.toLocaleString('en')} paths (${(load.sent / load.paths).toFixed(1)} passes)`;
    console.log(
      `${Math.round(load.requestsPerSecond)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ` +
        `server CPU ${cpuMs.toFixed(3)} ms/request${repeats}`,
    );
    rows.push({ scenario: s, cpuMs, load, floor: undefined, matches: '' });
  }

  for (const c of [...apps, hello, ...(bytesServer ? [bytesServer] : [])]) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  killChildren();

  // The floor runs on the server's core, now idle.
  if (pinned()) spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  console.log(
    'Measuring the floor in process (browseInks on the same database, no response cache)...',
  );
  for (const r of rows) {
    if (r.scenario.kind === 'baseline' || r.scenario.kind === 'bytes') continue;
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
  const bytesRows = rows.filter((r) => r.scenario.kind === 'bytes').map((r) => r.load);
  const bytes: LoadResult | undefined = bytesRows[0] && {
    ...bytesRows[0],
    requestsPerSecond:
      bytesRows.reduce((sum, l) => sum + l.requestsPerSecond, 0) / bytesRows.length,
  };
  console.log('');
  console.log(table(rows, baseline, bytes));
  console.log('');
  console.log(
    'req/s, p50 and p99 from autocannon; "vs base" is req/s against the hello-world (mean of its two runs); "vs bytes"\n' +
      'against the bare server sending the same bytes from memory (mean of its two runs); CPU ms/req is the\n' +
      "server process's CPU time (user + system, /proc) over the warm-up and the run, per request: 1000 / it is what one\n" +
      'core could answer, however busy the machine; floor mean/p99\n' +
      "is browseInks() (the indexes, the page's rows, presented; no response cache, not serialised) called in process on the\n" +
      'same database; "total" is the number of inks the query matches (a range for scenarios of several queries).',
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
  if (bytesRows.length > 0) {
    console.log(
      `The bare server sending the same bytes: ${bytesRows.map((l) => Math.round(l.requestsPerSecond)).join(' and ')} req/s.`,
    );
  }
  console.log('');
  const v = verdicts(rows, baseline, bytes);
  for (const x of v) console.log(`${x.pass ? 'PASS' : 'MISS'}  ${x.goal}  (${x.detail})`);

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `${new Date().toISOString().replace(/[:.]/g, '-')}${opts.pg ? '-pg' : ''}${opts.nginx ? `-nginx${opts.nginx}` : ''}.json`,
  );
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cores: os.cpus().length, cpu, node: process.version, pinned: pinned() },
        database: opts.pg ? 'postgres' : 'sqlite',
        loadAverage: { before: loadBefore, after: loadAfter },
        baselineDrift: drift,
        options: opts,
        rows: rows.map((r) => ({
          scenario: r.scenario.name,
          what: r.scenario.what,
          load: r.load,
          serverCpuMsPerRequest: r.cpuMs,
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
