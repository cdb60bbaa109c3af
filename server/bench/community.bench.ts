/**
 * `npm run bench:community -w @inklore/server [-- --scale 1|0.1|0.01] [--pg [URL]] [--growth]
 * [--runs N] [--rounds N]`
 * (also part of `npm run bench`): what members do on a community at scale (docs/performance.md,
 * "A community at scale"), on one core, in process (the app answering `inject`ed requests with
 * a session cookie, as the web app calls: routing, access, the queries, the presenter and the
 * JSON, no sockets), on the database `npm run seed:community` builds and caches.
 *
 * Measured, each request distinct (a new ink, member or image each time, so no cache flatters
 * it): an ink page's calls (the ink, its community images' first page, comments, collection
 * stats, the member's image vote and entry, property votes) for inks drawn by popularity (by
 * owners, without repeats); a public profile and its overview for members drawn by activity
 * (by entries; the overview held to the 2,000+ goal, as one draw in seven is such a member,
 * and drawn again among the others, held to the readers'), and separately for members with
 * 2,000 entries or more; the badges; the
 * community stats; the staff notifications (as a moderator); adding an ink-ventory entry and
 * voting for an image (writes; undone through the API after, unmeasured). The baseline
 * measured in the same run: GET /api/health with a session (the app's fixed cost per request).
 *
 * Goals (docs/performance.md): every read p99 at most 20 ms, a profile of 2,000 entries at most 30 ms,
 * the community stats and the staff notifications at most 5 ms, writes at most 30 ms. Figures,
 * not a timed test: prints PASS or MISS and never fails on them. --growth runs 1%, 10% and
 * 100% in turn, --runs N times (3; interleaved, each run drawing other inks and members),
 * and prints each call's p50 and p99 at each scale over the runs' requests pooled, with the
 * steps' ratios of the p99s (goal: no step worse than 1.5x) and every run's own p99.
 * --rounds N (1,000) requests per call (a slow call stops after 20 s of its own time, with 3
 * at least); --explain then prints the slowest queries of each missed call
 * with their plans. Writes its figures as JSON in
 * server/.cache/bench-results/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { startCheckpointer } from '#src/db/checkpointer.ts';
import { createDb } from '#src/db/database.ts';
import { ensureCommunity, parseCommunityArgs, percentName } from '#src/seed/community.ts';
import { prng } from '#src/seed/synthetic.ts';
import {
  deleteBenchSessions,
  explain,
  imageIdRange,
  imagesFrom,
  inksByOwners,
  insertSession,
  memberInks,
  membersByEntries,
  staffMember,
} from './community.queries.ts';
import { runOnOneCore } from './one-core.ts';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = path.join(SERVER_DIR, '.cache', 'bench-results');
const HEAVY = 2_000;
const GOAL_READ = 20;
const GOAL_HEAVY = 30;
const GOAL_COUNTS = 5;
const GOAL_WRITE = 30;
const GOAL_STEP = 1.5;
const SCALES = [0.01, 0.1, 1];
const BUDGET_MS = 20_000;
const MIN_ROUNDS = 3;

runOnOneCore();

const argv = process.argv.slice(2);
const growth = argv.includes('--growth');
const explaining = argv.includes('--explain');
/** The value after `--name`, as a number, else `fallback`. */
function numberArg(name: string, fallback: number): number {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
}
const ROUNDS = numberArg('--rounds', 1000);
// --growth's runs of each scale (interleaved: 1%, 10%, 100%, 1%, ...), each drawing its own
// inks and members; the table pools their requests
const RUNS = numberArg('--runs', 3);
// which of those runs this process is (its draw)
const RUN = numberArg('--run', 0);
const valued = new Set(['--rounds', '--runs', '--run']);
const seedArgs = argv.filter(
  (a, i) =>
    a !== '--growth' && a !== '--explain' && !valued.has(a) && !valued.has(argv[i - 1] ?? ''),
);
const args = parseCommunityArgs(seedArgs);
const dbName = args.pg ? 'PostgreSQL' : 'SQLite';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

