import { InkListQuery, InkListResponse as InkListSchema } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/database.ts';
import { browseInks, browseInksJson, browseRequest } from '#src/features/browse/browse.service.ts';
import { nearPage } from '#src/features/color/color.service.ts';
import { searchPage } from '#src/features/search/search.service.ts';
import { openTestDb } from './helpers.ts';

/**
 * Browsing with the ports app.ts gives it (search's and colour's pages): three features
 * together, so the test is here and not in a feature's folder (ADR 046).
 */
describe('GET /api/inks from the presented-ink cache', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
  });
  afterAll(() => drop());

  it('gives the same bytes as browseInks checked and serialized whole', async () => {
    const queries: Record<string, string | string[]>[] = [
      {},
      { page: '2' },
      { limit: '7', page: '3' },
      { brand: 'Diamine' },
      { brand: ['Other', 'Sailor'], color: 'Blue' },
      { color: ['Blue', 'Green'], properties: 'Shading', page: '2', limit: '10' },
      { search: 'blue' },
      { search: 'kon-peki' },
      { search: 'k' },
      { search: 'j. herbin' },
      { search: 'diamine ox' },
      { search: 'ocean', color: 'Blue' },
      { search: 'blu', page: '2', limit: '5' },
      { search: 'xqzzyv' },
      { search: 'diamin', brand: 'Sailor' },
      { search: '色彩雫' },
      { near: '1a4f8b' },
      { near: '1a4f8b', brand: 'Diamine', page: '2', limit: '5' },
    ];
    const ports = { nearInks: nearPage, searchInks: searchPage };
    // each twice over: the second time with another limit, from the cache of presented inks
    for (const extra of [{}, { limit: '49' }]) {
      for (const raw of queries) {
        const q = browseRequest(InkListQuery.parse({ ...raw, ...('limit' in raw ? {} : extra) }));
        const want = JSON.stringify(InkListSchema.parse(await browseInks(db, q, ports)));
        const got = (await browseInksJson(db, q, ports)).json;
        expect(got, JSON.stringify(raw)).toBe(want);
      }
    }
  });
});
