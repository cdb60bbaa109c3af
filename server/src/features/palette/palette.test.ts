import { deltaE2000, type ErrorBody, type Lab, type Palette } from '@inklore/contract';
import {
  PALETTE_LIMITS,
  PALETTE_MESSAGES,
  PALETTE_REGIONS,
  regionIndex,
  regionIndexOf,
} from '@inklore/contract/palette/palette.rules';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  expectErrorShape,
  fileTestApp,
  insertAccessToken,
  json,
  withSession,
} from '../../../test/helpers.ts';

/*
 * GET /api/users/{username}/palette (docs/api.md "A member's palette") on a real database:
 * the owned inks of the wheel, the gaps of the grid and their suggestions, the sample offers
 * counted, who may see it, and odd names.
 */

const { t, freshInk } = fileTestApp({ inks: 0, inkCount: 200 });

type Member = Awaited<ReturnType<typeof withSession>>;
const visitor = () => new Browser(t.app, '10.73.0.1');
const paletteUrl = (username: string) => `/api/users/${encodeURIComponent(username)}/palette`;

async function paletteOf(b: Browser, username: string): Promise<Palette> {
  const res = await b.get(paletteUrl(username));
  expect(res.statusCode, res.body).toBe(200);
  return json<Palette>(res);
}

/** Puts an ink in the member's ink-ventory through the API (owned, as a bottle, by default). */
async function keep(
  b: Browser,
  inkId: number,
  status: 'owned' | 'tried' | 'want_to_try' | 'wishlist' = 'owned',
  kind?: 'bottle' | 'sample',
): Promise<void> {
  const res = await b.post(`/api/inks/${inkId}/collection`, { status, ...(kind ? { kind } : {}) });
  expect(res.statusCode, res.body).toBe(201);
}

async function showInkColors(m: Member, on: boolean): Promise<void> {
  const res = await m.browser.send('PATCH', '/api/auth/user', { showInkColors: on });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every live ink's catalogue colour, by id. */
async function catalogue(): Promise<Map<number, Lab>> {
  const rows = await t.db
    .selectFrom('inks')
    .select(['id', 'lab_l', 'lab_a', 'lab_b'])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, { l: r.lab_l, a: r.lab_a, b: r.lab_b }]));
}

/** The regions of the grid by how many live inks each holds, most first (the gaps' order). */
function regionsByCount(inks: Map<number, Lab>): { index: number; count: number }[] {
  const counts = PALETTE_REGIONS.map(() => 0);
  for (const lab of inks.values())
    counts[regionIndexOf(lab)] = (counts[regionIndexOf(lab)] ?? 0) + 1;
  return counts
    .map((count, index) => ({ index, count }))
    .filter((r) => r.count > 0)
    .sort((x, y) => y.count - x.count || x.index - y.index);
}

const gapIndexes = (p: Palette) => p.gaps.map((g) => regionIndex(g.region));

describe('GET /api/users/{username}/palette: the wheel', () => {
  it("holds the member's owned live inks, each once, with their colours; not the wishlist", async () => {
    const m = await withSession(t);
    const [bottleAndSample, plain, wished, gone] = [freshInk(), freshInk(), freshInk(), freshInk()];
    await keep(m.browser, bottleAndSample, 'owned', 'bottle');
    await keep(m.browser, bottleAndSample, 'owned', 'sample');
    await keep(m.browser, plain);
    await keep(m.browser, wished, 'wishlist');
    await keep(m.browser, gone);
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone)
      .execute();

    const p = await paletteOf(m.browser, m.user.username);
    expect(p.inks.map((i) => i.id)).toEqual([bottleAndSample, plain].sort((x, y) => x - y));
    expect(p.inksTotal).toBe(2);
    const row = await t.db
      .selectFrom('inks')
      .select(['name', 'brand', 'color_hex', 'lab_l', 'lab_a', 'lab_b'])
      .where('id', '=', plain)
      .executeTakeFirstOrThrow();
    expect(p.inks.find((i) => i.id === plain)).toEqual({
      id: plain,
      name: row.name,
      brand: row.brand,
      hex: row.color_hex,
      l: expect.closeTo(row.lab_l, 2) as number,
      a: expect.closeTo(row.lab_a, 2) as number,
      b: expect.closeTo(row.lab_b, 2) as number,
    });
  });
});

