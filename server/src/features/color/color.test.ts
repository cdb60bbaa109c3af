import {
  deltaE2000,
  hexToLab,
  LOOK_ALIKE_DELTA_E,
  visionDeltaE,
  type CommunityColor,
  type CommunityImage,
  type ErrorBody,
  type InkListResponse,
  type SimilarResponse,
} from '@inklore/contract';
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
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.79.0.1');

async function similar(id: number, q = ''): Promise<SimilarResponse> {
  const res = await visitor().get(`/api/inks/${id}/similar${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<SimilarResponse>(res);
}

/** A blue with many neighbours in the demo catalogue. */
async function aBlue() {
  return t.db
    .selectFrom('inks')
    .select(['id', 'color_hex', 'brand'])
    .where('color_family', '=', 'Blue')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('GET /api/inks/{id}/similar', () => {
  it('lists the nearest inks by CIEDE2000, nearest first, never the ink itself', async () => {
    const ink = await aBlue();
    const { data } = await similar(ink.id, '?limit=50');
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((d) => d.id)).not.toContain(ink.id);
    const target = hexToLab(ink.color_hex);
    for (const d of data) {
      expect(d.deltaE).toBeLessThanOrEqual(10);
      expect(d.deltaE).toBeCloseTo(deltaE2000(target, hexToLab(d.colorHex)), 1);
    }
    const des = data.map((d) => d.deltaE);
    expect(des).toEqual([...des].sort((a, b) => a - b));
    // the default is 12; limit bounds
    expect((await similar(ink.id)).data.length).toBeLessThanOrEqual(12);
    expect((await similar(ink.id, '?limit=1')).data).toHaveLength(1);
    for (const bad of ['?limit=0', '?limit=51', '?limit=x', '?properties=Glow', '?near=123456']) {
      expect((await visitor().get(`/api/inks/${ink.id}/similar${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await visitor().get('/api/inks/99999999/similar')).statusCode).toBe(404);
  });

  it('filters by brand and properties, and leaves out deleted inks at once', async () => {
    const ink = await aBlue();
    const all = (await similar(ink.id, '?limit=50')).data;
    const first = all[0];
    if (!first) throw new Error('neighbours expected');
    const byBrand = (await similar(ink.id, `?limit=50&brand=${encodeURIComponent(first.brand)}`))
      .data;
    expect(byBrand.every((d) => d.brand === first.brand)).toBe(true);
    const shading = (await similar(ink.id, '?limit=50&properties=Shading')).data;
    expect(shading.every((d) => d.properties.includes('Shading'))).toBe(true);
    const admin = await withSession(t, { role: 'admin', totp: true });
    expect((await admin.browser.send('DELETE', `/api/inks/${first.id}`)).statusCode).toBe(204);
    expect((await similar(ink.id, '?limit=50')).data.map((d) => d.id)).not.toContain(first.id);
    await admin.browser.post(`/api/inks/${first.id}/restore`);
    expect((await similar(ink.id, '?limit=50')).data.map((d) => d.id)).toContain(first.id);
  });
});

