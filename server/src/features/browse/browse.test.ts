import { BRAND_FILTERS, type ErrorBody, type Ink, type InkListResponse } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoInks, json, type TestContext } from '../../../test/helpers.ts';
import { canonicalBrand } from '#src/shared/ink-records/ink-row.ts';

let t: TestContext;
const demo = demoInks().map((i) => ({ ...i, brand: canonicalBrand(i.brand) }));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<InkListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/inks${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<InkListResponse>(res);
}

async function listAll(query: string, limit = 100): Promise<Ink[]> {
  const out: Ink[] = [];
  for (let page = 1; page < 1000; page++) {
    const sep = query.includes('?') ? '&' : '?';
    const r = await list(`${query}${sep}limit=${limit}&page=${page}`);
    out.push(...r.data);
    if (!r.hasMore) break;
  }
  return out;
}

async function bad(query: string): Promise<ErrorBody> {
  const res = await t.app.inject({ method: 'GET', url: `/api/inks${query}` });
  expect(res.statusCode, res.body).toBe(400);
  return json<ErrorBody>(res);
}

describe('GET /api/inks: shape and paging', () => {
  it('returns the first 50 of the whole catalogue with the total', async () => {
    const r = await list('');
    expect(r.page).toBe(1);
    expect(r.data).toHaveLength(50);
    expect(r.total).toBe(828);
    expect(r.hasMore).toBe(true);
    const ink = r.data[0];
    expect(ink).toBeDefined();
    expect(Object.keys(ink ?? {}).sort()).toEqual(
      [
        'averageRating',
        'brand',
        'color',
        'colorHex',
        'communityImageCount',
        'communityProperties',
        'createdAt',
        'description',
        'featured',
        'id',
        'images',
        'isOfficial',
        'lab',
        'line',
        'name',
        'properties',
        'reviewCount',
        'source',
        'submittedBy',
        'updatedAt',
      ].sort(),
    );
  });

  it('orders by brand then name, stably across pages, and ends with hasMore false', async () => {
    const all = await listAll('');
    expect(all).toHaveLength(828);
    expect(new Set(all.map((i) => i.id)).size).toBe(828);
    const last = await list('?page=17');
    expect(last.data).toHaveLength(828 - 16 * 50);
    expect(last.hasMore).toBe(false);
    expect(last.total).toBe(828);
    const beyond = await list('?page=18');
    expect(beyond.data).toEqual([]);
    expect(beyond.hasMore).toBe(false);
    expect(beyond.total).toBe(828);
    const first = all[0];
    expect(first?.brand).toBe('3 Oysters');
  });

  it('honours limit up to 100 and an exact last page', async () => {
    const r = await list('?limit=100&page=9');
    expect(r.data).toHaveLength(28);
    expect(r.hasMore).toBe(false);
    const exact = await list('?limit=4&page=207');
    expect(exact.data).toHaveLength(4);
    expect(exact.hasMore).toBe(false);
    const before = await list('?limit=4&page=206');
    expect(before.hasMore).toBe(true);
  });

  it('computes CIELAB from the hex', async () => {
    const r = await list('?search=kon-peki');
    const ink = r.data[0];
    expect(ink?.colorHex).toBe('#006591');
    expect(ink?.lab.l).toBeCloseTo(40.16, 1);
    expect(ink?.lab.b).toBeLessThan(-25);
  });
});

describe('GET /api/inks: facets', () => {
  it('filters by one brand, written as the spec spells it', async () => {
    const lamy = await listAll('?brand=LAMY');
    expect(lamy.length).toBe(demo.filter((i) => i.brand === 'LAMY').length);
    expect(lamy.length).toBeGreaterThan(0);
    expect(lamy.every((i) => i.brand === 'LAMY')).toBe(true);
    const herbin = await list('?brand=Jacques%20Herbin');
    expect(herbin.total).toBe(14);
  });

  it('treats several brands as alternatives', async () => {
    const r = await list('?brand=Pilot&brand=Sailor');
    expect(r.total).toBe(demo.filter((i) => i.brand === 'Pilot' || i.brand === 'Sailor').length);
  });

  it('matches "Other" to every brand not on the filter list', async () => {
    const listed = new Set<string>(BRAND_FILTERS);
    const expected = demo.filter((i) => !listed.has(i.brand)).length;
    const r = await list('?brand=Other');
    expect(r.total).toBe(expected);
    const all = await listAll('?brand=Other');
    expect(all.some((i) => listed.has(i.brand))).toBe(false);
    const withPilot = await list('?brand=Other&brand=Pilot');
    expect(withPilot.total).toBe(expected + demo.filter((i) => i.brand === 'Pilot').length);
  });

  it('filters by colour family, several as alternatives', async () => {
    const teal = await list('?color=Teal');
    expect(teal.total).toBe(demo.filter((i) => i.colorFamily === 'Teal').length);
    const two = await list('?color=Teal&color=White');
    expect(two.total).toBe(demo.filter((i) => ['Teal', 'White'].includes(i.colorFamily)).length);
    const other = await list('?color=Other');
    expect(other.total).toBe(0);
  });

  it('requires every property given', async () => {
    const shimmer = await list('?properties=Shimmering');
    expect(shimmer.total).toBe(2);
    expect(shimmer.data.every((i) => i.properties.includes('Shimmering'))).toBe(true);
    const both = await list('?properties=Shimmering&properties=Sheening');
    expect(both.total).toBe(0);
  });

  it('narrows facets by each other', async () => {
    const r = await listAll('?brand=Diamine&color=Blue&color=Teal');
    const expected = demo.filter(
      (i) => i.brand === 'Diamine' && (i.colorFamily === 'Blue' || i.colorFamily === 'Teal'),
    );
    expect(r.length).toBe(expected.length);
    expect(r.every((i) => i.brand === 'Diamine' && ['Blue', 'Teal'].includes(i.color))).toBe(true);
    const none = await list('?brand=Diamine&properties=Shimmering');
    expect(none.total).toBe(0);
    const withSearch = await list('?search=pink&color=Pink');
    expect(withSearch.total).toBeGreaterThan(0);
    expect(withSearch.data.every((i) => i.color === 'Pink')).toBe(true);
  });
});

