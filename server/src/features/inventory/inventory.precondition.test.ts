import { entryTag, type ErrorBody, type InventoryEntry } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import {
  Browser,
  expectErrorShape,
  fileTestApp,
  json,
  withSession,
} from '../../../test/helpers.ts';

/**
 * ADR 089: an entry's tag (entryTag of its updatedAt) as ETag on its answers, and If-Match on
 * PUT and DELETE /api/inks/{id}/collection: the change only while the tag holds, else 412
 * precondition_failed and nothing changes.
 */

const { t, freshInk } = fileTestApp({ inks: 500 });

const url = (inkId: number, kind?: string) =>
  `/api/inks/${inkId}/collection${kind ? `?kind=${kind}` : ''}`;

const CHANGED =
  'This entry changed elsewhere since you last saw it: load it again, then choose what to keep.';

type Method = 'PUT' | 'DELETE';

/** A change from `browser` with an If-Match header (or none: undefined). */
async function conditional(
  browser: Browser,
  method: Method,
  path: string,
  ifMatch: string | undefined,
  body?: Record<string, unknown>,
  { csrf = true }: { csrf?: boolean } = {},
) {
  if (csrf && !browser.csrf) {
    const r = await browser.get('/api/auth/csrf-token');
    browser.csrf = json<{ csrfToken: string }>(r).csrfToken;
  }
  const headers: Record<string, string> = {
    cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (csrf && browser.csrf) headers['x-csrf-token'] = browser.csrf;
  if (ifMatch !== undefined) headers['if-match'] = ifMatch;
  return t.app.inject({
    method,
    url: path,
    headers,
    remoteAddress: browser.ip,
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** A member holding an entry (a bottle, owned, rated 4) for a fresh ink. */
async function memberWithEntry() {
  const inkId = freshInk();
  const { browser } = await withSession(t);
  const added = await browser.post(url(inkId), { status: 'owned', rating: 4, notes: 'first' });
  expect(added.statusCode, added.body).toBe(201);
  return { inkId, browser, entry: json<InventoryEntry>(added), added };
}

/** The entry as the server holds it now (the GET's body, as text, and its ETag). */
async function current(browser: Browser, inkId: number, kind?: string) {
  const res = await browser.get(url(inkId, kind));
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, etag: res.headers.etag };
}

/** The ink's rating totals, which the entries' ratings make. */
function ratings(inkId: number) {
  return t.db
    .selectFrom('inks')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', inkId)
    .executeTakeFirstOrThrow();
}

function expectPreconditionFailed(res: { statusCode: number; body: string }): void {
  expect(res.statusCode, res.body).toBe(412);
  const body = json<ErrorBody>(res);
  expectErrorShape(body);
  expect(body).toMatchObject({
    code: 'precondition_failed',
    message: CHANGED,
    key: 'inventory.changed_elsewhere',
  });
}

describe("an entry's tag", () => {
  it("is sent as ETag by GET, POST and PUT: the entry's updatedAt, quoted", async () => {
    const { inkId, browser, entry, added } = await memberWithEntry();
    expect(entryTag('2026-01-02T03:04:05.678Z')).toBe('"2026-01-02T03:04:05.678Z"');
    expect(added.headers.etag).toBe(entryTag(entry.updatedAt));
    expect((await current(browser, inkId)).etag).toBe(entryTag(entry.updatedAt));
    const changed = await conditional(browser, 'PUT', url(inkId), undefined, { status: 'tried' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers.etag).toBe(entryTag(json<InventoryEntry>(changed).updatedAt));
    // no entry, no tag
    const none = await browser.get(url(freshInk()));
    expect(json(none)).toBeNull();
    expect(none.headers.etag).toBeUndefined();
  });

  it('changes with every change, even two within one millisecond', async () => {
    const { inkId, browser } = await memberWithEntry();
    const tags = new Set<string>();
    for (const status of ['tried', 'owned', 'wishlist', 'owned', 'tried']) {
      const res = await conditional(browser, 'PUT', url(inkId), undefined, { status });
      expect(res.statusCode, res.body).toBe(200);
      tags.add(String(res.headers.etag));
    }
    expect(tags.size).toBe(5);
  });
});

describe('If-Match on PUT and DELETE', () => {
  it('makes the change when the tag matches (also within a list, or *)', async () => {
    const { inkId, browser, entry } = await memberWithEntry();
    const tag = entryTag(entry.updatedAt);
    const put = await conditional(browser, 'PUT', url(inkId), tag, {
      status: 'tried',
      rating: 2,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = json<InventoryEntry>(put);
    expect(after).toMatchObject({ status: 'tried', rating: 2, notes: null });
    expect(put.headers.etag).not.toBe(tag);

    const list = `"stale", W/${String(put.headers.etag)} ,${String(put.headers.etag)}`;
    const again = await conditional(browser, 'PUT', url(inkId), list, { status: 'owned' });
    expect(again.statusCode, again.body).toBe(200);
    const any = await conditional(browser, 'PUT', url(inkId), '*', { status: 'wishlist' });
    expect(any.statusCode, any.body).toBe(200);
    expect(json<InventoryEntry>(any).status).toBe('wishlist');

    const removed = await conditional(browser, 'DELETE', url(inkId), String(any.headers.etag));
    expect(removed.statusCode, removed.body).toBe(204);
    expect(json(await browser.get(url(inkId)))).toBeNull();
  });

  it('refuses a stale tag with 412 and changes nothing', async () => {
    const { inkId, browser, entry } = await memberWithEntry();
    const stale = entryTag(entry.updatedAt);
    // the entry changes elsewhere (another device)
    const elsewhere = await conditional(browser, 'PUT', url(inkId), undefined, {
      status: 'owned',
      rating: 5,
      notes: 'changed on the phone',
    });
    expect(elsewhere.statusCode).toBe(200);
    const before = await current(browser, inkId);
    const ratingsBefore = await ratings(inkId);

    expectPreconditionFailed(
      await conditional(browser, 'PUT', url(inkId), stale, { status: 'wishlist' }),
    );
    expectPreconditionFailed(await conditional(browser, 'DELETE', url(inkId), stale));
    expect(await current(browser, inkId)).toEqual(before);
    expect(json<InventoryEntry>({ body: before.body })).toMatchObject({
      rating: 5,
      notes: 'changed on the phone',
    });
    // nor the ink's ratings, which a change of the entry's rating would recount
    expect(await ratings(inkId)).toEqual(ratingsBefore);
  });

  it('refuses * and any tag when there is no entry (412), creating nothing', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    for (const condition of ['*', '"2026-01-01T00:00:00.000Z"']) {
      expectPreconditionFailed(
        await conditional(browser, 'PUT', url(inkId), condition, { status: 'owned' }),
      );
      expectPreconditionFailed(await conditional(browser, 'DELETE', url(inkId), condition));
    }
    expect(json(await browser.get(url(inkId)))).toBeNull();
    // without a condition, the missing entry is the 404 it always was
    expect((await conditional(browser, 'DELETE', url(inkId), undefined)).statusCode).toBe(404);
  });

  it('compares strongly: a weak tag never matches', async () => {
    const { inkId, browser, entry } = await memberWithEntry();
    const before = await current(browser, inkId);
    const weak = `W/${entryTag(entry.updatedAt)}`;
    expectPreconditionFailed(
      await conditional(browser, 'PUT', url(inkId), weak, { status: 'tried' }),
    );
    expectPreconditionFailed(await conditional(browser, 'DELETE', url(inkId), weak));
    expect(await current(browser, inkId)).toEqual(before);
  });

  it('refuses a header that is not a list of tags, in the one error shape, changing nothing', async () => {
    const { inkId, browser, entry } = await memberWithEntry();
    const tag = entryTag(entry.updatedAt);
    const before = await current(browser, inkId);
    const garbage = [
      '"unterminated',
      `"${'a'.repeat(5000)}`,
      'x'.repeat(5000),
      `${tag}, junk`,
      `junk, ${tag}`,
      `${tag} ${tag}`,
      `*, ${tag}`,
      `"${entry.updatedAt}\u0001"`,
      tag.slice(1, -1),
      '',
      ', ,',
    ];
    for (const condition of garbage) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await conditional(
          browser,
          method,
          url(inkId),
          condition,
          method === 'PUT' ? { status: 'wishlist' } : undefined,
        );
        expect([400, 412], `${method} ${condition.slice(0, 40)}`).toContain(res.statusCode);
        expectErrorShape(json<ErrorBody>(res));
      }
    }
    expect(await current(browser, inkId)).toEqual(before);
  });

  it('asks of the entry the route acts on: the kind asked, else the first', async () => {
    const { inkId, browser, entry } = await memberWithEntry();
    const sample = await browser.post(url(inkId), { status: 'tried', kind: 'sample' });
    expect(sample.statusCode).toBe(201);
    const sampleTag = String(sample.headers.etag);
    const bottleTag = entryTag(entry.updatedAt);
    if (sampleTag !== bottleTag) {
      // the bottle's tag does not hold for the sample, nor the sample's for the first (the bottle)
      expectPreconditionFailed(
        await conditional(browser, 'PUT', url(inkId, 'sample'), bottleTag, { status: 'owned' }),
      );
      expectPreconditionFailed(
        await conditional(browser, 'PUT', url(inkId), sampleTag, { status: 'owned' }),
      );
    }
    const res = await conditional(browser, 'DELETE', url(inkId, 'sample'), sampleTag);
    expect(res.statusCode, res.body).toBe(204);
    expect(json(await browser.get(url(inkId, 'sample')))).toBeNull();
    expect(json<InventoryEntry>(await browser.get(url(inkId))).kind).toBe('bottle');
  });

  it('lets one of two changes sent with the same tag at once through, and refuses the other', async () => {
    const { inkId, browser, entry } = await memberWithEntry();
    const tag = entryTag(entry.updatedAt);
    await browser.get('/api/auth/csrf-token');
    const results = await Promise.all([
      conditional(browser, 'PUT', url(inkId), tag, { status: 'tried', notes: 'laptop' }),
      conditional(browser, 'PUT', url(inkId), tag, { status: 'wishlist', notes: 'phone' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    const won = results.find((r) => r.statusCode === 200);
    expect(json<InventoryEntry>(await browser.get(url(inkId))).notes).toBe(
      won && json<InventoryEntry>(won).notes,
    );
  });

  it('behaves as before without the header', async () => {
    const { inkId, browser } = await memberWithEntry();
    const put = await conditional(browser, 'PUT', url(inkId), undefined, { status: 'tried' });
    expect(put.statusCode).toBe(200);
    expect((await conditional(browser, 'DELETE', url(inkId), undefined)).statusCode).toBe(204);
    expect(
      (await conditional(browser, 'PUT', url(inkId), undefined, { status: 'tried' })).statusCode,
    ).toBe(404);
  });

  it('comes after the sign-in and anti-forgery checks, as every change', async () => {
    const { inkId, browser, entry } = await memberWithEntry();
    const stale = '"1999-01-01T00:00:00.000Z"';
    const anonymous = new Browser(t.app, '10.73.0.1');
    for (const method of ['PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? { status: 'tried' } : undefined;
      const signedOut = await conditional(anonymous, method, url(inkId), stale, body);
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      expect(json<ErrorBody>(signedOut).code).toBe('unauthorized');
      const forged = await conditional(browser, method, url(inkId), stale, body, { csrf: false });
      expect(forged.statusCode, forged.body).toBe(403);
      expect(json<ErrorBody>(forged).code).toBe('csrf_failed');
      // a body the schema refuses is a 400, before the condition is asked
      if (method === 'PUT') {
        const bad = await conditional(browser, method, url(inkId), stale, { status: 'borrowed' });
        expect(bad.statusCode).toBe(400);
      }
    }
    expect((await current(browser, inkId)).etag).toBe(entryTag(entry.updatedAt));
  });
});
