import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionStats, CommunityStats, ProfileOverview } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import {
  createTestApp,
  insertSession,
  json,
  openTestDb,
  type TestContext,
} from '../../test/helpers.ts';
import { keptCountDrift } from '#src/shared/kept-counts/kept-counts.queries.ts';
import { parseCommunityArgs, seedCommunity, sizeAt, type SeedResult } from './community.ts';

// A tiny community (0.05% of the full one: 50 members, about 5,000 entries) on the test
// database's catalogue, through the seed's own code path on SQLite or PostgreSQL.
const SCALE = 0.0005;
const NOW = Date.UTC(2026, 10, 1);

let t: TestContext;
let seeded: SeedResult;
let media: string;
beforeAll(async () => {
  t = await createTestApp();
  media = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-community-media-'));
  seeded = await seedCommunity(t.db, { scale: SCALE, seed: 7, mediaRoot: media, now: NOW });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(media, { recursive: true, force: true });
});

const n = async (db: Db, query: string) => {
  const { rows } = await sql.raw<{ n: number | string }>(query).execute(db);
  return Number(rows[0]?.n ?? 0);
};

/** A digest of the rows the seed wrote, in a fixed order. */
async function digest(db: Db): Promise<string> {
  const h = createHash('sha256');
  for (const q of [
    `select u.username, e.ink_id, e.status, e.rating from inventory_entries e
      join users u on u.id = e.user_id where u.username like 'member%' order by u.id, e.ink_id`,
    `select user_id, ink_id, image_id from community_image_votes order by user_id, ink_id`,
    `select user_id, ink_id, property, value from ink_property_votes order by 1, 2, 3`,
  ]) {
    const { rows } = await sql.raw(q).execute(db);
    h.update(JSON.stringify(rows));
  }
  return h.digest('hex');
}

