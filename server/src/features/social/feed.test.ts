import { randomUUID } from 'node:crypto';
import { FOLLOW_LIMITS, type FeedItem, type NewsArticle, type Pen } from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  inkSupply,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  block,
  expectError,
  expectStatus,
  feedOf,
  follow,
  followBrand,
  shareImage,
  wholeFeed,
} from './social.test-kit.ts';

/**
 * The feed (ADR 060): what the members and brands I follow did in public, newest first, by an
 * id cursor, each event checked again when read. A private collection, a private pen, a removed
 * image, a suspended member, a member who blocked me or whom I blocked: none of it anywhere in
 * the answers (the whole bodies are searched).
 */
let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_IMAGE_USER: '1000/1m',
    RATE_LIMIT_SUBMISSION_USER: '1000/1m',
    RATE_LIMIT_FOLLOW_USER: '1000/1m',
  });
  freshInk = await inkSupply(t.db, 700, 80);
});
afterAll(async () => {
  await t.close();
});

const member = () => withSession(t, { ageDays: 2 });
const staff = () => withSession(t, { role: 'moderator', totp: true });
type Session = Awaited<ReturnType<typeof member>>;
const tag = (what: string) => `${what}-${randomUUID().slice(0, 8)}`;

async function collection(s: Session, name: string, isPublic: boolean): Promise<number> {
  const res = await s.browser.post('/api/auth/collections', { name, isPublic });
  expectStatus(res, 201);
  return json<{ id: number }>(res).id;
}

async function pen(s: Session, model: string, isPublic: boolean): Promise<Pen> {
  const res = await s.browser.post('/api/auth/pens', { brand: 'Pilot', model, isPublic });
  expectStatus(res, 201);
  return json<Pen>(res);
}

async function ink(s: Session, penId: number, inkId: number): Promise<number> {
  const res = await s.browser.post('/api/auth/inkings', { penId, inkId });
  expectStatus(res, 201);
  return json<{ inking: { id: number } }>(res).inking.id;
}

async function story(s: Session, body: Record<string, unknown>): Promise<NewsArticle> {
  const res = await s.browser.post('/api/news', {
    title: tag('Story'),
    excerpt: 'A short excerpt.',
    body: 'The story.',
    ...body,
  });
  expectStatus(res, 201);
  return json<NewsArticle>(res);
}

