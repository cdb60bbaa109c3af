/**
 * `npm run bench:feed -w @inklore/server [-- --pg [URL]]` (also part of `npm run bench`): the
 * feed and the bell (ADR 060, docs/performance.md) on one core, in process (the app answering
 * `inject`ed requests: routing, access, the queries, the re-check, the presenter and the JSON,
 * no sockets).
 *
 * 600 active members with 1,000 public events each (community images, approved discoveries,
 * public collections), 1,400 members with 150 each whom nobody here follows, all interleaved by
 * time (810,000 events); 20 readers each following 500 of the active members and 5 brands, each
 * with 2,000 notifications of which 300 unread. Also a quiet reader following 500 members who
 * did little, long ago (the feed's second step, merged per followed member, does the work).
 * Each reader calls as the web app does, with a session cookie. Measured, each request distinct: the first page of a reader's feed, a next page (the first
 * page's cursor), a page from a cursor deep in the past, the quiet reader's first page, the
 * bell's count, and the baseline measured in the same run: an ink page's calls for distinct
 * inks. Goals (the issue's): the first page's p99 at most 20 ms and the bell's at most 5 ms,
 * on SQLite and (with --pg [URL]) PostgreSQL. Figures, not a timed test: it prints PASS or MISS
 * and never fails.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { createDb, type Db } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { feed } from '#src/features/social/feed.service.ts';
import { bellCount } from '#src/features/social/social.service.ts';
import type { RequestActor } from '#src/lib/actor.ts';
import { seedDemo } from '#src/seed/demo.ts';
import { prng } from '#src/seed/synthetic.ts';
import { runOnOneCore } from './one-core.ts';

const ACTIVE = 600;
const EVENTS_PER_ACTIVE = 1000;
const OTHERS = 1400;
const EVENTS_PER_OTHER = 150;
const READERS = 20;
const FOLLOWS = 500;
const BRANDS = 5;
const NOTIFICATIONS = 2000;
const UNREAD = 300;
const QUIET = 500;
const GOAL_FEED_MS = 20;
const GOAL_BELL_MS = 5;

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
const pct = (v: number[], p: number) =>
  v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? NaN;

async function openDb(): Promise<{
  db: Db;
  dbConfig: Parameters<typeof createDb>[0];
  done: () => Promise<void>;
}> {
  if (pgUrl) {
    const name = 'inklore_bench_feed';
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-bench-feed-'));
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

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** `count` verified members named `prefix0`, `prefix1`...: their ids in order. */
async function members(db: Db, prefix: string, count: number): Promise<number[]> {
  const at = new Date(Date.now() - 400 * DAY).toISOString();
  const ids: number[] = [];
  await inChunks(
    Array.from({ length: count }, (_, i) => `${prefix}${i}`),
    500,
    async (names) => {
      const rows = await db
        .insertInto('users')
        .values(
          names.map((username) => ({
            username,
            username_norm: username,
            email: `${username}@example.test`,
            email_norm: `${username}@example.test`,
            password_hash: 'x',
            role: 'user' as const,
            email_verified: 1,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    },
  );
  return ids;
}

/**
 * What the events point at, so that each one passes the feed's re-check: one public
 * collection and one community image per member.
 */
async function targets(db: Db, userIds: number[], inkIds: number[]) {
  const at = new Date().toISOString();
  const collections = new Map<number, number>();
  const images = new Map<number, number>();
  await inChunks(userIds, 500, async (chunk) => {
    const rows = await db
      .insertInto('collections')
      .values(
        chunk.map((u) => ({
          user_id: u,
          name: `Shelf ${u}`,
          is_public: 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    for (const r of rows) collections.set(r.user_id, r.id);
    const imgs = await db
      .insertInto('community_images')
      .values(
        chunk.map((u, i) => ({
          ink_id: inkIds[(u * 7 + i) % inkIds.length] ?? 1,
          user_id: u,
          image_url: `/media/community/${u}.jpg`,
          thumbnail_url: `/media/community/${u}-thumb.jpg`,
          width: 800,
          height: 600,
          caption: `Swatch by ${u}`,
          category: 'Swatch' as const,
          paper_type: null,
          pen_nib: null,
          photo_l: null,
          photo_a: null,
          photo_b: null,
          created_at: at,
        })),
      )
      .returning(['id', 'user_id', 'ink_id'])
      .execute();
    for (const r of imgs) images.set(r.user_id, r.id);
  });
  return { collections, images };
}

async function run(): Promise<void> {
  const { db, dbConfig, done } = await openDb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-bench-feed-data-'));
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const inks = await db
      .selectFrom('inks')
      .select(['id', 'brand_norm'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const inkIds = inks.map((r) => r.id);
    const brands = [...new Set(inks.map((r) => r.brand_norm))];
    const t0 = performance.now();
    const rand = prng(60);
    const active = await members(db, 'active', ACTIVE);
    const others = await members(db, 'other', OTHERS);
    const quiet = await members(db, 'quiet', QUIET);
    const readers = await members(db, 'reader', READERS);
    const [quietReader] = await members(db, 'quietreader', 1);
    const { collections, images } = await targets(db, [...active, ...others, ...quiet], inkIds);
    const imageInk = new Map(
      (await db.selectFrom('community_images').select(['id', 'ink_id']).execute()).map((r) => [
        r.id,
        r.ink_id,
      ]),
    );

    // the events, oldest first: the quiet members' few, long ago; then everyone else's,
    // interleaved as time goes (each step, each member acts with the chance that spreads their
    // events over the steps)
    const start = Date.now() - 365 * DAY;
    type Ev = {
      kind: 'image' | 'discovery' | 'collection' | 'brand_ink';
      actor_id: number | null;
      brand_norm: string | null;
      ink_id: number | null;
      target_id: number;
      created_at: string;
    };
    const eventOf = (actor: number, at: number): Ev => {
      const r = rand();
      const created_at = new Date(at).toISOString();
      if (r < 0.4) {
        const image = images.get(actor) ?? 1;
        return {
          kind: 'image',
          actor_id: actor,
          brand_norm: null,
          ink_id: imageInk.get(image) ?? null,
          target_id: image,
          created_at,
        };
      }
      if (r < 0.7) {
        const ink = inkIds[Math.floor(rand() * inkIds.length)] ?? 1;
        return {
          kind: 'discovery',
          actor_id: actor,
          brand_norm: null,
          ink_id: ink,
          target_id: ink,
          created_at,
        };
      }
      return {
        kind: 'collection',
        actor_id: actor,
        brand_norm: null,
        ink_id: null,
        target_id: collections.get(actor) ?? 1,
        created_at,
      };
    };
    let written = 0;
    const write = async (rows: Ev[]) => {
      await inChunks(rows, 2000, (chunk) => db.insertInto('feed_events').values(chunk).execute());
      written += rows.length;
    };
    await write(
      quiet.flatMap((q, i) =>
        Array.from({ length: 5 }, (_, k) => eventOf(q, start - (i + k) * 60_000)),
      ),
    );
    // every member's events, shuffled: each one's spread over the year
    const slots: number[] = [];
    for (const id of active) for (let k = 0; k < EVENTS_PER_ACTIVE; k++) slots.push(id);
    for (const id of others) for (let k = 0; k < EVENTS_PER_OTHER; k++) slots.push(id);
    for (let k = slots.length - 1; k > 0; k--) {
      const m = Math.floor(rand() * (k + 1));
      [slots[k], slots[m]] = [slots[m] ?? 0, slots[k] ?? 0];
    }
    let batch: Ev[] = [];
    for (const [n, actor] of slots.entries()) {
      const at = start + (n / slots.length) * 364 * DAY;
      batch.push(eventOf(actor, at));
      // a brand's new ink now and then
      if (n % 1000 === 0) {
        const ink = inks[Math.floor(rand() * inks.length)];
        batch.push({
          kind: 'brand_ink',
          actor_id: null,
          brand_norm: ink?.brand_norm ?? null,
          ink_id: ink?.id ?? 1,
          target_id: ink?.id ?? 1,
          created_at: new Date(at).toISOString(),
        });
      }
      if (batch.length >= 20_000) {
        await write(batch);
        batch = [];
      }
    }
    await write(batch);

    // the readers: 500 of the active members and 5 brands each; their notifications
    const now = new Date().toISOString();
    const follows = readers.flatMap((r) => {
      const picked = [...active].sort(() => rand() - 0.5).slice(0, FOLLOWS);
      return picked.map((f) => ({ follower_id: r, followee_id: f, created_at: now }));
    });
    follows.push(
      ...quiet.map((q) => ({ follower_id: quietReader ?? 0, followee_id: q, created_at: now })),
    );
    await inChunks(follows, 2000, (c) => db.insertInto('follows').values(c).execute());
    await inChunks(
      readers.flatMap((r) =>
        Array.from({ length: BRANDS }, (_, i) => ({
          user_id: r,
          brand_norm: brands[(r + i * 7) % brands.length] ?? 'pilot',
          created_at: now,
        })),
      ),
      2000,
      (c) => db.insertInto('brand_follows').values(c).execute(),
    );
    const notes = readers.flatMap((r) =>
      Array.from({ length: NOTIFICATIONS }, (_, i) => ({
        user_id: r,
        kind: 'new_follower',
        actor_id: active[i % active.length] ?? null,
        target_id: null,
        details: '{}',
        read_at: i < NOTIFICATIONS - UNREAD ? now : null,
        created_at: now,
      })),
    );
    await inChunks(notes, 2000, (c) => db.insertInto('notifications').values(c).execute());
    // the planner's statistics, and on PostgreSQL the visibility map autovacuum keeps (index-only
    // scans read no table pages for rows it covers)
    await sql.raw(db.kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
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
    // each reader signed in as the web app is (a session cookie: one read per request; a
    // personal access token would add its rate-limit counter's write to every request)
    const sessions = new Map<number, string>();
    for (const r of [...readers, quietReader ?? 0]) {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('sessions')
        .values({
          id: createHash('sha256').update(token).digest('hex'),
          user_id: r,
          created_at: now,
          last_seen_at: new Date().toISOString(),
          expires_at: new Date(Date.now() + DAY).toISOString(),
          ip: null,
          user_agent: 'bench',
          mfa: 0,
        })
        .execute();
      sessions.set(r, token);
    }
    const call = async (userId: number, url: string) => {
      const t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: `inklore_session=${sessions.get(userId) ?? ''}` },
      });
      const ms = performance.now() - t;
      if (res.statusCode !== 200)
        throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return { ms, body: res.body };
    };
    const range = await db
      .selectFrom('feed_events')
      .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
      .executeTakeFirstOrThrow();
    const lo = range.lo;
    const hi = range.hi;
    const asActor = (id: number): RequestActor => ({
      id,
      role: 'user',
      emailVerified: true,
      restriction: null,
      restrictionReason: null,
      totpEnabled: false,
      twoFactorSession: false,
    });
    const reader = () => readers[Math.floor(rand() * readers.length)] ?? 0;
    const cursors = new Map<number, number>();
    const calls: Record<string, () => Promise<number>> = {
      'GET /api/auth/feed (first page)': async () => {
        const r = reader();
        const { ms, body } = await call(r, '/api/auth/feed');
        const next = (JSON.parse(body) as { nextBefore: number | null }).nextBefore;
        if (next !== null) cursors.set(r, next);
        return ms;
      },
      'GET /api/auth/feed?before= (next page)': async () => {
        const r = readers.find((x) => cursors.has(x)) ?? reader();
        const before = cursors.get(r);
        const { ms, body } = await call(r, `/api/auth/feed${before ? `?before=${before}` : ''}`);
        const next = (JSON.parse(body) as { nextBefore: number | null }).nextBefore;
        if (next === null) cursors.delete(r);
        else cursors.set(r, next);
        return ms;
      },
      'GET /api/auth/feed?before= (deep in the past)': async () =>
        (await call(reader(), `/api/auth/feed?before=${lo + Math.floor(rand() * (hi - lo))}`)).ms,
      'GET /api/auth/feed (quiet members followed)': async () =>
        (await call(quietReader ?? 0, '/api/auth/feed')).ms,
      'GET /api/auth/notifications/count (the bell)': async () =>
        (await call(reader(), '/api/auth/notifications/count')).ms,
      'GET /api/auth/notifications (a page)': async () =>
        (await call(reader(), '/api/auth/notifications')).ms,
      // the work of the two calls of the goals alone, without the HTTP request's own cost
      'feed(): the first page, no HTTP': async () => {
        const t = performance.now();
        await feed(db, asActor(reader()), undefined);
        return performance.now() - t;
      },
      'bellCount(): the bell, no HTTP': async () => {
        const t = performance.now();
        await bellCount(db, asActor(reader()));
        return performance.now() - t;
      },
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
    const ROUNDS = 300;
    // warm-up: the statements prepared, the code compiled
    for (let i = 0; i < 20; i++) {
      for (const c of Object.values(calls)) await c();
      for (const page of inkPage) await call(reader(), page(nextInk()));
    }
    const times = new Map<string, number[]>();
    const base: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, c] of Object.entries(calls)) {
        const list = times.get(name) ?? [];
        list.push(await c());
        times.set(name, list);
      }
      const id = nextInk();
      for (const page of inkPage) base.push((await call(reader(), page(id))).ms);
    }
    base.sort((a, b) => a - b);
    const baseP99 = pct(base, 99);
    console.log(
      `\nFeed (${db.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}): ${written.toLocaleString('en')} events (${ACTIVE} members with ${EVENTS_PER_ACTIVE.toLocaleString('en')}, ${OTHERS.toLocaleString('en')} with ${EVENTS_PER_OTHER}, ${QUIET} quiet ones with 5), ${READERS} readers following ${FOLLOWS} members and ${BRANDS} brands, ${NOTIFICATIONS.toLocaleString('en')} notifications each (${UNREAD} unread) (seeded in ${(seeded / 1000).toFixed(1)} s); ${ROUNDS} distinct requests per call, in process, one core`,
    );
    const row = (name: string, v: number[]) =>
      `  ${name.padEnd(46)} p50 ${pct(v, 50).toFixed(2).padStart(7)} ms  p99 ${pct(v, 99).toFixed(2).padStart(7)} ms`;
    console.log(row(`baseline: an ink page's ${inkPage.length} calls`, base));
    for (const [name, v] of times) {
      v.sort((a, b) => a - b);
      console.log(`${row(name, v)}  ${(pct(v, 99) / baseP99).toFixed(2)}x`);
    }
    const feedP99 = pct(times.get('GET /api/auth/feed (first page)') ?? [], 99);
    const bellP99 = pct(times.get('GET /api/auth/notifications/count (the bell)') ?? [], 99);
    console.log(
      `${feedP99 <= GOAL_FEED_MS ? 'PASS' : 'MISS'}  the feed's first page p99 ${feedP99.toFixed(2)} ms (goal ${GOAL_FEED_MS} ms)`,
    );
    console.log(
      `${bellP99 <= GOAL_BELL_MS ? 'PASS' : 'MISS'}  the bell's count p99 ${bellP99.toFixed(2)} ms (goal ${GOAL_BELL_MS} ms)`,
    );
    await app.close();
  } finally {
    await done();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await run();
