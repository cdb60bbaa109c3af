import type { CommunityStats } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext, withSession } from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function stats(): Promise<CommunityStats> {
  const res = await t.app.inject({ method: 'GET', url: '/api/community/stats' });
  expect(res.statusCode).toBe(200);
  return json<CommunityStats>(res);
}

function user(name: string, lastActive: string | null) {
  const now = new Date().toISOString();
  return {
    username: name,
    username_norm: name,
    email: `${name}@example.test`,
    email_norm: `${name}@example.test`,
    role: 'user' as const,
    last_active_at: lastActive,
    created_at: now,
    updated_at: now,
  };
}

describe('GET /api/community/stats', () => {
  it('counts the demo catalogue', async () => {
    expect(await stats()).toEqual({
      inkProfiles: 828,
      imagesShared: 0,
      activeMembers: 0,
      inkBrands: 67,
    });
  });

  it('counts members active in the last 30 days only', async () => {
    const day = 86_400_000;
    await t.db
      .insertInto('users')
      .values([
        user('recent', new Date(Date.now() - 2 * day).toISOString()),
        user('lapsed', new Date(Date.now() - 31 * day).toISOString()),
        user('never', null),
      ])
      .execute();
    expect((await stats()).activeMembers).toBe(1);
  });

  it('counts community images and brands of inks not deleted', async () => {
    const oysters = await t.db
      .selectFrom('inks')
      .select('id')
      .where('brand', '=', '3 Oysters')
      .execute();
    expect(oysters).toHaveLength(2);
    await t.db
      .updateTable('inks')
      .set({ community_image_count: 3 })
      .where('brand', '=', '3 Oysters')
      .execute();
    expect((await stats()).imagesShared).toBe(6);
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('brand', '=', '3 Oysters')
      .execute();
    const s = await stats();
    expect(s.inkBrands).toBe(66);
    expect(s.inkProfiles).toBe(826);
    expect(s.imagesShared).toBe(0);
  });
});

describe('the community stats read no session (session: false)', () => {
  it("answer a member without looking the member's session up", async () => {
    const tables: string[][] = [];
    const w = await createTestApp(
      {},
      {
        watch: {
          db: (db) =>
            Object.assign(
              db.withPlugin({
                transformQuery: ({ node }) => {
                  tables.push(
                    [...JSON.stringify(node).matchAll(/"table":\{[^}]*"name":"(\w+)"/g)].map(
                      (m) => m[1] ?? '',
                    ),
                  );
                  return node;
                },
                transformResult: ({ result }) => Promise.resolve(result),
              }),
              { kind: db.kind },
            ),
        },
      },
    );
    try {
      const member = await withSession(w);
      const read = async (url: string) => {
        tables.length = 0;
        const res = await member.browser.get(url);
        expect(res.statusCode, res.body).toBe(200);
        return tables.flat();
      };
      expect(await read('/api/community/stats')).not.toContain('sessions');
      // the member's own calls still read it
      expect(await read('/api/auth/user')).toContain('sessions');
    } finally {
      await w.close();
    }
  });
});
