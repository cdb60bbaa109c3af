import type {
  CommunityImage,
  CommunityStats,
  ErrorBody,
  Ink,
  UserVote,
  VoteResult,
} from '@inklore/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileCorpus } from '../../../test/hostile-uploads.ts';
import { insertImage } from './gallery.queries.ts';
import {
  Browser,
  createTestApp,
  createUser,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_IMAGE_USER: '1000/1m',
    RATE_LIMIT_VOTE_USER: '1000/1m',
    RATE_LIMIT_REPORT_USER: '1000/1m',
  });
  freshInk = await inkSupply(t.db, 100, 80);
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.71.0.1');
/** A verified member a couple of days old, whose votes count (trust levels). */
const member = () => withSession(t, { ageDays: 2 });
const moderator = () => withSession(t, { role: 'moderator', totp: true });

let shade = 0;
/** A distinct photo-like JPEG (its own colour, with EXIF and GPS) as a data URL. */
async function photo(width = 1600, height = 1200): Promise<string> {
  shade += 1;
  const color = `#${((shade * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`;
  const buf = await sharp({ create: { width, height, channels: 3, background: color } })
    .withExif({
      IFD0: { Artist: 'private-photographer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

async function body(extra: Record<string, unknown> = {}) {
  return {
    imageUrl: await photo(),
    caption: '  Swatch on Tomoe River  ',
    category: 'Swatch',
    paperType: 'Tomoe River 52 gsm',
    penNib: 'Lamy Safari F',
    ownershipConfirmed: true,
    appropriatenessConfirmed: true,
    ...extra,
  };
}

async function upload(b: Browser, inkId: number, extra: Record<string, unknown> = {}) {
  const res = await b.post(`/api/inks/${inkId}/community-images`, await body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return json<CommunityImage>(res);
}

async function gallery(inkId: number): Promise<CommunityImage[]> {
  const res = await visitor().get(`/api/inks/${inkId}/community-images`);
  expect(res.statusCode, res.body).toBe(200);
  return json<CommunityImage[]>(res);
}

async function inkCount(inkId: number): Promise<number> {
  return json<Ink>(await visitor().get(`/api/inks/${inkId}`)).communityImageCount;
}

async function rows(inkId: number): Promise<number> {
  const r = await t.db
    .selectFrom('community_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ink_id', '=', inkId)
    .executeTakeFirstOrThrow();
  return r.n;
}

const served = (url: string) => t.app.inject({ method: 'GET', url });

function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const err = json<ErrorBody>(res);
  expect(err.message).toMatch(/\S/);
  if (code) expect(err.code).toBe(code);
}

describe('GET /api/inks/{id}/community-images', () => {
  it('is empty for a new ink; 404 for a missing ink, 400 for a bad id', async () => {
    expect(await gallery(freshInk())).toEqual([]);
    expectError(await visitor().get('/api/inks/99999999/community-images'), 404, 'not_found');
    expectError(await visitor().get('/api/inks/abc/community-images'), 400);
  });

  it("comes a page at a time, in the one order, and one uploader's on asking (ADR 032)", async () => {
    const inkId = freshInk();
    const people = [];
    for (let i = 0; i < 30; i++) {
      const user = await createUser(t.db);
      people.push(user);
      await insertImage(t.db, {
        inkId,
        userId: user.id,
        imageUrl: `/media/community/page-${inkId}-${i}.jpg`,
        thumbnailUrl: `/media/community/page-${inkId}-${i}-thumb.jpg`,
        width: 800,
        height: 600,
        caption: null,
        category: 'Swatch',
        paperType: null,
        penNib: null,
        isOfficial: false,
        photo: null,
        at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
    }
    const page = async (query: string) => {
      const res = await visitor().get(`/api/inks/${inkId}/community-images${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<CommunityImage[]>(res).map((i) => i.id);
    };
    const first = await page('');
    expect(first).toHaveLength(24);
    const all = await page('?limit=100');
    expect(all).toHaveLength(30);
    expect(first).toEqual(all.slice(0, 24));
    expect(await page('?page=2')).toEqual(all.slice(24));
    expect(await page('?page=3&limit=10')).toEqual(all.slice(20, 30));
    expect(await page('?page=9')).toEqual([]);
    // newest first when nothing else tells them apart
    expect(all[0]).toBeGreaterThan(all[29] ?? 0);

    const someone = people[7];
    const theirs = await page(
      `?uploader=${encodeURIComponent(` ${someone?.username.toUpperCase() ?? ''} `)}`,
    );
    expect(theirs).toHaveLength(1);
    expect(await page('?uploader=nobody-here')).toEqual([]);

    for (const bad of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?page=0',
      '?page=-1',
      '?uploader=',
      '?colour=red',
    ]) {
      expectError(
        await visitor().get(`/api/inks/${inkId}/community-images${bad}`),
        400,
        'validation_failed',
      );
    }
  });
});

describe('POST /api/inks/{id}/community-images', () => {
  it('re-encodes the upload as an 800 px JPEG and a thumbnail, without metadata', async () => {
    const inkId = freshInk();
    const { browser, user } = await member();
    const statsBefore = json<CommunityStats>(await visitor().get('/api/community/stats'));
    const image = await upload(browser, inkId);
    expect(image).toMatchObject({
      inkId,
      userId: user.id,
      username: user.username,
      userRole: 'user',
      caption: 'Swatch on Tomoe River',
      category: 'Swatch',
      paperType: 'Tomoe River 52 gsm',
      penNib: 'Lamy Safari F',
      isOfficial: false,
      upvotes: 0,
      width: 800,
      height: 600,
    });
    expect(image.imageUrl).toMatch(/^\/media\/community\/[0-9a-f]{32}\.jpg$/);
    for (const [url, longest] of [
      [image.imageUrl, 800],
      [image.thumbnailUrl, 320],
    ] as const) {
      const file = await served(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(Math.max(meta.width, meta.height)).toBe(longest);
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('private-photographer'))).toBe(false);
    }
    expect(await gallery(inkId)).toEqual([image]);
    expect(await inkCount(inkId)).toBe(1);
    const statsAfter = json<CommunityStats>(await visitor().get('/api/community/stats'));
    expect(statsAfter.imagesShared).toBe(statsBefore.imagesShared + 1);
  });

  it('takes one image per member per ink: a second is 409 and changes nothing', async () => {
    const inkId = freshInk();
    const { browser } = await member();
    await upload(browser, inkId);
    const before = (await t.app.media.read('/media/community/none.jpg')) ?? null;
    expect(before).toBeNull();
    const res = await browser.post(`/api/inks/${inkId}/community-images`, await body());
    expectError(res, 409, 'conflict');
    expect(await rows(inkId)).toBe(1);
    expect(await inkCount(inkId)).toBe(1);
    // another member may add theirs
    await upload((await member()).browser, inkId);
    expect(await inkCount(inkId)).toBe(2);
  });

  it('lets only one of two racing uploads by one member in', async () => {
    const inkId = freshInk();
    const { browser } = await member();
    const [a, b] = await Promise.all([
      browser.post(`/api/inks/${inkId}/community-images`, await body()),
      browser.post(`/api/inks/${inkId}/community-images`, await body()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await rows(inkId)).toBe(1);
    expect(await inkCount(inkId)).toBe(1);
  });

  it('accepts isOfficial from moderators and admins only', async () => {
    const inkId = freshInk();
    const res = await (
      await member()
    ).browser.post(`/api/inks/${inkId}/community-images`, await body({ isOfficial: true }));
    expectError(res, 403, 'forbidden');
    expect(await rows(inkId)).toBe(0);
    // a moderator without a two-factor session is refused too
    const noMfa = await withSession(t, { role: 'moderator' });
    expectError(
      await noMfa.browser.post(
        `/api/inks/${inkId}/community-images`,
        await body({ isOfficial: true }),
      ),
      403,
      'mfa_required',
    );
    const official = await upload((await moderator()).browser, inkId, { isOfficial: true });
    expect(official.isOfficial).toBe(true);
    expect(official.userRole).toBe('moderator');
  });

  it('checks every field, and defaults the category to Other', async () => {
    const inkId = freshInk();
    const { browser } = await member();
    const bad: [Record<string, unknown>, string][] = [
      [{ paperType: 'p'.repeat(31) }, 'paperType'],
      [{ penNib: 'n'.repeat(51) }, 'penNib'],
      [{ caption: 'c'.repeat(201) }, 'caption'],
      [{ category: 'Selfie' }, 'category'],
      [{ ownershipConfirmed: false }, 'ownershipConfirmed'],
      [{ appropriatenessConfirmed: undefined }, 'appropriatenessConfirmed'],
      [{ caption: 'bell\u0007' }, 'caption'],
      [{ userId: 1 }, 'userId'],
      [{ imageUrl: '' }, 'imageUrl'],
    ];
    for (const [extra, field] of bad) {
      const res = await browser.post(`/api/inks/${inkId}/community-images`, await body(extra));
      expectError(res, 400);
      expect(Object.keys(json<ErrorBody>(res).fields ?? {}), field).toContain(field);
    }
    expectError(
      await browser.post(`/api/inks/${inkId}/community-images`, {
        ...(await body()),
        imageUrl: 'data:text/html;base64,PGgxPmhpPC9oMT4=',
      }),
      400,
      'validation_failed',
    );
    expect(await rows(inkId)).toBe(0);
    const image = await upload(browser, inkId, {
      category: undefined,
      caption: '   ',
      paperType: '',
      penNib: null,
    });
    expect(image).toMatchObject({
      category: 'Other',
      caption: null,
      paperType: null,
      penNib: null,
    });
  });

  it('answers 401 to visitors, 404 for a missing ink, 413 when too large, 415 when not JSON', async () => {
    const inkId = freshInk();
    expectError(
      await visitor().post(`/api/inks/${inkId}/community-images`, await body()),
      401,
      'unauthorized',
    );
    const { browser } = await member();
    expectError(
      await browser.post('/api/inks/99999999/community-images', await body()),
      404,
      'not_found',
    );
    const huge = `data:image/jpeg;base64,${Buffer.alloc(5 * 1024 * 1024, 7).toString('base64')}`;
    expectError(
      await browser.post(`/api/inks/${inkId}/community-images`, await body({ imageUrl: huge })),
      413,
      'payload_too_large',
    );
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/inks/${inkId}/community-images`,
      headers: {
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': browser.csrf ?? '',
        'content-type': 'image/jpeg',
      },
      payload: Buffer.from((await photo()).split(',')[1] ?? '', 'base64'),
      remoteAddress: browser.ip,
    });
    expectError(raw, 415, 'unsupported_media_type');
    expect(await rows(inkId)).toBe(0);
  });
});

describe('the hostile upload corpus through POST /api/inks/{id}/community-images', async () => {
  const corpus = await hostileCorpus();
  for (const file of corpus) {
    it(`${file.name}: ${file.expect}`, async () => {
      const inkId = freshInk();
      const { browser } = await member();
      const res = await browser.post(
        `/api/inks/${inkId}/community-images`,
        await body({ imageUrl: `data:image/jpeg;base64,${file.bytes.toString('base64')}` }),
      );
      if (file.expect === 'refused') {
        expectError(res, 400, 'validation_failed');
        expect(await rows(inkId)).toBe(0);
        expect(await inkCount(inkId)).toBe(0);
        return;
      }
      expect(res.statusCode, res.body).toBe(201);
      const image = json<CommunityImage>(res);
      for (const url of [image.imageUrl, image.thumbnailUrl]) {
        // the bytes the store keeps, read back from it
        const bytes = await t.app.media.read(url);
        expect(bytes).not.toBeNull();
        if (!bytes) return;
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.space).toBe('srgb');
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(bytes.includes(Buffer.from('<script'))).toBe(false);
        expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
        expect(bytes.includes(Buffer.from('polyglot'))).toBe(false);
      }
    });
  }
});

describe('the gallery order', () => {
  it('puts official images first, then the most voted, then the newest', async () => {
    const inkId = freshInk();
    const a = await upload((await member()).browser, inkId);
    const b = await upload((await member()).browser, inkId);
    const c = await upload((await member()).browser, inkId);
    expect((await gallery(inkId)).map((i) => i.id)).toEqual([c.id, b.id, a.id]);
    for (let i = 0; i < 2; i++)
      await (await member()).browser.post(`/api/community-images/${a.id}/vote`);
    await (await member()).browser.post(`/api/community-images/${b.id}/vote`);
    expect((await gallery(inkId)).map((i) => [i.id, i.upvotes])).toEqual([
      [a.id, 2],
      [b.id, 1],
      [c.id, 0],
    ]);
    const mod = await moderator();
    const res = await mod.browser.send('PUT', `/api/community-images/${c.id}/official`, {
      isOfficial: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<CommunityImage>(res).isOfficial).toBe(true);
    expect((await gallery(inkId)).map((i) => i.id)).toEqual([c.id, a.id, b.id]);
  });
});

describe('POST /api/community-images/{id}/vote', () => {
  it('needs a verified email to vote or share, and changes nothing otherwise', async () => {
    const inkId = freshInk();
    const image = await upload((await member()).browser, inkId);
    const unverified = (await withSession(t, { verified: false })).browser;
    expectError(
      await unverified.post(`/api/community-images/${image.id}/vote`),
      403,
      'email_unverified',
    );
    expectError(
      await unverified.post(`/api/inks/${inkId}/community-images`, await body()),
      403,
      'email_unverified',
    );
    expect((await gallery(inkId)).map((i) => [i.id, i.upvotes])).toEqual([[image.id, 0]]);
  });

  it("keeps a new account's vote but counts it once the account is a day old", async () => {
    const inkId = freshInk();
    const image = await upload((await member()).browser, inkId);
    const fresh = await withSession(t);
    const res = json<VoteResult>(
      await fresh.browser.post(`/api/community-images/${image.id}/vote`),
    );
    expect(res).toMatchObject({ action: 'added', upvotes: 0 });
    expect(json<UserVote>(await fresh.browser.get(`/api/inks/${inkId}/user-vote`))).toEqual({
      vote: { imageId: image.id },
    });
    await t.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', fresh.user.id)
      .execute();
    expect((await gallery(inkId))[0]?.upvotes).toBe(1);
  });

  it('counts accounts signed up together from one network as one vote', async () => {
    const inkId = freshInk();
    const image = await upload((await member()).browser, inkId);
    const first = await withSession(t, {
      ageDays: 2,
      signup: { network: '10.66.0.0/24', cluster: null },
    });
    await first.browser.post(`/api/community-images/${image.id}/vote`);
    for (let i = 0; i < 2; i++) {
      const puppet = await withSession(t, {
        ageDays: 2,
        signup: { network: '10.66.0.0/24', cluster: first.user.id },
      });
      const res = json<VoteResult>(
        await puppet.browser.post(`/api/community-images/${image.id}/vote`),
      );
      expect(res.upvotes).toBe(1);
    }
    await (await member()).browser.post(`/api/community-images/${image.id}/vote`);
    expect((await gallery(inkId))[0]?.upvotes).toBe(2);
  });

  it('toggles, moves within an ink, and is shown by GET /api/inks/{id}/user-vote', async () => {
    const inkId = freshInk();
    const a = await upload((await member()).browser, inkId);
    const b = await upload((await member()).browser, inkId);
    const voter = (await member()).browser;
    const myVote = async () => json<UserVote>(await voter.get(`/api/inks/${inkId}/user-vote`));
    expect(await myVote()).toEqual({ vote: null });

    const added = json<VoteResult>(await voter.post(`/api/community-images/${a.id}/vote`));
    expect(added).toEqual({ action: 'added', imageId: a.id, upvotes: 1, movedFrom: null });
    expect(await myVote()).toEqual({ vote: { imageId: a.id } });

    const moved = json<VoteResult>(await voter.post(`/api/community-images/${b.id}/vote`));
    expect(moved).toEqual({ action: 'added', imageId: b.id, upvotes: 1, movedFrom: a.id });
    expect(await myVote()).toEqual({ vote: { imageId: b.id } });
    const counts = new Map((await gallery(inkId)).map((i) => [i.id, i.upvotes]));
    expect(counts.get(a.id)).toBe(0);
    expect(counts.get(b.id)).toBe(1);

    const removed = json<VoteResult>(await voter.post(`/api/community-images/${b.id}/vote`));
    expect(removed).toEqual({ action: 'removed', imageId: b.id, upvotes: 0, movedFrom: null });
    expect(await myVote()).toEqual({ vote: null });
  });

  it('refuses a vote on your own image, visitors, and missing images', async () => {
    const inkId = freshInk();
    const owner = await member();
    const image = await upload(owner.browser, inkId);
    expectError(
      await owner.browser.post(`/api/community-images/${image.id}/vote`),
      403,
      'forbidden',
    );
    expectError(await visitor().post(`/api/community-images/${image.id}/vote`), 401);
    expectError(await visitor().get(`/api/inks/${inkId}/user-vote`), 401);
    expectError(
      await (await member()).browser.post('/api/community-images/99999999/vote'),
      404,
      'not_found',
    );
    expect((await gallery(inkId))[0]?.upvotes).toBe(0);
  });

  it('counts every vote when many members vote at the same instant', async () => {
    const inkId = freshInk();
    const image = await upload((await member()).browser, inkId);
    const voters = await Promise.all(Array.from({ length: 12 }, () => member()));
    const results = await Promise.all(
      voters.map((v) => v.browser.post(`/api/community-images/${image.id}/vote`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect((await gallery(inkId))[0]?.upvotes).toBe(12);
    // and all of them take it back at once
    await Promise.all(voters.map((v) => v.browser.post(`/api/community-images/${image.id}/vote`)));
    expect((await gallery(inkId))[0]?.upvotes).toBe(0);
  });

  it('keeps one vote per member per ink when one member votes twice at once', async () => {
    const inkId = freshInk();
    const a = await upload((await member()).browser, inkId);
    const b = await upload((await member()).browser, inkId);
    const voter = await member();
    // the anti-forgery token first, so both requests carry the same one
    expect((await voter.browser.post('/api/community-images/99999999/vote')).statusCode).toBe(404);
    const results = await Promise.all([
      voter.browser.post(`/api/community-images/${a.id}/vote`),
      voter.browser.post(`/api/community-images/${b.id}/vote`),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const votes = await t.db
      .selectFrom('community_image_votes')
      .select('image_id')
      .where('user_id', '=', voter.user.id)
      .execute();
    expect(votes).toHaveLength(1);
    const total = (await gallery(inkId)).reduce((n, i) => n + i.upvotes, 0);
    expect(total).toBe(1);
  });
});

describe('DELETE /api/community-images/{id}', () => {
  it('lets the owner delete their image: its files, votes and count go with it', async () => {
    const inkId = freshInk();
    const owner = await member();
    const image = await upload(owner.browser, inkId);
    await (await member()).browser.post(`/api/community-images/${image.id}/vote`);
    expectError(
      await (await member()).browser.send('DELETE', `/api/community-images/${image.id}`),
      403,
      'forbidden',
    );
    expectError(await visitor().send('DELETE', `/api/community-images/${image.id}`), 401);
    const res = await owner.browser.send('DELETE', `/api/community-images/${image.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await gallery(inkId)).toEqual([]);
    expect(await inkCount(inkId)).toBe(0);
    expect((await served(image.imageUrl)).statusCode).toBe(404);
    expect((await served(image.thumbnailUrl)).statusCode).toBe(404);
    const votes = await t.db
      .selectFrom('community_image_votes')
      .select('user_id')
      .where('ink_id', '=', inkId)
      .execute();
    expect(votes).toEqual([]);
    expectError(await owner.browser.send('DELETE', `/api/community-images/${image.id}`), 404);
    // and they may share another one now
    await upload(owner.browser, inkId);
  });

  it('lets moderators and admins delete any image (audited), with a two-factor session', async () => {
    const inkId = freshInk();
    const image = await upload((await member()).browser, inkId);
    const noMfa = await withSession(t, { role: 'admin' });
    expectError(
      await noMfa.browser.send('DELETE', `/api/community-images/${image.id}`),
      403,
      'mfa_required',
    );
    const mod = await moderator();
    expect((await mod.browser.send('DELETE', `/api/community-images/${image.id}`)).statusCode).toBe(
      204,
    );
    expect(await inkCount(inkId)).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('target_type', '=', 'community_image')
      .where('target_id', '=', image.id)
      .execute();
    expect(audit).toEqual([{ actor_id: mod.user.id, action: 'community_image.remove' }]);
  });

  it('keeps a file another image still uses', async () => {
    const [inkA, inkB] = [freshInk(), freshInk()];
    const shared = await body();
    const one = json<CommunityImage>(
      await (await member()).browser.post(`/api/inks/${inkA}/community-images`, shared),
    );
    const owner = await member();
    const two = json<CommunityImage>(
      await owner.browser.post(`/api/inks/${inkB}/community-images`, shared),
    );
    expect(two.imageUrl).toBe(one.imageUrl);
    await owner.browser.send('DELETE', `/api/community-images/${two.id}`);
    expect((await served(one.imageUrl)).statusCode).toBe(200);
  });
});

describe('PUT /api/community-images/{id}/official', () => {
  it('is for moderators and admins; members are refused and nothing changes', async () => {
    const inkId = freshInk();
    const owner = await member();
    const image = await upload(owner.browser, inkId);
    expectError(
      await owner.browser.send('PUT', `/api/community-images/${image.id}/official`, {
        isOfficial: true,
      }),
      403,
    );
    expect((await gallery(inkId))[0]?.isOfficial).toBe(false);
    const mod = await moderator();
    const on = await mod.browser.send('PUT', `/api/community-images/${image.id}/official`, {
      isOfficial: true,
    });
    expect(json<CommunityImage>(on).isOfficial).toBe(true);
    const off = await mod.browser.send('PUT', `/api/community-images/${image.id}/official`, {
      isOfficial: false,
    });
    expect(json<CommunityImage>(off).isOfficial).toBe(false);
    expectError(
      await mod.browser.send('PUT', `/api/community-images/${image.id}/official`, {
        isOfficial: 'yes',
      }),
      400,
    );
  });
});

describe('community images in reports, deleted inks and deleted accounts', () => {
  it('can be reported (not by their owner) and removed from the moderation queue', async () => {
    const inkId = freshInk();
    const owner = await member();
    const image = await upload(owner.browser, inkId);
    const report = { reportType: 'community_image', targetId: image.id, reason: 'spam' };
    expectError(await owner.browser.post('/api/reports', report), 403, 'forbidden');
    const sent = await (await member()).browser.post('/api/reports', report);
    expect(sent.statusCode, sent.body).toBe(201);
    const mod = await moderator();
    const queue = json<{ id: number; targetId: number; target: { thumbnailUrl: string } }[]>(
      await mod.browser.get('/api/admin/reports'),
    );
    const mine = queue.find((r) => r.targetId === image.id);
    expect(mine?.target.thumbnailUrl).toBe(image.thumbnailUrl);
    const resolved = await mod.browser.post(`/api/admin/reports/${mine?.id}/resolve`, {
      action: 'remove_content',
    });
    expect(resolved.statusCode, resolved.body).toBe(204);
    expect(await gallery(inkId)).toEqual([]);
    expect(await inkCount(inkId)).toBe(0);
    expect((await served(image.imageUrl)).statusCode).toBe(404);
  });

  it('hides the gallery of a deleted ink and refuses votes on it', async () => {
    const inkId = freshInk();
    const image = await upload((await member()).browser, inkId);
    const admin = await withSession(t, { role: 'admin', totp: true });
    expect((await admin.browser.send('DELETE', `/api/inks/${inkId}`)).statusCode).toBe(204);
    expectError(await visitor().get(`/api/inks/${inkId}/community-images`), 404);
    expectError(await (await member()).browser.post(`/api/community-images/${image.id}/vote`), 404);
  });

  it("removes a deleted account's images, their files and the inks' counts", async () => {
    const inkId = freshInk();
    const leaving = await member();
    const image = await upload(leaving.browser, inkId);
    const res = await leaving.browser.send('DELETE', '/api/auth/user', {
      password: leaving.user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await gallery(inkId)).toEqual([]);
    expect(await inkCount(inkId)).toBe(0);
    expect((await served(image.imageUrl)).statusCode).toBe(404);
  });
});
