import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '#src/db/database.ts';
import { withDatabase } from './global-setup.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.resolve(serverDir, '../node_modules/.bin/tsx');

type Run = {
  code: number | null;
  stdout: string;
  stderr: string;
  address?: string;
  stop: () => Promise<void>;
};

/** Starts `src/main.ts` as `npm start` does; resolves once it serves, or when it exits. */
function start(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['src/main.ts'], {
      cwd: serverDir,
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
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = /"address":"(http:\/\/[^"]+)"/.exec(stdout);
      if (m?.[1]) resolve({ code: null, stdout, stderr, address: m[1], stop });
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr, stop }));
  });
}

let dataDir: string;
let env: Record<string, string>;
let cleanup = async () => {};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-main-'));
  env = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') };
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
    try {
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
    const second = await start(env);
    expect(second.address, second.stdout + second.stderr).toBeDefined();
    try {
      expect(second.stdout).toContain('already seeded');
      expect(second.stdout).toContain('0 migrations applied');
      const r = (await (await fetch(`${second.address}/api/inks?limit=1`)).json()) as {
        total: number;
      };
      expect(r.total).toBe(828);
    } finally {
      await second.stop();
    }
  });
});
