import { randomUUID } from 'node:crypto';
import {
  FOLLOW_LIMITS,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  createTestApp,
  inkSupply,
  insertAccessToken,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';
import * as baseline from '#src/db/migrations/2026-12-03T0300-badge-baseline.ts';
import * as unreadCollapse from '#src/db/migrations/2026-12-03T0400-unread-collapse.ts';
import {
  block,
  expectError,
  expectStatus,
  notificationsOf,
  photo,
  rowsOf,
  setSettings,
  shareImage,
  unread,
} from './social.test-kit.ts';

/**
 * Notifications (ADR 060): each kind written by its real change, in the change's transaction,
 * through notify(); none when the member turned the kind off or either blocked the other; the
 * bell's count, marking read (another member's ids change nothing), settings, paging.
 */
let t: TestContext;
let freshInk: () => number;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_IMAGE_USER: '1000/1m',
    RATE_LIMIT_VOTE_USER: '1000/1m',
    RATE_LIMIT_COMMENT_USER: '1000/1m',
    RATE_LIMIT_REPORT_USER: '1000/1m',
    RATE_LIMIT_SUBMISSION_USER: '1000/1m',
  });
  freshInk = await inkSupply(t.db, 500, 80);
});
afterAll(async () => {
  await t.close();
});

const member = () => withSession(t, { ageDays: 2 });
const moderator = () => withSession(t, { role: 'moderator', totp: true });
type Session = Awaited<ReturnType<typeof member>>;