type Call = { name: string; goal: number; kind: 'read' | 'write' | 'baseline' };
type Figures = {
  db: string;
  scale: number;
  size: Record<string, number>;
  seedSeconds: number;
  built: boolean;
  bytes: number;
  rounds: number;
  calls: {
    name: string;
    goal: number;
    kind: string;
    n: number;
    p50: number;
    p99: number;
    max: number;
    /** every request's time (ms), sorted: --growth pools the runs' */
    times: number[];
  }[];
};

/** Draws `n` of `items` without repeats, each with the chance of its weight (Efraimidis-Spirakis). */
function weightedDistinct<T>(items: T[], weight: (t: T) => number, n: number, r: () => number) {
  return items
    .map((t) => ({ t, key: Math.log(r()) / Math.max(1e-9, weight(t)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, n)
    .map((x) => x.t);
}

/**
 * Reads a SQLite file through once, so that its pages are in the system's cache as on a
 * server that has been running: the run after a PostgreSQL bench (which reads gigabytes)
 * otherwise measures the disk in its first pass at 100% (p99s twice the later passes').
 */
async function warmFile(file: string): Promise<void> {
  const t = performance.now();
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 22 })) {
    bytes += (chunk as Buffer).length;
  }
  const gb = (bytes / 1e9).toFixed(2);
  console.log(
    `  (read ${gb} GB of ${path.basename(file)} into the system's cache in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
}

async function runScale(scale: number): Promise<Figures> {
  const cached = await ensureCommunity({ ...args, scale });
  if (cached.database.kind === 'sqlite') await warmFile(cached.database.file);
  const db = createDb(cached.database);
  // --explain: the queries of one request, each with its time, compiled as the app sent them
  const seen: { sql: string; params: readonly unknown[]; ms: number }[] = [];
  let recording = false;
  const started = new Map<QueryId, { node: RootOperationNode; at: number }>();
  const watch: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (recording) started.set(queryId, { node, at: performance.now() });
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const s = started.get(queryId);
      if (s) {
        started.delete(queryId);
        const compiled = db.getExecutor().compileQuery(s.node, queryId);
        seen.push({ sql: compiled.sql, params: compiled.parameters, ms: performance.now() - s.at });
      }
      return Promise.resolve(result);
    },
  };
  const appDb = explaining ? Object.assign(db.withPlugin(watch), { kind: db.kind }) : db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-bench-community-'));
  fs.cpSync(path.join(cached.dataDir, 'media'), path.join(dataDir, 'media'), { recursive: true });
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // many requests a minute from few members: the limits are not what is measured
      RATE_LIMIT_TOKEN_REQUESTS: '999999999/1m',
      RATE_LIMIT_REQUESTS_IP: '999999999/1m',
    }),
    database: cached.database,
  };
  const app = await buildApp(config, { db: appDb });
  await app.ready();
  // as the server runs (main.ts): SQLite's checkpoints in a thread of their own (ADR 086)
  const checkpoints =
    cached.database.kind === 'sqlite'
      ? await startCheckpointer(db, cached.database.file)
      : { stop: () => Promise.resolve() };
  const undo: (() => Promise<unknown>)[] = [];
  try {
    const r = prng(35 + RUN * 7919);
    const need = ROUNDS + 40;
    const inks = await inksByOwners(db);
    // inks by popularity without repeats; the most owned three always among them
    const pageInks = [
      ...inks.slice(0, 3),
      ...weightedDistinct(inks.slice(3), (i) => i.owners + 1, need, r),
    ].map((i) => i.id);
    const members = await membersByEntries(db);
    const heavy = members.filter((m) => m.entries >= HEAVY);
    const profiles = weightedDistinct(members, (m) => m.entries, need, r);
    const lighter = weightedDistinct(
      members.filter((m) => m.entries < HEAVY),
      (m) => m.entries,
      need,
      r,
    );
    const moderator = await staffMember(db, 'moderator');
    // viewers: members drawn at random, each with a session; writers: one write each
    const viewers = weightedDistinct(members, () => 1, Math.min(members.length, 200), r);
    const sessions = new Map<number, string>();
    const session = async (id: number) => {
      const have = sessions.get(id);
      if (have) return have;
      // the moderator signed in with two factors, as staff must
      const token = await insertSession(db, id, id === moderator);
      sessions.set(id, token);
      return token;
    };
    for (const v of viewers) await session(v.id);
    await session(moderator);
    const csrf = (
      JSON.parse((await app.inject({ method: 'GET', url: '/api/auth/csrf-token' })).body) as {
        csrfToken: string;
      }
    ).csrfToken;
    const call = async (
      userId: number,
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      body?: unknown,
    ) => {
      const t = performance.now();
      const res = await app.inject({
        method,
        url,
        headers: {
          cookie: `inklore_session=${await session(userId)}; inklore_csrf=${csrf}`,
          ...(method === 'GET' ? {} : { 'x-csrf-token': csrf }),
        },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const ms = performance.now() - t;
      if (res.statusCode >= 300) {
        throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
      return { ms, body: res.body };
    };

    // the writes' material: members who add an ink they do not hold and vote an image of an
    // ink whose images they have not voted for
    const range = await imageIdRange(db);
    const writers = weightedDistinct(members, () => 1, Math.min(members.length, need), r);
    const entryWrites: { user: number; ink: number }[] = [];
    const voteWrites: { user: number; image: number }[] = [];
    // a small community has fewer members than requests: a member then writes more than once,
    // never the same ink twice (a repeat would be refused, and would not be a write)
    const inksOf = new Map<number, Awaited<ReturnType<typeof memberInks>>>();
    for (
      let pass = 0;
      pass < 20 && (entryWrites.length < need || voteWrites.length < need);
      pass++
    ) {
      for (const w of writers) {
        let mine = inksOf.get(w.id);
        if (!mine) inksOf.set(w.id, (mine = await memberInks(db, w.id)));
        if (entryWrites.length < need) {
          let ink = 0;
          for (let k = 0; k < 100 && (ink === 0 || mine.held.has(ink)); k++) {
            ink = pageInks[Math.floor(r() * pageInks.length)] ?? 0;
          }
          if (ink !== 0 && !mine.held.has(ink)) {
            entryWrites.push({ user: w.id, ink });
            mine.held.add(ink);
          }
        }
        if (voteWrites.length < need) {
          const from = range.lo + Math.floor(r() * (range.hi - range.lo + 1));
          const { voted } = mine;
          const image = (await imagesFrom(db, from, 50)).find(
            (i) => i.user !== w.id && !voted.has(i.ink),
          );
          if (image) {
            voteWrites.push({ user: w.id, image: image.id });
            voted.add(image.ink);
          }
        }
      }
    }

    const calls: (Call & { run: (round: number) => Promise<number> })[] = [];
    const viewer = (round: number) => viewers[round % viewers.length]?.id ?? moderator;
    const inkOf = (round: number) => pageInks[round % pageInks.length] ?? 1;
    const add = (call: Call, run: (round: number) => Promise<number>) =>
      calls.push({ ...call, run });
    add({ name: 'baseline: GET /api/health', goal: Infinity, kind: 'baseline' }, async (i) => {
      return (await call(viewer(i), 'GET', '/api/health')).ms;
    });
    const inkPage: [string, (id: number) => string][] = [
      ['the ink', (id) => `/api/inks/${id}`],
      ['community images, first page', (id) => `/api/inks/${id}/community-images`],
      ['comments, first page', (id) => `/api/inks/${id}/comments/page`],
      ['collection stats', (id) => `/api/inks/${id}/collection-stats`],
      ["the member's image vote", (id) => `/api/inks/${id}/user-vote`],
      ["the member's entry", (id) => `/api/inks/${id}/collection`],
      ['property votes', (id) => `/api/inks/${id}/property-votes`],
    ];
    for (const [name, url] of inkPage) {
      add(
        { name: `ink page: ${name}`, goal: GOAL_READ, kind: 'read' },
        async (i) => (await call(viewer(i), 'GET', url(inkOf(i)))).ms,
      );
    }
    const profileOf = (list: typeof members, i: number) =>
      encodeURIComponent(list[i % Math.max(1, list.length)]?.username ?? 'member1');
    add(
      { name: 'profile (by activity)', goal: GOAL_READ, kind: 'read' },
      async (i) => (await call(viewer(i), 'GET', `/api/users/${profileOf(profiles, i)}`)).ms,
    );
    // Members drawn by activity are one in seven a member of 2,000+ entries at 100% (they hold
    // that share of the entries), whose goal is 30 ms: the draw over everyone is held to that;
    // the same draw among the others to the readers' 20 ms. The 2,000+ are also drawn alone.
    add(
      { name: 'profile overview (by activity)', goal: GOAL_HEAVY, kind: 'read' },
      async (i) =>
        (await call(viewer(i), 'GET', `/api/users/${profileOf(profiles, i)}/overview`)).ms,
    );
    add(
      {
        name: `profile overview (by activity, under ${HEAVY.toLocaleString('en')})`,
        goal: GOAL_READ,
        kind: 'read',
      },
      async (i) =>
        (await call(viewer(i), 'GET', `/api/users/${profileOf(lighter, i)}/overview`)).ms,
    );
    if (heavy.length > 0) {
      add(
        {
          name: `profile (${HEAVY.toLocaleString('en')}+ entries)`,
          goal: GOAL_HEAVY,
          kind: 'read',
        },
        async (i) => (await call(viewer(i), 'GET', `/api/users/${profileOf(heavy, i)}`)).ms,
      );
      add(
        {
          name: `profile overview (${HEAVY.toLocaleString('en')}+ entries)`,
          goal: GOAL_HEAVY,
          kind: 'read',
        },
        async (i) =>
          (await call(viewer(i), 'GET', `/api/users/${profileOf(heavy, i)}/overview`)).ms,
      );
    }
    add(
      { name: 'badges', goal: GOAL_READ, kind: 'read' },
      async (i) => (await call(viewer(i), 'GET', '/api/badges')).ms,
    );
    add(
      { name: 'community stats', goal: GOAL_COUNTS, kind: 'read' },
      async (i) => (await call(viewer(i), 'GET', '/api/community/stats')).ms,
    );
    add(
      { name: 'staff notifications (moderator)', goal: GOAL_COUNTS, kind: 'read' },
      async () => (await call(moderator, 'GET', '/api/admin/notifications')).ms,
    );
    let entryAt = 0;
    add({ name: 'write: add an ink-ventory entry', goal: GOAL_WRITE, kind: 'write' }, async () => {
      const w = entryWrites[entryAt++ % Math.max(1, entryWrites.length)];
      if (!w) return NaN;
      const { ms } = await call(w.user, 'POST', `/api/inks/${w.ink}/collection`, {
        status: 'owned',
      });
      undo.push(() => call(w.user, 'DELETE', `/api/inks/${w.ink}/collection?kind=bottle`));
      return ms;
    });
    let voteAt = 0;
    add({ name: 'write: vote for an image', goal: GOAL_WRITE, kind: 'write' }, async () => {
      const w = voteWrites[voteAt++ % Math.max(1, voteWrites.length)];
      if (!w) return NaN;
      const { ms } = await call(w.user, 'POST', `/api/community-images/${w.image}/vote`);
      // a second vote on the same image withdraws it
      undo.push(() => call(w.user, 'POST', `/api/community-images/${w.image}/vote`));
      return ms;
    });

    // warm-up: statements prepared, code compiled (requests beyond the measured ones); a
    // call that is slow gets fewer rounds: at most BUDGET_MS of its time, at least MIN_ROUNDS
    const WARM = 5;
    const slow = new Set<string>();
    for (let i = 0; i < WARM; i++) {
      for (const c of calls) {
        if (c.kind === 'write' || slow.has(c.name)) continue;
        // a call of a second or more is warm after one request
        if ((await c.run(ROUNDS + 20 + i)) > 1000) slow.add(c.name);
      }
    }
    const times = new Map<string, number[]>(calls.map((c) => [c.name, []]));
    const spent = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of calls) {
        const list = times.get(c.name) ?? [];
        if ((spent.get(c.name) ?? 0) > BUDGET_MS && list.length >= MIN_ROUNDS) continue;
        const ms = await c.run(round);
        if (Number.isNaN(ms)) continue;
        list.push(ms);
        spent.set(c.name, (spent.get(c.name) ?? 0) + ms);
      }
    }
    const figures: Figures = {
      db: dbName,
      scale,
      size: cached.size,
      seedSeconds: cached.seconds,
      built: cached.built,
      bytes: cached.bytes,
      rounds: ROUNDS,
      calls: calls.map((c) => {
        const v = (times.get(c.name) ?? []).sort((a, b) => a - b);
        return {
          name: c.name,
          goal: c.goal,
          kind: c.kind,
          n: v.length,
          p50: pct(v, 50),
          p99: pct(v, 99),
          max: v[v.length - 1] ?? NaN,
          times: v.map((ms) => Math.round(ms * 1000) / 1000),
        };
      }),
    };
    printScale(figures, heavy.length);
    if (explaining) {
      // each call that missed its goal once more, on its heaviest target (the most owned ink,
      // the most active member), its two slowest queries with their plans
      for (const c of calls) {
        const f = figures.calls.find((x) => x.name === c.name);
        if (!f || c.kind === 'baseline' || f.p99 <= c.goal) continue;
        seen.length = 0;
        recording = true;
        const ms = await c.run(0);
        recording = false;
        console.log(`\n${c.name}: ${ms.toFixed(1)} ms, ${seen.length} queries`);
        for (const q of [...seen].sort((a, b) => b.ms - a.ms).slice(0, 2)) {
          console.log(`  ${q.ms.toFixed(1)} ms: ${q.sql.replace(/\s+/g, ' ').slice(0, 600)}`);
          console.log(`    params ${JSON.stringify(q.params).slice(0, 200)}`);
          if (/^\s*select/i.test(q.sql)) {
            const plan = await explain(db, q.sql, q.params);
            console.log(plan.replace(/^/gm, '    | '));
          }
        }
      }
    }
    return figures;
  } finally {
    for (const u of undo.reverse()) await u();
    await deleteBenchSessions(db);
    await app.close();
    await checkpoints.stop();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printScale(f: Figures, heavyMembers: number): void {
  const base = f.calls.find((c) => c.kind === 'baseline')?.p99 ?? NaN;
  console.log(
    `\nCommunity at ${percentName(f.scale)}% (${f.db}): ${f.size.members?.toLocaleString('en')} members ` +
      `(${heavyMembers} with ${HEAVY.toLocaleString('en')}+ entries), ${f.size.entries?.toLocaleString('en')} entries, ` +
      `${f.size.images?.toLocaleString('en')} images, ${f.size.imageVotes?.toLocaleString('en')} image votes; ` +
      `${(f.bytes / 1e6).toFixed(0)} MB, ${f.built ? `built in ${f.seedSeconds.toFixed(0)} s` : 'cached'}; ` +
      `${f.rounds} distinct requests per call, in process, one core`,
  );
  for (const c of f.calls) {
    const verdict = c.kind === 'baseline' ? '    ' : c.p99 <= c.goal ? 'PASS' : 'MISS';
    console.log(
      `  ${verdict}  ${c.name.padEnd(44)} p50 ${c.p50.toFixed(2).padStart(7)} ms  p99 ${c.p99
        .toFixed(2)
        .padStart(7)} ms  ${(c.p99 / base).toFixed(1).padStart(6)}x baseline` +
        (c.kind === 'baseline' ? '' : `  (goal ${c.goal} ms)`) +
        (c.n < f.rounds ? `  [${c.n} requests: over its time budget]` : ''),
    );
  }
}

function printGrowth(all: Figures[], runs: Figures[][]): void {
  const names = all[0]?.calls.map((c) => c.name) ?? [];
  const count = runs[0]?.length ?? 0;
  const head = all.map((f) => `${percentName(f.scale)}%`.padStart(17)).join('');
  console.log(
    `\nGrowth (${dbName}): p50 / p99 in ms per scale, over the ${all[0]?.rounds ?? ROUNDS} distinct requests of ` +
      `${count} run${count === 1 ? '' : 's'} pooled; the goal's verdict on the p99 at every scale, then the ` +
      `steps' ratios of the p99s (goal <= ${GOAL_STEP}x)`,
  );
  console.log(`  ${''.padEnd(50)}${head}   steps`);
  for (const name of names) {
    const calls = all.map((f) => f.calls.find((c) => c.name === name));
    const p = calls.map((c) => c?.p99 ?? NaN);
    const steps = p.slice(1).map((v, i) => v / (p[i] ?? NaN));
    const worst = Math.max(...steps.filter((s) => !Number.isNaN(s)));
    const goal = calls[0]?.goal ?? Infinity;
    const met = p.every((v) => v <= goal);
    const verdict = name.startsWith('baseline')
      ? '         '
      : `${met ? 'PASS' : 'MISS'} ${worst <= GOAL_STEP ? 'PASS' : 'MISS'}`;
    console.log(
      `  ${verdict}  ${name.padEnd(40)}${calls
        .map((c) => `${(c?.p50 ?? NaN).toFixed(2)} / ${(c?.p99 ?? NaN).toFixed(2)}`.padStart(17))
        .join('')}   ${steps.map((s) => `${s.toFixed(2)}x`).join(' ')}`,
    );
  }
  console.log(`\nEach run's own p99 (ms), to show the spread that pooling narrows:`);
  for (const name of names) {
    const per = runs.map((list) =>
      list.map((f) => (f.calls.find((c) => c.name === name)?.p99 ?? NaN).toFixed(1)).join(', '),
    );
    console.log(`  ${name.padEnd(49)}${per.map((x) => x.padStart(17)).join('')}`);
  }
}