describe('GET /api/inks/{id}/similar?vision= (ADR 087)', () => {
  it('measures after simulating the vision, with the plain distance and the look-alikes', async () => {
    // a red: under deuteranopia its neighbours include greens and browns it plainly is not near
    const ink = await t.db
      .selectFrom('inks')
      .select(['id', 'color_hex'])
      .where('color_family', '=', 'Red')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const plain = (await similar(ink.id, '?limit=50')).data;
    const seen = await similar(ink.id, '?limit=50&vision=deuteranopia');
    expect(seen.data.length).toBeGreaterThan(0);
    expect(seen.colorSource).toBe('catalogue');
    const self = hexToLab(ink.color_hex);
    for (const d of seen.data) {
      const other = hexToLab(d.colorHex);
      expect(d.deltaE).toBeCloseTo(visionDeltaE(self, other, 'deuteranopia'), 1);
      expect(d.plainDeltaE).toBeCloseTo(deltaE2000(self, other), 1);
      expect(d.looksAlike).toBe(d.deltaE < LOOK_ALIKE_DELTA_E);
    }
    const des = seen.data.map((d) => d.deltaE);
    expect(des).toEqual([...des].sort((a, b) => a - b));
    // someone a deuteranope confuses with it who is not among its plain neighbours
    const plainIds = new Set(plain.map((d) => d.id));
    expect(seen.data.some((d) => !plainIds.has(d.id) && (d.plainDeltaE ?? 0) > 10)).toBe(true);
    // without a vision nothing of the kind is said
    expect(plain.every((d) => d.plainDeltaE === undefined && d.looksAlike === undefined)).toBe(
      true,
    );
    for (const bad of ['?vision=colourblind', '?vision=', '?vision=none&vision=protanopia']) {
      const res = await visitor().get(`/api/inks/${ink.id}/similar${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(json<ErrorBody>(res).message).toMatch(/vision/);
    }
  });
});

describe('GET /api/inks?near=RRGGBB', () => {
  it('orders by CIEDE2000 with the figure, pages, and combines with facets', async () => {
    const res = await visitor().get('/api/inks?near=1F4E79&limit=20');
    expect(res.statusCode, res.body).toBe(200);
    const page = json<InkListResponse>(res);
    expect(page.data.length).toBeGreaterThan(0);
    const des = page.data.map((d) => d.deltaE ?? NaN);
    expect(des).toEqual([...des].sort((a, b) => a - b));
    expect(Math.max(...des)).toBeLessThanOrEqual(25);
    const second = json<InkListResponse>(
      await visitor().get('/api/inks?near=1f4e79&limit=20&page=2'),
    );
    expect(second.total).toBe(page.total);
    if (page.total > 20)
      expect(second.data[0]?.deltaE ?? 0).toBeGreaterThanOrEqual(des[des.length - 1] ?? 0);
    const faceted = json<InkListResponse>(
      await visitor().get('/api/inks?near=1f4e79&color=Blue&brand=Diamine&limit=100'),
    );
    expect(faceted.data.every((d) => d.color === 'Blue' && d.brand === 'Diamine')).toBe(true);
    expect(faceted.total).toBeLessThanOrEqual(page.total);
  });

  it('refuses a bad colour and near with search, in the one error shape', async () => {
    for (const q of ['near=%231f4e79', 'near=12345', 'near=zzzzzz', 'near=1f4e79&search=blue']) {
      const res = await visitor().get(`/api/inks?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(json<ErrorBody>(res).message).toMatch(/near|colour|search/i);
    }
  });
});

/** A photo of a swatch of `hex` on cream paper under a warm light, as a JPEG data URL. */
async function swatchPhoto(hex: string): Promise<string> {
  const lin = (c: number) => ((c / 255 + 0.055) / 1.055) ** 2.4;
  const enc = (v: number) => Math.round(255 * (1.055 * Math.min(1, v) ** (1 / 2.4) - 0.055));
  const ink = [1, 3, 5].map((i) => lin(Number.parseInt(hex.slice(i, i + 2), 16)));
  const paper = [246, 241, 228].map(lin);
  const cast = [1, 0.88, 0.7];
  const w = 400;
  const h = 300;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inside = x > 100 && x < 300 && y > 75 && y < 225;
      for (let k = 0; k < 3; k++) {
        raw[(y * w + x) * 3 + k] = enc(
          (paper[k] ?? 1) * (cast[k] ?? 1) * (inside ? (ink[k] ?? 1) : 1),
        );
      }
    }
  }
  const jpeg = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

describe('GET /api/inks/{id}/community-color', () => {
  it("is the median colour read from the ink's swatch photos, beside the catalogue colour", async () => {
    const ink = await t.db
      .selectFrom('inks')
      .select(['id', 'color_hex'])
      .where('deleted_at', 'is', null)
      .where('color_family', '=', 'Purple')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const empty = json<CommunityColor>(await visitor().get(`/api/inks/${ink.id}/community-color`));
    expect(empty).toMatchObject({
      colorHex: null,
      lab: null,
      photos: 0,
      deltaE: null,
      range: null,
      consensus: { state: 'too-few', colorHex: null, swatches: 0 },
    });
    const upload = async (category: string) => {
      const { browser } = await withSession(t);
      const res = await browser.post(`/api/inks/${ink.id}/community-images`, {
        imageUrl: await swatchPhoto(ink.color_hex),
        category,
        ownershipConfirmed: true,
        appropriatenessConfirmed: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      return json<CommunityImage>(res);
    };
    const swatch = await upload('Swatch');
    expect(swatch.photoColorHex).toMatch(/^#[0-9a-f]{6}$/);
    await upload('Handwriting'); // not a swatch: not read
    const color = json<CommunityColor>(await visitor().get(`/api/inks/${ink.id}/community-color`));
    expect(color.photos).toBe(1);
    expect(color.deltaE).toBeLessThan(3);
    expect(deltaE2000(hexToLab(color.colorHex ?? '#000000'), hexToLab(ink.color_hex))).toBeLessThan(
      3,
    );
    // the catalogue colour stays as it was
    const row = await t.db
      .selectFrom('inks')
      .select('color_hex')
      .where('id', '=', ink.id)
      .executeTakeFirstOrThrow();
    expect(row.color_hex).toBe(ink.color_hex);
    expect((await visitor().get('/api/inks/99999999/community-color')).statusCode).toBe(404);
  });
});
