import {
  CONSENSUS,
  deltaE2000,
  hexToLab,
  type CommunityColor,
  type CommunityImage,
  type InkListResponse,
  type Lab,
  type SimilarResponse,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodePhoto,
  renderCardPhoto,
  renderPlainPhoto,
  type PhotoOptions,
} from '#src/media/swatch-card/synthetic-photo.ts';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

/**
 * ADR 087 through the API, on a real database: the swatch card served, a photo of a swatch on
 * it measured as the upload form sends it (800 px, JPEG 0.8), the ink's range from several,
 * and the consensus moving the colour answers only at its thresholds.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.79.1.1');

/** A generated phone photo as the upload form sends it: 800 x 600, JPEG at quality 80. */
async function photo(opts: PhotoOptions, card = true): Promise<string> {
  const frame = { width: 800, height: 600, pxPerMm: 5, ...opts };
  const shot = card ? renderCardPhoto(frame) : renderPlainPhoto(frame);
  const jpeg = await encodePhoto(shot, 'jpeg', { quality: 80 });
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

async function upload(
  browser: Browser,
  inkId: number,
  imageUrl: string,
  extra: Record<string, unknown> = {},
): Promise<CommunityImage> {
  const res = await browser.post(`/api/inks/${inkId}/community-images`, {
    imageUrl,
    category: 'Swatch',
    paperType: 'Tomoe River 52 gsm',
    ownershipConfirmed: true,
    appropriatenessConfirmed: true,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<CommunityImage>(res);
}

/** The nth live ink of a family, whose catalogue colour we then know. */
async function inkOf(family: string, nth = 0) {
  const row = await t.db
    .selectFrom('inks')
    .select(['id', 'color_hex', 'lab_l', 'lab_a', 'lab_b'])
    .where('color_family', '=', family)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...row, lab: { l: row.lab_l, a: row.lab_a, b: row.lab_b } };
}

const colour = async (id: number) =>
  json<CommunityColor>(await visitor().get(`/api/inks/${id}/community-color`));
const similar = async (id: number) =>
  json<SimilarResponse>(await visitor().get(`/api/inks/${id}/similar?limit=50`));

describe('GET /api/swatch-card.pdf', () => {
  it('serves the printable card to anyone', async () => {
    const res = await visitor().get('/api/swatch-card.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });
});

describe('a swatch photographed on the card', () => {
  it('is found, corrected and measured, with its confidence; a plain photo counts for less', async () => {
    const ink = await inkOf('Blue', 3);
    const truth: Lab = { l: 42, a: 4, b: -38 };
    // a warm lamp, a phone's tone curve, the card turned and tilted on a cluttered table
    const calibrated = await upload(
      (await withSession(t)).browser,
      ink.id,
      await photo({
        ink: truth,
        cast: [1, 0.86, 0.64],
        gamma: 0.9,
        angle: 23,
        tilt: 0.08,
        clutter: true,
      }),
    );
    const m = calibrated.measurement;
    expect(m).toMatchObject({
      calibrated: true,
      markedSheen: false,
      sheenHex: null,
      checks: { cardFound: true, clipped: false },
    });
    expect(m?.confidence).toBeGreaterThanOrEqual(CONSENSUS.minConfidence);
    expect(deltaE2000(hexToLab(calibrated.photoColorHex ?? '#000000'), truth)).toBeLessThan(2);
    expect(m?.lightHex).toMatch(/^#[0-9a-f]{6}$/);
    expect(m?.darkHex).toMatch(/^#[0-9a-f]{6}$/);

    // the same swatch and light with no card: kept as a plain reading, not trusted
    const plain = await upload(
      (await withSession(t)).browser,
      ink.id,
      await photo({ ink: truth, cast: [1, 0.86, 0.64], gamma: 0.9 }, false),
    );
    expect(plain.measurement).toMatchObject({ calibrated: false, checks: { cardFound: false } });
    expect(plain.measurement?.confidence).toBeLessThanOrEqual(0.35);

    // over-exposed: the card's white clipped, and said so
    const bright = await upload(
      (await withSession(t)).browser,
      ink.id,
      await photo({ ink: truth, gain: 1.35 }),
    );
    expect(bright.measurement?.checks.clipped).toBe(true);
    expect(bright.measurement?.confidence).toBeLessThan(m?.confidence ?? 0);

    const range = await colour(ink.id);
    expect(range.photos).toBe(3);
    expect(range.range).toMatchObject({ swatches: 3, calibrated: 2 });
    // the calibrated readings outweigh the plain one
    expect(deltaE2000(hexToLab(range.colorHex ?? '#000000'), truth)).toBeLessThan(2);
  });

  it('looks for a sheen only where the member marked one', async () => {
    const ink = await inkOf('Purple', 2);
    const shot = await photo({ ink: { l: 30, a: 30, b: -45 }, sheen: { l: 45, a: 30, b: 40 } });
    const marked = await upload((await withSession(t)).browser, ink.id, shot, { sheen: true });
    expect(marked.measurement?.markedSheen).toBe(true);
    expect(marked.measurement?.sheenHex).toMatch(/^#[0-9a-f]{6}$/);
    const unmarked = await upload((await withSession(t)).browser, ink.id, shot);
    expect(unmarked.measurement?.sheenHex).toBeNull();
    expect((await colour(ink.id)).range?.sheenHex).toMatch(/^#[0-9a-f]{6}$/);
    // a sheen mark must be a boolean: refused in the one error shape, nothing kept
    const before = (await colour(ink.id)).photos;
    const bad = await (
      await withSession(t)
    ).browser.post(`/api/inks/${ink.id}/community-images`, {
      imageUrl: shot,
      category: 'Swatch',
      sheen: 'true',
      ownershipConfirmed: true,
      appropriatenessConfirmed: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ code: string; fields?: Record<string, string> }>(bad)).toMatchObject({
      code: 'validation_failed',
      fields: { sheen: expect.any(String) as string },
    });
    expect((await colour(ink.id)).photos).toBe(before);
    // not a swatch: nothing measured
    const handwriting = await upload((await withSession(t)).browser, ink.id, shot, {
      category: 'Handwriting',
    });
    expect(handwriting.measurement).toBeNull();
  });
});

describe('the consensus (ADR 087 thresholds)', () => {
  it('moves the colour answers only once enough trusted calibrated swatches agree', async () => {
    const ink = await inkOf('Green', 4);
    // members measure the ink a little bluer than the catalogue has it
    const members: Lab = { l: ink.lab.l, a: ink.lab.a - 4, b: ink.lab.b - 8 };
    // turned a little more each time, at 4 px/mm so that the turned card stays in the frame
    const shot = (seed: number) => photo({ ink: members, seed, angle: seed * 11, pxPerMm: 4 });
    const before = await similar(ink.id);
    expect(before.colorSource).toBe('catalogue');

    // an untrusted member's card swatch and a trusted member's plain photo never count
    await upload((await withSession(t)).browser, ink.id, await shot(1));
    await upload(
      (await withSession(t, { trusted: true })).browser,
      ink.id,
      await photo({ ink: members }, false),
    );
    // two trusted members who signed up together from one network count once
    const together = { network: '198.51.100.0/24', cluster: 424242 };
    const twin = await withSession(t, { trusted: true, signup: together });
    const first = await upload(twin.browser, ink.id, await shot(2));
    await upload(
      (await withSession(t, { trusted: true, signup: together })).browser,
      ink.id,
      await shot(3),
    );
    let state = await colour(ink.id);
    expect(state.consensus).toMatchObject({ state: 'too-few', swatches: 1, colorHex: null });
    expect(state.consensus?.minSwatches).toBe(CONSENSUS.minSwatches);

    await upload((await withSession(t, { trusted: true })).browser, ink.id, await shot(4));
    state = await colour(ink.id);
    expect(state.consensus).toMatchObject({ state: 'too-few', swatches: 2 });
    expect((await similar(ink.id)).colorSource).toBe('catalogue');

    await upload((await withSession(t, { trusted: true })).browser, ink.id, await shot(5));
    state = await colour(ink.id);
    expect(state.consensus?.state).toBe('used');
    expect(state.consensus?.swatches).toBe(3);
    expect(state.consensus?.agreement).toBeLessThanOrEqual(CONSENSUS.maxAgreement);
    const consensus = hexToLab(state.consensus?.colorHex ?? '#000000');
    expect(deltaE2000(consensus, members)).toBeLessThan(2);

    // the answers now start from the members' colour, and say so; the catalogue is untouched
    const after = await similar(ink.id);
    expect(after.colorSource).toBe('members');
    const stored = await t.db
      .selectFrom('inks')
      .select(['consensus_l', 'consensus_a', 'consensus_b'])
      .where('id', '=', ink.id)
      .executeTakeFirstOrThrow();
    const self = {
      l: stored.consensus_l ?? 0,
      a: stored.consensus_a ?? 0,
      b: stored.consensus_b ?? 0,
    };
    for (const d of after.data.slice(0, 10)) {
      const other = await t.db
        .selectFrom('inks')
        .select(['lab_l', 'lab_a', 'lab_b', 'consensus_l', 'consensus_a', 'consensus_b'])
        .where('id', '=', d.id)
        .executeTakeFirstOrThrow();
      const otherLab = {
        l: other.consensus_l ?? other.lab_l,
        a: other.consensus_a ?? other.lab_a,
        b: other.consensus_b ?? other.lab_b,
      };
      expect(d.deltaE).toBeCloseTo(deltaE2000(self, otherLab), 1);
    }
    const row = await t.db
      .selectFrom('inks')
      .select('color_hex')
      .where('id', '=', ink.id)
      .executeTakeFirstOrThrow();
    expect(row.color_hex).toBe(ink.color_hex);

    // one of them taken back: below the threshold again, and the answers go back too
    expect(
      (await twin.browser.send('DELETE', `/api/community-images/${first.id}`)).statusCode,
    ).toBe(204);
    expect((await colour(ink.id)).consensus?.state).toBe('used'); // the twin's partner stands in
    const last = await t.db
      .selectFrom('community_images')
      .select('id')
      .where('ink_id', '=', ink.id)
      .where('photo_trusted', '=', 1)
      .where('photo_calibrated', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const admin = await withSession(t, { role: 'admin', totp: true });
    expect(
      (await admin.browser.send('DELETE', `/api/community-images/${last.id}`)).statusCode,
    ).toBe(204);
    expect((await colour(ink.id)).consensus).toMatchObject({ state: 'too-few', swatches: 2 });
    expect((await similar(ink.id)).colorSource).toBe('catalogue');
  });

  it('follows a member who is suspended, lifted or gone, and shows in search by colour', async () => {
    const ink = await inkOf('Teal', 2);
    const members: Lab = { l: ink.lab.l + 5, a: ink.lab.a, b: ink.lab.b - 5 };
    const uploaders = [];
    for (const seed of [61, 62, 63]) {
      const who = await withSession(t, { trusted: true });
      await upload(who.browser, ink.id, await photo({ ink: members, seed }));
      uploaders.push(who);
    }
    expect((await colour(ink.id)).consensus?.state).toBe('used');
    const consensusHex = (await colour(ink.id)).consensus?.colorHex ?? '';

    // search by colour measures from the members' colour too, and says so
    const near = json<InkListResponse>(
      await visitor().get(`/api/inks?near=${consensusHex.slice(1)}&limit=5`),
    );
    const found = near.data.find((d) => d.id === ink.id);
    expect(found?.colorSource).toBe('members');
    expect(found?.deltaE).toBeLessThan(0.5);
    expect(
      near.data.filter((d) => d.id !== ink.id).every((d) => d.colorSource === 'catalogue'),
    ).toBe(true);

    // a suspended member's swatch stops counting at once, as their votes do; lifted, it counts again
    const staff = await withSession(t, { role: 'moderator', totp: true });
    const one = uploaders[0]?.user.id ?? 0;
    const suspend = await staff.browser.send('PUT', `/api/admin/users/${one}/restriction`, {
      restriction: 'suspended',
      reason: 'Photographs of other inks under these names.',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await colour(ink.id)).consensus).toMatchObject({ state: 'too-few', swatches: 2 });
    expect((await similar(ink.id)).colorSource).toBe('catalogue');
    const lift = await staff.browser.send('DELETE', `/api/admin/users/${one}/restriction`);
    expect(lift.statusCode, lift.body).toBe(204);
    expect((await similar(ink.id)).colorSource).toBe('members');

    // an uploader deletes their account: their swatch goes, and the answers follow
    const gone = uploaders[1];
    const del = await gone?.browser.send('DELETE', '/api/auth/user', {
      password: 'a long enough password',
      confirm: 'DELETE',
    });
    expect(del?.statusCode, del?.body).toBe(204);
    expect((await colour(ink.id)).consensus).toMatchObject({ state: 'too-few', swatches: 2 });
    expect((await similar(ink.id)).colorSource).toBe('catalogue');
    const row = await t.db
      .selectFrom('inks')
      .select(['consensus_l', 'consensus_swatches'])
      .where('id', '=', ink.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ consensus_l: null, consensus_swatches: null });
  });

  it('keeps the catalogue colour when the trusted swatches disagree', async () => {
    const ink = await inkOf('Orange', 1);
    const far = [
      { l: 60, a: 35, b: 60 },
      { l: 50, a: 50, b: 45 },
      { l: 70, a: 20, b: 70 },
    ];
    for (const [i, lab] of far.entries()) {
      await upload(
        (await withSession(t, { trusted: true })).browser,
        ink.id,
        await photo({ ink: lab, seed: 40 + i }),
      );
    }
    const state = await colour(ink.id);
    expect(state.consensus?.state).toBe('disagree');
    expect(state.consensus?.agreement).toBeGreaterThan(CONSENSUS.maxAgreement);
    expect(state.range?.agreement).toBeGreaterThan(CONSENSUS.maxAgreement);
    expect((await similar(ink.id)).colorSource).toBe('catalogue');
  });
});
