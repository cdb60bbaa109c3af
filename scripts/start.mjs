// `npm start`: builds the web app when it is missing or older than its sources, then runs
// the server (migrate, seed, serve). Plain JavaScript so it runs before anything is built.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'web', 'dist', 'index.html');
const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'contract/src'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), st.mtimeMs);
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (fs.existsSync(path.join(root, 'web', 'index.html')) && builtAt < sourcesAt) {
  console.log('Building the web app (first start, or its sources changed)...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@inklore/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error('The web app did not build; see the messages above. The server will not start.');
    process.exit(r.status ?? 1);
  }
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, [path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