const inkName = async (id: number) => {
  const ink = await t.db
    .selectFrom('inks')
    .select(['brand', 'name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${ink.brand} ${ink.name}`;
};

async function comment(s: Session, inkId: number, content: string): Promise<number> {
  const res = await s.browser.post(`/api/inks/${inkId}/comments`, { content });
  expectStatus(res, 201);
  return json<{ id: number }>(res).id;
}

const only = (page: NotificationPage, kind: string): Notification[] =>
  page.items.filter((n) => n.kind === kind);

describe('each kind, from its real change', () => {
  it('a discovery approved and one rejected, with the reason; never the reviewer', async () => {
    const m = await member();
    const mod = await moderator();
    const names = [`Quillfeather ${randomUUID().slice(0, 8)}`, `Dusk ${randomUUID().slice(0, 8)}`];
    const ids: number[] = [];
    for (const name of names) {
      const res = await m.browser.post('/api/submissions', {
        name,
        brand: 'Inklore Test Works',
        color: 'Purple',
        colorHex: '#5B3F8C',
      });
      expectStatus(res, 201);
      ids.push(json<{ id: number }>(res).id);
    }
    expectStatus(await mod.browser.post(`/api/admin/submissions/${ids[0]}/approve`), 200);
    expectStatus(
      await mod.browser.post(`/api/admin/submissions/${ids[1]}/reject`, {
        reason: 'Already in the catalogue',
      }),
      200,
    );
    const res = await m.browser.get('/api/auth/notifications');
    const told = only(json<NotificationPage>(res), 'discovery_reviewed');
    expect(told.map((n) => n.text)).toEqual([
      `Your discovery "${names[1]}" was rejected: Already in the catalogue.`,
      `Your discovery "${names[0]}" was approved: it is in the catalogue now.`,
    ]);
    expect(told[1]?.ink?.name).toBe(names[0]);
    expect(told[1]?.href).toMatch(/^\/ink\/\d+$/);
    expect(told.every((n) => n.actor === null)).toBe(true);
    expect(res.body).not.toContain(mod.user.username);
  });

  it('a profile image rejected, with the reason', async () => {
    const inkId = freshInk();
    const m = await member();
    const mod = await moderator();
    const sent = await m.browser.post(`/api/inks/${inkId}/profile-image-submission`, {
      imageUrl: await photo(),
      caption: 'Bottle',
      isOfficial: false,
      ownershipConfirmed: true,
      appropriatenessConfirmed: true,
    });
    expectStatus(sent, 201);
    const id = json<{ id: number }>(sent).id;
    expectStatus(
      await mod.browser.post(`/api/admin/profile-image-submissions/${id}/reject`, {
        reason: 'The photo is blurred',
      }),
      200,
    );
    const [n] = only(await notificationsOf(m.browser), 'profile_image_reviewed');
    expect(n?.text).toBe(
      `Your image of ${await inkName(inkId)} was rejected: The photo is blurred.`,
    );
  });

  it('a report handled: the reporter hears the outcome, never whose content or who decided', async () => {
    const inkId = freshInk();
    const author = await member();
    const reporter = await member();
    const mod = await moderator();
    const commentId = await comment(author, inkId, 'Buy cheap pens at spam.example');
    const sent = await reporter.browser.post('/api/reports', {
      reportType: 'comment',
      targetId: commentId,
      reason: 'spam',
    });
    expectStatus(sent, 201);
    const reportId = json<{ id: number }>(sent).id;
    expectStatus(
      await mod.browser.post(`/api/admin/reports/${reportId}/resolve`, {
        action: 'remove_content',
      }),
      204,
    );
    const res = await reporter.browser.get('/api/auth/notifications');
    const [n] = only(json<NotificationPage>(res), 'report_handled');
    expect(n?.text).toBe(
      'Thank you for your report: the moderators removed the comment you reported.',
    );
    expect(n?.actor).toBeNull();
    expect(res.body).not.toContain(author.user.username);
    expect(res.body).not.toContain(mod.user.username);
    expect(res.body).not.toContain('spam.example');
    // the author is not told anything by it
    expect(await rowsOf(t.db, author.user.id, 'report_handled')).toHaveLength(0);
  });

  it('votes on my image: one unread notification per image with its count, voters unnamed', async () => {
    const inkId = freshInk();
    const owner = await member();
    const image = await shareImage(owner.browser, inkId);
    const voters = [await member(), await member(), await member()];
    for (const v of voters.slice(0, 2)) {
      expectStatus(await v.browser.post(`/api/community-images/${image.id}/vote`), 200);
    }
    let res = await owner.browser.get('/api/auth/notifications');
    let votes = only(json<NotificationPage>(res), 'image_vote');
    expect(votes).toHaveLength(1);
    expect(votes[0]?.text).toBe(`2 members voted on your image of ${await inkName(inkId)}.`);
    expect(votes[0]?.actor).toBeNull();
    for (const v of voters) expect(res.body).not.toContain(v.user.username);
    // a vote taken back tells nothing; read, then a new vote is a new notification
    const [first, , third] = voters;
    expectStatus(await first?.browser.post(`/api/community-images/${image.id}/vote`), 200);
    expectStatus(await owner.browser.post('/api/auth/notifications/read', { all: true }), 204);
    expectStatus(await third?.browser.post(`/api/community-images/${image.id}/vote`), 200);
    res = await owner.browser.get('/api/auth/notifications');
    votes = only(json<NotificationPage>(res), 'image_vote');
    expect(votes.map((n) => [n.read, n.text])).toEqual([
      [false, `A member voted on your image of ${await inkName(inkId)}.`],
      [true, `2 members voted on your image of ${await inkName(inkId)}.`],
    ]);
  });

  it('comments on an ink where my image is: at most one unread per ink, counting them', async () => {
    const inkId = freshInk();
    const owner = await member();
    await shareImage(owner.browser, inkId);
    const [a, b] = [await member(), await member()];
    await comment(a, inkId, 'Lovely shading.');
    let [n] = only(await notificationsOf(owner.browser), 'image_comment');
    expect(n?.text).toBe(
      `${a.user.username} commented on ${await inkName(inkId)}, where you shared an image.`,
    );
    await comment(b, inkId, 'Agreed.');
    const comments = only(await notificationsOf(owner.browser), 'image_comment');
    expect(comments).toHaveLength(1);
    [n] = comments;
    expect(n?.text).toBe(`2 new comments on ${await inkName(inkId)}, where you shared an image.`);
    // my own comment on it tells me nothing
    await comment(owner, inkId, 'Thank you.');
    expect(only(await notificationsOf(owner.browser), 'image_comment')).toHaveLength(1);
  });

  it('a removed ink is not named', async () => {
    const inkId = freshInk();
    const owner = await member();
    await shareImage(owner.browser, inkId);
    const a = await member();
    await comment(a, inkId, 'Lovely.');
    const name = await inkName(inkId);
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', inkId)
      .execute();
    const res = await owner.browser.get('/api/auth/notifications');
    const [n] = only(json<NotificationPage>(res), 'image_comment');
    expect(n?.text).toBe(
      `${a.user.username} commented on an ink that was removed, where you shared an image.`,
    );
    expect(n?.ink).toBeNull();
    expect(n?.href).toBeNull();
    expect(res.body).not.toContain(name);
  });

  it('mentions: "@username" tells the member, at most 5 a comment, not an email address', async () => {
    const inkId = freshInk();
    const author = await member();
    const named = await Promise.all(Array.from({ length: 6 }, () => createUser(t.db)));
    const mail = await createUser(t.db);
    const text = `${named.map((u) => `@${u.username}`).join(', ')} and ${mail.username}@example.test: look.`;
    await comment(author, inkId, text);
    for (const [i, u] of named.entries()) {
      expect(await rowsOf(t.db, u.id, 'mention'), u.username).toHaveLength(i < 5 ? 1 : 0);
    }
    expect(await rowsOf(t.db, mail.id)).toHaveLength(0);
    const mentioned = await member();
    await comment(await member(), freshInk(), `Thanks @${mentioned.user.username}.`);
    const [n] = only(await notificationsOf(mentioned.browser), 'mention');
    expect(n?.text).toMatch(/^user\S+ mentioned you in a comment on .+\.$/);
  });

  it('a badge earned is told once (the first comment: First Words)', async () => {
    const m = await member();
    await comment(m, freshInk(), 'My first words here.');
    await comment(m, freshInk(), 'And more.');
    const badges = only(await notificationsOf(m.browser), 'badge_earned');
    expect(badges.map((n) => n.text)).toEqual([
      'You earned the badge "First Words": Comment on an ink.',
    ]);
    expect(badges[0]?.href).toBe('/badge-showcase');
    // in the asking page's language, the badge's name and rule too (ADR 084)
    m.browser.language = 'ja';
    const ja = only(await notificationsOf(m.browser), 'badge_earned');
    expect(ja.map((n) => n.text)).toEqual([
      'バッジ「最初のひとこと」を獲得しました：インクにコメントする。',
    ]);
    m.browser.language = 'de';
    const de = only(await notificationsOf(m.browser), 'badge_earned');
    expect(de.map((n) => n.text)).toEqual([
      'Du hast das Abzeichen „Erste Worte“ verdient: Kommentiere eine Tinte.',
    ]);
    m.browser.language = undefined;
    const awards = await t.db
      .selectFrom('badge_awards')
      .select('badge_id')
      .where('user_id', '=', m.user.id)
      .execute();
    expect(awards.map((a) => a.badge_id)).toEqual(['first-words']);
  });
});

describe('badges held before this shipped', () => {
  it('are recorded untold by the migration; only a new one is told', async () => {
    const m = await member();
    await t.db.deleteFrom('badge_awards').where('user_id', '=', m.user.id).execute();
    // a comment written before notifications existed: as the data was when this shipped
    const at = new Date().toISOString();
    await t.db
      .insertInto('comments')
      .values({
        ink_id: freshInk(),
        user_id: m.user.id,
        content: 'Old words.',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.db.deleteFrom('badge_awards').execute();
    await baseline.up(t.db);
    const awards = await t.db
      .selectFrom('badge_awards')
      .select('badge_id')
      .where('user_id', '=', m.user.id)
      .execute();
    expect(awards.map((a) => a.badge_id)).toEqual(['first-words']);
    await comment(m, freshInk(), 'New words.');
    expect(await rowsOf(t.db, m.user.id, 'badge_earned')).toHaveLength(0);
    // ten inks in the ink-ventory: Sampler is new, and told
    for (let i = 0; i < 10; i++) {
      expectStatus(
        await m.browser.post(`/api/inks/${freshInk()}/collection`, { status: 'owned' }),
        201,
      );
    }
    const told = only(await notificationsOf(m.browser), 'badge_earned');
    expect(told.map((n) => n.text)).toEqual([
      'You earned the badge "Sampler": Keep 10 inks in your ink-ventory.',
    ]);
  });
});

describe('turned off, blocked, own doing', () => {
  it('tells nothing of a kind turned off, nor between blocked members', async () => {
    const inkId = freshInk();
    const quiet = await member();
    const blocking = await member();
    const author = await member();
    await setSettings(quiet.browser, { off: ['mention'], digest: 'off' });
    await block(t.db, blocking.user.id, author.user.id);
    await comment(author, inkId, `Hello @${quiet.user.username} and @${blocking.user.username}.`);
    expect(await rowsOf(t.db, quiet.user.id, 'mention')).toHaveLength(0);
    expect(await rowsOf(t.db, blocking.user.id, 'mention')).toHaveLength(0);
    // the blocked member's earlier notifications are hidden from the list and the bell
    const earlier = await member();
    await comment(author, freshInk(), `Hi @${earlier.user.username}.`);
    expect(await unread(earlier.browser)).toBe(1);
    await block(t.db, earlier.user.id, author.user.id);
    expect(await unread(earlier.browser)).toBe(0);
    const res = await earlier.browser.get('/api/auth/notifications');
    expect(res.body).not.toContain(author.user.username);
  });
});

describe('a block made after a vote', () => {
  it('changes neither the bell nor the list: it would tell who voted', async () => {
    const inkId = freshInk();
    const owner = await member();
    const image = await shareImage(owner.browser, inkId);
    const [suspect, other] = [await member(), await member()];
    expectStatus(await suspect.browser.post(`/api/community-images/${image.id}/vote`), 200);
    const before = await notificationsOf(owner.browser);
    const bell = await unread(owner.browser);
    expect(only(before, 'image_vote')).toHaveLength(1);
    await block(t.db, owner.user.id, suspect.user.id);
    expect(await unread(owner.browser)).toBe(bell);
    expect(await notificationsOf(owner.browser)).toEqual(before);
    // the row names no one, and a vote from a member blocked already tells nothing
    expect((await rowsOf(t.db, owner.user.id, 'image_vote')).map((r) => r.actor_id)).toEqual([
      null,
    ]);
    await block(t.db, other.user.id, owner.user.id);
    expectStatus(await other.browser.post(`/api/community-images/${image.id}/vote`), 200);
    const [n] = only(await notificationsOf(owner.browser), 'image_vote');
    expect(n?.text).toBe(`A member voted on your image of ${await inkName(inkId)}.`);
  });
});

describe('repeats sent at once', () => {
  it('10 votes at once on one image: one unread row counting 10', async () => {
    const inkId = freshInk();
    const owner = await member();
    const image = await shareImage(owner.browser, inkId);
    const voters = await Promise.all(Array.from({ length: 10 }, () => member()));
    // each voter's CSRF token first, so that the votes go at once
    for (const v of voters)
      expectStatus(await v.browser.send('DELETE', '/api/auth/follows/brands/x'), 204);
    const answers = await Promise.all(
      voters.map((v) => v.browser.post(`/api/community-images/${image.id}/vote`)),
    );
    for (const a of answers) expectStatus(a, 200);
    const rows = await rowsOf(t.db, owner.user.id, 'image_vote');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.details ?? '{}')).toMatchObject({ count: 10 });
    const [n] = only(await notificationsOf(owner.browser), 'image_vote');
    expect(n?.text).toBe(`10 members voted on your image of ${await inkName(inkId)}.`);
  });
});

describe('a vote taken back and given again', () => {
  it('counts the voter once while the notification is unread', async () => {
    const inkId = freshInk();
    const owner = await member();
    const image = await shareImage(owner.browser, inkId);
    const [fickle, other] = [await member(), await member()];
    const vote = async (s: Session) =>
      expectStatus(await s.browser.post(`/api/community-images/${image.id}/vote`), 200);
    await vote(fickle);
    await vote(fickle);
    await vote(fickle);
    let [n] = only(await notificationsOf(owner.browser), 'image_vote');
    expect(n?.text).toBe(`A member voted on your image of ${await inkName(inkId)}.`);
    await vote(other);
    await vote(other);
    await vote(other);
    [n] = only(await notificationsOf(owner.browser), 'image_vote');
    expect(n?.text).toBe(`2 members voted on your image of ${await inkName(inkId)}.`);
    // the voters are kept to count them, never shown
    const res = await owner.browser.get('/api/auth/notifications');
    expect(res.body).not.toContain('actors');
  });
});

describe('migration 2026-12-03T0400', () => {
  it('indexes the unread rows by member, kind and target, and keeps no voter on older rows', async () => {
    const owner = await member();
    const voter = await member();
    const [row] = await t.db
      .insertInto('notifications')
      .values({
        user_id: owner.user.id,
        kind: 'image_vote',
        actor_id: voter.user.id,
        target_id: 1,
        details: '{"count":1}',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .execute();
    // down drops the index (it fails when there is none), up makes it again
    await unreadCollapse.down(t.db);
    await unreadCollapse.up(t.db);
    const after = await t.db
      .selectFrom('notifications')
      .select('actor_id')
      .where('id', '=', row?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(after.actor_id).toBeNull();
  });
});

describe('the bell, reading, paging', () => {
  async function seed(userId: number, n: number) {
    const now = new Date().toISOString();
    await t.db
      .insertInto('notifications')
      .values(
        Array.from({ length: n }, () => ({
          user_id: userId,
          kind: 'badge_earned',
          details: JSON.stringify({ badgeId: 'first-words' }),
          created_at: now,
        })),
      )
      .execute();
  }

  it(`counts unread up to ${FOLLOW_LIMITS.bellMax + 1} (the bell says 99+)`, async () => {
    const m = await member();
    expect(await unread(m.browser)).toBe(0);
    await seed(m.user.id, 3);
    expect(await unread(m.browser)).toBe(3);
    await seed(m.user.id, 150);
    expect(await unread(m.browser)).toBe(FOLLOW_LIMITS.bellMax + 1);
  });

  it('pages 30 at a time by id; marks mine read, never another member’s', async () => {
    const m = await member();
    const other = await member();
    await seed(m.user.id, 35);
    await seed(other.user.id, 2);
    const first = await notificationsOf(m.browser);
    expect(first.items).toHaveLength(FOLLOW_LIMITS.notificationsPageSize);
    expect(first.nextBefore).toBe(first.items.at(-1)?.id);
    const second = json<NotificationPage>(
      await m.browser.get(`/api/auth/notifications?before=${first.nextBefore}`),
    );
    expect(second.items).toHaveLength(5);
    expect(second.nextBefore).toBeNull();
    const ids = [...first.items, ...second.items].map((n) => n.id);
    expect(new Set(ids).size).toBe(35);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const theirs = (await rowsOf(t.db, other.user.id)).map((r) => r.id);
    expectStatus(
      await m.browser.post('/api/auth/notifications/read', { ids: [ids[0], ...theirs] }),
      204,
    );
    expect(await unread(m.browser)).toBe(34);
    expect(await unread(other.browser)).toBe(2);
    expectStatus(await m.browser.post('/api/auth/notifications/read', { all: true }), 204);
    expect(await unread(m.browser)).toBe(0);
    expect(await unread(other.browser)).toBe(2);
  });

  it('refuses bad input and huge ids with 400, changing nothing', async () => {
    const m = await member();
    await seed(m.user.id, 2);
    for (const before of ['2147483648', '9007199254740993', '0', '-1', 'abc', '1.5']) {
      expectError(await m.browser.get(`/api/auth/notifications?before=${before}`), 400);
      expectError(await m.browser.get(`/api/auth/feed?before=${before}`), 400);
    }
    expectError(await m.browser.get('/api/auth/notifications?page=2'), 400);
    for (const body of [
      { ids: [2147483648] },
      { ids: [2 ** 53] },
      { ids: [] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ids: ['1'] },
      { all: false },
      { ids: [1], all: true },
      {},
    ]) {
      expectError(await m.browser.post('/api/auth/notifications/read', body), 400);
    }
    expect(await unread(m.browser)).toBe(2);
  });
});

describe('settings', () => {
  it('default to every kind on and no digest; keep what is sent; refuse unknown kinds', async () => {
    const m = await member();
    const res = await m.browser.get('/api/auth/notifications/settings');
    expect(json<NotificationSettings>(res)).toEqual({ off: [], digest: 'off' });
    const off = [...NOTIFICATION_KINDS].slice(0, 3);
    expect(
      await setSettings(m.browser, { off: [...off, ...off.slice(0, 1)], digest: 'daily' }),
    ).toEqual({
      off,
      digest: 'daily',
    });
    for (const body of [
      { off: ['nonsense'], digest: 'off' },
      { off: [], digest: 'hourly' },
      { off: [] },
      { off: 'mention', digest: 'off' },
      { off: [], digest: 'off', extra: 1 },
    ]) {
      expectError(await m.browser.send('PUT', '/api/auth/notifications/settings', body), 400);
    }
    expect(
      json<NotificationSettings>(await m.browser.get('/api/auth/notifications/settings')),
    ).toEqual({
      off,
      digest: 'daily',
    });
  });

  it('makes a new unsubscribe key each time the digest is turned on', async () => {
    const m = await member();
    const key = async () =>
      (
        await t.db
          .selectFrom('notification_settings')
          .select('unsubscribe_key')
          .where('user_id', '=', m.user.id)
          .executeTakeFirstOrThrow()
      ).unsubscribe_key;
    await setSettings(m.browser, { off: [], digest: 'daily' });
    const first = await key();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await setSettings(m.browser, { off: [], digest: 'weekly' });
    expect(await key()).toBe(first);
    await setSettings(m.browser, { off: [], digest: 'off' });
    await setSettings(m.browser, { off: [], digest: 'daily' });
    expect(await key()).not.toBe(first);
  });

  it('take a read token for reading only', async () => {
    const u = await createUser(t.db);
    const read = await insertAccessToken(t.db, u.id, 'read');
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${read.secret}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    expectStatus(await call('GET', '/api/auth/notifications'), 200);
    expectStatus(await call('GET', '/api/auth/notifications/count'), 200);
    expectStatus(await call('GET', '/api/auth/feed'), 200);
    expectError(
      await call('PUT', '/api/auth/notifications/settings', { off: [], digest: 'daily' }),
      403,
      'insufficient_scope',
    );
    expectError(
      await call('POST', '/api/auth/notifications/read', { all: true }),
      403,
      'insufficient_scope',
    );
  });
});
