import {
  ALREADY_COMMENTED,
  COMMENT_PAGE_SIZE,
  type Comment,
  type CommentPage,
  type ErrorBody,
} from '@inklore/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  createTestApp,
  createUser,
  inkSupply,
  insertSession,
  json,
  withSession,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
let freshInk: () => number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_COMMENT_USER: '1000/1m' });
  freshInk = await inkSupply(t.db, 0);
});
afterAll(async () => {
  await t.close();
});

const anonymous = () => new Browser(t.app, '10.70.0.1');

async function list(inkId: number): Promise<Comment[]> {
  const res = await anonymous().get(`/api/inks/${inkId}/comments`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Comment[]>(res);
}

async function countRows(inkId: number): Promise<number> {
  const r = await t.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ink_id', '=', inkId)
    .executeTakeFirstOrThrow();
  return r.n;
}

async function posted(browser: Browser, inkId: number, content: string): Promise<Comment> {
  const res = await browser.post(`/api/inks/${inkId}/comments`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return json<Comment>(res);
}

describe('GET /api/inks/{id}/comments', () => {
  it('is empty for an ink nobody commented on, and 404 for a missing or deleted ink', async () => {
    expect(await list(freshInk())).toEqual([]);
    const missing = await anonymous().get('/api/inks/99999999/comments');
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).code).toBe('not_found');
    expect((await anonymous().get('/api/inks/abc/comments')).statusCode).toBe(400);
  });

  it('lists newest first, with the author but never their email', async () => {
    const inkId = freshInk();
    const first = await withSession(t);
    const second = await withSession(t, { role: 'moderator' });
    await posted(first.browser, inkId, 'First!');
    await posted(second.browser, inkId, 'Second thoughts');
    const comments = await list(inkId);
    expect(comments.map((c) => c.content)).toEqual(['Second thoughts', 'First!']);
    expect(comments[0]?.user).toEqual({
      username: second.user.username,
      displayName: null,
      customProfileImage: null,
      profileImageUrl: null,
      role: 'moderator',
    });
    expect(comments[1]?.userId).toBe(first.user.id);
    const raw = (await anonymous().get(`/api/inks/${inkId}/comments`)).body;
    expect(raw).not.toContain('@example.test');
  });
});

