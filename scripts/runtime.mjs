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
 * The V8 flags the server runs with (ADR 075). `--max-semi-space-size=8`: semi-spaces of 8 MB
 * (a new space of 16 MB), not the 32 MB V8 picks on a large machine. Each minor collection then
 * takes about a millisecond instead of 25-100 ms, which came back in the slowest requests (one
 * request in a few hundred waited for one).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/** A flag's name, the way V8 reads it (`--max_semi_space_size` is the same flag). */
const flagName = (arg) => arg.split('=')[0].replaceAll('_', '-');

/** The entry of `given` (a command line's flags) that sets `flag`'s setting, if any. */
function findFlag(flag, given) {
  const name = flagName(flag);
  return given.find((a) => a.startsWith('--') && flagName(a) === name);
}

/** NODE_OPTIONS's flags, which every Node this process starts reads too. */
const nodeOptions = () => (process.env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);

/**
 * Makes this process one that runs with SERVER_NODE_FLAGS, which V8 reads only at start: it
 * replaces itself (process.execve: the same process id, so signals and `npm start`'s exec see
 * no change) with the same command and the missing flags. A setting given already (the
 * command line, NODE_OPTIONS) stays the operator's. Nothing is done:
 * - on Node 22.12-22.17, which runs the server in a child process (runTypeScript gives the
 *   child the flags);
 * - on Windows, which has no execve;
 * - when a process manager started this one with an IPC channel (PM2's fork mode): the new
 *   process would not inherit it. The flags are then the manager's to give (docs/operations.md).
 */
export function withServerFlags() {
  const given = [...process.execArgv, ...nodeOptions()];
  const missing = SERVER_NODE_FLAGS.filter((f) => findFlag(f, given) === undefined);
  if (
    missing.length === 0 ||
    !process.features.typescript || // (which Node 22.18+ has, and so execve: 22.15+)
    process.platform === 'win32' ||
    process.channel !== undefined
  ) {
    return;
  }
  process.execve(process.execPath, [
    process.execPath,
    ...missing,
    ...process.execArgv,
    ...process.argv.slice(1),
  ]);
}

/** `nodeFlags` for a child Node: this process's own setting of each, else the flag itself
 * (nothing when NODE_OPTIONS sets it, which the child reads too). */
function childFlags(nodeFlags) {
  return nodeFlags.flatMap((f) => {
    if (findFlag(f, nodeOptions()) !== undefined) return [];
    return [findFlag(f, process.execArgv) ?? f];
  });
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
      ...childFlags(nodeFlags),
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
