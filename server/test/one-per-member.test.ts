import type { ErrorBody, PropertyVotes, VoteResult } from '@inklore/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS } from '#src/config.ts';
import { isUniqueViolation } from '#src/db/dialect.ts';
import * as onePerMember from '#src/db/migrations/2026-11-28T0200-one-per-member.ts';
import {
  createTestApp,
  createUser,
  inkSupply,
  json,
  withSession,
  type Browser,
  type TestContext,
} from './helpers.ts';

/**
 * Every one-per-member rule is held by the database (docs/security.md
 * "One per member"): twenty copies of one member's request sent at once store one row,
 * and every answer is a 2xx or a clean 409, never a 500, on SQLite and PostgreSQL.
 */

const PARALLEL = 20;
let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp(
    Object.fromEntries(
      Object.keys(RATE_LIMIT_DEFAULTS).map((name) => [`RATE_LIMIT_${name}`, 'off']),
    ),
  );
  freshInk = await inkSupply(t.db, 400, 40);
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<Browser['get']>>;

/** A signed-in member whose browser holds its CSRF token before the burst. */
async function member(): Promise<Awaited<ReturnType<typeof withSession>>> {
  const m = await withSession(t, { trusted: true }); // its votes count (trust levels)
  const res = await m.browser.get('/api/auth/csrf-token');
  m.browser.csrf = json<{ csrfToken: string }>(res).csrfToken;
  return m;
}

/** The same request PARALLEL times at once. */
function burst(send: () => Promise<Res>): Promise<Res[]> {
  return Promise.all(Array.from({ length: PARALLEL }, send));
}

function statuses(answers: Res[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of answers) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

/** One created, the rest a 409 in the one error shape. */
function expectOneCreated(answers: Res[], created = 201) {
  expect(statuses(answers)).toEqual({ [created]: 1, 409: PARALLEL - 1 });
  for (const r of answers.filter((a) => a.statusCode === 409)) {
    const err = json<ErrorBody>(r);
    expect(err.code).toBe('conflict');
    expect(err.message.length).toBeGreaterThan(10);
  }
}

let shade = 0;
async function photo(): Promise<string> {
  shade += 1;
  const buf = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

const certified = { ownershipConfirmed: true, appropriatenessConfirmed: true };

async function count(
  table:
    | 'profile_image_submissions'
    | 'community_images'
    | 'community_image_votes'
    | 'comments'
    | 'inventory_entries'
    | 'reports'
    | 'ink_property_votes',
  where: Record<string, number | string>,
): Promise<number> {
  let q = t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [col, value] of Object.entries(where)) {
    q = q.where(col as never, '=', value as never);
  }
  return (await q.executeTakeFirstOrThrow()).n;
}

/** A community image of `inkId` by another member, straight into the database. */
async function imageBy(inkId: number): Promise<number> {
  const owner = await createUser(t.db);
  const row = await t.db
    .insertInto('community_images')
    .values({
      ink_id: inkId,
      user_id: owner.id,
      image_url: '/media/community/x.jpg',
      thumbnail_url: '/media/community/x-thumb.jpg',
      width: 800,
      height: 600,
      caption: null,
      category: 'Other',
      paper_type: null,
      pen_nib: null,
      is_official: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('one per member, held under concurrency', () => {
  it('a pending profile image submission per member per ink', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const image = await photo();
    const answers = await burst(() =>
      browser.post(`/api/inks/${inkId}/profile-image-submission`, {
        imageUrl: image,
        caption: null,
        isOfficial: false,
        ...certified,
      }),
    );
    expectOneCreated(answers);
    expect(
      await count('profile_image_submissions', {
        ink_id: inkId,
        user_id: user.id,
        status: 'pending',
      }),
    ).toBe(1);
  });

  it('a community image per member per ink', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const image = await photo();
    const answers = await burst(() =>
      browser.post(`/api/inks/${inkId}/community-images`, { imageUrl: image, ...certified }),
    );
    expectOneCreated(answers);
    expect(await count('community_images', { ink_id: inkId, user_id: user.id })).toBe(1);
  });

  it('a comment per member per ink', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const answers = await burst(() =>
      browser.post(`/api/inks/${inkId}/comments`, { content: 'Lovely shading.' }),
    );
    expectOneCreated(answers);
    expect(await count('comments', { ink_id: inkId, user_id: user.id })).toBe(1);
  });

  it('an ink-ventory entry per member per ink', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const answers = await burst(() =>
      browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' }),
    );
    expectOneCreated(answers);
    expect(await count('inventory_entries', { ink_id: inkId, user_id: user.id })).toBe(1);
  });

  it('an open report per member per target', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const answers = await burst(() =>
      browser.post('/api/reports', { reportType: 'ink_profile', targetId: inkId, reason: 'spam' }),
    );
    expectOneCreated(answers);
    expect(
      await count('reports', {
        reporter_id: user.id,
        target_type: 'ink_profile',
        target_id: inkId,
      }),
    ).toBe(1);
  });

  it('an ink once in a collection', async () => {
    const { browser } = await member();
    const inkId = freshInk();
    const made = await browser.post('/api/auth/collections', { name: 'Blues' });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = json<{ id: number }>(made);
    const answers = await burst(() =>
      browser.post(`/api/auth/collections/${id}/inks/${inkId}`, { status: 'owned' }),
    );
    expectOneCreated(answers);
    const rows = await t.db
      .selectFrom('collection_inks')
      .select('ink_id')
      .where('collection_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a vote per member per ink: each toggle answers in turn, one row at most', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const imageId = await imageBy(inkId);
    const answers = await burst(() => browser.post(`/api/community-images/${imageId}/vote`));
    expect(statuses(answers)).toEqual({ 200: PARALLEL });
    const results = answers.map((r) => json<VoteResult>(r));
    const added = results.filter((r) => r.action === 'added').length;
    const removed = results.filter((r) => r.action === 'removed').length;
    const stored = await count('community_image_votes', { user_id: user.id, ink_id: inkId });
    // The toggles ran one after another: added and removed alternate, so they differ by what is stored.
    expect(added - removed).toBe(stored);
    expect(stored).toBe(0);
    expect([...results.map((r) => r.upvotes)].sort()).toEqual(
      [...Array.from({ length: PARALLEL / 2 }, () => [0, 1]).flat()].sort(),
    );
  });

  it('a vote per member per ink: votes racing between two images of the ink', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const first = await imageBy(inkId);
    const second = await imageBy(inkId);
    let i = 0;
    const answers = await burst(() =>
      browser.post(`/api/community-images/${i++ % 2 === 0 ? first : second}/vote`),
    );
    expect(statuses(answers)).toEqual({ 200: PARALLEL });
    const stored = await t.db
      .selectFrom('community_image_votes')
      .select('image_id')
      .where('user_id', '=', user.id)
      .where('ink_id', '=', inkId)
      .execute();
    expect(stored.length).toBeLessThanOrEqual(1);
    // What the member's vote says is what is stored.
    const mine = json<{ vote: { imageId: number } | null }>(
      await browser.get(`/api/inks/${inkId}/user-vote`),
    );
    expect(mine.vote?.imageId ?? null).toBe(stored[0]?.image_id ?? null);
  });

  it('property votes: the same vote twenty times at once is one vote', async () => {
    const { browser, user } = await member();
    const inkId = freshInk();
    const owned = await browser.post(`/api/inks/${inkId}/collection`, { status: 'owned' });
    expect(owned.statusCode, owned.body).toBe(201);
    const answers = await burst(() =>
      browser.send('PUT', `/api/inks/${inkId}/property-votes`, { sheen: true, dryTime: 'slow' }),
    );
    expect(statuses(answers)).toEqual({ 200: PARALLEL });
    for (const r of answers) {
      const votes = json<PropertyVotes>(r);
      expect(votes.sheen).toEqual({ yes: 1, no: 0 });
      expect(votes.dryTime.slow).toBe(1);
      expect(votes.mine?.sheen).toBe(true);
    }
    expect(await count('ink_property_votes', { ink_id: inkId, user_id: user.id })).toBe(2);
  });
});

