/**
 * `npm run seed:community -- --scale 1|0.1|0.01 [--seed S] [--pg [URL]] [--reseed]`
 *
 * A community at scale for the benchmarks (docs/performance.md, "A community at scale"), on
 * top of the 100,000 synthetic inks `npm run bench` seeds: at --scale 1, 100,000 verified
 * members (a few staff), 10,000,000 ink-ventory entries, 1,000,000 comments, 1,000,000
 * community images sharing a handful of real files, 5,000,000 image votes, 2,000,000
 * property votes, 200,000 collections with their inks, and some open reports and pending
 * submissions for the staff notifications; --scale 0.1 and 0.01 are 10% and 1% of every
 * count. Skewed as communities are: members' activity falls with their rank (a few hold
 * thousands of entries, the heaviest 5,000; most a few dozen) and inks' popularity too (a
 * few owned by tens of thousands). Every unique constraint holds, and the columns the app
 * keeps in step (owners, ratings, image counts, crowd facets, badges told) are recounted as
 * the app leaves them. Same seed and scale, same rows (dates count back from the day built).
 *
 * Cached like the 100k catalogue: SQLite in server/.cache/bench-community-<pct>/ (a copy of
 * server/.cache/bench-100k), PostgreSQL as the database inklore_bench_community_<pct> (a copy
 * of inklore_bench_100k by CREATE DATABASE ... TEMPLATE), each with a fingerprint of the
 * seed, the scale and the schema: a later run reuses it, a changed schema rebuilds it.
 * Progress (table, rows, rows/s, ETA) goes to stderr.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import {
  BADGES,
  crowdGrants,
  DEFAULT_TRUST_SETTINGS,
  hexToLab,
  type TrustSettings,
} from '@inklore/contract';
import { sql } from 'kysely';
import { createDb, type Db } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { hashPassword } from '#src/features/auth/passwords.ts';
import { recountCrowdFacets } from '#src/features/property-votes/property-votes.service.ts';
import { processGalleryImage } from '#src/media/images.ts';
import { localMediaStore } from '#src/media/storage.ts';
import {
  analyze,
  awardHeldBadges,
  bulkInsert,
  bulkLoadMode,
  checkpoint,
  createDatabase,
  databaseComment,
  databaseSize,
  dropDatabase,
  highestIds,
  inksForCrowdFacets,
  liveInkIds,
  loadSettings,
  moveSequences,
  recountDerived,
  setDatabaseComment,
  usernameTaken,
  withTriggersOff,
  type BulkColumn,
  type Cell,
} from './community.queries.ts';
import { prng } from './synthetic.ts';
import { rebuildKeptCounts } from '#src/shared/kept-counts/kept-counts.queries.ts';

// ---------------------------------------------------------------------------------------
// Sizes and shapes

/** Every count at --scale 1. */
export const FULL_SCALE = {
  members: 100_000,
  entries: 10_000_000,
  comments: 1_000_000,
  images: 1_000_000,
  imageVotes: 5_000_000,
  propertyVotes: 2_000_000,
  collections: 200_000,
  openReports: 300,
  resolvedReports: 3_000,
  pendingSubmissions: 120,
  pendingProfileImages: 60,
} as const;
export type CommunitySize = { -readonly [K in keyof typeof FULL_SCALE]: number };

export function sizeAt(scale: number): CommunitySize {
  const out = {} as CommunitySize;
  for (const [k, v] of Object.entries(FULL_SCALE) as [keyof CommunitySize, number][]) {
    out[k] = Math.max(k === 'members' ? 8 : 1, Math.round(v * scale));
  }
  return out;
}

/** The heaviest member's entries. */
const MOST_ENTRIES = 5_000;
/** Members' activity by rank: about MEDIAN_SHAPE * q^-ACTIVITY at quantile q (Zipf-like). */
const ACTIVITY = 0.8;
const MEDIAN_SHAPE = 23;
/** Inks' popularity by rank: p(r) ~ r^-POPULARITY. */
const POPULARITY = 0.7;
const STAFF = 4;
/** The staff's TOTP secret (base32; synthetic accounts only). */
const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const DAY = 86_400_000;
const PROPERTIES = [
  'shading',
  'sheen',
  'shimmer',
  'waterResistance',
  'scent',
  'dryTime',
  'flow',
] as const;
const VALUES: Record<(typeof PROPERTIES)[number], readonly string[]> = {
  shading: ['yes', 'no'],
  sheen: ['yes', 'no'],
  shimmer: ['yes', 'no'],
  waterResistance: ['yes', 'no'],
  scent: ['yes', 'no'],
  dryTime: ['fast', 'average', 'slow'],
  flow: ['dry', 'balanced', 'wet'],
};
/** The shared image files' colours (a handful of real swatch photos' stand-ins). */
const SWATCH_COLOURS = ['#1f3a93', '#0b6e4f', '#8b1e3f', '#3b3b3b', '#6a4c93', '#c46b1a'];
/** One password for every seeded member (they are signed in by session in the benchmark). */
export const SEEDED_PASSWORD = 'community-seed-password';

