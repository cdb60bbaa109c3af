import type {
  AuditPage,
  Correction,
  CorrectionList,
  CorrectionSettings,
  ErrorBody,
  HistoryResponse,
  Ink,
} from '@inklore/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp();
  freshInk = await inkSupply(t.db, 200, 40);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.76.0.1');
const staff = () => withSession(t, { role: 'moderator', totp: true });
const member = () => withSession(t, { ageDays: 2 });
const trusted = () => withSession(t, { trusted: true });

async function ink(id: number): Promise<Ink> {
  const res = await visitor().get(`/api/inks/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Ink>(res);
}

async function history(id: number): Promise<HistoryResponse> {
  const res = await visitor().get(`/api/inks/${id}/history`);
  expect(res.statusCode, res.body).toBe(200);
  return json<HistoryResponse>(res);
}

async function suggest(browser: Browser, id: number, body: Record<string, unknown>) {
  return browser.post(`/api/inks/${id}/corrections`, body);
}

async function setApplyAtOnce(fields: Partial<CorrectionSettings['applyAtOnce']>) {
  const { browser } = await staff();
  const res = await browser.send('PUT', '/api/admin/correction-settings', {
    applyAtOnce: {
      description: false,
      colorHex: false,
      color: false,
      properties: false,
      line: false,
      aliases: false,
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<CorrectionSettings>(res);
}

beforeEach(async () => {
  await setApplyAtOnce({});
});

describe('POST /api/inks/{id}/corrections', () => {
  it("keeps a member's correction for staff, leaving the ink as it was", async () => {
    const id = freshInk();
    const before = await ink(id);
    const { browser, user } = await member();
    const res = await suggest(browser, id, {
      field: 'colorHex',
      value: '#1F5C63',
      note: 'The bottle and my swab are a dark teal.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = json<Correction>(res);
    expect(c).toMatchObject({
      field: 'colorHex',
      label: 'Colour',
      before: before.colorHex,
      after: '#1f5c63',
      current: before.colorHex,
      status: 'pending',
      appliedAtOnce: false,
      author: { username: user.username, trusted: false },
      note: 'The bottle and my swab are a dark teal.',
      revisionId: null,
    });
    expect((await ink(id)).colorHex).toBe(before.colorHex);

    const mine = await browser.get(`/api/inks/${id}/corrections/mine`);
    expect(json<CorrectionList>(mine).data.map((x) => x.id)).toEqual([c.id]);
  });

  it('refuses a visitor, an unverified account, a limited and a suspended member, changing nothing', async () => {
    const id = freshInk();
    const body = { field: 'line', value: 'Iroshizuku' };
    expect((await suggest(visitor(), id, body)).statusCode).toBe(401);

    const unverified = await withSession(t, { verified: false });
    const res = await suggest(unverified.browser, id, body);
    expect(res.statusCode).toBe(403);
    expect(json<ErrorBody>(res).code).toBe('email_unverified');

    for (const restriction of ['limited', 'suspended'] as const) {
      const m = await member();
      await t.db
        .updateTable('users')
        .set({ restriction, restriction_reason: 'Test' })
        .where('id', '=', m.user.id)
        .execute();
      const r = await suggest(m.browser, id, body);
      expect(r.statusCode, r.body).toBe(403);
      expect(json<ErrorBody>(r).code).toBe(`account_${restriction}`);
    }
    const { browser } = await staff();
    const list = json<CorrectionList>(
      await browser.get('/api/admin/corrections?limit=100'),
    ).data.filter((c) => c.ink.id === id);
    expect(list).toEqual([]);
    expect((await ink(id)).line).not.toBe('Iroshizuku');
  });

  it('answers bad input with a 400 naming the problem', async () => {
    const id = freshInk();
    const current = await ink(id);
    const { browser } = await member();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ field: 'name', value: 'Other' }, /field must be one of/],
      [{ field: 'colorHex', value: 'teal' }, /#rrggbb/],
      [{ field: 'color', value: 'Mauve' }, /colour family/],
      [{ field: 'properties', value: ['Glowing'] }, /Properties are/],
      [{ field: 'line', value: 'x'.repeat(201) }, /at most 200/],
      [{ field: 'line', value: 'Iroshizuku', note: 'n'.repeat(501) }, /at most 500/],
      [{ field: 'line', value: 'Iroshizuku', extra: 1 }, /./],
      [{ field: 'colorHex', value: current.colorHex.toUpperCase() }, /what the ink says already/],
    ];
    for (const [body, message] of cases) {
      const res = await suggest(browser, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<ErrorBody>(res).message).toMatch(message);
    }
    expect((await suggest(browser, 99_999_999, { field: 'line', value: 'X' })).statusCode).toBe(
      404,
    );
    const mine = json<CorrectionList>(await browser.get(`/api/inks/${id}/corrections/mine`));
    expect(mine.data).toEqual([]);
  });

  it('keeps one waiting correction per member, ink and field; withdrawn, another may follow', async () => {
    const id = freshInk();
    const { browser } = await member();
    const first = await suggest(browser, id, { field: 'line', value: 'Blue Line' });
    expect(first.statusCode).toBe(201);
    const again = await suggest(browser, id, { field: 'line', value: 'Red Line' });
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).message).toMatch(/already suggested a change to the line/);
    // another field of the same ink is its own correction
    expect((await suggest(browser, id, { field: 'color', value: 'Teal' })).statusCode).toBe(201);

    const other = await member();
    expect(
      (await other.browser.send('DELETE', `/api/corrections/${json<Correction>(first).id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await browser.send('DELETE', `/api/corrections/${json<Correction>(first).id}`)).statusCode,
    ).toBe(204);
    expect(
      (await browser.send('DELETE', `/api/corrections/${json<Correction>(first).id}`)).statusCode,
    ).toBe(409);
    expect((await suggest(browser, id, { field: 'line', value: 'Red Line' })).statusCode).toBe(201);
  });

  it('stops a member at 20 waiting corrections', async () => {
    const { browser } = await member();
    const fields = ['line', 'color'] as const;
    for (let i = 0; i < 20; i++) {
      const field = fields[i % 2] ?? 'line';
      const res = await suggest(browser, freshInk(), {
        field,
        value: field === 'line' ? `Line ${i}` : 'White',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await suggest(browser, freshInk(), { field: 'line', value: 'One more' });
    expect(res.statusCode).toBe(429);
    expect(json<ErrorBody>(res).message).toMatch(/20 corrections waiting/);
  });
});

describe('trust levels', () => {
  it("applies a trusted member's correction at once only where staff chose so for the field", async () => {
    const id = freshInk();
    const { browser, user } = await trusted();
    const waits = json<Correction>(await suggest(browser, id, { field: 'color', value: 'Teal' }));
    expect(waits).toMatchObject({ status: 'pending', author: { trusted: true } });

    await setApplyAtOnce({ line: true });
    const applied = await suggest(browser, id, { field: 'line', value: 'Deep Sea' });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(json<Correction>(applied)).toMatchObject({
      status: 'accepted',
      appliedAtOnce: true,
      reviewedBy: null,
    });
    expect((await ink(id)).line).toBe('Deep Sea');
    const [rev] = (await history(id)).data;
    expect(rev).toMatchObject({
      kind: 'correction',
      author: { username: user.username },
      changes: [{ field: 'line', after: 'Deep Sea' }],
    });
    expect(json<Correction>(applied).revisionId).toBe(rev?.id);

    // a member (not trusted) still waits for review on the same field
    const m = await member();
    const res = json<Correction>(await suggest(m.browser, id, { field: 'line', value: 'Shallow' }));
    expect(res.status).toBe('pending');
    expect((await ink(id)).line).toBe('Deep Sea');
  });

  it("applies staff's own correction at once", async () => {
    const id = freshInk();
    const { browser } = await staff();
    const res = await suggest(browser, id, { field: 'properties', value: ['Sheening', 'Shading'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<Correction>(res)).toMatchObject({
      status: 'accepted',
      after: ['Shading', 'Sheening'],
    });
    expect((await ink(id)).properties).toEqual(['Shading', 'Sheening']);
  });

  it('counts accepted corrections as contributions towards trusted', async () => {
    const m = await withSession(t, { ageDays: 30 });
    await setApplyAtOnce({ line: true });
    const { browser: moderator } = await staff();
    for (let i = 0; i < 3; i++) {
      const id = freshInk();
      const c = json<Correction>(
        await suggest(m.browser, id, { field: 'line', value: `Line ${i}` }),
      );
      expect(c.status, `correction ${i}`).toBe('pending'); // not trusted yet: waits
      const ok = await moderator.post(`/api/admin/corrections/${c.id}/accept`, {});
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const id = freshInk();
    const now = json<Correction>(await suggest(m.browser, id, { field: 'line', value: 'Trusted' }));
    expect(now).toMatchObject({
      status: 'accepted',
      appliedAtOnce: true,
      author: { trusted: true },
    });
  });
});

describe('staff review', () => {
  it('accepts a correction as a revision by the member, revertible from the History; audited', async () => {
    const id = freshInk();
    const before = await ink(id);
    const m = await member();
    const c = json<Correction>(
      await suggest(m.browser, id, {
        field: 'description',
        value: 'A **dark teal** that shades to green.',
      }),
    );
    const { browser } = await staff();
    const queue = json<CorrectionList>(await browser.get('/api/admin/corrections?limit=100'));
    expect(queue.data.find((x) => x.id === c.id)).toMatchObject({
      ink: { id, name: before.name },
      before: before.description,
      after: 'A **dark teal** that shades to green.',
      current: before.description,
    });

    const res = await browser.post(`/api/admin/corrections/${c.id}/accept`, {});
    expect(res.statusCode, res.body).toBe(200);
    const accepted = json<Correction>(res);
    expect(accepted).toMatchObject({ status: 'accepted', appliedAtOnce: false });
    expect(accepted.reviewedBy).not.toBeNull();
    const after = await ink(id);
    expect(after.description).toBe('A **dark teal** that shades to green.');
    expect(after.descriptionHtml).toContain('<strong>dark teal</strong>');

    const [rev] = (await history(id)).data;
    expect(rev).toMatchObject({
      id: accepted.revisionId,
      kind: 'correction',
      author: { username: m.user.username },
    });
    expect((await browser.post(`/api/admin/corrections/${c.id}/accept`, {})).statusCode).toBe(409);
    expect((await browser.post(`/api/admin/corrections/${c.id}/reject`, {})).statusCode).toBe(409);

    const revert = await browser.post(`/api/admin/revisions/${accepted.revisionId}/revert`, {});
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await ink(id)).description).toBe(before.description);

    const audit = json<AuditPage>(await browser.get('/api/admin/audit?action=correction.accept'));
    expect(audit.entries.some((a) => a.targetId === id)).toBe(true);
  });

  it('rejects with a reason the member sees, changing nothing', async () => {
    const id = freshInk();
    const before = await ink(id);
    const m = await member();
    const c = json<Correction>(
      await suggest(m.browser, id, { field: 'aliases', value: ['Petrol Blue'] }),
    );
    const { browser } = await staff();
    const res = await browser.post(`/api/admin/corrections/${c.id}/reject`, {
      reason: 'That is another ink.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ink(id)).aliases).toEqual(before.aliases);
    const mine = json<CorrectionList>(await m.browser.get(`/api/inks/${id}/corrections/mine`));
    expect(mine.data[0]).toMatchObject({ status: 'rejected', reason: 'That is another ink.' });
    const reviewed = json<CorrectionList>(
      await browser.get('/api/admin/corrections?status=reviewed&limit=100'),
    );
    expect(reviewed.data.some((x) => x.id === c.id)).toBe(true);
  });

  it('refuses members the queue, the answers and the settings', async () => {
    const m = await trusted();
    expect((await m.browser.get('/api/admin/corrections')).statusCode).toBe(403);
    expect((await m.browser.post('/api/admin/corrections/1/accept', {})).statusCode).toBe(403);
    const put = await m.browser.send('PUT', '/api/admin/correction-settings', {
      applyAtOnce: {
        description: true,
        colorHex: true,
        color: true,
        properties: true,
        line: true,
        aliases: true,
      },
    });
    expect(put.statusCode).toBe(403);
    const { browser } = await staff();
    const settings = json<CorrectionSettings>(await browser.get('/api/admin/correction-settings'));
    expect(Object.values(settings.applyAtOnce).every((v) => !v)).toBe(true);
  });

  it('records a change of the settings in the audit log, with what changed', async () => {
    await setApplyAtOnce({ color: true });
    const { browser } = await staff();
    const audit = json<AuditPage>(
      await browser.get('/api/admin/audit?action=correction_settings.update'),
    );
    const entry = audit.entries[0];
    expect(entry?.details).toMatchObject({ applyAtOnce: { color: true } });
  });
});
