import type {
  AdminNotifications,
  DuplicateCandidate,
  ErrorBody,
  Ink,
  InkListResponse,
  InkSubmission,
} from '@inklore/contract';
import { OWN_DISCOVERY_REVIEW } from '@inklore/contract';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SUBMISSION_USER: '1000/1m' });
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.73.0.1');
const member = () => withSession(t);
const moderator = () => withSession(t, { role: 'moderator', totp: true });

/**
 * A made-up ink no catalogue has: a fresh random name each time, far (in edits) from every
 * earlier one, so an approved one never makes the next a likely duplicate.
 */
function discovery(extra: Record<string, unknown> = {}) {
  return {
    name: `Quillfeather ${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    brand: 'Inklore Test Works',
    line: 'Evening',
    color: 'Purple',
    colorHex: '#5B3F8C',
    description: 'A dusky violet with a red sheen.',
    properties: ['Sheening', 'Shading'],
    ...extra,
  };
}

async function submit(b: Browser, body: Record<string, unknown>) {
  const res = await b.post('/api/submissions', body);
  expect(res.statusCode, res.body).toBe(201);
  return json<InkSubmission>(res);
}

function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(json<ErrorBody>(res).message).toMatch(/\S/);
  if (code) expect(json<ErrorBody>(res).code).toBe(code);
}

async function search(term: string): Promise<InkListResponse> {
  const res = await visitor().get(`/api/inks?search=${encodeURIComponent(term)}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<InkListResponse>(res);
}

/** A live catalogue ink to duplicate. */
async function someInk() {
  return t.db
    .selectFrom('inks')
    .select(['id', 'name', 'brand'])
    .where('deleted_at', 'is', null)
    .where('brand', '=', 'Pilot')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('POST /api/submissions', () => {
  it('keeps a pending submission the member sees in GET /api/submissions/mine', async () => {
    const { browser, user } = await member();
    const sent = await submit(browser, discovery());
    expect(sent).toMatchObject({
      status: 'pending',
      color: 'Purple',
      colorHex: '#5b3f8c',
      properties: ['Shading', 'Sheening'],
      userId: user.id,
      inkId: null,
      flaggedDuplicate: false,
      duplicates: [],
    });
    const mine = json<InkSubmission[]>(await browser.get('/api/submissions/mine'));
    expect(mine.map((s) => s.id)).toEqual([sent.id]);
    expect(
      json<InkSubmission[]>(await (await member()).browser.get('/api/submissions/mine')),
    ).toEqual([]);
    // nothing reaches the catalogue before a review
    expect((await search(sent.name)).total).toBe(0);
  });

  it('needs a signed-in member with a verified email', async () => {
    expectError(await visitor().post('/api/submissions', discovery()), 401);
    const unverified = await withSession(t, { verified: false });
    expectError(
      await unverified.browser.post('/api/submissions', discovery()),
      403,
      'email_unverified',
    );
  });

  it('checks every field and changes nothing on a refusal', async () => {
    const { browser } = await member();
    const before = await t.db
      .selectFrom('ink_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [extra, field] of [
      [{ name: '  ' }, 'name'],
      [{ brand: 'x'.repeat(101) }, 'brand'],
      [{ colorHex: 'purple' }, 'colorHex'],
      [{ color: 'Mauve' }, 'color'],
      [{ properties: ['Glitter'] }, 'properties.0'],
      [{ name: 'admin\u200b' }, 'name'],
      [{ description: 'a\u0000b' }, 'description'],
      [{ inkId: 5 }, 'inkId'],
    ] as const) {
      const res = await browser.post('/api/submissions', discovery(extra));
      expectError(res, 400);
      expect(Object.keys(json<ErrorBody>(res).fields ?? {}), field).toContain(field);
    }
    const after = await t.db
      .selectFrom('ink_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('re-encodes an optional image', async () => {
    const { browser } = await member();
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#5b3f8c' },
    })
      .withExif({ IFD0: { Artist: 'private-person' } })
      .png()
      .toBuffer();
    const sent = await submit(
      browser,
      discovery({ imageUrl: `data:image/png;base64,${png.toString('base64')}` }),
    );
    const bytes = await t.app.media.read(sent.imageUrl ?? '');
    const meta = await sharp(bytes ?? Buffer.alloc(0)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      1200,
      675,
      undefined,
    ]);
    expectError(
      await browser.post('/api/submissions', discovery({ imageUrl: 'data:image/png;base64,AAAA' })),
      400,
    );
  });
});