describe('the migration that holds them (2026-11-28T0200-one-per-member)', () => {
  it('settles pending duplicates stored before it, then holds the rule', async () => {
    await t.db.schema.dropIndex('profile_image_submissions_pending_once_idx').execute();
    const inkId = freshInk();
    const one = await createUser(t.db);
    const other = await createUser(t.db);
    const at = new Date().toISOString();
    const submit = async (userId: number, status: 'pending' | 'rejected' = 'pending') =>
      (
        await t.db
          .insertInto('profile_image_submissions')
          .values({
            ink_id: inkId,
            user_id: userId,
            image_url: '/media/profile-images/x.jpg',
            caption: null,
            status,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const first = await submit(one.id);
    const second = await submit(one.id);
    const settled = await submit(one.id, 'rejected');
    const third = await submit(one.id);
    const others = await submit(other.id);

    await onePerMember.up(t.db);

    const rows = await t.db
      .selectFrom('profile_image_submissions')
      .select(['id', 'status', 'rejection_reason', 'reviewed_by'])
      .where('ink_id', '=', inkId)
      .orderBy('id')
      .execute();
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({
      [first]: 'pending',
      [second]: 'rejected',
      [settled]: 'rejected',
      [third]: 'rejected',
      [others]: 'pending',
    });
    for (const r of rows.filter((row) => row.id === second || row.id === third)) {
      expect(r.rejection_reason).toBe(onePerMember.DUPLICATE_PENDING_REASON);
      expect(r.reviewed_by).toBeNull();
    }
    await expect(submit(one.id)).rejects.toSatisfy(isUniqueViolation);
  });
});
