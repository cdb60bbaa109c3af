import type {
  CatalogueReview,
  CatalogueReviewList,
  ErrorBody,
  HistoryResponse,
  Ink,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  demoInks,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import type { CatalogueRecord } from './catalogue-file.ts';
import { parseCatalogueFile } from './catalogue-file.ts';
import { importCatalogue, otherNames } from './catalogue.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ STAFF_MFA: 'optional' });
});
afterAll(async () => {
  await t.close();
});

const file = demoInks();
const visitor = () => new Browser(t.app, '10.76.0.1');
const moderator = () => withSession(t, { role: 'moderator' });

async function counts(ctx: TestContext) {
  const n = async (table: 'inks' | 'ink_revisions' | 'ink_provenance' | 'catalogue_reviews') =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    inks: await n('inks'),
    revisions: await n('ink_revisions'),
    provenance: await n('ink_provenance'),
    reviews: await n('catalogue_reviews'),
  };
}

async function inkOf(ctx: TestContext, recordId: string): Promise<Ink> {
  const p = await ctx.db
    .selectFrom('ink_provenance')
    .select('ink_id')
    .where('source_id', '=', recordId)
    .where('field', '=', 'name')
    .executeTakeFirstOrThrow();
  const res = await ctx.app.inject({ method: 'GET', url: `/api/inks/${p.ink_id}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<Ink>(res);
}

const record = (id: string): CatalogueRecord => {
  const r = file.find((x) => x.id === id);
  if (!r) throw new Error(`no record ${id}`);
  return r;
};

// Each of these imports the whole file (828 records), some twice: a minute, for a loaded machine.
describe('the catalogue import', { timeout: 60_000 }, () => {
  it('loaded the demo catalogue with provenance per field, a revision each and the colour questions', async () => {
    const c = await counts(t);
    expect(c.inks).toBe(828);
    const petrol = await inkOf(t, 'inks-mcp:lamy-petrol');
    expect(petrol.colorHex).toBe('#1b1b1b');
    const prov = await t.db
      .selectFrom('ink_provenance')
      .select(['field', 'source', 'source_id', 'value'])
      .where('ink_id', '=', petrol.id)
      .orderBy('field')
      .execute();
    expect(prov.map((p) => p.field)).toEqual([
      'brand',
      'color',
      'colorHex',
      'line',
      'name',
      'properties',
    ]);
    expect(prov.every((p) => p.source_id === 'inks-mcp:lamy-petrol')).toBe(true);
    expect(prov.find((p) => p.field === 'colorHex')?.value).toBe('"#1b1b1b"');
    const history = json<HistoryResponse>(await visitor().get(`/api/inks/${petrol.id}/history`));
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      kind: 'import',
      author: null,
      addsInk: true,
      source: { name: 'github.com/ewilderj/inks-mcp', id: 'inks-mcp:lamy-petrol' },
    });
    // 28 flagged colours and 3 more whose two sources differ: never chosen silently
    const pending = await t.db
      .selectFrom('catalogue_reviews')
      .select(['ink_id', 'kind', 'candidates', 'reasons'])
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(31);
    expect(pending.every((p) => p.kind === 'color')).toBe(true);
    const petrolQuestion = pending.find((p) => p.ink_id === petrol.id);
    expect(JSON.parse(petrolQuestion?.reasons ?? '[]')).toEqual(
      record('inks-mcp:lamy-petrol').colorReview,
    );
    const aurora = await inkOf(t, 'inks-mcp:aurora-black');
    const both = pending.find((p) => p.ink_id === aurora.id);
    expect(
      (JSON.parse(both?.candidates ?? '[]') as { value: string }[]).map((c) => c.value),
    ).toEqual(['#2a2a2a', '#000000']);
    // other names and stated properties are loaded
    expect((await inkOf(t, 'inks-mcp:kwz-sheen-machine')).properties).toContain('Sheening');
    // the file's other names are the Iroshizuku names respelled ("konpeki"): none is kept
    const withAliases = file.find((r) => r.aliases?.length);
    if (!withAliases) throw new Error('no aliases in the file');
    const kept = (await inkOf(t, withAliases.id)).aliases ?? [];
    for (const respelled of withAliases.aliases ?? []) expect(kept).not.toContain(respelled);
  });

  it("keeps other names that add something, not the name respelled (the source's konpeki)", () => {
    expect(otherNames({ name: 'Kon-peki', aliases: ['konpeki', '色彩雫 紺碧'] })).toEqual([
      '色彩雫 紺碧',
    ]);
    expect(otherNames({ name: 'Yama-dori', aliases: ['Yama Dori', 'Yamadori Blue'] })).toEqual([
      'Yamadori Blue',
    ]);
  });

  it('changes nothing on a second run of the same file, and says so', async () => {
    const before = await counts(t);
    const summary = await importCatalogue(t.db, file);
    expect(summary).toEqual({
      records: 828,
      added: 0,
      updated: 0,
      unchanged: 828,
      queued: 0,
      skipped: 0,
    });
    expect(await counts(t)).toEqual(before);
  });

  it('takes a newer file where the import still owns the field; leaves what staff changed and asks staff', async () => {
    const { browser, user } = await moderator();
    const kept = await inkOf(t, 'inks-mcp:diamine-oxblood');
    // staff rename one ink
    const put = await browser.send('PUT', `/api/inks/${kept.id}`, {
      name: 'Oxblood (staff)',
      brand: kept.brand,
      line: kept.line,
      color: kept.color,
      colorHex: kept.colorHex,
      description: kept.description,
      properties: kept.properties,
      featured: kept.featured,
      images: kept.images,
    });
    expect(put.statusCode, put.body).toBe(200);

    const newer = file.map((r) => {
      if (r.id === 'inks-mcp:diamine-oxblood') return { ...r, name: 'Oxblood Red' };
      if (r.id === 'inks-mcp:3oysters-doldam') {
        return { ...r, colorHex: '#5d6f71', properties: ['Shading' as const] };
      }
      return r;
    });
    newer.push({
      ...record('inks-mcp:3oysters-doldam'),
      id: 'new-source:ink-1',
      sourceId: 'ink-1',
      name: 'Brand New Ink',
    });
    const summary = await importCatalogue(t.db, newer);
    expect(summary).toMatchObject({ added: 1, updated: 1, unchanged: 827, queued: 1 });

    const doldam = await inkOf(t, 'inks-mcp:3oysters-doldam');
    expect([doldam.colorHex, doldam.properties]).toEqual(['#5d6f71', ['Shading']]);
    const [rev] = json<HistoryResponse>(await visitor().get(`/api/inks/${doldam.id}/history`)).data;
    expect(rev).toMatchObject({ kind: 'import', author: null, addsInk: false });
    expect(rev?.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['colorHex', '#5d6f70', '#5d6f71'],
      ['properties', [], ['Shading']],
    ]);

    // the staff's name stays; the difference waits for staff
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/inks/${kept.id}` })).json<Ink>().name,
    ).toBe('Oxblood (staff)');
    const list = json<CatalogueReviewList>(
      await browser.get('/api/admin/catalogue-reviews?limit=100'),
    );
    const question = list.data.find((q) => q.ink.id === kept.id);
    expect(question).toMatchObject({
      kind: 'difference',
      field: 'name',
      label: 'Name',
      stored: 'Oxblood (staff)',
      current: 'Oxblood (staff)',
      candidates: [{ value: 'Oxblood Red', sourceId: 'inks-mcp:diamine-oxblood' }],
    });

    // the same newer file again: nothing changes, nothing is asked twice
    const before = await counts(t);
    expect(await importCatalogue(t.db, newer)).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 829,
      queued: 0,
    });
    expect(await counts(t)).toEqual(before);

    // staff take the file's name: a revision by them; the import owns the field again
    const pick = await browser.post(`/api/admin/catalogue-reviews/${question?.id}/answer`, {
      action: 'pick',
      value: 'Oxblood Red',
    });
    expect(pick.statusCode, pick.body).toBe(200);
    expect(json<CatalogueReview>(pick)).toMatchObject({
      status: 'picked',
      resolvedBy: { username: user.username },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/inks/${kept.id}` })).json<Ink>().name,
    ).toBe('Oxblood Red');
    expect(
      await importCatalogue(
        t.db,
        newer.map((r) =>
          r.id === 'inks-mcp:diamine-oxblood' ? { ...r, name: 'Oxblood Deep' } : r,
        ),
      ),
    ).toMatchObject({ updated: 1, queued: 0 });
  });

  it("announces staff's new inks to their brands' followers (brand_ink, ADR 060), not the seed's", async () => {
    const base = record('inks-mcp:lamy-petrol');
    const fresh = (n: number): CatalogueRecord => ({
      ...base,
      id: `test:announced-${n}`,
      name: `Announced Teal ${n}`,
      aliases: [],
    });
    const events = (inkIds: number[]) =>
      t.db
        .selectFrom('feed_events')
        .select(['kind', 'brand_norm', 'ink_id', 'target_id', 'actor_id'])
        .where('ink_id', 'in', inkIds)
        .execute();
    expect(await importCatalogue(t.db, [fresh(1)])).toMatchObject({ added: 1 });
    expect(await importCatalogue(t.db, [fresh(2)], { announce: true })).toMatchObject({ added: 1 });
    const [quiet, announced] = [
      await inkOf(t, 'test:announced-1'),
      await inkOf(t, 'test:announced-2'),
    ];
    expect(await events([quiet.id])).toEqual([]);
    expect(await events([announced.id])).toEqual([
      {
        kind: 'brand_ink',
        brand_norm: 'lamy',
        ink_id: announced.id,
        target_id: announced.id,
        actor_id: null,
      },
    ]);
  });

  it('leaves an ink staff deleted deleted', async () => {
    const ink = await inkOf(t, 'inkdb-data:Aurora/Blue');
    const { browser } = await withSession(t, { role: 'admin' });
    expect((await browser.send('DELETE', `/api/inks/${ink.id}`)).statusCode).toBe(204);
    const summary = await importCatalogue(t.db, file);
    expect(summary.skipped).toBe(1);
    expect(summary.added).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/inks/${ink.id}` })).statusCode).toBe(
      404,
    );
    expect((await browser.post(`/api/inks/${ink.id}/restore`)).statusCode).toBe(200);
  });

  it('refuses a broken file whole, naming the record and the problem', () => {
    const broken = JSON.stringify([
      file[0],
      { ...file[1], colorHex: 'blue' },
      { ...file[2], id: file[0]?.id },
    ]);
    expect(parseCatalogueFile(broken).problems).toEqual([
      'Record 2: colorHex: a colour is #rrggbb',
      `Record 3: the id ${file[0]?.id} is also record 1's.`,
    ]);
    expect(parseCatalogueFile('{').problems[0]).toMatch(/^The file is not JSON/);
    expect(parseCatalogueFile('{}').problems).toEqual([
      'The file must be a JSON array of ink records.',
    ]);
  });
});