describe('likely duplicates', () => {
  it('are found while typing, ignoring case, spaces, accents and punctuation, and near names', async () => {
    const ink = await someInk();
    const { browser } = await member();
    const shout = `  ${ink.name.toUpperCase().replace(/-/g, ' ')}  `;
    const found = json<DuplicateCandidate[]>(
      await browser.get(
        `/api/submissions/duplicates?brand=${encodeURIComponent('pilot')}&name=${encodeURIComponent(shout)}`,
      ),
    );
    expect(found[0]).toMatchObject({ id: ink.id, exact: true });
    const typo = `${ink.name}x`;
    const near = json<DuplicateCandidate[]>(
      await browser.get(`/api/submissions/duplicates?brand=Pilot&name=${encodeURIComponent(typo)}`),
    );
    expect(near.find((d) => d.id === ink.id)?.exact).toBe(false);
    const other = json<DuplicateCandidate[]>(
      await browser.get('/api/submissions/duplicates?brand=Pilot&name=Zzyzx%20Quantum%20Violet'),
    );
    expect(other).toEqual([]);
    expectError(await visitor().get('/api/submissions/duplicates?brand=Pilot&name=x'), 401);
  });

  it('stop a submission until the member confirms it, which flags it for staff', async () => {
    const ink = await someInk();
    const { browser } = await member();
    const body = discovery({ brand: 'PILOT', name: ink.name.toLowerCase() });
    const refused = await browser.post('/api/submissions', body);
    expectError(refused, 409, 'conflict');
    expect(json<ErrorBody>(refused).message).toContain(ink.name);
    const sent = await submit(browser, { ...body, confirmDuplicate: true });
    expect(sent.flaggedDuplicate).toBe(true);
    expect(sent.duplicates.map((d) => d.id)).toContain(ink.id);
    const queue = json<InkSubmission[]>(
      await (await moderator()).browser.get('/api/admin/submissions'),
    );
    const inQueue = queue.find((s) => s.id === sent.id);
    expect(inQueue?.flaggedDuplicate).toBe(true);
    expect(inQueue?.duplicates.map((d) => d.id)).toContain(ink.id);
  });
});

