/**
 * `npm run bench` (diary part): a member's pens, pairings and diary at the size of a long
 * habit (docs/performance.md), on one core, in process (the app answering `inject`ed requests:
 * routing, access, the queries, the presenter and the JSON, no sockets).
 *
 * One member with 50 pens, 5,000 pairings and 50,000 diary days (four years of refills), and
 * 20 other members with public pens, over the demo catalogue. Measured, each request distinct:
 * the member's pages' calls (the pens list, currently inked, pages of past pairings, a month of
 * the diary, a year of one pen's diary, Year in Ink, the public pens), and the baseline measured
 * in the same run: an ink page's calls for distinct inks (the ink, its comments, its community
 * images, its collection stats, its usage counts, the member's own entry). Goal: every diary
 * call's p99 within 2x of the ink page calls' p99, on SQLite and (with --pg [URL]) PostgreSQL.
 * Figures, not a timed test: it prints PASS or MISS and never fails.
 */
import { randomBytes, createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { createDb, type Db } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { seedDemo } from '#src/seed/demo.ts';
import { prng } from '#src/seed/synthetic.ts';
import { runOnOneCore } from './one-core.ts';

const PENS = 50;
const PAIRINGS_PER_PEN = 100;
const DAYS_PER_PAIRING = 10;
const OTHERS = 20;
const GOAL_RATIO = 2;

runOnOneCore();

const argv = process.argv.slice(2);
const pgAt = argv.indexOf('--pg');
const pgUrl =
  pgAt < 0
    ? undefined
    : /^postgres(ql)?:\/\//.test(argv[pgAt + 1] ?? '')
      ? argv[pgAt + 1]
      : (process.env.BENCH_DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/postgres');

const DAY = 86_400_000;
const dayAt = (t: number) => new Date(t).toISOString().slice(0, 10);
const pct = (v: number[], p: number) =>
  v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? NaN;

async function openDb(): Promise<{
  db: Db;
  dbConfig: Parameters<typeof createDb>[0];
  done: () => Promise<void>;
}> {
  if (pgUrl) {
    const name = 'inklore_bench_diary';
    const admin = createDb({ kind: 'postgres', url: pgUrl }, { poolSize: 1 });
    await sql`drop database if exists ${sql.id(name)}`.execute(admin);
    await sql`create database ${sql.id(name)}`.execute(admin);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const dbConfig = { kind: 'postgres' as const, url: url.href };
    const db = createDb(dbConfig);
    return {
      db,
      dbConfig,
      done: async () => {
        await db.destroy();
        await sql`drop database if exists ${sql.id(name)}`.execute(admin);
        await admin.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-bench-diary-'));
  const dbConfig = { kind: 'sqlite' as const, file: path.join(dir, 'inklore.sqlite') };
  const db = createDb(dbConfig);
  return {
    db,
    dbConfig,
    done: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function member(db: Db, username: string): Promise<number> {
  const at = new Date(Date.now() - 400 * DAY).toISOString();
  const row = await db
    .insertInto('users')
    .values({
      username,
      username_norm: username,
      email: `${username}@example.test`,
      email_norm: `${username}@example.test`,
      password_hash: 'x',
      role: 'user',
      email_verified: 1,
      created_at: at,
      updated_at: at,
      signup_network: null,
      signup_cluster: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500));
}

/** The member's four years: pens, one pairing after another in each, ten marked days each. */
async function seedDiary(
  db: Db,
  userId: number,
  inkIds: number[],
  pens: number,
  isPublic: boolean,
) {
  const rand = prng(userId);
  const at = new Date().toISOString();
  const penRows = Array.from({ length: pens }, (_, i) => ({
    user_id: userId,
    kind: 'fountain' as const,
    brand: ['Pilot', 'Sailor', 'Platinum', 'TWSBI', 'LAMY'][i % 5] ?? 'Pilot',
    model: `Model ${i + 1}`,
    nib_size: ['EF', 'F', 'M', 'B'][i % 4] ?? 'M',
    nib_grind: null,
    filling_system: 'Piston',
    color: null,
    material: null,
    notes: null,
    is_public: isPublic ? 1 : 0,
    archived_at: null,
    created_at: at,
    updated_at: at,
  }));
  const penIds: number[] = [];
  await inChunks(penRows, async (chunk) => {
    const ids = await db.insertInto('pens').values(chunk).returning('id').execute();
    penIds.push(...ids.map((r) => r.id));
  });
  const perPen = pens === PENS ? PAIRINGS_PER_PEN : 3;
  const span = 15;
  const start = Date.now() - perPen * span * DAY;
  const inkings: { pen: number; ink: number; from: number; open: boolean }[] = [];
  for (const pen of penIds) {
    for (let k = 0; k < perPen; k++) {
      const ink = inkIds[Math.floor(rand() * inkIds.length)] ?? 1;
      inkings.push({ pen, ink, from: start + k * span * DAY, open: k === perPen - 1 });
    }
  }
  const inkingIds: number[] = [];
  await inChunks(inkings, async (chunk) => {
    const ids = await db
      .insertInto('inkings')
      .values(
        chunk.map((i) => ({
          user_id: userId,
          pen_id: i.pen,
          ink_id: i.ink,
          inked_on: dayAt(i.from),
          cleaned_on: i.open ? null : dayAt(i.from + (span - 1) * DAY),
          refills: 0,
          last_refilled_on: null,
          note: null,
          clean_soon_mailed_at: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    inkingIds.push(...ids.map((r) => r.id));
  });
  const uses = inkings.flatMap((i, n) =>
    Array.from({ length: DAYS_PER_PAIRING }, (_, d) => ({
      user_id: userId,
      pen_id: i.pen,
      ink_id: i.ink,
      inking_id: inkingIds[n] ?? null,
      day: dayAt(i.from + d * DAY),
      note: d === 0 ? 'first lines' : null,
      created_at: at,
    })),
  );
  await inChunks(uses, (chunk) => db.insertInto('pen_uses').values(chunk).execute());
  return { penIds, pairings: inkings.length, days: uses.length, start };
}

async function token(db: Db, userId: number): Promise<string> {
  const secret = `ink_${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      name: 'bench',
      token_hash: createHash('sha256').update(secret).digest('hex'),
      scope: 'read',
      created_at: new Date().toISOString(),
      expires_at: null,
      last_used_at: null,
    })
    .execute();
  return secret;
}

async function run(): Promise<void> {
  const { db, dbConfig, done } = await openDb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-bench-diary-data-'));
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const inkIds = (await db.selectFrom('inks').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    const t0 = performance.now();
    const me = await member(db, 'diarist');
    const mine = await seedDiary(db, me, inkIds, PENS, false);
    for (let i = 0; i < OTHERS; i++)
      await seedDiary(db, await member(db, `other${i}`), inkIds, 2, true);
    const seeded = performance.now() - t0;
    const config = {
      ...loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        // one member asking thousands of times a minute: the limits are not what is measured
        RATE_LIMIT_TOKEN_REQUESTS: '999999999/1m',
        RATE_LIMIT_REQUESTS_IP: '999999999/1m',
      }),
      database: dbConfig,
    };
    const app = await buildApp(config, { db });
    await app.ready();
    const auth = { authorization: `Bearer ${await token(db, me)}` };
    const get = async (url: string) => {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: auth });
      const ms = performance.now() - t;
      if (res.statusCode !== 200)
        throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return ms;
    };
    const rand = prng(7);
    const months = Array.from({ length: 48 }, (_, i) => {
      const d = new Date(Date.now() - i * 31 * DAY);
      const from = `${d.toISOString().slice(0, 7)}-01`;
      const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
      return { from, to: dayAt(end.getTime()) };
    });
    const thisYear = new Date().getUTCFullYear();
    const hasYear =
      (await app.inject({ method: 'GET', url: `/api/auth/year/${thisYear}`, headers: auth }))
        .statusCode === 200;
    const calls: Record<string, () => string> = {
      'GET /api/auth/pens (50 pens)': () => '/api/auth/pens',
      'GET /api/auth/inkings?state=current': () => '/api/auth/inkings?state=current',
      'GET /api/auth/inkings?state=past&page=N': () =>
        `/api/auth/inkings?state=past&page=${1 + Math.floor(rand() * 99)}`,
      'GET /api/auth/diary (a month)': () => {
        const m = months[Math.floor(rand() * months.length)] ?? months[0];
        return `/api/auth/diary?from=${m?.from}&to=${m?.to}`;
      },
      'GET /api/auth/diary (a year of one pen)': () => {
        const pen = mine.penIds[Math.floor(rand() * mine.penIds.length)];
        const y = thisYear - Math.floor(rand() * 3);
        return `/api/auth/diary?from=${y}-01-01&to=${y === thisYear ? dayAt(Date.now()) : `${y}-12-31`}&penId=${pen}`;
      },
      ...(hasYear
        ? {
            'GET /api/auth/year/{year}': () =>
              `/api/auth/year/${thisYear - Math.floor(rand() * 4)}`,
          }
        : {}),
      'GET /api/users/{u}/pens': () => `/api/users/other${Math.floor(rand() * OTHERS)}/pens`,
    };
    let inkAt = 0;
    const nextInk = () => inkIds[inkAt++ % inkIds.length] ?? 1;
    const inkPage = [
      (id: number) => `/api/inks/${id}`,
      (id: number) => `/api/inks/${id}/comments`,
      (id: number) => `/api/inks/${id}/community-images`,
      (id: number) => `/api/inks/${id}/collection-stats`,
      (id: number) => `/api/inks/${id}/usage`,
      (id: number) => `/api/inks/${id}/collection`,
    ];
    const ROUNDS = 200;
    // warm-up: the statements prepared, the code compiled
    for (let i = 0; i < 20; i++) {
      for (const c of Object.values(calls)) await get(c());
      for (const page of inkPage) await get(page(nextInk()));
    }
    const times = new Map<string, number[]>();
    const base: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, c] of Object.entries(calls)) {
        const list = times.get(name) ?? [];
        list.push(await get(c()));
        times.set(name, list);
      }
      const id = nextInk();
      for (const page of inkPage) base.push(await get(page(id)));
    }
    base.sort((a, b) => a - b);
    const baseP99 = pct(base, 99);
    console.log(
      `\nDiary (${db.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}): one member with ${PENS} pens, ${mine.pairings.toLocaleString('en')} pairings and ${mine.days.toLocaleString('en')} diary days, ${OTHERS} others with public pens (seeded in ${(seeded / 1000).toFixed(1)} s); ${ROUNDS} distinct requests per call, in process, one core`,
    );
    const row = (name: string, v: number[]) =>
      `  ${name.padEnd(44)} p50 ${pct(v, 50).toFixed(2).padStart(7)} ms  p99 ${pct(v, 99).toFixed(2).padStart(7)} ms`;
    console.log(row(`baseline: an ink page's ${inkPage.length} calls`, base));
    let worst = 0;
    for (const [name, v] of times) {
      v.sort((a, b) => a - b);
      const ratio = pct(v, 99) / baseP99;
      worst = Math.max(worst, ratio);
      console.log(`${row(name, v)}  ${ratio.toFixed(2)}x`);
    }
    if (!hasYear) console.log('  (Year in Ink is not served by this build: not measured)');
    console.log(
      `${worst <= GOAL_RATIO ? 'PASS' : 'MISS'}  every diary call's p99 within ${GOAL_RATIO}x of the ink page calls' p99  (worst ${worst.toFixed(2)}x)`,
    );
    await app.close();
  } finally {
    await done();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await run();
