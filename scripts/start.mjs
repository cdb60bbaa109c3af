// `npm start`: checks the Node release, builds the web app when it is missing or older than
// its sources, then runs the server (migrate, seed, serve) in this very process, as production
// runs it: Node's own type stripping, no loader, no compiler service (ADR 005). package.json
// starts this file with `exec`, so a SIGTERM to `npm start` reaches the server (npm passes it
// to its child) and the server closes cleanly. Plain JavaScript so it runs before any build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  requireSupportedNode,
  runTypeScript,
  SERVER_NODE_FLAGS,
  withServerFlags,
} from './runtime.mjs';

requireSupportedNode();
// the server's V8 flags (ADR 075): this process starts again with them, before anything else
withServerFlags();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'web', 'dist', 'index.html');
const sources = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/lingui.config.ts',
  'web/build',
  'web/public',
  'contract/src',
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), st.mtimeMs);
}

// WEB_DIST set: the operator serves a build of their own, and nothing is built here.
if (!process.env.WEB_DIST && fs.existsSync(path.join(root, 'web', 'index.html'))) {
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (builtAt < sourcesAt) {
    console.log('Building the web app (first start, or its sources changed)...');
    const r = spawnSync('npm', ['run', 'build', '-w', '@inklore/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0) {
      console.error(
        'The web app did not build; see the messages above. The server will not start.',
      );
      process.exit(r.status ?? 1);
    }
  }
}

process.chdir(root);
await runTypeScript(path.join(root, 'server', 'src', 'main.ts'), [], SERVER_NODE_FLAGS);