describe('reviewing submissions', () => {
  it('approving makes a searchable catalogue ink, submitted by the member', async () => {
    const { browser, user } = await member();
    const sent = await submit(browser, discovery());
    const mod = await moderator();
    const notes = json<AdminNotifications>(await mod.browser.get('/api/admin/notifications'));
    expect(notes.pendingSubmissions).toBeGreaterThanOrEqual(1);
    const res = await mod.browser.post(`/api/admin/submissions/${sent.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const approved = json<InkSubmission>(res);
    expect(approved.status).toBe('approved');
    expect(approved.inkId).not.toBeNull();
    const ink = json<Ink>(await visitor().get(`/api/inks/${approved.inkId}`));
    expect(ink).toMatchObject({
      name: sent.name,
      brand: 'Inklore Test Works',
      color: 'Purple',
      colorHex: '#5b3f8c',
      properties: ['Shading', 'Sheening'],
      submittedBy: { id: user.id, username: user.username },
    });
    // found by search, and in the facets at once
    const found = await search(sent.name);
    expect(found.data.map((i) => i.id)).toContain(approved.inkId);
    const byColor = json<InkListResponse>(
      await visitor().get(
        `/api/inks?search=${encodeURIComponent(sent.name)}&color=Purple&properties=Sheening`,
      ),
    );
    expect(byColor.data.map((i) => i.id)).toContain(approved.inkId);
    // the member sees the outcome and the ink
    const mine = json<InkSubmission[]>(await browser.get('/api/submissions/mine'));
    expect(mine[0]).toMatchObject({ status: 'approved', inkId: approved.inkId });
    // reviewed once
    expectError(await mod.browser.post(`/api/admin/submissions/${sent.id}/approve`), 409);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'ink_submission')
      .where('target_id', '=', sent.id)
      .execute();
    expect(audit).toEqual([{ action: 'submission.approve', actor_id: mod.user.id }]);
  });

  it('rejecting keeps nothing in the catalogue and tells the member why', async () => {
    const { browser } = await member();
    const sent = await submit(browser, discovery());
    const mod = await moderator();
    expectError(await mod.browser.post(`/api/admin/submissions/${sent.id}/reject`, {}), 400);
    const res = await mod.browser.post(`/api/admin/submissions/${sent.id}/reject`, {
      reason: 'We could not confirm this ink exists.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search(sent.name)).total).toBe(0);
    const mine = json<InkSubmission[]>(await browser.get('/api/submissions/mine'));
    expect(mine[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We could not confirm this ink exists.',
      inkId: null,
    });
  });

  it('is for moderators and admins with a two-factor session', async () => {
    const sent = await submit((await member()).browser, discovery());
    const other = await member();
    expectError(await other.browser.get('/api/admin/submissions'), 403);
    expectError(await other.browser.post(`/api/admin/submissions/${sent.id}/approve`), 403);
    const noMfa = await withSession(t, { role: 'admin' });
    expectError(
      await noMfa.browser.post(`/api/admin/submissions/${sent.id}/approve`),
      403,
      'mfa_required',
    );
    expectError(
      await (await moderator()).browser.post('/api/admin/submissions/99999999/approve'),
      404,
    );
    expect((await search(sent.name)).total).toBe(0);
  });

  it("never settles a reviewer's own discovery: another moderator or admin does (403)", async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const own = await withSession(t, { role, totp: true });
      const sent = await submit(own.browser, discovery());
      // In the queue like any other, so another reviewer finds it.
      const queue = json<InkSubmission[]>(await own.browser.get('/api/admin/submissions'));
      expect(queue.map((s) => s.id)).toContain(sent.id);
      for (const [action, body] of [
        ['approve', undefined],
        ['reject', { reason: 'Mine, so I will not.' }],
      ] as const) {
        const res = await own.browser.post(`/api/admin/submissions/${sent.id}/${action}`, body);
        expectError(res, 403, 'forbidden');
        expect(json<ErrorBody>(res).message).toBe(OWN_DISCOVERY_REVIEW);
      }
      // Nothing changed: still pending, no ink, nothing in the audit log.
      const mine = json<InkSubmission[]>(await own.browser.get('/api/submissions/mine'));
      expect(mine.find((s) => s.id === sent.id)).toMatchObject({ status: 'pending', inkId: null });
      const inks = await t.db
        .selectFrom('inks')
        .select('id')
        .where('name', '=', sent.name)
        .execute();
      expect(inks).toHaveLength(0);
      const audits = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('target_type', '=', 'ink_submission')
        .where('target_id', '=', sent.id)
        .execute();
      expect(audits).toHaveLength(0);
      // Another staff member approves it.
      const other = await moderator();
      const approved = await other.browser.post(`/api/admin/submissions/${sent.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(json<InkSubmission>(approved).status).toBe('approved');
    }
  });

  it('settles two racing reviews once, leaving at most one ink', async () => {
    const sent = await submit((await member()).browser, discovery());
    const [a, b] = [await moderator(), await moderator()];
    // the anti-forgery tokens first
    await a.browser.post('/api/admin/submissions/99999999/approve');
    await b.browser.post('/api/admin/submissions/99999999/approve');
    const [approval, second] = await Promise.all([
      a.browser.post(`/api/admin/submissions/${sent.id}/approve`),
      b.browser.post(`/api/admin/submissions/${sent.id}/approve`),
    ]);
    expect([approval.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const inks = await t.db.selectFrom('inks').select('id').where('name', '=', sent.name).execute();
    expect(inks).toHaveLength(1);
  });
});
