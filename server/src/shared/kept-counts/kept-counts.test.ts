import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CollectionStats, CommunityStats } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { Browser, fileTestApp, json, withSession } from '../../../test/helpers.ts';
import { keptCountDrift, rebuildKeptCounts } from './kept-counts.queries.ts';
import {
  brandOf,
  deleteEntriesAtOnce,
  moveEntries,
  setInk,
  setStatusAtOnce,
  spoilBrandCount,
  spoilEntryCount,
  spoilMemberCount,
  unspoilBrandCount,
  unspoilEntryCount,
} from './kept-counts.test-kit.queries.ts';

/** ADR 061: the counts the database keeps never drift from a recount, whatever writes. */

const { t, freshInk } = fileTestApp({ inks: 300 });

const anonymous = () => new Browser(t.app, '10.73.0.1');
const url = (inkId: number, kind?: string) =>
  `/api/inks/${inkId}/collection${kind ? `?kind=${kind}` : ''}`;
const STATUSES = ['owned', 'tried', 'wishlist', 'want_to_try'] as const;
const KINDS = ['bottle', 'sample', 'cartridge', 'swab'] as const;

async function stats(inkId: number): Promise<CollectionStats> {
  const res = await anonymous().get(`/api/inks/${inkId}/collection-stats`);
  expect(res.statusCode, res.body).toBe(200);
  return json<CollectionStats>(res);
}

