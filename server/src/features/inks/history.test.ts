import type { ErrorBody, HistoryResponse, Ink, Revision } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import { reviseInk } from '#src/shared/ink-records/ink-revisions.ts';
import { unsafeHtmlProblems } from '../../../test/safe-html.ts';
import { Browser, fileTestApp, json, withSession } from '../../../test/helpers.ts';
import { editBody, readInk } from './inks.test-kit.ts';

const { t, freshInk } = fileTestApp({ inks: 100, inkCount: 20 });

const visitor = () => new Browser(t.app, '10.75.0.1');
const moderator = () => withSession(t, { role: 'moderator', totp: true });

const ink = (id: number): Promise<Ink> => readInk(visitor(), id);

async function history(id: number, query = ''): Promise<HistoryResponse> {
  const res = await visitor().get(`/api/inks/${id}/history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<HistoryResponse>(res);
}

async function edit(browser: Browser, id: number, changes: Record<string, unknown>) {
  const current = await ink(id);
  const res = await browser.send('PUT', `/api/inks/${id}`, editBody(current, changes));
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/inks/{id}/history', () => {
  it('keeps each staff edit as a revision: who, when, the fields people read, before and after', async () => {
    const id = freshInk();
    const before = await ink(id);
    const base = (await history(id)).total;
    const { browser, user } = await moderator();
    await edit(browser, id, { color: 'Teal', colorHex: '#1b5e63', description: 'Dark teal.' });
    await edit(browser, id, { name: `${before.name} Renamed` });
    // an edit that changes nothing is no revision
    await edit(browser, id, {});

    const page = await history(id);
    expect(page.total).toBe(base + 2);
    expect(page.ink).toEqual({ id, name: `${before.name} Renamed`, brand: before.brand });
    const [rename, colour] = page.data;
    expect(rename?.changes).toEqual([
      { field: 'name', label: 'Name', before: before.name, after: `${before.name} Renamed` },
    ]);
    expect(colour?.kind).toBe('staff');
    expect(colour?.author).toEqual({ username: user.username });
    expect(colour?.changes).toEqual([
      { field: 'color', label: 'Colour family', before: before.color, after: 'Teal' },
      { field: 'colorHex', label: 'Colour', before: before.colorHex, after: '#1b5e63' },
      { field: 'description', label: 'Description', before: null, after: 'Dark teal.' },
    ]);
    expect(Date.parse(colour?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // paged like other lists
    const first = await history(id, '?limit=1');
    expect(first.data.map((r) => r.id)).toEqual([rename?.id]);
    expect(first.hasMore).toBe(true);
    const second = await history(id, '?limit=1&page=2');
    expect(second.data.map((r) => r.id)).toEqual([colour?.id]);
    expect(second.hasMore).toBe(base > 0);
  });

  it('answers 404 for an unknown ink and 400 for bad paging', async () => {
    expect((await visitor().get('/api/inks/999999/history')).statusCode).toBe(404);
    expect((await visitor().get('/api/inks/1/history?limit=0')).statusCode).toBe(400);
    expect((await visitor().get('/api/inks/1/history?page=x')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/revisions/{id}/revert', () => {
  it('puts the fields back as a new revision, audited, and refuses a second revert', async () => {
    const id = freshInk();
    const before = await ink(id);
    const { browser, user } = await moderator();
    await edit(browser, id, { line: 'Wrong Line', properties: ['Sheening'] });
    const [edited] = (await history(id)).data;
    if (!edited) throw new Error('no revision');

    const res = await browser.post(`/api/admin/revisions/${edited.id}/revert`);
    expect(res.statusCode, res.body).toBe(200);
    const revert = json<Revision>(res);
    expect(revert.kind).toBe('revert');
    expect(revert.reverts).toBe(edited.id);
    expect(revert.author).toEqual({ username: user.username });
    expect(revert.changes.map((c) => [c.field, c.after])).toEqual([
      ['line', before.line],
      ['properties', before.properties],
    ]);
    const now = await ink(id);
    expect([now.line, now.properties]).toEqual([before.line, before.properties]);

    const page = await history(id);
    expect(page.data.slice(0, 2).map((r) => r.id)).toEqual([revert.id, edited.id]);
    expect(page.data[1]?.revertedBy).toBe(revert.id);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'revision.revert')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(user.id);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({
      revision: edited.id,
      revert: revert.id,
    });

    const again = await browser.post(`/api/admin/revisions/${edited.id}/revert`);
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).message).toContain(`reverted already (revision ${revert.id})`);
    // and the revert itself can be reverted: the edit's values come back
    const redo = await browser.post(`/api/admin/revisions/${revert.id}/revert`);
    expect(redo.statusCode, redo.body).toBe(200);
    expect((await ink(id)).line).toBe('Wrong Line');
  });

  it('answers 409 naming the field when it changed again after the revision, changing nothing', async () => {
    const id = freshInk();
    const base = (await history(id)).total;
    const { browser } = await moderator();
    await edit(browser, id, { color: 'Purple' });
    await edit(browser, id, { description: 'Purple, said staff.' });
    await edit(browser, id, { color: 'Pink' });
    const [pink, described, purple] = (await history(id)).data;
    const res = await browser.post(`/api/admin/revisions/${purple?.id}/revert`);
    expect(res.statusCode).toBe(409);
    const body = json<ErrorBody>(res);
    expect(body.code).toBe('conflict');
    expect(body.message).toContain(
      `Colour family changed again after this revision (revision ${pink?.id})`,
    );
    expect(Object.keys(body.fields ?? {})).toEqual(['color']);
    expect((await ink(id)).color).toBe('Pink');
    expect((await history(id)).total).toBe(base + 3);
    // a revision whose fields nobody touched since reverts
    const ok = await browser.post(`/api/admin/revisions/${described?.id}/revert`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ink(id)).description).toBeNull();
  });

  it('is for staff only: a visitor and a member are refused, changing nothing', async () => {
    const id = freshInk();
    const { browser } = await moderator();
    await edit(browser, id, { line: 'Staff Line' });
    const [rev] = (await history(id)).data;
    const anon = await visitor().post(`/api/admin/revisions/${rev?.id}/revert`);
    expect(anon.statusCode).toBe(401);
    const member = await withSession(t, { role: 'user' });
    const mine = await member.browser.post(`/api/admin/revisions/${rev?.id}/revert`);
    expect(mine.statusCode).toBe(403);
    expect((await ink(id)).line).toBe('Staff Line');
    expect((await browser.post('/api/admin/revisions/999999/revert')).statusCode).toBe(404);
    expect((await browser.post('/api/admin/revisions/abc/revert')).statusCode).toBe(400);
  });

  it('is written by one generic writer: a correction with its suggester as author', async () => {
    const id = freshInk();
    const { user } = await withSession(t, { role: 'user' });
    await t.db.transaction().execute((trx) =>
      reviseInk(trx, {
        inkId: id,
        kind: 'correction',
        authorId: user.id,
        at: new Date().toISOString(),
        set: (cur) => ({ aliases: [...cur.aliases, 'Another Name'] }),
        aliasSource: 'import',
      }),
    );
    const [rev] = (await history(id)).data;
    expect(rev?.kind).toBe('correction');
    expect(rev?.changes).toEqual([
      { field: 'aliases', label: 'Other names', before: [], after: ['Another Name'] },
    ]);
    expect((await ink(id)).aliases).toEqual(['Another Name']);
  });
});

describe('an ink description as Markdown', () => {
  it('is rendered by the news renderer: formatting kept, raw HTML and unsafe links not', async () => {
    const id = freshInk();
    const { browser } = await moderator();
    await edit(browser, id, {
      description:
        '**Deep** teal with [a review](https://example.org/r) <script>alert(1)</script> [x](javascript:alert(1))',
    });
    const ink = (await visitor().get(`/api/inks/${id}`)).json<Ink>();
    expect(ink.descriptionHtml).toContain('<strong>Deep</strong>');
    expect(ink.descriptionHtml).toContain(
      '<a href="https://example.org/r" rel="noopener nofollow">a review</a>',
    );
    expect(ink.descriptionHtml).toContain('&lt;script&gt;');
    expect(ink.descriptionHtml).not.toContain('<script');
    expect(ink.descriptionHtml).not.toContain('href="javascript');
    expect(unsafeHtmlProblems(ink.descriptionHtml ?? '')).toEqual([]);
    const plain = (await visitor().get(`/api/inks/${freshInk()}`)).json<Ink>();
    expect(plain.descriptionHtml).toBeNull();
  });
});
