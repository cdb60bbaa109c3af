import type { ErrorBody } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, withSession, type TestContext } from './helpers.ts';

/**
 * Hostile input on the routes of the community features (gallery, submissions,
 * collections, colour, import): huge ids, NUL bytes and odd spellings of a path get a 4xx
 * in the one error shape and change nothing.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const counts = async () =>
  Promise.all(
    (['community_images', 'ink_submissions', 'collections', 'ink_property_votes'] as const).map(
      async (table) =>
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
    ),
  );

describe('hostile input on the community routes', () => {
  it('answers 4xx in the one error shape and changes nothing', async () => {
    const { browser } = await withSession(t);
    const before = await counts();
    const attempts: [string, string, unknown][] = [
      ['GET', '/api/inks/99999999999999999999/similar', undefined],
      ['GET', '/api/inks/1e3/community-images', undefined],
      ['GET', '/api/collections/2147483648', undefined],
      ['POST', '/api/auth/collections/1/inks/-1', { status: 'owned' }],
      ['POST', '/api/auth/collections', { name: 'nul\u0000byte' }],
      [
        'POST',
        '/api/submissions',
        { name: 'x\u0000', brand: 'b', color: 'Blue', colorHex: '#000000' },
      ],
      ['PUT', '/api/inks/1/property-votes', { dryTime: 'slow\u0000' }],
      ['POST', '/api/inks/1/community-images', { imageUrl: 'data:image/png;base64,\u0000' }],
      ['GET', '/api/inks?near=00000%00', undefined],
      ['POST', '/api/auth/import/fpc/preview', { csv: 'Brand,Name\u0000\nPilot,Kon-peki' }],
    ];
    for (const [method, url, body] of attempts) {
      const res =
        method === 'GET'
          ? await browser.get(url)
          : await browser.send(method as 'POST' | 'PUT', url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      const err = json<ErrorBody>(res);
      expect(typeof err.message, `${method} ${url}`).toBe('string');
      expect(typeof err.code, `${method} ${url}`).toBe('string');
    }
    // odd spellings of a member's path reach the same route and its access rule
    for (const url of [
      '/api//auth/collections',
      '/API/auth/collections',
      '/api/auth/collections/',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { name: 'x' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('hostile input on search and other names', () => {
  const aliasCounts = async () =>
    Promise.all(
      (['brand_aliases', 'ink_aliases', 'ink_submissions'] as const).map(
        async (table) =>
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
      ),
    );

  it('answers 4xx in the one error shape and changes nothing', async () => {
    const staff = await withSession(t, { role: 'moderator', totp: true });
    const member = await withSession(t);
    const ink = await t.db.selectFrom('inks').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const edit = (aliases: unknown) => ({
      name: ink.name,
      brand: ink.brand,
      line: ink.line,
      color: ink.color_family,
      colorHex: ink.color_hex,
      description: ink.description,
      properties: [],
      featured: false,
      images: [],
      aliases,
    });
    const before = await aliasCounts();
    const attempts: [typeof staff, string, string, unknown][] = [
      [staff, 'GET', '/api/inks?search=oxblood%00', undefined],
      [staff, 'GET', `/api/inks?search=${'a'.repeat(201)}`, undefined],
      [staff, 'POST', '/api/admin/brand-aliases', { brand: 'Diamine', alias: 'Dia\u0000mine' }],
      [staff, 'POST', '/api/admin/brand-aliases', { brand: 'Diamine\u200b', alias: 'Dmn' }],
      [staff, 'POST', '/api/admin/brand-aliases', { brand: 'Diamine', alias: 'x'.repeat(101) }],
      [staff, 'DELETE', '/api/admin/brand-aliases/99999999999999999999', undefined],
      [staff, 'DELETE', '/api/admin/brand-aliases/1e3', undefined],
      [staff, 'DELETE', '/api/admin/brand-aliases/2147483647', undefined],
      [staff, 'PUT', `/api/inks/${ink.id}`, edit(['ok', 'nul\u0000'])],
      [staff, 'PUT', `/api/inks/${ink.id}`, edit(Array.from({ length: 21 }, (_, i) => `n${i}`))],
      [staff, 'PUT', `/api/inks/${ink.id}`, edit('not a list')],
      [
        member,
        'POST',
        '/api/submissions',
        { name: 'Nova', brand: 'b', color: 'Blue', colorHex: '#000000', aliases: ['\u0000'] },
      ],
      [
        member,
        'POST',
        '/api/auth/import/fpc/confirm',
        { items: [{ inkId: ink.id, status: 'owned', spelling: 'x\u0000' }] },
      ],
      [member, 'POST', '/api/admin/brand-aliases', { brand: 'Diamine', alias: 'Dmn' }],
    ];
    for (const [who, method, url, body] of attempts) {
      const res =
        method === 'GET'
          ? await who.browser.get(url)
          : await who.browser.send(method as 'POST' | 'PUT' | 'DELETE', url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      const err = json<ErrorBody>(res);
      expect(typeof err.message, `${method} ${url}`).toBe('string');
      expect(typeof err.code, `${method} ${url}`).toBe('string');
    }
    // odd spellings of the staff path reach the same route and its access rule
    for (const url of [
      '/api//admin/brand-aliases',
      '/API/admin/brand-aliases',
      '/api/admin/brand-aliases/',
      '/api/admin/%62rand-aliases',
    ]) {
      const res = await member.browser.send('POST', url, { brand: 'Diamine', alias: 'Dmn' });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect(await aliasCounts()).toEqual(before);
    const page = json<{ aliases: string[] }>(await staff.browser.get(`/api/inks/${ink.id}`));
    expect(page.aliases).toEqual([]);
  });
});

describe('hostile input between members (ADR 059)', () => {
  const counts = async () =>
    Promise.all(
      (
        ['sample_offers', 'sample_requests', 'sample_messages', 'blocks', 'notifications'] as const
      ).map(
        async (table) =>
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
      ),
    );

  it('answers 4xx in the one error shape and changes nothing', async () => {
    const member = await withSession(t);
    const other = await withSession(t);
    const staff = await withSession(t, { role: 'moderator', totp: true });
    const before = await counts();
    const attempts: [typeof member, string, string, unknown][] = [
      [member, 'GET', '/api/users/x%00/compare', undefined],
      [member, 'GET', `/api/users/${'a'.repeat(201)}/compare`, undefined],
      [member, 'GET', '/api/inks/9007199254740992/samples', undefined],
      [member, 'PUT', '/api/auth/samples/offers/2147483648', {}],
      [member, 'PUT', '/api/auth/samples/offers/1', { note: 'nul\u0000' }],
      [member, 'DELETE', '/api/auth/samples/offers/1e3', undefined],
      [
        member,
        'POST',
        '/api/auth/sample-requests',
        { username: other.user.username, inkId: 9007199254740992, message: 'hi' },
      ],
      [
        member,
        'POST',
        '/api/auth/sample-requests',
        { username: `${other.user.username}\u0000`, inkId: 1, message: 'hi' },
      ],
      [member, 'GET', '/api/auth/sample-requests/2147483648', undefined],
      [member, 'GET', '/api/auth/sample-requests?box=received%00', undefined],
      [member, 'POST', '/api/auth/sample-requests/1/answer', { answer: 'accept\u0000' }],
      [member, 'POST', '/api/auth/sample-requests/99999999999999999999/messages', { body: 'x' }],
      [member, 'POST', '/api/auth/sample-requests/1/messages', { body: '<b>\u0000</b>' }],
      [member, 'PUT', `/api/auth/blocks/${member.user.username}`, undefined],
      [member, 'PUT', '/api/auth/blocks/%2e%2e', undefined],
      [staff, 'GET', '/api/admin/reports/2147483648/thread', undefined],
      [member, 'GET', '/api/admin/reports/1/thread', undefined],
    ];
    for (const [who, method, url, body] of attempts) {
      const res =
        method === 'GET'
          ? await who.browser.get(url)
          : await who.browser.send(method as 'POST' | 'PUT' | 'DELETE', url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      const err = json<ErrorBody>(res);
      expect(typeof err.message, `${method} ${url}`).toBe('string');
      expect(typeof err.code, `${method} ${url}`).toBe('string');
    }
    // odd spellings of a member's path: what the router decodes to the route meets its guard
    // (anti-forgery first, for a visitor); what it does not match is no address at all
    for (const [url, status, code] of [
      [`/api//auth/blocks/${other.user.username}`, 404, 'not_found'],
      [`/API/auth/blocks/${other.user.username}`, 404, 'not_found'],
      [`/api/auth/%62locks/${other.user.username}`, 403, 'csrf_failed'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url });
      expect(res.statusCode, url).toBe(status);
      expect(json<ErrorBody>(res).code, url).toBe(code);
    }
    expect(await counts()).toEqual(before);
  });
});