describe('GET /api/inks/{id}/comments/page', () => {
  /** Comments written straight into the table: `count` members, several to a millisecond. */
  async function manyComments(inkId: number, count: number): Promise<number[]> {
    const authors: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const author = await createUser(t.db);
      authors.push(author.id);
      // three comments share each millisecond, so the id has to break the ties
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, 0, Math.floor(i / 3))).toISOString();
      await t.db
        .insertInto('comments')
        .values({
          ink_id: inkId,
          user_id: author.id,
          content: `Comment ${i}`,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    return authors;
  }

  async function page(browser: Browser, inkId: number, before?: number): Promise<CommentPage> {
    const query = before === undefined ? '' : `?before=${before}`;
    const res = await browser.get(`/api/inks/${inkId}/comments/page${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return json<CommentPage>(res);
  }

  it('walks every comment once, newest first, in pages, with their number', async () => {
    const inkId = freshInk();
    const count = COMMENT_PAGE_SIZE * 2 + 5;
    await manyComments(inkId, count);
    const whole = await list(inkId);
    expect(whole).toHaveLength(count);

    const seen: Comment[] = [];
    let before: number | undefined;
    let pages = 0;
    do {
      const p = await page(anonymous(), inkId, before);
      expect(p.total).toBe(count);
      expect(p.mine).toBeNull();
      expect(p.items.length).toBeLessThanOrEqual(COMMENT_PAGE_SIZE);
      seen.push(...p.items);
      before = p.nextBefore ?? undefined;
      pages += 1;
    } while (before !== undefined && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((c) => c.id)).toEqual(whole.map((c) => c.id));
  });

  it("gives a member their own comment wherever it falls, and a comment posted meanwhile doesn't repeat one", async () => {
    const inkId = freshInk();
    const authors = await manyComments(inkId, COMMENT_PAGE_SIZE + 3);
    // the oldest comment is on the second page
    const oldest = authors[0] ?? 0;
    const member = new Browser(t.app, '10.70.0.2');
    member.cookies.set('inklore_session', await insertSession(t.db, oldest));
    const first = await page(member, inkId);
    expect(first.items.map((c) => c.userId)).not.toContain(oldest);
    expect(first.mine?.userId).toBe(oldest);
    expect(first.mine?.content).toBe('Comment 0');

    const late = await withSession(t);
    await posted(late.browser, inkId, 'Posted between two pages');
    const second = await page(anonymous(), inkId, first.nextBefore ?? undefined);
    expect(second.total).toBe(COMMENT_PAGE_SIZE + 4);
    expect(second.nextBefore).toBeNull();
    const ids = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(COMMENT_PAGE_SIZE + 3);
    expect(second.items.at(-1)?.content).toBe('Comment 0');
  });

  it('is a clear 404 after a deleted comment or for another ink, and 400 for a bad cursor', async () => {
    const inkId = freshInk();
    const other = freshInk();
    const { browser } = await withSession(t);
    const mine = await posted(browser, inkId, 'Soon gone');
    const elsewhere = await posted(browser, other, 'On another ink');
    expect((await page(anonymous(), inkId, mine.id)).items).toEqual([]);
    expect((await browser.send('DELETE', `/api/comments/${mine.id}`)).statusCode).toBe(204);
    const gone = await anonymous().get(`/api/inks/${inkId}/comments/page?before=${mine.id}`);
    expect(gone.statusCode).toBe(404);
    expect(json<ErrorBody>(gone).message).toMatch(/Reload the comments/);
    const foreign = await anonymous().get(
      `/api/inks/${inkId}/comments/page?before=${elsewhere.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '']) {
      const res = await anonymous().get(`/api/inks/${inkId}/comments/page?before=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('validation_failed');
    }
    expect((await anonymous().get('/api/inks/99999999/comments/page')).statusCode).toBe(404);
  });
});

describe('POST /api/inks/{id}/comments', () => {
  it('posts a trimmed plain-text comment for a verified member', async () => {
    const inkId = freshInk();
    const { browser, user } = await withSession(t);
    const res = await browser.post(`/api/inks/${inkId}/comments`, {
      content: '  Lovely <b>sheen</b>\r\non Tomoe River.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = json<Comment>(res);
    expect(c).toMatchObject({
      inkId,
      userId: user.id,
      content: 'Lovely <b>sheen</b>\non Tomoe River.',
    });
    expect(c.updatedAt).toBe(c.createdAt);
    expect(await list(inkId)).toEqual([c]);
  });

  it('refuses visitors (401) and unverified members (403), writing nothing', async () => {
    const inkId = freshInk();
    const visitor = await anonymous().post(`/api/inks/${inkId}/comments`, { content: 'Hi' });
    expect(visitor.statusCode).toBe(401);
    const { browser } = await withSession(t, { verified: false });
    const unverified = await browser.post(`/api/inks/${inkId}/comments`, { content: 'Hi' });
    expect(unverified.statusCode).toBe(403);
    expect(json<ErrorBody>(unverified).code).toBe('email_unverified');
    expect(await countRows(inkId)).toBe(0);
  });

  it('allows one comment per member per ink (409 with the spec sentence)', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await posted(browser, inkId, 'One');
    const again = await browser.post(`/api/inks/${inkId}/comments`, { content: 'Two' });
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again)).toMatchObject({ code: 'conflict', message: ALREADY_COMMENTED });
    expect((await list(inkId)).map((c) => c.content)).toEqual(['One']);
    // The same member may comment on another ink.
    await posted(browser, freshInk(), 'Elsewhere');
  });

  it('lets only one of two simultaneous posts in', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await browser.get('/api/auth/csrf-token');
    const results = await Promise.all(
      ['a', 'b', 'c'].map((content) => browser.post(`/api/inks/${inkId}/comments`, { content })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await countRows(inkId)).toBe(1);
  });

  it('checks the text: 1 to 1000 characters after trimming, no control characters', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    const bad: unknown[] = [
      {},
      { content: '' },
      { content: '   \n\t ' },
      { content: 'x'.repeat(1001) },
      { content: 'bell\u0007' },
      { content: 42 },
      { content: 'fine', extra: true },
    ];
    for (const body of bad) {
      const res = await browser.post(`/api/inks/${inkId}/comments`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<ErrorBody>(res).code).toBe('validation_failed');
    }
    const tooLong = json<ErrorBody>(
      await browser.post(`/api/inks/${inkId}/comments`, { content: 'x'.repeat(1001) }),
    );
    expect(tooLong.fields?.content).toBe('Comments have at most 1000 characters.');
    expect(await countRows(inkId)).toBe(0);
    // Exactly 1000 after trimming is fine.
    const c = await posted(browser, inkId, `  ${'y'.repeat(1000)}  `);
    expect(c.content).toHaveLength(1000);
  });

  it('404s for a missing or deleted ink', async () => {
    const { browser } = await withSession(t);
    expect((await browser.post('/api/inks/99999999/comments', { content: 'x' })).statusCode).toBe(
      404,
    );
    const inkId = freshInk();
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', inkId)
      .execute();
    expect((await browser.post(`/api/inks/${inkId}/comments`, { content: 'x' })).statusCode).toBe(
      404,
    );
    expect(await countRows(inkId)).toBe(0);
  });

  it('hides the comments of a deleted ink and shows them again on restore', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    await posted(browser, inkId, 'Kept while hidden');
    await t.db
      .updateTable('inks')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', inkId)
      .execute();
    expect((await anonymous().get(`/api/inks/${inkId}/comments`)).statusCode).toBe(404);
    await t.db.updateTable('inks').set({ deleted_at: null }).where('id', '=', inkId).execute();
    expect((await list(inkId)).map((c) => c.content)).toEqual(['Kept while hidden']);
  });
});

describe('PUT /api/comments/{id}', () => {
  it("changes the author's text and marks it edited", async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    const c = await posted(browser, inkId, 'Draft');
    await new Promise((r) => setTimeout(r, 5));
    const res = await browser.send('PUT', `/api/comments/${c.id}`, { content: '  Final  ' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = json<Comment>(res);
    expect(edited.content).toBe('Final');
    expect(edited.createdAt).toBe(c.createdAt);
    expect(edited.updatedAt > c.updatedAt).toBe(true);
    expect(await list(inkId)).toEqual([edited]);
  });

  it('leaves an unchanged text unmarked', async () => {
    const { browser } = await withSession(t);
    const c = await posted(browser, freshInk(), 'Same');
    await new Promise((r) => setTimeout(r, 5));
    const res = await browser.send('PUT', `/api/comments/${c.id}`, { content: 'Same ' });
    expect(json<Comment>(res).updatedAt).toBe(c.createdAt);
  });

  it("refuses anyone else's edit, staff included, and bad text", async () => {
    const inkId = freshInk();
    const author = await withSession(t);
    const c = await posted(author.browser, inkId, 'Mine');
    for (const opts of [{}, { role: 'admin' as const, totp: true }]) {
      const other = await withSession(t, opts);
      const res = await other.browser.send('PUT', `/api/comments/${c.id}`, { content: 'Hacked' });
      expect(res.statusCode).toBe(403);
      expect(json<ErrorBody>(res).code).toBe('forbidden');
    }
    const empty = await author.browser.send('PUT', `/api/comments/${c.id}`, { content: ' ' });
    expect(empty.statusCode).toBe(400);
    const visitor = await anonymous().send('PUT', `/api/comments/${c.id}`, { content: 'x' });
    expect(visitor.statusCode).toBe(401);
    expect((await list(inkId)).map((x) => x.content)).toEqual(['Mine']);
    const missing = await author.browser.send('PUT', '/api/comments/99999999', { content: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/comments/{id}', () => {
  it('lets the author delete their comment, and then post again', async () => {
    const inkId = freshInk();
    const { browser } = await withSession(t);
    const c = await posted(browser, inkId, 'Regret');
    expect((await browser.send('DELETE', `/api/comments/${c.id}`)).statusCode).toBe(204);
    expect(await list(inkId)).toEqual([]);
    expect((await browser.send('DELETE', `/api/comments/${c.id}`)).statusCode).toBe(404);
    await posted(browser, inkId, 'Second try');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_type', '=', 'comment')
      .where('target_id', '=', c.id)
      .execute();
    expect(audit).toEqual([]);
  });

  it("refuses a member deleting someone else's comment", async () => {
    const inkId = freshInk();
    const author = await withSession(t);
    const c = await posted(author.browser, inkId, 'Stays');
    const other = await withSession(t);
    const res = await other.browser.send('DELETE', `/api/comments/${c.id}`);
    expect(res.statusCode).toBe(403);
    expect(json<ErrorBody>(res).code).toBe('forbidden');
    expect(await countRows(inkId)).toBe(1);
  });

  it('lets a moderator with two-factor sign-in remove any comment, audited', async () => {
    const inkId = freshInk();
    const author = await withSession(t);
    const c = await posted(author.browser, inkId, 'Spam spam spam');
    // Without two-factor sign-in (STAFF_MFA=required) the moderator is turned away.
    const noMfa = await withSession(t, { role: 'moderator' });
    const refused = await noMfa.browser.send('DELETE', `/api/comments/${c.id}`);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).code).toBe('mfa_required');
    expect(await countRows(inkId)).toBe(1);

    const mod = await withSession(t, { role: 'moderator', totp: true });
    expect((await mod.browser.send('DELETE', `/api/comments/${c.id}`)).statusCode).toBe(204);
    expect(await countRows(inkId)).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'comment')
      .where('target_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: mod.user.id, action: 'comment.remove' });
    expect(JSON.parse(audit.details)).toEqual({
      inkId,
      authorId: author.user.id,
      content: 'Spam spam spam',
    });
  });

  it('goes with the account that wrote it', async () => {
    const inkId = freshInk();
    const author = await withSession(t);
    await posted(author.browser, inkId, 'Bye');
    const res = await author.browser.send('DELETE', '/api/auth/user', {
      password: author.user.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await list(inkId)).toEqual([]);
  });
});

describe('comment rate limit', () => {
  it('answers 429 past COMMENT_USER posts and edits per account', async () => {
    const limited = await createTestApp({ RATE_LIMIT_COMMENT_USER: '2/1m' });
    try {
      const { browser } = await withSession(limited);
      const ids = (
        await limited.db.selectFrom('inks').select('id').orderBy('id').limit(3).execute()
      ).map((r) => r.id);
      const codes: number[] = [];
      for (const id of ids) {
        codes.push((await browser.post(`/api/inks/${id}/comments`, { content: 'hi' })).statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
