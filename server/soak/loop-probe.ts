/**
 * Loaded into the soak's server with `--import` (soak.ts): once a second it writes the
 * server's event-loop utilisation so far (performance.eventLoopUtilization(): the time the
 * main thread was busy and idle) to SOAK_LOOP_FILE, so the soak can say how busy the main
 * thread was in each window. The main thread is what a Node server runs out of first; the
 * process's CPU time also counts sharp's threads. The reading is written to a file beside it
 * and renamed into place, so the soak never reads a file half-written (a window's busy share
 * read NaN once when it did).
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

const file = process.env.SOAK_LOOP_FILE;
if (file) {
  const timer = setInterval(() => {
    const { active, idle } = performance.eventLoopUtilization();
    fs.writeFileSync(`${file}.new`, JSON.stringify({ active, idle }));
    fs.renameSync(`${file}.new`, file);
  }, 1000);
  timer.unref();
}