describe('GET /api/users/{username}/palette: the gaps', () => {
  it('are the regions with the most catalogue inks where nothing is owned, never where something is', async () => {
    const inks = await catalogue();
    const ranked = regionsByCount(inks);
    const m = await withSession(t);

    // owning nothing: every region of the catalogue is a gap, the fullest first
    const empty = await paletteOf(m.browser, m.user.username);
    expect(empty.inks).toEqual([]);
    expect(gapIndexes(empty)).toEqual(ranked.slice(0, PALETTE_LIMITS.gaps).map((r) => r.index));
    expect(empty.gaps.map((g) => g.catalogueInks)).toEqual(
      ranked.slice(0, PALETTE_LIMITS.gaps).map((r) => r.count),
    );
    expect(empty.gaps[0]?.words).toMatch(/^[a-z -]+$/);

    // owning one ink of the fullest region and one of the third: those two are no longer
    // gaps, and the next two regions come in
    const [first, , third] = ranked;
    const inRegion = (index: number) =>
      [...inks].find(([, lab]) => regionIndexOf(lab) === index)?.[0] ?? 0;
    await keep(m.browser, inRegion(first?.index ?? 0));
    await keep(m.browser, inRegion(third?.index ?? 0), 'owned', 'sample');
    // a wishlist ink fills no gap
    const fourth = ranked[3]?.index ?? 0;
    await keep(m.browser, inRegion(fourth), 'wishlist');
    const some = await paletteOf(m.browser, m.user.username);
    const expected = ranked
      .filter((r) => r.index !== first?.index && r.index !== third?.index)
      .slice(0, PALETTE_LIMITS.gaps)
      .map((r) => r.index);
    expect(gapIndexes(some)).toEqual(expected);
    expect(gapIndexes(some)).toContain(fourth);
    const owned = new Set(some.inks.map((i) => regionIndexOf(i)));
    for (const g of some.gaps) expect(owned.has(regionIndex(g.region))).toBe(false);
  });

  it("suggests the region's catalogue inks nearest its centre, nearest first, none owned", async () => {
    const inks = await catalogue();
    const m = await withSession(t);
    const p = await paletteOf(m.browser, m.user.username);
    expect(p.gaps.length).toBe(PALETTE_LIMITS.gaps);
    for (const gap of p.gaps) {
      const index = regionIndex(gap.region);
      // the region's centre: the mean colour of its inks
      const members = [...inks].filter(([, lab]) => regionIndexOf(lab) === index);
      const centre = members.reduce(
        (s, [, lab]) => ({
          l: s.l + lab.l / members.length,
          a: s.a + lab.a / members.length,
          b: s.b + lab.b / members.length,
        }),
        { l: 0, a: 0, b: 0 },
      );
      const nearest = members
        .map(([id, lab]) => ({ id, deltaE: deltaE2000(centre, lab) }))
        .sort((x, y) => x.deltaE - y.deltaE || x.id - y.id)
        .slice(0, PALETTE_LIMITS.inksPerGap);
      expect(gap.inks.map((i) => i.id)).toEqual(nearest.map((n) => n.id));
      gap.inks.forEach((ink, i) => {
        expect(ink.deltaE).toBeCloseTo(nearest[i]?.deltaE ?? -1, 1);
        expect(ink.offers).toBe(0);
        expect(ink.colorHex).toMatch(/^#[0-9a-f]{6}$/i);
      });
    }

    // the nearest ink of the first gap is owned (as a wishlist ink, nothing changes) by
    // another member: the first member still sees it suggested
    const someone = await withSession(t);
    const top = p.gaps[0]?.inks[0]?.id ?? 0;
    await keep(someone.browser, top);
    expect((await paletteOf(m.browser, m.user.username)).gaps[0]?.inks[0]?.id).toBe(top);
    // the owner's own palette: that region is no gap, and no suggestion anywhere is owned
    const theirs = await paletteOf(someone.browser, someone.user.username);
    const ownedIds = new Set(theirs.inks.map((i) => i.id));
    const firstGap = p.gaps[0];
    if (!firstGap) throw new Error('a gap');
    expect(gapIndexes(theirs)).not.toContain(regionIndex(firstGap.region));
    for (const g of theirs.gaps) for (const i of g.inks) expect(ownedIds.has(i.id)).toBe(false);
  });

  it("counts the members' sample offers of each suggestion, not a blocked member's", async () => {
    const m = await withSession(t);
    const before = await paletteOf(m.browser, m.user.username);
    const inkId = before.gaps[1]?.inks[0]?.id ?? 0;
    expect(inkId).toBeGreaterThan(0);
    const offerers = [await withSession(t), await withSession(t)];
    for (const o of offerers) {
      await keep(o.browser, inkId);
      const res = await o.browser.send('PUT', `/api/auth/samples/offers/${inkId}`, {});
      expect(res.statusCode, res.body).toBe(201);
    }
    const offersOf = (p: Palette) =>
      p.gaps.flatMap((g) => g.inks).find((i) => i.id === inkId)?.offers;
    expect(offersOf(await paletteOf(m.browser, m.user.username))).toBe(2);
    // a visitor reads the same count, once the member shows their inks
    await showInkColors(m, true);
    expect(offersOf(await paletteOf(visitor(), m.user.username))).toBe(2);
    // a member the viewer blocked is not counted for them
    const blocked = offerers[0]?.user.username ?? '';
    const block = await m.browser.send('PUT', `/api/auth/blocks/${blocked}`);
    expect(block.statusCode, block.body).toBe(204);
    expect(offersOf(await paletteOf(m.browser, m.user.username))).toBe(1);
    // an offer no longer counts when the offerer no longer owns the ink
    const second = offerers[1];
    if (!second) throw new Error('two offerers');
    const gone = await second.browser.send('DELETE', `/api/inks/${inkId}/collection?kind=bottle`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(offersOf(await paletteOf(visitor(), m.user.username))).toBe(1);
    expect(offersOf(await paletteOf(m.browser, m.user.username))).toBe(0);
  });
});

describe('GET /api/users/{username}/palette: who may see it', () => {
  it("refuses a member's private owned inks to everyone but them, in the one error shape", async () => {
    const m = await withSession(t);
    await keep(m.browser, freshInk());
    const other = await withSession(t);
    for (const b of [visitor(), other.browser]) {
      const res = await b.get(paletteUrl(m.user.username));
      expect(res.statusCode, res.body).toBe(404);
      const body = json<ErrorBody>(res);
      expectErrorShape(body);
      expect(body).toMatchObject({
        code: 'not_found',
        message: PALETTE_MESSAGES.notPublic,
        key: 'palette.not_public',
      });
      expect(res.body).not.toContain('"inks"');
    }
    // the member sees their own, by session and by a read token
    expect((await paletteOf(m.browser, m.user.username)).inksTotal).toBe(1);
    const token = await insertAccessToken(t.db, m.user.id, 'read');
    const byToken = await t.app.inject({
      method: 'GET',
      url: paletteUrl(m.user.username),
      headers: { authorization: `Bearer ${token.secret}` },
    });
    expect(byToken.statusCode, byToken.body).toBe(200);
    // "Show my ink colours on my profile" makes them public; turning it off, private again
    await showInkColors(m, true);
    expect((await paletteOf(visitor(), m.user.username)).inksTotal).toBe(1);
    expect((await paletteOf(other.browser, m.user.username.toUpperCase())).inksTotal).toBe(1);
    await showInkColors(m, false);
    expect((await visitor().get(paletteUrl(m.user.username))).statusCode).toBe(404);
  });

  it('answers odd and unknown names with a 4xx in the one error shape', async () => {
    const urls = [
      paletteUrl('nobody-has-this-name'),
      paletteUrl("' or 1=1 --"),
      paletteUrl('../../auth/user'),
      paletteUrl('a'.repeat(500)),
      paletteUrl('名前'),
      paletteUrl('%00'),
      '/api/users/%E0%A4%A/palette',
      '/api/users/x%00y/palette',
      '/api/users/%20/palette',
      `${paletteUrl('nobody')}?limit=5`,
    ];
    for (const url of urls) {
      const res = await visitor().get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expectErrorShape(json<ErrorBody>(res));
    }
  });
});