function resultFile(db: string, scale: number): string {
  return path.join(RESULTS_DIR, `community-${db.toLowerCase()}-${percentName(scale)}.json`);
}

function save(f: Figures): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(resultFile(f.db, f.scale), `${JSON.stringify(f, null, 2)}\n`);
}

/**
 * One scale's runs as one: every request of every run pooled, so each call's p99 is read from
 * 3,000 requests (with three runs), not 1,000: its 30th slowest, where one run's is its 10th.
 */
function pooled(runs: Figures[]): Figures {
  const first = runs[0];
  if (!first) throw new Error('no run of this scale');
  return {
    ...first,
    rounds: runs.reduce((n, f) => n + f.rounds, 0),
    calls: first.calls.map((c) => {
      const v = runs
        .flatMap((f) => f.calls.find((x) => x.name === c.name)?.times ?? [])
        .sort((x, y) => x - y);
      return {
        ...c,
        n: v.length,
        p50: pct(v, 50),
        p99: pct(v, 99),
        max: v[v.length - 1] ?? NaN,
        times: v,
      };
    }),
  };
}

if (growth && process.env.INKLORE_COMMUNITY_CHILD !== '1') {
  // each scale in its own process (its own memory), pinned like this one; the scales take
  // turns, so a slower minute of the machine falls on each of them alike
  const runs: Figures[][] = SCALES.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [at, scale] of SCALES.entries()) {
      const out = spawnSync(
        process.execPath,
        [
          ...process.execArgv,
          fileURLToPath(import.meta.url),
          ...seedArgs.filter((a, i) => a !== '--scale' && seedArgs[i - 1] !== '--scale'),
          '--scale',
          String(scale),
          '--rounds',
          String(ROUNDS),
          '--run',
          String(run),
        ],
        {
          stdio: 'inherit',
          env: { ...process.env, INKLORE_COMMUNITY_CHILD: '1' },
        },
      );
      if (out.status !== 0) process.exit(out.status ?? 1);
      runs[at]?.push(JSON.parse(fs.readFileSync(resultFile(dbName, scale), 'utf8')) as Figures);
    }
  }
  const all = runs.map(pooled);
  for (const f of all) save(f);
  printGrowth(all, runs);
} else {
  save(await runScale(args.scale));
}
