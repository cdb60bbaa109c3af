import zlib from 'node:zlib';
import type { Collection, CurrentUser, ErrorBody, ProfileOverview } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  insertAccessToken,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

/**
 * "Private means private" (ADR 039): a member's private ink-ventory and private
 * collections appear in no public answer. Before, the profile's palette listed the colour of
 * every owned ink, and 812 of the 828 demo colours name exactly one ink.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type CatalogueInk = { id: number; name: string; brand: string; color_hex: string };

/**
 * Live inks that a text search can pin down: a colour no other ink has, a name no other ink
 * has (letters, digits and spaces only, so it reads the same in JSON and HTML), and an id
 * above those of the few members and collections a test file makes (checked below).
 */
async function recognisableInks(count: number, skip: number): Promise<CatalogueInk[]> {
  const all = await t.db
    .selectFrom('inks')
    .select(['id', 'name', 'brand', 'color_hex'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const times = (key: (i: CatalogueInk) => string) => {
    const m = new Map<string, number>();
    for (const i of all) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
    return m;
  };
  const hexes = times((i) => i.color_hex.toLowerCase());
  const names = times((i) => i.name.toLowerCase());
  const picked = all.filter(
    (i) =>
      hexes.get(i.color_hex.toLowerCase()) === 1 &&
      names.get(i.name.toLowerCase()) === 1 &&
      /^[A-Za-z0-9 ]{6,}$/.test(i.name) &&
      // a name that is no part of another ink's name, brand or other text
      all.every((o) => o.id === i.id || !`${o.name} ${o.brand}`.includes(i.name)) &&
      // well above the few members and collections a test file makes
      i.id > 300,
  );
  const out = picked.slice(skip, skip + count);
  if (out.length < count) throw new Error(`only ${out.length} recognisable inks`);
  return out;
}

/** Words nobody else writes: private notes, collection names and descriptions. */
const MARK = {
  inventoryNote: 'privatenote-q7w2',
  collectionName: 'Drawer q7w2',
  collectionDescription: 'privatedesc-q7w2',
  itemNote: 'privateitem-q7w2',
};

/** What a search engine or a curious visitor can fetch, as text. */
async function text(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers, remoteAddress: '10.77.0.1' });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  return res.headers['content-encoding'] === 'gzip'
    ? zlib.gunzipSync(res.rawPayload).toString('utf8')
    : res.body;
}

/** Every way an answer can name an ink: its id as a field or a link, its name, its colour. */
function namesInk(body: string, ink: CatalogueInk): string[] {
  const found: string[] = [];
  if (new RegExp(`"(?:id|inkId)":${ink.id}(?!\\d)`).test(body)) found.push(`id ${ink.id}`);
  if (new RegExp(`/inks?/${ink.id}(?!\\d)`).test(body)) found.push(`link to ${ink.id}`);
  if (body.includes(ink.name)) found.push(`name ${ink.name}`);
  if (body.toLowerCase().includes(ink.color_hex.toLowerCase()))
    found.push(`colour ${ink.color_hex}`);
  return found;
}