describe('seed:community', () => {
  it('writes every table at its share of the full counts', async () => {
    const size = sizeAt(SCALE);
    expect(size.members).toBe(50);
    expect(seeded.rows.users).toBe(50);
    const near = (got: number | undefined, want: number) => {
      expect(got).toBeGreaterThan(want * 0.7);
      expect(got).toBeLessThan(want * 1.3);
    };
    near(seeded.rows.inventory_entries, size.entries);
    near(seeded.rows.comments, size.comments);
    near(seeded.rows.community_images, size.images);
    near(seeded.rows.ink_property_votes, size.propertyVotes);
    near(seeded.rows.collections, size.collections);
    expect(seeded.rows.community_image_votes).toBeGreaterThan(size.imageVotes * 0.5);
    expect(seeded.rows.reports).toBeGreaterThan(0);
    expect(await n(t.db, "select count(*) as n from users where username like 'member%'")).toBe(50);
    expect(
      await n(t.db, "select count(*) as n from reports where status = 'open'"),
    ).toBeGreaterThan(0);
    expect(
      await n(t.db, "select count(*) as n from ink_submissions where status = 'pending'"),
    ).toBeGreaterThan(0);
    // verified members, a few staff with two factors
    expect(
      await n(
        t.db,
        "select count(*) as n from users where username like 'member%' and email_verified = 0",
      ),
    ).toBe(0);
    expect(
      await n(
        t.db,
        "select count(*) as n from users where username like 'member%' and role <> 'user' and totp_enabled = 1",
      ),
    ).toBe(4);
  });

  it('keeps the rules the app keeps: one vote per member and ink on an image of that ink, never their own', async () => {
    expect(
      await n(
        t.db,
        `select count(*) as n from community_image_votes v join community_images i on i.id = v.image_id
         where i.ink_id <> v.ink_id or i.user_id = v.user_id`,
      ),
    ).toBe(0);
    // property votes and images only on inks the member owns or tried
    for (const table of ['ink_property_votes', 'community_images']) {
      expect(
        await n(
          t.db,
          `select count(*) as n from ${table} x join users u on u.id = x.user_id
           where u.username like 'member%' and not exists (select 1 from inventory_entries e
             where e.user_id = x.user_id and e.ink_id = x.ink_id and e.status in ('owned', 'tried'))`,
        ),
      ).toBe(0);
    }
  });

  it('leaves the derived columns as the app would: owners, ratings, image counts', async () => {
    expect(
      await n(
        t.db,
        `select count(*) as n from inks where owner_count <> (select count(distinct user_id)
           from inventory_entries e where e.ink_id = inks.id and e.status = 'owned')`,
      ),
    ).toBe(0);
    expect(
      await n(
        t.db,
        `select count(*) as n from inks where community_image_count <> (select count(*)
           from community_images i where i.ink_id = inks.id)`,
      ),
    ).toBe(0);
    expect(
      await n(
        t.db,
        `select count(*) as n from inks where rating_count <> (select count(m.r) from (
           select max(rating) as r from inventory_entries e where e.ink_id = inks.id
           group by e.user_id) m)`,
      ),
    ).toBe(0);
    // and every count the database keeps (ADR 061) is what the triggers would have left
    expect(await keptCountDrift(t.db)).toEqual([]);
    // the badges recorded as told are the ones the app says the member holds
    const heaviest = await sql<{ id: number; username: string }>`
      select u.id, u.username from users u join inventory_entries e on e.user_id = u.id
      where u.username like 'member%' group by u.id, u.username
      order by count(*) desc, u.id limit 1`.execute(t.db);
    const top = heaviest.rows[0];
    expect(top).toBeDefined();
    const told = await sql<{ badge_id: string }>`
      select badge_id from badge_awards where user_id = ${top?.id ?? 0} order by badge_id`.execute(
      t.db,
    );
    const overview = await t.app.inject({ url: `/api/users/${top?.username ?? ''}/overview` });
    const held = [...json<ProfileOverview>(overview).badges].sort();
    expect(held.length).toBeGreaterThan(0);
    expect(told.rows.map((r) => r.badge_id)).toEqual(held);
    // the triggers are back: a new owned entry moves the count
    const ink = await n(t.db, 'select min(id) as n from inks where owner_count = 0');
    const member = await n(t.db, "select min(id) as n from users where username = 'member9'");
    await t.db
      .insertInto('inventory_entries')
      .values({
        user_id: member,
        ink_id: ink,
        status: 'owned',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await n(t.db, `select owner_count as n from inks where id = ${ink}`)).toBe(1);
    await t.db
      .deleteFrom('inventory_entries')
      .where('user_id', '=', member)
      .where('ink_id', '=', ink)
      .execute();
  });

  it('is skewed: the most active member holds many times the median, the most owned ink many owners', async () => {
    const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from inventory_entries e join users u on u.id = e.user_id
        where u.username like 'member%' group by e.user_id order by 1`.execute(t.db);
    const counts = rows.map((r) => Number(r.n));
    const median = counts[Math.floor(counts.length / 2)] ?? 0;
    const top = counts[counts.length - 1] ?? 0;
    expect(top).toBeGreaterThan(median * 3);
    const owners = await n(t.db, 'select max(owner_count) as n from inks');
    expect(owners).toBeGreaterThan(10);
  });

  it("answers the app's own questions on it: a profile, an ink's stats, the community, the staff", async () => {
    const { rows } = await sql<{ username: string; id: number }>`
        select u.username, u.id from users u join inventory_entries e on e.user_id = u.id
        where u.username like 'member%' group by u.id, u.username
        order by count(*) desc, u.id limit 1`.execute(t.db);
    const top = rows[0];
    if (!top) throw new Error('no member');
    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/users/${top.username}/overview`,
    });
    expect(overview.statusCode).toBe(200);
    const o = json<ProfileOverview>(overview);
    const owned = await n(
      t.db,
      `select count(distinct ink_id) as n from inventory_entries where user_id = ${top.id} and status = 'owned'`,
    );
    expect(o.counts.owned).toBe(owned);
    expect(o.badges).toContain('collector');

    const popular = await n(t.db, 'select id as n from inks order by owner_count desc, id limit 1');
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/inks/${popular}/collection-stats`,
    });
    expect(stats.statusCode).toBe(200);
    expect(json<CollectionStats>(stats).owned).toBe(
      await n(t.db, `select owner_count as n from inks where id = ${popular}`),
    );

    const community = json<CommunityStats>(
      await t.app.inject({ method: 'GET', url: '/api/community/stats' }),
    );
    expect(community.imagesShared).toBe(
      await n(t.db, 'select count(*) as n from community_images'),
    );

    const moderator = await n(
      t.db,
      "select min(id) as n from users where username like 'member%' and role = 'moderator'",
    );
    const token = await insertSession(t.db, moderator, { mfa: true });
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: { cookie: `inklore_session=${token}` },
    });
    expect(notes.statusCode).toBe(200);
    expect(json<{ pendingReports: number }>(notes).pendingReports).toBe(
      await n(t.db, "select count(*) as n from reports where status = 'open'"),
    );
    // the shared image files exist where the URLs say
    const image = await t.db
      .selectFrom('community_images')
      .select('image_url')
      .executeTakeFirstOrThrow();
    expect(fs.existsSync(path.join(media, image.image_url.replace('/media/', '')))).toBe(true);
  });

  it('is deterministic: the same seed and day give the same rows', async () => {
    const other = await openTestDb();
    const otherMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-community-media-'));
    try {
      await seedCommunity(other.db, { scale: SCALE, seed: 7, mediaRoot: otherMedia, now: NOW });
      expect(await digest(other.db)).toBe(await digest(t.db));
    } finally {
      await other.drop();
      fs.rmSync(otherMedia, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to seed twice and reads its options plainly', async () => {
    await expect(seedCommunity(t.db, { scale: SCALE, seed: 7, mediaRoot: media })).rejects.toThrow(
      /already holds a seeded community/,
    );
    expect(parseCommunityArgs(['--scale', '0.1', '--seed', '3'])).toMatchObject({
      scale: 0.1,
      seed: 3,
      pg: undefined,
    });
    expect(() => parseCommunityArgs(['--scale', '2'])).toThrow(/above 0 and at most 1/);
    expect(() => parseCommunityArgs(['--bogus'])).toThrow(/unknown option/);
  });
});
