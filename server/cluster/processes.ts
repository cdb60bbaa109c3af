/**
 * Processes the crash trials and the local cluster start and stop: app servers on free
 * ports, a PostgreSQL cluster of their own, members with sessions written straight into the
 * database.
 */
import type { TrustSettings } from '@inklore/contract';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/runtime.mjs';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const STRIP_TYPES = process.features.typescript ? [] : ['--experimental-strip-types'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export type Server = { child: ChildProcess; base: string; log: () => string };

/**
 * The trust thresholds of the servers these harnesses start (trust levels, ADR 041): their
 * members are minutes old, so every vote counts and every voter is trusted at once; the server
 * suite proves the defaults. The crash trials recount the crowd facets with the same settings.
 */
export const HARNESS_TRUST: TrustSettings = {
  voteAgeHours: 0,
  trustedAgeDays: 0,
  trustedContributions: 0,
  crowdTrustedVoters: 1,
};
const HARNESS_TRUST_ENV = {
  TRUST_VOTE_AGE_HOURS: String(HARNESS_TRUST.voteAgeHours),
  TRUSTED_AGE_DAYS: String(HARNESS_TRUST.trustedAgeDays),
  TRUSTED_CONTRIBUTIONS: String(HARNESS_TRUST.trustedContributions),
  CROWD_TRUSTED_VOTERS: String(HARNESS_TRUST.crowdTrustedVoters),
};

export async function startServer(
  database: Config['database'],
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REQUESTS_IP: 'off',
    RATE_LIMIT_COMMENT_USER: 'off',
    RATE_LIMIT_VOTE_USER: 'off',
    RATE_LIMIT_REPORT_USER: 'off',
    ...HARNESS_TRUST_ENV,
    // the compile cache of the process that starts this one (scripts/runtime.mjs): a restart
    // loads its modules in about two thirds of the time
    ...(process.env.NODE_COMPILE_CACHE
      ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
      : {}),
    ...extra,
  };
  if (database.kind === 'postgres') env.DATABASE_URL = database.url;
  const child = spawn(
    process.execPath,
    [...STRIP_TYPES, ...SERVER_NODE_FLAGS, path.join('src', 'main.ts')],
    {
      cwd: SERVER_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { child, base, log: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within 120 s:\n${output}`);
}

export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export function stopGently(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A PostgreSQL cluster of this run's own, in a temporary folder. */
export class Cluster {
  readonly dir: string;
  readonly port: number;
  readonly bin: string;
  readonly asPostgres: boolean;

  constructor(bin: string, dir: string, port: number) {
    this.bin = bin;
    this.dir = dir;
    this.port = port;
    this.asPostgres = process.getuid?.() === 0;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  run(tool: string, args: string[]): void {
    const quoted = [path.join(this.bin, tool), ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`);
    const r = this.asPostgres
      ? spawnSync('su', ['postgres', '-c', quoted.join(' ')], { encoding: 'utf8' })
      : spawnSync(path.join(this.bin, tool), args, { encoding: 'utf8' });
    if (r.status !== 0) {
      throw new Error(`${tool} ${args.join(' ')} failed: ${r.stderr || r.stdout || r.error}`);
    }
  }

  init(): void {
    if (this.asPostgres) spawnSync('chown', ['postgres', path.dirname(this.dir)]);
    this.run('initdb', ['-D', this.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  }

  start(): void {
    // fsync stays on (the default): the trial is about durability.
    const opts = `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1`;
    this.run('pg_ctl', ['-D', this.dir, '-o', opts, '-l', `${this.dir}.log`, '-w', 'start']);
  }

  crash(): void {
    this.run('pg_ctl', ['-D', this.dir, '-m', 'immediate', 'stop']);
  }

  stop(): void {
    try {
      this.run('pg_ctl', ['-D', this.dir, '-m', 'fast', 'stop']);
    } catch {
      // already stopped
    }
  }
}

export function findPgBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last === undefined ? undefined : path.join(root, last, 'bin');
}

export type Member = { id: number; cookie: string; csrf: string };

/** Members with a verified email and a session each, written straight into the database. */
export async function makeMembers(
  db: Db,
  tag: string,
  count = 40,
  passwordHash = 'x',
): Promise<Member[]> {
  const members: Member[] = [];
  const now = new Date().toISOString();
  for (let i = 0; i < count; i++) {
    const username = `crash_${tag}_${i}`;
    const row = await db
      .insertInto('users')
      .values({
        username,
        username_norm: username,
        email: `${username}@example.test`,
        email_norm: `${username}@example.test`,
        // the session below is the member's; a hash only when a test signs in as well
        password_hash: passwordHash,
        role: 'user',
        email_verified: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('sessions')
      .values({
        id: createHash('sha256').update(token).digest('hex'),
        user_id: row.id,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        ip: null,
        user_agent: 'crash trial',
        mfa: 0,
      })
      .execute();
    const csrf = randomBytes(32).toString('base64url').slice(0, 43);
    members.push({ id: row.id, cookie: `inklore_session=${token}; inklore_csrf=${csrf}`, csrf });
  }
  return members;
}
