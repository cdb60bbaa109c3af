import type {
  ErrorBody,
  NewsArticle,
  NewsListResponse,
  NewsPreview,
  NewsSummary,
} from '@inklore/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN, unsafeHtmlProblems } from '../../../test/safe-html.ts';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let mod: Browser;
let modId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const s = await withSession(t, { role: 'moderator', totp: true });
  mod = s.browser;
  modId = s.user.id;
});
afterAll(async () => {
  await t.close();
});

const visitor = () => new Browser(t.app, '10.72.0.1');
const story = (extra: Record<string, unknown> = {}) => ({
  title: 'Spring inks, in order',
  excerpt: 'The new blues of the season, one by one.',
  body: '## Blues\n\nA paragraph with a [link](https://example.test/blue).',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}, as = mod): Promise<NewsArticle> {
  const res = await as.post('/api/news', story(extra));
  expect(res.statusCode, res.body).toBe(201);
  return json<NewsArticle>(res);
}

async function audits(targetId: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'details'])
    .where('target_type', '=', 'news')
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
}

let shade = 0;
/** A photo-like JPEG with EXIF and GPS, as a data URL. */
async function photo(width = 2400, height = 1350): Promise<string> {
  shade += 40;
  const buf = await sharp({
    create: { width, height, channels: 3, background: { r: shade % 255, g: 90, b: 140 } },
  })
    .withExif({
      IFD0: { Artist: 'private-photographer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

describe('writing a story', () => {
  it('a moderator writes a draft: theirs, rendered, audited, seen by no visitor', async () => {
    const draft = await create();
    expect(draft).toMatchObject({
      title: 'Spring inks, in order',
      published: false,
      featured: false,
      coverImageUrl: null,
      body: story().body,
    });
    expect(draft.author?.username).toBeTruthy();
    expect(draft.bodyHtml).toBe(
      '<h3>Blues</h3>\n<p>A paragraph with a <a href="https://example.test/blue" rel="noopener nofollow">link</a>.</p>\n',
    );
    expect(draft.createdAt).toBe(draft.updatedAt);
    expect(await audits(draft.id)).toEqual([
      expect.objectContaining({ actor_id: modId, action: 'news.create' }),
    ]);

    // Drafts never appear to visitors, members, or staff without a two-factor session.
    const member = (await withSession(t)).browser;
    const unverified = (await withSession(t, { verified: false })).browser;
    const modNoMfa = (await withSession(t, { role: 'moderator' })).browser;
    for (const b of [visitor(), member, unverified, modNoMfa]) {
      expect((await b.get(`/api/news/${draft.id}`)).statusCode).toBe(404);
      const list = json<NewsListResponse>(await b.get('/api/news?limit=50'));
      expect(list.data.map((n) => n.id)).not.toContain(draft.id);
      const featured = json<NewsSummary[]>(await b.get('/api/news/featured'));
      expect(featured.map((n) => n.id)).not.toContain(draft.id);
    }
    // Staff with a two-factor session read it (the editor loads it this way).
    const admin = (await withSession(t, { role: 'admin', totp: true })).browser;
    for (const b of [mod, admin]) {
      const res = await b.get(`/api/news/${draft.id}`);
      expect(res.statusCode).toBe(200);
      expect(json<NewsArticle>(res).published).toBe(false);
    }
  });

  it('trims the text and refuses what is missing, too long, multi-line titles or unknown fields', async () => {
    const trimmed = await create({ title: '  Padded  ', excerpt: ' x ', body: '\n\nBody\n\n' });
    expect(trimmed).toMatchObject({ title: 'Padded', excerpt: 'x', body: 'Body' });
    const bad = [
      story({ title: '' }),
      story({ title: '   ' }),
      story({ title: 'Two\nlines' }),
      story({ title: 'x'.repeat(161) }),
      story({ excerpt: 'x'.repeat(401) }),
      story({ body: 'x'.repeat(40_001) }),
      story({ body: '' }),
      story({ published: 'yes' }),
      story({ authorId: 1 }),
      story({ coverImageUrl: 'https://elsewhere.example/a.jpg' }),
      { title: 'Only a title' },
    ];
    for (const body of bad) {
      const res = await mod.post('/api/news', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('validation_failed');
    }
  });

  it('publishes, features, edits, unpublishes: each change audited with before and after', async () => {
    const s = await create();
    const pub = await mod.send('PUT', `/api/news/${s.id}`, { published: true });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(json<NewsArticle>(pub).published).toBe(true);
    const list = json<NewsListResponse>(await visitor().get('/api/news?limit=50'));
    expect(list.data[0]?.id).toBe(s.id); // newest first
    expect((await visitor().get(`/api/news/${s.id}`)).statusCode).toBe(200);

    const feat = json<NewsArticle>(await mod.send('PUT', `/api/news/${s.id}`, { featured: true }));
    expect(feat.featured).toBe(true);
    const featured = json<NewsSummary[]>(await visitor().get('/api/news/featured'));
    expect(featured.map((n) => n.id)).toContain(s.id);

    await new Promise((r) => setTimeout(r, 5));
    const edited = json<NewsArticle>(
      await mod.send('PUT', `/api/news/${s.id}`, {
        title: 'Spring inks, revised',
        body: 'New *body*',
      }),
    );
    expect(edited).toMatchObject({
      title: 'Spring inks, revised',
      excerpt: s.excerpt,
      body: 'New *body*',
      bodyHtml: '<p>New <em>body</em></p>\n',
      published: true,
      featured: true,
    });
    expect(edited.updatedAt > s.updatedAt).toBe(true);
    expect(edited.createdAt).toBe(s.createdAt);

    const unpub = json<NewsArticle>(
      await mod.send('PUT', `/api/news/${s.id}`, { published: false }),
    );
    expect(unpub.published).toBe(false);
    expect((await visitor().get(`/api/news/${s.id}`)).statusCode).toBe(404);

    const log = await audits(s.id);
    expect(log.map((a) => a.action)).toEqual([
      'news.create',
      'news.publish',
      'news.update',
      'news.update',
      'news.unpublish',
    ]);
    expect(JSON.parse(log[1]?.details ?? '{}')).toEqual({
      title: 'Spring inks, in order',
      changes: { published: { from: false, to: true } },
    });
    expect(JSON.parse(log[3]?.details ?? '{}')).toEqual({
      title: 'Spring inks, in order',
      changes: {
        title: { from: 'Spring inks, in order', to: 'Spring inks, revised' },
        body: { from: story().body },
      },
    });
  });

  it('a PUT that changes nothing records nothing and keeps updatedAt', async () => {
    const s = await create();
    const res = await mod.send('PUT', `/api/news/${s.id}`, { title: s.title, featured: false });
    expect(res.statusCode).toBe(200);
    expect(json<NewsArticle>(res).updatedAt).toBe(s.updatedAt);
    expect((await mod.send('PUT', `/api/news/${s.id}`, {})).statusCode).toBe(200);
    expect((await audits(s.id)).map((a) => a.action)).toEqual(['news.create']);
  });

  it('deletes a story: gone for everyone, the audit log keeps its text', async () => {
    const s = await create({ published: true });
    const del = await mod.send('DELETE', `/api/news/${s.id}`);
    expect(del.statusCode).toBe(204);
    expect((await visitor().get(`/api/news/${s.id}`)).statusCode).toBe(404);
    expect((await mod.get(`/api/news/${s.id}`)).statusCode).toBe(404);
    expect((await mod.send('DELETE', `/api/news/${s.id}`)).statusCode).toBe(404);
    expect((await mod.send('PUT', `/api/news/${s.id}`, { title: 'x' })).statusCode).toBe(404);
    const log = await audits(s.id);
    expect(log.at(-1)?.action).toBe('news.delete');
    expect(JSON.parse(log.at(-1)?.details ?? '{}')).toMatchObject({
      title: s.title,
      body: s.body,
      published: true,
    });
  });

  it('refuses visitors, members and staff without a two-factor session on every write', async () => {
    const s = await create();
    const member = (await withSession(t)).browser;
    const modNoMfa = (await withSession(t, { role: 'moderator' })).browser;
    const calls = [
      (b: Browser) => b.post('/api/news', story()),
      (b: Browser) => b.send('PUT', `/api/news/${s.id}`, { published: true }),
      (b: Browser) => b.send('DELETE', `/api/news/${s.id}`),
      (b: Browser) => b.post('/api/admin/news/preview', { body: '*x*' }),
      (b: Browser) => b.get('/api/admin/news'),
    ];
    for (const call of calls) {
      expect((await call(visitor())).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
      const res = await call(modNoMfa);
      expect(res.statusCode).toBe(403);
      expect(json<ErrorBody>(res).code).toBe('mfa_required');
    }
    expect((await visitor().get(`/api/news/${s.id}`)).statusCode).toBe(404);
    expect(await audits(s.id)).toHaveLength(1);
  });
});

describe("the staff's list", () => {
  it('holds drafts and published stories, filtered by status', async () => {
    const draft = await create({ title: 'A draft for the list' });
    const all = json<NewsListResponse>(await mod.get('/api/admin/news'));
    expect(all.data.map((n) => n.id)).toContain(draft.id);
    expect(all.data.some((n) => n.published)).toBe(true);
    const drafts = json<NewsListResponse>(await mod.get('/api/admin/news?status=draft'));
    expect(drafts.data.every((n) => !n.published)).toBe(true);
    expect(drafts.data.map((n) => n.id)).toContain(draft.id);
    const pub = json<NewsListResponse>(await mod.get('/api/admin/news?status=published&limit=2'));
    expect(pub.data).toHaveLength(2);
    expect(pub.data.every((n) => n.published)).toBe(true);
    expect(pub.hasMore).toBe(true);
    expect((await mod.get('/api/admin/news?status=secret')).statusCode).toBe(400);
  });
});

describe('the preview', () => {
  it('renders Markdown as readers will see it', async () => {
    const res = await mod.post('/api/admin/news/preview', { body: '# Hi\n\n<script>x</script>' });
    expect(res.statusCode).toBe(200);
    expect(json<NewsPreview>(res).html).toBe(
      '<h2>Hi</h2>\n<p>&lt;script&gt;x&lt;/script&gt;</p>\n',
    );
    expect((await mod.post('/api/admin/news/preview', { body: '' })).statusCode).toBe(200);
    expect((await mod.post('/api/admin/news/preview', {})).statusCode).toBe(400);
  });
});

describe('hostile Markdown through the API', () => {
  it('every case comes back as safe HTML, the source kept as written', async () => {
    const source = HOSTILE_MARKDOWN.map((c) => c.source).join('\n\n');
    const s = await create({ body: source, published: true });
    const read = json<NewsArticle>(await visitor().get(`/api/news/${s.id}`));
    expect(read.body).toBe(source.trim());
    expect(unsafeHtmlProblems(read.bodyHtml)).toEqual([]);
    expect(read.bodyHtml).not.toMatch(/<(?:script|iframe|svg|style|div)\b/i);
    expect(read.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('cover images', () => {
  const coverOf = (s: NewsArticle) => s.coverImageUrl ?? '';

  it('are re-encoded by the server: a JPEG within 1600 px, no metadata, content-named', async () => {
    const s = await create({ coverImage: await photo() });
    expect(coverOf(s)).toMatch(/^\/media\/news\/[0-9a-f]{32}\.jpg$/);
    const bytes = await t.app.media.read(coverOf(s));
    expect(bytes).not.toBeNull();
    const meta = await sharp(bytes ?? Buffer.alloc(0)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBe(1600);
    expect(meta.exif).toBeUndefined();
  });

  it('a new cover replaces the old file; null removes it; deleting the story removes it', async () => {
    const s = await create({ coverImage: await photo() });
    const first = coverOf(s);
    const replaced = json<NewsArticle>(
      await mod.send('PUT', `/api/news/${s.id}`, { coverImage: await photo(800, 600) }),
    );
    const second = coverOf(replaced);
    expect(second).not.toBe(first);
    expect(await t.app.media.read(first)).toBeNull();
    expect(await t.app.media.read(second)).not.toBeNull();
    const log = await audits(s.id);
    expect(JSON.parse(log.at(-1)?.details ?? '{}')).toMatchObject({
      changes: { coverImageUrl: { from: first, to: second } },
    });

    const removed = json<NewsArticle>(
      await mod.send('PUT', `/api/news/${s.id}`, { coverImage: null }),
    );
    expect(removed.coverImageUrl).toBeNull();
    expect(await t.app.media.read(second)).toBeNull();

    const again = json<NewsArticle>(
      await mod.send('PUT', `/api/news/${s.id}`, { coverImage: await photo(640, 480) }),
    );
    expect((await mod.send('DELETE', `/api/news/${s.id}`)).statusCode).toBe(204);
    expect(await t.app.media.read(coverOf(again))).toBeNull();
  });

  it('refuses what is not an image (400) and what is too large (413), writing nothing', async () => {
    const before = await t.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const notImage = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    const res = await mod.post('/api/news', story({ coverImage: notImage }));
    expect(res.statusCode).toBe(400);
    const huge = `data:image/jpeg;base64,${Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64')}`;
    const big = await mod.post('/api/news', story({ coverImage: huge }));
    expect(big.statusCode).toBe(413);
    expect(json<ErrorBody>(big).code).toBe('payload_too_large');
    const after = await t.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
