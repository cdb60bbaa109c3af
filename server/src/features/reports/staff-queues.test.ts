import type { AdminNotifications } from '@inklore/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryId } from 'kysely';
import type { Db } from '#src/db/database.ts';
import { keptCountDrift } from '#src/shared/kept-counts/kept-counts.queries.ts';
import {
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { foldStaffQueues, staffQueueCounts } from './reports.queries.ts';

/**
 * ADR 074: what waits for the staff is kept by the database as deltas, moved in the change's
 * own transaction by whoever writes, summed by the staff notifications and folded now and
 * then; it never drifts from a count of the tables.
 */

let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp();
  freshInk = await inkSupply(t.db, 100);
});
afterAll(async () => {
  await t.close();
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL); // (as the test helpers read it)
const NOW = new Date().toISOString();

const picture = (inkId: number, status: 'pending' | 'approved' = 'pending') => ({
  ink_id: inkId,
  user_id: null,
  image_url: '/media/x.jpg',
  caption: null,
  status,
  rejection_reason: null,
  reviewed_by: null,
  reviewed_at: null,
  created_at: NOW,
});

let discoveries = 0;
const discovery = (status: 'pending' | 'rejected' = 'pending') => {
  const name = `Queue ${++discoveries}`;
  return {
    user_id: null,
    name,
    brand: 'Staffqueue',
    line: null,
    color_family: 'Blue',
    color_hex: '#123456',
    description: null,
    image_url: null,
    duplicate_key: `staffqueue|${name}`,
    status,
    rejection_reason: null,
    ink_id: null,
    reviewed_by: null,
    reviewed_at: null,
    created_at: NOW,
  };
};

let targets = 0;
const report = (status: 'open' | 'resolved' = 'open') => ({
  reporter_id: null,
  target_type: 'ink_profile' as const,
  target_id: 1_000_000 + ++targets,
  target_user_id: null,
  reason: 'spam' as const,
  description: null,
  status,
  resolution: status === 'open' ? null : ('dismissed' as const),
  resolved_by: null,
  resolved_at: status === 'open' ? null : NOW,
  created_at: NOW,
});

/** The queues counted from the tables now. */
async function counted(db: Db) {
  const { rows } = await sql<Record<string, number | string>>`select
    (select count(*) from reports where status = 'open') as reports,
    (select count(*) from profile_image_submissions s join inks on inks.id = s.ink_id
      where s.status = 'pending' and inks.deleted_at is null) as images,
    (select count(*) from ink_submissions where status = 'pending') as submissions`.execute(db);
  const r = rows[0] ?? {};
  return {
    reports: Number(r['reports']),
    profileImages: Number(r['images']),
    submissions: Number(r['submissions']),
  };
}

/** What the database keeps, against a count; and what the staff are told. */
async function expectKept() {
  const { rows: _rows, ...kept } = await staffQueueCounts(t.db);
  const now = await counted(t.db);
  expect(kept).toEqual(now);
  expect((await keptCountDrift(t.db)).filter((d) => d.startsWith('staff queue'))).toEqual([]);
  const mod = await withSession(t, { role: 'moderator', totp: true });
  expect(json<AdminNotifications>(await mod.browser.get('/api/admin/notifications'))).toEqual({
    hasNotifications: now.reports + now.profileImages + now.submissions > 0,
    pendingReports: now.reports,
    pendingSubmissions: now.profileImages + now.submissions,
  });
  return now;
}

describe('the staff queues the database keeps', () => {
  it('follow every change, in rows at once, whoever writes', async () => {
    const start = await expectKept();
    const [a, b, c] = [freshInk(), freshInk(), freshInk()];
    await t.db
      .insertInto('reports')
      .values([report(), report(), report('resolved')])
      .execute();
    await t.db
      .insertInto('ink_submissions')
      .values([discovery(), discovery(), discovery('rejected')])
      .execute();
    await t.db
      .insertInto('profile_image_submissions')
      .values([picture(a), picture(a), picture(b), picture(c, 'approved')])
      .execute();
    expect(await expectKept()).toEqual({
      reports: start.reports + 2,
      profileImages: start.profileImages + 3,
      submissions: start.submissions + 2,
    });

    // decided, several at once; and one opened again
    await sql`update reports set status = 'resolved' where status = 'open'`.execute(t.db);
    await sql`update ink_submissions set status = 'rejected' where brand = 'Staffqueue'`.execute(
      t.db,
    );
    await sql`update reports set status = 'open' where target_id = ${1_000_000 + targets}`.execute(
      t.db,
    );
    await expectKept();

    // an ink hidden takes its waiting pictures with it, restored brings them back; a picture
    // moved to a hidden ink leaves, one decided while its ink is hidden stays out
    await t.db.updateTable('inks').set({ deleted_at: NOW }).where('id', 'in', [a, b]).execute();
    expect((await expectKept()).profileImages).toBe(start.profileImages);
    await sql`update profile_image_submissions set status = 'rejected'
      where ink_id = ${b}`.execute(t.db);
    await t.db.updateTable('inks').set({ deleted_at: null }).where('id', '=', a).execute();
    expect((await expectKept()).profileImages).toBe(start.profileImages + 2);
    await sql`update profile_image_submissions set ink_id = ${b}
      where ink_id = ${a} and status = 'pending'`.execute(t.db);
    expect((await expectKept()).profileImages).toBe(start.profileImages);
    await sql`update profile_image_submissions set ink_id = ${a}, status = 'pending'
      where ink_id = ${b}`.execute(t.db);
    await expectKept();

    // rows removed, and an ink removed outright with its waiting pictures (by cascade)
    await sql`delete from reports where target_id > 1000000`.execute(t.db);
    await sql`delete from ink_submissions where brand = 'Staffqueue'`.execute(t.db);
    const gone = freshInk();
    await t.db
      .insertInto('profile_image_submissions')
      .values([picture(gone)])
      .execute();
    await t.db.deleteFrom('inks').where('id', '=', gone).execute();
    await t.db.deleteFrom('profile_image_submissions').where('ink_id', '=', a).execute();
    expect(await expectKept()).toEqual(start);
  });

  it('fold into one row when many changes wait, telling the staff the same', async () => {
    await t.db
      .insertInto('reports')
      .values(Array.from({ length: 120 }, () => report()))
      .execute();
    await sql`update reports set status = 'resolved'
      where target_id > 1000000 and target_id % 3 = 0`.execute(t.db);
    expect((await staffQueueCounts(t.db)).rows).toBeGreaterThan(100);
    // the staff's read folds them
    const before = await expectKept();
    expect((await staffQueueCounts(t.db)).rows).toBe(1);
    expect(await expectKept()).toEqual(before);
  });

  it('keep no row when nothing waits, and none for a change that moves nothing', async () => {
    const quiet = freshInk();
    const rows = async () => (await staffQueueCounts(t.db)).rows;
    const before = await rows();
    // an ink with no waiting picture hidden, hidden again, restored: nothing moves
    await t.db.updateTable('inks').set({ deleted_at: NOW }).where('id', '=', quiet).execute();
    await t.db.updateTable('inks').set({ deleted_at: NOW }).where('id', '=', quiet).execute();
    await t.db.updateTable('inks').set({ deleted_at: null }).where('id', '=', quiet).execute();
    expect(await rows()).toBe(before);
    // a hidden ink's picture hidden again moves nothing either
    await t.db
      .insertInto('profile_image_submissions')
      .values([picture(quiet)])
      .execute();
    await t.db.updateTable('inks').set({ deleted_at: NOW }).where('id', '=', quiet).execute();
    const hidden = await rows();
    await t.db.updateTable('inks').set({ deleted_at: NOW }).where('id', '=', quiet).execute();
    expect(await rows()).toBe(hidden);
    await expectKept();

    // everything that waits settled: a fold leaves no row (a restore takes the database as
    // holding no data only when the table is empty)
    await sql`update reports set status = 'resolved' where status = 'open'`.execute(t.db);
    await sql`update ink_submissions set status = 'rejected' where status = 'pending'`.execute(
      t.db,
    );
    await sql`update profile_image_submissions set status = 'rejected'
      where status = 'pending'`.execute(t.db);
    expect(await counted(t.db)).toEqual({ reports: 0, profileImages: 0, submissions: 0 });
    await t.db.transaction().execute((trx) => foldStaffQueues(trx));
    expect(await rows()).toBe(0);
    await expectKept();
  });

  it.runIf(onPostgres)('are folded once when two fold at once', async () => {
    await t.db
      .insertInto('reports')
      .values(Array.from({ length: 5 }, () => report()))
      .execute();
    const before = await counted(t.db);
    const first = t.db.transaction().execute(async (trx) => {
      await foldStaffQueues(trx);
      // the second fold waits for these rows meanwhile
      await new Promise((r) => setTimeout(r, 200));
    });
    const second = t.db.transaction().execute((trx) => foldStaffQueues(trx));
    await Promise.all([first, second]);
    await expectKept();
    expect((await staffQueueCounts(t.db)).rows).toBeLessThanOrEqual(2);
    expect(await counted(t.db)).toEqual(before);
  });
});

describe('the staff notifications', () => {
  it('start reading the queues before the session lookup is answered, and only then use them', async () => {
    // what the app's database runs, as starts and ends in order; `failing` makes the queues'
    // read fail
    const events: string[] = [];
    const open = new Map<QueryId, string>();
    let failing = false;
    const w = await createTestApp(
      {},
      {
        watch: {
          db: (db) =>
            Object.assign(
              db.withPlugin({
                transformQuery: ({ node, queryId }) => {
                  const table = /"table":\{[^}]*"name":"(\w+)"/.exec(JSON.stringify(node))?.[1];
                  open.set(queryId, table ?? '?');
                  events.push(`start ${table}`);
                  if (failing && table === 'staff_queue_deltas') throw new Error('the read failed');
                  return node;
                },
                transformResult: ({ result, queryId }) => {
                  events.push(`end ${open.get(queryId)}`);
                  return Promise.resolve(result);
                },
              }),
              { kind: db.kind },
            ),
        },
      },
    );
    try {
      const mod = await withSession(w, { role: 'moderator', totp: true });
      events.length = 0;
      const res = await mod.browser.get('/api/admin/notifications');
      expect(res.statusCode, res.body).toBe(200);
      // under way before the session is known (on PostgreSQL the two then wait at once)
      const queues = events.indexOf('start staff_queue_deltas');
      expect(queues, events.join(', ')).toBeGreaterThanOrEqual(0);
      expect(queues, events.join(', ')).toBeLessThan(events.indexOf('end sessions'));
      expect(events.filter((e) => e === 'start staff_queue_deltas')).toHaveLength(1);
      const head = await w.app.inject({
        method: 'HEAD',
        url: '/api/admin/notifications',
        headers: { cookie: [...mod.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(head.statusCode).toBe(200);

      // refused as before, the read let go unused
      const member = await withSession(w);
      expect((await member.browser.get('/api/admin/notifications')).statusCode).toBe(403);
      expect((await w.app.inject({ url: '/api/admin/notifications' })).statusCode).toBe(401);

      // a read that fails: the staff are told so; a refused request is refused as before
      // (and no rejection is left unhandled, which would fail this test file)
      failing = true;
      const failed = await mod.browser.get('/api/admin/notifications');
      expect(failed.statusCode, failed.body).toBe(500);
      expect((await w.app.inject({ url: '/api/admin/notifications' })).statusCode).toBe(401);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      await w.close();
    }
  });
});

/**
 * Two transactions at once on PostgreSQL: a picture sent for an ink while the ink is hidden.
 * Whichever comes first, the other waits for it (the picture's trigger holds the ink's row in
 * share mode) and then sees its rows, so the picture is counted out exactly once.
 */
describe.runIf(onPostgres)('a picture and its ink changed at once (PostgreSQL)', () => {
  /** Runs `first` in an open transaction, then starts `second`, commits `first`. */
  async function interleave(
    first: (db: Db) => Promise<unknown>,
    second: (db: Db) => Promise<unknown>,
  ) {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let started = () => {};
    const firstDone = new Promise<void>((r) => (started = r));
    const a = t.db.transaction().execute(async (trx) => {
      await first(trx as unknown as Db);
      started();
      await held;
    });
    await firstDone;
    let secondFinished = false;
    const b = t.db
      .transaction()
      .execute(async (trx) => {
        await second(trx as unknown as Db);
      })
      .then(() => (secondFinished = true));
    await new Promise((r) => setTimeout(r, 300));
    // the second waits for the first
    const waited = !secondFinished;
    release();
    await Promise.all([a, b]);
    return waited;
  }

  const hide = (inkId: number) => (db: Db) =>
    db.updateTable('inks').set({ deleted_at: NOW }).where('id', '=', inkId).execute();
  const send = (inkId: number) => (db: Db) =>
    db
      .insertInto('profile_image_submissions')
      .values([picture(inkId)])
      .execute();

  it('the picture first, then the ink hidden', async () => {
    const inkId = freshInk();
    expect(await interleave(send(inkId), hide(inkId))).toBe(true);
    await expectKept();
  });

  it('the ink hidden first, then the picture', async () => {
    const inkId = freshInk();
    expect(await interleave(hide(inkId), send(inkId))).toBe(true);
    await expectKept();
  });

  it('two pictures of one ink approved at once both are, one after the other', async () => {
    const inkId = freshInk();
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { id } = await t.db
        .insertInto('profile_image_submissions')
        .values({ ...picture(inkId), image_url: `/media/profile-images/both-${i}.jpg` })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    const mod = await withSession(t, { role: 'moderator', totp: true });
    // another approval in the middle: its picture settled (the queue's trigger holds the ink
    // in share mode), the ink's own lock still to come. An approval that settled its picture
    // before taking the ink would hold the share lock too, and the two would deadlock.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let settled = () => {};
    const isSettled = new Promise<void>((r) => (settled = r));
    const other = t.db.transaction().execute(async (trx) => {
      await sql`update profile_image_submissions set status = 'approved'
        where id = ${ids[0]}`.execute(trx);
      settled();
      await held;
      await sql`select id from inks where id = ${inkId} for update`.execute(trx);
    });
    await isSettled;
    const approving = mod.browser.post(`/api/admin/profile-image-submissions/${ids[1]}/approve`);
    await new Promise((r) => setTimeout(r, 300));
    release();
    const [otherDone, res] = await Promise.allSettled([other, approving]);
    expect(otherDone.status, String((otherDone as { reason?: unknown }).reason)).toBe('fulfilled');
    const answer =
      res.status === 'fulfilled' ? `${res.value.statusCode} ${res.value.body}` : String(res.reason);
    expect(answer.slice(0, 3), answer).toBe('200');
    await expectKept();
  });
});
