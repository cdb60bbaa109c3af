// What the scripts that start `npm start` themselves share (measure-start.mjs,
// start-smoke.mjs): a free port on loopback, and waiting until /api/health answers.
import net from 'node:net';

/** A port nobody listens on at the moment, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Asks `${base}/api/health` every 25 ms until it answers 200 (true), the deadline passes or
 * `child` exits (false).
 */
export async function untilHealthy(base, deadline, child) {
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) return false;
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}
