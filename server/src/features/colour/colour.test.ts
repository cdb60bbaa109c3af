import {
  deltaE2000,
  hexToLab,
  type ErrorBody,
  type InkListResponse,
  type SimilarResponse,
} from '@inklore/contract';
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
