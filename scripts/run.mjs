// `node scripts/run.mjs FILE.ts [ARGS]`: runs a TypeScript entry point (the CLI, the seeds,
// the benchmark) on a supported Node with its own type stripping. `--check` only checks Node.
import { requireSupportedNode, runTypeScript } from './runtime.mjs';

requireSupportedNode();
const [file, ...args] = process.argv.slice(2);
if (file && file !== '--check') await runTypeScript(file, args);
