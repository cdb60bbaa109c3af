// `node scripts/measure-start.mjs`: what `npm start` costs. Starts it on a free port with a
// data folder of its own (seeded by a first start), then times a second start until
// /api/health answers, sums the resident memory of every process it started once idle, and
// stops it with one SIGTERM to the npm process, as a process manager would. Prints figures.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, untilHealthy } from './local-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-start-'));
const port = await freePort();

/** Every process below `pid` (itself included): [pid, command, rss KB]. */
function tree(pid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .map(([p, pp, rss, ...args]) => ({ pid: +p, ppid: +pp, rss: +rss, args: args.join(' ') }));
  const out = [];
  const walk = (id) => {
    for (const r of rows.filter((r) => r.pid === id)) out.push(r);
    for (const r of rows.filter((r) => r.ppid === id)) walk(r.pid);
  };
  walk(pid);
  return out;
}

async function run(label) {
  const t0 = performance.now();
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!(await untilHealthy(`http://127.0.0.1:${port}`, Date.now() + 120_000)))
    throw new Error('npm start did not answer in 2 min');
  const ready = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 3000)); // idle
  const procs = tree(npm.pid);
  const rss = procs.reduce((s, p) => s + p.rss, 0);
  const t1 = performance.now();
  npm.kill('SIGTERM');
  const exit = await new Promise((r) => npm.once('exit', (code, signal) => r({ code, signal })));
  let left = [];
  for (let i = 0; i < 100; i++) {
    left = procs.filter((p) => {
      try {
        process.kill(p.pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    if (left.length === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const stopped = performance.now() - t1;
  console.log(
    `${label}: ready in ${Math.round(ready)} ms; ${procs.length} processes, ${Math.round(rss / 1024)} MB resident when idle; ` +
      `SIGTERM to npm: npm exited ${exit.code ?? exit.signal}, ` +
      (left.length
        ? `${left.length} still running after ${Math.round(stopped)} ms: ${left.map((p) => p.args).join(' | ')}`
        : `every process gone in ${Math.round(stopped)} ms`),
  );
  for (const p of procs)
    console.log(`  ${String(p.rss >> 10).padStart(4)} MB  ${p.args.slice(0, 110)}`);
  for (const p of left) process.kill(p.pid, 'SIGKILL');
}

console.log(`node ${process.version}, port ${port}, data in ${dataDir}`);
await run('first start (migrates and seeds)');
await run('second start');
fs.rmSync(dataDir, { recursive: true, force: true });