describe('the catalogue questions for staff', () => {
  async function pendingColour(): Promise<CatalogueReview> {
    const { browser } = await moderator();
    const list = json<CatalogueReviewList>(
      await browser.get('/api/admin/catalogue-reviews?limit=100'),
    );
    const q = list.data.find((r) => r.kind === 'color' && r.ink.name === 'Petrol');
    if (!q) throw new Error('no Petrol question');
    return q;
  }

  it('lists each colour question with its ink, candidates and reasons; staff only', async () => {
    const q = await pendingColour();
    expect(q.ink.brand).toBe('LAMY');
    expect(q.reasons.join(' ')).toMatch(/petrol|teal|green|blue/i);
    expect(q.candidates[0]).toMatchObject({
      value: '#1b1b1b',
      source: 'github.com/ewilderj/inks-mcp',
    });
    expect((await visitor().get('/api/admin/catalogue-reviews')).statusCode).toBe(401);
    const member = await withSession(t, { role: 'user' });
    expect((await member.browser.get('/api/admin/catalogue-reviews')).statusCode).toBe(403);
    const answer = await member.browser.post(`/api/admin/catalogue-reviews/${q.id}/answer`, {
      action: 'dismiss',
    });
    expect(answer.statusCode).toBe(403);
    expect((await pendingColour()).status).toBe('pending');
    expect((await visitor().get('/api/admin/catalogue-reviews?status=bogus')).statusCode).toBe(401);
    const { browser } = await moderator();
    expect((await browser.get('/api/admin/catalogue-reviews?status=bogus')).statusCode).toBe(400);
  });

  it('lets staff pick a colour: a revision by them, audited; a second answer is a 409', async () => {
    const q = await pendingColour();
    const { browser, user } = await moderator();
    const bad = await browser.post(`/api/admin/catalogue-reviews/${q.id}/answer`, {
      action: 'pick',
      value: 'teal',
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).message).toBe('Pick a colour as #rrggbb.');
    const res = await browser.post(`/api/admin/catalogue-reviews/${q.id}/answer`, {
      action: 'pick',
      value: '#1F5F66',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = json<CatalogueReview>(res);
    expect(answered.status).toBe('picked');
    const ink = (await t.app.inject({ method: 'GET', url: `/api/inks/${q.ink.id}` })).json<Ink>();
    expect([ink.colorHex, ink.color]).toEqual(['#1f5f66', 'Teal']);
    const [rev] = json<HistoryResponse>(await visitor().get(`/api/inks/${q.ink.id}/history`)).data;
    expect(rev).toMatchObject({
      id: answered.revisionId,
      kind: 'staff',
      author: { username: user.username },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'catalogue_review.pick')
      .where('target_id', '=', q.ink.id)
      .execute();
    expect(audit).toEqual([{ action: 'catalogue_review.pick', actor_id: user.id }]);
    const again = await browser.post(`/api/admin/catalogue-reviews/${q.id}/answer`, {
      action: 'keep',
    });
    expect(again.statusCode).toBe(409);
    // the import does not ask again about a colour staff answered
    expect((await importCatalogue(t.db, file)).queued).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/inks/${q.ink.id}` })).json<Ink>().colorHex,
    ).toBe('#1f5f66');
  });

  it('lets staff keep the stored colour or dismiss, changing nothing', async () => {
    const { browser } = await moderator();
    const list = json<CatalogueReviewList>(
      await browser.get('/api/admin/catalogue-reviews?limit=2'),
    );
    const [a, b] = list.data;
    const keep = await browser.post(`/api/admin/catalogue-reviews/${a?.id}/answer`, {
      action: 'keep',
    });
    expect(json<CatalogueReview>(keep).status).toBe('kept');
    const dismiss = await browser.post(`/api/admin/catalogue-reviews/${b?.id}/answer`, {
      action: 'dismiss',
    });
    expect(json<CatalogueReview>(dismiss).status).toBe('dismissed');
    const ink = (await t.app.inject({ method: 'GET', url: `/api/inks/${a?.ink.id}` })).json<Ink>();
    expect(ink.colorHex).toBe(a?.ink.colorHex);
    const answered = json<CatalogueReviewList>(
      await browser.get('/api/admin/catalogue-reviews?status=answered'),
    );
    expect(answered.data.map((r) => r.id)).toEqual(expect.arrayContaining([a?.id, b?.id]));
    expect(
      (await browser.post('/api/admin/catalogue-reviews/999999/answer', { action: 'keep' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await browser.post(`/api/admin/catalogue-reviews/${a?.id}/answer`, { action: 'maybe' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('a database seeded before the import kept provenance', { timeout: 60_000 }, () => {
  let old: TestContext;
  beforeAll(async () => {
    old = await createTestApp();
    // As the seed of earlier versions left it: the old ids, no provenance, no history,
    // properties only for the two shimmer inks.
    await old.db.deleteFrom('catalogue_reviews').execute();
    await old.db.deleteFrom('ink_revisions').execute();
    await old.db.deleteFrom('ink_provenance').execute();
    await old.db.transaction().execute(async (trx) => {
      for (const r of file) {
        await trx
          .updateTable('inks')
          .set({ source_id: r.sourceId })
          .where('source_id', '=', r.id)
          .execute();
      }
    });
    await old.db
      .updateTable('inks')
      .set({ property_mask: 0, source_property_mask: 0 })
      .where('name', 'not in', ['Antimatter Glistening', 'Shimmer Kosmos'])
      .execute();
  });
  afterAll(async () => {
    await old.close();
  });

  it('matches the old ids (nothing duplicated), keeps what staff edited and asks about it', async () => {
    const machine = await old.db
      .selectFrom('inks')
      .select('id')
      .where('source_id', '=', 'kwz-sheen-machine')
      .executeTakeFirstOrThrow();
    // a staff edit of its properties before this version: in the audit log only
    await old.db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        action: 'ink.edit',
        target_type: 'ink',
        target_id: machine.id,
        details: JSON.stringify({
          before: { properties: ['Sheening'] },
          after: { properties: [] },
        }),
        created_at: new Date().toISOString(),
      })
      .execute();
    const summary = await importCatalogue(old.db, file);
    expect(summary.added).toBe(0);
    expect(summary.updated).toBeGreaterThanOrEqual(12);
    expect(summary.queued).toBe(32);
    expect((await counts(old)).inks).toBe(828);
    const ink = (id: number) =>
      old.app.inject({ method: 'GET', url: `/api/inks/${id}` }).then((r) => r.json<Ink>());
    expect((await ink(machine.id)).properties).toEqual([]);
    const archive = await inkOf(old, 'inkdb-data:De Atramentis/Archive Ink');
    expect(archive.properties).toEqual(['Water-Resistant']);
    const questions = await old.db
      .selectFrom('catalogue_reviews')
      .select(['field', 'candidates'])
      .where('ink_id', '=', machine.id)
      .where('kind', '=', 'difference')
      .execute();
    expect(
      questions.map((q) => [q.field, (JSON.parse(q.candidates) as { value: unknown }[])[0]?.value]),
    ).toEqual([['properties', ['Sheening']]]);
    // and a second run changes nothing
    const again = await importCatalogue(old.db, file);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 828, queued: 0 });
  });
});
