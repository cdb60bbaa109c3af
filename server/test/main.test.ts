import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '#src/db/database.ts';
import { withDatabase } from './global-setup.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const root = path.resolve(serverDir, '..');

type Run = {
  code: number | null;
  stdout: string;
  stderr: string;
  address?: string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * Starts the server as a newcomer does: `npm start` (or `node scripts/start.mjs`); resolves
 * once it serves, or when it exits. WEB_DIST is set, so nothing is built.
 */
function start(env: Record<string, string>, how: 'npm' | 'node' = 'node'): Promise<Run> {
  return new Promise((resolve) => {
    const [cmd, args] =
      how === 'npm' ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']];
    const child = spawn(cmd, args, {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        PORT: '0',
        LOG_LEVEL: 'info',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    // getters: the output keeps growing after the promise resolves
    const run = (code: number | null): Run => ({
      code,
      get stdout() {
        return stdout;
      },
      get stderr() {
        return stderr;
      },
      child,
      stop,
    });
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = /"address":"(http:\/\/[^"]+)"/.exec(stdout);
      if (m?.[1]) resolve(Object.assign(run(null), { address: m[1] }));
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve(run(code)));
  });
}

/** Every process below `pid`, itself included. */
function processTree(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] ?? '' }));
  const out: { pid: number; args: string }[] = [];
  const walk = (id: number) => {
    for (const r of rows) if (r.pid === id) out.push(r);
    for (const r of rows) if (r.ppid === id) walk(r.pid);
  };
  walk(pid);
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A browser's cookie jar over fetch: the CSRF token, then a session. */
async function signIn(address: string, login: string, password: string) {
  const csrfRes = await fetch(`${address}/api/auth/csrf-token`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const login_ = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrfToken,
      cookie: `inklore_csrf=${csrfToken}`,
    },
    body: JSON.stringify({ login, password }),
  });
  expect(login_.status, await login_.clone().text()).toBe(200);
  const session = /inklore_session=([^;]+)/.exec(login_.headers.get('set-cookie') ?? '')?.[1];
  const csrf = login_.headers.get('x-csrf-token') ?? csrfToken;
  return {
    'content-type': 'application/json',
    'x-csrf-token': csrf,
    cookie: `inklore_csrf=${csrf}; inklore_session=${session}`,
  };
}

