import type { BrandAlias, ErrorBody, Ink, InkListResponse, InkSubmission } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '#src/db/database.ts';
import { canonicalBrand } from '#src/shared/ink-records/ink-row.ts';
import {
  Browser,
  createTestApp,
  demoInks,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import { relevanceQueries } from '../../../test/relevance.ts';
import { searchIndex } from './search.service.ts';
import { searchDocs } from './search.queries.ts';

/**
 * Search as ink people type, through the API on the database under test (SQLite,
 * or PostgreSQL when TEST_DATABASE_URL is set).
 */
let t: TestContext;
const demo = demoInks().map((i) => ({ ...i, brand: canonicalBrand(i.brand) }));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SUBMISSION_USER: '1000/1m' });
});
afterAll(async () => {
  await t.close();
});

type Hit = InkListResponse['data'][number];

async function search(text: string, extra = ''): Promise<InkListResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/inks?search=${encodeURIComponent(text)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<InkListResponse>(res);
}

const names = (r: InkListResponse) => r.data.map((i) => `${i.brand} ${i.name}`);
const marked = (text: string, ranges: [number, number][]) =>
  ranges.map(([s, e]) => text.slice(s, e));

describe('one ranking on both databases', () => {
  it('gives the same results in the same order as a fresh SQLite copy of the catalogue', async () => {
    // On PostgreSQL runs this compares the two databases; on SQLite it checks the ranking is
    // a function of the catalogue alone.
    const sqlite = createDb({ kind: 'sqlite', file: inject('sqliteTemplate') });
    try {
      const reference = await searchDocs(sqlite);
      const docs = await searchDocs(t.db);
      const ids = new Set(reference.map((d) => d.id));
      const [a, b] = [
        new (await import('./search-index.ts')).SearchIndex(reference),
        await searchIndex(t.db),
      ];
      const queries = relevanceQueries(
        docs
          .filter((d) => ids.has(d.id))
          .map((d) => ({ ...d, aliases: d.aliases, brandAliases: d.brandAliases })),
        { every: 3 },
      );
      const extra = ['blue', 'b', 'kon pe', 'ink', 'oxblod', 'j herbin', '色彩雫', 'red black'];
      let compared = 0;
      for (const q of [...queries.map((x) => x.query), ...extra]) {
        const x = a.search(a.plan(q), (doc) => ids.has(a.ids[doc] ?? 0), 0, 50);
        const y = b.search(b.plan(q), (doc) => ids.has(b.ids[doc] ?? 0), 0, 50);
        expect(y.ids, q).toEqual(x.ids);
        expect(y.total, q).toBe(x.total);
        compared++;
      }
      expect(compared).toBeGreaterThan(1000);
    } finally {
      await sqlite.destroy();
    }
  });
});

describe('typos', () => {
  it('forgives one typo in words of 5 letters or more: missing, extra, changed, swapped', async () => {
    for (const typed of ['oxblod', 'oxbloood', 'oxbiood', 'oxbolod']) {
      const r = await search(typed);
      expect(names(r), typed).toContain('Diamine Oxblood');
    }
  });

  it('forgives two from 9 letters, and never the first letter', async () => {
    expect(names(await search('birmingam pen co agave'))).toContain('Birmingham Pen Co. Agave');
    expect((await search('brmingam')).total).toBeGreaterThan(20); // two typos in a 9-letter word
    const first = await search('qxblood');
    expect(first.total).toBe(0);
    expect(first.suggestions).toContain('Diamine Oxblood');
  });

  it('forgives nothing in words under 5 letters, but a word typed a letter short is one typo', async () => {
    expect((await search('tael')).data.map((i) => i.name)).not.toContain('Teal');
    expect(names(await search('delt black'))).toContain('Delta Black');
  });

  it('ranks exact and prefix matches above typo matches', async () => {
    // "shoro" is an exact other name of Syo-ro, and a typo away from "shooting"
    const r = await search('shoro');
    expect(names(r)[0]).toBe('Pilot Syo-ro');
    // "bleu" is exact in Jacques Herbin's names, a typo of nothing shorter
    const blue = await search('blue');
    const firstTypo = blue.data.findIndex((i) => !/blue/i.test(`${i.name} ${i.brand}`));
    const lastExact = blue.data.map((i) => /blue/i.test(`${i.name} ${i.brand}`)).lastIndexOf(true);
    if (firstTypo >= 0) expect(lastExact).toBeLessThan(firstTypo);
  });
});

