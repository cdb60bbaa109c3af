import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { withServerFlags } from '../../scripts/runtime.mjs';

/**
 * Runs this benchmark again pinned to core 1 (taskset) when the machine has two cores or
 * more and it is not pinned yet, then exits with the pinned run's status. Without taskset it
 * runs unpinned. `nodeFlags` are added to the pinned run's Node (e.g. --expose-gc). The app
 * in this process runs with the server's V8 flags, as `npm start` runs it (ADR 075).
 */
export function runOnOneCore(nodeFlags: string[] = []): void {
  withServerFlags();
  if (process.env['INKLORE_BENCH_PINNED'] === '1' || os.cpus().length < 2) return;
  const pinned = spawnSync(
    'taskset',
    ['-c', '1', process.execPath, ...nodeFlags, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, INKLORE_BENCH_PINNED: '1' } },
  );
  if (!pinned.error) process.exit(pinned.status ?? 1);
}