describe('counts kept by the database', () => {
  it('a rebuild puts every spoiled count right', async () => {
    const inkId = freshInk();
    const { browser, user } = await withSession(t, { trusted: true });
    await browser.get('/api/auth/csrf-token');
    await browser.post(url(inkId), { status: 'owned' });
    await spoilEntryCount(t.db, inkId);
    await spoilBrandCount(t.db, await brandOf(t.db, inkId));
    await spoilMemberCount(t.db, user.id);
    expect((await keptCountDrift(t.db)).length).toBeGreaterThanOrEqual(3);
    const before = await stats(inkId);
    await rebuildKeptCounts(t.db);
    expect(await keptCountDrift(t.db)).toEqual([]);
    expect(await stats(inkId)).toEqual({ ...before, tried: 0 });
  });

  it("a rebuild counts each collection's live inks, the deleted left out, the emptied at 0", async () => {
    const { browser } = await withSession(t, { trusted: true });
    const admin = await withSession(t, { role: 'admin', totp: true });
    const shelf = async (inkIds: number[]) => {
      const made = await browser.post('/api/auth/collections', { name: `Shelf ${inkIds[0]}` });
      expect(made.statusCode, made.body).toBe(201);
      const id = json<{ id: number }>(made).id;
      for (const inkId of inkIds) {
        const put = await browser.post(`/api/auth/collections/${id}/inks/${inkId}`, {
          status: 'owned',
        });
        expect(put.statusCode, put.body).toBe(201);
      }
      return id;
    };
    const [a, b, c] = [freshInk(), freshInk(), freshInk()];
    const three = await shelf([a, b, c]);
    const one = await shelf([freshInk()]);
    expect((await admin.browser.send('DELETE', `/api/inks/${b}`)).statusCode).toBe(204);
    const liveInks = async (id: number) =>
      (
        await t.db
          .selectFrom('collections')
          .select('live_inks')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).live_inks;
    // spoiled both ways, then rebuilt
    await t.db.updateTable('collections').set({ live_inks: 9 }).where('id', '=', three).execute();
    await t.db.updateTable('collections').set({ live_inks: 5 }).where('id', '=', one).execute();
    await t.db.deleteFrom('collection_inks').where('collection_id', '=', one).execute();
    await rebuildKeptCounts(t.db);
    expect(await liveInks(three)).toBe(2);
    expect(await liveInks(one)).toBe(0);
  });

  it('the check notices a spoiled count (so an empty list means something)', async () => {
    expect(await keptCountDrift(t.db)).toEqual([]);
    const inkId = freshInk();
    await spoilEntryCount(t.db, inkId);
    expect((await keptCountDrift(t.db)).join('\n')).toContain(`ink ${inkId} entry counts`);
    const brand = await brandOf(t.db, inkId);
    await spoilBrandCount(t.db, brand);
    expect((await keptCountDrift(t.db)).join('\n')).toContain(`brand ${JSON.stringify(brand)}`);
    await unspoilEntryCount(t.db, inkId);
    await unspoilBrandCount(t.db, brand);
    expect(await keptCountDrift(t.db)).toEqual([]);
  });

  it('members each counted once per status and in all, through every change the API makes, many at once', async () => {
    const inks = [freshInk(), freshInk(), freshInk()];
    const members = await Promise.all(Array.from({ length: 12 }, () => withSession(t)));
    for (const m of members) await m.browser.get('/api/auth/csrf-token');
    // a small fixed generator: the same changes every run
    let state = 61;
    const rand = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    for (let round = 0; round < 8; round++) {
      await Promise.all(
        members.map(async (m) => {
          const inkId = pick(inks);
          const kind = pick(KINDS);
          const action = rand();
          if (action < 0.5) {
            await m.browser.post(url(inkId), { status: pick(STATUSES), kind });
          } else if (action < 0.8) {
            await m.browser.send('PUT', url(inkId, kind), { status: pick(STATUSES) });
          } else {
            await m.browser.send('DELETE', url(inkId, kind));
          }
        }),
      );
    }
    expect(await keptCountDrift(t.db)).toEqual([]);
    // and the page's answer is that count: a member with a bottle and a sample owned counts once
    const inkId = freshInk();
    const [a, b] = members as [(typeof members)[0], (typeof members)[0]];
    await a.browser.post(url(inkId), { status: 'owned', kind: 'bottle' });
    await a.browser.post(url(inkId), { status: 'owned', kind: 'sample' });
    await a.browser.post(url(inkId), { status: 'wishlist', kind: 'cartridge' });
    await b.browser.post(url(inkId), { status: 'tried', kind: 'swab' });
    expect(await stats(inkId)).toEqual({
      inCollections: 2,
      owned: 1,
      tried: 1,
      wishlisted: 1,
      wantToTry: 0,
    });
    await a.browser.send('DELETE', url(inkId, 'bottle'));
    expect((await stats(inkId)).owned).toBe(1); // the sample is still owned
    await a.browser.send('DELETE', url(inkId, 'sample'));
    expect(await stats(inkId)).toMatchObject({ inCollections: 2, owned: 0, wishlisted: 1 });
    expect(await keptCountDrift(t.db)).toEqual([]);
  });

  it("statements that change several of a member's entries at once, and an account that goes", async () => {
    const [x, y] = [freshInk(), freshInk()];
    const { browser, user } = await withSession(t);
    for (const kind of KINDS) await browser.post(url(x), { status: 'owned', kind });
    await browser.post(url(y), { status: 'owned', kind: 'bottle' });
    await browser.post(url(y), { status: 'tried', kind: 'sample' });
    const other = await withSession(t);
    await other.browser.post(url(x), { status: 'owned' });
    expect((await stats(x)).owned).toBe(2);

    await setStatusAtOnce(t.db, user.id, 'wishlist'); // six rows in one statement
    expect(await stats(x)).toMatchObject({ inCollections: 2, owned: 1, wishlisted: 1 });
    expect(await keptCountDrift(t.db)).toEqual([]);
    await deleteEntriesAtOnce(t.db, user.id, [x, y]); // six rows, two inks, one statement
    expect(await stats(x)).toEqual({
      inCollections: 1,
      owned: 1,
      tried: 0,
      wishlisted: 0,
      wantToTry: 0,
    });
    expect(await stats(y)).toMatchObject({ inCollections: 0, owned: 0, tried: 0 });
    expect(await keptCountDrift(t.db)).toEqual([]);

    // the account's deletion takes every entry in one statement
    const leaves = await withSession(t);
    for (const kind of KINDS) await leaves.browser.post(url(x), { status: 'owned', kind });
    expect((await stats(x)).owned).toBe(2);
    const res = await leaves.browser.send('DELETE', '/api/auth/user', {
      password: leaves.user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await stats(x)).owned).toBe(1);
    expect(await keptCountDrift(t.db)).toEqual([]);
  });

  it('moving entries from one ink to another moves their counts', async () => {
    const [from, to] = [freshInk(), freshInk()];
    const { browser, user } = await withSession(t);
    await browser.post(url(from), { status: 'owned', kind: 'sample' });
    await browser.post(url(from), { status: 'tried', kind: 'swab' });
    await browser.post(url(to), { status: 'owned', kind: 'bottle' });
    await moveEntries(t.db, user.id, from, to);
    expect(await stats(from)).toMatchObject({ inCollections: 0, owned: 0, tried: 0 });
    expect(await stats(to)).toEqual({
      inCollections: 1,
      owned: 1,
      tried: 1,
      wishlisted: 0,
      wantToTry: 0,
    });
    expect(await keptCountDrift(t.db)).toEqual([]);
  });

  it("the catalogue's totals follow inks that come, go, change brand and gain images", async () => {
    const before = json<CommunityStats>(await anonymous().get('/api/community/stats'));
    const [a, b, c] = [freshInk(), freshInk(), freshInk()];
    await setInk(t.db, [a, b], { community_image_count: 5 });
    await setInk(t.db, [c], { brand_norm: 'a brand of its own for the kept counts' });
    let now = json<CommunityStats>(await anonymous().get('/api/community/stats'));
    expect(now.imagesShared).toBe(before.imagesShared + 10);
    expect(now.inkBrands).toBeGreaterThanOrEqual(before.inkBrands);
    expect(await keptCountDrift(t.db)).toEqual([]);
    const brandsWithC = now.inkBrands;
    await setInk(t.db, [a, c], { deleted_at: new Date().toISOString() }); // two rows at once
    now = json<CommunityStats>(await anonymous().get('/api/community/stats'));
    expect(now.inkProfiles).toBe(before.inkProfiles - 2);
    expect(now.imagesShared).toBe(before.imagesShared + 5);
    expect(now.inkBrands).toBe(brandsWithC - 1);
    expect(await keptCountDrift(t.db)).toEqual([]);
    await setInk(t.db, [a, c], { deleted_at: null });
    await setInk(t.db, [a, b], { community_image_count: 0 });
    now = json<CommunityStats>(await anonymous().get('/api/community/stats'));
    expect(now.inkProfiles).toBe(before.inkProfiles);
    expect(now.imagesShared).toBe(before.imagesShared);
    expect(await keptCountDrift(t.db)).toEqual([]);
  });

  it('`npm run cli -- counts:check` says whether every kept count equals a recount', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const database = t.config.database;
    const settings = path.join(t.config.dataDir, 'counts.env');
    fs.writeFileSync(settings, '# the test gives every setting in the environment\n');
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '',
      LOG_LEVEL: 'silent',
      ENV_FILE: settings,
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url, DATA_DIR: t.config.dataDir }
        : { DATA_DIR: path.dirname(database.file) }),
    };
    const cli = (command: string) =>
      spawnSync(process.execPath, ['scripts/run.mjs', 'server/src/cli.ts', command], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
    const check = () => cli('counts:check');
    const clean = check();
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Every kept count equals a recount.');
    const inkId = freshInk();
    await spoilEntryCount(t.db, inkId);
    const spoiled = check();
    expect(spoiled.status).toBe(1);
    expect(spoiled.stderr).toContain(`ink ${inkId} entry counts (kept/counted)`);
    const rebuilt = cli('counts:rebuild');
    expect(rebuilt.status, rebuilt.stderr).toBe(0);
    expect(rebuilt.stdout).toMatch(
      /Every kept count was recounted and written again in [\d.]+ s\./,
    );
    expect(check().status).toBe(0);
  }, 60_000);
});