describe('GET /api/inks: search', () => {
  it('finds as you type: "kon pe" finds Kon-peki first', async () => {
    const r = await list('?search=kon%20pe');
    expect(r.data[0]?.name).toBe('Kon-peki');
    expect(r.total).toBeGreaterThanOrEqual(1);
  });

  it('matches a line by prefix: "iroshi" finds the Iroshizuku inks', async () => {
    const r = await listAll('?search=iroshi');
    const expected = demo.filter((i) => i.line === 'Iroshizuku').length;
    expect(expected).toBeGreaterThan(20);
    expect(r.length).toBe(expected);
    expect(r.every((i) => i.line === 'Iroshizuku')).toBe(true);
  });

  it('is case- and accent-insensitive', async () => {
    const a = await list('?search=KON-PEKI');
    const b = await list('?search=k%C3%B3n-p%C3%A9ki');
    expect(a.data[0]?.name).toBe('Kon-peki');
    expect(b.data.map((i) => i.id)).toEqual(a.data.map((i) => i.id));
  });

  it('finds hyphenated names written together and apostrophes either way', async () => {
    const joined = await list('?search=konpeki');
    expect(joined.data[0]?.name).toBe('Kon-peki');
    const noodlers = await list('?search=noodlers');
    const apos = await list("?search=noodler's");
    expect(noodlers.total).toBe(demo.filter((i) => i.brand === "Noodler's").length);
    expect(apos.total).toBe(noodlers.total);
  });

  it('matches brand and name words together', async () => {
    const r = await listAll('?search=pelikan%20edel');
    expect(r.length).toBe(
      demo.filter((i) => i.brand === 'Pelikan' && i.line === 'Edelstein').length,
    );
  });

  it('ranks exact name matches first', async () => {
    const r = await list('?search=oxblood');
    expect(r.data[0]?.name).toBe('Oxblood');
    const teal = await list('?search=teal');
    expect(teal.data[0]?.name.toLowerCase()).toBe('teal');
  });

  it('pages search results in a stable order', async () => {
    const all = await listAll('?search=blue', 7);
    expect(all.length).toBe((await list('?search=blue')).total);
    expect(all.length).toBeGreaterThan(50);
    const again = await listAll('?search=blue', 13);
    expect(again.map((i) => i.id)).toEqual(all.map((i) => i.id));
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
  });

  it('searches any text literally and never errors', async () => {
    for (const text of [
      '"',
      "'",
      '"unterminated',
      'blue OR red',
      'NOT blue',
      'blue AND',
      '*',
      'a*b',
      '(blue',
      'near(blue red)',
      'name:blue',
      '^blue',
      '-blue',
      'blue & red | !green',
      ':*',
      "\\'",
      '%',
      '_',
      '%_%',
      '; drop table inks; --',
      '🖋️ ink',
      'ｂｌｕｅ',
      '  ',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/inks?search=${encodeURIComponent(text)}`,
      });
      expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
    }
    const or = await list(`?search=${encodeURIComponent('blue OR red')}`);
    // "or" is a word here, not an operator: no ink is called "blue or red".
    expect(or.total).toBe(0);
    const wide = await list(`?search=${encodeURIComponent('ｂｌｕｅ')}`);
    expect(wide.total).toBe((await list('?search=blue')).total);
  });

  it('treats a search with no words as no search', async () => {
    const r = await list(`?search=${encodeURIComponent('  !!  ')}`);
    expect(r.total).toBe(828);
  });

  it('finds nothing for an unknown word', async () => {
    const r = await list('?search=zzqxv');
    expect(r).toEqual({ data: [], page: 1, hasMore: false, total: 0, suggestions: [] });
  });
});

describe('GET /api/inks: bad parameters', () => {
  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?page=', 'page'],
    ['?limit=1000', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=ten', 'limit'],
    ['?properties=Glittery', 'properties'],
    ['?color=Mauve', 'color'],
    ['?brand=', 'brand'],
    ['?colour=Blue', 'colour'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const body = await bad(query);
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/\S/);
    expect(Object.keys(body.fields ?? {}).join(' ')).toContain(field);
  });

  it('rejects an overlong search', async () => {
    const body = await bad(`?search=${'a'.repeat(201)}`);
    expect(body.fields).toHaveProperty('search');
  });
});
