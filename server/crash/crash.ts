/**
 * Crash trials (docs/operations.md "Durability: crash trials"): `npm run test:crash`.
 *
 * For each database (SQLite in a temporary DATA_DIR; PostgreSQL in a temporary cluster of
 * its own, so it can be stopped hard without touching anyone else's), ten trials of:
 *   1. start the production server (src/main.ts) on the database;
 *   2. send 1,000 writes from 40 signed-in members, 64 at a time: comments, reports of an
 *      ink's profile, ink-ventory entries, and ink-ventory entries followed by property votes;
 *   3. kill the server with SIGKILL after a random number of them were acknowledged (and on
 *      PostgreSQL stop the database server too, `pg_ctl stop -m immediate`: no shutdown
 *      checkpoint, recovery from the WAL at the next start);
 *   4. bring everything back and check every write that got a 2xx: the comment with its text,
 *      the entry with its notes, the votes with their values; nothing half-written (the
 *      ink's crowd facets equal what its votes give, every vote has its ink-ventory entry,
 *      every count the database keeps equals a recount (ADR 061), SQLite's integrity_check
 *      and foreign_key_check).
 * Prints acknowledged, found and lost per trial and in all; exits 1 on any loss or damage.
 *
 * Options: --trials N (10), --writes N (1000), --db sqlite|postgres|both (both).
 * PostgreSQL needs its server binaries (initdb, pg_ctl; /usr/lib/postgresql/<v>/bin or
 * PG_BIN); without them the PostgreSQL trials are reported as not run and the exit is 1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '#src/config.ts';
import { createDb, type Db } from '#src/db/database.ts';
import { crowdMaskOf } from '#src/features/property-votes/property-votes.service.ts';
import { keptCountDrift } from '#src/shared/kept-counts/kept-counts.queries.ts';
import {
  Cluster,
  findPgBin,
  freePort,
  HARNESS_TRUST,
  killHard,
  makeMembers,
  startServer,
  stopGently,
  type Member,
  type Server,
} from '../cluster/processes.ts';

const MEMBERS = 40;
const IN_FLIGHT = 64;

type Options = { trials: number; writes: number; dbs: ('sqlite' | 'postgres')[] };

function parseOptions(argv: string[]): Options {
  const o: Options = { trials: 10, writes: 1000, dbs: ['sqlite', 'postgres'] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = (min: number, max: number) => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < min || v > max) {
        throw new Error(`${a} needs a whole number from ${min} to ${max}`);
      }
      return v;
    };
    if (a === '--trials') o.trials = num(1, 1000);
    else if (a === '--writes') o.writes = num(10, 100_000);
    else if (a === '--db') {
      const v = argv[++i];
      if (v === 'sqlite' || v === 'postgres') o.dbs = [v];
      else if (v === 'both') o.dbs = ['sqlite', 'postgres'];
      else throw new Error('--db is sqlite, postgres or both');
    } else throw new Error(`unknown option ${a}; see the top of server/crash/crash.ts`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------
// Processes

// ---------------------------------------------------------------------------------------
// Members and writes

type Write =
  | { kind: 'comment'; member: Member; inkId: number; content: string; id?: number }
  | { kind: 'entry'; member: Member; inkId: number; notes: string }
  | { kind: 'report'; member: Member; inkId: number }
  | {
      kind: 'vote';
      member: Member;
      inkId: number;
      votes: { sheen: boolean; shading: boolean; flow: 'dry' | 'balanced' | 'wet' };
    };

type Outcome = { write: Write; acknowledged: boolean };

type Stream = 'comment' | 'entry' | 'report';

/** One trial's writes: comments, reports, entries, and entries each followed by its votes. */
function plan(
  count: number,
  freshPair: (stream: Stream) => { member: Member; inkId: number },
  trial: string,
): Write[][] {
  const chains: Write[][] = [];
  let n = 0;
  while (n < count) {
    const r = Math.random();
    if (r < 0.3) {
      // one comment per member per ink (spec): a pair of its own each time
      const { member, inkId } = freshPair('comment');
      chains.push([{ kind: 'comment', member, inkId, content: `crash ${trial} #${n}` }]);
      n += 1;
    } else if (r < 0.4) {
      // one open report per member and ink: moves the staff's queue (ADR 074)
      const { member, inkId } = freshPair('report');
      chains.push([{ kind: 'report', member, inkId }]);
      n += 1;
    } else if (r < 0.7 || n + 2 > count) {
      const { member, inkId } = freshPair('entry');
      chains.push([{ kind: 'entry', member, inkId, notes: `crash ${trial} #${n}` }]);
      n += 1;
    } else {
      const { member, inkId } = freshPair('entry');
      chains.push([
        { kind: 'entry', member, inkId, notes: `crash ${trial} #${n}` },
        {
          kind: 'vote',
          member,
          inkId,
          votes: {
            sheen: Math.random() < 0.5,
            shading: Math.random() < 0.5,
            flow: (['dry', 'balanced', 'wet'] as const)[Math.floor(Math.random() * 3)] ?? 'dry',
          },
        },
      ]);
      n += 2;
    }
  }
  return chains;
}