describe('other names', () => {
  it('finds a brand as people write it: J. Herbin, DeAtramentis, Diamine Ink', async () => {
    const herbin = demo.filter((i) => i.brand === 'Jacques Herbin').length;
    expect(herbin).toBe(14);
    expect((await search('J. Herbin')).total).toBe(herbin);
    expect((await search('j herbin bleu')).total).toBe(2);
    const atramentis = demo.filter((i) => i.brand === 'De Atramentis').length;
    expect((await search('DeAtramentis')).total).toBe(atramentis);
    expect(names(await search('Diamine Ink Oxblood'))[0]).toBe('Diamine Oxblood');
    expect(names(await search('fountain pen ink oxblood'))[0]).toBe('Diamine Oxblood');
  });

  it('finds inks by their name in another script, also written without spaces', async () => {
    const iroshizuku = demo.filter((i) => i.brand === 'Pilot' && i.line === 'Iroshizuku');
    const r = await search('色彩雫');
    expect(r.total).toBeGreaterThanOrEqual(20);
    expect(r.total).toBeLessThanOrEqual(iroshizuku.length);
    const konpeki = await search('色彩雫紺碧');
    expect(names(konpeki)).toEqual(['Pilot Kon-peki']);
    expect(konpeki.data[0]?.marks?.alias).toBe('色彩雫 紺碧');
    expect(names(await search('紺碧'))).toEqual(['Pilot Kon-peki']);
  });

  it('words that only say "ink" do not exclude results, but count when alone', async () => {
    const plain = await search('macassar');
    const noisy = await search('macassar ink');
    expect(noisy.data.map((i) => i.id)).toEqual(plain.data.map((i) => i.id));
    // "ink" alone is a search for the word
    const ink = await search('ink');
    expect(ink.total).toBeGreaterThan(0);
    expect(ink.total).toBeLessThan(demo.length / 4);
    expect(ink.data[0]?.marks?.name.length).toBeGreaterThan(0);
  });
});

describe('marks and suggestions', () => {
  it('marks what matched in the name, brand and line, as ranges of the text as written', async () => {
    const r = await search('diamine oxbl');
    const ink = r.data[0] as Hit;
    expect(ink.name).toBe('Oxblood');
    expect(marked(ink.name, ink.marks?.name ?? [])).toEqual(['Oxbl']);
    expect(marked(ink.brand, ink.marks?.brand ?? [])).toEqual(['Diamine']);
    const typo = (await search('oxblod')).data[0] as Hit;
    expect(marked(typo.name, typo.marks?.name ?? [])).toEqual(['Oxblood']);
    const joined = (await search('konpeki')).data[0] as Hit;
    expect(marked(joined.name, joined.marks?.name ?? [])).toEqual(['Kon-peki']);
    const accented = (await search('kon')).data.find((i) => i.name === 'Kon-peki') as Hit;
    expect(marked(accented.name, accented.marks?.name ?? [])).toEqual(['Kon']);
  });

  it('answers nothing found with the nearest names, within the facets', async () => {
    const r = await search('xoblood');
    expect(r.total).toBe(0);
    expect(r.data).toEqual([]);
    expect(r.suggestions?.[0]).toBe('Diamine Oxblood');
    // every suggestion finds something when searched
    for (const s of r.suggestions ?? []) expect((await search(s)).total).toBeGreaterThan(0);
    // known words no single ink has together: the query less one word
    const apart = await search('kon-peki oxblood');
    expect(apart.total).toBe(0);
    expect(apart.suggestions).toEqual(
      expect.arrayContaining(['Pilot Kon-peki', 'Diamine Oxblood']),
    );
    // a facet that excludes every suggestion leaves none
    const red = await search('xoblood', '&color=Yellow%2FGold');
    expect(red.suggestions).toEqual([]);
  });

  it('a search with facets counts and pages within them', async () => {
    const all = await search('blue', '&limit=100');
    const pilot = await search('blue', '&brand=Pilot&limit=100');
    expect(pilot.total).toBeLessThan(all.total);
    expect(pilot.data.every((i) => i.brand === 'Pilot')).toBe(true);
    const other = await search('blue', '&brand=Other&limit=100');
    expect(other.data.every((i) => !['Pilot', 'Diamine', 'Sailor'].includes(i.brand))).toBe(true);
  });
});