describe('what the feed shows', () => {
  it('shows what the members I follow made public, and nothing private, removed or blocked', async () => {
    const me = await member();
    const a = await member();
    const suspended = await member();
    const blocker = await member();
    const blockedByMe = await member();
    const stranger = await member();
    for (const s of [a, suspended, blocker, blockedByMe]) await follow(me.browser, s.user.username);
    const secret = {
      privateCollection: tag('PrivateShelf'),
      wasPublic: tag('WasPublicShelf'),
      privatePen: tag('PrivatePen'),
      madePrivatePen: tag('MadePrivatePen'),
      idlePen: tag('IdlePublicPen'),
      archivedPen: tag('ArchivedPen'),
      removedCaption: tag('RemovedCaption'),
      suspendedCaption: tag('SuspendedCaption'),
      blockerCaption: tag('BlockerCaption'),
      blockedCaption: tag('BlockedCaption'),
      strangerCaption: tag('StrangerCaption'),
    };
    const shown = {
      collection: tag('PublicShelf'),
      pen: tag('PublicPen'),
      madePublic: tag('MadePublicPen'),
      caption: tag('KeptCaption'),
    };

    // a: public and private things, some made private or removed afterwards
    await collection(a, shown.collection, true);
    await collection(a, secret.privateCollection, false);
    const was = await collection(a, secret.wasPublic, true);
    expectStatus(
      await a.browser.send('PATCH', `/api/auth/collections/${was}`, { isPublic: false }),
      200,
    );
    const publicPen = await pen(a, shown.pen, true);
    await ink(a, publicPen.id, freshInk());
    await ink(a, (await pen(a, secret.privatePen, false)).id, freshInk());
    const hidden = await pen(a, secret.madePrivatePen, true);
    await ink(a, hidden.id, freshInk());
    expectStatus(
      await a.browser.send('PATCH', `/api/auth/pens/${hidden.id}`, { isPublic: false }),
      200,
    );
    // a private pen inked, then made public: the pairing reaches the feed then
    const later = await pen(a, shown.madePublic, false);
    await ink(a, later.id, freshInk());
    expectStatus(
      await a.browser.send('PATCH', `/api/auth/pens/${later.id}`, { isPublic: true }),
      200,
    );
    // a public pen with nothing in it: nothing to show
    await pen(a, secret.idlePen, true);
    const archived = await pen(a, secret.archivedPen, true);
    const archivedInking = await ink(a, archived.id, freshInk());
    expectStatus(await a.browser.post(`/api/auth/inkings/${archivedInking}/clean`, {}), 200);
    expectStatus(
      await a.browser.send('PATCH', `/api/auth/pens/${archived.id}`, { archived: true }),
      200,
    );
    await shareImage(a.browser, freshInk(), shown.caption);
    const removed = await shareImage(a.browser, freshInk(), secret.removedCaption);
    expectStatus(await a.browser.send('DELETE', `/api/community-images/${removed.id}`), 204);

    // others: a member then suspended, a member who blocked me, one I blocked, a stranger
    await shareImage(suspended.browser, freshInk(), secret.suspendedCaption);
    await t.db
      .updateTable('users')
      .set({ restriction: 'suspended', restriction_reason: 'Spam.' })
      .where('id', '=', suspended.user.id)
      .execute();
    await shareImage(blocker.browser, freshInk(), secret.blockerCaption);
    await block(t.db, blocker.user.id, me.user.id);
    await shareImage(blockedByMe.browser, freshInk(), secret.blockedCaption);
    await block(t.db, me.user.id, blockedByMe.user.id);
    await shareImage(stranger.browser, freshInk(), secret.strangerCaption);

    const { pages, body } = await wholeFeed(me.browser);
    const items = pages.flatMap((p) => p.items);
    expect(items.map((i) => i.kind)).toEqual(['image', 'inking', 'inking', 'collection']);
    const [image, madePublic, inking, shelf] = items as [FeedItem, FeedItem, FeedItem, FeedItem];
    expect(madePublic.title).toBe(`Pilot ${shown.madePublic}`);
    expect(image.title).toBe(shown.caption);
    expect(image.actor?.username).toBe(a.user.username);
    expect(image.imageUrl).toMatch(/^\/media\/community\//);
    expect(image.href).toBe(`/ink/${image.ink?.id}`);
    expect(inking.title).toBe(`Pilot ${shown.pen}`);
    expect(inking.href).toBe(`/user/${a.user.username}`);
    expect(shelf.title).toBe(shown.collection);
    expect(shelf.href).toMatch(/^\/collections\/\d+$/);
    for (const [what, text] of Object.entries(secret)) expect(body, what).not.toContain(text);
    for (const s of [suspended, blocker, blockedByMe, stranger]) {
      expect(body).not.toContain(s.user.username);
    }

    // a visitor has no feed
    expectError(await new Browser(t.app, '10.74.0.1').get('/api/auth/feed'), 401);
  });

  it('shows nothing of a limited member, and records nothing they do while limited', async () => {
    const me = await member();
    const lim = await member();
    await follow(me.browser, lim.user.username);
    const before = tag('BeforeLimit');
    await shareImage(lim.browser, freshInk(), before);
    const publicPen = await pen(lim, tag('LimitedPen'), true);
    const events = () =>
      t.db.selectFrom('feed_events').select('kind').where('actor_id', '=', lim.user.id).execute();
    expect(await events()).toEqual([{ kind: 'image' }]);
    expect((await wholeFeed(me.browser)).body).toContain(before);
    await t.db
      .updateTable('users')
      .set({ restriction: 'limited', restriction_reason: 'Spam.' })
      .where('id', '=', lim.user.id)
      .execute();
    // a public pen inked while limited reaches no feed; what was recorded before is not shown
    await ink(lim, publicPen.id, freshInk());
    expect(await events()).toEqual([{ kind: 'image' }]);
    const { pages, body } = await wholeFeed(me.browser);
    expect(pages.flatMap((p) => p.items)).toEqual([]);
    expect(body).not.toContain(before);
    expect(body).not.toContain(lim.user.username);
  });

  it("shows a followed brand's published news and new inks, and a followed member's discovery", async () => {
    const me = await member();
    const submitter = await member();
    const mod = await staff();
    const brand = `Feedtest Works ${randomUUID().slice(0, 6)}`;
    // the brand enters the catalogue with a discovery
    const first = await submitter.browser.post('/api/submissions', {
      name: tag('Aurora'),
      brand,
      color: 'Blue',
      colorHex: '#224488',
    });
    expectStatus(first, 201);
    expectStatus(
      await mod.browser.post(`/api/admin/submissions/${json<{ id: number }>(first).id}/approve`),
      200,
    );
    await followBrand(me.browser, brand);
    await follow(me.browser, submitter.user.username);
    const name = tag('Nocturne');
    const second = await submitter.browser.post('/api/submissions', {
      name,
      brand: brand.toUpperCase(),
      color: 'Blue',
      colorHex: '#112244',
    });
    expectStatus(second, 201);
    expectStatus(
      await mod.browser.post(`/api/admin/submissions/${json<{ id: number }>(second).id}/approve`),
      200,
    );
    const published = await story(mod, { published: true, brand: brand.toLowerCase() });
    expect(published.brand).toBe(brand);
    const draft = await story(mod, { published: false, brand });
    const unpublished = await story(mod, { published: true, brand });
    expectStatus(
      await mod.browser.send('PUT', `/api/news/${unpublished.id}`, { published: false }),
      200,
    );
    const { pages, body } = await wholeFeed(me.browser);
    const items = pages.flatMap((p) => p.items);
    expect(items.map((i) => [i.kind, i.title ?? i.ink?.name])).toEqual([
      ['news', published.title],
      ['brand_ink', name],
      ['discovery', name],
      // the first ink came before I followed: the feed shows what is there, followed now
      ['brand_ink', expect.any(String)],
      ['discovery', expect.any(String)],
    ]);
    expect(items[0]?.brand).toBe(brand);
    expect(items[0]?.href).toBe(`/news/${published.id}`);
    expect(items[1]?.actor).toBeNull();
    expect(items[2]?.actor?.username).toBe(submitter.user.username);
    expect(body).not.toContain(draft.title);
    expect(body).not.toContain(unpublished.title);

    // a brand not in the catalogue: 400 on the news form, nothing written
    const res = await mod.browser.post('/api/news', {
      title: 'No brand',
      excerpt: 'x',
      body: 'y',
      brand: 'No Such Brand At All',
    });
    expectError(res, 400, 'validation_failed');
  });
});

describe('a story moved to another brand', () => {
  it("reaches the new brand's followers, and leaves the old brand's feed", async () => {
    const [first, second] = await t.db
      .selectFrom('inks')
      .select('brand')
      .distinct()
      .where('deleted_at', 'is', null)
      .orderBy('brand')
      .limit(2)
      .execute();
    const [a, b] = [first?.brand ?? '', second?.brand ?? ''];
    const mod = await staff();
    const [fanA, fanB] = [await member(), await member()];
    await followBrand(fanA.browser, a);
    await followBrand(fanB.browser, b);
    const moved = await story(mod, { published: true, brand: a });
    const titles = async (s: Session) =>
      (await wholeFeed(s.browser)).pages.flatMap((p) => p.items).map((i) => i.title);
    expect(await titles(fanA)).toContain(moved.title);
    expectStatus(await mod.browser.send('PUT', `/api/news/${moved.id}`, { brand: b }), 200);
    expect(await titles(fanB)).toContain(moved.title);
    expect(await titles(fanA)).not.toContain(moved.title);
  });
});

describe('paging', () => {
  it(`pages ${FOLLOW_LIMITS.feedPageSize} at a time by id, past hidden events, newest first`, async () => {
    const me = await member();
    const a = await member();
    const other = await member();
    await follow(me.browser, a.user.username);
    const shelf = await collection(a, tag('Shelf'), true);
    const hidden = await collection(a, tag('Hidden'), false);
    const now = new Date().toISOString();
    // 45 events of a public collection, 30 of a private one among them, and 5,000 of a member
    // I do not follow after them all (the feed reaches past them by the followed member's index)
    const rows = [];
    for (let i = 0; i < 75; i++) {
      rows.push({
        kind: 'collection' as const,
        actor_id: a.user.id,
        target_id: i % 5 < 3 ? shelf : hidden,
        created_at: now,
      });
    }
    for (let i = 0; i < 75; i += 25) {
      await t.db
        .insertInto('feed_events')
        .values(rows.slice(i, i + 25))
        .execute();
    }
    for (let i = 0; i < 5000; i += 500) {
      await t.db
        .insertInto('feed_events')
        .values(
          Array.from({ length: 500 }, () => ({
            kind: 'collection' as const,
            actor_id: other.user.id,
            target_id: shelf,
            created_at: now,
          })),
        )
        .execute();
    }
    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    do {
      const page = await feedOf(me.browser, before);
      expect(page.items.length).toBeLessThanOrEqual(FOLLOW_LIMITS.feedPageSize);
      seen.push(...page.items.map((i) => i.id));
      before = page.nextBefore ?? undefined;
      pages += 1;
    } while (before !== undefined && pages < 20);
    // the collection shown once a day would be one event; these 45 were written straight in
    const shown = await t.db
      .selectFrom('feed_events')
      .select('id')
      .where('actor_id', '=', a.user.id)
      .where('target_id', '=', shelf)
      .orderBy('id', 'desc')
      .execute();
    expect(seen).toEqual(shown.map((r) => r.id));
    expect(seen.length).toBe(46);
    expect(pages).toBe(3);
  });

  it('records a collection made public at most once a day', async () => {
    const a = await member();
    const id = await collection(a, tag('Toggled'), true);
    for (const isPublic of [false, true, false, true]) {
      expectStatus(await a.browser.send('PATCH', `/api/auth/collections/${id}`, { isPublic }), 200);
    }
    const events = await t.db
      .selectFrom('feed_events')
      .select('id')
      .where('kind', '=', 'collection')
      .where('target_id', '=', id)
      .execute();
    expect(events).toHaveLength(1);
  });
});