type Rand = () => number;
const STREAM = {
  entries: 1,
  comments: 2,
  images: 3,
  votes: 4,
  properties: 5,
  collections: 6,
  members: 7,
  staff: 8,
} as const;
/** The generator of one member's rows of one kind: the same in every pass. */
const streamOf = (seed: number, member: number, stream: number): Rand =>
  prng(
    (Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(member + 1, 0x85ebca6b) ^ (stream << 27)) >>> 0,
  );

/** What is fixed before any row is written: who is how active, which inks are popular. */
export type Plan = {
  seed: number;
  size: CommunitySize;
  inks: Int32Array;
  /** Ink ids by popularity, the most popular first. */
  inkByRank: Int32Array;
  /** Entries of each member (index i is the member with id firstUserId + i). */
  entriesOf: Int32Array;
  firstUserId: number;
  firstImageId: number;
  firstCollectionId: number;
  /** Dates count back from here. */
  now: number;
};

function shuffled(r: Rand, n: number): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const t = a[i] ?? 0;
    a[i] = a[j] ?? 0;
    a[j] = t;
  }
  return a;
}

export function makePlan(
  seed: number,
  size: CommunitySize,
  inks: number[],
  first: { users: number; images: number; collections: number },
  now: number,
): Plan {
  const r = prng(seed);
  const order = shuffled(r, inks.length);
  const inkByRank = Int32Array.from(order, (i) => inks[i] ?? 0);
  const m = size.members;
  const rank = shuffled(r, m);
  const cap = Math.max(1, Math.min(MOST_ENTRIES, Math.floor(inks.length * 0.6)));
  const raw = new Float64Array(m);
  let sum = 0;
  for (let i = 0; i < m; i++) {
    const q = ((rank[i] ?? 0) + 1) / m;
    raw[i] = Math.min(MOST_ENTRIES, MEDIAN_SHAPE * q ** -ACTIVITY);
    sum += raw[i] ?? 0;
  }
  const f = size.entries / sum;
  const entriesOf = Int32Array.from(raw, (v) => Math.max(1, Math.min(cap, Math.round(v * f))));
  return {
    seed,
    size,
    inks: Int32Array.from(inks),
    inkByRank,
    entriesOf,
    firstUserId: first.users + 1,
    firstImageId: first.images + 1,
    firstCollectionId: first.collections + 1,
    now,
  };
}

/** An ink of `byRank` (most popular first) drawn by popularity (continuous Zipf, inverted). */
function popularOf(byRank: Int32Array, r: Rand): number {
  const k = byRank.length;
  const e = 1 - POPULARITY;
  const at = Math.floor((r() * (k ** e - 1) + 1) ** (1 / e)) - 1;
  return byRank[Math.min(k - 1, Math.max(0, at))] ?? 0;
}
const popularInk = (plan: Plan, r: Rand) => popularOf(plan.inkByRank, r);

const STATUSES = ['owned', 'tried', 'want_to_try', 'wishlist'] as const;
type Entry = { ink: number; status: number; rating: number | null; at: number };

/** A member's ink-ventory: distinct inks by popularity, with statuses, ratings and dates. */
function entriesOfMember(plan: Plan, i: number, joined: number): Entry[] {
  const r = streamOf(plan.seed, i, STREAM.entries);
  const n = plan.entriesOf[i] ?? 0;
  const seen = new Set<number>();
  const out: Entry[] = [];
  let tries = 0;
  while (out.length < n) {
    let ink: number;
    if (tries++ < n * 20) ink = popularInk(plan, r);
    else {
      // the tail of a tiny catalogue: the next ink not taken yet
      const from = Math.floor(r() * plan.inks.length);
      let k = 0;
      while (seen.has(plan.inks[(from + k) % plan.inks.length] ?? 0)) k++;
      ink = plan.inks[(from + k) % plan.inks.length] ?? 0;
    }
    if (seen.has(ink)) continue;
    seen.add(ink);
    const s = r();
    const status = s < 0.6 ? 0 : s < 0.72 ? 1 : s < 0.8 ? 2 : 3;
    const rated = status <= 1 && r() < 0.45;
    const rating = rated ? Math.min(5, 1 + Math.floor(r() ** 0.6 * 5)) : null;
    out.push({ ink, status, rating, at: joined + r() * (plan.now - joined) });
  }
  return out;
}

/** When member i joined (30 days to 3 years ago) and was last active. */
function memberDates(plan: Plan, i: number): { joined: number; active: number | null } {
  const r = streamOf(plan.seed, i, STREAM.members);
  const joined = plan.now - (30 + r() * 1065) * DAY;
  const a = r();
  const active =
    a < 0.35
      ? plan.now - r() * 29 * DAY
      : a < 0.9
        ? joined + r() * (plan.now - 30 * DAY - joined)
        : null;
  return { joined, active };
}

const iso = (ms: number) => new Date(Math.floor(ms)).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);
const count = (r: Rand, expected: number) => {
  const whole = Math.floor(expected);
  return whole + (r() < expected - whole ? 1 : 0);
};

// ---------------------------------------------------------------------------------------
// Progress

export type Progress = (table: string, done: number, total: number, final?: boolean) => void;