describe('staff and members add spellings', () => {
  const moderator = () => withSession(t, { role: 'moderator', totp: true });

  it('an other name set in the ink editor is found by the next search, and the ink page lists it', async () => {
    const mod = await moderator();
    const target = (await search('Diamine Macassar')).data[0] as Ink;
    const page = json<Ink>(await t.app.inject({ method: 'GET', url: `/api/inks/${target.id}` }));
    expect(page.aliases).toEqual([]);
    expect((await search('Makassar Wood')).total).toBe(0);
    const body = (aliases?: string[]) => ({
      name: page.name,
      brand: page.brand,
      line: page.line,
      color: page.color,
      colorHex: page.colorHex,
      description: page.description,
      properties: page.properties,
      featured: page.featured,
      images: page.images,
      ...(aliases ? { aliases } : {}),
    });
    const put = (b: unknown) => mod.browser.send('PUT', `/api/inks/${target.id}`, b);
    const res = await put(body(['Makassar Wood', ' makassar wood ', 'マカッサル']));
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Ink>(res).aliases).toEqual(['Makassar Wood', 'マカッサル']);
    expect(names(await search('Makassar Wood'))).toEqual(['Diamine Macassar']);
    expect(names(await search('マカッサル'))).toEqual(['Diamine Macassar']);
    // left out: unchanged; an empty list removes them all
    expect(json<Ink>(await put(body())).aliases).toEqual(['Makassar Wood', 'マカッサル']);
    const tooMany = await put(body(Array.from({ length: 21 }, (_, i) => `Name ${i}`)));
    expect(tooMany.statusCode).toBe(400);
    expect(json<Ink>(await put(body([]))).aliases).toEqual([]);
    expect((await search('Makassar Wood')).total).toBe(0);
  });

  it('the brand alias list: staff add and remove spellings, members may not', async () => {
    const mod = await moderator();
    const member = await withSession(t);
    const listed = json<BrandAlias[]>(await mod.browser.get('/api/admin/brand-aliases'));
    expect(listed.find((a) => a.alias === 'J. Herbin')).toMatchObject({
      brand: 'Jacques Herbin',
      inkCount: 14,
    });
    expect((await member.browser.get('/api/admin/brand-aliases')).statusCode).toBe(403);
    expect(
      (await member.browser.post('/api/admin/brand-aliases', { brand: 'Diamine', alias: 'Dmn' }))
        .statusCode,
    ).toBe(403);
    expect((await new Browser(t.app, '10.20.0.9').get('/api/admin/brand-aliases')).statusCode).toBe(
      401,
    );

    expect((await search('Dimaine Works Macassar')).total).toBe(0);
    const added = await mod.browser.post('/api/admin/brand-aliases', {
      brand: 'diamine',
      alias: 'Dimaine Works',
    });
    expect(added.statusCode, added.body).toBe(201);
    const alias = json<BrandAlias>(added);
    expect(alias).toMatchObject({ brand: 'Diamine', alias: 'Dimaine Works' });
    expect(names(await search('Dimaine Works Macassar'))).toEqual(['Diamine Macassar']);

    const twice = await mod.browser.post('/api/admin/brand-aliases', {
      brand: 'Sailor',
      alias: 'dimaine works',
    });
    expect(twice.statusCode).toBe(409);
    expect(json<ErrorBody>(twice).message).toBe(
      '"dimaine works" already names Diamine. Remove it there first.',
    );
    const unknown = await mod.browser.post('/api/admin/brand-aliases', {
      brand: 'No Such Brand',
      alias: 'Nsb',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<ErrorBody>(unknown).message).toBe(
      'No ink in the catalogue has this brand. Check its spelling.',
    );
    for (const body of [
      { brand: 'Diamine', alias: '' },
      { brand: 'Diamine', alias: '...' },
      { brand: 'Diamine', alias: 'x'.repeat(101) },
      { brand: 'Diamine', alias: 'Diamine' },
      { brand: 'Diamine' },
      { brand: 'Diamine', alias: 'ok', extra: 1 },
    ]) {
      const res = await mod.browser.post('/api/admin/brand-aliases', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }

    const removed = await mod.browser.send('DELETE', `/api/admin/brand-aliases/${alias.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await search('Dimaine Works Macassar')).total).toBe(0);
    expect(
      (await mod.browser.send('DELETE', `/api/admin/brand-aliases/${alias.id}`)).statusCode,
    ).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'brand_alias')
      .where('target_id', '=', alias.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['brand_alias.add', 'brand_alias.remove']);
  });

  it('a discovery brings its other names into the catalogue when approved', async () => {
    const member = await withSession(t);
    const mod = await moderator();
    const sent = await member.browser.post('/api/submissions', {
      name: 'Quillmere Dusk',
      brand: 'Inklore Test Works',
      line: null,
      color: 'Purple',
      colorHex: '#553366',
      description: null,
      properties: [],
      aliases: ['夕暮れ', 'Quilmere Dusk'],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const submission = json<InkSubmission>(sent);
    expect(submission.aliases).toEqual(['夕暮れ', 'Quilmere Dusk']);
    expect((await search('夕暮れ')).total).toBe(0);
    const approved = await mod.browser.post(`/api/admin/submissions/${submission.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(names(await search('夕暮れ'))).toEqual(['Inklore Test Works Quillmere Dusk']);
  });
});

describe('colour and property words, hyphens and spaces (ADR 050)', () => {
  const family = (r: InkListResponse) => r.data.map((i) => i.color);

  it('"sailor blue": Sailor inks of the Blue family first, then those whose text says blue', async () => {
    const blue = demo.filter((i) => i.brand === 'Sailor' && i.colorFamily === 'Blue');
    expect(blue.length).toBeGreaterThan(10);
    const first = await search('sailor blue', '&limit=100');
    expect(first.total).toBe(blue.length);
    expect(first.data.every((i) => i.brand === 'Sailor' && i.color === 'Blue')).toBe(true);
    // a colour word for the same family ("navy", "cobalt") finds the same inks
    expect((await search('sailor navy', '&limit=100')).data.map((i) => i.id)).toEqual(
      first.data.map((i) => i.id),
    );

    // a Sailor ink of another family whose description says blue comes after them all
    const mod = await withSession(t, { role: 'moderator', totp: true });
    const other = (await search('sailor', '&color=Green&limit=1')).data[0] as Ink;
    const put = (description: string | null) =>
      mod.browser.send('PUT', `/api/inks/${other.id}`, {
        name: other.name,
        brand: other.brand,
        line: other.line,
        color: other.color,
        colorHex: other.colorHex,
        description,
        properties: other.properties,
        featured: other.featured,
        images: other.images,
      });
    expect((await put('A green that turns blue where it pools.')).statusCode).toBe(200);
    try {
      const after = await search('sailor blue', '&limit=100');
      expect(after.total).toBe(blue.length + 1);
      expect(after.data[after.data.length - 1]?.id).toBe(other.id);
    } finally {
      expect((await put(other.description)).statusCode).toBe(200);
    }
  });

  it('"blue" alone finds inks named Blue first, then the Blue family; a name keeps its match first', async () => {
    const r = await search('blue', '&limit=100');
    expect(r.data[0]?.name).toBe('Blue');
    const named = demo.filter((i) => /\bblue/i.test(i.name)).length;
    const blueFamily = demo.filter((i) => i.colorFamily === 'Blue' && !/\bblue/i.test(i.name));
    expect(r.total).toBeGreaterThanOrEqual(named + blueFamily.length);
    // every ink named blue comes before every Blue ink that is not
    const lastNamed = r.data.map((i) => /\bblue/i.test(i.name)).lastIndexOf(true);
    const firstUnnamed = r.data.findIndex((i) => !/\bblue/i.test(i.name));
    expect(firstUnnamed).toBeGreaterThan(0);
    expect(lastNamed < firstUnnamed || lastNamed === 99).toBe(true);
    expect(family(r).slice(firstUnnamed)).toEqual(
      family(r)
        .slice(firstUnnamed)
        .map(() => 'Blue'),
    );

    // "Oxblood" is a name and a colour word: the ink of that name first, then red inks
    const ox = await search('oxblood');
    expect(names(ox)[0]).toBe('Diamine Oxblood');
    expect(ox.total).toBeGreaterThan(50);
    expect(family(ox).slice(1)).toEqual(
      family(ox)
        .slice(1)
        .map(() => 'Red'),
    );
    // "Diamine Teal" is filed as Grey/Silver: its name still comes first for "diamine teal"
    const teal = await search('diamine teal');
    expect(names(teal)[0]).toBe('Diamine Teal');
    expect(family(teal).slice(1)).toEqual(
      family(teal)
        .slice(1)
        .map(() => 'Teal'),
    );
    // "blue black" (a colour of its own, Blue) finds the inks of that name first
    const bb = await search('blue-black', '&limit=10');
    expect(
      names(bb)
        .slice(0, 5)
        .every((n) => /blue.?black$/i.test(n)),
    ).toBe(true);
    // the word is marked where the name has it, nowhere when only the family matched
    const hit = r.data[0] as Hit;
    expect(marked(hit.name, hit.marks?.name ?? [])).toEqual(['Blue']);
    const familyOnly = r.data[firstUnnamed] as Hit;
    expect(familyOnly.marks?.name).toEqual([]);
    // "Did you mean" offers the names nearest what was typed, not the family's other inks
    const offered = (await search('xoblood')).suggestions ?? [];
    expect(offered[0]).toBe('Diamine Oxblood');
    expect(
      offered.every((n) => /blood/i.test(n)),
      offered.join(', '),
    ).toBe(true);
  });

  it('property words find the inks with the property, and the names that have the word', async () => {
    const shimmering = demo.filter((i) => i.properties.includes('Shimmering'));
    expect(shimmering.length).toBeGreaterThan(0);
    for (const word of ['shimmer', 'glitter', 'shimmering']) {
      const r = await search(word);
      expect(r.data.map((i) => i.name).sort(), word).toEqual(
        expect.arrayContaining(shimmering.map((i) => i.name)),
      );
    }
    // the property word narrows a brand's inks to those with it
    const ink = shimmering[0] as (typeof demo)[number];
    const r = await search(`${ink.brand} glitter`);
    expect(r.data.map((i) => i.name)).toContain(ink.name);
    expect(r.data.every((i) => i.properties.includes('Shimmering'))).toBe(true);
    // a property word nothing has finds nothing, and says so plainly
    const none = await search('waterproof', '&brand=Pilot');
    expect(none.total).toBe(0);
  });

  it('hyphens and spaces inside names are equal: yama-dori, yama dori, yamadori; kon-peki, kon peki, konpeki', async () => {
    for (const q of [
      'yama-dori',
      'yama dori',
      'yamadori',
      'Yama-Dori',
      'sailor yama dori',
      'yama do',
    ]) {
      expect(names(await search(q))[0], q).toBe('Sailor Yamadori');
    }
    for (const q of ['kon-peki', 'kon peki', 'konpeki', 'iroshizuku kon peki']) {
      expect(names(await search(q))[0], q).toBe('Pilot Kon-peki');
    }
    const r = await search('yama dori');
    const hit = r.data[0] as Hit;
    expect(marked(hit.name, hit.marks?.name ?? [])).toEqual(['Yamadori']);
  });
});
