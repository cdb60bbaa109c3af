import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NewsArticle, NewsListResponse } from '@inklore/contract';
import { XMLParser } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_MARKDOWN, unsafeHtmlProblems } from '../../../test/safe-html.ts';
import {
  Browser,
  createTestApp,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

const ORIGIN = 'https://inks.example.test';
let t: TestContext;
let webDist: string;
let mod: Browser;

beforeAll(async () => {
  // With a built web app present, so the feed is shown not to fall to the app's index.html.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'inklore-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: ORIGIN });
  mod = (await withSession(t, { role: 'moderator', totp: true })).browser;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

type Entry = {
  id: string;
  title: { '#text': string };
  link: { '@_href': string; '@_rel': string }[];
  published: string;
  updated: string;
  author: { name: string; uri?: string };
  summary: { '#text': string };
  content: { '#text': string; '@_type': string };
};
type Feed = {
  feed: {
    '@_xmlns': string;
    id: string;
    title: { '#text': string };
    updated: string;
    link: { '@_href': string; '@_rel': string }[];
    entry: Entry[];
  };
};

/** Null when `xml` is well-formed XML 1.0 with valid namespaces (saxes is strict), else the error. */
function wellFormed(xml: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | null = null;
  parser.on('error', (err) => {
    problem ??= err.message;
  });
  parser.write(xml).close();
  return problem;
}

async function readFeed(b: Browser = new Browser(t.app, '10.73.0.1')) {
  const res = await b.get('/news/feed.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(wellFormed(res.body)).toBeNull();
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'entry' || name === 'link',
    textNodeName: '#text',
    parseTagValue: false,
    processEntities: true,
    htmlEntities: false,
  });
  const feed = parser.parse(res.body) as Feed;
  return { res, feed: feed.feed, entries: feed.feed.entry };
}

describe('/news/feed.xml', () => {
  it('the check refuses what is not well-formed', () => {
    expect(wellFormed('<feed><entry></feed>')).not.toBeNull();
    expect(wellFormed('<feed a="1" a="2"/>')).not.toBeNull();
    expect(wellFormed('<feed>&nbsp;</feed>')).not.toBeNull();
    expect(wellFormed('<x:feed/>')).not.toBeNull();
  });

  it('is valid Atom listing the published stories, newest first, drafts left out', async () => {
    const draft = json<NewsArticle>(
      await mod.post('/api/news', {
        title: 'Secret draft',
        excerpt: 'Not yet',
        body: 'Hidden',
      }),
    );
    const published = json<NewsArticle>(
      await mod.post('/api/news', {
        title: 'Ink & paper <together>',
        excerpt: 'Quotes " and apostrophes \' survive',
        body: '## Notes\n\n[Browse](/browse) and ![swatch](/media/news/0123456789abcdef0123456789abcdef.jpg)',
        published: true,
      }),
    );
    const { feed, entries } = await readFeed();
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${ORIGIN}/news`);
    expect(feed.link).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@_rel': 'self', '@_href': `${ORIGIN}/news/feed.xml` }),
        expect.objectContaining({ '@_rel': 'alternate', '@_href': `${ORIGIN}/news` }),
      ]),
    );

    const api = json<NewsListResponse>(
      await new Browser(t.app, '10.73.0.2').get('/api/news?limit=50'),
    );
    expect(entries.map((e) => e.title['#text'])).toEqual(api.data.map((n) => n.title));
    expect(entries.map((e) => e.title['#text'])).not.toContain(draft.title);
    expect(feed.updated).toBe(api.data.map((n) => n.updatedAt).reduce((a, b) => (b > a ? b : a)));

    const first = entries[0];
    expect(first?.title['#text']).toBe('Ink & paper <together>');
    expect(first?.id).toBe(`${ORIGIN}/news/${published.id}`);
    expect(first?.link[0]?.['@_href']).toBe(`${ORIGIN}/news/${published.id}`);
    expect(first?.published).toBe(published.createdAt);
    expect(first?.updated).toBe(published.updatedAt);
    expect(first?.summary['#text']).toBe('Quotes " and apostrophes \' survive');
    expect(first?.author.uri).toMatch(new RegExp(`^${ORIGIN}/user/`));
    expect(first?.content['@_type']).toBe('html');
    // The same rendering as the API, with this site's addresses made absolute.
    expect(first?.content['#text']).toBe(
      published.bodyHtml
        .replace('href="/browse"', `href="${ORIGIN}/browse"`)
        .replace('src="/media/', `src="${ORIGIN}/media/`)
        .trim(), // the parser trims text
    );
    // The demo stories without an author are the site's.
    expect(entries.at(-1)?.author.name).toBe('Inklore');
  });

  it('follows a story unpublished and deleted', async () => {
    const s = json<NewsArticle>(
      await mod.post('/api/news', { title: 'Brief', excerpt: 'e', body: 'b', published: true }),
    );
    expect((await readFeed()).entries.map((e) => e.id)).toContain(`${ORIGIN}/news/${s.id}`);
    await mod.send('PUT', `/api/news/${s.id}`, { published: false });
    expect((await readFeed()).entries.map((e) => e.id)).not.toContain(`${ORIGIN}/news/${s.id}`);
    await mod.send('PUT', `/api/news/${s.id}`, { published: true });
    await mod.send('DELETE', `/api/news/${s.id}`);
    expect((await readFeed()).entries.map((e) => e.id)).not.toContain(`${ORIGIN}/news/${s.id}`);
  });

  it('carries hostile Markdown only as safe, escaped HTML', async () => {
    const source = HOSTILE_MARKDOWN.map((c) => c.source).join('\n\n');
    const s = json<NewsArticle>(
      await mod.post('/api/news', {
        title: 'Hostile',
        excerpt: 'e',
        body: source,
        published: true,
      }),
    );
    const { res, entries } = await readFeed();
    expect(res.body).not.toMatch(/<script/i);
    const entry = entries.find((e) => e.id === `${ORIGIN}/news/${s.id}`);
    expect(unsafeHtmlProblems(entry?.content['#text'] ?? '<missing>')).toEqual([]);
  });

  it('answers 304 to a reader that has the current version, the same for a signed-in caller', async () => {
    const { res } = await readFeed();
    const etag = String(res.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/news/feed.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await readFeed(mod)).res.body).toBe(res.body);
  });

  it('is no web page: other addresses under /news still get the app', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/news/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    const feed = await t.app.inject({ method: 'GET', url: '/news/feed.xml' });
    expect(feed.body).toMatch(/^<\?xml/);
    // a reader's own parameters are ignored
    expect((await t.app.inject({ method: 'GET', url: '/news/feed.xml?_=1' })).statusCode).toBe(200);
  });
});
