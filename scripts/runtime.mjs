// Which Node.js releases Inklore runs on, and how it runs its TypeScript without a build step
// or a loader: Node's own type stripping (ADR 005). Plain JavaScript that any Node can parse,
// so an unsupported Node hears one clear line instead of a crash in a native module.
import { spawn } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The supported lines (package.json `engines` says the same; .nvmrc names the primary, 24). */
export const SUPPORTED = 'Node.js 22 (22.12 or later), 24 or 26';

/** Null when `version` (e.g. "24.21.0") is supported, else the one line to print. */
export function unsupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  const ok = (major === 22 && minor >= 12) || (major >= 24 && major % 2 === 0);
  if (ok) return null;
  return `Inklore needs ${SUPPORTED}; this is Node.js ${version} (${process.execPath}). Install a supported release (.nvmrc names the one we use) and run the command again.`;
}

/** Stops the process with the one line when this Node is not supported. */
export function requireSupportedNode() {
  const problem = unsupported();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

/**
 * The V8 flags the server runs with (ADR 075). `--max-semi-space-size=8`: a young generation of
 * 8 MB, not the up to 32 MB V8 picks on a large machine. Each minor collection then takes about
 * a millisecond instead of 25-100 ms, which came back in the slowest requests (one request in a
 * few hundred waited for one).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/** Whether `flag`'s setting is among `given` (a command line's flags). */
function hasFlag(flag, given) {
  const name = flag.split('=')[0];
  return given.some((a) => a === name || a.startsWith(`${name}=`));
}

/** NODE_OPTIONS's flags, which every Node this process starts reads too. */
const nodeOptions = () => (process.env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);

/**
 * Makes this process one that runs with SERVER_NODE_FLAGS, which V8 reads only at start: it
 * replaces itself (process.execve: the same process id, so signals and a process manager see
 * no change) with the same command and the missing flags. A setting given already (the
 * command line, NODE_OPTIONS) stays the operator's. Where Node has no execve (22.12-22.14)
 * the process goes on without them; runTypeScript passes them to its child there.
 */
export function withServerFlags() {
  const given = [...process.execArgv, ...nodeOptions()];
  const missing = SERVER_NODE_FLAGS.filter((f) => !hasFlag(f, given));
  if (missing.length === 0 || typeof process.execve !== 'function') return;
  process.execve(process.execPath, [
    process.execPath,
    ...missing,
    ...process.execArgv,
    ...process.argv.slice(1),
  ]);
}

/**
 * Runs a TypeScript entry point with Node's own type stripping, in this process when this
 * Node strips types by default (22.18+, 24, 26), so that signals reach the server itself.
 * Node 22.12-22.17 needs the flag: one child process then, which gets the signals passed on.
 */
export async function runTypeScript(file, args = [], nodeFlags = []) {
  const entry = path.resolve(file);
  useCompileCache();
  if (process.features.typescript) {
    process.argv = [process.argv[0], entry, ...args];
    await import(pathToFileURL(entry).href);
    return;
  }
  const child = spawn(
    process.execPath,
    [
      '--experimental-strip-types',
      '--disable-warning=ExperimentalWarning',
      ...nodeFlags.filter((f) => !hasFlag(f, nodeOptions())),
      entry,
      ...args,
    ],
    { stdio: 'inherit' },
  );
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/**
 * Node's module compile cache (V8's code for each module, kept on disk and checked against the
 * module's source): a start after the first compiles less, 3.0 s to 1.9 s for the server here.
 * Kept under node_modules/.cache, beside the code it was made from and writable only by whoever
 * installed it, unless NODE_COMPILE_CACHE names another folder; NODE_DISABLE_COMPILE_CACHE=1
 * turns it off. Set in the environment too, so the processes this one starts (the cluster, the
 * soak's and the crash trials' servers) use the same cache.
 */
function useCompileCache() {
  process.env.NODE_COMPILE_CACHE ??= path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    'node_modules',
    '.cache',
    'node-compile-cache',
  );
  module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);
}
