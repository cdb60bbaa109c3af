/**
 * The load generator, run by catalogue.bench.ts as a child process pinned to its own core.
 * Reads one job as JSON from stdin, runs autocannon (warm-up, then the measured run) and
 * prints the figures as one line of JSON. Loopback only.
 */
import autocannon from 'autocannon';

export type LoadJob = {
  url: string;
  paths: string[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Request headers (e.g. accept-encoding), the same on every request. */
  headers?: Record<string, string>;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
  /** Requests sent in the warm-up and the measured run together (the shared cursor's end). */
  sent: number;
  /** Paths in the job: `sent` at most this means no path was asked twice. */
  paths: number;
};

// One cursor for the warm-up and the measured run, shared by all connections: together they
// walk the list once, so a long list of distinct queries is really seen as distinct
// (autocannon's own list restarts per connection, and the measured run does not replay
// what the warm-up already put in the server's cache).
let next = 0;

function run(job: LoadJob, seconds: number): Promise<autocannon.Result> {
  const url = new URL(job.url);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`the benchmark only talks to loopback, not ${url.hostname}`);
  }
  const paths = job.paths;
  return autocannon({
    url: job.url,
    connections: job.connections,
    duration: seconds,
    timeout: 10,
    ...(job.headers ? { headers: job.headers } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const path = paths[next++ % paths.length] ?? '/';
          return { ...req, path };
        },
      },
    ],
  });
}

async function main(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const job = JSON.parse(input) as LoadJob;
  if (job.warmupSeconds > 0) await run(job, job.warmupSeconds);
  const r = await run(job, job.seconds);
  const result: LoadResult = {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.mean,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: r.throughput.average,
    sent: next,
    paths: job.paths.length,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
