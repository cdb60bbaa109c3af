/**
 * The whole stack on this machine: nginx in front of two app servers on one
 * PostgreSQL, media in an S3-compatible server (s3rver), rate limits in Redis. Every part on
 * a free port, its files in one temporary folder; `stop()` ends every process and removes
 * the folder. Used by `npm run cluster` (cluster/run.ts) and its end-to-end test
 * (cluster/cluster.e2e.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import {
  Cluster,
  findPgBin,
  freePort,
  killHard,
  SERVER_DIR,
  startServer,
  stopGently,
  type Server,
} from './processes.ts';

export type App = Server & { name: string; port: number; dataDir: string };

export type Stack = {
  /** Where people connect: nginx. */
  url: string;
  apps: App[];
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; bucket: string };
  dir: string;
  stop: () => Promise<void>;
};

export type StackOptions = {
  /** Extra environment for the app servers (e.g. RATE_LIMIT_* for a test). */
  env?: NodeJS.ProcessEnv;
  /** Printed as each part comes up. */
  log?: (line: string) => void;
};

/**
 * nginx in front of the app servers on `upstreams`, listening on `port`, its files in `dir`
 * (also used by the catalogue benchmark's --nginx).
 */
export function nginxConfig(dir: string, port: number, upstreams: number[], workers = 1): string {
  const asRoot = process.getuid?.() === 0;
  return `# written by server/cluster/cluster.ts for this run
${asRoot ? 'user root;\n' : ''}worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  # an upload is a data URL of up to 8 MB in JSON
  client_max_body_size 16m;
  upstream inklore {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://inklore;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # the address nginx sees, never one the client wrote (the app servers believe this
      # header with TRUST_PROXY=true: appending to the client's would let it choose its own)
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # a server that cannot be reached: the request goes to the other (a request already
      # sent is not sent twice: POST is not idempotent)
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

async function waitFor(url: string, what: string, seconds = 30): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer at ${url} within ${seconds} s`);
}

function need(binary: string, install: string): void {
  if (spawnSync(binary, ['-v']).error) {
    throw new Error(`${binary} is not installed: ${install}`);
  }
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const log = opts.log ?? (() => undefined);
  need('nginx', 'apt-get install -y nginx');
  need('redis-server', 'apt-get install -y redis-server');
  const pgBin = findPgBin();
  if (!pgBin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-cluster-'));
  fs.chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  const apps: App[] = [];
  let pg: Cluster | undefined;
  let s3: S3rver | undefined;
  const stop = async () => {
    for (const app of apps) await stopGently(app.child);
    for (const c of children) await stopGently(c);
    await s3?.close();
    pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    pg = new Cluster(pgBin, path.join(dir, 'pg'), await freePort());
    pg.init();
    pg.start();
    const databaseUrl = pg.url;
    log(`PostgreSQL  ${databaseUrl}`);

    const redisPort = await freePort();
    const redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    children.push(redis);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    log(`Redis       ${redisUrl}`);

    const bucket = 'inklore-media';
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    const endpoint = `http://127.0.0.1:${s3Port}`;
    log(`S3 (s3rver) ${endpoint}, bucket ${bucket}`);

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const webDist = path.join(SERVER_DIR, '..', 'web', 'dist');
    const shared: NodeJS.ProcessEnv = {
      PUBLIC_URL: url,
      TRUST_PROXY: 'true',
      REDIS_URL: redisUrl,
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // the limits of a real site (startServer turns some off for the crash trials)
      RATE_LIMIT_REQUESTS_IP: '3000/1m',
      RATE_LIMIT_COMMENT_USER: '20/10m',
      RATE_LIMIT_VOTE_USER: '120/10m',
      ...(fs.existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {}),
      ...opts.env,
    };
    const database = { kind: 'postgres' as const, url: databaseUrl };
    // The first app server runs the migrations and the seed; the second starts on a migrated
    // database (the deployment guide's "migrations run once").
    for (const name of ['app 1', 'app 2']) {
      const dataDir = path.join(dir, name.replace(' ', ''));
      fs.mkdirSync(dataDir);
      const server = await startServer(database, dataDir, {
        ...shared,
        SEED: name === 'app 1' ? 'demo' : 'none',
      });
      apps.push({ ...server, name, port: Number(new URL(server.base).port), dataDir });
      log(`${name}       ${server.base}`);
    }

    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      nginxConfig(
        dir,
        nginxPort,
        apps.map((a) => a.port),
      ),
    );
    const nginx = spawn('nginx', ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErr = '';
    nginx.stderr.on('data', (d: Buffer) => (nginxErr += d.toString()));
    children.push(nginx);
    try {
      await waitFor(`${url}/api/health`, 'nginx');
    } catch (err) {
      throw new Error(`${(err as Error).message}: ${nginxErr}`, { cause: err });
    }
    log(`nginx       ${url}  <- open this`);
    return { url, apps, databaseUrl, redisUrl, s3: { endpoint, bucket }, dir, stop };
  } catch (err) {
    for (const app of apps) await killHard(app.child);
    await stop();
    throw err;
  }
}