describe('a member’s private ink-ventory and collections', () => {
  let member: Awaited<ReturnType<typeof withSession>>;
  let shown: CatalogueInk; // in a public collection
  let owned: CatalogueInk; // owned, in no collection
  let others: CatalogueInk[]; // tried, want to try, wishlist
  let drawer: CatalogueInk; // in a private collection only (owned through it)
  let privateCollectionId: number;

  beforeAll(async () => {
    const inks = await recognisableInks(6, 0);
    [shown, owned, drawer] = inks as [CatalogueInk, CatalogueInk, CatalogueInk];
    others = inks.slice(3);
    member = await withSession(t);
    const b = member.browser;
    const add = async (id: number, body: Record<string, unknown>) => {
      const res = await b.post(`/api/inks/${id}/collection`, body);
      expect(res.statusCode, res.body).toBe(201);
    };
    await add(owned.id, { status: 'owned', rating: 5, notes: MARK.inventoryNote });
    const [tried, wantToTry, wishlist] = others as [CatalogueInk, CatalogueInk, CatalogueInk];
    await add(tried.id, { status: 'tried', rating: 2, notes: MARK.inventoryNote });
    await add(wantToTry.id, { status: 'want_to_try' });
    await add(wishlist.id, { status: 'wishlist', notes: MARK.inventoryNote });

    const hidden = await b.post('/api/auth/collections', {
      name: MARK.collectionName,
      description: MARK.collectionDescription,
      isPublic: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    privateCollectionId = json<Collection>(hidden).id;
    const put = await b.post(`/api/auth/collections/${privateCollectionId}/inks/${drawer.id}`, {
      status: 'owned',
      notes: MARK.itemNote,
    });
    expect(put.statusCode, put.body).toBe(201);

    const shelf = json<Collection>(
      await b.post('/api/auth/collections', { name: 'Shelf for everyone', isPublic: true }),
    );
    const onShelf = await b.post(`/api/auth/collections/${shelf.id}/inks/${shown.id}`, {
      status: 'owned',
    });
    expect(onShelf.statusCode, onShelf.body).toBe(201);
    // guards of the search below: no member or collection id looks like a private ink's id
    for (const ink of [owned, drawer, ...others]) {
      expect([member.user.id, shelf.id, privateCollectionId]).not.toContain(ink.id);
    }
  });

  const privateInks = () => [owned, drawer, ...others];

  async function overviewOf(browser?: Browser): Promise<ProfileOverview> {
    const url = `/api/users/${member.user.username}/overview`;
    const res = browser ? await browser.get(url) : await new Browser(t.app, '10.77.0.2').get(url);
    expect(res.statusCode, res.body).toBe(200);
    return json<ProfileOverview>(res);
  }

  it('the public palette shows only the inks of public collections (setting off by default)', async () => {
    const me = json<CurrentUser>(await member.browser.get('/api/auth/user'));
    expect(me.showInkColors).toBe(false);
    const o = await overviewOf();
    expect(o.palette).toEqual([shown.color_hex]);
    // the counts are totals that name no ink; they stay (ADR 039)
    expect(o.counts).toEqual({ owned: 3, tried: 1, wantToTry: 1, wishlist: 1 });
    // staff see the same public profile: no role opens a private ink-ventory
    const admin = await withSession(t, { role: 'admin', totp: true });
    expect((await overviewOf(admin.browser)).palette).toEqual([shown.color_hex]);
    // nor does the member's own session make the public answer personal
    expect((await overviewOf(member.browser)).palette).toEqual([shown.color_hex]);
  });

  it('appears in no public answer: profile, overview, collections, badges, sitemap, open data', async () => {
    const u = encodeURIComponent(member.user.username);
    // answers about the member, or listing members' things: no private ink by any name
    const aboutMember = [
      `/api/users/${u}`,
      `/api/users/${u}/overview`,
      `/api/collections?user=${u}`,
      '/api/collections',
      '/api/collections/stats',
      `/api/collections/${privateCollectionId}`,
      '/api/badges',
      '/api/community/stats',
    ];
    const bodies = new Map<string, string>();
    for (const url of aboutMember) bodies.set(url, await text(url));
    for (const [url, body] of bodies) {
      for (const ink of privateInks()) expect(namesInk(body, ink), url).toEqual([]);
    }
    expect(bodies.get(`/api/users/${u}/overview`)).toContain(shown.color_hex);
    const missing = json<ErrorBody>({
      body: bodies.get(`/api/collections/${privateCollectionId}`) ?? '',
    });
    expect(missing.code).toBe('not_found');
    // the sitemap lists every ink and the member's page, never the private collection
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`/user/${u}<`);
    expect(sitemap).not.toMatch(new RegExp(`/collections/${privateCollectionId}<`));
    for (const mark of Object.values(MARK)) expect(sitemap).not.toContain(mark);

    // answers about the inks themselves name them, of course: but never the member, their
    // notes or their collections
    const aboutInks: string[] = [];
    for (const ink of privateInks()) {
      for (const path of [
        '',
        '/collection-stats',
        '/comments',
        '/community-images',
        '/property-votes',
      ]) {
        aboutInks.push(`/api/inks/${ink.id}${path}`);
      }
    }
    aboutInks.push('/api/open-data', '/api/open-data/inks.json', '/api/open-data/inks.csv');
    for (const url of aboutInks) bodies.set(url, await text(url, { 'accept-encoding': 'gzip' }));
    // the search reads what it claims to: the open data lists every ink, private ones too
    expect(bodies.get('/api/open-data/inks.json')).toContain(owned.name);

    for (const [url, body] of bodies) {
      for (const mark of Object.values(MARK))
        expect(body, `${url} shows ${mark}`).not.toContain(mark);
      // the member's public collections name them; no answer about an ink does
      if (aboutInks.includes(url)) {
        expect(body, `${url} names the member`).not.toContain(member.user.username);
      }
      expect(body).not.toContain(member.user.email);
    }
  });

  it('a token or another member reads nothing more than a visitor', async () => {
    const other = await withSession(t);
    const { secret } = await insertAccessToken(t.db, other.user.id, 'read');
    const url = `/api/users/${encodeURIComponent(member.user.username)}/overview`;
    const viaToken = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(json<ProfileOverview>(viaToken).palette).toEqual([shown.color_hex]);
    expect((await overviewOf(other.browser)).palette).toEqual([shown.color_hex]);
    expect((await other.browser.get(`/api/collections/${privateCollectionId}`)).statusCode).toBe(
      404,
    );
  });

  it("'Show my ink colours on my profile' adds the owned inks, and only those", async () => {
    const on = await member.browser.send('PATCH', '/api/auth/user', { showInkColors: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(json<CurrentUser>(on).showInkColors).toBe(true);
    const o = await overviewOf();
    // owned: the shelf's ink, the owned one and the private collection's ink (owned through
    // it); never the tried, want-to-try or wishlist inks
    expect([...o.palette].sort()).toEqual(
      [shown.color_hex, owned.color_hex, drawer.color_hex].sort(),
    );
    const body = await text(`/api/users/${encodeURIComponent(member.user.username)}/overview`);
    for (const ink of others) expect(namesInk(body, ink)).toEqual([]);
    for (const mark of Object.values(MARK)) expect(body).not.toContain(mark);

    // the other profile fields are left as they were; turning it off hides them again
    const off = await member.browser.send('PATCH', '/api/auth/user', { showInkColors: false });
    expect(json<CurrentUser>(off).showInkColors).toBe(false);
    expect((await overviewOf()).palette).toEqual([shown.color_hex]);
  });

  it('is changed only by the member, in a session, with a true or false', async () => {
    for (const value of ['yes', 1, null]) {
      const res = await member.browser.send('PATCH', '/api/auth/user', { showInkColors: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('validation_failed');
    }
    const visitor = new Browser(t.app, '10.77.0.3');
    expect(
      (await visitor.send('PATCH', '/api/auth/user', { showInkColors: true })).statusCode,
    ).toBe(401);
    const { secret } = await insertAccessToken(t.db, member.user.id, 'write');
    const viaToken = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${secret}` },
      payload: { showInkColors: true },
    });
    expect(viaToken.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select('show_ink_colors')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row.show_ink_colors).toBe(0);
  });
});
