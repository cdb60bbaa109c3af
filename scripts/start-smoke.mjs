// `node scripts/start-smoke.mjs`: the README's `npm start` on the Node release running it, as
// .ci/run checks it on 22, 24 and 26. Builds the web app with this Node (the toolchain
// `npm start` runs on a fresh clone) into a folder of its own, starts the server through
// scripts/start.mjs on a free port with a fresh data folder (migrated and seeded), then asks:
// the search index built before it listens, /api/health, an ink from the API, that ink's page
// drawn on the server (its name in the HTML), an unknown page (404). Stops it with SIGTERM and expects a clean exit. One line a
// step; exits non-zero on the first failure. Plain JavaScript: it runs before any build.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, untilHealthy } from './local-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-start-smoke-'));
const webDist = path.join(work, 'web-dist');
let server;

function fail(what) {
  console.error(`FAIL  ${what}`);
  if (server && server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

const escapeHtml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

console.log(`npm start on Node ${process.versions.node}`);
let t = performance.now();
const build = spawnSync(
  'npm',
  ['run', 'build', '-w', '@inklore/web', '--', '--outDir', webDist, '--emptyOutDir'],
  { cwd: root, encoding: 'utf8' },
);
if (build.status !== 0) fail(`the web app did not build:\n${build.stdout}\n${build.stderr}`);
console.log(`  ok  the web app built (${((performance.now() - t) / 1000).toFixed(1)} s)`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let output = '';
t = performance.now();
server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: webDist,
    SEED: 'demo',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (d) => (output += d));
server.stderr.on('data', (d) => (output += d));

if (!(await untilHealthy(base, Date.now() + 120_000, server))) {
  fail(
    server.exitCode === null
      ? `/api/health did not answer within 120 s:\n${output}`
      : `the server exited (${server.exitCode}) before answering:\n${output}`,
  );
}
console.log(
  `  ok  migrated, seeded and answering (${((performance.now() - t) / 1000).toFixed(1)} s)`,
);
const indexed = output.indexOf('search index ready');
const serving = output.indexOf('Inklore is serving');
if (serving < 0) fail(`the server did not log that it is serving:\n${output}`);
if (indexed < 0 || indexed > serving)
  fail(`the search index was not built before the server took requests:\n${output}`);
console.log('  ok  the search index built before the first request');

const inkRes = await fetch(`${base}/api/inks/5`);
if (inkRes.status !== 200) fail(`GET /api/inks/5 answered ${inkRes.status}`);
const ink = await inkRes.json();
if (typeof ink.name !== 'string' || !ink.name) fail('GET /api/inks/5 has no name');
console.log(`  ok  /api/inks/5 is ${ink.brand} ${ink.name}`);

const pageRes = await fetch(`${base}/ink/5`);
const page = await pageRes.text();
if (pageRes.status !== 200) fail(`GET /ink/5 answered ${pageRes.status}`);
if (!page.includes('data-ssr="ink"')) fail('GET /ink/5 was not drawn on the server');
if (!page.includes(escapeHtml(ink.name))) fail(`GET /ink/5 does not hold "${ink.name}"`);
console.log("  ok  /ink/5 drawn on the server with the ink's name");

const missing = await fetch(`${base}/nope-not-a-page`);
if (missing.status !== 404) fail(`an unknown page answered ${missing.status}, not 404`);
console.log('  ok  an unknown page is 404');

const exit = new Promise((resolve) =>
  server.once('exit', (code, signal) => resolve({ code, signal })),
);
t = performance.now();
server.kill('SIGTERM');
let timer;
const ended = await Promise.race([
  exit,
  new Promise((resolve) => (timer = setTimeout(() => resolve(null), 15_000))),
]);
clearTimeout(timer);
if (!ended) fail('the server did not stop within 15 s of SIGTERM');
if (ended.code !== 0) fail(`the server stopped with ${ended.code ?? ended.signal}:\n${output}`);
console.log(`  ok  SIGTERM stops it cleanly (${((performance.now() - t) / 1000).toFixed(1)} s)`);
fs.rmSync(work, { recursive: true, force: true });