/** Table, rows done, rows/s and ETA on stderr (a line redrawn on a terminal, tenths else). */
export function stderrProgress(): Progress {
  const tty = process.stderr.isTTY;
  let table = '';
  let started = 0;
  let last = 0;
  let lastTenth = -1;
  return (t, done, total, final = false) => {
    const now = performance.now();
    if (t !== table) {
      table = t;
      started = now;
      last = 0;
      lastTenth = -1;
    }
    const secs = (now - started) / 1000;
    const rate = secs > 0 ? done / secs : 0;
    const eta = rate > 0 ? Math.max(0, (total - done) / rate) : 0;
    const line =
      `  ${t.padEnd(26)} ${done.toLocaleString('en').padStart(11)} / ${total.toLocaleString('en')}` +
      `  ${Math.round(rate).toLocaleString('en')} rows/s` +
      (final ? `  done in ${secs.toFixed(1)} s` : `  ETA ${eta.toFixed(0)} s`);
    if (tty) {
      if (!final && now - last < 250) return;
      last = now;
      process.stderr.write(`\r${line.padEnd(100)}${final ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((done / Math.max(1, total)) * 10);
    if (final || tenth !== lastTenth) {
      lastTenth = tenth;
      process.stderr.write(`${line}\n`);
    }
  };
}

// ---------------------------------------------------------------------------------------
// The passes

type Writer = {
  push: (row: Cell[]) => Promise<void>;
  flush: () => Promise<void>;
  end: () => Promise<number>;
};

/** Buffers rows and writes them in batches, reporting progress on `table`. */
function writer(
  db: Db['kind'],
  trx: Parameters<typeof bulkInsert>[0],
  table: string,
  columns: readonly BulkColumn[],
  total: number,
  progress: Progress,
  before: () => Promise<void> = () => Promise.resolve(),
): Writer {
  const batch = db === 'postgres' ? 10_000 : 20_000;
  let rows: Cell[][] = [];
  let done = 0;
  progress(table, 0, total);
  const flush = async () => {
    await before();
    await bulkInsert(trx, db, table, columns, rows);
    done += rows.length;
    rows = [];
    progress(table, done, Math.max(total, done));
  };
  return {
    push: async (row) => {
      rows.push(row);
      if (rows.length >= batch) await flush();
    },
    flush,
    end: async () => {
      await flush();
      progress(table, done, done, true);
      return done;
    },
  };
}

const int = (name: string): BulkColumn => ({ name, pg: 'int' });
const text = (name: string): BulkColumn => ({ name, pg: 'text' });
const time = (name: string): BulkColumn => ({ name, pg: 'timestamptz' });
const real = (name: string): BulkColumn => ({ name, pg: 'float8' });

/** Two tables' rows in one transaction (a parent and its children). */
async function pass2(
  db: Db,
  a: { table: string; columns: BulkColumn[]; total: number },
  b: { table: string; columns: BulkColumn[]; total: number },
  progress: Progress,
  rows: (pushA: Writer['push'], pushB: Writer['push']) => Promise<void>,
): Promise<[number, number]> {
  return db.transaction().execute(async (trx) => {
    await bulkLoadMode(trx, db.kind);
    const quiet: Progress = () => undefined;
    const wa = writer(db.kind, trx, a.table, a.columns, a.total, progress);
    // the children only after their parents (the foreign key)
    const wb = writer(db.kind, trx, b.table, b.columns, b.total, quiet, () => wa.flush());
    await rows(wa.push, wb.push);
    const na = await wa.end();
    const nb = await wb.end();
    progress(b.table, nb, nb, true);
    return [na, nb];
  });
}

/** One table's rows in one transaction. */
async function pass(
  db: Db,
  table: string,
  columns: BulkColumn[],
  total: number,
  progress: Progress,
  rows: (push: Writer['push']) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await bulkLoadMode(trx, db.kind);
    const w = writer(db.kind, trx, table, columns, total, progress);
    await rows(w.push);
    return w.end();
  });
}

/** The handful of real image files every seeded community image shares. */
async function sharedImages(mediaRoot: string) {
  const media = localMediaStore(mediaRoot);
  const out: { full: string; thumb: string; width: number; height: number; hex: string }[] = [];
  for (const hex of SWATCH_COLOURS) {
    const input = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: hex },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const image = await processGalleryImage(input, { size: 800, quality: 82 });
    out.push({
      full: await media.put('community', image.full.data, 'jpg'),
      thumb: await media.put('community', image.thumbnail.data, 'jpg'),
      width: image.full.width,
      height: image.full.height,
      hex,
    });
  }
  return out;
}

export type SeedOptions = {
  scale: number;
  seed: number;
  /** Where the shared image files go (DATA_DIR/media for the app that serves them). */
  mediaRoot: string;
  trust?: TrustSettings;
  progress?: Progress;
  now?: number;
};

export type SeedResult = { size: CommunitySize; rows: Record<string, number>; seconds: number };

/**
 * Adds the community to a migrated database that holds inks (any inks: the test database's
 * few hundred do). Members are added after any that exist, named member<N>.
 */
export async function seedCommunity(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const t0 = performance.now();
  const progress = opts.progress ?? (() => undefined);
  const size = sizeAt(opts.scale);
  const inks = await liveInkIds(db);
  if (inks.length < 10) throw new Error('seed:community needs a catalogue: seed inks first');
  const first = await highestIds(db);
  if (await usernameTaken(db, 'member1')) {
    throw new Error('this database already holds a seeded community (member1 exists)');
  }
  const now = opts.now ?? Math.floor(Date.now() / DAY) * DAY;
  const plan = makePlan(opts.seed, size, inks, first, now);
  const m = size.members;
  const totalEntries = plan.entriesOf.reduce((a, b) => a + b, 0);
  const rows: Record<string, number> = {};
  const files = await sharedImages(opts.mediaRoot);
  await loadSettings(db, db.kind, true);
  try {
    await withTriggersOff(db, async () => {
      // members: a few staff (the first ids), all verified, one password
      const hash = await hashPassword(SEEDED_PASSWORD);
      rows.users = await pass(
        db,
        'users',
        [
          int('id'),
          text('username'),
          text('username_norm'),
          text('email'),
          text('email_norm'),
          text('password_hash'),
          text('role'),
          int('email_verified'),
          int('show_ink_colors'),
          int('totp_enabled'),
          text('totp_secret'),
          time('last_active_at'),
          time('created_at'),
          time('updated_at'),
        ],
        m,
        progress,
        async (push) => {
          for (let i = 0; i < m; i++) {
            const r = streamOf(plan.seed, i, STREAM.staff);
            const name = `member${i + 1}`;
            const { joined, active } = memberDates(plan, i);
            const role = i === 0 ? 'admin' : i < STAFF ? 'moderator' : 'user';
            const email = `${name}@example.test`;
            await push([
              plan.firstUserId + i,
              name,
              name,
              email,
              email,
              hash,
              role,
              1,
              r() < 0.3 ? 1 : 0,
              // staff sign in with two factors (the staff's rule, docs/security.md)
              role === 'user' ? 0 : 1,
              role === 'user' ? null : STAFF_TOTP_SECRET,
              active === null ? null : iso(active),
              iso(joined),
              iso(active ?? joined),
            ]);
          }
        },
      );

      // the ink-ventory (its counts set after, by recountDerived and rebuildKeptCounts)
      {
        rows.inventory_entries = await pass(
          db,
          'inventory_entries',
          [
            int('user_id'),
            int('ink_id'),
            text('status'),
            int('rating'),
            text('acquired_date'),
            int('swabbed'),
            time('created_at'),
            time('updated_at'),
          ],
          totalEntries,
          progress,
          async (push) => {
            for (let i = 0; i < m; i++) {
              const { joined } = memberDates(plan, i);
              for (const e of entriesOfMember(plan, i, joined)) {
                const at = iso(e.at);
                await push([
                  plan.firstUserId + i,
                  e.ink,
                  STATUSES[e.status] ?? 'owned',
                  e.rating,
                  e.status === 0 && e.ink % 2 === 0 ? day(e.at) : null,
                  e.ink % 5 === 0 && e.status <= 1 ? 1 : 0,
                  at,
                  at,
                ]);
              }
            }
          },
        );
      }

      // comments: on inks in the member's ink-ventory, one per member and ink
      const pComment = size.comments / totalEntries;
      rows.comments = await pass(
        db,
        'comments',
        [int('ink_id'), int('user_id'), text('content'), time('created_at'), time('updated_at')],
        size.comments,
        progress,
        async (push) => {
          for (let i = 0; i < m; i++) {
            const r = streamOf(plan.seed, i, STREAM.comments);
            const { joined } = memberDates(plan, i);
            for (const e of entriesOfMember(plan, i, joined)) {
              if (r() >= pComment) continue;
              const at = iso(e.at + r() * (plan.now - e.at));
              await push([
                e.ink,
                plan.firstUserId + i,
                `Seeded comment ${i + 1}-${e.ink}: flows well on Tomoe River, dries in about twenty seconds.`,
                at,
                at,
              ]);
            }
          }
        },
      );

      // community images: on owned or tried inks, one per member and ink, sharing the files
      const usable = 0.72;
      const pImage = Math.min(1, size.images / (totalEntries * usable));
      const imageInk: number[] = [];
      const imageUser: number[] = [];
      rows.community_images = await pass(
        db,
        'community_images',
        [
          int('id'),
          int('ink_id'),
          int('user_id'),
          text('image_url'),
          text('thumbnail_url'),
          int('width'),
          int('height'),
          text('caption'),
          text('category'),
          text('paper_type'),
          real('photo_l'),
          real('photo_a'),
          real('photo_b'),
          time('created_at'),
        ],
        size.images,
        progress,
        async (push) => {
          for (let i = 0; i < m; i++) {
            const r = streamOf(plan.seed, i, STREAM.images);
            const { joined } = memberDates(plan, i);
            for (const e of entriesOfMember(plan, i, joined)) {
              if (e.status > 1 || r() >= pImage) continue;
              const file = files[Math.floor(r() * files.length)] ?? files[0];
              if (!file) continue;
              const swatch = r() < 0.6;
              const lab = swatch ? hexToLab(file.hex) : null;
              const id = plan.firstImageId + imageInk.length;
              imageInk.push(e.ink);
              imageUser.push(plan.firstUserId + i);
              await push([
                id,
                e.ink,
                plan.firstUserId + i,
                file.full,
                file.thumb,
                file.width,
                file.height,
                r() < 0.5 ? `Seeded ${swatch ? 'swatch' : 'writing sample'} ${id}` : null,
                swatch ? 'Swatch' : r() < 0.7 ? 'Handwriting' : 'Illustration',
                r() < 0.5 ? 'Tomoe River 52 g' : null,
                lab?.l ?? null,
                lab?.a ?? null,
                lab?.b ?? null,
                iso(e.at + r() * (plan.now - e.at)),
              ]);
            }
          }
        },
      );

      // image votes: one per member and ink, on another member's image of that ink
      const byInk = new Map<number, number[]>();
      for (const [k, ink] of imageInk.entries()) {
        const list = byInk.get(ink);
        if (list) list.push(k);
        else byInk.set(ink, [k]);
      }
      const inkWithImages = plan.inkByRank.filter((ink) => byInk.has(ink));
      const votesPerEntry = size.imageVotes / totalEntries;
      rows.community_image_votes = await pass(
        db,
        'community_image_votes',
        [int('user_id'), int('ink_id'), int('image_id'), time('created_at')],
        size.imageVotes,
        progress,
        async (push) => {
          if (inkWithImages.length === 0) return;
          for (let i = 0; i < m; i++) {
            const r = streamOf(plan.seed, i, STREAM.votes);
            const user = plan.firstUserId + i;
            const want = Math.min(
              Math.floor(inkWithImages.length * 0.5),
              count(r, (plan.entriesOf[i] ?? 0) * votesPerEntry),
            );
            const voted = new Set<number>();
            for (let tries = 0; voted.size < want && tries < want * 10 + 10; tries++) {
              const ink = popularOf(inkWithImages, r);
              const images = byInk.get(ink);
              if (!images || voted.has(ink)) continue;
              const k = images[Math.floor(r() * images.length)] ?? 0;
              if (imageUser[k] === user) continue;
              voted.add(ink);
              await push([user, ink, plan.firstImageId + k, iso(plan.now - r() * 700 * DAY)]);
            }
          }
        },
      );

      // property votes: on owned or tried inks, three properties each, mostly agreeing
      const pVoted = Math.min(1, size.propertyVotes / 3 / (totalEntries * usable));
      rows.ink_property_votes = await pass(
        db,
        'ink_property_votes',
        [int('user_id'), int('ink_id'), text('property'), text('value'), time('updated_at')],
        size.propertyVotes,
        progress,
        async (push) => {
          for (let i = 0; i < m; i++) {
            const r = streamOf(plan.seed, i, STREAM.properties);
            const { joined } = memberDates(plan, i);
            for (const e of entriesOfMember(plan, i, joined)) {
              if (e.status > 1 || r() >= pVoted) continue;
              const start = Math.floor(r() * PROPERTIES.length);
              for (let k = 0; k < 3; k++) {
                const property = PROPERTIES[(start + k * 2) % PROPERTIES.length] ?? 'shading';
                const values = VALUES[property];
                // the ink's "true" value, which four voters in five give
                const truth = values[(e.ink * 7 + property.length) % values.length] ?? 'no';
                const value =
                  r() < 0.8 ? truth : (values[Math.floor(r() * values.length)] ?? truth);
                await push([plan.firstUserId + i, e.ink, property, value, iso(e.at)]);
              }
            }
          }
        },
      );

      // collections and their inks (drawn from the member's ink-ventory)
      const collectionsPerEntry = size.collections / totalEntries;
      let nextCollection = plan.firstCollectionId;
      [rows.collections, rows.collection_inks] = await pass2(
        db,
        {
          table: 'collections',
          columns: [
            int('id'),
            int('user_id'),
            text('name'),
            int('is_public'),
            time('created_at'),
            time('updated_at'),
          ],
          total: size.collections,
        },
        {
          table: 'collection_inks',
          columns: [int('collection_id'), int('ink_id'), int('position'), time('added_at')],
          total: size.collections * 16,
        },
        progress,
        async (push, pushInk) => {
          for (let i = 0; i < m; i++) {
            const r = streamOf(plan.seed, i, STREAM.collections);
            const { joined } = memberDates(plan, i);
            const entries = entriesOfMember(plan, i, joined);
            const n = count(r, entries.length * collectionsPerEntry);
            for (let c = 0; c < n; c++) {
              const id = nextCollection++;
              const at = joined + r() * (plan.now - joined);
              await push([
                id,
                plan.firstUserId + i,
                `Shelf ${c + 1}`,
                r() < 0.7 ? 1 : 0,
                iso(at),
                iso(at),
              ]);
              const k = Math.min(entries.length, 3 + Math.floor(r() * 25));
              const pickFrom = shuffled(r, entries.length);
              for (let p = 0; p < k; p++) {
                const e = entries[pickFrom[p] ?? 0];
                if (e) await pushInk([id, e.ink, p + 1, iso(at)]);
              }
            }
          }
        },
      );

      // what the staff notifications count: open reports on images, pending discoveries and
      // profile images; and the reports already handled
      const r = prng(plan.seed + 99);
      const member = () => plan.firstUserId + STAFF + Math.floor(r() * Math.max(1, m - STAFF));
      const moderator = plan.firstUserId + 1;
      const reportTargets = shuffled(r, imageInk.length);
      rows.reports = await pass(
        db,
        'reports',
        [
          int('reporter_id'),
          text('target_type'),
          int('target_id'),
          int('target_user_id'),
          text('reason'),
          text('status'),
          text('resolution'),
          int('resolved_by'),
          time('resolved_at'),
          time('created_at'),
        ],
        size.openReports + size.resolvedReports,
        progress,
        async (push) => {
          const n = Math.min(reportTargets.length, size.openReports + size.resolvedReports);
          for (let k = 0; k < n; k++) {
            const image = reportTargets[k] ?? 0;
            const open = k < size.openReports;
            const at = plan.now - r() * (open ? 20 : 600) * DAY;
            await push([
              member(),
              'community_image',
              plan.firstImageId + image,
              imageUser[image] ?? null,
              r() < 0.5 ? 'spam' : 'inappropriate',
              open ? 'open' : 'resolved',
              open ? null : 'dismissed',
              open ? null : moderator,
              open ? null : iso(at + DAY),
              iso(at),
            ]);
          }
        },
      );
      rows.ink_submissions = await pass(
        db,
        'ink_submissions',
        [
          int('user_id'),
          text('name'),
          text('brand'),
          text('color_family'),
          text('color_hex'),
          text('duplicate_key'),
          text('status'),
          time('created_at'),
        ],
        size.pendingSubmissions,
        progress,
        async (push) => {
          for (let k = 0; k < size.pendingSubmissions; k++) {
            await push([
              member(),
              `Seeded Discovery ${k + 1}`,
              'Seeded Inkworks',
              'Blue',
              '#2a4b8d',
              `seededinkworks|seededdiscovery${k + 1}`,
              'pending',
              iso(plan.now - r() * 14 * DAY),
            ]);
          }
        },
      );
      rows.profile_image_submissions = await pass(
        db,
        'profile_image_submissions',
        [int('ink_id'), int('user_id'), text('image_url'), text('status'), time('created_at')],
        size.pendingProfileImages,
        progress,
        async (push) => {
          for (let k = 0; k < size.pendingProfileImages; k++) {
            await push([
              plan.inkByRank[k % plan.inkByRank.length] ?? 0,
              plan.firstUserId + STAFF + (k % Math.max(1, m - STAFF)),
              files[k % files.length]?.full ?? '',
              'pending',
              iso(plan.now - r() * 14 * DAY),
            ]);
          }
        },
      );
    });
  } finally {
    await loadSettings(db, db.kind, false);
  }

  // the columns the app keeps in step, as it would have left them
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    progress(name, 0, 1);
    const out = await run();
    progress(name, 1, 1, true);
    return out;
  };
  await moveSequences(db);
  await step('inks: derived counts', () => db.transaction().execute((trx) => recountDerived(trx)));
  await step('kept counts (ADR 061)', () => rebuildKeptCounts(db));
  // the crowd facets as the app's hourly recount leaves them (property-votes.service.ts), for
  // the inks that can have any; on PostgreSQL two at a time
  let fewestVoters = 1;
  while (!crowdGrants(fewestVoters, 0)) fewestVoters++;
  const crowd = await inksForCrowdFacets(db, fewestVoters);
  let facetsDone = 0;
  const trust = opts.trust ?? DEFAULT_TRUST_SETTINGS;
  const worker = async (w: number, of: number) => {
    for (let k = w; k < crowd.length; k += of) {
      await recountCrowdFacets(db, crowd[k] ?? 0, trust);
      facetsDone++;
      if (facetsDone % 500 === 0) progress('inks: crowd facets', facetsDone, crowd.length);
    }
  };
  progress('inks: crowd facets', 0, crowd.length);
  const workers = db.kind === 'postgres' ? 2 : 1;
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w, workers)));
  progress('inks: crowd facets', facetsDone, crowd.length, true);
  rows.badge_awards = await db
    .transaction()
    .execute((trx) => awardHeldBadges(trx, BADGES, plan.firstUserId, iso(now)));
  progress('badge_awards', rows.badge_awards, rows.badge_awards, true);
  await step('analyze', async () => {
    await analyze(db);
    await checkpoint(db);
  });
  return { size, rows, seconds: (performance.now() - t0) / 1000 };
}

// ---------------------------------------------------------------------------------------
// The cache

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REPO_DIR = path.resolve(SERVER_DIR, '..');
const BASE_DIR = path.join(SERVER_DIR, '.cache', 'bench-100k');
const BASE_PG = 'inklore_bench_100k';
const BASE_INKS = 100_000;
const STRIP_TYPES = process.features.typescript ? [] : ['--experimental-strip-types'];

const hashFiles = (files: string[]) => {
  const h = createHash('sha256');
  for (const f of files) h.update(f).update(fs.readFileSync(path.join(REPO_DIR, f)));
  return h.digest('hex');
};
const migrationFiles = () =>
  fs
    .readdirSync(path.join(REPO_DIR, 'server/src/db/migrations'))
    .sort()
    .map((f) => `server/src/db/migrations/${f}`);

/** The 100k catalogue's fingerprint, computed as bench/catalogue.bench.ts does (one cache). */
function baseFingerprint(): string {
  return `${BASE_INKS}:${hashFiles([
    'server/src/seed/synthetic.ts',
    'server/src/shared/ink-records/ink-row.ts',
    'server/src/shared/ink-records/facets.ts',
    'server/src/db/text.ts',
    'contract/src/color/color.rules.ts',
    'contract/src/catalogue/catalogue.rules.ts',
    ...migrationFiles(),
  ])}`;
}

/**
 * The rows' version: raise it with any change to what the seed writes (then every cached
 * community is rebuilt). The fingerprint is it, the seed, the scale and the 100k catalogue's
 * (which covers the schema: every migration).
 */
const GENERATOR = 2;

function communityFingerprint(scale: number, seed: number): string {
  return `community:v${GENERATOR}:${scale}:${seed}:${baseFingerprint()}`;
}

/** 100 -> "100", 10 -> "10", 1 -> "1", 0.05 -> "0_05". */
export const percentName = (scale: number) =>
  String(Math.round(scale * 100 * 1e6) / 1e6).replace('.', '_');

function seedBase(env: NodeJS.ProcessEnv): void {
  const r = spawnSync(
    process.execPath,
    [...STRIP_TYPES, 'src/seed/synthetic.ts', '--inks', String(BASE_INKS)],
    { cwd: SERVER_DIR, env, stdio: ['ignore', 'inherit', 'inherit'], timeout: 600_000 },
  );
  if (r.status !== 0) throw new Error('seeding the 100,000 synthetic inks failed');
}

function ensureBaseSqlite(log: (s: string) => void): string {
  const file = path.join(BASE_DIR, 'inklore.sqlite');
  const stamp = path.join(BASE_DIR, 'fingerprint');
  const want = baseFingerprint();
  if (fs.existsSync(file) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want) {
    return file;
  }
  log(`Seeding ${BASE_INKS.toLocaleString('en')} synthetic inks into ${BASE_DIR} (once)`);
  fs.rmSync(BASE_DIR, { recursive: true, force: true });
  fs.mkdirSync(BASE_DIR, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: BASE_DIR };
  delete env.DATABASE_URL;
  seedBase(env);
  fs.writeFileSync(stamp, want);
  return file;
}

async function ensureBasePg(admin: Db, serverUrl: string, log: (s: string) => void) {
  const want = baseFingerprint();
  if ((await databaseComment(admin, BASE_PG)) === want) return;
  log(`Seeding ${BASE_INKS.toLocaleString('en')} synthetic inks into ${BASE_PG} (once)`);
  await dropDatabase(admin, BASE_PG);
  await createDatabase(admin, BASE_PG);
  seedBase({ ...process.env, DATABASE_URL: withDatabase(serverUrl, BASE_PG) });
  const db = createDb({ kind: 'postgres', url: withDatabase(serverUrl, BASE_PG) });
  try {
    await analyze(db);
    await setDatabaseComment(db, BASE_PG, want);
  } finally {
    await db.destroy();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export type CachedCommunity = {
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** DATA_DIR for an app on it (its media folder holds the shared images). */
  dataDir: string;
  built: boolean;
  seconds: number;
  bytes: number;
  size: CommunitySize;
};

const dirBytes = (dir: string): number => {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirBytes(p) : fs.statSync(p).size;
  }
  return total;
};

/**
 * The community database of `scale` and `seed`, built once and reused while its fingerprint
 * holds (on PostgreSQL when `pg` is a server's URL, else SQLite).
 */
export async function ensureCommunity(opts: {
  scale: number;
  seed: number;
  pg?: string | undefined;
  reseed?: boolean;
  progress?: Progress;
  log?: (s: string) => void;
}): Promise<CachedCommunity> {
  const log = opts.log ?? ((s: string) => process.stderr.write(`${s}\n`));
  const want = communityFingerprint(opts.scale, opts.seed);
  const pct = percentName(opts.scale);
  const size = sizeAt(opts.scale);
  const t0 = performance.now();
  const dataDir = path.join(SERVER_DIR, '.cache', `bench-community-${pct}`);
  const seedInto = async (db: Db) => {
    await migrateToLatest(db);
    const result = await seedCommunity(db, {
      scale: opts.scale,
      seed: opts.seed,
      mediaRoot: path.join(dataDir, 'media'),
      progress: opts.progress ?? stderrProgress(),
    });
    log(
      `Seeded ${Object.entries(result.rows)
        .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
        .join(', ')} in ${result.seconds.toFixed(0)} s`,
    );
  };
  if (opts.pg) {
    const name = `inklore_bench_community_${pct}`;
    const url = withDatabase(opts.pg, name);
    // the server's maintenance connection only for a moment each time: a long-idle one may be
    // ended by the server's other users (another benchmark dropping its databases)
    const withAdmin = async <T>(run: (admin: Db) => Promise<T>): Promise<T> => {
      const admin = createDb({ kind: 'postgres', url: opts.pg ?? '' }, { poolSize: 1 });
      try {
        return await run(admin);
      } finally {
        await admin.destroy();
      }
    };
    let built = false;
    if (opts.reseed || (await withAdmin((a) => databaseComment(a, name))) !== want) {
      await withAdmin(async (admin) => {
        await ensureBasePg(admin, opts.pg ?? '', log);
        log(`Building the community at ${pct}% in ${name} (once; from ${BASE_PG})`);
        await dropDatabase(admin, name);
        try {
          await createDatabase(admin, name, BASE_PG);
        } catch (err) {
          // a copy needs no one connected to the template (another benchmark may be)
          log(
            `${BASE_PG} is in use (${err instanceof Error ? err.message : String(err)}): ` +
              `seeding the ${BASE_INKS.toLocaleString('en')} inks into ${name} itself`,
          );
          await createDatabase(admin, name);
          seedBase({ ...process.env, DATABASE_URL: url });
        }
      });
      fs.mkdirSync(dataDir, { recursive: true });
      const db = createDb({ kind: 'postgres', url });
      try {
        await seedInto(db);
        await setDatabaseComment(db, name, want);
      } finally {
        await db.destroy();
      }
      built = true;
    }
    return {
      database: { kind: 'postgres', url },
      dataDir,
      built,
      seconds: (performance.now() - t0) / 1000,
      bytes: await withAdmin((a) => databaseSize(a, name)),
      size,
    };
  }
  const file = path.join(dataDir, 'inklore.sqlite');
  const stamp = path.join(dataDir, 'fingerprint');
  let built = false;
  if (
    opts.reseed ||
    !fs.existsSync(file) ||
    !fs.existsSync(stamp) ||
    fs.readFileSync(stamp, 'utf8') !== want
  ) {
    const base = ensureBaseSqlite(log);
    log(`Building the community at ${pct}% in ${dataDir} (once; from ${base})`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.copyFileSync(base, file);
    const db = createDb({ kind: 'sqlite', file });
    try {
      // a build, not the app: the whole file, the counts' groupings and the indexes' B-trees
      // in memory (with the app's 64 MB cache, or 2 GB, the rebuild of the kept counts at 100%
      // read pages back from disk a hundred million times and ran past 45 minutes)
      await sql`pragma cache_size = -8000000`.execute(db);
      await sql`pragma mmap_size = 17179869184`.execute(db);
      await sql`pragma temp_store = memory`.execute(db);
      await seedInto(db);
    } finally {
      await db.destroy();
    }
    fs.writeFileSync(stamp, want);
    built = true;
  }
  return {
    database: { kind: 'sqlite', file },
    dataDir,
    built,
    seconds: (performance.now() - t0) / 1000,
    bytes: dirBytes(dataDir),
    size,
  };
}

// ---------------------------------------------------------------------------------------
// The command

const USAGE =
  'Usage: npm run seed:community -- --scale 1|0.1|0.01 [--seed S] [--pg [URL]] [--reseed]\n' +
  '  --scale X   share of the full community (100,000 members, 10,000,000 entries...), 0 < X <= 1\n' +
  '  --seed S    seed of the generator (default 1): same seed and scale, same rows\n' +
  '  --pg [URL]  on PostgreSQL (the server of URL, BENCH_DATABASE_URL, TEST_DATABASE_URL or\n' +
  '              postgres://postgres@127.0.0.1:5432/postgres), else SQLite\n' +
  '  --reseed    build again even when the cached database is current';

export type CommunityArgs = {
  scale: number;
  seed: number;
  pg: string | undefined;
  reseed: boolean;
};

export function parseCommunityArgs(argv: readonly string[]): CommunityArgs {
  const o: CommunityArgs = { scale: 1, seed: 1, pg: undefined, reseed: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--scale') {
      const v = Number(argv[++i]);
      if (!(v > 0 && v <= 1)) throw new Error(`--scale needs a number above 0 and at most 1`);
      o.scale = v;
    } else if (a === '--seed') {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 0) throw new Error('--seed needs a whole number');
      o.seed = v;
    } else if (a === '--reseed') o.reseed = true;
    else if (a === '--pg') {
      const next = argv[i + 1];
      o.pg =
        next !== undefined && /^postgres(ql)?:\/\//.test(next)
          ? (argv[++i] ?? '')
          : (process.env.BENCH_DATABASE_URL ??
            process.env.TEST_DATABASE_URL ??
            'postgres://postgres@127.0.0.1:5432/postgres');
    } else throw new Error(`unknown option ${String(a)}`);
  }
  return o;
}

async function main(): Promise<number> {
  let args: CommunityArgs;
  try {
    args = parseCommunityArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`seed:community: ${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  const c = await ensureCommunity(args);
  const where =
    c.database.kind === 'sqlite' ? c.database.file : c.database.url.replace(/\/\/[^@/]*@/, '//…@');
  console.log(
    `${c.built ? 'Built' : 'Reusing'} the community at ${percentName(args.scale)}% ` +
      `(${c.size.members.toLocaleString('en')} members, ${c.size.entries.toLocaleString('en')} entries) in ${where}: ` +
      `${(c.bytes / 1e6).toFixed(0)} MB, ${c.seconds.toFixed(1)} s`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error('seed:community failed:', err instanceof Error ? err.stack : err);
      process.exitCode = 1;
    },
  );
}
