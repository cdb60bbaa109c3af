import {
  OWN_IMAGE_REVIEW,
  type AdminNotifications,
  type ErrorBody,
  type Ink,
  type ProfileImageSubmission,
} from '@inklore/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  t = await createTestApp({ RATE_LIMIT_IMAGE_USER: '1000/1m' });
  freshInk = await inkSupply(t.db, 200, 40);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.72.0.1');
const member = () => withSession(t);
const moderator = () => withSession(t, { role: 'moderator', totp: true });

let shade = 0;
async function photo(width = 2400, height = 1600): Promise<string> {
  shade += 1;
  const buf = await sharp({
    create: { width, height, channels: 3, background: { r: shade % 256, g: 90, b: 160 } },
  })
    .withExif({ IFD0: { Artist: 'private-photographer' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${buf.toString('base64')}`;
}

async function body(extra: Record<string, unknown> = {}) {
  return {
    imageUrl: await photo(),
    caption: ' Bottle and swatch ',
    isOfficial: false,
    ownershipConfirmed: true,
    appropriatenessConfirmed: true,
    ...extra,
  };
}

async function submit(b: Browser, inkId: number, extra: Record<string, unknown> = {}) {
  const res = await b.post(`/api/inks/${inkId}/profile-image-submission`, await body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return json<ProfileImageSubmission>(res);
}

const inkImages = async (inkId: number) =>
  json<Ink>(await visitor().get(`/api/inks/${inkId}`)).images;

function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(json<ErrorBody>(res).message).toMatch(/\S/);
  if (code) expect(json<ErrorBody>(res).code).toBe(code);
}

describe('POST /api/inks/{id}/profile-image-submission', () => {
  it('keeps a pending, re-encoded image (at most 1200 px, no metadata) for review', async () => {
    const inkId = freshInk();
    const { browser, user } = await member();
    const sent = await submit(browser, inkId, { isOfficial: true });
    expect(sent).toMatchObject({
      inkId,
      userId: user.id,
      username: user.username,
      caption: 'Bottle and swatch',
      isOfficial: true,
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    const bytes = await t.app.media.read(sent.imageUrl);
    expect(bytes).not.toBeNull();
    const meta = await sharp(bytes ?? Buffer.alloc(0)).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    expect(meta.exif).toBeUndefined();
    // the ink does not change until a moderator approves
    expect(await inkImages(inkId)).not.toContain(sent.imageUrl);
    // the member sees it; others see only their own
    const mine = json<ProfileImageSubmission[]>(
      await browser.get(`/api/inks/${inkId}/profile-image-submissions`),
    );
    expect(mine.map((s) => s.id)).toEqual([sent.id]);
    const theirs = json<ProfileImageSubmission[]>(
      await (await member()).browser.get(`/api/inks/${inkId}/profile-image-submissions`),
    );
    expect(theirs).toEqual([]);
  });

  it('takes one pending submission per member per ink', async () => {
    const inkId = freshInk();
    const { browser } = await member();
    await submit(browser, inkId);
    expectError(
      await browser.post(`/api/inks/${inkId}/profile-image-submission`, await body()),
      409,
      'conflict',
    );
  });

  it('needs both certifications, an image, a member, a live ink, and at most 5 MB', async () => {
    const inkId = freshInk();
    const { browser } = await member();
    for (const extra of [
      { ownershipConfirmed: false },
      { appropriatenessConfirmed: undefined },
      { imageUrl: '' },
      { caption: 'c'.repeat(201) },
      { isOfficial: 'yes' },
    ]) {
      expectError(
        await browser.post(`/api/inks/${inkId}/profile-image-submission`, await body(extra)),
        400,
      );
    }
    const huge = `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 64, 1).toString('base64')}`;
    expectError(
      await browser.post(
        `/api/inks/${inkId}/profile-image-submission`,
        await body({ imageUrl: huge }),
      ),
      413,
      'payload_too_large',
    );
    expectError(
      await browser.post('/api/inks/99999999/profile-image-submission', await body()),
      404,
    );
    expectError(
      await visitor().post(`/api/inks/${inkId}/profile-image-submission`, await body()),
      401,
    );
    const count = await t.db
      .selectFrom('profile_image_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ink_id', '=', inkId)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });
});

describe('reviewing profile image submissions', () => {
  it('approving makes it the main image and keeps the old ones after it', async () => {
    const inkId = freshInk();
    const before = await inkImages(inkId);
    const { browser } = await member();
    const sent = await submit(browser, inkId);
    const mod = await moderator();
    const queue = json<ProfileImageSubmission[]>(
      await mod.browser.get('/api/admin/profile-image-submissions'),
    );
    expect(queue.map((s) => s.id)).toContain(sent.id);
    const notes = json<AdminNotifications>(await mod.browser.get('/api/admin/notifications'));
    expect(notes.pendingSubmissions).toBeGreaterThanOrEqual(1);
    expect(notes.hasNotifications).toBe(true);

    const res = await mod.browser.post(`/api/admin/profile-image-submissions/${sent.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<ProfileImageSubmission>(res)).toMatchObject({ status: 'approved' });
    expect(await inkImages(inkId)).toEqual([sent.imageUrl, ...before]);
    // reviewed once: a second decision is a conflict
    expectError(
      await mod.browser.post(`/api/admin/profile-image-submissions/${sent.id}/approve`),
      409,
    );
    expectError(
      await mod.browser.post(`/api/admin/profile-image-submissions/${sent.id}/reject`, {
        reason: 'late',
      }),
      409,
    );
    const approved = json<ProfileImageSubmission[]>(
      await mod.browser.get('/api/admin/profile-image-submissions?status=approved'),
    );
    expect(approved.map((s) => s.id)).toContain(sent.id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'profile_image_submission')
      .where('target_id', '=', sent.id)
      .execute();
    expect(audit).toEqual([{ action: 'profile_image.approve' }]);
    // the member may send another now that theirs was reviewed
    await submit(browser, inkId);
  });

  it('rejecting keeps the ink as it was and tells the member why', async () => {
    const inkId = freshInk();
    const before = await inkImages(inkId);
    const { browser } = await member();
    const sent = await submit(browser, inkId);
    const mod = await moderator();
    expectError(
      await mod.browser.post(`/api/admin/profile-image-submissions/${sent.id}/reject`, {
        reason: '  ',
      }),
      400,
    );
    const res = await mod.browser.post(`/api/admin/profile-image-submissions/${sent.id}/reject`, {
      reason: 'Blurry: please send a sharper photo.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inkImages(inkId)).toEqual(before);
    const mine = json<ProfileImageSubmission[]>(
      await browser.get(`/api/inks/${inkId}/profile-image-submissions`),
    );
    expect(mine[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Blurry: please send a sharper photo.',
    });
  });

  it('is for moderators and admins in a two-factor session only', async () => {
    const inkId = freshInk();
    const sent = await submit((await member()).browser, inkId);
    const other = await member();
    expectError(
      await other.browser.post(`/api/admin/profile-image-submissions/${sent.id}/approve`),
      403,
    );
    expectError(await other.browser.get('/api/admin/profile-image-submissions'), 403);
    const noMfa = await withSession(t, { role: 'moderator' });
    expectError(
      await noMfa.browser.post(`/api/admin/profile-image-submissions/${sent.id}/approve`),
      403,
      'mfa_required',
    );
    expectError(
      await (
        await moderator()
      ).browser.post('/api/admin/profile-image-submissions/99999999/approve'),
      404,
    );
    expect(await inkImages(inkId)).not.toContain(sent.imageUrl);
  });

  it("never settles a reviewer's own image: another moderator or admin does (403)", async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const inkId = freshInk();
      const own = await withSession(t, { role, totp: true });
      const sent = await submit(own.browser, inkId);
      for (const [action, reviewBody] of [
        ['approve', undefined],
        ['reject', { reason: 'Mine, so I will not.' }],
      ] as const) {
        const res = await own.browser.post(
          `/api/admin/profile-image-submissions/${sent.id}/${action}`,
          reviewBody,
        );
        expectError(res, 403, 'forbidden');
        expect(json<ErrorBody>(res).message).toBe(OWN_IMAGE_REVIEW);
      }
      expect(await inkImages(inkId)).not.toContain(sent.imageUrl);
      const row = await t.db
        .selectFrom('profile_image_submissions')
        .select('status')
        .where('id', '=', sent.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      const other = await moderator();
      const approved = await other.browser.post(
        `/api/admin/profile-image-submissions/${sent.id}/approve`,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await inkImages(inkId)).toContain(sent.imageUrl);
    }
  });

  it('settles two racing reviews once', async () => {
    const inkId = freshInk();
    const sent = await submit((await member()).browser, inkId);
    const [a, b] = [await moderator(), await moderator()];
    await a.browser.post('/api/admin/profile-image-submissions/99999999/approve');
    await b.browser.post('/api/admin/profile-image-submissions/99999999/approve');
    const [approval, rejection] = await Promise.all([
      a.browser.post(`/api/admin/profile-image-submissions/${sent.id}/approve`),
      b.browser.post(`/api/admin/profile-image-submissions/${sent.id}/reject`, { reason: 'no' }),
    ]);
    expect([approval.statusCode, rejection.statusCode].sort()).toEqual([200, 409]);
    const images = await inkImages(inkId);
    expect(images.includes(sent.imageUrl)).toBe(approval.statusCode === 200);
  });
});