let dataDir: string;
let env: Record<string, string>;
let cleanup = async () => {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-main-'));
  // ENV_FILE empty: a settings file in the project folder (a developer's .env) is not read
  env = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ENV_FILE: '' };
  const pgUrl = inject('pgUrl');
  if (pgUrl) {
    const name = `inklore_main_${randomBytes(5).toString('hex')}`;
    const admin = createDb({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
    await sql`create database ${sql.id(name)}`.execute(admin);
    env['DATABASE_URL'] = withDatabase(pgUrl, name);
    cleanup = async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    };
  }
});
afterAll(async () => {
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('stops at start-up with one clear line for a bad variable', async () => {
    const run = await start({ ...env, PORT: 'abc' });
    expect(run.code).toBe(1);
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.includes('nodedir'));
    expect(lines).toEqual([
      'Inklore cannot start: Invalid PORT="abc": must be a whole number from 0 to 65535',
    ]);
  });

  it('migrates and seeds an empty database, then a second start keeps the data and seeds nothing', async () => {
    const first = await start(env);
    expect(first.address, first.stdout + first.stderr).toBeDefined();
    /** The command line of the process serving: the one started (ADR 075), or on Node
     * 22.12-22.17 its child running main.ts. */
    const serving = (run: Run) => {
      const tree = processTree(run.child.pid ?? -1);
      return (
        (
          tree.find((p) => p.args.includes('main.ts')) ??
          tree.find((p) => p.args.includes('start.mjs'))
        )?.args ?? ''
      );
    };
    try {
      // the server's V8 flags, given by start.mjs itself (ADR 075)
      expect(serving(first)).toContain('--max-semi-space-size=8');
      expect(first.stdout).toContain('seeded demo data: 828 inks, 5 news stories');
      const r = (await (await fetch(`${first.address}/api/inks?limit=1`)).json()) as {
        total: number;
      };
      expect(r.total).toBe(828);
      const health = await fetch(`${first.address}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await first.stop();
    }
    // an operator's own setting (NODE_OPTIONS here) stays theirs
    const second = await start({ ...env, NODE_OPTIONS: '--max-semi-space-size=16' });
    expect(second.address, second.stdout + second.stderr).toBeDefined();
    try {
      expect(serving(second)).not.toContain('--max-semi-space-size');
      expect(second.stdout).toContain('already seeded');
      expect(second.stdout).toContain('0 migrations applied');
      const r = (await (await fetch(`${second.address}/api/inks?limit=1`)).json()) as {
        total: number;
      };
      expect(r.total).toBe(828);
    } finally {
      await second.stop();
    }
  }, 60_000); // two server starts, each migrating or checking the schema

  it('reads the same settings file for `npm run cli` as for the server (ENV_FILE, else .env)', async () => {
    const file = path.join(dataDir, 'settings.env');
    fs.writeFileSync(file, '# staff without two-factor on this test site\nSTAFF_MFA=optional\n');
    const createAdmin = (username: string, extra: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [
          'scripts/run.mjs',
          'server/src/cli.ts',
          'user:create',
          ...['--email', `${username}@example.test`, '--username', username],
          ...['--password', 'a long enough password', '--role', 'admin'],
        ],
        { cwd: root, env: { PATH: process.env['PATH'] ?? '', ...env, ...extra }, encoding: 'utf8' },
      );
    const withFile = createAdmin('settings_a', { ENV_FILE: file });
    expect(withFile.status, withFile.stderr).toBe(0);
    expect(withFile.stdout).toContain('Created admin settings_a');
    expect(withFile.stdout).not.toContain('two-factor');
    const without = createAdmin('settings_b', {});
    expect(without.status, without.stderr).toBe(0);
    expect(without.stdout).toContain('Staff need two-factor sign-in before staff actions');
    // the environment wins over the file
    const overridden = createAdmin('settings_c', { ENV_FILE: file, STAFF_MFA: 'required' });
    expect(overridden.stdout).toContain('Staff need two-factor sign-in');
    const missing = createAdmin('settings_d', { ENV_FILE: path.join(dataDir, 'nope.env') });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('ENV_FILE: there is no file');

    const run = await start({ ...env, ENV_FILE: file });
    expect(run.address, run.stdout + run.stderr).toBeDefined();
    try {
      expect(run.stdout).toContain(`settings read from ${file}`);
    } finally {
      await run.stop();
    }
  }, 60_000);

  it('survives a burst of writes, and one SIGTERM to `npm start` stops every process it started, cleanly', async () => {
    const cli = spawnSync(
      process.execPath,
      [
        'scripts/run.mjs',
        'server/src/cli.ts',
        'user:create',
        '--email',
        'burst@example.test',
        '--username',
        'burst',
        '--password',
        'a long enough password',
        '--verified',
      ],
      { cwd: root, env: { PATH: process.env['PATH'] ?? '', ...env }, encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);

    const run = await start({ ...env, RATE_LIMIT_REQUESTS_IP: 'off' }, 'npm');
    expect(run.address, run.stdout + run.stderr).toBeDefined();
    const address = run.address ?? '';
    const port = Number(new URL(address).port);
    const headers = await signIn(address, 'burst', 'a long enough password');

    // 300 writes at once: ink-ventory entries with ratings (each recounts the ink's rating).
    const writes = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        fetch(`${address}/api/inks/${i + 1}/collection`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ status: 'owned', rating: (i % 5) + 1 }),
        }).then((r) => r.status),
      ),
    );
    expect(writes.filter((s) => s !== 201)).toEqual([]);

    const tree = processTree(run.child.pid ?? -1);
    expect(tree.length).toBeGreaterThan(1);
    const stopped = Date.now();
    const exit = new Promise<number | null>((done) =>
      run.child.once('close', (code) => done(code)),
    );
    run.child.kill('SIGTERM'); // npm alone, as `docker stop` or a process manager does
    expect(await exit).toBe(0);
    while (tree.some((p) => alive(p.pid)) && Date.now() - stopped < 10_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(tree.filter((p) => alive(p.pid)).map((p) => p.args)).toEqual([]);
    expect(Date.now() - stopped).toBeLessThan(10_000);

    // closed, not killed: it said so, nothing aborted, and the port is free again
    expect(run.stdout).toContain('SIGTERM received, closing');
    expect(run.stderr).not.toMatch(/Assertion failed|Aborted|Segmentation|core dumped/i);
    await new Promise<void>((done, fail) => {
      const probe = net.createServer().once('error', fail);
      probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
    });

    // The last connection closed cleanly: SQLite folded its write-ahead log back in.
    if (!env['DATABASE_URL'])
      expect(fs.existsSync(path.join(dataDir, 'inklore.sqlite-wal'))).toBe(false);
    const db = createDb(
      env['DATABASE_URL']
        ? { kind: 'postgres', url: env['DATABASE_URL'] }
        : { kind: 'sqlite', file: path.join(dataDir, 'inklore.sqlite') },
    );
    try {
      const { n } = await db
        .selectFrom('inventory_entries')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(300);
      if (!env['DATABASE_URL']) {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        expect(check.rows[0]?.integrity_check).toBe('ok');
      }
    } finally {
      await db.destroy();
    }
  });
});
