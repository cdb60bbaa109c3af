import type { ErrorBody, NewsArticle, NewsListResponse, NewsSummary } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  // A draft: never listed nor readable.
  await t.db
    .insertInto('news')
    .values({
      title: 'Unpublished draft',
      excerpt: 'Not yet',
      body: 'Draft body',
      featured: 1,
      published: 0,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/news', () => {
  it('lists published stories newest first, paged', async () => {
    const res = await get('/api/news');
    expect(res.statusCode).toBe(200);
    const r = json<NewsListResponse>(res);
    expect(r.total).toBe(5);
    expect(r.page).toBe(1);
    expect(r.hasMore).toBe(false);
    expect(r.data.map((n) => n.title)).not.toContain('Unpublished draft');
    const dates = r.data.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(r.data[0]?.title).toBe('Welcome to Inklore (demo)');
    expect(r.data[0]).not.toHaveProperty('body');
  });

  it('pages with limit and says hasMore', async () => {
    const p1 = json<NewsListResponse>(await get('/api/news?limit=2&page=1'));
    const p3 = json<NewsListResponse>(await get('/api/news?limit=2&page=3'));
    expect(p1.data).toHaveLength(2);
    expect(p1.hasMore).toBe(true);
    expect(p3.data).toHaveLength(1);
    expect(p3.hasMore).toBe(false);
  });

  it('filters featured and non-featured stories', async () => {
    const f = json<NewsListResponse>(await get('/api/news?featured=true'));
    const nf = json<NewsListResponse>(await get('/api/news?featured=false&limit=3'));
    expect(f.total).toBe(2);
    expect(f.data.every((n) => n.featured)).toBe(true);
    expect(nf.total).toBe(3);
    expect(nf.data.every((n) => !n.featured)).toBe(true);
  });

  it.each(['?page=0', '?limit=51', '?featured=yes', '?page=x', '?sort=title'])(
    '%s is a 400',
    async (q) => {
      const res = await get(`/api/news${q}`);
      expect(res.statusCode).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('validation_failed');
    },
  );
});

describe('GET /api/news/featured', () => {
  it('returns up to two published featured stories', async () => {
    const r = json<NewsSummary[]>(await get('/api/news/featured'));
    expect(r).toHaveLength(2);
    expect(r.every((n) => n.featured)).toBe(true);
    expect(r.map((n) => n.title)).not.toContain('Unpublished draft');
  });
});

describe('GET /api/news/{id}', () => {
  it('returns a story with its Markdown body', async () => {
    const list = json<NewsListResponse>(await get('/api/news'));
    const id = list.data[0]?.id ?? 0;
    const res = await get(`/api/news/${id}`);
    expect(res.statusCode).toBe(200);
    const story = json<NewsArticle>(res);
    expect(story.title).toBe(list.data[0]?.title);
    expect(story.body).toContain('demo story');
  });

  it('hides drafts, unknown ids and bad ids', async () => {
    const draft = await t.db
      .selectFrom('news')
      .select('id')
      .where('published', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/news/${draft.id}`)).statusCode).toBe(404);
    expect((await get('/api/news/424242')).statusCode).toBe(404);
    expect((await get('/api/news/abc')).statusCode).toBe(400);
  });
});