async function send(base: string, w: Write): Promise<boolean> {
  const headers = {
    cookie: w.member.cookie,
    'x-csrf-token': w.member.csrf,
    origin: base,
    'content-type': 'application/json',
  };
  const [method, url, body] =
    w.kind === 'comment'
      ? ['POST', `/api/inks/${w.inkId}/comments`, { content: w.content }]
      : w.kind === 'report'
        ? ['POST', '/api/reports', { reportType: 'ink_profile', targetId: w.inkId, reason: 'spam' }]
        : w.kind === 'entry'
          ? ['POST', `/api/inks/${w.inkId}/collection`, { status: 'owned', notes: w.notes }]
          : ['PUT', `/api/inks/${w.inkId}/property-votes`, w.votes];
  const res = await fetch(base + url, { method, headers, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 200 && res.status < 300) {
    if (w.kind === 'comment') w.id = (JSON.parse(text) as { id: number }).id;
    return true;
  }
  // Any refusal is a failure of the trial itself, not of durability: report it.
  throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
}

/**
 * Sends the chains IN_FLIGHT at a time and kills the server once `killAfter` writes were
 * acknowledged. A write whose answer never came is not acknowledged.
 */
async function runAndKill(
  server: Server,
  chains: Write[][],
  killAfter: number,
  kill: () => Promise<void>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let acknowledged = 0;
  let killed: Promise<void> | undefined;
  let next = 0;
  const worker = async () => {
    while (next < chains.length && killed === undefined) {
      const chain = chains[next++] as Write[];
      for (const write of chain) {
        let ok = false;
        try {
          ok = await send(server.base, write);
        } catch (err) {
          // a refused connection or a reset once the server is gone: not acknowledged
          if (killed === undefined && !(err instanceof TypeError)) throw err;
        }
        outcomes.push({ write, acknowledged: ok });
        if (!ok) break;
        acknowledged++;
        if (acknowledged >= killAfter && killed === undefined) killed = kill();
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await (killed ?? kill());
  return outcomes;
}

// ---------------------------------------------------------------------------------------
// Checks

type TrialResult = {
  acknowledged: number;
  found: number;
  lost: string[];
  unacknowledgedFound: number;
  damage: string[];
};

async function check(db: Db, outcomes: Outcome[], inks: Set<number>): Promise<TrialResult> {
  const r: TrialResult = {
    acknowledged: 0,
    found: 0,
    lost: [],
    unacknowledgedFound: 0,
    damage: [],
  };
  for (const { write: w, acknowledged } of outcomes) {
    let present: boolean;
    if (w.kind === 'comment') {
      const row = await db
        .selectFrom('comments')
        .select(['id', 'ink_id', 'user_id', 'content'])
        .where('content', '=', w.content)
        .where('user_id', '=', w.member.id)
        .executeTakeFirst();
      present = row !== undefined;
      if (row && (row.ink_id !== w.inkId || (w.id !== undefined && row.id !== w.id))) {
        r.damage.push(`comment "${w.content}" is on ink ${row.ink_id} as ${row.id}`);
      }
    } else if (w.kind === 'report') {
      const row = await db
        .selectFrom('reports')
        .select(['status', 'reason'])
        .where('reporter_id', '=', w.member.id)
        .where('target_type', '=', 'ink_profile')
        .where('target_id', '=', w.inkId)
        .executeTakeFirst();
      present = row !== undefined;
      if (row && (row.status !== 'open' || row.reason !== 'spam')) {
        r.damage.push(`report of member ${w.member.id} on ink ${w.inkId}: ${JSON.stringify(row)}`);
      }
    } else if (w.kind === 'entry') {
      const row = await db
        .selectFrom('inventory_entries')
        .select(['notes', 'status'])
        .where('user_id', '=', w.member.id)
        .where('ink_id', '=', w.inkId)
        .executeTakeFirst();
      present = row !== undefined;
      if (row && (row.notes !== w.notes || row.status !== 'owned')) {
        r.damage.push(`entry of member ${w.member.id} for ink ${w.inkId}: ${JSON.stringify(row)}`);
      }
    } else {
      const rows = await db
        .selectFrom('ink_property_votes')
        .select(['property', 'value'])
        .where('user_id', '=', w.member.id)
        .where('ink_id', '=', w.inkId)
        .execute();
      const got = Object.fromEntries(rows.map((v) => [v.property, v.value]));
      const want = {
        sheen: w.votes.sheen ? 'yes' : 'no',
        shading: w.votes.shading ? 'yes' : 'no',
        flow: w.votes.flow,
      };
      present = rows.length > 0;
      // all three or none: they are one transaction
      if (present && JSON.stringify(got, Object.keys(want)) !== JSON.stringify(want)) {
        r.damage.push(
          `votes of member ${w.member.id} for ink ${w.inkId}: ${JSON.stringify(got)}, sent ${JSON.stringify(want)}`,
        );
      }
    }
    if (acknowledged) {
      r.acknowledged++;
      if (present) r.found++;
      else r.lost.push(`${w.kind} of member ${w.member.id} on ink ${w.inkId}`);
    } else if (present) r.unacknowledgedFound++;
  }
  // The ink's crowd facets are recounted in the vote's transaction: they must agree.
  for (const inkId of inks) {
    const ink = await db
      .selectFrom('inks')
      .select(['crowd_property_mask'])
      .where('id', '=', inkId)
      .executeTakeFirst();
    const want = await crowdMaskOf(db, inkId, HARNESS_TRUST);
    if (ink && ink.crowd_property_mask !== want) {
      r.damage.push(
        `ink ${inkId}: crowd facets ${ink.crowd_property_mask}, its votes give ${want}`,
      );
    }
  }
  // Every vote belongs to an ink-ventory entry (votes are cast on owned inks only).
  const orphans = await db
    .selectFrom('ink_property_votes as v')
    .leftJoin('inventory_entries as e', (j) =>
      j.onRef('e.user_id', '=', 'v.user_id').onRef('e.ink_id', '=', 'v.ink_id'),
    )
    .select(['v.user_id', 'v.ink_id'])
    .where('e.id', 'is', null)
    .execute();
  for (const o of orphans)
    r.damage.push(`a vote of member ${o.user_id} on ink ${o.ink_id} without its entry`);
  // The counts the database keeps (ADR 061) agree with a recount after the crash.
  for (const d of await keptCountDrift(db)) r.damage.push(`kept count: ${d}`);
  if (db.kind === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const verdict = integrity.rows.map((x) => x.integrity_check).join('; ');
    if (verdict !== 'ok') r.damage.push(`integrity_check: ${verdict}`);
    const fk = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db);
    if (fk.rows.length > 0)
      r.damage.push(`foreign_key_check: ${JSON.stringify(fk.rows.slice(0, 3))}`);
  }
  return r;
}

// ---------------------------------------------------------------------------------------
// Trials

type Summary = { db: string; trials: TrialResult[]; ms: number };

async function trialsOn(kind: 'sqlite' | 'postgres', o: Options): Promise<Summary> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `inklore-crash-${kind}-`));
  let cluster: Cluster | undefined;
  let database: Config['database'];
  if (kind === 'postgres') {
    const bin = findPgBin();
    if (!bin) throw new Error('PostgreSQL server binaries not found (set PG_BIN)');
    fs.chmodSync(dataDir, 0o755);
    cluster = new Cluster(bin, path.join(dataDir, 'pg'), await freePort());
    cluster.init();
    cluster.start();
    database = { kind: 'postgres', url: cluster.url };
  } else {
    database = { kind: 'sqlite', file: path.join(dataDir, 'inklore.sqlite') };
  }
  const results: TrialResult[] = [];
  try {
    // First start: migrations and the demo catalogue; then the members.
    const first = await startServer(database, dataDir);
    await stopGently(first.child);
    const setupDb = createDb(database);
    const members = await makeMembers(setupDb, kind, MEMBERS);
    const inks = (
      await setupDb.selectFrom('inks').select('id').where('deleted_at', 'is', null).execute()
    ).map((i) => i.id);
    await setupDb.destroy();
    // Every (member, ink) pair once per stream in the whole run: a member has one entry and
    // one comment and one open report per ink. The streams walk the inks from the two ends
    // and the middle.
    const used = { comment: 0, entry: 0, report: 0 };
    const freshPair = (stream: Stream) => {
      const n = used[stream]++;
      if (n >= members.length * inks.length) throw new Error('more writes than member-ink pairs');
      const member = members[n % members.length] as Member;
      const at = Math.floor(n / members.length);
      const inkId = inks[
        stream === 'entry'
          ? at
          : stream === 'comment'
            ? inks.length - 1 - at
            : (Math.floor(inks.length / 2) + at) % inks.length
      ] as number;
      return { member, inkId };
    };

    for (let t = 1; t <= o.trials; t++) {
      const server = await startServer(database, dataDir);
      const chains = plan(o.writes, freshPair, `${kind} ${t}`);
      const killAfter = Math.floor(o.writes * (0.1 + Math.random() * 0.8));
      const outcomes = await runAndKill(server, chains, killAfter, async () => {
        await killHard(server.child);
        cluster?.crash();
      });
      cluster?.start();
      // A second start recovers (SQLite's WAL is replayed on open, PostgreSQL's at start).
      const again = await startServer(database, dataDir);
      await stopGently(again.child);
      const db = createDb(database);
      const touched = new Set(outcomes.map((x) => x.write.inkId));
      const result = await check(db, outcomes, touched);
      await db.destroy();
      results.push(result);
      console.log(
        `  ${kind.padEnd(10)} trial ${String(t).padStart(2)}: killed after ${killAfter} acknowledged; ` +
          `${result.acknowledged} acknowledged, ${result.found} found, ${result.lost.length} lost` +
          `; ${result.unacknowledgedFound} written but not acknowledged` +
          (result.damage.length > 0 ? `; DAMAGE: ${result.damage.slice(0, 3).join(' | ')}` : ''),
      );
      for (const l of result.lost.slice(0, 5)) console.log(`      lost: ${l}`);
    }
  } finally {
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { db: kind, trials: results, ms: Date.now() - started };
}

const opts = parseOptions(process.argv.slice(2));
console.log(
  `Crash trials: ${opts.trials} per database, ${opts.writes} writes each from ${MEMBERS} members, ` +
    `${IN_FLIGHT} at a time; the server killed with SIGKILL at a random moment` +
    (opts.dbs.includes('postgres') ? ' (PostgreSQL also stopped with -m immediate)' : ''),
);
let failed = false;
const summaries: Summary[] = [];
for (const kind of opts.dbs) {
  try {
    summaries.push(await trialsOn(kind, opts));
  } catch (err) {
    failed = true;
    console.error(`  ${kind}: the trials could not run: ${(err as Error).message}`);
  }
}
console.log('');
for (const s of summaries) {
  const sum = (f: (r: TrialResult) => number) => s.trials.reduce((n, r) => n + f(r), 0);
  const lost = sum((r) => r.lost.length);
  const damage = sum((r) => r.damage.length);
  if (lost > 0 || damage > 0) failed = true;
  console.log(
    `${s.db}: ${s.trials.length} trials in ${(s.ms / 1000).toFixed(1)} s: ` +
      `${sum((r) => r.acknowledged)} acknowledged, ${sum((r) => r.found)} found, ${lost} lost, ` +
      `${damage} damaged; ${sum((r) => r.unacknowledgedFound)} written but never acknowledged ` +
      `(the server died before answering)`,
  );
}
console.log(failed ? 'FAIL' : 'PASS: no acknowledged write lost, nothing half-written');
process.exit(failed ? 1 : 0);
