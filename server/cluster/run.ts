/**
 * `npm run cluster`: the whole stack on this machine (cluster/cluster.ts) until Ctrl+C or
 * SIGTERM, which stops every part and removes its files.
 */
import { startStack } from './cluster.ts';

console.log('Starting the local cluster (PostgreSQL, Redis, S3, two app servers, nginx)...');
const started = Date.now();
const stack = await startStack({ log: (line) => console.log(`  ${line}`) });
console.log(
  `Up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.url} (Ctrl+C stops everything)`,
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the cluster...`);
    stack
      .stop()
      .then(() => {
        console.log('Stopped; its files are removed.');
        process.exit(0);
      })
      .catch((err: unknown) => {
        console.error(`Stopping failed: ${(err as Error).message}`);
        process.exit(1);
      });
  });
}
